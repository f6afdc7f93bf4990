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

    /// The scope values a node's answer depends on, for its cache key (empty, with nothing
    /// allocated, for the usual node that reads none).
    func key(for node: IndexedTree.Node) -> [Double?] {
        key(freeReaders: node.freeReaders, readsContainer: node.readsContainer)
    }

    /// The key from the two fields it reads: callers holding a node in place pass these, since
    /// passing the node itself copies the whole struct.
    func key(freeReaders: [ReaderID], readsContainer: Bool) -> [Double?] {
        guard !freeReaders.isEmpty || readsContainer else { return [] }
        var values: [Double?] = []
        for reader in freeReaders {
            let size = readers[reader]
            values.append(size?.width)
            values.append(size?.height)
        }
        if readsContainer {
            values.append(container.width)
            values.append(container.height)
        }
        return values
    }
}

/// The sizing cache: a cached answer is valid for a node, a proposal and the scope values the
/// node reads (R0.4), for as long as the tree lives.
///
/// Every answer sits in one store; each node's answers form a chain through it, newest first,
/// searched in order: a layout asks a node a handful of proposals (a stack's 0, infinity and
/// share), so a short scan beats hashing a key, and nothing is allocated per node (an array
/// per node cost an allocation and its slack for each of them). A prepared tree laid out at
/// many windows would pile up answers, so past `perNode` answers one from an earlier layout is
/// overwritten in place (dropping an answer only costs its recomputation, never a wrong
/// size); answers of the layout under way are never dropped, so deep nesting stays linear
/// within a layout.
///
/// The store grows by fixed blocks rather than by doubling one array: a doubling array holds
/// up to twice what it needs and, while it grows, the old and the new copy at once (on a flat
/// stack of 100,000 views that was 77 MB of the layout's peak for 30 MB of answers). The blocks
/// are raw storage the cache owns, read and written in place through pointers: an entry read
/// through nested arrays was copied (retaining its scope values) at each step of a chain.
///
/// A class, for its `deinit`; one pass owns it and uses it from one thread, and no access to
/// its state overlaps another (hence no dynamic exclusivity checks).
final class SizingCache {
    struct Entry {
        /// The proposal, with NaN for an unspecified (nil) dimension: proposals are never NaN
        /// (I.5), and two Doubles take 16 bytes where two `Double?` take 32.
        var proposalWidth: Double
        var proposalHeight: Double
        var size: Size
        /// The scope values the answer was computed for; empty (no allocation) for most nodes.
        var scope: [Double?]
        /// The layout that computed or last read it.
        var generation: Int32
        /// The node's next (older) answer, or -1.
        var next: Int32

        func answers(_ proposal: ProposedSize, _ scope: [Double?]) -> Bool {
            Self.same(proposalWidth, proposal.width) && Self.same(proposalHeight, proposal.height) && (self.scope.isEmpty ? scope.isEmpty : self.scope == scope)
        }

        static func stored(_ value: Double?) -> Double { value ?? .nan }

        private static func same(_ stored: Double, _ value: Double?) -> Bool {
            guard let value else { return stored.isNaN }
            return stored == value
        }
    }

    /// How many answers a node keeps before replacing those of earlier layouts.
    static let perNode = 16
    /// Entries per block of the store (a power of two).
    private static let blockShift = 12
    private static let blockSize = 1 << blockShift
    private static let blockMask = blockSize - 1
    /// Blocks of `blockSize` entries; all full but the last, which holds the rest.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Entry>] = []
    @exclusivity(unchecked) private var entryCount = 0
    /// Each node's newest answer, or -1.
    @exclusivity(unchecked) private var heads: [Int32]
    /// The layout under way (the prepared tree's count of layouts).
    @exclusivity(unchecked) private(set) var generation: Int32 = 0

    init(count: Int) {
        heads = Array(repeating: -1, count: count)
    }

    deinit {
        for (number, block) in blocks.enumerated() {
            let used = number == blocks.count - 1 ? entryCount - number * Self.blockSize : Self.blockSize
            block.deinitialize(count: used)
            block.deallocate()
        }
    }

    /// Starts the next layout.
    func nextGeneration() { generation += 1 }

    /// Entry `i`, in place.
    private func entry(_ i: Int) -> UnsafeMutablePointer<Entry> {
        blocks[i >> Self.blockShift] + (i & Self.blockMask)
    }

    private func append(_ entry: Entry) {
        if entryCount & Self.blockMask == 0 {
            blocks.append(.allocate(capacity: Self.blockSize))
        }
        (blocks[blocks.count - 1] + (entryCount & Self.blockMask)).initialize(to: entry)
        entryCount += 1
    }

    // Out of line, as is `store`: `LayoutPass.size` is on the recursion as deep as the tree.
    @inline(never)
    func answer(_ node: Int, _ proposal: ProposedSize, _ scope: [Double?]) -> Size? {
        var i = Int(heads[node])
        while i >= 0 {
            let candidate = entry(i)
            if candidate.pointee.answers(proposal, scope) {
                candidate.pointee.generation = generation
                return candidate.pointee.size
            }
            i = Int(candidate.pointee.next)
        }
        return nil
    }

    @inline(never)
    func store(_ node: Int, _ proposal: ProposedSize, _ scope: [Double?], _ size: Size) {
        // Past `perNode` answers, overwrite the oldest-listed one of an earlier layout.
        var count = 0
        var stale = -1
        var i = Int(heads[node])
        while i >= 0 {
            count += 1
            let listed = entry(i)
            if listed.pointee.generation != generation { stale = i }
            i = Int(listed.pointee.next)
        }
        if count >= Self.perNode, stale >= 0 {
            let replaced = entry(stale)
            replaced.pointee.proposalWidth = Entry.stored(proposal.width)
            replaced.pointee.proposalHeight = Entry.stored(proposal.height)
            replaced.pointee.size = size
            replaced.pointee.scope = scope
            replaced.pointee.generation = generation
            return
        }
        append(Entry(
            proposalWidth: Entry.stored(proposal.width), proposalHeight: Entry.stored(proposal.height), size: size, scope: scope,
            generation: generation, next: heads[node]))
        heads[node] = Int32(entryCount - 1)
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
