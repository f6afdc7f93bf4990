import LinearProgramming

/// A piece's binaries as a window sets them: a first answer that GLPK checks, before branch
/// and bound.
///
/// Why: a relation piece whose clamps switch inside it is a MILP, and branch and bound
/// (`glp_intopt`) with its polish LP was a quarter of a cold solve of the gallery's MILP pieces
/// and all of their re-solves (a MILP piece kept no solver). With the window fixed, each
/// clamp `z = min(a, b)` has its sides as forms of the window and of earlier clamps' columns
/// (the range analysis's shadows), so evaluating them in the order the clamps were made gives
/// every `z`, and every binary `y` (1 when `b < a`).
///
/// Why it is exact: the piece's program with its binaries fixed at those values is an LP, and
/// any feasible point of it is a feasible point of the MILP: with `y = 0` the rows
/// `z <= a`, `z >= a - M1 y` and `z <= b` leave `z = a <= b`, with `y = 1` they leave
/// `z = b <= a`, so every clamp is its `min` whatever the guess was. Without an objective,
/// with the window fixed, the MILP's feasible point is the layout (docs/constraint-engine.md),
/// so a feasible LP has the MILP's answer, solved as exactly as the MILP's own polish LP (the
/// same program with the same binaries fixed). An infeasible LP only means the guess was
/// wrong (a tie that the tolerances split the other way); the caller then solves the MILP.
/// Pieces with an objective (a relation group), geometry states or anchor checks never guess:
/// their binaries can depend on the values GLPK chooses, not on the window alone.
struct BinaryGuess {
    /// Every clamp's decision column, in the order made, with its sides' shadows.
    private var clamps: [(column: Int, a: LinearForm, b: LinearForm, sense: ClampSense)]
    /// Each written binary: its clamp's index in `clamps` (nil for a decision no clamp made,
    /// whose binary the guess leaves at 0) and the binary's column in the model.
    private var binaries: [(clamp: Int?, modelColumn: Int)]
    /// Each written binary's side rows in the model (`ProgramBuilder.sideRows`), nil where one
    /// is not in the model: the row of the side a guess makes active starts nonbasic in the
    /// structural start (`nonbasicRows`).
    private var sideRows: [(first: Int, second: Int)?]
    /// The compiled columns (the evaluation's array).
    private var columnCount: Int

    /// The guess for `program`, or nil when a clamp's side reads anything but the window and
    /// earlier clamps (a relation's unknown, a state), which the window does not fix.
    init?(_ program: ProgramBuilder, columnMap: [Int?], rowOrder: [Int]) {
        guard !program.writtenClamps.isEmpty, !program.objective.values.contains(where: { $0 != 0 }), program.stateColumns.isEmpty
        else { return nil }
        var clamps: [(column: Int, a: LinearForm, b: LinearForm, sense: ClampSense)] = []
        for (column, clamp) in program.switches.sorted(by: { $0.key < $1.key }) {
            for side in [clamp.a, clamp.b] {
                guard side.constant.isFinite, side.terms.allSatisfy({ $0.key < 2 || ($0.key < column && program.switches.contains($0.key)) })
                else { return nil }
            }
            clamps.append((column, clamp.a, clamp.b, clamp.sense))
        }
        var clampIndex = [Int: Int]()
        for (index, clamp) in clamps.enumerated() { clampIndex[clamp.column] = index }
        var binaries: [(clamp: Int?, modelColumn: Int)] = []
        // Each builder row's place in the model (-1: dropped).
        var modelRow = [Int](repeating: -1, count: program.rows.count)
        for (position, row) in rowOrder.enumerated() { modelRow[row] = position }
        var sideRows: [(first: Int, second: Int)?] = []
        for (decision, binary) in program.writtenClamps {
            guard let modelColumn = columnMap[binary] else { return nil }
            binaries.append((clampIndex[decision], modelColumn))
            if let sides = program.sideRows(of: decision), modelRow[sides.first] >= 0, modelRow[sides.second] >= 0 {
                sideRows.append((modelRow[sides.first], modelRow[sides.second]))
            } else {
                sideRows.append(nil)
            }
        }
        self.clamps = clamps
        self.binaries = binaries
        self.sideRows = sideRows
        columnCount = program.columns.count
    }

