import ViewTree

/// A view the model language knows: its overloads (labels and types, as in SwiftUI) and how it
/// builds nodes. Adding a view is adding an entry here.
struct ViewEntry: Sendable {
    typealias Build = @Sendable (Evaluator, BoundArguments, CallSite) throws(ModelError) -> [ViewNode]
    let signatures: [Signature]
    let build: Build

    init(_ signatures: [Signature], _ build: @escaping Build) {
        self.signatures = signatures
        self.build = build
    }
}

/// Every view of the model language, by name. The trees match the FrameSolver DSL's.
enum ViewRegistry {
    static let entries: [String: ViewEntry] = leaves.merging(containers) { first, _ in first }

    private static let content = Param.labeled("content", .views, optional: false)

    /// Colors, shapes, Text, Image, Spacer, Divider, EmptyView.
    private static let leaves: [String: ViewEntry] = [
        "Rectangle": shape(.rectangle),
        "Circle": shape(.circle),
        "Capsule": shape(.capsule, [.labeled("style", .any)]),
        "Ellipse": shape(.ellipse),
        "RoundedRectangle": ViewEntry([
            Signature([.labeled("cornerRadius", .number, optional: false), .labeled("style", .any)]),
            Signature([.labeled("cornerSize", .size, optional: false), .labeled("style", .any)]),
        ]) { ev, args, site throws(ModelError) in
            let radius = args.signatureIndex == 0 ? try ev.constant(args, "cornerRadius", at: site.loc) : args.size("cornerSize")?.width.constantValue ?? 0
            return [try ev.node(.shape(.roundedRectangle(cornerRadius: radius)), at: site.loc)]
        },
        // `Path { path in … }`: the drawing is read past, not interpreted.
        "Path": ViewEntry([Signature([.unlabeled("draw", .closure, optional: true)])]) { ev, _, site throws(ModelError) in
            [try ev.node(.shape(.path), at: site.loc)]
        },
        "Text": ViewEntry([Signature([.unlabeled("text", .string)]), Signature([.labeled("verbatim", .string, optional: false)])]) {
            ev, args, site throws(ModelError) in
            [try ev.node(.text(args.string("text") ?? args.string("verbatim") ?? ""), at: site.loc)]
        },
        "Image": ViewEntry([
            Signature([.unlabeled("name", .string), .labeled("width", .number), .labeled("height", .number)]),
            Signature([.labeled("systemName", .string, optional: false), .labeled("width", .number), .labeled("height", .number)]),
        ]) { ev, args, site throws(ModelError) in
            let name = args.string("name") ?? args.string("systemName") ?? ""
            let width = args.has("width") ? try ev.constant(args, "width", at: site.loc) : 100
            let height = args.has("height") ? try ev.constant(args, "height", at: site.loc) : 100
            return [try ev.node(.image(ImageSpec(name: name, width: width, height: height)), at: site.loc)]
        },
        "Spacer": ViewEntry([Signature([.labeled("minLength", .number, nullable: true)])]) { ev, args, site throws(ModelError) in
            [try ev.node(.spacer(minLength: args.number("minLength")), at: site.loc)]
        },
        "Divider": ViewEntry([Signature([])]) { ev, _, site throws(ModelError) in [try ev.node(.divider, at: site.loc)] },
        "EmptyView": ViewEntry([Signature([])]) { _, _, _ throws(ModelError) in [] },
    ]

