/// The names a program has used, as their 64-bit spelling hashes (`LPName.spellingHash`),
/// in an open-addressing table probed linearly.
///
/// The hashes are FNV-1a of the names' bytes already, so a slot is found by Fibonacci hashing
/// (one multiplication, which spreads names that differ in a digit), not by SipHash again:
/// `Set<UInt64>` ran each through the standard hasher again, at every row and column a pass
/// names.
///
/// Names come in groups, a view's (`n12_...`): in a large table each hash is placed near its
/// group's, in a window of 16 slots the group's number picks. A view's names are made together, so a program
/// of 64,000 names (a 4,000-node chain) touched a random cache line of a megabyte-sized table
/// at each name, 7% of its compile; now about one per view.
///
/// Why not a `FoldedTable<UInt64, Void>`, which probes the same way: its slots hold indices
/// into entries kept in the order they were added (a key, its fold, its value: three arrays,
/// two loads per probe), where these slots hold the hashes themselves (one array, one load).
/// Measured in session 13 with the table in its place: cold solves 1.9-2.3% more instructions
/// (toolbar 3.14 -> 3.20 M, settings-list 11.28 -> 11.54 M, calendar-strip 12.70 -> 12.91 M).
struct NameHashSet {
    /// Each slot a hash, or `empty`; at most half full.
    private var slots: [UInt64]
    /// Each filled slot's group (`insert`), for placing it again when the table grows; empty
    /// where the table does not group (`grouped`).
    private var groups: [Int32]
    /// Whether hashes are placed by group: only in a table made for more names than fit in a
    /// core's cache (`groupedCapacity`). A small table's random slots cost nothing, and its
    /// groups did (2% more instructions in the gallery's cold solves).
    let grouped: Bool
    /// The capacity from which a table groups: 4,096 names, 64 KB of slots.
    static let groupedCapacity = 4_096
    /// 64 less the number of bits of a slot's index.
    private var shift: UInt64
    private(set) var count = 0

    /// The marker of an empty slot; a hash equal to it is stored as `emptyStandIn` (the two
    /// then count as one hash, which at worst gives a name a suffix it did not need, as any
    /// collision of the hashes does: names stay unique).
    private static let empty: UInt64 = 0
    private static let emptyStandIn: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The slots a group starts in: 16 hashes, two cache lines.
    private static let window = 16

    /// A table for about `capacity` hashes before it grows.
    init(capacity: Int = 0) {
        var bits: UInt64 = 4
        while (1 << bits) < 2 * capacity { bits += 1 }
        slots = [UInt64](repeating: Self.empty, count: 1 << bits)
        grouped = capacity >= Self.groupedCapacity
        groups = grouped ? [Int32](repeating: 0, count: 1 << bits) : []
        shift = 64 - bits
    }

    /// The first slot to probe for `value` of `group`: the group picks a window of 16 slots,
    /// the hash a slot in it (in a table that does not group, the hash picks the slot).
    private func home(_ value: UInt64, _ group: Int32) -> Int {
        guard grouped else { return scattered(value) }
        let window = (UInt64(UInt32(bitPattern: group)) &* 0x9E37_79B9_7F4A_7C15) >> shift
        let offset = (value &* 0x9E37_79B9_7F4A_7C15) >> 60
        return Int(truncatingIfNeeded: (window & ~UInt64(Self.window - 1)) | offset)
    }

    /// Inserts `hash`; false when it was there already. Equal hashes must come with equal
    /// groups (a name's group is read from its spelling: `LPName.spelledNumber`); a table that
    /// does not group ignores them.
    mutating func insert(_ hash: UInt64, group: Int = 0) -> Bool {
        let group = grouped ? Int32(truncatingIfNeeded: group) : 0
        let (slot, found) = probe(hash, group)
        if found { return false }
        slots[slot] = Self.stored(hash)
        if grouped { groups[slot] = group }
        count += 1
        if 2 * count > slots.count { grow() }
        return true
    }

    /// Whether `hash` of `group` is in the table.
    func contains(_ hash: UInt64, group: Int = 0) -> Bool {
        probe(hash, grouped ? Int32(truncatingIfNeeded: group) : 0).found
    }

    /// The slot holding `hash`, or the empty slot where it would go.
    ///
    /// In a grouped table the probe leaves its group's slots after `groupRun` of them for the
    /// slot the hash alone picks: a group of thousands of names (a stack's columns for each of
    /// its 2,000 children) would otherwise run on from one window, each name probing past all
    /// the others. Insertion and lookup follow the same sequence, and nothing is removed, so
    /// an empty slot on it still means absent.
    @inline(__always) private func probe(_ hash: UInt64, _ group: Int32) -> (slot: Int, found: Bool) {
        let value = Self.stored(hash)
        let mask = slots.count - 1
        var slot = home(value, group)
        var steps = 0
        while slots[slot] != Self.empty {
            if slots[slot] == value { return (slot, true) }
            steps += 1
            slot = grouped && steps == Self.groupRun ? scattered(value) : (slot + 1) & mask
        }
        return (slot, false)
    }

    /// The slots a probe reads near its group's window before it goes where the hash alone
    /// points (`probe`).
    private static let groupRun = 32

    /// The slot the hash alone picks.
    private func scattered(_ value: UInt64) -> Int { Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// What the table stores for `hash` (an empty slot's marker is stored as its stand-in).
    private static func stored(_ hash: UInt64) -> UInt64 { hash == empty ? emptyStandIn : hash }

    /// Twice the slots, every hash placed again.
    private mutating func grow() {
        let old = slots
        let oldGroups = groups
        slots = [UInt64](repeating: Self.empty, count: 2 * old.count)
        if grouped { groups = [Int32](repeating: 0, count: 2 * old.count) }
        shift -= 1
        for (index, value) in old.enumerated() where value != Self.empty {
            let group = grouped ? oldGroups[index] : 0
            // The hashes are distinct, so the probe ends at the empty slot where it goes.
            let slot = probe(value, group).slot
            slots[slot] = value
            if grouped { groups[slot] = group }
        }
    }
}