    /// The binaries' bounds, fixed at the sides `width` x `height` makes active (the window's
    /// sides as `CompiledLayout.windowBounds` fixes them: 0 for a nil or infinite side, which no
    /// term reads); nil if a side does not evaluate to a number.
    func bounds(width: Double, height: Double) -> [(column: Int, bounds: LPBounds)]? {
        var values = [Double](repeating: 0, count: columnCount)
        values[0] = width
        values[1] = height
        // Whether each clamp's second side is the smaller, by the clamp's index.
        var secondSmaller = [Bool](repeating: false, count: clamps.count)
        for (index, clamp) in clamps.enumerated() {
            let a = clamp.a.evaluate(values)
            let b = clamp.b.evaluate(values)
            guard a.isFinite, b.isFinite else { return nil }
            // A max's sides are the max's own (`ClampSense`): its binary is 1 when the second
            // is larger (the second side of the min of their negations is smaller).
            values[clamp.column] = clamp.sense == .min ? Swift.min(a, b) : Swift.max(a, b)
            secondSmaller[index] = clamp.sense == .min ? b < a : b > a
        }
        return binaries.map { binary in (binary.modelColumn, LPBounds.fixed(binary.clamp.map { secondSmaller[$0] } == true ? 1 : 0)) }
    }

    /// The rows the structural start makes nonbasic besides the equalities, for binaries fixed
    /// at `bounds` (as `bounds(width:height:)` gives them, in its order): each clamp's active
    /// side, the first where its binary is 0, the second where it is 1. Empty when a clamp's
    /// rows are not known (the structural start then finds a column too many and is not
    /// tried).
    func nonbasicRows(_ bounds: [(column: Int, bounds: LPBounds)]) -> [Int] {
        guard bounds.count == sideRows.count else { return [] }
        var rows: [Int] = []
        rows.reserveCapacity(bounds.count)
        for (k, bound) in bounds.enumerated() {
            guard let sides = sideRows[k] else { return [] }
            rows.append(bound.bounds.lower == 1 ? sides.second : sides.first)
        }
        return rows
    }

    /// `model` as the LP the guess makes: its binaries continuous and fixed, their terms folded
    /// into the rows' bounds (`LPRows.folding`), so that each big-M row is held to GLPK's
    /// tolerance as the side it leaves, `z >= b`, not as `z - b - M y >= -M`, whose
    /// tolerance grows with M.
    static func linearProgram(_ model: LPModel, fixing bounds: [(column: Int, bounds: LPBounds)]) -> LPModel {
        var copy = model
        for (column, bound) in bounds { copy.columns.set(bounds: bound, kind: .continuous, of: column) }
        copy.rows = model.rows.folding(values(bounds))
        return copy
    }

    /// The row bounds of `linearProgram(model, fixing: bounds)` for every row with a binary's
    /// term: what a kept solver of an LP folded at another guess is given for this one.
    static func foldedRowBounds(_ model: LPModel, fixing bounds: [(column: Int, bounds: LPBounds)]) -> [(row: Int, bounds: LPBounds)] {
        model.rows.foldedBounds(values(bounds))
    }

    private static func values(_ bounds: [(column: Int, bounds: LPBounds)]) -> [Int: Double] {
        Dictionary(bounds.map { ($0.column, $0.bounds.lower) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The LP a kept solver of a MILP piece holds: the binaries' bounds it guessed, and the
/// program folded at them (`BinaryGuess.linearProgram`), whose row bounds its solutions'
/// activities are checked against (`BasisLine`).
struct GuessedProgram: Sendable {
    /// The guessed binaries' bounds, in the guess's order.
    var bounds: [LPBounds]
    /// The piece's program with those binaries fixed and folded.
    var program: LPModel
}
