/// Values of one pass by column: a table read like the dictionary it replaces
/// (`table[column]`), held as an array indexed by column.
///
/// The range analysis asks "is this column a switching clamp?" for every term of every form
/// it walks (`ProgramBuilder.forEachBranch`, `clampsUnder`), and every row written while a
/// probe's clamps wait asks "does it read one?" for each of its terms (`realize`): as
/// dictionaries each question hashed the column, about a tenth of a cold solve for the first.
/// Iteration is in column order, the order the columns were made.
struct ColumnTable<Value>: Sequence {
    typealias Element = (key: Int, value: Value)

    private var table: [Value?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(column: Int) -> Value? {
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

    /// Whether `column` has a value.
    func contains(_ column: Int) -> Bool { column < table.count && table[column] != nil }

    /// Takes `column`'s value out of the table, as `Dictionary.removeValue(forKey:)`.
    mutating func removeValue(forKey column: Int) -> Value? {
        guard let value = self[column] else { return nil }
        self[column] = nil
        return value
    }

    func makeIterator() -> AnyIterator<Element> {
        var column = 0
        let table = table
        return AnyIterator {
            while column < table.count {
                defer { column += 1 }
                if let value = table[column] { return (column, value) }
            }
            return nil
        }
    }
}

/// The switching clamps of one pass, by decision column, with the clamps each one's switch
/// reads.
///
/// The range analysis walks from a clamp to the clamps its switch reads, and on to theirs
/// (`ProgramBuilder.forEachBranch`, `clampsUnder`); read from the clamp, each step copied the
/// clamp (its three forms and origin, retained and released) and asked of every term of its
/// difference whether it is a clamp. The clamps a switch reads are known when the clamp is
/// made (a difference reads earlier columns only, and a column is a clamp from when it is
/// made), so they are listed then, once.
struct ClampSwitches: Sequence {
    private var clamps = ColumnTable<ClampSwitch>()
    private var readings = ColumnTable<[Int]>()

    var count: Int { clamps.count }
    var isEmpty: Bool { clamps.isEmpty }

    subscript(column: Int) -> ClampSwitch? {
        get { clamps[column] }
        set {
            clamps[column] = newValue
            readings[column] = newValue.map { clamp in clamp.difference.terms.keys.filter { contains($0) } }
        }
    }

    /// Whether `column` is a switching clamp's decision.
    func contains(_ column: Int) -> Bool { clamps.contains(column) }

    /// The clamps whose decisions the switch of the clamp at `column` reads, in column order
    /// (none for a column that is not a clamp).
    func reads(_ column: Int) -> [Int] { readings[column] ?? [] }

    func makeIterator() -> AnyIterator<(key: Int, value: ClampSwitch)> { clamps.makeIterator() }
}
