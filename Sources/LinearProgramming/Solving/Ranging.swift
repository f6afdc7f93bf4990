import GLPKShim

/// One end of a ranging: the value at which the optimal basis stops holding, and the row or
/// column that reaches its bound there (nil at no limit).
public struct LPRangeEnd: Sendable, Hashable {
    /// The ranged column's value at this end (±infinity: the basis holds without limit).
    public var value: Double
    /// The name of the row or column that reaches its bound first, if any.
    public var limit: String?
}

/// A fixed column ranged over its optimal basis: how far its value can move with the basis
/// still optimal, and how every column changes meanwhile (GLPK's sensitivity analysis).
///
/// Inside `lower...upper` every column is `value + slope × (x − fixedValue)`, where `x` is the
/// ranged column's value: one affine function per column, exact for that basis.
public struct LPRanging: Sendable, Hashable {
    /// The optimum at the ranged column's fixed value, one value per column.
    public var values: [Double]
    /// Each column's change per unit of the ranged column under the optimal basis.
    public var slopes: [Double]
    /// The lowest value at which the basis holds.
    public var lower: LPRangeEnd
    /// The highest value at which the basis holds.
    public var upper: LPRangeEnd
}

extension GLPKSolver {
    /// Solves the LP `model` and ranges its fixed column `column` (glp_analyze_bound for the
    /// range, glp_eval_tab_col for the slopes).
    ///
    /// The model must be an LP: integer columns are solved as continuous, so fix them first
    /// (solve the MIP, then fix each integer at its value). The solve runs the dual simplex
    /// without presolve from the standard basis, so the ranged (fixed) column stays nonbasic.
    /// - Throws: `.infeasible` or `.solverFailure` when there is no optimum to range, and
    ///   `.solverFailure` when the column ended up basic (a degenerate optimum GLPK cannot
    ///   range), naming the column.
    public static func range(_ model: LPModel, column: Int) throws(LPError) -> LPRanging {
        guard model.columns.indices.contains(column), model.columns[column].bounds.lower == model.columns[column].bounds.upper else {
            throw .invalidModel(LPDiagnostic("ranging needs a fixed column; column \(column) is not one", columns: []))
        }
        let flat = try FlatModel(model)
        var values = [Double](repeating: 0, count: flat.columnCount)
        var slopes = [Double](repeating: 0, count: flat.columnCount)
        var raw = glpks_ranging()
        let code = values.withUnsafeMutableBufferPointer { valueBuffer in
            slopes.withUnsafeMutableBufferPointer { slopeBuffer in
                raw.col_value = valueBuffer.baseAddress
                raw.col_slope = slopeBuffer.baseAddress
                return glpks_ranging_solve(&flat.shim, Int32(column), &raw)
            }
        }
        try ShimCall.check(code, during: "a ranging")
        let name = model.columns[column].name
        switch Int(raw.status) {
        case GLPKS_ST_OPTIMAL: break
        case GLPKS_ST_INFEASIBLE:
            throw .infeasible(LPDiagnostic("no point satisfies every row at \(name) = \(model.columns[column].bounds.lower)", columns: [name]))
        default:
            throw .solverFailure(LPDiagnostic("GLPK found no optimum to range \(name) over", columns: [name], glpkMessage: ShimCall.lastMessage))
        }
        guard raw.nonbasic != 0 else {
            throw .solverFailure(LPDiagnostic("\(name) is basic at the optimum (degenerate), so GLPK cannot range it", columns: [name]))
        }
        func limit(_ ordinal: Int32) -> String? {
            let k = Int(ordinal)
            if k <= 0 { return nil }
            return k <= flat.rowCount ? model.rows[k - 1].name : model.columns[k - flat.rowCount - 1].name
        }
        return LPRanging(
            values: values, slopes: slopes,
            lower: LPRangeEnd(value: raw.lower, limit: limit(raw.lower_limit)),
            upper: LPRangeEnd(value: raw.upper, limit: limit(raw.upper_limit)))
    }
}