    /// Stacks, GeometryReader, ScrollView, Grid, ViewThatFits, Group, ForEach.
    private static let containers: [String: ViewEntry] = [
        "HStack": stack(.horizontal, lazy: false),
        "VStack": stack(.vertical, lazy: false),
        "LazyHStack": stack(.horizontal, lazy: true),
        "LazyVStack": stack(.vertical, lazy: true),
        "ZStack": ViewEntry([Signature([.labeled("alignment", .alignment), content])]) { ev, args, site throws(ModelError) in
            [try ev.node(.zStack(alignment: args.alignment("alignment") ?? .center), children: args.views("content") ?? [], at: site.loc)]
        },
        // The content reads `proxy.size.width` as `Expr.variable(.readerWidth(id))`.
        "GeometryReader": ViewEntry([Signature([.labeled("content", .closure, optional: false)])]) { ev, args, site throws(ModelError) in
            let reader = ReaderID.next()
            guard let (closure, env) = args.closure("content") else { return [] }
            let children = try ev.callViews(closure, env, arguments: [.proxy(reader)], at: closure.loc)
            return [try ev.node(.geometryReader(reader), children: children, at: site.loc)]
        },
        // Several content views form an implicit VStack (HStack when only horizontal).
        "ScrollView": ViewEntry([Signature([.unlabeled("axes", .axisSet, optional: true), .labeled("showsIndicators", .bool), content])]) {
            ev, args, site throws(ModelError) in
            let axes = args.axisSet("axes") ?? .vertical
            let implicitAxis: Axis = axes == .horizontal ? .horizontal : .vertical
            let nodes = args.views("content") ?? []
            if nodes.count > 1 { try ev.count(1, at: site.loc) }
            let content = ViewNode.implicitContainer(nodes, .stack(StackSpec(axis: implicitAxis)))
            return [try ev.node(.scrollView(ScrollSpec(axes: axes)), children: content.map { [$0] } ?? [], at: site.loc)]
        },
        "Grid": ViewEntry([
            Signature([.labeled("alignment", .alignment), .labeled("horizontalSpacing", .number, nullable: true), .labeled("verticalSpacing", .number, nullable: true), content])
        ]) { ev, args, site throws(ModelError) in
            let spec = GridSpec(
                alignment: args.alignment("alignment") ?? .center, horizontalSpacing: args.number("horizontalSpacing"),
                verticalSpacing: args.number("verticalSpacing"))
            return [try ev.node(.grid(spec), children: args.views("content") ?? [], at: site.loc)]
        },
        "GridRow": ViewEntry([Signature([.labeled("alignment", .verticalAlignment), content])]) { ev, args, site throws(ModelError) in
            [try ev.node(.gridRow(alignment: args.verticalAlignment("alignment")), children: args.views("content") ?? [], at: site.loc)]
        },
        "ViewThatFits": ViewEntry([Signature([.labeled("in", .axisSet), content])]) { ev, args, site throws(ModelError) in
            [try ev.node(.viewThatFits(axes: args.axisSet("in") ?? .both), children: args.views("content") ?? [], at: site.loc)]
        },
        // Not nodes: their views are spliced into the parent (I.1).
        "Group": ViewEntry([Signature([content])]) { _, args, _ throws(ModelError) in args.views("content") ?? [] },
        "WindowGroup": ViewEntry([Signature([.unlabeled("title", .string, optional: true), content])]) { _, args, _ throws(ModelError) in
            args.views("content") ?? []
        },
        "ForEach": ViewEntry([
            Signature([.unlabeled("data", .any), .labeled("id", .any), .labeled("content", .closure, optional: false)])
        ]) { ev, args, site throws(ModelError) in
            try forEach(ev, args, site)
        },
    ]

    private static func shape(_ kind: ShapeKind, _ extra: [Param] = []) -> ViewEntry {
        ViewEntry([Signature(extra)]) { ev, _, site throws(ModelError) in [try ev.node(.shape(kind), at: site.loc)] }
    }

    /// HStack/VStack and their Lazy forms: `(alignment:spacing:content:)`.
    private static func stack(_ axis: Axis, lazy: Bool) -> ViewEntry {
        let guide: ArgType = axis == .horizontal ? .verticalAlignment : .horizontalAlignment
        var params: [Param] = [.labeled("alignment", guide), .labeled("spacing", .number, nullable: true)]
        if lazy { params.append(.labeled("pinnedViews", .any)) }
        params.append(content)
        return ViewEntry([Signature(params)]) { ev, args, site throws(ModelError) in
            let alignment =
                axis == .horizontal
                ? Alignment(horizontal: .center, vertical: args.verticalAlignment("alignment") ?? .center)
                : Alignment(horizontal: args.horizontalAlignment("alignment") ?? .center, vertical: .center)
            let spec = StackSpec(axis: axis, alignment: alignment, spacing: args.number("spacing"), lazy: lazy)
            return [try ev.node(.stack(spec), children: args.views("content") ?? [], at: site.loc)]
        }
    }

    /// `ForEach(0..<n)`, `ForEach(0...n)`, `ForEach([a, b], id: \.self)`: the content once per element.
    private static func forEach(_ ev: Evaluator, _ args: BoundArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        guard let data = args.value("data"), let (closure, env) = args.closure("content") else { return [] }
        var elements: [Value] = []
        switch data {
        case .range(let lower, let upper, let closed):
            let end = closed ? upper : upper - 1
            guard end - lower < 10_000 else {
                throw ev.error("ForEach over \(end - lower + 1) elements is too many", at: args.loc("data") ?? site.loc, expected: "at most 10000 elements")
            }
            if end >= lower { elements = (lower...end).map { .number(.constant(Double($0))) } }
        case .array(let values):
            elements = values
        default:
            throw ev.error(
                "type mismatch: 'ForEach' expects a range or an array, got \(data.typeDescription)", at: args.loc("data") ?? site.loc,
                expected: "a range such as 0..<5 or an array literal")
        }
        var nodes: [ViewNode] = []
        for element in elements {
            nodes += try ev.callViews(closure, env, arguments: [element], at: closure.loc)
        }
        return nodes
    }
}
