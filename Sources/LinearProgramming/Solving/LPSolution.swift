/// How good the returned point is.
public enum LPStatus: Sendable, Hashable {
    /// Proved optimal (for a MIP: within the requested gap).
    case optimal
    /// Feasible but not proved optimal: a time or iteration limit stopped the solver.
    case feasible
}

/// A solve's answer as plain values: the point, activities, duals, basis.
public struct LPSolution: Sendable, Hashable {
    /// Whether the point is proved optimal or only feasible.
    public var status: LPStatus
    /// The objective's value at the point, its constant included.
    public var objective: Double
    /// One value per column, in model order.
    public var columnValues: [Double]
    /// One activity (sum of terms) per row, in model order.
    public var rowActivities: [Double]
    /// Row duals (shadow prices), when the solve produced them: simplex and interior point
    /// at an optimum, or a MIP after polishing.
    public var rowDuals: [Double]?
    /// Column reduced costs, when duals exist.
    public var reducedCosts: [Double]?
    /// The final simplex basis, to warm-start a rebuilt problem (nil after interior point or
    /// an unpolished MIP).
    public var basis: LPBasis?
    /// Simplex iterations this solve took.
    public var iterations: Int
    /// Whether a kept problem answered from its last optimal basis without running the simplex
    /// (`SolveOptions.reuseOptimalBasis`).
    public var reusedBasis: Bool
    /// Whether a cold solve was answered from the basis the program's structure names, without
    /// the presolver or the simplex (`SolveOptions.structuralStart`).
    public var structuralStart = false
    /// Per column of `SolveOptions.slopesOf`, in that order: how every column and row changes
    /// per unit of it under the final basis; nil where it was basic or the basis is unknown.
    public var slopes: [LPSlopes?] = []

    /// A solution from its parts; solvers make these, tests build them by hand.
    public init(
        status: LPStatus, objective: Double, columnValues: [Double], rowActivities: [Double],
        rowDuals: [Double]? = nil, reducedCosts: [Double]? = nil, basis: LPBasis? = nil, iterations: Int = 0,
        reusedBasis: Bool = false
    ) {
        self.status = status
        self.objective = objective
        self.columnValues = columnValues
        self.rowActivities = rowActivities
        self.rowDuals = rowDuals
        self.reducedCosts = reducedCosts
        self.basis = basis
        self.iterations = iterations
        self.reusedBasis = reusedBasis
    }

    /// The value of a column by index.
    public subscript(column: Int) -> Double { columnValues[column] }

    /// The value of the named column in `model` (a linear search).
    public func value(of name: String, in model: LPModel) -> Double? {
        model.column(named: name).map { columnValues[$0] }
    }
}

/// How a solution moves per unit of one fixed column while its optimal basis holds: every
/// basic value is an affine function of the nonbasic ones (the simplex tableau's column).
public struct LPSlopes: Sendable, Hashable {
    /// One slope per column (the fixed column's own is 1, other nonbasic columns' 0).
    public var columns: [Double]
    /// One slope per row's activity (a nonbasic row's is 0: it stays at its bound).
    public var rows: [Double]

    /// Slopes per column and per row.
    public init(columns: [Double], rows: [Double]) {
        self.columns = columns
        self.rows = rows
    }
}
