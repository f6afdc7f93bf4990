import GLPKShim

/// The arrays a shim solve writes into, and their reading as an `LPSolution` or an `LPError`.
final class ResultBuffers {
    let rowCount: Int
    let columnCount: Int
    private let columnValue: UnsafeMutablePointer<Double>
    private let rowValue: UnsafeMutablePointer<Double>
    private let rowDual: UnsafeMutablePointer<Double>
    private let columnDual: UnsafeMutablePointer<Double>
    private let rowStatus: UnsafeMutablePointer<Int32>
    private let columnStatus: UnsafeMutablePointer<Int32>
    /// The C view, handed to the shim.
    var raw: glpks_result

    init(rows: Int, columns: Int) {
        rowCount = rows
        columnCount = columns
        columnValue = .allocate(capacity: max(columns, 1))
        rowValue = .allocate(capacity: max(rows, 1))
        rowDual = .allocate(capacity: max(rows, 1))
        columnDual = .allocate(capacity: max(columns, 1))
        rowStatus = .allocate(capacity: max(rows, 1))
        columnStatus = .allocate(capacity: max(columns, 1))
        raw = glpks_result()
        prepare(valuesOnly: false)
    }

    /// Readies the buffers for a solve (they are reused from solve to solve on a kept
    /// problem); with `valuesOnly`, GLPK reads back the column values and row activities but
    /// not the duals or the basis (`SolveOptions.readsValuesOnly`).
    func prepare(valuesOnly: Bool) {
        raw = glpks_result()
        raw.col_value = columnValue
        raw.row_value = rowValue
        raw.row_dual = valuesOnly ? nil : rowDual
        raw.col_dual = valuesOnly ? nil : columnDual
        raw.row_stat = valuesOnly ? nil : rowStatus
        raw.col_stat = valuesOnly ? nil : columnStatus
    }

    deinit {
        columnValue.deallocate()
        rowValue.deallocate()
        rowDual.deallocate()
        columnDual.deallocate()
        rowStatus.deallocate()
        columnStatus.deallocate()
    }

    private var columnValues: [Double] { Array(UnsafeBufferPointer(start: columnValue, count: columnCount)) }
    private var rowActivities: [Double] { Array(UnsafeBufferPointer(start: rowValue, count: rowCount)) }

    /// The solution, or the error the status stands for (naming the rows and columns of
    /// `model` involved).
    /// The model is an autoclosure because only the error paths need it (for names), and a
    /// kept problem's model is assembled on demand.
    func solution(for makeModel: @autoclosure () -> LPModel) throws(LPError) -> LPSolution {
        let status = Int(raw.status)
        // A search stopped by its clock proves nothing: its incumbent, if any, is not returned.
        if raw.time_limited != 0 { throw timeLimit(for: makeModel(), message: ShimCall.lastMessage) }
        guard status == GLPKS_ST_OPTIMAL || status == GLPKS_ST_FEASIBLE else {
            throw failure(for: makeModel(), message: ShimCall.lastMessage)
        }
        var solution = LPSolution(
            status: status == GLPKS_ST_OPTIMAL ? .optimal : .feasible,
            objective: raw.objective, columnValues: columnValues, rowActivities: rowActivities,
            iterations: Int(raw.iterations), reusedBasis: raw.basis_reused != 0)
        solution.structuralStart = raw.structural_start != 0
        // Without their buffers (values only), GLPK's duals and basis were not read back.
        if raw.has_duals != 0 && raw.row_dual != nil {
            solution.rowDuals = Array(UnsafeBufferPointer(start: rowDual, count: rowCount))
            solution.reducedCosts = Array(UnsafeBufferPointer(start: columnDual, count: columnCount))
        }
        if raw.has_basis != 0 && raw.row_stat != nil {
            solution.basis = LPBasis(
                rows: (0..<rowCount).map { LPVariableStatus(rawValue: rowStatus[$0]) ?? .basic },
                columns: (0..<columnCount).map { LPVariableStatus(rawValue: columnStatus[$0]) ?? .atLower })
        }
        return solution
    }

    /// The error of a solve stopped at its time limit, naming the search's integer columns.
    private func timeLimit(for model: LPModel, message: String) -> LPError {
        let integers = model.columns.filter { $0.kind != .continuous }
        let what =
            integers.isEmpty
            ? "the simplex stopped at its time limit before reaching an optimum"
            : "branch and bound stopped at its time limit over \(integers.count) integer column\(integers.count == 1 ? "" : "s") before proving an optimum"
        return .timeLimit(LPDiagnostic(what, columns: integers.map(\.name), glpkMessage: message))
    }

    /// The error a failed solve's status stands for.
    private func failure(for model: LPModel, message: String) -> LPError {
        switch Int(raw.status) {
        case GLPKS_ST_INFEASIBLE:
            let (rows, columns) = violations(in: model)
            var text = "no point satisfies every row"
            if !rows.isEmpty { text += "; violated at the last basis: \(model.describe(rows: rows))" }
            if !columns.isEmpty { text += "; columns out of bounds: \(model.describe(columns: columns))" }
            text += " (ConflictFinder gives a minimal conflicting set)"
            return .infeasible(LPDiagnostic(text, rows: rows, columns: columns, glpkMessage: message))
        case GLPKS_ST_NO_INTEGER:
            return .infeasible(
                LPDiagnostic(
                    "the LP relaxation is feasible but no integer solution exists"
                        + (raw.solver_ret != 0 ? " (or none was found: GLPK code \(raw.solver_ret))" : ""),
                    columns: model.columns.filter { $0.kind != .continuous }.prefix(10).map(\.name),
                    glpkMessage: message))
        case GLPKS_ST_UNBOUNDED:
            var rows: [String] = []
            var columns: [String] = []
            let ray = Int(raw.unbounded_ray)
            if ray >= 1 && ray <= rowCount && ray <= model.rows.count {
                rows = [model.rows.name(of: ray - 1)]
            } else if ray > rowCount && ray - rowCount <= model.columns.count {
                columns = [model.columns[ray - rowCount - 1].name]
            }
            var text = "the objective improves without limit"
            if !rows.isEmpty { text += " along row \(model.describe(rows: rows))" }
            if !columns.isEmpty { text += " along column \(model.describe(columns: columns))" }
            return .unbounded(LPDiagnostic(text, rows: rows, columns: columns, glpkMessage: message))
        default:
            return .solverFailure(
                LPDiagnostic(
                    "GLPK ended without a solution (solver code \(raw.solver_ret)): a limit, or numerical trouble",
                    glpkMessage: message))
        }
    }

    /// Rows and columns whose values lie outside their bounds (at most ten of each).
    private func violations(in model: LPModel) -> ([String], [String]) {
        var rows: [String] = []
        for i in 0..<min(rowCount, model.rows.count) {
            let bounds = model.rows.bounds[i]
            let tolerance = 1e-7 * max(1, abs(rowValue[i]))
            if bounds.violation(of: rowValue[i]) > tolerance {
                rows.append(model.rows.name(of: i))
                if rows.count == 10 { break }
            }
        }
        var columns: [String] = []
        for j in 0..<min(columnCount, model.columns.count) {
            let tolerance = 1e-7 * max(1, abs(columnValue[j]))
            if model.columns[j].bounds.violation(of: columnValue[j]) > tolerance {
                columns.append(model.columns[j].name)
                if columns.count == 10 { break }
            }
        }
        return (rows, columns)
    }
}
