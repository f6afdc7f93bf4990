import ViewTree

/// The scrollable range of each NavigationStack's ScrollView or List, measured on the resting
/// screen, so that `--scroll-offset` is clamped to what the content can scroll
/// (docs/known-differences.md, "Navigation and tab bars", "Collapse").
///
/// 1. The model is loaded with the offset 0, each NavigationStack marking its scroll view with
///    the stack's index (the order stacks are built in, the same in every load of a file).
/// 2. That tree is laid out (`LoadOptions.restLayout`: the negotiation engine on the screen).
/// 3. For each marked scroll view the viewport is its height and the content its content's
///    height plus its vertical content margins (the top one as laid out, the bottom one as
///    written; a bottom margin that is not a constant counts as the top one). At rest the
///    large title is shown in full, so the viewport is the one UIKit measures from: scrolling
///    by y moves every point of the content y up (ScrollCollapse), and the content's end
///    reaches the scroll view's when y = content - viewport.
/// 4. The model is loaded again with these ranges; each stack clamps the offset to its range's
///    limit (BarRegistry), warning where it did.
enum ScrollRanges {
    /// The mark a NavigationStack's scroll view carries in the resting pass: the stack's index.
    static let mark = "scroll:stack"

    /// Step 3: each stack's range by index (nil for a stack whose content does not scroll).
    static func measure(_ root: ViewNode, in result: LayoutResult) -> [ScrollRange?] {
        var frames: [String: Rect] = [:]
        for node in result.nodes { frames[node.path] = node.frame }
        var ranges: [ScrollRange?] = []
        func visit(_ node: ViewNode, _ path: String) {
            if let index = node.attributes.visual.first(where: { $0.name == mark })?.value.map({ Int($0) }),
                let frame = frames[path], let content = frames[path + ".0"]
            {
                let top = content.y - frame.y
                let bottom = node.attributes.contentMargins?.bottom.constantValue ?? top
                while ranges.count <= index { ranges.append(nil) }
                ranges[index] = ScrollRange(content: top + content.height + bottom, viewport: frame.height)
            }
            for (i, child) in node.children.enumerated() { visit(child, path + ".\(i)") }
        }
        visit(root, "0")
        return ranges
    }

    /// Step 1's mark on the scroll view at `path` below `node`.
    static func marked(_ node: ViewNode, _ path: ArraySlice<Int>, index: Int) -> ViewNode {
        var copy = node
        if let first = path.first {
            var children = node.children
            children[first] = marked(children[first], path.dropFirst(), index: index)
            copy.children = children
        } else {
            copy.attributes.visual.append(VisualModifier(mark, value: Double(index)))
        }
        return copy
    }

    /// Step 4 for one stack: the offset it lays out, and the warning when that is not the one
    /// asked for.
    static func clamped(_ offset: Double, _ range: ScrollRange?) -> (offset: Double, warning: String?) {
        guard let range, offset > range.limit else { return (offset, nil) }
        let limit = range.limit
        let why =
            limit == 0
            ? "its content (\(format(range.content)) tall) fits in its \(format(range.viewport))-point scroll view and does not scroll"
            : "its content is \(format(range.content)) tall in a \(format(range.viewport))-point scroll view, so it scrolls 0...\(format(limit))"
        return (limit, "the scroll offset \(format(offset)) is beyond this NavigationStack's scrollable range: \(why); laid out at \(format(limit))")
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
