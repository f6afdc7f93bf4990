import ViewTree

/// Pass-through containers, lazy grids (as Grid), shape styles (as shapes) and AsyncImage (a
/// placeholder image), written as layout primitives. NavigationStack, NavigationView, TabView
/// and Tab are BarRegistry's (they pass through here only on a bare canvas).
enum ContainerRegistry {
    static let entries: [String: ViewEntry] = [
        // Pass-through: their content is spliced into the parent, as a Group's.
        "NavigationSplitView": ViewEntry(raw: navigationSplitView),
        "ScrollViewReader": ViewEntry(raw: passThrough),
        "TimelineView": ViewEntry(raw: passThrough),
        "ControlGroup": ViewEntry(raw: { ev, args, site throws(ModelError) in
            [try ev.hStack(try passThrough(ev, args, site), at: site.loc)]
        }),
        "LazyVGrid": ViewEntry(raw: { ev, args, site throws(ModelError) in try lazyGrid(ev, args, site, vertical: true) }),
        "LazyHGrid": ViewEntry(raw: { ev, args, site throws(ModelError) in try lazyGrid(ev, args, site, vertical: false) }),
        "LinearGradient": gradient("LinearGradient", .linear),
        "RadialGradient": gradient("RadialGradient", .radial),
        "AngularGradient": gradient("AngularGradient", .angular),
        "EllipticalGradient": gradient("EllipticalGradient", .elliptical),
        "Canvas": shapeStyle("Canvas"),
        // Views of other frameworks that fill the space they are offered, as a Color does
        // (MapKit's Map, AVKit's VideoPlayer, SpriteKit's and SceneKit's views, Swift Charts'
        // Chart); their arguments (a region, a player, a scene, map content, marks) have no
        // layout meaning.
        "Map": shapeStyle("Map"),
        "Chart": shapeStyle("Chart"),
        "VideoPlayer": shapeStyle("VideoPlayer"),
        "SpriteView": shapeStyle("SpriteView"),
        "SceneView": shapeStyle("SceneView"),
        "UnevenRoundedRectangle": shapeStyle("UnevenRoundedRectangle"),
        "ContainerRelativeShape": shapeStyle("ContainerRelativeShape"),
        "AsyncImage": ViewEntry(raw: asyncImage),
    ]

    /// The content closure (the first trailing closure, or `content:`/`sidebar:`), run with
    /// opaque arguments (a ScrollViewProxy, a timeline context).
    static func passThrough(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        guard let content = args.labeled("content") ?? args.labeled("sidebar") ?? args.trailing.first else { return [] }
        let value = try ev.evaluate(content.value, args.env)
        guard case .closure(let closure, let env) = value else { return try ev.toViews(value, at: content.loc) }
        let arguments = closure.parameters.map { _ in Value.opaque("proxy") }
        return try ev.callViews(closure, env, arguments: arguments, at: closure.loc)
    }

    /// `NavigationSplitView { sidebar } detail: { … }`: the sidebar, as a compact width shows
    /// it first (docs/known-differences.md). On a regular-width screen (iPad, Mac) SwiftUI shows
    /// the other columns beside it, which are not laid out: a warning says so.
    static func navigationSplitView(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        let columns = ["content", "detail"].filter { args.labeled($0) != nil }
        if !columns.isEmpty, ev.bars.metrics?.sizeClasses.horizontal == .regular {
            ev.warn(
                "NavigationSplitView is laid out as its sidebar alone, as a compact width shows it; on this regular-width screen SwiftUI shows its \(columns.joined(separator: " and ")) column too, which is not laid out",
                at: site.loc)
        }
        return try passThrough(ev, args, site)
    }

    /// A gradient or other shape style used as a view: a shape reported under its name.
    private static func shapeStyle(_ name: String) -> ViewEntry {
        ViewEntry(raw: { ev, _, site throws(ModelError) in [try ev.box(name, at: site.loc)] })
    }

