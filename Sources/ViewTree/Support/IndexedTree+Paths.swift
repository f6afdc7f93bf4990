/// The parent links and child indices of one indexed tree, from which any node's path (I.4) is
/// spelt when it is asked for.
///
/// Paths are not stored: a chain of depth d has paths of length up to 2d, so storing them all
/// takes memory quadratic in the depth (100,000 nested paddings needed over 11 GB). One table
/// of two integers per node is shared by every node of the tree instead.
public final class TreePaths: Sendable {
    /// Each node's parent, -1 for the root.
    let parents: [Int32]
    /// Each node's index among its parent's children (0 for the root).
    let childIndices: [Int32]

    init(parents: [Int32], childIndices: [Int32]) {
        self.parents = parents
        self.childIndices = childIndices
    }

    /// An empty table, for a node built outside a tree.
    static let empty = TreePaths(parents: [], childIndices: [])

    /// `0` for the root, `p.i` for the i-th child of `p`: O(depth).
    public func path(of index: Int) -> String {
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

    /// Every node's path, in index order, each built from its parent's (O(total length)).
    public func allPaths() -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(parents.count)
        for index in parents.indices {
            let parent = Int(parents[index])
            guard parent >= 0 else {
                paths.append("0")
                continue
            }
            // One allocation of the final length: `a + "." + b` would copy the parent's path twice.
            let suffix = String(childIndices[index])
            var path = String()
            path.reserveCapacity(paths[parent].utf8.count + 1 + suffix.utf8.count)
            path += paths[parent]
            path += "."
            path += suffix
            paths.append(path)
        }
        return paths
    }
}

extension IndexedTree {
    /// The path of the node at `index` (I.4), spelt on demand.
    public func path(of index: Int) -> String { paths.path(of: index) }
}
