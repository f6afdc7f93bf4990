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
    /// The solution's values, one per column of the piece's model.
    private let solution: Values
    /// Every node's frame by index (internal: a layout takes the storage of the last one).
    let frames: [Rect?]

    /// Where the solution's values are: an array from a solve, or a basis's line read at the
    /// window (`BasisLine`), whose values are read only where a frame needs them.
    enum Values: Sendable {
        case model([Double])
        case line(BasisLine.Point)

        func value(of j: Int) -> Double {
            switch self {
            case .model(let values): values[j]
            case .line(let point): point.value(of: j)
            }
        }

        var all: [Double] {
            switch self {
            case .model(let values): values
            case .line(let point): point.columns.indices.map { point.value(of: $0) }
            }
        }
    }

    /// - Parameter storage: the frames array of an earlier layout to write into, taken (left
    ///   empty): written in place when nothing else holds it (a re-layout whose caller let the
    ///   last one go), copied first otherwise, as arrays are.
    init(window: ProposedSize, layout: CompiledLayout, piece: CompiledPiece?, solution: Values, nodeCount: Int, storage: inout [Rect?]) {
        self.window = window
        self.layout = layout
        self.piece = piece
        self.solution = solution
        var frames: [Rect?] = []
        swap(&frames, &storage)
        if frames.count == nodeCount {
            for index in frames.indices { frames[index] = nil }
        } else {
            frames = [Rect?](repeating: nil, count: nodeCount)
        }
        if let piece {
            // A frame component reads a compiled column, which the model holds at
            // `columnMap` (read there rather than copying every value into compiled order).
            func value(_ component: FrameValue) -> Double {
                switch component {
                case .constant(let v): v
                case .column(let j): piece.columnMap[j].map { solution.value(of: $0) } ?? 0
                }
            }
            for entry in piece.frames {
                frames[entry.index] = Rect(x: value(entry.x), y: value(entry.y), width: value(entry.width), height: value(entry.height))
            }
        }
        self.frames = frames
    }

    /// Frames in a new array.
    init(window: ProposedSize, layout: CompiledLayout, piece: CompiledPiece?, solution: Values, nodeCount: Int) {
        var none: [Rect?] = []
        self.init(window: window, layout: layout, piece: piece, solution: solution, nodeCount: nodeCount, storage: &none)
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
        return try layout.result(piece, tree: tree, values: piece.compiledValues(solution.all), window: window)
    }
}
