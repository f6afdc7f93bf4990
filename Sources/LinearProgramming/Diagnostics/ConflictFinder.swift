/// A set of rows that cannot all hold at once, each needed for the conflict.
public struct LPConflict: Sendable, Hashable, CustomStringConvertible {
    /// Row indices in the model, in model order.
    public var rows: [Int]
    /// Their names.
    public var rowNames: [String]
    /// Their origins (nil where a row has none).
    public var origins: [String?]

    public var description: String {
        zip(rowNames, origins).map { name, origin in origin.map { "\(name) (\($0))" } ?? name }
            .joined(separator: ", ")
    }
}

/// Finds a minimal set of conflicting rows in an infeasible model: Chinneck's elastic filter,
/// then a deletion filter (LP-MODELLING.md section 3.6).
///
/// GLPK has no irreducible-infeasible-subset routine, so this runs over plain solves. Column
/// bounds are treated as hard (they are never part of the answer) and integrality is relaxed:
/// the set explains the LP relaxation's infeasibility.
public enum ConflictFinder {
    /// A minimal conflicting set of rows of `model`, or nil if the LP relaxation is feasible.
    ///
    /// 1. Elastic filter: every row not yet enforced gets slack columns, and the sum of slacks
    ///    is minimised; rows that need slack are enforced (their slacks removed) and the step
    ///    repeats until the elastic program itself is infeasible. The enforced rows conflict.
    /// 2. Deletion filter: drop each enforced row in turn; if the rest stay infeasible, the
    ///    row is not needed and stays dropped. What remains is irreducible.
    ///
    /// - Throws: `LPError.invalidModel`, or `.solverFailure` if a solve fails.
    public static func conflict(in model: LPModel) throws(LPError) -> LPConflict? {
        try model.validate()
        let enforced = try elasticFilter(model)
        guard !enforced.isEmpty else { return nil }
        var kept = enforced
        for row in enforced {
            let trial = kept.filter { $0 != row }
            if try !isFeasible(model, rows: trial) { kept = trial }
        }
        return LPConflict(rows: kept, rowNames: kept.map { model.rows.name(of: $0) }, origins: kept.map { model.rows.origin(of: $0) })
    }

    /// Step 1: the rows an elastic program has to enforce before it turns infeasible; empty
    /// when the model is feasible.
    static func elasticFilter(_ model: LPModel) throws(LPError) -> [Int] {
        var hard = [Bool](repeating: false, count: model.rows.count)
        while true {
            var elastic = relaxed(model)
            elastic.setObjective([], sense: .minimize)
            var slackOf: [(row: Int, column: Int)] = []
            var rows = LPRows()
            rows.reserveCapacity(model.rows.count)
            for i in model.rows.indices {
                var row = model.rows[i]
                if !hard[i] {
                    let up = elastic.addColumn("elastic_up_\(i)", objective: 1)
                    let down = elastic.addColumn("elastic_down_\(i)", objective: 1)
                    row.terms += [LPTerm(up, 1), LPTerm(down, -1)]
                    slackOf += [(i, up), (i, down)]
                }
                rows.append(row)
            }
            elastic.rows = rows
            let solution: LPSolution
            do {
                solution = try GLPKSolver.solve(elastic)
            } catch {
                if case .infeasible = error { return hard.indices.filter { hard[$0] } }
                throw error
            }
            // No slack needed with the enforced rows hard: every row holds, the model is feasible.
            if solution.objective <= 1e-9 { return [] }
            var changed = false
            for (row, column) in slackOf where solution.columnValues[column] > 1e-9 && !hard[row] {
                hard[row] = true
                changed = true
            }
            if !changed { return [] }
        }
    }

    /// Whether the rows at `rows` (with every column bound) have a common point.
    static func isFeasible(_ model: LPModel, rows: [Int]) throws(LPError) -> Bool {
        var subset = relaxed(model)
        subset.rows = LPRows(rows.map { model.rows[$0] })
        subset.setObjective([], sense: .minimize)
        do {
            _ = try GLPKSolver.solve(subset)
            return true
        } catch {
            if case .infeasible = error { return false }
            throw error
        }
    }

    /// The model with integrality relaxed.
    private static func relaxed(_ model: LPModel) -> LPModel {
        var copy = model
        for j in copy.columns.indices where copy.columns[j].kind != .continuous { copy.columns[j].kind = .continuous }
        return copy
    }
}
