@testable import ConstraintEngine
import Testing

/// A pass's tables of folded keys (`FoldedTable`): read like the dictionaries they replace,
/// a key's fold only choosing where to look, equality deciding.
@Suite("Relation encoding: tables of folded keys")
struct FoldedTableTests {
    /// A key whose fold is chosen by the test: keys that fold alike but differ.
    struct Key: FoldedKey {
        var id: Int
        var fold: UInt64
        var folded: UInt64 { fold }
    }

    @Test("a value is found by its key, replaced by a second update, and absent keys read nil")
    func updatesAndReads() {
        var table = FoldedTable<Key, String>()
        #expect(table[Key(id: 1, fold: 9)] == nil)
        table.updateValue("one", forKey: Key(id: 1, fold: 9))
        table.updateValue("two", forKey: Key(id: 2, fold: 10))
        #expect(table[Key(id: 1, fold: 9)] == "one")
        table.updateValue("uno", forKey: Key(id: 1, fold: 9))
        #expect(table[Key(id: 1, fold: 9)] == "uno")
        #expect(table[Key(id: 2, fold: 10)] == "two")
        #expect(table[Key(id: 3, fold: 9)] == nil)
        #expect(table.count == 2)
    }

    @Test("removing every entry leaves an empty table that takes new entries")
    func removeAll() {
        var table = FoldedTable<Key, Int>()
        for id in 0..<20 { table.updateValue(id, forKey: Key(id: id, fold: UInt64(id % 4))) }
        table.removeAll()
        #expect(table.count == 0)
        #expect((0..<20).allSatisfy { table[Key(id: $0, fold: UInt64($0 % 4))] == nil })
        table.updateValue(7, forKey: Key(id: 3, fold: 3))
        #expect(table[Key(id: 3, fold: 3)] == 7)
        #expect(table.count == 1)
    }

    @Test("keys that fold alike stay apart, and every key stays found as the table grows")
    func collisionsAndGrowth() {
        var table = FoldedTable<Key, Int>(capacity: 2)
        // 3,000 keys: every third folds to the same word, the rest to consecutive words (the
        // shape of forms that differ in one coefficient), far past the 8 slots it started with.
        let keys = (0..<3_000).map { Key(id: $0, fold: $0 % 3 == 0 ? 0xDEAD : UInt64($0)) }
        for key in keys { table.updateValue(key.id * 2, forKey: key) }
        #expect(table.count == 3_000)
        #expect(keys.allSatisfy { table[$0] == $0.id * 2 })
        #expect(table[Key(id: 3_000, fold: 0xDEAD)] == nil)
        #expect(table[Key(id: 1, fold: 2)] == nil)
    }

    @Test("as a set: a key inserts once")
    func insertsOnce() {
        var set = FoldedTable<Key, Void>()
        #expect(!set.contains(Key(id: 1, fold: 0)))
        let first = set.insert(Key(id: 1, fold: 0))
        let again = set.insert(Key(id: 1, fold: 0))
        let other = set.insert(Key(id: 2, fold: 0))
        #expect(first && !again && other)
        #expect(set.contains(Key(id: 1, fold: 0)) && set.contains(Key(id: 2, fold: 0)))
        #expect(set.count == 2)
    }

    @Test("the pass's keys as tables hold them: shared clamps in both orders, forms equal but made apart")
    func passKeys() {
        let w = LinearForm(variable: 0)
        let column = LinearForm(constant: 4, terms: [2: 0.5, 7: -1])
        var minimums = FoldedTable<ProgramBuilder.MinimumKey, LinearForm>()
        minimums.updateValue(column, forKey: ProgramBuilder.MinimumKey(a: w, b: column))
        #expect(minimums[ProgramBuilder.MinimumKey(a: LinearForm(variable: 0), b: LinearForm(constant: 4, terms: [7: -1, 2: 0.5]))] == column)
        #expect(minimums[ProgramBuilder.MinimumKey(a: column, b: w)] == nil)
        var forms = FoldedTable<LinearForm, Int>()
        forms.updateValue(1, forKey: LinearForm(0))
        #expect(forms[LinearForm(-0.0)] == 1)
    }
}