    /// A gradient view: a shape reported under its name, filled with the gradient (drawing only).
    private static func gradient(_ name: String, _ kind: Evaluator.GradientKind) -> ViewEntry {
        ViewEntry(raw: { ev, args, site throws(ModelError) in
            var box = try ev.box(name, at: site.loc)
            box.attributes.visual.append(VisualModifier("fill", gradient: try ev.gradient(kind, args.all, args.env, at: site.loc)))
            return [box]
        })
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
    /// -> `frame(minWidth: min ?? 10, maxWidth: max ?? .infinity)`; a single `.adaptive(min, max)`
    /// item -> as many columns as fit (`adaptiveGrid`), an adaptive item among others -> one
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
        // Approximations of docs/known-differences.md, said where they apply. A GridItem's
        // spacing is the gap to the next item: the last item's never shows.
        let first = itemSpacing?.constantValue ?? 8
        if let other = items.dropLast().dropFirst().first(where: { (ev.numberIfAny($0[1])?.constantValue ?? 8) != first }) {
            let lines = vertical ? "column" : "row"
            ev.warn(
                "every \(lines) of this grid is spaced by its first GridItem's spacing, \(formatLength(first)); a GridItem's own spacing (\(formatLength(ev.numberIfAny(other[1])?.constantValue ?? 8)) here) is not modelled",
                at: itemsArgument?.loc ?? site.loc)
        }
        if items.count > 1, items.contains(where: { if case .symbol("adaptive", _, _) = $0[0] { true } else { false } }) {
            ev.warn(
                "an adaptive GridItem among other items is laid out as one flexible \(vertical ? "column" : "row") with its minimum, not as many as fit (not modelled)",
                at: itemsArgument?.loc ?? site.loc)
        }
        var cells: [ViewNode] = []
        if let content = args.labeled("content") ?? args.trailing.first {
            cells = try ev.toViews(try ev.evaluate(content.value, args.env), at: content.loc)
        }
        let spec =
            vertical
            ? GridSpec(alignment: .center, horizontalSpacing: itemSpacing ?? 8, verticalSpacing: spacing ?? 8)
            : GridSpec(alignment: .center, horizontalSpacing: spacing ?? 8, verticalSpacing: itemSpacing ?? 8)
        let name = vertical ? "LazyVGrid" : "LazyHGrid"
        if items.count == 1, case .symbol("adaptive", _, _) = items[0][0], !cells.isEmpty {
            return [try adaptiveGrid(ev, cells, items[0], spec: spec, vertical: vertical, name: name, at: site.loc)]
        }
        return [ev.mark(try lines(ev, cells, items, spec: spec, vertical: vertical, at: site.loc), name)]
    }

    /// The grid of `cells` in `items.count` lines: cell k's item is column k % count
    /// (LazyVGrid) or row k % count (LazyHGrid).
    private static func lines(
        _ ev: Evaluator, _ cells: [ViewNode], _ items: [[Value]], spec: GridSpec, vertical: Bool, adaptive: Bool = false, at loc: Loc
    ) throws(ModelError) -> ViewNode {
        let count = items.count
        var lines: [[ViewNode]] = []
        for (index, cell) in cells.enumerated() {
            let line = vertical ? index / count : index % count
            while lines.count <= line { lines.append([]) }
            lines[line].append(try frameCell(ev, cell, items[index % count], vertical: vertical, adaptive: adaptive, at: loc))
        }
        var rows: [ViewNode] = []
        for line in lines { rows.append(try ev.node(.gridRow(alignment: nil), children: line, at: loc)) }
        return try ev.node(.grid(spec), children: rows, at: loc)
    }

