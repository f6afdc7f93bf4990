import LinearProgramming

/// The solutions of one optimal basis as the window changes, read from one solve and the
/// basis's slopes in the window's columns, so that a re-solve for a new window is answered
/// without GLPK while the basis still holds (parametric linear programming).
///
/// Why it is exact: under a fixed basis B every basic value is `B^-1 (-N x_N)`, an affine
/// function of the nonbasic values, and between re-solves only the window's two columns
/// (fixed, so nonbasic) change. The simplex tableau's columns of those two (GLPK's
/// `glp_eval_tab_col`, `SolveOptions.slopesOf`) give every column's and row's slope, so the
/// basis's solution at any window is `x0 + sw (w - w0) + sh (h - h0)`. Changing bounds leaves
/// the reduced costs alone, so the basis stays optimal exactly where that point is primal
/// feasible: every column and row within its bounds, up to GLPK's own tolerance (1e-7,
/// relative, as `SolveOptions.reuseOptimalBasis`'s check uses). That is the answer the kept
/// solver's basis check would give, with the rounding of a basis solve (a few units in the
/// last place), for one pass over the program's values instead of a round trip to the
/// solver thread and a basis solve. Outside it the kept solver solves, and a new basis
/// brings its own slopes.
struct BasisLine {
    /// The window (width, height) of the solve the line starts from.
    let window: [Double]
    let columns: [Double]
    let rows: [Double]
    /// Per window side (0 width, 1 height), the basis's slopes; nil where the side's column
    /// was basic (then a change of that side is not followed).
    let slopes: [LPSlopes?]
    /// The columns (past the window's two) and rows whose value moves with the window, the
    /// only ones whose bounds a new window can break (the rest stay where the solve left them,
    /// within their bounds).
    let movingColumns: [Int]
    let movingRows: [Int]

    /// The line from a solve at `window` with its basis's slopes in the window's columns.
    init?(window: [Double], solution: LPSolution) {
        guard window.count == 2, solution.slopes.count == 2 else { return nil }
        for slope in solution.slopes.compactMap({ $0 }) {
            guard slope.columns.count == solution.columnValues.count, slope.rows.count == solution.rowActivities.count else { return nil }
        }
        self.window = window
        columns = solution.columnValues
        rows = solution.rowActivities
        slopes = solution.slopes
        let sides = solution.slopes.compactMap { $0 }
        movingColumns = (2..<Swift.max(2, solution.columnValues.count)).filter { j in sides.contains { $0.columns[j] != 0 } }
        movingRows = solution.rowActivities.indices.filter { i in sides.contains { $0.rows[i] != 0 } }
    }

    /// The basis's solution at `window` when it is feasible for `model`'s bounds (its window
    /// columns fixed at the window); nil otherwise, or where a changed side has no slopes.
    func values(at window: [Double], in model: LPModel) -> [Double]? {
        holds(at: window, in: model) ? values(at: window) : nil
    }

    /// Every column's value on the line at `window`; meaningful where `holds(at:in:)`.
    func values(at window: [Double]) -> [Double] { columns.indices.map { value(of: $0, at: window) } }

    /// Whether the basis holds at `window`: a changed side has slopes and every column and row
    /// of the basis's solution there lies within `model`'s bounds (read in one pass, nothing
    /// stored, so that a caller that needs a few values pays for no array of all of them).
    func holds(at window: [Double], in model: LPModel) -> Bool {
        guard model.columns.count == columns.count, model.rows.count == rows.count, window.count == 2 else { return false }
        var steps: [(delta: Double, slopes: LPSlopes)] = []
        for side in 0..<2 where window[side] != self.window[side] {
            guard let slope = slopes[side] else { return false }
            let delta = window[side] - self.window[side]
            guard delta.isFinite else { return false }
            steps.append((delta, slope))
        }
        let columnBounds = model.columns.bounds
        // The window's own columns (0 and 1) take the window's values: fixed, they fit. The
        // others that do not move keep the solve's values, which fit.
        for j in movingColumns {
            var value = columns[j]
            for step in steps { value += step.slopes.columns[j] * step.delta }
            guard Self.fits(value, columnBounds[j]) else { return false }
        }
        let rowBounds = model.rows.bounds
        for i in movingRows {
            var activity = rows[i]
            for step in steps { activity += step.slopes.rows[i] * step.delta }
            guard Self.fits(activity, rowBounds[i]) else { return false }
        }
        return true
    }

    /// Column `j`'s value on the line at `window` (the window's columns take its values
    /// exactly); meaningful where `holds(at:in:)`.
    func value(of j: Int, at window: [Double]) -> Double {
        if j < 2 { return window[j] }
        var value = columns[j]
        for side in 0..<2 where window[side] != self.window[side] {
            if let slope = slopes[side] { value += slope.columns[j] * (window[side] - self.window[side]) }
        }
        return value
    }

    /// Whether `value` lies within `bounds` up to GLPK's relative bound tolerance.
    private static func fits(_ value: Double, _ bounds: LPBounds) -> Bool {
        guard value.isFinite else { return false }
        if bounds.lower.isFinite && value < bounds.lower - 1e-7 * (1 + abs(bounds.lower)) { return false }
        if bounds.upper.isFinite && value > bounds.upper + 1e-7 * (1 + abs(bounds.upper)) { return false }
        return true
    }
}

extension BasisLine {
    /// What a kept piece's solve leaves for the next: the new basis's line when GLPK ran the
    /// simplex (the solve brings its slopes), the same line when GLPK answered from the basis
    /// it had (`LPSolution.reusedBasis`), else none.
    static func after(_ solution: LPSolution, at window: [Double], before: BasisLine?) -> BasisLine? {
        if !solution.slopes.isEmpty { return BasisLine(window: window, solution: solution) }
        return solution.reusedBasis ? before : nil
    }
}
