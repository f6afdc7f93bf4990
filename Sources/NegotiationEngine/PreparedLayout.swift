import LeafMeasurement
import ViewTree

extension NegotiationEngine {
    /// A tree prepared for many layouts: `let layout = try engine.prepare(root)`, then
    /// `layout.layout(in: window)` as often as the window changes.
    ///
    /// Flattens the tree and applies the numeric policy once; throws the policy's `LayoutError`.
    public func prepare(_ root: ViewNode?) throws(LayoutError) -> PreparedLayout {
        try PreparedLayout(root: root, options: options)
    }
}

/// A view tree prepared for the negotiation engine, kept by its user between layouts.
///
/// The sizing cache, keyed by (node, proposal, the scope values the node reads), is kept from
/// one layout to the next: sizing is a pure function of those (R0.4), so an answer once
/// computed stays true. A new window re-measures only the nodes its proposals reach with
/// proposals not seen before; the same window again is answered from the last layout's
/// frames without measuring or placing anything.
///
/// Not thread-safe: one layout at a time (a class, so that the cache is shared by copies).
public final class PreparedLayout {
    /// The flattened tree under the numeric policy.
    public let tree: IndexedTree
    private let options: NegotiationOptions
    private let policyWarnings: [LayoutWarning]
    private let pass: LayoutPass?
    /// How deep the sizing recursion can go (`LayoutPass.recursionDepth`), for its stack.
    private let depth: Int
    private var last: LayoutFrames?

    init(root: ViewNode?, options: NegotiationOptions) throws(LayoutError) {
        self.options = options
        guard let root else {
            tree = IndexedTree(root: ViewNode(.divider))
            policyWarnings = []
            pass = nil
            depth = 0
            return
        }
        var tree = IndexedTree(root: root)
        policyWarnings = try NumericPolicy.apply(to: &tree)
        self.tree = tree
        depth = LayoutPass.recursionDepth(of: tree)
        pass = LayoutPass(tree: tree, window: ProposedSize(width: nil, height: nil), text: try TreeTextMeasurement(tree))
    }

    /// How often each node's answer has been computed over all layouts so far (by index,
    /// pre-order): a node answered from the cache does not count.
    public var measureCounts: [Int] { pass?.measureCounts ?? [] }

    /// Lays the tree out in `window`; the frames are read from the result by node.
    ///
    /// Throws a `LayoutError` naming the view and the argument when a value cannot be used (I.5).
    @discardableResult
    public func layout(in window: ProposedSize) throws(LayoutError) -> LayoutFrames {
        try NumericPolicy.check(window)
        if let last, last.window == window { return last }
        guard let pass else {
            let empty = LayoutFrames(engineWindow: window, placed: PlacedFrames(count: 0), warnings: [], pass: nil, pixelScale: nil)
            last = empty
            return empty
        }
        pass.begin(window)
        let placed = try withLargeStack(depth: depth) { () throws(LayoutError) in
            try pass.placeFrames(root: 0, proposal: window, origin: nil, scope: Scope(container: window))
        }
        let frames = LayoutFrames(
            engineWindow: window, placed: placed, warnings: policyWarnings + pass.warnings, pass: pass, pixelScale: options.pixelScale)
        last = frames
        return frames
    }
}

/// One layout of a prepared tree: every node's frame by index, read without building a
/// `LayoutResult`; `result()` builds the full result (paths, kinds, checks) when wanted.
public struct LayoutFrames {
    /// The window this layout was made for.
    public let window: ProposedSize
    private let placed: PlacedFrames
    /// Hostile values replaced (I.5), and other notes, gathered over the prepared tree's
    /// layouts so far (an answer read from the cache does not warn again).
    public let warnings: [LayoutWarning]
    private let pass: LayoutPass?
    private let pixelScale: Double?

    init(engineWindow: ProposedSize, placed: PlacedFrames, warnings: [LayoutWarning], pass: LayoutPass?, pixelScale: Double?) {
        self.window = engineWindow
        self.placed = placed
        self.warnings = warnings
        self.pass = pass
        self.pixelScale = pixelScale
    }

    /// How many nodes the tree has (placed or not).
    public var count: Int { placed.frames.count }

    /// The layout frame of the node at `index` (pre-order, as `IndexedTree.nodes`), in window
    /// coordinates, unrounded; nil when the node was not placed (a ViewThatFits' other
    /// children) or is not reported (an adaptive grid's empty column).
    public func frame(of index: Int) -> Rect? {
        guard placed.frames.indices.contains(index) else { return nil }
        return placed.frames[index]
    }

    /// The frame of the node at `path` (`0.1.2`), the path a `LayoutResult` reports (I.4):
    /// a ViewThatFits's laid-out candidate is `p.0` whatever its index among the candidates.
    /// Nil when no placed node has that path.
    public func frame(at path: String) -> Rect? {
        guard let tree = pass?.tree else { return nil }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.first == "0", !tree.nodes.isEmpty else { return nil }
        var current = 0
        for part in parts.dropFirst() {
            guard let child = Int(part) else { return nil }
            let children = tree.nodes[current].children
            if tree.nodes[current].tag == .viewThatFits {
                guard child == 0, let chosen = children.first(where: { frame(of: $0) != nil }) else { return nil }
                current = chosen
            } else {
                guard children.indices.contains(child) else { return nil }
                current = children[child]
            }
        }
        return frame(of: current)
    }

    /// The frame of the first placed node in pre-order tagged `.id(id)`, as
    /// `LayoutResult[id:]` finds it; nil when no placed node has that tag.
    public func frame(id: String) -> Rect? {
        guard let tree = pass?.tree else { return nil }
        for index in tree.nodes.indices where tree.nodes[index].attributes.id == id {
            if let frame = frame(of: index) { return frame }
        }
        return nil
    }

    /// The full result, as `NegotiationEngine.layout(_:in:)` reports it: every placed node in
    /// pre-order with its path and kind, checked by the numeric policy and pixel-rounded when
    /// the engine's options say so.
    public func result() throws(LayoutError) -> LayoutResult {
        guard let pass else { return LayoutResult(engine: "negotiation", window: window, nodes: []) }
        let (nodes, outputWarnings) = try NumericPolicy.checked(pass.nodeFrames(placed).compactMap { $0 })
        var result = LayoutResult(engine: "negotiation", window: window, nodes: nodes, warnings: warnings + outputWarnings)
        // Before pixel rounding, as the one-call layout checks (STYLE habit 15; release builds skip it).
        LayoutInvariants.assertHolds(result, tree: pass.tree)
        if let pixelScale { result = result.roundedToPixels(scale: pixelScale) }
        return result
    }
}

extension IndexedTree {
    /// The index of the node at `path` (`0` the root, `p.i` the i-th child of `p`), if any.
    public func index(at path: String) -> Int? {
        let parts = path.split(separator: ".")
        guard parts.first == "0", !nodes.isEmpty else { return nil }
        var current = 0
        for part in parts.dropFirst() {
            guard let child = Int(part), nodes[current].children.indices.contains(child) else { return nil }
            current = nodes[current].children[child]
        }
        return current
    }
}
