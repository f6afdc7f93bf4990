import ViewTree

/// What the views inside a NavigationStack ask of its navigation bar: the modifiers
/// `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar` and `navigationBarHidden`
/// written anywhere in its content flow up to the nearest NavigationStack, as SwiftUI's
/// preferences do (the outermost setting, the last one read, wins).
struct NavigationBarRequest {
    /// How the title shows: large below the bar (the root's default), or inline in it.
    enum DisplayMode { case automatic, large, inline }

    var title: String?
    var displayMode = DisplayMode.automatic
    var hidden = false
    var leading: [ViewNode] = []
    var trailing: [ViewNode] = []
    var principal: [ViewNode] = []
    var bottom: [ViewNode] = []
}

/// A tab's item in the tab bar: its title and its symbol, read from `tabItem { Label(…) }`
/// (or `Image` and `Text`) or `Tab(_:systemImage:)`.
struct TabBarItem {
    var title: String?
    var symbol: String?
}

/// The evaluator's state for system bars: the metrics of the screen's bars (nil: a bare
/// canvas, whose NavigationStack and TabView pass their content through with no bar), the
/// NavigationStacks being built (innermost last) and the tab items and tags read so far.
struct ScreenBarsState {
    var metrics: BarMetrics?
    var navigation: [NavigationBarRequest] = []
    var tabItems: [TabBarItem] = []
    /// The values of the `tag(_:)` and `Tab(value:)` read so far, by the index their views' mark holds.
    var tags: [Value] = []
    /// The NavigationStacks laid out with bars so far (a `scrollOffset` with none warns).
    var stacks = 0

    /// Applies `change` to the innermost NavigationStack being built; false when there is none.
    mutating func request(_ change: (inout NavigationBarRequest) -> Void) -> Bool {
        guard !navigation.isEmpty else { return false }
        change(&navigation[navigation.count - 1])
        return true
    }
}

/// NavigationStack, NavigationView, TabView, Tab, ToolbarItem and ToolbarItemGroup, written as
/// layout primitives with the screen's bars (docs/known-differences.md, "Navigation and tab
/// bars"):
///
/// 1. NavigationStack { content } is `VStack(spacing: 0) { bar; content }`: the bar takes the
///    full width and `BarMetrics.navigationBar` points (and `largeTitle` more under a large
///    title), the content is framed `maxWidth: .infinity, maxHeight: .infinity`, so it is
///    proposed the rest and centred in it; `navigationBarHidden(true)` leaves the content alone.
/// 2. The bar is `HStack(spacing: 8) { leading items; Spacer(); trailing items }`, padded by the
///    margins, `frame(height: 44)`, with an inline title (headline) or a `.principal` item
///    centred over it; a large title is a second row, the title in `.largeTitle` bold,
///    leading-aligned between the margins, `frame(height: 52)`.
/// 3. TabView { tabs } is `VStack(spacing: 0) { selected tab; tab bar }`: the selected tab
///    (TabSelection: the one whose tag matches `selection:`, else the first) framed to fill, the bar `BarMetrics.tabBar` tall with one equal-width item per tab (a 25-point
///    symbol over a 10-point title on an iPhone held upright, beside it elsewhere);
///    `.tabViewStyle(.page)` drops the bar.
/// 4. Scrolled (`BarMetrics.scrollOffset` y > 0, a ScrollView or List as the stack's content;
///    ScrollCollapse): the large-title row is 52 - y tall while y < 52, the title inline in the
///    bar from y = 52 on, and the content drawn y - 52 higher beyond that; y is first clamped
///    to the content's scrollable range when it was measured (ScrollRanges), with a warning.
/// On a bare canvas (`metrics` nil) NavigationStack and TabView pass their content through
/// (TabView its selected tab) and the bar modifiers change nothing.
enum BarRegistry {
    static let views: [String: ViewEntry] = [
        "NavigationStack": ViewEntry(raw: navigationStack),
        "NavigationView": ViewEntry(raw: navigationStack),
        "TabView": ViewEntry(raw: tabView),
        "Tab": ViewEntry(raw: tab),
        "ToolbarItem": ViewEntry(raw: toolbarItem),
        "ToolbarItemGroup": ViewEntry(raw: toolbarItem),
    ]

