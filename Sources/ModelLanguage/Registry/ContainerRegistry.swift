import ViewTree

/// Navigation and tab containers (pass-through), lazy grids (as Grid), shape styles (as
/// shapes) and AsyncImage (a placeholder image), written as layout primitives.
enum ContainerRegistry {
    static let entries: [String: ViewEntry] = [
        // Pass-through: their content is spliced into the parent, as a Group's.
        "NavigationStack": ViewEntry(raw: passThrough),
        "NavigationView": ViewEntry(raw: passThrough),
        "NavigationSplitView": ViewEntry(raw: passThrough),
        "ScrollViewReader": ViewEntry(raw: passThrough),
        "TimelineView": ViewEntry(raw: passThrough),
        "Tab": ViewEntry(raw: passThrough),
        // TabView shows its first tab (the selected one at launch).
        "TabView": ViewEntry(raw: { ev, args, site throws(ModelError) in Array(try passThrough(ev, args, site).prefix(1)) }),
        "ControlGroup": ViewEntry(raw: { ev, args, site throws(ModelError) in
            [try ev.hStack(try passThrough(ev, args, site), at: site.loc)]
        }),
        "LazyVGrid": ViewEntry(raw: { ev, args, site throws(ModelError) in try lazyGrid(ev, args, site, vertical: true) }),
        "LazyHGrid": ViewEntry(raw: { ev, args, site throws(ModelError) in try lazyGrid(ev, args, site, vertical: false) }),
        "LinearGradient": shapeStyle("LinearGradient"),
        "RadialGradient": shapeStyle("RadialGradient"),
        "AngularGradient": shapeStyle("AngularGradient"),
        "EllipticalGradient": shapeStyle("EllipticalGradient"),
        "Canvas": shapeStyle("Canvas"),
        "UnevenRoundedRectangle": shapeStyle("UnevenRoundedRectangle"),
        "ContainerRelativeShape": shapeStyle("ContainerRelativeShape"),
        "AsyncImage": ViewEntry(raw: asyncImage),
    ]

    /// The content closure (the first trailing closure, or `content:`/`sidebar:`), run with
    /// opaque arguments (a ScrollViewProxy, a timeline context).
    private static func passThrough(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        guard let content = args.labeled("content") ?? args.labeled("sidebar") ?? args.trailing.first else { return [] }
        let value = try ev.evaluate(content.value, args.env)
        guard case .closure(let closure, let env) = value else { return try ev.toViews(value, at: content.loc) }
        let arguments = closure.parameters.map { _ in Value.opaque("proxy") }
        return try ev.callViews(closure, env, arguments: arguments, at: closure.loc)
    }

    /// A gradient or other shape style used as a view: a shape reported under its name.
    private static func shapeStyle(_ name: String) -> ViewEntry {
        ViewEntry(raw: { ev, _, site throws(ModelError) in [try ev.box(name, at: site.loc)] })
    }

    /// `AsyncImage(url:)`: a 100x100 placeholder image; its content closure gets that image
    /// (or, without a `placeholder:`, the phase `.success(image)`).
    private static func asyncImage(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        let image = try ev.imagePlaceholder("AsyncImage", at: site.loc)
        guard let content = args.labeled("content") ?? args.trailing.first,
            case .closure(let closure, let env) = try ev.evaluate(content.value, args.env)
        else { return [image] }
        let argument: Value = args.has("placeholder") ? .views([image]) : .enumCase("success", [.views([image])])
        return try ev.callViews(closure, env, arguments: [argument], at: closure.loc)
    }

    /// LazyVGrid(columns:spacing:) as a Grid: one GridRow per row of `columns.count` cells;
    /// each cell framed by its GridItem: `.fixed(w)` -> `frame(width: w)`, `.flexible(min, max)`
    /// -> `frame(minWidth: min ?? 10, maxWidth: max ?? .infinity)`, `.adaptive(min, max)` -> one
    /// flexible column with that minimum (an approximation). Horizontal spacing: the first
    /// item's spacing (default 8); vertical spacing: `spacing:` (default 8). LazyHGrid is the
    /// same with rows and columns exchanged (cell k in row k % rows).
    private static func lazyGrid(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite, vertical: Bool) throws(ModelError) -> [ViewNode] {
        let itemsArgument = args.labeled(vertical ? "columns" : "rows") ?? args.unlabeled.first
        var items: [[Value]] = []
        if let itemsArgument, case .array(let values) = try ev.evaluate(itemsArgument.value, args.env) {
            for value in values {
                if case .enumCase("GridItem", let payload) = value { items.append(payload) }
            }
        }
        if items.isEmpty { items = [[.symbol("flexible", arguments: [], env: Env()), .null, .null]] }
        var spacing: Expr?
        if let spacingArgument = args.labeled("spacing") { spacing = ev.numberIfAny(try ev.evaluate(spacingArgument.value, args.env)) }
        let itemSpacing = ev.numberIfAny(items[0][1])
        var cells: [ViewNode] = []
        if let content = args.labeled("content") ?? args.trailing.first {
            cells = try ev.toViews(try ev.evaluate(content.value, args.env), at: content.loc)
        }
        let count = items.count
        var lines: [[ViewNode]] = []
        for (index, cell) in cells.enumerated() {
            // Its item is column index % count (LazyVGrid) or row index % count (LazyHGrid).
            let line = vertical ? index / count : index % count
            while lines.count <= line { lines.append([]) }
            lines[line].append(try frameCell(ev, cell, items[index % count], vertical: vertical, at: site.loc))
        }
        var rows: [ViewNode] = []
        for line in lines { rows.append(try ev.node(.gridRow(alignment: nil), children: line, at: site.loc)) }
        let spec =
            vertical
            ? GridSpec(alignment: .center, horizontalSpacing: itemSpacing ?? 8, verticalSpacing: spacing ?? 8)
            : GridSpec(alignment: .center, horizontalSpacing: spacing ?? 8, verticalSpacing: itemSpacing ?? 8)
        return [ev.mark(try ev.node(.grid(spec), children: rows, at: site.loc), vertical ? "LazyVGrid" : "LazyHGrid")]
    }

    /// A cell in the frame its GridItem gives it.
    private static func frameCell(_ ev: Evaluator, _ cell: ViewNode, _ item: [Value], vertical: Bool, at loc: Loc) throws(ModelError) -> ViewNode {
        var alignment = Alignment.center
        if let name = ev.symbolName(item[2]), let named = Alignment.named[name] { alignment = named }
        var kind = "flexible"
        var minimum: Expr?
        var maximum: Expr?
        if case .symbol(let name, let arguments, let env) = item[0] {
            kind = name
            for (index, argument) in (arguments ?? []).enumerated() {
                let value = ev.numberIfAny(try ev.evaluate(argument.value, env))
                if argument.label == "maximum" || (argument.label == nil && index == 1) { maximum = value } else { minimum = value }
            }
        }
        if kind == "fixed", let size = minimum {
            return try ev.node(.frame(FixedFrame(width: vertical ? size : nil, height: vertical ? nil : size, alignment: alignment)), children: [cell], at: loc)
        }
        let low = minimum ?? 10
        let high = maximum ?? .infinity
        let frame =
            vertical
            ? FlexibleFrame(minWidth: low, maxWidth: high, alignment: alignment)
            : FlexibleFrame(minHeight: low, maxHeight: high, alignment: alignment)
        return try ev.flexibleFrame(cell, frame, at: loc)
    }
}
