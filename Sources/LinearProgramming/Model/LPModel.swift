/// Whether the objective is minimised or maximised.
public enum LPSense: Sendable, Hashable {
    case minimize
    case maximize
}

/// A linear program as plain values: named columns, named rows over sparse coefficients and
/// an objective. It knows nothing of layout and nothing of GLPK, so it crosses threads freely.
public struct LPModel: Sendable, Hashable {
    /// A name for exports (`Problem:` line).
    public var name: String
    /// Whether the objective is minimised (the default) or maximised.
    public var sense: LPSense
    /// A constant added to the objective.
    public var objectiveConstant: Double
    /// The columns, stored field by field (see `LPColumns`).
    public var columns: LPColumns
    /// The rows, stored field by field (see `LPRows`).
    public var rows: LPRows

    /// A model with the given columns and rows; an empty one to fill with `addColumn` and `addRow`.
    public init(
        name: String = "lp", sense: LPSense = .minimize, objectiveConstant: Double = 0,
        columns: LPColumns = [], rows: LPRows = []
    ) {
        self.name = name
        self.sense = sense
        self.objectiveConstant = objectiveConstant
        self.columns = columns
        self.rows = rows
    }

    /// Appends a column and returns its index.
    @discardableResult
    public mutating func addColumn(_ column: LPColumn) -> Int {
        columns.append(column)
        return columns.count - 1
    }

    /// Appends a column and returns its index.
    @discardableResult
    public mutating func addColumn(
        _ name: String, bounds: LPBounds = .nonNegative, kind: LPColumnKind = .continuous,
        objective: Double = 0, origin: String? = nil
    ) -> Int {
        addColumn(LPColumn(name, bounds: bounds, kind: kind, objective: objective, origin: origin))
    }

    /// Appends a row and returns its index.
    @discardableResult
    public mutating func addRow(_ row: LPRow) -> Int {
        rows.append(row)
        return rows.count - 1
    }

    /// Appends a row `bounds.lower <= sum(coefficient * column) <= bounds.upper`.
    @discardableResult
    public mutating func addRow(
        _ name: String, _ terms: [(Int, Double)], _ bounds: LPBounds, origin: String? = nil
    ) -> Int {
        rows.append(name, terms, bounds, origin: origin)
        return rows.count - 1
    }

    /// The objective coefficients, one per column.
    public var objective: [Double] { columns.objectives }

    /// Replaces the objective coefficients (missing columns get 0).
    public mutating func setObjective(_ terms: [LPTerm], sense: LPSense, constant: Double = 0) {
        var objectives = [Double](repeating: 0, count: columns.count)
        for term in terms { objectives[term.column] += term.coefficient }
        columns.objectives = objectives
        self.sense = sense
        objectiveConstant = constant
    }

    /// The index of the first column with this name (a linear search).
    public func column(named name: String) -> Int? { columns.names.firstIndex(of: name) }

    /// The index of the first row with this name (a linear search).
    public func row(named name: String) -> Int? { rows.names.firstIndex(of: name) }

    /// Whether any column is integer or binary.
    public var hasIntegerColumns: Bool { columns.kinds.contains { $0 != .continuous } }

    /// The number of nonzero coefficients.
    public var nonzeroCount: Int { rows.nonzeroCount }
}
