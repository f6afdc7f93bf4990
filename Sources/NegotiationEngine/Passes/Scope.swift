import ViewTree

/// What expressions can read at a point of the tree: the sizes of the enclosing
/// GeometryReaders and the container length for `containerRelativeFrame` (I.1).
struct Scope {
    var readers: [ReaderID: Size] = [:]
    /// The container's size per axis: the window, or an enclosing ScrollView's proposal.
    var container: ProposedSize

    func binding(reader: ReaderID, size: Size) -> Scope {
        var copy = self
        copy.readers[reader] = size
        return copy
    }

    /// The scope values a node's answer depends on, for its cache key.
    func key(for node: IndexedTree.Node) -> [Double?] {
        var values: [Double?] = []
        for reader in node.freeReaders {
            let size = readers[reader]
            values.append(size?.width)
            values.append(size?.height)
        }
        if node.readsContainer {
            values.append(container.width)
            values.append(container.height)
        }
        return values
    }
}

/// A cached answer is valid for a node, a proposal and the scope values it reads.
struct SizeKey: Hashable {
    var node: Int
    var proposal: ProposedSize
    var scope: [Double?]
}

/// Where a container puts one child: the proposal it places it with, its origin in the
/// container's coordinates, and the scope its content sees.
struct ChildPlacement {
    var child: Int
    var proposal: ProposedSize
    var origin: Point
    var scope: Scope
    /// Set when the container decides the child's size itself (a GridRow in a Grid).
    var presetSize: Size? = nil
    /// Set when the container also decides where the child's children go (a Grid's cells).
    var presetChildren: [ChildPlacement]? = nil
}