    /// The mark a toolbar item's views carry: its placement's side (`leading`, `trailing`,
    /// `principal`, `bottom`).
    static let placementMark = "toolbarPlacement:"
    /// The mark a tab's view carries: its item's index in `ScreenBarsState.tabItems`.
    static let tabItemMark = "tabItem"

    // MARK: NavigationStack

    private static func navigationStack(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        guard let metrics = ev.bars.metrics else { return try ContainerRegistry.passThrough(ev, args, site) }
        ev.bars.navigation.append(NavigationBarRequest())
        let content: [ViewNode]
        do {
            content = try ContainerRegistry.passThrough(ev, args, site)
        } catch {
            ev.bars.navigation.removeLast()
            throw error
        }
        let request = ev.bars.navigation.removeLast()
        let loc = site.loc
        let body: ViewNode
        if let single = try ev.single(content, at: loc) { body = single } else { body = try ev.spacerNode(at: loc) }
        let stackIndex = ev.bars.stacks
        ev.bars.stacks += 1
        guard metrics.showsBars, !request.hidden else {
            let filled = try ev.flexibleFrame(body, FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity), at: loc)
            return [ev.mark(filled, site.name)]
        }
        let scrollPath = ScrollCollapse.scrollView(in: body)
        let scrolls = scrollPath != nil
        if metrics.scrollOffset > 0, !scrolls {
            ev.warn("this NavigationStack's content is not a ScrollView or List: the scroll offset moves nothing here (its title stays as it rests)", at: loc)
        }
        // The offset within the content's scrollable range, when it was measured (ScrollRanges).
        var offset = metrics.scrollOffset
        if scrolls, offset > 0, let ranges = metrics.scrollRanges, ranges.indices.contains(stackIndex) {
            let (clamped, warning) = ScrollRanges.clamped(offset, ranges[stackIndex])
            if let warning { ev.warn(warning, at: loc) }
            offset = clamped
        }
        let scroll = ScrollCollapse(request, metrics, offset: scrolls ? offset : 0)
        var moved = try scroll.moved(ev, body, at: loc)
        if ev.marksScrollViews, let scrollPath { moved = ScrollRanges.marked(moved, scrollPath[...], index: stackIndex) }
        let filled = try ev.flexibleFrame(moved, FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity), at: loc)
        var rows = [try navigationBar(ev, request, metrics, titleRow: scroll.titleRow, at: loc), filled]
        if !request.bottom.isEmpty { rows.append(try bottomBar(ev, request.bottom, metrics, at: loc)) }
        return [ev.mark(try ev.vStack(rows, spacing: 0, at: loc), site.name)]
    }

    /// Step 2: the bar, with its large-title row `titleRow` tall when the title shows large.
    private static func navigationBar(_ ev: Evaluator, _ request: NavigationBarRequest, _ metrics: BarMetrics, titleRow: Double?, at loc: Loc)
        throws(ModelError) -> ViewNode
    {
        let large = titleRow != nil
        var items = request.leading
        items.append(try ev.spacerNode(at: loc))
        items += request.trailing
        let stack = try ev.hStack(items, spacing: metrics.itemSpacing, at: loc)
        var row = try ev.fixedFrame(
            try ev.padded(stack, EdgeInsets(.horizontal, .constant(metrics.margin)), at: loc), height: metrics.navigationBar, at: loc)
        var centre = request.principal.isEmpty ? nil : try ev.single(request.principal, at: loc)
        if centre == nil, !large, let title = request.title {
            var text = try ev.textNode(title, at: loc)
            text.attributes.font = .headline
            text.attributes.lineLimit = 1
            centre = text
        }
        if let centre { row = try ev.node(.overlay(alignment: .center), children: [row, centre], at: loc) }
        var bar = row
        if let title = request.title, let height = titleRow {
            var text = try ev.textNode(title, at: loc)
            text.attributes.font = Font.largeTitle.bold()
            text.attributes.lineLimit = 1
            let leading = try ev.flexibleFrame(text, FlexibleFrame(maxWidth: .infinity, alignment: .leading), at: loc)
            let full = metrics.largeTitle ?? height
            var titleRow = try ev.fixedFrame(try ev.padded(leading, EdgeInsets(.horizontal, .constant(metrics.margin)), at: loc), height: full, at: loc)
            // Partly collapsed (step 4): the full row moves up under the bar with the content,
            // its bottom at the shorter row's bottom.
            if height < full { titleRow = try ev.fixedFrame(titleRow, height: height, alignment: .bottom, at: loc) }
            bar = try ev.vStack([row, titleRow], spacing: 0, alignment: .leading, at: loc)
        }
        bar.attributes.displayKind = "navigation bar"
        return bar
    }

    /// `.bottomBar` items: a toolbar as tall as an inline navigation bar, one item centred,
    /// several spread with a Spacer between each two.
    private static func bottomBar(_ ev: Evaluator, _ items: [ViewNode], _ metrics: BarMetrics, at loc: Loc) throws(ModelError) -> ViewNode {
        var children: [ViewNode] = []
        if items.count == 1 { children = [try ev.spacerNode(at: loc), items[0], try ev.spacerNode(at: loc)] } else {
            for (index, item) in items.enumerated() {
                if index > 0 { children.append(try ev.spacerNode(at: loc)) }
                children.append(item)
            }
        }
        let stack = try ev.hStack(children, spacing: metrics.itemSpacing, at: loc)
        var bar = try ev.fixedFrame(try ev.padded(stack, EdgeInsets(.horizontal, .constant(metrics.margin)), at: loc), height: metrics.navigationBar, at: loc)
        bar.attributes.displayKind = "bottom toolbar"
        return bar
    }

    // MARK: Toolbar items

    /// `ToolbarItem(placement:) { content }`, `ToolbarItemGroup(placement:) { content }`: the
    /// content, each view marked with its placement's side for the `toolbar` modifier.
    private static func toolbarItem(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var side = "trailing"
        if let placement = args.labeled("placement") {
            let value = try ev.evaluate(placement.value, args.env)
            guard let named = placementSide(value) else {
                let written = if case .symbol(let name, _, _) = value { ".\(name)" } else { "this placement" }
                ev.warn("toolbar items placed at \(written) are not laid out (no bar shows them on the screen laid out)", at: placement.loc)
                return []
            }
            side = named
        }
        let content = try ContainerRegistry.passThrough(ev, args, site)
        return content.map { node in
            var node = node
            node.attributes.visual.append(VisualModifier(placementMark + side))
            return node
        }
    }

    /// A toolbar's labels as a toolbar shows them by default on iOS and macOS: the icon only
    /// (Apple's `TitleAndIconLabelStyle` documentation), so `Button("Add", systemImage:
    /// "plus")` in a bar is its symbol alone. A label styled inside the item keeps its style
    /// (the nearest `labelStyle` wins), and a label without an icon keeps its title.
    static func iconOnlyLabels(_ items: [ViewNode]) throws(ModelError) -> [ViewNode] {
        try ControlMark.restyle(items, "Label") { LabelParts.keeping($0, icon: true) }
    }

    /// The bar side of a `ToolbarItemPlacement`; nil for one no bar of the screen shows.
    static func placementSide(_ value: Value) -> String? {
        guard case .symbol(let name, _, _) = value else { return "trailing" }
        switch name {
        case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": return "leading"
        case "navigationBarTrailing", "topBarTrailing", "primaryAction", "confirmationAction", "destructiveAction", "automatic":
            return "trailing"
        case "principal": return "principal"
        case "bottomBar": return "bottom"
        default: return nil
        }
    }

    /// The side a toolbar content view was marked with (trailing when unmarked: a plain
    /// Button in `toolbar { }` is `.automatic`, trailing on iOS).
    static func side(of node: ViewNode) -> String {
        for visual in node.attributes.visual where visual.name.hasPrefix(placementMark) {
            return String(visual.name.dropFirst(placementMark.count))
        }
        return "trailing"
    }

    // MARK: TabView

    private static func tabView(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        let tabs = try ForEachTags.selectable(ev) { () throws(ModelError) in try ContainerRegistry.passThrough(ev, args, site) }
        let chosen = try TabSelection.selectedIndex(ev, tabs, args)
        guard let metrics = ev.bars.metrics else { return tabs.isEmpty ? [] : [tabs[chosen]] }
        let loc = site.loc
        let shown: ViewNode
        if tabs.indices.contains(chosen) { shown = tabs[chosen] } else { shown = try ev.spacerNode(at: loc) }
        let selected = try ev.flexibleFrame(shown, FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity), at: loc)
        guard metrics.showsBars else { return [ev.mark(selected, "TabView")] }
        var items: [ViewNode] = []
        for tab in tabs {
            let item = tabItemIndex(of: tab).map { ev.bars.tabItems[$0] } ?? TabBarItem()
            items.append(try tabBarItem(ev, item, metrics, at: loc))
        }
        var bar = try ev.fixedFrame(try ev.hStack(items, spacing: 0, at: loc), height: metrics.tabBar, at: loc)
        bar.attributes.displayKind = "tab bar"
        return [ev.mark(try ev.vStack([selected, bar], spacing: 0, at: loc), "TabView")]
    }

    /// One item of the tab bar, `frame(maxWidth: .infinity)`: a 25x25 symbol and the title in
    /// 10-point medium, stacked 2 apart on an iPhone held upright, side by side 6 apart elsewhere.
    private static func tabBarItem(_ ev: Evaluator, _ item: TabBarItem, _ metrics: BarMetrics, at loc: Loc) throws(ModelError) -> ViewNode {
        var parts: [ViewNode] = []
        if let symbol = item.symbol { parts.append(try ev.node(.image(ImageSpec(name: symbol, width: 25, height: 25)), at: loc)) }
        if let title = item.title {
            var text = try ev.textNode(title, at: loc)
            text.attributes.font = .system(size: 10, weight: .medium)
            text.attributes.lineLimit = 1
            parts.append(text)
        }
        let content =
            parts.isEmpty
            ? try ev.spacerNode(at: loc)
            : metrics.stacksTabItems ? try ev.vStack(parts, spacing: 2, at: loc) : try ev.hStack(parts, spacing: 6, at: loc)
        var framed = try ev.flexibleFrame(content, FlexibleFrame(maxWidth: .infinity), at: loc)
        framed.attributes.displayKind = "tab item"
        return framed
    }

    /// The index of a tab's item in `ScreenBarsState.tabItems`, read through the layout
    /// modifiers around it as its tag is (TabSelection).
    static func tabItemIndex(of node: ViewNode) -> Int? { TabSelection.markValue(tabItemMark, of: node) }

    /// `Tab("Home", systemImage: "house", value: v) { content }`: the content, marked with its
    /// item (on a device) and its value (the tag `selection:` is matched to).
    private static func tab(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        let content = try ContainerRegistry.passThrough(ev, args, site)
        let value = try args.labeled("value").map { (argument) throws(ModelError) in try ev.evaluate(argument.value, args.env) }
        guard ev.bars.metrics != nil else {
            guard let value else { return content }
            return content.map { TabSelection.tagged($0, value, ev) }
        }
        var item = TabBarItem()
        if let title = args.unlabeled.first { item.title = ev.display(try ev.evaluate(title.value, args.env)).0 }
        if let symbol = args.labeled("systemImage") { item.symbol = ev.display(try ev.evaluate(symbol.value, args.env)).0 }
        let body: ViewNode
        if let single = try ev.single(content, at: site.loc) { body = single } else { body = try ev.spacerNode(at: site.loc) }
        let marked = try markTab(ev, body, item)
        return [value.map { TabSelection.tagged(marked, $0, ev) } ?? marked]
    }

    /// `node` marked as a tab with `item`.
    static func markTab(_ ev: Evaluator, _ node: ViewNode, _ item: TabBarItem) throws(ModelError) -> ViewNode {
        ev.bars.tabItems.append(item)
        var node = node
        node.attributes.visual.append(VisualModifier(tabItemMark, value: Double(ev.bars.tabItems.count - 1)))
        return node
    }

    /// The item a `tabItem { … }` shows: the first Text's string and the first image's name.
    static func tabItem(from views: [ViewNode]) -> TabBarItem {
        var item = TabBarItem()
        for view in views {
            view.preorder { node, _ in
                switch node.kind {
                case .text(let string) where item.title == nil: item.title = string
                case .image(let image) where item.symbol == nil: item.symbol = image.name
                default: break
                }
            }
        }
        return item
    }
}
