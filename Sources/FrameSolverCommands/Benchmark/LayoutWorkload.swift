import FrameSolver

/// The three synthetic trees of `framesolver bench layout` and `tools/bench-peers`, built in
/// memory with the library's `ViewNode` API so that no parsing is timed.
///
/// The same shapes are built in Yoga, Taffy and kiwi by `tools/bench-peers`; `peerNodes` counts
/// nodes as they do (a fixed-size box is one node there, `Color().frame(...)` two here), so
/// that ns/node divides the same work on both sides.
enum LayoutWorkload: String, CaseIterable, Sendable, Codable {
    /// One `HStack(spacing: 0)` of n-1 flexible Colors in a 1000x100 window.
    case flat
    /// n-1 nested `padding(0.001)` around a 10-tall leaf (`Color().frame(height: 10)`), in a
    /// window 1000 wide with no height.
    case deep
    /// A `VStack(spacing: 0)` of floor((n-1)/5) rows, each an `HStack(spacing: 8)` of a 40x40
    /// Color, a 200x20 Color, a Spacer and an 80x30 Color, in a window 1000 wide with no height.
    case list

    /// A built tree: the root, and its size counted both ways.
    struct Tree {
        var root: ViewNode
        /// Layout nodes as FrameSolver counts them (I.4).
        var nodes: Int
        /// Nodes as Yoga and Taffy count them for the same shape.
        var peerNodes: Int
    }

    /// The window of the first layout.
    var window: ProposedSize {
        switch self {
        case .flat: ProposedSize(width: 1000, height: 100)
        case .deep, .list: ProposedSize(width: 1000, height: nil)
        }
    }

    /// The same window at another width (re-layouts measure 800 and 1200).
    func window(width: Double) -> ProposedSize { ProposedSize(width: width, height: window.height) }

    /// The tree for `n` peer nodes (at least 2).
    func tree(peerNodes n: Int) -> Tree {
        let n = max(n, 2)
        switch self {
        case .flat:
            let children = (0..<(n - 1)).map { _ in ViewNode(.color(.gray)) }
            return Tree(root: ViewNode(.stack(StackSpec(axis: .horizontal, spacing: 0)), children: children), nodes: n, peerNodes: n)
        case .deep:
            // Built from the leaf up: no recursion, so 100,000 levels are safe.
            var node = Self.box(width: nil, height: 10)
            for _ in 0..<(n - 1) { node = ViewNode(.padding(EdgeInsets(.all, .constant(0.001))), children: [node]) }
            return Tree(root: node, nodes: n + 1, peerNodes: n)
        case .list:
            let rows = (n - 1) / 5
            let row = ViewNode(
                .stack(StackSpec(axis: .horizontal, spacing: .constant(8))),
                children: [Self.box(width: 40, height: 40), Self.box(width: 200, height: 20), ViewNode(.spacer(minLength: nil)), Self.box(width: 80, height: 30)])
            let root = ViewNode(.stack(StackSpec(axis: .vertical, spacing: 0)), children: Array(repeating: row, count: rows))
            return Tree(root: root, nodes: 1 + 8 * rows, peerNodes: 1 + 5 * rows)
        }
    }

    /// `Color.gray.frame(width:height:)`: two layout nodes, one box for a peer.
    private static func box(width: Double?, height: Double?) -> ViewNode {
        ViewNode(.frame(FixedFrame(width: width.map(Expr.constant), height: height.map(Expr.constant))), children: [ViewNode(.color(.gray))])
    }
}
