import ViewTree

/// What a modifier entry does to the views it is applied to.
enum ModifierResult {
    /// A ViewTree modifier, applied to each view (`[ViewNode].applying`).
    case modifier(Modifier)
    /// The views replaced (a shape's `path(in:)`), or returned unchanged (a no-op).
    case nodes([ViewNode])
}

/// A modifier the model language knows: its overloads and what it does.
struct ModifierEntry: Sendable {
    typealias Apply = @Sendable (Evaluator, BoundArguments, CallSite, [ViewNode]) throws(ModelError) -> ModifierResult
    let signatures: [Signature]
    let apply: Apply

    init(_ signatures: [Signature], _ apply: @escaping Apply) {
        self.signatures = signatures
        self.apply = apply
    }
}

/// Every modifier of the model language, by name: layout modifiers (nodes), attributes, and
/// the visual-only ones (I.4). The trees match the FrameSolver DSL's.
enum ModifierRegistry {
    static let entries: [String: ModifierEntry] = layout.merging(attributes) { a, _ in a }.merging(visual) { a, _ in a }
        .merging(controls) { a, _ in a }.merging(relations) { a, _ in a }.merging(fontTraits) { a, _ in a }
        .merging(bars) { a, _ in a }
        .merging(lists) { a, _ in a }.merging(unmodelled) { a, _ in a }

    /// The modifiers that wrap a view in a layout node (a misspelling of one is an error).
    static let layoutNames = Set(layout.keys)

    private static func layoutNode(_ kind: NodeKind, content: [ViewNode] = []) -> ModifierResult {
        .modifier(.layout(kind, content: content))
    }

