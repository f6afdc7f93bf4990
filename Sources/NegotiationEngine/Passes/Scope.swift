import ViewTree

/// What expressions can read at a point of the tree: the sizes of the enclosing
/// GeometryReaders and the container length for `containerRelativeFrame` (I.1).
///
/// Plain values only: the readers' sizes live in the pass (`LayoutPass.readerSizes`) and a
/// scope holds the number of its table there, so that a scope, and every placement record
/// that carries one, is copied without reference counting (a dictionary here was retained and
/// released at every copy of a placement).
struct Scope {
    /// The enclosing readers' sizes: their table in `LayoutPass.readerSizes` (0: none bound).
    var readers: Int32 = 0
    /// The container's size per axis: the window, or an enclosing ScrollView's proposal.
    var container: ProposedSize
}

extension LayoutPass {
    /// The size the reader `id` has in `scope`, if it encloses it.
    func readerSize(_ scope: Scope, _ id: ReaderID) -> Size? {
        readerSizes[Int(scope.readers)][id]
    }

    /// `scope` with the reader `id` bound to `size` (a GeometryReader's content, I.1).
    func binding(_ scope: Scope, reader id: ReaderID, size: Size) -> Scope {
        var sizes = readerSizes[Int(scope.readers)]
        sizes[id] = size
        readerSizes.append(sizes)
        var inner = scope
        inner.readers = Int32(readerSizes.count - 1)
        return inner
    }

    /// The scope values a node's answer depends on, for its cache key: the sizes of the free
    /// readers, then the container length when the subtree reads it.
    func scopeValues(freeReaders: [ReaderID], readsContainer: Bool, _ scope: Scope) -> [Double?] {
        var values: [Double?] = []
        for reader in freeReaders {
            let size = readerSize(scope, reader)
            values.append(size?.width)
            values.append(size?.height)
        }
        if readsContainer {
            values.append(scope.container.width)
            values.append(scope.container.height)
        }
        return values
    }
}

/// The scope values of cache keys, each list numbered once (`ScopeKeys.number`): a key is
/// then a plain number, 0 for the usual node that reads none, and equal numbers mean equal
/// values. The numbers last as long as the sizing cache, which holds them.
struct ScopeKeys {
    private var numbers: [[Double?]: Int32] = [:]

    /// How many lists have a number.
    var count: Int { numbers.count }

    /// The number of `values` (1 and up), given at its first use.
    mutating func number(_ values: [Double?]) -> Int32 {
        if let known = numbers[values] { return known }
        let next = Int32(numbers.count + 1)
        numbers[values] = next
        return next
    }
}

