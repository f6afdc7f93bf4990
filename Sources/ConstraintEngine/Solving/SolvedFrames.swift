import ViewTree

/// One solve of a compiled layout: every node's frame by index, read without building a
/// `LayoutResult`; `result()` builds the full result (paths, kinds, render transforms,
/// checks) when wanted. The constraint engine's counterpart of the negotiation engine's
/// `LayoutFrames`, so that a caller that needs a few frames, or a re-layout as Yoga and Taffy
/// leave it in their nodes, pays for neither.
public struct SolvedFrames: Sendable {
    /// The window this layout was solved for.
    public let window: ProposedSize
    private let layout: CompiledLayout
    private let piece: CompiledPiece?
    private let values: [Double]
    private let frames: [Rect?]

    init(window: ProposedSize, layout: CompiledLayout, piece: CompiledPiece?, values: [Double], nodeCount: Int) {
        self.window = window
        self.layout = layout
        self.piece = piece
        self.values = values
        var frames = [Rect?](repeating: nil, count: nodeCount)
        for entry in piece?.frames ?? [] {
            frames[entry.index] = Rect(x: entry.x.value(values), y: entry.y.value(values), width: entry.width.value(values), height: entry.height.value(values))
        }
        self.frames = frames
    }

    /// How many nodes the tree has (placed or not).
    public var count: Int { frames.count }

    /// The layout frame of the node at `index` (pre-order, as `IndexedTree.nodes`), in window
    /// coordinates, unrounded; nil when the node was not placed (a ViewThatFits' other
    /// candidates). Unlike `result()`, not checked by the numeric policy.
    public func frame(of index: Int) -> Rect? {
        guard frames.indices.contains(index) else { return nil }
        return frames[index]
    }

    /// The full result, as `CompiledLayout.solveInPhases` reports it: every reported node in
    /// pre-order with its path, kind and render transform, checked by the numeric policy.
    public func result() throws(LayoutError) -> LayoutResult {
        guard let tree = layout.tree, let piece else { return LayoutResult(engine: "constraints", window: window, nodes: []) }
        return try layout.result(piece, tree: tree, values: values, window: window)
    }
}
