import ViewTree

/// The text baselines of a symbol image (`Image(systemName:)`), FrameSolver's model of SF
/// Symbols sitting on a line of text: the symbol's box is centred on a line of its font
/// (I.2: 1.2 x the size tall, its baseline the size below its top), so a box h tall in a font
/// of size f has its baselines h / 2 + 0.4 f below its top; a square symbol of one line's
/// side (h = 1.2 f) has them where a Text's first line has its own. Written as the image's
/// explicit first and last baseline guides, which containers pass up like a Text's (R6.4),
/// and kept in step as `font` and `imageScale` resize the box; a baseline guide the model
/// writes itself (`alignmentGuide(.firstTextBaseline)`) stays.
enum SymbolBaseline {
    /// The mark holding the baseline this type last wrote (its `value`).
    static let mark = "symbolBaseline"

    /// A symbol image's box `height` tall in a font of `fontSize`.
    static func set(_ node: inout ViewNode, height: Double, fontSize: Double) {
        update(&node) { _ in height / 2 + 0.4 * fontSize }
    }

    /// The box scaled about its centre from `old` to `new` height: the baselines move by half
    /// the change.
    static func rescale(_ node: inout ViewNode, from old: Double, to new: Double) {
        update(&node) { $0 + (new - old) / 2 }
    }

    private static func update(_ node: inout ViewNode, _ baseline: (Double) -> Double) {
        let written = node.attributes.visual.first { $0.name == mark }?.value
        for guide in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
            // A baseline guide that is not the one written here is the model's own.
            if let existing = node.attributes.verticalGuides[guide], existing != written.map(Expr.constant) { return }
        }
        let value = baseline(written ?? 0)
        node.attributes.visual.removeAll { $0.name == mark }
        node.attributes.visual.append(VisualModifier(mark, value: value))
        node.attributes.verticalGuides[.firstTextBaseline] = .constant(value)
        node.attributes.verticalGuides[.lastTextBaseline] = .constant(value)
    }
}
