/// The parent links and child indices of one indexed tree, from which any node's path (I.4) is
/// spelt when it is asked for.
///
/// Two spellings: the tree path (`path(of:)`), where the i-th candidate of a ViewThatFits at
/// `p` is `p.i`, which diagnostics use to name a candidate; and the reported path
/// (`reportedPath(of:)`), which results use, where a ViewThatFits's one laid-out candidate is
/// `p.0` whatever its index, so that a result's paths have no gaps and both engines name the
/// chosen view alike (the ViewThatFits's `chosenCandidate` says which candidate it is, I.4).
///
/// Paths are not stored: a chain of depth d has paths of length up to 2d, so storing them all
/// takes memory quadratic in the depth (100,000 nested paddings needed over 11 GB). One table
/// of two integers per node is shared by every node of the tree instead.
public final class TreePaths: Sendable {
    /// Each node's parent, -1 for the root.
    let parents: [Int32]
    /// Each node's index among its parent's children (0 for the root).
    let childIndices: [Int32]
    /// Each node's index in a reported path: 0 for a ViewThatFits's candidates, else its
    /// child index (the same array, shared, when the tree has no ViewThatFits).
    let reportedChildIndices: [Int32]

    init(parents: [Int32], childIndices: [Int32], reportedChildIndices: [Int32]? = nil) {
        self.parents = parents
        self.childIndices = childIndices
        self.reportedChildIndices = reportedChildIndices ?? childIndices
    }

    /// An empty table, for a node built outside a tree.
    static let empty = TreePaths(parents: [], childIndices: [])

    /// The tree path: `0` for the root, `p.i` for the i-th child of `p`: O(depth).
    public func path(of index: Int) -> String { spell(index, childIndices) }

    /// The path results report: the tree path, except that a ViewThatFits's candidate is
    /// `p.0` (only one candidate is laid out, I.4): O(depth).
    public func reportedPath(of index: Int) -> String { spell(index, reportedChildIndices) }

    private func spell(_ index: Int, _ childIndices: [Int32]) -> String {
        guard index >= 0, index < parents.count else { return "0" }
        var indices: [Int32] = []
        var current = index
        while parents[current] >= 0 {
            indices.append(childIndices[current])
            current = Int(parents[current])
        }
        var path = "0"
        path.reserveCapacity(1 + 4 * indices.count)
        for childIndex in indices.reversed() {
            path += "."
            path += String(childIndex)
        }
        return path
    }

    /// The number of ancestors of the node at `index` (0 for the root): O(depth).
    public func depth(of index: Int) -> Int {
        guard index >= 0, index < parents.count else { return 0 }
        var count = 0
        var current = index
        while parents[current] >= 0 {
            count += 1
            current = Int(parents[current])
        }
        return count
    }
}

extension IndexedTree {
    /// The path of the node at `index` (I.4), spelt on demand.
    public func path(of index: Int) -> String { paths.path(of: index) }

    /// The path results report for the node at `index` (a ViewThatFits's candidate is `p.0`).
    public func reportedPath(of index: Int) -> String { paths.reportedPath(of: index) }
}
