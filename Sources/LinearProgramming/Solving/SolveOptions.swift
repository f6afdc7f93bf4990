/// How to solve: the method, presolve, limits and the branch-and-bound settings.
///
/// The defaults suit a cold solve of a layout LP: primal simplex with presolve (presolve is
/// 200-2,600 times faster cold on layout shapes). Warm re-solves use `.warm`: dual simplex
/// from the previous basis, no presolve (it would discard the basis).
public struct SolveOptions: Sendable, Hashable {
    /// The LP algorithm.
    public enum Method: Sendable, Hashable {
        /// Primal simplex (GLP_PRIMAL): the cold default, with presolve.
        case primalSimplex
        /// Dual simplex, falling back to primal if it fails (GLP_DUALP).
        case dualSimplex
        /// GLPK's interior-point method: no basis, so no warm start (unstable from about
        /// 10,000 columns on layout models; the status is always checked).
        case interiorPoint
    }

    /// Which LP algorithm runs (the relaxations of a MIP included).
    public var method: Method
    /// Use GLPK's LP presolver. Ignored (off) when a basis is given.
    public var presolve: Bool
    /// Simplex iteration limit.
    public var iterationLimit: Int?
    /// Time limit for simplex and branch and bound, in seconds.
    public var timeLimit: Double?
    /// Time limit for each branch and bound (`glp_intopt`), in seconds; nil: none. A search
    /// that reaches it is an error (`LPError.timeLimit`), never an unproven incumbent.
    /// Layout MILPs have at most 64 binaries per piece and finish in milliseconds; the default
    /// only stops a search that would not end (an earlier build stayed 20 minutes in one).
    public var branchAndBoundTimeLimit: Double?
    /// Solve integer and binary columns as such (false: solve the LP relaxation).
    public var integer: Bool
    /// Stop branch and bound once the relative gap is at most this.
    public var relativeGap: Double
    /// Integrality tolerance: 1e-7, not GLPK's 1e-5, which gave 10 pt errors with big M.
    public var integralityTolerance: Double
    /// Generate cuts (Gomory, MIR, cover, clique): much faster on chains of binaries.
    public var cuts: Bool
    /// After branch and bound, fix the integers at their rounded values and re-solve the LP,
    /// giving exact values, duals and a basis.
    public var polish: Bool
    /// On a kept problem (`WarmSolver`) re-solved without presolve after only bound changes:
    /// first check whether the last optimal basis still fits the new bounds (one FTRAN with the
    /// kept factorisation) and, if it does, answer from it without running the simplex. The
    /// answer is the same optimum the dual simplex would reach in 0 pivots; off runs the
    /// simplex every time.
    public var reuseOptimalBasis: Bool
    /// A cold LP solve (presolve on, no integer columns, no objective) first tries the basis
    /// the program's structure names: equality rows nonbasic, the other rows and every
    /// non-fixed column basic, when they are as many as the rows. Factorised once, its basic
    /// values are checked against their bounds and, if they fit, are the answer without the
    /// presolver or the simplex; otherwise the solve runs as without it. A layout's program
    /// with the window fixed is such a program: each definition row defines one column.
    public var structuralStart = true
    /// Rows (by index) the structural start also makes nonbasic at their bound: with a
    /// switching clamp's binary fixed, the row of its active side (`z <= a`) pins the clamp's
    /// column, which no equality defines. Each an inequality with one finite bound; any other
    /// and the structural start is not tried.
    public var structuralNonbasicRows: [Int] = []
    /// Read back only the column values and row activities, not the duals or the basis: a
    /// layout's re-solve maps column values to frames and needs nothing else, and reading the
    /// rest (four arrays of GLPK calls per solve) was a large share of a warm re-solve.
    public var readsValuesOnly = false
    /// On a kept problem (`WarmSolver`): after a presolved solve, which leaves no
    /// factorisation of the basis, factorise it, so that the next re-solve (the window's next
    /// size) does not pay it. Ignored by one-shot solves, whose problem is freed.
    public var factorizesAfter = false
    /// On a kept problem, after an optimal LP solve: these fixed columns' slopes, how every
    /// column and row changes per unit of each under the final basis (`LPSolution.slopes`),
    /// so that the caller can follow the basis's solutions as those columns change
    /// (parametric linear programming) without solving again. Computed when the solve ran the
    /// simplex; a solve answered from the kept basis (`LPSolution.reusedBasis`) keeps the basis
    /// of the solve before, and so its slopes, and reports none. One-shot solves ignore it.
    public var slopesOf: [Int] = []

    /// Options for a solve; the defaults are a cold layout solve's (primal simplex, presolve, cuts, polish).
    public init(
        method: Method = .primalSimplex, presolve: Bool = true, iterationLimit: Int? = nil,
        timeLimit: Double? = nil, branchAndBoundTimeLimit: Double? = SolveOptions.defaultBranchAndBoundTimeLimit, integer: Bool = true, relativeGap: Double = 0,
        integralityTolerance: Double = 1e-7, cuts: Bool = true, polish: Bool = true,
        reuseOptimalBasis: Bool = true
    ) {
        self.method = method
        self.presolve = presolve
        self.iterationLimit = iterationLimit
        self.timeLimit = timeLimit
        self.branchAndBoundTimeLimit = branchAndBoundTimeLimit
        self.integer = integer
        self.relativeGap = relativeGap
        self.integralityTolerance = integralityTolerance
        self.cuts = cuts
        self.polish = polish
        self.reuseOptimalBasis = reuseOptimalBasis
    }

    /// The default `branchAndBoundTimeLimit`: 5 seconds for one branch and bound.
    public static let defaultBranchAndBoundTimeLimit: Double = 5

    /// Cold solve defaults.
    public static let cold = SolveOptions()
    /// Warm re-solve: the kept basis if it still fits, else dual simplex from it; no presolve.
    public static let warm = SolveOptions(method: .dualSimplex, presolve: false)
}
