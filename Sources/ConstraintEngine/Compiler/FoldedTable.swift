/// A key that hashes as one folded word (`LinearForm.fold`, `FormTerms.folded(into:)`).
protocol FoldedKey: Equatable {
    /// The key's parts folded into one word: equal keys fold equally.
    var folded: UInt64 { get }
}

/// A pass's table from keys that fold into one word (sizing keys, ties, shared clamps,
/// walks), read and written like the `Dictionary` it replaces: open addressing, probed
/// linearly, entries kept in the order they were added.
///
/// Why not `Dictionary`: two costs every cold solve paid.
/// - The first `Dictionary` or `Set` keyed by a type of this module in a process makes the
///   Swift runtime check that the key type is `Hashable` (instantiating the storage's generic
///   metadata) by scanning every protocol conformance the process has loaded, about 19,000
///   records and 0.3 M instructions per key type: six key types were nearly a tenth of a small
///   model's cold solve (toolbar's). The table states no requirement on its parameters, only
///   on its methods, so its metadata, when the runtime needs it, checks no conformance.
/// - Each lookup ran the folded word through the standard hasher (SipHash) again; here the
///   slot is the word's top bits after one multiplication (Fibonacci hashing).
struct FoldedTable<Key, Value> {
    /// Each slot an entry's index plus one, or 0 when empty; at most half full.
    private var slots: [Int32]
    /// 64 less the number of bits of a slot's index.
    private var shift: UInt64
    /// The entries, in the order they were added: each key's folded word, the key, its value.
    private var folds: [UInt64] = []
    private var keys: [Key] = []
    private var values: [Value] = []

    /// A table for about `capacity` entries before it grows; with no capacity, the first entry
    /// allocates (as an empty `Dictionary`: most of a builder's tables stay empty).
    init(capacity: Int = 0) {
        slots = []
        shift = 64
        if capacity > 0 { allocate(capacity) }
    }

    private mutating func allocate(_ capacity: Int) {
        var bits: UInt64 = 3
        while (1 << bits) < 2 * capacity { bits += 1 }
        slots = [Int32](repeating: 0, count: 1 << bits)
        shift = 64 - bits
        folds.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    var count: Int { keys.count }

    /// Every entry removed; the room stays for the next ones.
    mutating func removeAll() {
        guard !keys.isEmpty else { return }
        for slot in slots.indices { slots[slot] = 0 }
        folds.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// The first slot to probe for a folded word.
    @inline(__always) private func home(_ fold: UInt64) -> Int {
        Int(truncatingIfNeeded: (fold &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Adds an entry whose key is not in the table, its index into `slot` (the empty slot the
    /// probe ended at).
    private mutating func add(_ key: Key, _ fold: UInt64, _ value: Value, at slot: Int) {
        var slot = slot
        if slots.isEmpty {
            allocate(1)
            slot = home(fold)
        }
        folds.append(fold)
        keys.append(key)
        values.append(value)
        slots[slot] = Int32(truncatingIfNeeded: keys.count)
        if 2 * keys.count > slots.count { grow() }
    }

    /// Twice the slots, every entry placed again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        shift -= 1
        let mask = slots.count - 1
        for (index, fold) in folds.enumerated() {
            var slot = home(fold)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index + 1)
        }
    }
}

extension FoldedTable where Key: FoldedKey {
    /// The entry holding `key` (its index), or the empty slot where it would go.
    @inline(__always) private func probe(_ key: Key, _ fold: UInt64) -> (slot: Int, entry: Int) {
        if slots.isEmpty { return (0, -1) }
        let mask = slots.count - 1
        var slot = home(fold)
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 || (folds[entry] == fold && keys[entry] == key) { return (slot, entry) }
            slot = (slot + 1) & mask
        }
    }

    /// The value for `key`, or nil.
    subscript(key: Key) -> Value? {
        let entry = probe(key, key.folded).entry
        return entry < 0 ? nil : values[entry]
    }

    /// Sets `key`'s value, adding the key if it is new (as `Dictionary.updateValue`, without
    /// the old value).
    mutating func updateValue(_ value: Value, forKey key: Key) {
        let fold = key.folded
        let (slot, entry) = probe(key, fold)
        if entry < 0 { add(key, fold, value, at: slot) } else { values[entry] = value }
    }
}

extension FoldedTable where Key: FoldedKey {
    /// The table with every key replaced by `transform`'s, in the order the entries were
    /// added; where two keys become one, the first entry's value stays.
    func rekeyed(_ transform: (Key) -> Key) -> FoldedTable {
        var table = FoldedTable(capacity: keys.count)
        for index in keys.indices {
            let key = transform(keys[index])
            let fold = key.folded
            let (slot, entry) = table.probe(key, fold)
            if entry < 0 { table.add(key, fold, values[index], at: slot) }
        }
        return table
    }
}

extension FoldedTable where Key: FoldedKey, Value == Void {
    /// Adds `key`; false when it was there already (as `Set.insert`'s `inserted`).
    @discardableResult
    mutating func insert(_ key: Key) -> Bool {
        let fold = key.folded
        let (slot, entry) = probe(key, fold)
        guard entry < 0 else { return false }
        add(key, fold, (), at: slot)
        return true
    }

    /// Whether `key` is in the table.
    func contains(_ key: Key) -> Bool { probe(key, key.folded).entry >= 0 }
}
