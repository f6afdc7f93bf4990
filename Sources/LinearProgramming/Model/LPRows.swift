/// The rows of a linear program, field by field, with the coefficients of every row in one
/// compressed-row store.
///
/// Why not `[LPRow]`: each `LPRow` owns its own terms array, so every pass over a model (handing
/// it to GLPK, validating it) chased one heap object and one reference count per row, measured
/// at 3-20 ns a row: as much as GLPK's own loading on models of 1,000-10,000 views. Here the
/// terms of row `i` are `termColumns[starts[i]..<starts[i + 1]]` with the matching
/// `termCoefficients`, so such a pass reads a few flat arrays front to back.
///
/// It is a mutable, range-replaceable collection of `LPRow` values: `rows[i]` assembles one row,
/// `rows[i].bounds = b` changes one in place, `rows.append(row)` and `rows += more` add rows.
/// Replacing a row's terms by a different number of terms moves every later term; build a new
/// collection instead when many rows change that way.
public struct LPRows: Sendable, Hashable {
    /// Row names and origins, written or made when first read (`LPDeferredLabels`).
    private var store = LPLabelStore(.rows)
    /// Row names, one per row, spelt when read.
    public var labels: [LPName] { store.labels }
    /// Row names as they read, one per row (spells every one: `name(of:)` reads one).
    public var names: [String] { labels.map(\.description) }
    /// Row `i`'s name as it reads.
    public func name(of i: Int) -> String { labels[i].description }
    /// Row origins (what made each row), one per row, spelt when read.
    public var sources: [LPOrigin?] { store.sources }
    /// Row origins as they read, one per row (spells every one: `origin(of:)` reads one).
    public var origins: [String?] { sources.map { $0?.description } }
    /// Row `i`'s origin as it reads.
    public func origin(of i: Int) -> String? { sources[i]?.description }
    /// Row bounds, one per row.
    public var bounds: [LPBounds] { didSet { precondition(bounds.count == starts.count - 1, "one bounds per row") } }
    /// Where each row's terms start in `termColumns` and `termCoefficients`, plus the end.
    public private(set) var starts: [Int] = [0]
    /// The column of every term, row after row.
    public private(set) var termColumns: [Int] = []
    /// The coefficient of every term, row after row.
    public private(set) var termCoefficients: [Double] = []

    /// No rows.
    public init() { bounds = [] }

    /// The given rows.
    public init(_ rows: some Sequence<LPRow>) {
        self.init()
        for row in rows { append(row) }
    }

    /// The number of coefficients in all rows.
    public var nonzeroCount: Int { termCoefficients.count }

    /// Appends a row.
    public mutating func append(_ row: LPRow) {
        append(row.label, source: row.source, bounds: row.bounds) { columns, coefficients in
            for term in row.terms {
                columns.append(term.column)
                coefficients.append(term.coefficient)
            }
        }
    }

    /// Appends a row `bounds.lower <= sum(coefficient * column) <= bounds.upper` without making
    /// an `LPRow` first.
    public mutating func append(_ name: String, _ terms: [(Int, Double)], _ bounds: LPBounds, origin: String? = nil) {
        append(LPName(name), source: origin.map { LPOrigin($0) }, bounds: bounds) { columns, coefficients in
            for (column, coefficient) in terms {
                columns.append(column)
                coefficients.append(coefficient)
            }
        }
    }

    /// The rows given field by field, as this type stores them: row `i` is `labels[i]`,
    /// `sources[i]`, `bounds[i]` and the terms `starts[i]..<starts[i + 1]` of `termColumns` and
    /// `termCoefficients`. A compiler that holds its rows in its own form hands them over this
    /// way, in one piece: an `LPRow` per row was an allocation, a copy and a release each.
    public init(labels: [LPName], sources: [LPOrigin?], bounds: [LPBounds], starts: [Int], termColumns: [Int], termCoefficients: [Double]) {
        precondition(sources.count == labels.count && bounds.count == labels.count && starts.count == labels.count + 1, "one name, origin and bounds per row")
        precondition(starts.first == 0 && starts.last == termColumns.count && termCoefficients.count == termColumns.count, "terms from 0 to the last")
        store = LPLabelStore(.rows, names: labels, sources: sources)
        self.bounds = bounds
        self.starts = starts
        self.termColumns = termColumns
        self.termCoefficients = termCoefficients
    }

