import ViewTree

/// The modifiers that fill the system bars (BarRegistry) and `safeAreaInset(edge:)`.
///
/// The bar modifiers record what they ask for into the NavigationStack being built (or the
/// tab item into the TabView's list) and leave the views they modify unchanged; outside a
/// NavigationStack, or on a bare canvas, no bar shows them and they change nothing, as in
/// SwiftUI (a view with a `navigationTitle` and no NavigationStack above has no title bar).
extension ModifierRegistry {
    static let bars: [String: ModifierEntry] = [
        "navigationTitle": ModifierEntry([Signature([.unlabeled("title", .any)])]) { ev, a, _, nodes throws(ModelError) in
            let title = ModifierRegistry.barTitle(ev, a.value("title") ?? a.views("title").map { Value.views($0) })
            _ = ev.bars.request { $0.title = title }
            return .nodes(nodes)
        },
        "navigationBarTitle": ModifierEntry([Signature([.unlabeled("title", .any), .labeled("displayMode", .any)])]) {
            ev, a, _, nodes throws(ModelError) in
            let title = ModifierRegistry.barTitle(ev, a.value("title") ?? a.views("title").map { Value.views($0) })
            let mode = a.value("displayMode").flatMap(ModifierRegistry.displayMode)
            _ = ev.bars.request { request in
                request.title = title
                if let mode { request.displayMode = mode }
            }
            return .nodes(nodes)
        },
        "navigationBarTitleDisplayMode": ModifierRegistry.displayModeEntry,
        "toolbarTitleDisplayMode": ModifierRegistry.displayModeEntry,
        "navigationBarHidden": ModifierEntry([Signature([.unlabeled("hidden", .bool)])]) { ev, a, _, nodes throws(ModelError) in
            let hidden = a.bool("hidden") ?? true
            _ = ev.bars.request { $0.hidden = hidden }
            return .nodes(nodes)
        },
        // toolbar { items }, toolbar(id:) { items }, toolbar(.hidden, for: .navigationBar).
        "toolbar": ModifierEntry([
            Signature([.unlabeled("visibility", .any), .labeled("for", .any, optional: false), .unlabeled("more", .any, optional: true)]),
            Signature([.unlabeled("content", .views)]),
            Signature([.labeled("id", .any, optional: false), .labeled("content", .views)]),
        ]) { ev, a, _, nodes throws(ModelError) in
            if a.signatureIndex == 0 {
                ModifierRegistry.recordVisibility(ev, a.value("visibility"), bars: [a.value("for"), a.value("more")])
                return .nodes(nodes)
            }
            let items = try BarRegistry.iconOnlyLabels(a.views("content") ?? [])
            _ = ev.bars.request { request in
                for item in items {
                    switch BarRegistry.side(of: item) {
                    case "leading": request.leading.append(item)
                    case "principal": request.principal.append(item)
                    case "bottom": request.bottom.append(item)
                    default: request.trailing.append(item)
                    }
                }
            }
            return .nodes(nodes)
        },
        "toolbarVisibility": ModifierEntry([Signature([.unlabeled("visibility", .any), .labeled("for", .any, optional: false), .unlabeled("more", .any, optional: true)])]) {
            ev, a, _, nodes throws(ModelError) in
            ModifierRegistry.recordVisibility(ev, a.value("visibility"), bars: [a.value("for"), a.value("more")])
            return .nodes(nodes)
        },
        "navigationBarItems": ModifierEntry([Signature([.labeled("leading", .views), .labeled("trailing", .views)])]) {
            ev, a, _, nodes throws(ModelError) in
            let leading = try BarRegistry.iconOnlyLabels(a.views("leading") ?? [])
            let trailing = try BarRegistry.iconOnlyLabels(a.views("trailing") ?? [])
            _ = ev.bars.request { request in
                request.leading += leading
                request.trailing += trailing
            }
            return .nodes(nodes)
        },
        "tabItem": ModifierEntry([Signature([.unlabeled("label", .views)])]) { ev, a, _, nodes throws(ModelError) in
            guard ev.bars.metrics != nil else { return .nodes(nodes) }
            let item = BarRegistry.tabItem(from: a.views("label") ?? [])
            var marked: [ViewNode] = []
            for node in nodes { marked.append(try BarRegistry.markTab(ev, node, item)) }
            return .nodes(marked)
        },
        // tag(_:includeOptional:): the value a TabView's selection is matched to (TabSelection).
        "tag": ModifierEntry([Signature([.unlabeled("tag", .any), .labeled("includeOptional", .bool)])]) { ev, a, _, nodes throws(ModelError) in
            guard let value = a.value("tag") else { return .nodes(nodes) }
            return .nodes(nodes.map { TabSelection.tagged($0, value, ev) })
        },
        // tabViewStyle(.page): no tab bar; every other style keeps it.
        "tabViewStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { _, a, _, nodes throws(ModelError) in
            guard case .symbol(let name, _, _)? = a.value("style"), name == "page" || name == "page(indexDisplayMode:)" else {
                return .nodes(nodes)
            }
            return .nodes(
                try ControlMark.restyle(nodes, "TabView") { (node) throws(ModelError) in
                    guard node.children.count == 2 else { return node }
                    var node = node
                    node.children.removeLast()
                    return node
                })
        },
        // safeAreaInset(edge:alignment:spacing:content:): the content at the edge, the view
        // inset by it (Apple's documentation: "the edge of the view to inset by the height of
        // content, to make space for content"): a stack of the two, on every screen.
        "safeAreaInset": ModifierEntry([
            Signature([
                .labeled("edge", .any, optional: false), .labeled("alignment", .any), .labeled("spacing", .number, nullable: true),
                .labeled("content", .views, optional: false),
            ])
        ]) { ev, a, site, nodes throws(ModelError) in
            guard case .symbol(let edge, _, _)? = a.value("edge"), ["top", "bottom", "leading", "trailing"].contains(edge) else {
                throw ev.error(
                    "safeAreaInset's edge must be .top, .bottom, .leading or .trailing", at: a.loc("edge") ?? site.loc,
                    expected: "a vertical or horizontal edge")
            }
            let spacing = a.number("spacing")?.constantValue
            let alignmentName: String? = if case .symbol(let name, _, _)? = a.value("alignment") { name } else { nil }
            let content = try ev.single(a.views("content") ?? [], at: site.loc)
            var result: [ViewNode] = []
            for node in nodes {
                guard let content else {
                    result.append(node)
                    continue
                }
                let children = edge == "top" || edge == "leading" ? [content, node] : [node, content]
                var stack: ViewNode
                if edge == "top" || edge == "bottom" {
                    let alignment: HorizontalAlignment = alignmentName == "leading" ? .leading : alignmentName == "trailing" ? .trailing : .center
                    stack = try ev.vStack(children, spacing: spacing, alignment: alignment, at: site.loc)
                } else {
                    let alignment: VerticalAlignment = alignmentName == "top" ? .top : alignmentName == "bottom" ? .bottom : .center
                    stack = try ev.hStack(children, spacing: spacing, alignment: alignment, at: site.loc)
                }
                stack.attributes.displayKind = "safeAreaInset"
                result.append(stack)
            }
            return .nodes(result)
        },
    ]

    private static let displayModeEntry = ModifierEntry([Signature([.unlabeled("mode", .any)])]) { ev, a, _, nodes throws(ModelError) in
        if let mode = a.value("mode").flatMap(ModifierRegistry.displayMode) { _ = ev.bars.request { $0.displayMode = mode } }
        return .nodes(nodes)
    }

    /// `.inline`, `.large`, `.automatic` (and `.inlineLarge`, large in the bar laid out).
    private static func displayMode(_ value: Value) -> NavigationBarRequest.DisplayMode? {
        guard case .symbol(let name, _, _) = value else { return nil }
        switch name {
        case "inline": return .inline
        case "large", "inlineLarge": return .large
        case "automatic": return .automatic
        default: return nil
        }
    }

    /// A title given as a string, a Text or data: the string it shows.
    private static func barTitle(_ ev: Evaluator, _ value: Value?) -> String? {
        guard let value else { return nil }
        if case .views(let nodes) = value {
            var title: String?
            for node in nodes { node.preorder { child, _ in if title == nil, case .text(let string) = child.kind { title = string } } }
            return title
        }
        return ev.display(value).0
    }

    /// `toolbar(.hidden, for: .navigationBar)`: hides (or shows) the navigation bar; other
    /// bars (`.tabBar`, `.bottomBar`) are left as they are.
    private static func recordVisibility(_ ev: Evaluator, _ visibility: Value?, bars: [Value?]) {
        guard case .symbol(let state, _, _)? = visibility else { return }
        let namesNavigationBar = bars.contains { value in
            if case .symbol(let name, _, _)? = value { return name == "navigationBar" || name == "automatic" }
            return false
        }
        guard namesNavigationBar else { return }
        _ = ev.bars.request { $0.hidden = state == "hidden" }
    }
}
