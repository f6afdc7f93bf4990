import ViewTree

/// A view the model language knows: its overloads (labels and types, as in SwiftUI) and how it
/// builds nodes. Adding a view is adding an entry here.
struct ViewEntry: Sendable {
    typealias Build = @Sendable (Evaluator, BoundArguments, CallSite) throws(ModelError) -> [ViewNode]
    /// An entry that reads its arguments itself (controls whose overloads differ by which
    /// trailing closure is the label).
    typealias RawBuild = @Sendable (Evaluator, RawArguments, CallSite) throws(ModelError) -> [ViewNode]
    let signatures: [Signature]
    let build: Build
    let raw: RawBuild?

    init(_ signatures: [Signature], _ build: @escaping Build) {
        self.signatures = signatures
        self.build = build
        self.raw = nil
    }

    init(raw: @escaping RawBuild) {
        self.signatures = []
        self.build = { _, _, _ throws(ModelError) in [] }
        self.raw = raw
    }
}

/// A call's arguments as written, for entries that read them themselves.
struct RawArguments {
    let all: [Argument]
    let env: Env

    /// Unlabelled arguments inside the parentheses.
    var unlabeled: [Argument] { all.filter { $0.label == nil && !$0.isTrailing } }
    /// Unlabelled trailing closures.
    var trailing: [Argument] { all.filter { $0.label == nil && $0.isTrailing } }
    func labeled(_ label: String) -> Argument? { all.first { $0.label == label } }
    func has(_ label: String) -> Bool { labeled(label) != nil }
}

