import ViewTree

/// What a GeometryReader's content reads: its size, as expressions the engines evaluate.
public struct GeometryProxy: Sendable {
    /// The reader's size, as expressions.
    public let size: ProxySize
    /// The proxy of the reader `reader`.
    public init(reader: ReaderID) { size = ProxySize(reader: reader) }
}

/// `proxy.size`: `width` and `height` of the reader, symbolic.
public struct ProxySize: Sendable {
    /// The reader's width.
    public let width: Expr
    /// The reader's height.
    public let height: Expr
    init(reader: ReaderID) {
        width = .variable(.readerWidth(reader))
        height = .variable(.readerHeight(reader))
    }
}

/// `GeometryReader { proxy in … }`: takes the proposal (nil -> 10), content at top-leading (I.1).
public struct GeometryReader: PrimitiveView, Sendable {
    let node: ViewNode
    /// A reader whose content reads its size through the proxy.
    public init(@ViewBuilder content: (GeometryProxy) -> ViewList) {
        let reader = ReaderID.next()
        node = ViewNode(.geometryReader(reader), children: content(GeometryProxy(reader: reader)).layoutNodes)
    }
    /// This container's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `ScrollView(axes)`: proposes nil along its scroll axes (R5.2, I.3).
public struct ScrollView: PrimitiveView, Sendable {
    let node: ViewNode
    /// A scroll view along `axes`; several content views form an implicit stack (I.4).
    public init(_ axes: AxisSet = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> ViewList) {
        let implicitAxis: Axis = axes == .horizontal ? .horizontal : .vertical
        let content = ViewNode.implicitContainer(content().layoutNodes, .stack(StackSpec(axis: implicitAxis)))
        node = ViewNode(.scrollView(ScrollSpec(axes: axes)), children: content.map { [$0] } ?? [])
    }
    /// This container's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` (I.6).
public struct Grid: PrimitiveView, Sendable {
    let node: ViewNode
    /// A grid of the GridRows (and full-width rows) in `content`; spacings 8 when nil.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Expr? = nil, verticalSpacing: Expr? = nil,
        @ViewBuilder content: () -> ViewList
    ) {
        node = ViewNode(
            .grid(GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)),
            children: content().layoutNodes)
    }
    /// This container's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `GridRow(alignment:)`: one row of a Grid.
public struct GridRow: PrimitiveView, Sendable {
    let node: ViewNode
    /// A row whose cells are the views of `content`, aligned vertically by `alignment` (else the Grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewList) {
        node = ViewNode.gridRow(alignment: alignment, cells: content().layoutNodes)
    }
    /// This container's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `ViewThatFits(in:)`: the first child whose ideal size fits (R5.4).
public struct ViewThatFits: PrimitiveView, Sendable {
    let node: ViewNode
    /// The first view of `content` whose ideal size fits on `axes`, else the last.
    public init(in axes: AxisSet = .both, @ViewBuilder content: () -> ViewList) {
        node = ViewNode(.viewThatFits(axes: axes), children: content().layoutNodes)
    }
    /// This container's node.
    public var layoutNodes: [ViewNode] { [node] }
}

/// `Group { … }`: not a node; its views are spliced into the parent (I.1).
public struct Group: PrimitiveView, Sendable {
    /// The grouped views' nodes.
    public let layoutNodes: [ViewNode]
    /// The views of `content`, spliced into the parent.
    public init(@ViewBuilder content: () -> ViewList) { layoutNodes = content().layoutNodes }
}

/// `ForEach(0..<n) { i in … }` or over any collection: not a node, spliced (I.1).
public struct ForEach: PrimitiveView, Sendable {
    /// The nodes of every element's views.
    public let layoutNodes: [ViewNode]
    /// The views `content` makes for each element of `data`, in order.
    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> ViewList) {
        layoutNodes = data.flatMap { content($0).layoutNodes }
    }
    /// The same, with an identity key path (which layout does not read).
    public init<Data: Sequence, ID>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> ViewList) {
        layoutNodes = data.flatMap { content($0).layoutNodes }
    }
}
