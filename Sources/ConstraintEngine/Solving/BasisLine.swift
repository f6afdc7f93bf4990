import LinearProgramming

/// The solutions of one optimal basis along one window side, read from two solves, so that a
/// re-solve for a new size on that side is answered without GLPK while the basis still holds.
///
/// Why it is exact: under a fixed basis B every basic value is `B^-1 (-N x_N)`, an affine
/// function of the nonbasic values, and between re-solves only the window's columns (fixed,
/// nonbasic) change. Two solves with the same basis at widths `t1 != t2` therefore give that
/// basis's whole line of solutions, `x(t) = x1 + (x2 - x1) (t - t1) / (t2 - t1)`, rows'
/// activities included. Changing bounds leaves the reduced costs alone, so the basis stays
/// optimal exactly where this point is primal feasible: every column and row within its
/// bounds, up to GLPK's own tolerance (1e-7, relative, as `SolveOptions.reuseOptimalBasis`'s
/// check uses). That is the answer the kept solver's basis check would give, with the same
/// rounding of a basis solve (a few units in the last place), at the cost of one pass over
/// the program's values instead of a round trip to the solver thread and a basis solve.
/// Outside it, the kept solver solves as before (parametric linear programming).
struct BasisLine {
    /// The window side that varies along the line (0 width, 1 height).
    let side: Int
    /// The other side's value, the same at both solves.
    let other: Double
    let t1: Double
    let t2: Double
    let columns1: [Double]
    let columns2: [Double]
    let rows1: [Double]
    let rows2: [Double]

    /// The line through two solves with the same basis, when the windows differ on exactly one side.
    init?(_ first: BasisPoint, _ second: BasisPoint) {
        guard first.columns.count == second.columns.count, first.rows.count == second.rows.count else { return nil }
        if first.window[1] == second.window[1] && first.window[0] != second.window[0] {
            side = 0
        } else if first.window[0] == second.window[0] && first.window[1] != second.window[1] {
            side = 1
        } else {
            return nil
        }
        other = first.window[1 - side]
        t1 = first.window[side]
        t2 = second.window[side]
        columns1 = first.columns
        columns2 = second.columns
        rows1 = first.rows
        rows2 = second.rows
    }

    /// The basis's solution at `window` (the window's two columns' values), when it lies on
    /// the line and is feasible for `model`'s bounds (its window columns fixed there); nil
    /// otherwise.
    func values(at window: [Double], in model: LPModel) -> [Double]? {
        guard window[1 - side] == other, model.columns.count == columns1.count, model.rows.count == rows1.count else { return nil }
        let fraction = (window[side] - t1) / (t2 - t1)
        guard fraction.isFinite else { return nil }
        var values = [Double](repeating: 0, count: columns1.count)
        let columnBounds = model.columns.bounds
        for j in values.indices {
            let value = columns1[j] + (columns2[j] - columns1[j]) * fraction
            // The window's own columns take the window's values exactly.
            let exact = j < 2 ? window[j] : value
            if j >= 2 && !Self.fits(exact, columnBounds[j]) { return nil }
            values[j] = exact
        }
        let rowBounds = model.rows.bounds
        for i in rows1.indices where !Self.fits(rows1[i] + (rows2[i] - rows1[i]) * fraction, rowBounds[i]) { return nil }
        return values
    }

    /// Whether `value` lies within `bounds` up to GLPK's relative bound tolerance.
    private static func fits(_ value: Double, _ bounds: LPBounds) -> Bool {
        guard value.isFinite else { return false }
        if bounds.lower.isFinite && value < bounds.lower - 1e-7 * (1 + abs(bounds.lower)) { return false }
        if bounds.upper.isFinite && value > bounds.upper + 1e-7 * (1 + abs(bounds.upper)) { return false }
        return true
    }
}

/// One solve of a kept piece: the window it was made at and the solution's values.
struct BasisPoint {
    /// The window's width and height as the program's window columns hold them.
    let window: [Double]
    let columns: [Double]
    let rows: [Double]
}

/// What a kept piece knows of its current basis: the last solve, and the line of solutions
/// when the last two solves had the same basis (`BasisLine`).
struct BasisMemory {
    var last: BasisPoint?
    var line: BasisLine?

    /// Records a solve by the kept solver: `sameBasis` when it answered from the basis of the
    /// solve before (`LPSolution.reusedBasis`), so that the two lie on one line.
    mutating func record(_ point: BasisPoint, sameBasis: Bool) {
        if sameBasis, let last, let through = BasisLine(last, point) {
            line = through
        } else if !sameBasis {
            line = nil
        }
        last = point
    }
}
