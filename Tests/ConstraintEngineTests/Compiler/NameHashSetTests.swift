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
