/// The switching clamps of one pass, by decision column: a table read like the dictionary it
/// replaces (`switches[column]`), held as an array indexed by column.
///
/// The range analysis asks "is this column a switching clamp?" for every term of every form
/// it walks (`ProgramBuilder.forEachBranch`, `clampsUnder`): as a dictionary each question
/// hashed the column, about a tenth of a cold solve. Iteration is in column order, the order
/// the clamps were made.
struct ClampSwitches: Sequence {
    typealias Element = (key: Int, value: ClampSwitch)

    private var table: [ClampSwitch?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(column: Int) -> ClampSwitch? {
        get { column < table.count ? table[column] : nil }
        set {
            if column >= table.count {
                guard newValue != nil else { return }
                table.append(contentsOf: repeatElement(nil, count: column + 1 - table.count))
            }
            if (table[column] == nil) != (newValue == nil) { count += newValue == nil ? -1 : 1 }
            table[column] = newValue
        }
    }

    /// Whether `column` is a switching clamp.
    func contains(_ column: Int) -> Bool { column < table.count && table[column] != nil }

    func makeIterator() -> AnyIterator<Element> {
        var column = 0
        let table = table
        return AnyIterator {
            while column < table.count {
                defer { column += 1 }
                if let clamp = table[column] { return (column, clamp) }
            }
            return nil
        }
    }
}
