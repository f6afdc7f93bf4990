import ViewTree

/// A large title's collapse as the NavigationStack's scroll view scrolls up
/// (docs/known-differences.md, "Navigation and tab bars", "Collapse").
///
/// UIKit's large title sits above the scroll view's content and moves with it: scrolling up by
/// y first shrinks the title row, then, once it is gone, the bar is inline and the content
/// scrolls under it. With the title row's height h (52 on iPhone) and the stack's content a
/// ScrollView or List:
///
/// 1. the collapsed part is c = min(y, h) under a large title, 0 otherwise;
/// 2. the title row is h - c tall while c < h; at c = h the title shows inline in the bar
///    (the bar is then max(44, 96 - y) = 44 on iPhone);
/// 3. the scroll view's content is drawn y - c higher (`offset(y: -(y - c))` on it: a scroll
///    offset moves what is drawn, not the layout, as SwiftUI's frames in the scroll view's
///    content coordinates stay put), so every point of the content is y higher in all.
///
/// Content that does not scroll (no ScrollView or List as the stack's content) keeps its
/// large title: nothing scrolls to collapse it.
struct ScrollCollapse {
    /// The large-title row's height; nil when the title is inline (or there is none).
    let titleRow: Double?
    /// How much higher the scroll view's content is drawn.
    let contentShift: Double

    /// The collapse under `request`'s title when the content is scrolled by `offset` (0 for
    /// content that does not scroll).
    init(_ request: NavigationBarRequest, _ metrics: BarMetrics, offset: Double) {
        let offset = max(0, offset)
        let large = request.title != nil && request.displayMode != .inline
        guard large, let height = metrics.largeTitle else {
            titleRow = nil
            contentShift = offset
            return
        }
        let collapsed = min(offset, height)
        titleRow = collapsed < height ? height - collapsed : nil
        contentShift = offset - collapsed
    }

    /// The path of child indices from `node` to its scroll view, through layout modifiers
    /// (a List is a ScrollView composition); nil when the content does not scroll.
    static func scrollView(in node: ViewNode) -> [Int]? {
        if case .scrollView(let spec) = node.kind, spec.axes.contains(.vertical) { return [] }
        guard node.kind.isModifier, !node.children.isEmpty, let rest = scrollView(in: node.children[0]) else { return nil }
        return [0] + rest
    }

    /// Step 3: `body` with its scroll view's content drawn `contentShift` higher.
    func moved(_ ev: Evaluator, _ body: ViewNode, at loc: Loc) throws(ModelError) -> ViewNode {
        guard contentShift > 0, let path = Self.scrollView(in: body) else { return body }
        return try shifted(ev, body, path[...], at: loc)
    }

    private func shifted(_ ev: Evaluator, _ node: ViewNode, _ path: ArraySlice<Int>, at loc: Loc) throws(ModelError) -> ViewNode {
        var copy = node
        if let first = path.first {
            var children = node.children
            children[first] = try shifted(ev, children[first], path.dropFirst(), at: loc)
            copy.children = children
            return copy
        }
        var children: [ViewNode] = []
        for child in node.children {
            var offset = try ev.node(.offset(x: .constant(0), y: .constant(-contentShift)), children: [child], at: loc)
            offset.attributes.displayKind = "scroll offset"
            children.append(offset)
        }
        copy.children = children
        return copy
    }
}
