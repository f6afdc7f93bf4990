import GLPKShim

/// One-shot solves: build, solve, read back and free in one guarded C call on the calling
/// thread.
///
/// Safe from any thread at once (GLPK keeps one environment per thread) and silent. Nothing
/// GLPK-owned outlives the call, so the result is a plain `Sendable` value. For repeated
/// re-solves that keep the factorisation, use `WarmSolver`.
public enum GLPKSolver {
    /// Solves `model`.
    ///
    /// - Parameters:
    ///   - options: method, presolve, limits and MIP settings.
    ///   - basis: a basis from an earlier solve of a model of the same shape; the solve starts
    ///     from it without presolve (a basis that does not fit is replaced by a fresh one).
    /// - Returns: the optimal (or, after a limit, feasible) solution.
    /// - Throws: `LPError.invalidModel` before calling GLPK; `.infeasible` and `.unbounded`
    ///   naming the rows and columns involved; `.solverFailure` with GLPK's captured message.
    public static func solve(
        _ model: LPModel, options: SolveOptions = .cold, basis: LPBasis? = nil
    ) throws(LPError) -> LPSolution {
        let flat = try FlatModel(model)
        let result = ResultBuffers(rows: flat.rowCount, columns: flat.columnCount)
        result.prepare(valuesOnly: options.readsValuesOnly)
        var code: Int32 = 0
        ShimCall.withOptions(options) { raw in
            if let basis, basis.rows.count == flat.rowCount, basis.columns.count == flat.columnCount {
                let rows = basis.rows.map(\.rawValue)
                let columns = basis.columns.map(\.rawValue)
                code = rows.withUnsafeBufferPointer { rowStatus in
                    columns.withUnsafeBufferPointer { columnStatus in
                        glpks_solve(&flat.shim, &raw, rowStatus.baseAddress, columnStatus.baseAddress, &result.raw)
                    }
                }
            } else {
                code = glpks_solve(&flat.shim, &raw, nil, nil, &result.raw)
            }
        }
        try ShimCall.check(code, during: "a solve")
        return try result.solution(for: model)
    }
}
