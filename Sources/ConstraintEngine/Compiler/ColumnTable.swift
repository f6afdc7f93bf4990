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

    /// More clamps under a clamp than this makes it crowded: the range analysis's budget.
    let crowdLimit: Int

    init(crowdLimit: Int) { self.crowdLimit = crowdLimit }

    var count: Int { clamps.count }
    var isEmpty: Bool { clamps.isEmpty }

    subscript(column: Int) -> ClampSwitch? {
        get { clamps[column] }
        set {
            clamps[column] = newValue
            let reads = newValue.map { clamp in clamp.difference.terms.keys.filter { contains($0) } }
            readings[column] = reads
            let isCrowded = reads.map { reads in reads.contains { crowded($0) } || exceeds(crowdLimit, under: column) }
            crowdedColumns[column] = isCrowded
        }
    }

    /// Whether `column` is a switching clamp's decision.
    func contains(_ column: Int) -> Bool { clamps.contains(column) }

    /// Whether more than `crowdLimit` clamps lie under the clamp at `column` (false for a
    /// column that is not a clamp).
    func crowded(_ column: Int) -> Bool { crowdedColumns[column] ?? false }

    /// Whether more than `limit` clamps lie under `column`, counting it: a walk of at most
    /// `limit + 1` of them (made once per clamp, when none it reads is crowded already).
    private func exceeds(_ limit: Int, under column: Int) -> Bool {
        var seen: Set<Int> = []
        var stack = [column]
        while let decision = stack.popLast() {
            guard seen.insert(decision).inserted else { continue }
            if seen.count > limit { return true }
            stack.append(contentsOf: reads(decision).filter { !seen.contains($0) })
        }
        return false
    }

    /// The clamps whose decisions the switch of the clamp at `column` reads, in column order
    /// (none for a column that is not a clamp).
    func reads(_ column: Int) -> [Int] { readings[column] ?? [] }

    func makeIterator() -> AnyIterator<(key: Int, value: ClampSwitch)> { clamps.makeIterator() }
}