    /// The rows given field by field, their names and origins made when first read (as
    /// `init(labels:sources:bounds:starts:termColumns:termCoefficients:)` otherwise).
    public init(bounds: [LPBounds], starts: [Int], termColumns: [Int], termCoefficients: [Double], labels: any LPDeferredLabels) {
        precondition(starts.count == bounds.count + 1, "one bounds per row")
        precondition(starts.first == 0 && starts.last == termColumns.count && termCoefficients.count == termColumns.count, "terms from 0 to the last")
        store = LPLabelStore(.rows, deferred: labels)
        self.starts = starts
        self.bounds = bounds
        self.termColumns = termColumns
        self.termCoefficients = termCoefficients
    }

    /// These rows' names and origins over other numbers (`folding`): made when first read
    /// if these rows' are.
    func relabelling(bounds: [LPBounds], starts: [Int], termColumns: [Int], termCoefficients: [Double]) -> LPRows {
        var rows = LPRows()
        rows.store = store
        rows.starts = starts
        rows.bounds = bounds
        rows.termColumns = termColumns
        rows.termCoefficients = termCoefficients
        return rows
    }

    private mutating func append(
        _ name: LPName, source: LPOrigin?, bounds rowBounds: LPBounds,
        terms: (inout [Int], inout [Double]) -> Void
    ) {
        terms(&termColumns, &termCoefficients)
        store.append(name, source)
        starts.append(termColumns.count)
        bounds.append(rowBounds)
    }

    /// The terms of row `i`.
    public func terms(of i: Int) -> [LPTerm] {
        (starts[i]..<starts[i + 1]).map { LPTerm(termColumns[$0], termCoefficients[$0]) }
    }

    /// Row `i`'s activity for the given column values.
    public func activity(of i: Int, _ values: [Double]) -> Double {
        (starts[i]..<starts[i + 1]).reduce(0) { $0 + termCoefficients[$1] * values[termColumns[$1]] }
    }
}

extension LPRows: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    /// Row indices start at 0, matching GLPK's row order minus one.
    public var startIndex: Int { 0 }
    /// One past the last row: the number of rows.
    public var endIndex: Int { bounds.count }

    /// The rows written as an array literal, in order.
    public init(arrayLiteral rows: LPRow...) { self.init(rows) }

    /// Row `i` as a value; setting it replaces the row (its terms move later terms only when
    /// their number changes).
    public subscript(i: Int) -> LPRow {
        get { LPRow(label: labels[i], terms: terms(of: i), bounds: bounds[i], source: sources[i]) }
        set {
            store.set(i, newValue.label, newValue.source)
            bounds[i] = newValue.bounds
            let range = starts[i]..<starts[i + 1]
            if range.count == newValue.terms.count {
                for (k, term) in zip(range, newValue.terms) {
                    termColumns[k] = term.column
                    termCoefficients[k] = term.coefficient
                }
                return
            }
            termColumns.replaceSubrange(range, with: newValue.terms.map(\.column))
            termCoefficients.replaceSubrange(range, with: newValue.terms.map(\.coefficient))
            let shift = newValue.terms.count - range.count
            for k in (i + 1)..<starts.count { starts[k] += shift }
        }
    }

    /// Replaces a run of rows; appending is cheap, anything else rebuilds the term store once.
    public mutating func replaceSubrange(_ subrange: Range<Int>, with rows: some Collection<LPRow>) {
        if subrange.isEmpty && subrange.lowerBound == endIndex {
            for row in rows { append(row) }
            return
        }
        var rebuilt = LPRows()
        for i in 0..<subrange.lowerBound { rebuilt.append(self[i]) }
        for row in rows { rebuilt.append(row) }
        for i in subrange.upperBound..<endIndex { rebuilt.append(self[i]) }
        self = rebuilt
    }

    /// Reserves room for `rows` rows (not their terms), before a known number of appends.
    public mutating func reserveCapacity(_ rows: Int) {
        store.reserveCapacity(rows)
        bounds.reserveCapacity(rows)
        starts.reserveCapacity(rows + 1)
    }
}