    /// Modifiers that wrap the view in a layout node.
    private static let layout: [String: ModifierEntry] = [
        "frame": ModifierEntry([
            Signature([.labeled("width", .number, nullable: true), .labeled("height", .number, nullable: true), .labeled("alignment", .alignment)]),
            Signature(
                ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map { .labeled($0, .number, nullable: true) }
                    + [.labeled("alignment", .alignment)]),
        ]) { ev, a, site, _ throws(ModelError) in
            let alignment = a.alignment("alignment") ?? .center
            if a.signatureIndex == 0 {
                return layoutNode(.frame(FixedFrame(width: a.number("width"), height: a.number("height"), alignment: alignment)))
            }
            // SwiftUI logs "Contradictory frame constraints specified." for limits out of order
            // and lays the frame out with them normalised (I.1); FrameSolver says so too.
            for (axis, names) in [("width", ["minWidth", "idealWidth", "maxWidth"]), ("height", ["minHeight", "idealHeight", "maxHeight"])] {
                let limits = names.compactMap { a.number($0)?.constantValue }
                if limits.count == names.filter({ a.number($0) != nil }).count, limits != limits.sorted() {
                    ev.warn("contradictory frame constraints on the \(axis) (min <= ideal <= max does not hold); normalised as SwiftUI does (I.1)", at: site.loc)
                }
            }
            return layoutNode(
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: a.number("minWidth"), idealWidth: a.number("idealWidth"), maxWidth: a.number("maxWidth"),
                        minHeight: a.number("minHeight"), idealHeight: a.number("idealHeight"), maxHeight: a.number("maxHeight"),
                        alignment: alignment)))
        },
        // padding(), padding(8), padding(.horizontal), padding(.horizontal, 16), padding(EdgeInsets(…)).
        "padding": ModifierEntry([
            Signature([.unlabeled("edges", .edgeSet, optional: true), .unlabeled("length", .number, optional: true, nullable: true)]),
            Signature([.unlabeled("length", .number)]),
            Signature([.unlabeled("insets", .insets)]),
        ]) { _, a, _, _ throws(ModelError) in
            if let insets = a.insets("insets") { return layoutNode(.padding(insets)) }
            return layoutNode(.padding(EdgeInsets(a.edgeSet("edges") ?? .all, a.number("length") ?? 16)))
        },
        // safeAreaPadding(…) takes padding's arguments and insets the safe area: content that
        // keeps to the safe area is padded, which is how it lays out here (docs/devices.md).
        "safeAreaPadding": ModifierEntry([
            Signature([.unlabeled("edges", .edgeSet, optional: true), .unlabeled("length", .number, optional: true, nullable: true)]),
            Signature([.unlabeled("length", .number)]),
            Signature([.unlabeled("insets", .insets)]),
        ]) { ev, a, site, nodes throws(ModelError) in
            let insets = a.insets("insets") ?? EdgeInsets(a.edgeSet("edges") ?? .all, a.number("length") ?? 16)
            return .nodes(
                nodes.map { node in
                    var padded = node.applying(.layout(.padding(insets)), source: ev.location(site.loc))
                    padded.attributes.displayKind = "safeAreaPadding"
                    return padded
                })
        },
        // The scene's platform padding; on iOS (the platform laid out) the default 16.
        "scenePadding": ModifierEntry([
            Signature([.unlabeled("edges", .edgeSet, optional: true)]),
            Signature([.unlabeled("padding", .any), .labeled("edges", .edgeSet)]),
        ]) { _, a, _, _ throws(ModelError) in
            layoutNode(.padding(EdgeInsets(a.edgeSet("edges") ?? .all, 16)))
        },
        "aspectRatio": ModifierEntry([
            Signature([.unlabeled("ratio", .number, optional: true, nullable: true), .labeled("contentMode", .contentMode)]),
            Signature([.unlabeled("size", .size), .labeled("contentMode", .contentMode)]),
        ]) { _, a, _, _ throws(ModelError) in
            let ratio = a.size("size").map { $0.width / $0.height } ?? a.number("ratio")
            return layoutNode(.aspectRatio(AspectRatioSpec(ratio: ratio, contentMode: a.contentMode("contentMode") ?? .fit)))
        },
        "scaledToFit": ModifierEntry([Signature([])]) { _, _, _, _ throws(ModelError) in
            layoutNode(.aspectRatio(AspectRatioSpec(ratio: nil, contentMode: .fit)))
        },
        "scaledToFill": ModifierEntry([Signature([])]) { _, _, _, _ throws(ModelError) in
            layoutNode(.aspectRatio(AspectRatioSpec(ratio: nil, contentMode: .fill)))
        },
        "fixedSize": ModifierEntry([
            Signature([]),
            Signature([.labeled("horizontal", .bool, optional: false), .labeled("vertical", .bool, optional: false)]),
        ]) { _, a, _, _ throws(ModelError) in
            layoutNode(.fixedSize(horizontal: a.bool("horizontal") ?? true, vertical: a.bool("vertical") ?? true))
        },
        "overlay": secondary { .overlay(alignment: $0) },
        "background": secondary { .background(alignment: $0) },
        "offset": ModifierEntry([
            Signature([.labeled("x", .number), .labeled("y", .number)]),
            Signature([.unlabeled("size", .size)]),
        ]) { _, a, _, _ throws(ModelError) in
            if let size = a.size("size") { return layoutNode(.offset(x: size.width, y: size.height)) }
            return layoutNode(.offset(x: a.number("x") ?? 0, y: a.number("y") ?? 0))
        },
        "position": ModifierEntry([
            Signature([.labeled("x", .number), .labeled("y", .number)]),
            Signature([.unlabeled("point", .point)]),
        ]) { _, a, _, _ throws(ModelError) in
            if case .point(let x, let y)? = a.values["point"] { return layoutNode(.position(x: x, y: y)) }
            return layoutNode(.position(x: a.number("x") ?? 0, y: a.number("y") ?? 0))
        },
        "scaleEffect": ModifierEntry([
            Signature([.unlabeled("scale", .number), .labeled("anchor", .unitPoint)]),
            Signature([.unlabeled("size", .size), .labeled("anchor", .unitPoint)]),
            Signature([.labeled("x", .number), .labeled("y", .number), .labeled("anchor", .unitPoint)]),
        ]) { _, a, _, _ throws(ModelError) in
            let anchor = a.unitPoint("anchor") ?? .center
            if let scale = a.number("scale") { return layoutNode(.scaleEffect(x: scale, y: scale, anchor: anchor)) }
            if let size = a.size("size") { return layoutNode(.scaleEffect(x: size.width, y: size.height, anchor: anchor)) }
            return layoutNode(.scaleEffect(x: a.number("x") ?? 1, y: a.number("y") ?? 1, anchor: anchor))
        },
        "containerRelativeFrame": ModifierEntry([
            Signature([
                .unlabeled("axes", .axisSet), .labeled("count", .int, optional: false), .labeled("span", .int),
                .labeled("spacing", .number, optional: false), .labeled("alignment", .alignment),
            ]),
            Signature([.unlabeled("axes", .axisSet), .labeled("alignment", .alignment), .unlabeled("length", .closure)]),
            Signature([.unlabeled("axes", .axisSet), .labeled("alignment", .alignment)]),
        ]) { ev, a, site, _ throws(ModelError) in
            try containerRelativeFrame(ev, a, site)
        },
        // `shape.path(in: CGRect(…))`: a Path that takes the proposal; the rect is not interpreted.
        "path": ModifierEntry([Signature([.labeled("in", .rect, optional: false)])]) { ev, _, site, nodes throws(ModelError) in
            var result: [ViewNode] = []
            for node in nodes {
                guard case .shape = node.kind else {
                    throw ev.error("'path(in:)' applies to a shape, not to \(node.kind.name)", at: site.loc, expected: "a shape such as Rectangle()")
                }
                var path = try ev.node(.shape(.path), at: site.loc)
                path.attributes.id = node.attributes.id
                result.append(path)
            }
            return .nodes(result)
        },
    ]

    /// `overlay`/`background`: `(alignment:content:)` or `(_ view, alignment:)`.
    private static func secondary(_ kind: @escaping @Sendable (Alignment) -> NodeKind) -> ModifierEntry {
        ModifierEntry([
            Signature([.labeled("alignment", .alignment), .labeled("content", .views, optional: false)]),
            Signature([.unlabeled("content", .views), .labeled("alignment", .alignment), .labeled("ignoresSafeAreaEdges", .edgeSet)]),
            // `.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))`: the shape.
            Signature([.unlabeled("style", .any, optional: true), .labeled("in", .views, optional: false), .labeled("fillStyle", .any)]),
        ]) { ev, a, site, _ throws(ModelError) in
            var content = a.views("content") ?? a.views("in") ?? []
            if a.signatureIndex == 2 {
                // The shape is filled with the style: without it a shape draws in the
                // foreground colour (black), hiding the view it backs.
                let fill = try ev.shapeFill(a.value("style"), given: a.has("style"), at: a.loc("style") ?? site.loc)
                for index in content.indices { content[index].attributes.visual.append(fill) }
            }
            // `background(_ style: some ShapeStyle, ignoresSafeAreaEdges: .all)`: a colour or a
            // material given as the value extends into the safe area (Apple's documentation:
            // the default is all edges); a view, a closure or a shape (`in:`) does not.
            if a.signatureIndex == 1, content.count == 1, isShapeStyle(content[0]) {
                content[0] = content[0].applying(.ignoresSafeArea(a.edgeSet("ignoresSafeAreaEdges") ?? .all))
            }
            return layoutNode(kind(a.alignment("alignment") ?? .center), content: content)
        }
    }

    /// A colour or a material written as a value (`Color.red`, `.blue`, `.thinMaterial`).
    private static func isShapeStyle(_ node: ViewNode) -> Bool {
        guard node.children.isEmpty else { return false }
        switch node.kind {
        case .color: return true
        case .shape(.other(let name)): return Evaluator.shapeStyleNames.contains(name.prefix(1).lowercased() + name.dropFirst())
        default: return false
        }
    }

    /// The three forms of R2.10: whole length, grid (count/span/spacing), closure per axis.
    private static func containerRelativeFrame(_ ev: Evaluator, _ a: BoundArguments, _ site: CallSite) throws(ModelError) -> ModifierResult {
        let axes = a.axisSet("axes") ?? .both
        let alignment = a.alignment("alignment") ?? .center
        if let (closure, env) = a.closure("length") {
            func length(_ axis: Axis) throws(ModelError) -> Expr? {
                guard axes.contains(axis) else { return nil }
                let value = try ev.call(closure, env, arguments: [.number(.variable(.containerLength(axis))), .axis(axis)], at: closure.loc)
                guard let number = ev.numberIfAny(value) else {
                    throw ev.error(
                        "the containerRelativeFrame closure must give a number, got \(value.typeDescription)", at: closure.loc,
                        expected: "a length such as 'length * 0.25'")
                }
                return number
            }
            let spec = ContainerRelativeSpec(
                axes: axes, length: .closure(horizontal: try length(.horizontal), vertical: try length(.vertical)), alignment: alignment)
            return layoutNode(.containerRelativeFrame(spec))
        }
        let count = a.int("count") ?? 1, span = a.int("span") ?? 1
        guard count >= 1, span >= 1 else {
            throw ev.error("'count' and 'span' must be at least 1", at: a.loc("count") ?? site.loc, expected: "a positive whole number")
        }
        let spec = ContainerRelativeSpec(axes: axes, length: .grid(count: count, span: span, spacing: a.number("spacing") ?? 0), alignment: alignment)
        return layoutNode(.containerRelativeFrame(spec))
    }
}