/// Every view of the model language, by name. The trees match the FrameSolver DSL's.
enum ViewRegistry {
    static let entries: [String: ViewEntry] = leaves.merging(containers) { first, _ in first }
        .merging(BarRegistry.views) { first, _ in first }
        .merging(ControlRegistry.entries) { first, _ in first }
        .merging(ListRegistry.entries) { first, _ in first }
        .merging(ContainerRegistry.entries) { first, _ in first }

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
        // Text(_:), Text(verbatim:), Text(value, format:), Text(key, comment:), Text(date, style:):
        // strings as written, numbers in their format style (`NumberFormat`), placeholder data
        // as "Placeholder".
        "Text": ViewEntry([
            Signature([
                .unlabeled("text", .any), .labeled("tableName", .any), .labeled("bundle", .any), .labeled("format", .syntax),
                .labeled("style", .any), .labeled("formatter", .any), .labeled("comment", .any),
            ]),
            Signature([.labeled("verbatim", .any, optional: false)]),
            Signature([
                .labeled("timerInterval", .any, optional: false), .labeled("pauseTime", .any), .labeled("countsDown", .any), .labeled("showsHours", .any),
            ]),
        ]) { ev, args, site throws(ModelError) in
            var value = args.value("text") ?? args.value("verbatim") ?? .opaque("timer")
            if case .views(let nodes) = value { return nodes }
            // A literal is a LocalizedStringKey: its inline Markdown is rendered (InlineMarkdown).
            if args.literals.contains("text"), !args.has("format"), case .string(let text) = value {
                value = .string(InlineMarkdown.rendered(text))
            }
            if case .syntax(let style, let env)? = args.values["format"] {
                if let text = try ev.formatted(value, style: style, env) { return [try ev.textNode(text, at: site.loc)] }
                // `Text(.now, format: .dateTime)`: an implicit member of the formatted value's
                // type (a Date), not a string to show.
                if case .symbol(let name, _, _) = value { value = .opaque(name) }
            }
            return try ev.titleViews(value, at: site.loc)
        },
        "Image": ViewEntry([
            Signature([.unlabeled("name", .string), .labeled("bundle", .any), .labeled("width", .number), .labeled("height", .number)]),
            Signature([.labeled("systemName", .any, optional: false), .labeled("variableValue", .any), .labeled("width", .number), .labeled("height", .number)]
            ),
            Signature([.labeled("decorative", .string, optional: false), .labeled("bundle", .any)]),
            Signature([.labeled("uiImage", .any, optional: false)]),
            Signature([.labeled("nsImage", .any, optional: false)]),
            Signature([.unlabeled("other", .any)]),
        ]) { ev, args, site throws(ModelError) in
            if args.signatureIndex == 1, !args.has("width"), !args.has("height") {
                let (name, _) = ev.display(args.value("systemName") ?? .string(""))
                return [try ev.symbolImage(name, at: site.loc)]
            }
            if args.signatureIndex >= 3 {
                // Image(uiImage:) and friends: app data, a sized placeholder.
                return [try ev.imagePlaceholder("Image", at: site.loc)]
            }
            let name = args.string("name") ?? args.string("decorative") ?? args.value("systemName").map { ev.display($0).0 } ?? ""
            if args.signatureIndex != 1, !args.has("width"), !args.has("height") {
                // An asset's pixels are not here: its size, and so its aspect ratio, is a stand-in.
                ev.warn(
                    "the asset image \"\(name)\" has no size here: it is laid out 100x100 (aspect ratio 1:1); declare its size as Image(\"\(name)\", width: …, height: …)",
                    at: site.loc)
            }
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
        // macOS's split views: their panes side by side (or stacked) with no spacing, the
        // divider a pane edge (docs/known-differences.md: no 1-point divider, no drag).
        "HSplitView": splitView(.horizontal),
        "VSplitView": splitView(.vertical),
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
            ev.feedback.readerIdentity[reader] = ev.feedback.identity("GeometryReader", at: site.loc)
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
            Signature([
                .labeled("alignment", .alignment), .labeled("horizontalSpacing", .number, nullable: true), .labeled("verticalSpacing", .number, nullable: true),
                content,
            ])
        ]) { ev, args, site throws(ModelError) in
            let spec = GridSpec(
                alignment: args.alignment("alignment") ?? .center, horizontalSpacing: args.number("horizontalSpacing"),
                verticalSpacing: args.number("verticalSpacing"))
            return [try ev.node(.grid(spec), children: args.views("content") ?? [], at: site.loc)]
        },
        "GridRow": ViewEntry([Signature([.labeled("alignment", .verticalAlignment), content])]) { ev, args, site throws(ModelError) in
            let row = ViewNode.gridRow(alignment: args.verticalAlignment("alignment"), cells: args.views("content") ?? [])
            return [try ev.node(row.kind, children: row.children, at: site.loc)]
        },
        "ViewThatFits": ViewEntry([Signature([.labeled("in", .axisSet), content])]) { ev, args, site throws(ModelError) in
            [try ev.node(.viewThatFits(axes: args.axisSet("in") ?? .both), children: args.views("content") ?? [], at: site.loc)]
        },
        // Not nodes: their views are spliced into the parent (I.1).
        "Group": ViewEntry([Signature([content])]) { _, args, _ throws(ModelError) in args.views("content") ?? [] },
        "WindowGroup": ViewEntry([Signature([.unlabeled("title", .string, optional: true), content])]) { _, args, _ throws(ModelError) in
            args.views("content") ?? []
        },
        // The other scenes of an App whose content is a view: macOS's Settings window, a
        // Window, a menu bar extra (its content, as in WindowGroup).
        "Settings": ViewEntry([Signature([content])]) { _, args, _ throws(ModelError) in args.views("content") ?? [] },
        "Window": ViewEntry([Signature([.unlabeled("title", .string), .labeled("id", .any), content])]) { _, args, _ throws(ModelError) in
            args.views("content") ?? []
        },
        "MenuBarExtra": ViewEntry([Signature([.unlabeled("title", .string), .labeled("systemImage", .any), content])]) {
            _, args, _ throws(ModelError) in args.views("content") ?? []
        },
        "ForEach": ViewEntry([
            Signature([.unlabeled("data", .any), .labeled("id", .any), .labeled("content", .closure, optional: false)])
        ]) { ev, args, site throws(ModelError) in
            try forEach(ev, args, site)
        },
    ]

    static func shape(_ kind: ShapeKind, _ extra: [Param] = []) -> ViewEntry {
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

    /// `HSplitView { … }` / `VSplitView { … }`: a stack of the panes with spacing 0.
    private static func splitView(_ axis: Axis) -> ViewEntry {
        ViewEntry([Signature([content])]) { ev, args, site throws(ModelError) in
            let node = try ev.node(.stack(StackSpec(axis: axis, spacing: .constant(0))), children: args.views("content") ?? [], at: site.loc)
            var shown = node
            shown.attributes.displayKind = axis == .horizontal ? "HSplitView" : "VSplitView"
            return [shown]
        }
    }

    /// `ForEach(0..<n)`, `ForEach(0...n)`, `ForEach([a, b], id: \.self)`: the content once per
    /// element; a Picker's options and a TabView's tabs tagged with its id (ForEachTags).
    private static func forEach(_ ev: Evaluator, _ args: BoundArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        guard let data = args.value("data"), let (closure, env) = args.closure("content") else { return [] }
        if case .unknown(let name) = data { ev.warn("ForEach over unknown data '\(name)' has three placeholder elements", at: args.loc("data") ?? site.loc) }
        let elements = try ev.elements(of: data, at: args.loc("data") ?? site.loc)
        let keyPath: String?
        switch args.value("id") {
        case .keyPath(let path)?: keyPath = path
        case nil: keyPath = nil
        case let other?:
            ev.warn("ForEach's id is \(other.typeDescription), not a key path such as \\.self; its views get no implicit tags", at: args.loc("id") ?? site.loc)
            keyPath = nil
        }
        // `ForEach(0..<n)`: its elements are Ints (integer division in the content).
        let integers = if case .range = data { true } else { false }
        guard ev.buildsSelectableViews else { return try ev.forEachViews(elements, closure, env, integers: integers, at: closure.loc) }
        var nodes: [ViewNode] = []
        for element in elements {
            let views = try ev.forEachViews([element], closure, env, integers: integers, at: closure.loc)
            nodes += ForEachTags.tagged(views, element: element, keyPath: keyPath, ev, at: args.loc("id") ?? site.loc)
        }
        return nodes
    }
}
