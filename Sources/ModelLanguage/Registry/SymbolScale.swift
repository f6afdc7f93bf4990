import ViewTree

/// `Image.Scale` for symbol images (`imageScale(_:)`): a factor on the symbol's side, which
/// is 1.2 x its font's size at `.medium` (docs/known-differences.md, "Control sizes").
///
/// Apple names the scales (small, medium, large) relative to the text around the symbol;
/// WWDC20's *SF Symbols 2* session describes small as about 20% smaller and large as about
/// 30% larger than medium, hence 0.8 and 1.3. The symbol's ratio (SymbolShapes) is kept.
enum SymbolScale: String, CaseIterable, Sendable {
    case small, medium, large

    static let mark = "symbolScale:"

    var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The scale recorded on a symbol image (medium when none).
    static func of(_ node: ViewNode) -> SymbolScale {
        for visual in node.attributes.visual where visual.name.hasPrefix(mark) {
            return SymbolScale(rawValue: String(visual.name.dropFirst(mark.count))) ?? .medium
        }
        return .medium
    }

    /// `imageScale(scale)` over `nodes`: every symbol image below without a nearer scale takes
    /// this one, its side multiplied by the factor (a later `font` keeps the factor).
    static func apply(_ scale: SymbolScale, to nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { apply(scale, to: $0) }
    }

    private static func apply(_ scale: SymbolScale, to node: ViewNode) -> ViewNode {
        var copy = node
        if case .image(var spec) = node.kind, node.attributes.visual.contains(where: { $0.name == ControlMark.name("symbol") }) {
            guard !node.attributes.visual.contains(where: { $0.name.hasPrefix(mark) }) else { return node }
            let height = spec.height
            spec.width *= scale.factor
            spec.height *= scale.factor
            copy.kind = .image(spec)
            SymbolBaseline.rescale(&copy, from: height, to: spec.height)
            copy.attributes.visual.append(VisualModifier(mark + scale.rawValue))
            return copy
        }
        copy.children = apply(scale, to: node.children)
        return copy
    }
}
