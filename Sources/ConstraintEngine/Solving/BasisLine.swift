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
///
/// The check is made once per basis, not once per window: along one side of the window every
/// column and row is `x0 + s d`, within its bounds for `d` in one interval, so the line holds
/// for the side's values in the intersection of those intervals (`reach`), and a resize that
/// changes one side is answered by comparing it with two numbers. A window that changes both
/// sides is checked element by element.
struct BasisLine {
    /// The window (width, height) of the solve the line starts from.
    let window: [Double]
    let columns: [Double]
    let rows: [Double]
    /// Per window side (0 width, 1 height), the basis's slopes; nil where the side's column
    /// was basic (then a change of that side is not followed).
    let slopes: [LPSlopes?]
    /// Per window side, how far it may move from `window` (the other side unchanged) with the
    /// basis holding: the intersection of every bounded column's and row's interval; nil
    /// where the side has no slopes.
    let reach: [(lower: Double, upper: Double)?]
    /// The columns (past the window's two) and rows whose value moves with the window and
    /// that have a bound, with their bounds widened by the tolerance: the only ones a new
    /// window can break (the rest stay where the solve left them, within their bounds).
    private let movingColumns: [Check]
    private let movingRows: [Check]

    /// An element of the program that moves with the window, and where it may go.
    private struct Check {
        var index: Int
        var lower: Double
        var upper: Double
    }

    /// The line from a solve at `window` with its basis's slopes in the window's columns,
    /// checked against `model`'s bounds (the piece's program, its window columns aside).
    init?(window: [Double], solution: LPSolution, model: LPModel) {
        guard window.count == 2, solution.slopes.count == 2,
              model.columns.count == solution.columnValues.count, model.rows.count == solution.rowActivities.count
        else { return nil }
        for slope in solution.slopes.compactMap({ $0 }) {
            guard slope.columns.count == solution.columnValues.count, slope.rows.count == solution.rowActivities.count else { return nil }
        }
        self.window = window
        columns = solution.columnValues
        rows = solution.rowActivities
        slopes = solution.slopes
        let sides = solution.slopes.compactMap { $0 }
        func checks(_ values: [Double], _ bounds: [LPBounds], _ slopes: (LPSlopes) -> [Double], from first: Int) -> [Check] {
            var checks: [Check] = []
            for index in first..<Swift.max(first, values.count) where sides.contains(where: { slopes($0)[index] != 0 }) {
                let (lower, upper) = Self.widened(bounds[index])
                if lower > -.infinity || upper < .infinity { checks.append(Check(index: index, lower: lower, upper: upper)) }
            }
            return checks
        }
        movingColumns = checks(columns, model.columns.bounds, \.columns, from: 2)
        movingRows = checks(rows, model.rows.bounds, \.rows, from: 0)
        var reach: [(lower: Double, upper: Double)?] = []
        for side in solution.slopes {
            guard let side else { reach.append(nil); continue }
            var range = (lower: -Double.infinity, upper: Double.infinity)
            func narrow(_ value: Double, _ slope: Double, _ check: Check) {
                guard value.isFinite, slope.isFinite else { range = (0, -1); return }
                guard slope != 0 else { return }
                // value + slope d within [lower, upper]: d between the two ends' steps.
                let toLower = (check.lower - value) / slope, toUpper = (check.upper - value) / slope
                range.lower = Swift.max(range.lower, Swift.min(toLower, toUpper))
                range.upper = Swift.min(range.upper, Swift.max(toLower, toUpper))
            }
            for check in movingColumns { narrow(columns[check.index], side.columns[check.index], check) }
            for check in movingRows { narrow(rows[check.index], side.rows[check.index], check) }
            reach.append(range)
        }
        self.reach = reach
    }

    /// The basis's solution at `window` when the basis holds there; nil otherwise.
    func values(holdingAt window: [Double]) -> [Double]? {
        holds(at: window) ? values(at: window) : nil
    }

    /// Every column's value on the line at `window`; meaningful where `holds(at:)`.
    func values(at window: [Double]) -> [Double] {
        let point = point(at: window)
        return columns.indices.map { point.value(of: $0) }
    }

    /// Whether the basis holds at `window`: a changed side has slopes and every column and row
    /// of the basis's solution there lies within the model's bounds (nothing stored, so that
    /// a caller that needs a few values pays for no array of all of them).
    func holds(at window: [Double]) -> Bool {
        guard window.count == 2 else { return false }
        let width = window[0] - self.window[0], height = window[1] - self.window[1]
        guard width.isFinite, height.isFinite else { return false }
        switch (width != 0, height != 0) {
        case (false, false): return true
        case (true, false): return reach[0].map { $0.lower <= width && width <= $0.upper } ?? false
        case (false, true): return reach[1].map { $0.lower <= height && height <= $0.upper } ?? false
        case (true, true):
            guard let widthSlopes = slopes[0], let heightSlopes = slopes[1] else { return false }
            for check in movingColumns {
                let value = columns[check.index] + widthSlopes.columns[check.index] * width + heightSlopes.columns[check.index] * height
                guard check.lower <= value && value <= check.upper else { return false }
            }
            for check in movingRows {
                let activity = rows[check.index] + widthSlopes.rows[check.index] * width + heightSlopes.rows[check.index] * height
                guard check.lower <= activity && activity <= check.upper else { return false }
            }
            return true
        }
    }

    /// The line's point at `window`, whose values are read one by one (the steps and slopes
    /// looked up once, not per value).
    func point(at window: [Double]) -> Point {
        func side(_ side: Int) -> (slopes: [Double], delta: Double) {
            guard window[side] != self.window[side], let slopes = slopes[side] else { return ([], 0) }
            return (slopes.columns, window[side] - self.window[side])
        }
        let (width, height) = (side(0), side(1))
        return Point(window: window, columns: columns, widthSlopes: width.slopes, width: width.delta, heightSlopes: height.slopes, height: height.delta)
    }

    /// A point of the line: the solve's values moved by the window's steps along their slopes.
    struct Point: Sendable {
        let window: [Double]
        let columns: [Double]
        /// A side's column slopes, empty where the side does not move.
        let widthSlopes: [Double]
        let width: Double
        let heightSlopes: [Double]
        let height: Double

        func value(of j: Int) -> Double {
            if j < 2 { return window[j] }
            var value = columns[j]
            if !widthSlopes.isEmpty { value += widthSlopes[j] * width }
            if !heightSlopes.isEmpty { value += heightSlopes[j] * height }
            return value
        }
    }

    /// `bounds` widened by GLPK's relative bound tolerance (1e-7), as its basis check reads
    /// them; an infinite end stays infinite.
    private static func widened(_ bounds: LPBounds) -> (lower: Double, upper: Double) {
        (bounds.lower.isFinite ? bounds.lower - 1e-7 * (1 + abs(bounds.lower)) : -.infinity,
         bounds.upper.isFinite ? bounds.upper + 1e-7 * (1 + abs(bounds.upper)) : .infinity)
    }
}

extension BasisLine {
    /// What a kept piece's solve leaves for the next: the new basis's line when GLPK ran the
    /// simplex (the solve brings its slopes), the same line when GLPK answered from the basis
    /// it had (`LPSolution.reusedBasis`), else none.
    static func after(_ solution: LPSolution, at window: [Double], in model: LPModel, before: BasisLine?) -> BasisLine? {
        if !solution.slopes.isEmpty { return BasisLine(window: window, solution: solution, model: model) }
        return solution.reusedBasis ? before : nil
    }
}