/// The sizing cache: a cached answer is valid for a node, a proposal and the scope values the
/// node reads (R0.4), for as long as the tree lives.
///
/// Each node's first answer sits in a slot of its own, in one array by node index, and its
/// further answers in one shared store, chained newest first; all are searched in order: a
/// layout asks a node a handful of proposals (a stack's 0, infinity and share), so a short
/// scan beats hashing a key, and nothing is allocated per node. A prepared tree laid out at
/// many windows would pile up answers, so past `perNode` answers one from an earlier layout is
/// overwritten in place (dropping an answer only costs its recomputation, never a wrong
/// size); answers of the layout under way are never dropped, so deep nesting stays linear
/// within a layout.
///
/// The store grows by fixed blocks rather than by doubling one array: a doubling array holds
/// up to twice what it needs and, while it grows, the old and the new copy at once (on a flat
/// stack of 100,000 views that was 77 MB of the layout's peak for 30 MB of answers). Entries
/// are plain values (the scope values as their number, `ScopeKeys`), read and written in place
/// through pointers.
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
        /// The number of the scope values the answer was computed for (`ScopeKeys`; 0: none);
        /// -1 marks a node's empty first slot.
        var scope: Int32
        /// The layout that computed or last read it.
        var generation: Int32
        /// The node's next (older) answer in the store, or -1.
        var next: Int32

        func answers(_ width: Double, _ height: Double, _ scope: Int32) -> Bool {
            // NaN == NaN is false: an unspecified side is compared by its bits.
            self.scope == scope && proposalWidth.bitPattern == width.bitPattern && proposalHeight.bitPattern == height.bitPattern
        }

        static func stored(_ value: Double?) -> Double { value.map { $0 == 0 ? 0 : $0 } ?? .nan }
    }

    /// How many answers a node keeps before replacing those of earlier layouts.
    static let perNode = 16
    /// Entries per block of the store (a power of two).
    private static let blockShift = 12
    private static let blockSize = 1 << blockShift
    private static let blockMask = blockSize - 1
    /// Each node's first answer, by node index (scope -1 when it has none).
    private let firsts: UnsafeMutableBufferPointer<Entry>
    /// Blocks of `blockSize` entries; all full but the last, which holds the rest.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Entry>] = []
    @exclusivity(unchecked) private var entryCount = 0
    /// Each node's newest answer in the store, or -1, in storage the cache owns (an array
    /// property's element write checked the array's uniqueness each time).
    private let heads: UnsafeMutableBufferPointer<Int32>
    /// The layout under way (the prepared tree's count of layouts).
    @exclusivity(unchecked) private(set) var generation: Int32 = 0

    init(count: Int) {
        heads = .allocate(capacity: count)
        heads.initialize(repeating: -1)
        firsts = .allocate(capacity: count)
        firsts.initialize(repeating: Entry(proposalWidth: 0, proposalHeight: 0, size: .zero, scope: -1, generation: 0, next: -1))
    }

    deinit {
        for block in blocks { block.deallocate() }
        heads.deallocate()
        firsts.deallocate()
    }

    /// Starts the next layout.
    func nextGeneration() { generation += 1 }

    /// Forgets every answer (the scope numbers they were keyed by are given anew).
    func clear() {
        for block in blocks { block.deallocate() }
        blocks = []
        entryCount = 0
        for i in heads.indices { heads[i] = -1 }
        for i in firsts.indices { firsts[i].scope = -1 }
    }

    /// Entry `i` of the store, in place.
    private func entry(_ i: Int) -> UnsafeMutablePointer<Entry> {
        blocks[i >> Self.blockShift] + (i & Self.blockMask)
    }

    // Out of line, as is `store`: `LayoutPass.size` is on the recursion as deep as the tree.
    @inline(never)
    func answer(_ node: Int, _ proposal: ProposedSize, _ scope: Int32) -> Size? {
        let width = Entry.stored(proposal.width)
        let height = Entry.stored(proposal.height)
        let first = firsts.baseAddress! + node
        if first.pointee.answers(width, height, scope) {
            first.pointee.generation = generation
            return first.pointee.size
        }
        var i = Int(heads[node])
        while i >= 0 {
            let candidate = entry(i)
            if candidate.pointee.answers(width, height, scope) {
                candidate.pointee.generation = generation
                return candidate.pointee.size
            }
            i = Int(candidate.pointee.next)
        }
        return nil
    }

    @inline(never)
    func store(_ node: Int, _ proposal: ProposedSize, _ scope: Int32, _ size: Size) {
        let made = Entry(
            proposalWidth: Entry.stored(proposal.width), proposalHeight: Entry.stored(proposal.height), size: size, scope: scope,
            generation: generation, next: -1)
        let first = firsts.baseAddress! + node
        if first.pointee.scope < 0 {
            first.pointee = made
            return
        }
        // Past `perNode` answers, overwrite the oldest-listed one of an earlier layout (the
        // first slot is the oldest of all).
        var count = 1
        var stale: UnsafeMutablePointer<Entry>? = nil
        var i = Int(heads[node])
        while i >= 0 {
            count += 1
            let listed = entry(i)
            if listed.pointee.generation != generation { stale = listed }
            i = Int(listed.pointee.next)
        }
        if first.pointee.generation != generation { stale = first }
        if count >= Self.perNode, let stale {
            let next = stale.pointee.next
            stale.pointee = made
            stale.pointee.next = next
            return
        }
        if entryCount & Self.blockMask == 0 {
            blocks.append(.allocate(capacity: Self.blockSize))
        }
        let slot = blocks[blocks.count - 1] + (entryCount & Self.blockMask)
        slot.initialize(to: made)
        slot.pointee.next = heads[node]
        heads[node] = Int32(entryCount)
        entryCount += 1
    }
}

/// Where a container puts one child: the proposal it places it with, its origin in the
/// container's coordinates, and the scope its content sees.
///
/// Plain values only (the preset children as the number of their list in the pass,
/// `LayoutPass.presetPlacements`), so that the placement worklist copies it without reference
/// counting.
struct ChildPlacement {
    var child: Int
    var proposal: ProposedSize
    var origin: Point
    var scope: Scope
    /// Set when the container decides the child's size itself (a GridRow in a Grid), or knows
    /// the child's answer to `proposal` already (a stack's arrangement, an aligned child).
    var presetSize: Size? = nil
    /// Set (0 and up) when the container also decides where the child's children go (a Grid's
    /// cells): their list in `LayoutPass.presetPlacements`.
    var presetChildren: Int32 = -1
}
