import ViewTree

/// Gives each unknown view's placeholder the size it keeps (docs/model-language.md,
/// "Placeholder values per slot").
///
/// A placeholder is built flexible (a box filling what it is offered, ideally 100x44). After
/// the tree is built, one whose nearest container is a stack, a grid or a scroll view becomes a
/// fixed 100x44 frame: in SwiftUI an unknown component there has its own size, and a flexible
/// box would take the whole row (390x844 for one progress indicator). It stays flexible where
/// its parent proposes an exact size: the root, a background, an overlay, a frame of fixed
/// width and height, a GeometryReader, a page.
enum PlaceholderSizing {
    static func apply(_ node: ViewNode?) -> ViewNode? {
        node.map { resize($0, inStack: false) }
    }

    /// Steps, for `node` and then its children:
    /// 1. a placeholder frame (the flexible box) in a stack context becomes a fixed frame;
    /// 2. containers that offer their children their own size (stacks, grids, scroll views)
    ///    start a stack context; exact proposals (a background's or overlay's secondary
    ///    children, a fixed frame of both sides, a GeometryReader) end it; other modifiers
    ///    pass it on.
    private static func resize(_ node: ViewNode, inStack: Bool) -> ViewNode {
        var node = node
        if inStack, node.attributes.placeholder, case .flexibleFrame(let frame) = node.kind, let width = frame.idealWidth, let height = frame.idealHeight {
            node.kind = .frame(FixedFrame(width: width, height: height))
            return node
        }
        switch node.kind {
        case .stack, .zStack, .grid, .gridRow, .scrollView:
            node.children = node.children.map { resize($0, inStack: true) }
        case .background, .overlay:
            node.children = node.children.enumerated().map { index, child in resize(child, inStack: index == 0 ? inStack : false) }
        case .frame(let frame) where frame.width != nil && frame.height != nil:
            node.children = node.children.map { resize($0, inStack: false) }
        case .geometryReader, .customLayout, .viewThatFits:
            node.children = node.children.map { resize($0, inStack: false) }
        default:
            node.children = node.children.map { resize($0, inStack: inStack) }
        }
        return node
    }
}
