/// The names a program has used, as their 64-bit spelling hashes (`LPName.spellingHash`),
/// in an open-addressing table probed linearly.
///
/// The hashes are FNV-1a of the names' bytes already, so a slot is the hash's top bits after
/// one multiplication (Fibonacci hashing, which spreads names that differ in a digit):
/// `Set<UInt64>` ran each through the standard hasher (SipHash) again, at every row and
/// column a pass names.
///
/// Why not a `FoldedTable<UInt64, Void>`, which probes the same way: its slots hold indices
/// into entries kept in the order they were added (a key, its fold, its value: three arrays,
/// two loads per probe), where these slots hold the hashes themselves (one array, one load).
/// Measured in session 13 with the table in its place: cold solves 1.9-2.3% more instructions
/// (toolbar 3.14 -> 3.20 M, settings-list 11.28 -> 11.54 M, calendar-strip 12.70 -> 12.91 M).
struct NameHashSet {
    /// Each slot a hash, or `empty`; at most half full.
    private var slots: [UInt64]
    /// 64 less the number of bits of a slot's index.
    private var shift: UInt64
    private(set) var count = 0

    /// The marker of an empty slot; a hash equal to it is stored as `emptyStandIn` (the two
    /// then count as one hash, which at worst gives a name a suffix it did not need, as any
    /// collision of the hashes does: names stay unique).
    private static let empty: UInt64 = 0
    private static let emptyStandIn: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A table for about `capacity` hashes before it grows.
    init(capacity: Int = 0) {
        var bits: UInt64 = 4
        while (1 << bits) < 2 * capacity { bits += 1 }
        slots = [UInt64](repeating: Self.empty, count: 1 << bits)
        shift = 64 - bits
    }

    /// The first slot to probe for `value`.
    private func home(_ value: UInt64) -> Int { Int(truncatingIfNeeded: (value &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// Inserts `hash`; false when it was there already.
    mutating func insert(_ hash: UInt64) -> Bool {
        let (slot, found) = probe(hash)
        if found { return false }
        slots[slot] = Self.stored(hash)
        count += 1
        if 2 * count > slots.count { grow() }
        return true
    }

    /// Whether `hash` is in the table.
    func contains(_ hash: UInt64) -> Bool { probe(hash).found }

    /// The slot holding `hash`, or the empty slot where it would go.
    @inline(__always) private func probe(_ hash: UInt64) -> (slot: Int, found: Bool) {
        let value = Self.stored(hash)
        let mask = slots.count - 1
        var slot = home(value)
        while slots[slot] != Self.empty {
            if slots[slot] == value { return (slot, true) }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    /// What the table stores for `hash` (an empty slot's marker is stored as its stand-in).
    private static func stored(_ hash: UInt64) -> UInt64 { hash == empty ? emptyStandIn : hash }

    /// Twice the slots, every hash placed again.
    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: Self.empty, count: 2 * old.count)
        shift -= 1
        let mask = slots.count - 1
        for value in old where value != Self.empty {
            var slot = home(value)
            while slots[slot] != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = value
        }
    }
}
