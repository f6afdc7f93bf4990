@testable import ConstraintEngine
import Testing

/// The set of names a program has used, as spelling hashes (`NameHashSet`).
@Suite("Relation encoding: the names used, as hashes")
struct NameHashSetTests {
    @Test("a hash inserts once, and every hash stays found as the table grows")
    func insertsOnceAndGrows() {
        var set = NameHashSet(capacity: 4)
        let first = set.insert(42)
        let again = set.insert(42)
        #expect(first && !again)
        // 5,000 hashes of the shape FNV-1a gives names that differ in a digit (consecutive
        // multiples of the FNV prime), far past the 16 slots it started with.
        let hashes = (0..<5_000).map { UInt64($0) &* 0x0000_0100_0000_01B3 ^ 0xCBF2_9CE4_8422_2325 }
        var inserted = 0
        for hash in hashes where set.insert(hash) { inserted += 1 }
        #expect(inserted == 5_000)
        #expect(set.count == 5_001)
        #expect(hashes.allSatisfy { set.contains($0) })
        var insertedAgain = 0
        for hash in hashes where set.insert(hash) { insertedAgain += 1 }
        #expect(insertedAgain == 0)
        #expect(!set.contains(7))
    }

    @Test("a large table places hashes by group, a group of thousands included, and finds each again as it grows")
    func groups() {
        var set = NameHashSet(capacity: NameHashSet.groupedCapacity)
        #expect(set.grouped)
        #expect(!NameHashSet(capacity: 100).grouped)
        // 2,000 views of 20 names each, then one view of 9,000 (a stack's columns for each of
        // its children), interleaved as a pass makes them: past 8,192 slots the table grows.
        var hashes: [(hash: UInt64, group: Int)] = []
        for view in 0..<2_000 {
            for k in 0..<20 { hashes.append((UInt64(view * 20 + k) &* 0x0000_0100_0000_01B3 ^ 0xCBF2_9CE4_8422_2325, view)) }
            for k in 0..<4 { hashes.append((UInt64(1_000_000 + view * 4 + k) &* 0x0000_0100_0000_01B3, 2_000)) }
        }
        for k in 0..<1_000 { hashes.append((UInt64(2_000_000 + k) &* 0x0000_0100_0000_01B3, 2_000)) }
        var inserted = 0
        for (hash, group) in hashes where set.insert(hash, group: group) { inserted += 1 }
        #expect(inserted == 49_000 && set.count == 49_000)
        #expect(hashes.allSatisfy { set.contains($0.hash, group: $0.group) })
        var insertedAgain = 0
        for (hash, group) in hashes where set.insert(hash, group: group) { insertedAgain += 1 }
        #expect(insertedAgain == 0)
        #expect(!set.contains(7, group: 3))
    }

    @Test("the hash 0 is a hash like any other")
    func zero() {
        var set = NameHashSet()
        #expect(!set.contains(0))
        let first = set.insert(0)
        let again = set.insert(0)
        #expect(first && !again)
        #expect(set.contains(0))
        #expect(set.count == 1)
    }
}
