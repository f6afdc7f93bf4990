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

/// The sizing cache: a cached answer is valid for a node, a proposal and the scope values the
/// node reads (R0.4), for as long as the tree lives.
///
/// Each node keeps its answers in a small array searched in order: a layout asks a node a
/// handful of proposals (a stack's 0, infinity and share), so a short scan beats hashing a key,
/// and no dictionary grows and rehashes with the tree. A prepared tree laid out at many windows
/// would pile up answers, so past `perNode` answers one from an earlier layout is replaced
/// (dropping an answer only costs its recomputation, never a wrong size); answers of the layout
/// under way are never dropped, so deep nesting stays linear within a layout.
struct SizingCache {
    struct Entry {
        var proposal: ProposedSize
        var scope: [Double?]
        var size: Size
        /// The layout that computed or last read it.
        var generation: Int
    }

    /// How many answers a node keeps before replacing those of earlier layouts.
    static let perNode = 16
    private var entries: [[Entry]]
    /// The layout under way (the prepared tree's count of layouts).
    private(set) var generation = 0

    init(count: Int) {
        entries = Array(repeating: [], count: count)
    }

    /// Starts the next layout.
    mutating func nextGeneration() { generation += 1 }

    mutating func answer(_ node: Int, _ proposal: ProposedSize, _ scope: [Double?]) -> Size? {
        for i in entries[node].indices where entries[node][i].proposal == proposal && entries[node][i].scope == scope {
            entries[node][i].generation = generation
            return entries[node][i].size
        }
        return nil
    }

    mutating func store(_ node: Int, _ proposal: ProposedSize, _ scope: [Double?], _ size: Size) {
        let entry = Entry(proposal: proposal, scope: scope, size: size, generation: generation)
        if entries[node].count >= Self.perNode, let old = entries[node].firstIndex(where: { $0.generation != generation }) {
            entries[node][old] = entry
        } else {
            entries[node].append(entry)
        }
    }
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