    /// `[GridItem(.adaptive(minimum: m, maximum: M))]`: as many columns as fit, each at least
    /// m wide (docs/known-differences.md, LazyVGrid). SwiftUI's rule: with the grid's width W
    /// and the item's spacing s, n = max(1, floor((W + s) / (m + s))) columns share
    /// W - (n - 1) s equally, each at most M. Written as a ViewThatFits across the grid's axis
    /// over the grids of n = cells.count … 1 columns, whose cells are
    /// `frame(minWidth: m, idealWidth: m, maxWidth: M)`: the n-column grid's ideal width is
    /// n m + (n - 1) s, so the first that fits is the one with floor((W + s) / (m + s))
    /// columns, and both engines choose it as they choose any ViewThatFits child.
    private static func adaptiveGrid(
        _ ev: Evaluator, _ cells: [ViewNode], _ item: [Value], spec: GridSpec, vertical: Bool, name: String, at loc: Loc
    ) throws(ModelError) -> ViewNode {
        let minimum = try adaptiveMinimum(ev, item)
        let spacing = (vertical ? spec.horizontalSpacing : spec.verticalSpacing)?.constantValue ?? 8
        let most = Swift.max(1, Swift.min(maximumAdaptiveColumns, Int(((4_096 + spacing) / Swift.max(minimum + spacing, 1)).rounded(.down))))
        var choices: [ViewNode] = []
        for count in stride(from: most, through: 1, by: -1) {
            // Fewer cells than columns: the empty columns still take their share (unreported).
            // Fewer cells than columns: the empty columns still take their share, as
            // zero-length cells that are not reported.
            var line = cells
            while line.count < count {
                let clear = try ev.node(.color(.clear), at: loc)
                line.append(try ev.node(.frame(FixedFrame(width: vertical ? nil : 0, height: vertical ? 0 : nil)), children: [clear], at: loc))
            }
            var grid = try lines(ev, line, Array(repeating: item, count: count), spec: spec, vertical: vertical, adaptive: true, at: loc)
            grid = hidingEmptyCells(grid, from: cells.count, vertical: vertical)
            choices.append(ev.mark(grid, "\(count) columns"))
        }
        return ev.mark(try ev.node(.viewThatFits(axes: vertical ? .horizontal : .vertical), children: choices, at: loc), name)
    }

    /// The grid with its cells from index `first` on (the empty columns' stand-ins, in the first
    /// row of a LazyVGrid or across the first column of a LazyHGrid) left out of the results.
    private static func hidingEmptyCells(_ grid: ViewNode, from first: Int, vertical: Bool) -> ViewNode {
        func hidden(_ node: ViewNode) -> ViewNode {
            var node = node
            node.attributes.unreported = true
            node.children = node.children.map(hidden)
            return node
        }
        var grid = grid
        if vertical, !grid.children.isEmpty {
            grid.children[0].children = grid.children[0].children.enumerated().map { $0.offset >= first ? hidden($0.element) : $0.element }
        } else {
            // LazyHGrid: cell k is in row k; the stand-ins are the first cells of rows first….
            grid.children = grid.children.enumerated().map { index, row in
                guard index >= first, !row.children.isEmpty else { return row }
                var row = row
                row.children[0] = hidden(row.children[0])
                return row
            }
        }
        return grid
    }

    /// The most columns (rows) an adaptive item makes: enough for 4096 points at a minimum of
    /// 170 (docs/known-differences.md); a smaller minimum in a wider grid gets this many.
    static let maximumAdaptiveColumns = 24

    /// An adaptive item's minimum: its first argument, a constant.
    private static func adaptiveMinimum(_ ev: Evaluator, _ item: [Value]) throws(ModelError) -> Double {
        guard case .symbol(_, let arguments, let env) = item[0], let first = arguments?.first(where: { $0.label == "minimum" || $0.label == nil }),
            let value = ev.numberIfAny(try ev.evaluate(first.value, env))?.constantValue
        else { return 10 }
        return value
    }

    /// A cell in the frame its GridItem gives it.
    private static func frameCell(
        _ ev: Evaluator, _ cell: ViewNode, _ item: [Value], vertical: Bool, adaptive: Bool = false, at loc: Loc
    ) throws(ModelError) -> ViewNode {
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
        // An adaptive column's ideal is its minimum, so that a grid of n of them fits where n do.
        let ideal = adaptive ? low : nil
        let frame =
            vertical
            ? FlexibleFrame(minWidth: low, idealWidth: ideal, maxWidth: high, alignment: alignment)
            : FlexibleFrame(minHeight: low, idealHeight: ideal, maxHeight: high, alignment: alignment)
        return try ev.flexibleFrame(cell, frame, at: loc)
    }
}
