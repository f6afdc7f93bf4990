@testable import ConstraintEngine
import Testing

/// A table by column reads like the dictionary it replaces (`ColumnTable`): values set and
/// cleared at any column, counted, iterated in column order, taken out once.
@Suite("Relation encoding: tables by column")
struct ColumnTableTests {
    @Test("set, read, count, iterate in column order, remove")
    func dictionaryReading() {
        var table = ColumnTable<String>()
        #expect(table.isEmpty)
        #expect(table[7] == nil)
        // Columns set out of order and past the end; iteration is by column.
        table[9] = "nine"
        table[3] = "three"
        table[5] = "five"
        #expect(table.count == 3)
        #expect(table.map(\.key) == [3, 5, 9])
        #expect(table.map(\.value) == ["three", "five", "nine"])
        #expect(table.contains(5) && !table.contains(4) && !table.contains(100))
        // Setting nil past the end changes nothing; overwriting keeps the count.
        table[50] = nil
        table[3] = "THREE"
        #expect(table.count == 3 && table[3] == "THREE")
        // Taken out once: the second removal finds nothing.
        #expect(table.removeValue(forKey: 5) == "five")
        #expect(table.removeValue(forKey: 5) == nil)
        #expect(table.removeValue(forKey: 1_000) == nil)
        #expect(table.count == 2 && table.map(\.key) == [3, 9])
        table[3] = nil
        table[9] = nil
        #expect(table.isEmpty)
    }
}
