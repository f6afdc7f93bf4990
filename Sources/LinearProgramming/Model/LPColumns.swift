/// The columns of a linear program, field by field.
///
/// Why not `[LPColumn]`: a column value carries two strings, so a pass that reads only bounds,
/// costs and kinds (handing the model to GLPK) strode over 64 bytes and the strings' storage per
/// column. Here each field is its own array and such a pass reads just the arrays it needs.
/// It is a mutable, range-replaceable collection of `LPColumn` values: `columns[j]` assembles one
/// column, `columns[j].bounds = b` changes one in place.
public struct LPColumns: Sendable, Hashable {
    /// Column names and origins, written or made when first read (`LPDeferredLabels`).
    private var store = LPLabelStore(.columns)
    /// Column names, one per column, spelt when read.
    public var labels: [LPName] { store.labels }
    /// Column names as they read, one per column (spells every one: `name(of:)` reads one).
    public var names: [String] { labels.map(\.description) }
    /// Column `j`'s name as it reads.
    public func name(of j: Int) -> String { labels[j].description }
    /// Column origins (what made each column), one per column, spelt when read.
    public var sources: [LPOrigin?] { store.sources }
    /// Column origins as they read, one per column (spells every one: `origin(of:)` reads one).
    public var origins: [String?] { sources.map { $0?.description } }
    /// Column `j`'s origin as it reads.
    public func origin(of j: Int) -> String? { sources[j]?.description }
    /// Column bounds, one per column.
    public private(set) var bounds: [LPBounds] = []
    /// Column kinds, one per column.
    public private(set) var kinds: [LPColumnKind] = []
    /// Objective coefficients, one per column.
    public var objectives: [Double] { didSet { precondition(objectives.count == bounds.count, "one objective per column") } }

    /// No columns.
    public init() { objectives = [] }

    /// The columns given field by field, their names and origins made when first read; a
    /// binary one's bounds intersected with `0...1`, as every column's are.
    public init(bounds: [LPBounds], kinds: [LPColumnKind], objectives: [Double], labels: any LPDeferredLabels) {
        precondition(kinds.count == bounds.count && objectives.count == bounds.count, "one kind and objective per column")
        store = LPLabelStore(.columns, deferred: labels)
        var bounds = bounds
        for j in kinds.indices where kinds[j] == .binary { bounds[j] = bounds[j].kept(for: .binary) }
        self.bounds = bounds
        self.kinds = kinds
        self.objectives = objectives
    }

    /// The given columns.
    public init(_ columns: some Sequence<LPColumn>) {
        self.init()
        for column in columns { append(column) }
    }

    /// Appends a column.
    public mutating func append(_ column: LPColumn) {
        store.append(column.label, column.source)
        bounds.append(column.bounds)
        kinds.append(column.kind)
        objectives.append(column.objective)
    }

    /// Appends a column given field by field, as `LPColumn(label:bounds:kind:objective:source:)`
    /// makes it (a binary one's bounds intersected with `0...1`), without making the column.
    public mutating func append(label: LPName, source: LPOrigin?, bounds: LPBounds, kind: LPColumnKind, objective: Double) {
        store.append(label, source)
        self.bounds.append(bounds.kept(for: kind))
        kinds.append(kind)
        objectives.append(objective)
    }
}

extension LPColumns: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    /// Column indices start at 0, matching GLPK's column order minus one.
    public var startIndex: Int { 0 }
    /// One past the last column: the number of columns.
    public var endIndex: Int { bounds.count }

    /// The columns written as an array literal, in order.
    public init(arrayLiteral columns: LPColumn...) { self.init(columns) }

    /// Column `j` as a value; setting it replaces the column's fields as given.
    public subscript(j: Int) -> LPColumn {
        get {
            var column = LPColumn(label: labels[j], bounds: bounds[j], kind: .continuous, objective: objectives[j], source: sources[j])
            column.kind = kinds[j]
            return column
        }
        set {
            store.set(j, newValue.label, newValue.source)
            bounds[j] = newValue.bounds
            kinds[j] = newValue.kind
            objectives[j] = newValue.objective
        }
    }

    /// Changes column `j`'s bounds (and, given, its kind) and nothing else. Setting
    /// `columns[j]` writes every field, which copies the names and origins of a model that
    /// shares them with another (a piece's program fixed at one window, copied per solve).
    public mutating func set(bounds: LPBounds, kind: LPColumnKind? = nil, of j: Int) {
        let kind = kind ?? kinds[j]
        self.bounds[j] = bounds.kept(for: kind)
        if kinds[j] != kind { kinds[j] = kind }
    }

    /// Replaces a run of columns, field by field.
    public mutating func replaceSubrange(_ subrange: Range<Int>, with columns: some Collection<LPColumn>) {
        store.replaceSubrange(subrange, names: columns.map(\.label), sources: columns.map(\.source))
        bounds.replaceSubrange(subrange, with: columns.map(\.bounds))
        kinds.replaceSubrange(subrange, with: columns.map(\.kind))
        objectives.replaceSubrange(subrange, with: columns.map(\.objective))
    }

    /// Reserves room for `columns` columns in every field, before a known number of appends.
    public mutating func reserveCapacity(_ columns: Int) {
        store.reserveCapacity(columns)
        bounds.reserveCapacity(columns)
        kinds.reserveCapacity(columns)
        objectives.reserveCapacity(columns)
    }
}
