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
                // One nil at a time, not `repeatElement`: its iterator is a generic type whose
                // metadata the runtime instantiates on first use, looking a conformance up
                // (`FoldedTable`). Appends grow the array geometrically; reserving the exact
                // count instead would copy the whole table at every new column.
                while table.count <= column { table.append(nil) }
            }
            if (table[column] == nil) != (newValue == nil) { count += newValue == nil ? -1 : 1 }
            table[column] = newValue
        }
    }

    /// Whether `column` has a value.
    func contains(_ column: Int) -> Bool { column < table.count && table[column] != nil }

    /// One past the highest column the table has room for: every column with a value is below it.
    var capacity: Int { table.count }

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
///
/// A clamp is *crowded* when more than `crowdLimit` clamps lie under it (itself, the clamps
/// its switch reads, theirs, and so on). Clamps are only added in a pass, never removed, so
/// that is known when the clamp is made and stays true: a form reading a crowded clamp has
/// more clamps under it than any range analysis may branch over (`clampsUnder`), without a
/// walk. In a deep chain of paddings each clamp reads the one before, and every range asked
/// of a level walked the 65 clamps below it to find that out.
struct ClampSwitches: Sequence {
    private var clamps = ColumnTable<ClampSwitch>()
    private var readings = ColumnTable<[Int]>()
    private var crowdedColumns = ColumnTable<Bool>()
    /// Which clamps the current walk has seen: a mark per column, the walk's number
    /// (reused from walk to walk, so that a walk allocates nothing).
    private var marks: [Int] = []
    private var generation = 0

    /// More clamps under a clamp than this makes it crowded: the range analysis's budget.
    let crowdLimit: Int

    init(crowdLimit: Int) { self.crowdLimit = crowdLimit }

    var count: Int { clamps.count }
    var isEmpty: Bool { clamps.isEmpty }

    subscript(column: Int) -> ClampSwitch? {
        get { clamps[column] }
        set {
            clamps[column] = newValue
            readings[column] = newValue.map { clamp in clamp.difference.terms.keys.filter { contains($0) } }
            crowdedColumns[column] = newValue == nil ? nil : exceeds(crowdLimit, under: [column])
        }
    }

    /// Whether `column` is a switching clamp's decision.
    func contains(_ column: Int) -> Bool { clamps.contains(column) }

    /// Whether more than `crowdLimit` clamps lie under the clamp at `column` (false for a
    /// column that is not a clamp).
    func crowded(_ column: Int) -> Bool { crowdedColumns[column] ?? false }

    /// Whether more than `limit` clamps lie under `columns` (the clamps among them, the clamps
    /// their switches read, and so on, each counted once). The walk visits at most `limit + 1`
    /// clamps and stops at the first crowded one, which has more than `crowdLimit` under it
    /// already; so `limit` may not exceed `crowdLimit`. The one walk both for a clamp being
    /// made (is it crowded?) and for the range analysis (`ProgramBuilder.clampsUnder`).
    mutating func exceeds(_ limit: Int, under columns: [Int]) -> Bool {
        precondition(limit <= crowdLimit, "a crowded clamp answers only for limits up to crowdLimit")
        if marks.count < clamps.capacity { marks.append(contentsOf: repeatElement(0, count: clamps.capacity - marks.count)) }
        generation += 1
        var stack = columns.filter { contains($0) }
        var seen = 0
        while let decision = stack.popLast() {
            guard marks[decision] != generation else { continue }
            if crowded(decision) { return true }
            marks[decision] = generation
            seen += 1
            if seen > limit { return true }
            for read in reads(decision) where marks[read] != generation { stack.append(read) }
        }
        return false
    }

    /// The clamps whose decisions the switch of the clamp at `column` reads, in column order
    /// (none for a column that is not a clamp).
    func reads(_ column: Int) -> [Int] { readings[column] ?? [] }

    func makeIterator() -> AnyIterator<(key: Int, value: ClampSwitch)> { clamps.makeIterator() }
}
