import ViewTree

/// `HStack(alignment:spacing:)`: the greedy distribution of R3.4 along x.
public struct HStack: PrimitiveView, Sendable {
    let node: ViewNode
    /// A row of `content`'s views, aligned vertically by `alignment`, `spacing` apart (nil: I.1's default).
    public init(alignment: VerticalAlignment = .center, spacing: Expr? = nil, @ViewBuilder content: () -> ViewList) {
        node = ViewNode(
            .stack(StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)),
            children: content().layoutNodes)
    }
    /// This stack's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `VStack(alignment:spacing:)`: the greedy distribution of R3.4 along y.
public struct VStack: PrimitiveView, Sendable {
    let node: ViewNode
    /// A column of `content`'s views, aligned horizontally by `alignment`, `spacing` apart (nil: I.1's default).
    public init(alignment: HorizontalAlignment = .center, spacing: Expr? = nil, @ViewBuilder content: () -> ViewList) {
        node = ViewNode(
            .stack(StackSpec(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)),
            children: content().layoutNodes)
    }
    /// This stack's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `LazyHStack`: laid out as an HStack (I.1), reported as `HStack`.
public struct LazyHStack: PrimitiveView, Sendable {
    let node: ViewNode
    /// A row of `content`'s views, aligned vertically by `alignment`, `spacing` apart (nil: I.1's default).
    public init(alignment: VerticalAlignment = .center, spacing: Expr? = nil, @ViewBuilder content: () -> ViewList) {
        node = ViewNode(
            .stack(StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, lazy: true)),
            children: content().layoutNodes)
    }
    /// This stack's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `LazyVStack`: laid out as a VStack (I.1), reported as `VStack`.
public struct LazyVStack: PrimitiveView, Sendable {
    let node: ViewNode
    /// A column of `content`'s views, aligned horizontally by `alignment`, `spacing` apart (nil: I.1's default).
    public init(alignment: HorizontalAlignment = .center, spacing: Expr? = nil, @ViewBuilder content: () -> ViewList) {
        node = ViewNode(
            .stack(StackSpec(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, lazy: true)),
            children: content().layoutNodes)
    }
    /// This stack's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `ZStack(alignment:)`: sized by its top-priority children (R4.1).
public struct ZStack: PrimitiveView, Sendable {
    let node: ViewNode
    /// `content`'s views on top of each other, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) {
        node = ViewNode(.zStack(alignment: alignment), children: content().layoutNodes)
    }
    /// This stack's node.
    public var layoutNodes: [ViewNode] { [node] }
}
