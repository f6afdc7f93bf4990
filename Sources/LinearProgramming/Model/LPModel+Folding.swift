/// Fixed columns moved out of the rows and into their bounds.
///
/// Why: a big-M row `z - b - 882 y >= -882` with its binary fixed at 1 is the row
/// `z - b >= 0`, but GLPK does not see it so. Its feasibility tolerance is relative to the
/// row's largest coefficient and bound (GLPK scales the row by 1/882 and checks 1e-7 there), so
/// a vertex with `z = b - 7e-5` passes as feasible: an aspectRatio 16.49993 tall where the rule
/// gives 16.5. With the term folded into the bound the row reads `z - b >= 0` and is held to
/// 1e-7. The columns stay (fixed, with no terms), so every index is unchanged.
extension LPRows {
    /// These rows with the terms of the columns in `values` removed and their value moved into
    /// the bounds: `a x + rest` in `[l, u]` with `x = v` becomes `rest` in `[l - a v, u - a v]`.
    /// Rows without such a term are copied as they are.
    public func folding(_ values: [Int: Double]) -> LPRows {
        guard !values.isEmpty else { return self }
        var starts = [0]
        starts.reserveCapacity(self.starts.count)
        var columns: [Int] = []
        columns.reserveCapacity(termColumns.count)
        var coefficients: [Double] = []
        coefficients.reserveCapacity(termCoefficients.count)
        var bounds = self.bounds
        let fixed = Self.dense(values)
        for i in 0..<count {
            for k in self.starts[i]..<self.starts[i + 1] where !Self.isFixed(termColumns[k], fixed) {
                columns.append(termColumns[k])
                coefficients.append(termCoefficients[k])
            }
            starts.append(columns.count)
            if let moved = moved(i, fixed), moved != 0 { bounds[i] = LPBounds(lower: bounds[i].lower - moved, upper: bounds[i].upper - moved) }
        }
        return relabelling(bounds: bounds, starts: starts, termColumns: columns, termCoefficients: coefficients)
    }

    /// The rows `folding(values)` changes, with the bounds it gives them: every row with a term
    /// in a column of `values`, whether or not its value moves the bounds (so that a problem
    /// folded at other values is set back to these).
    public func foldedBounds(_ values: [Int: Double]) -> [(row: Int, bounds: LPBounds)] {
        var changes: [(row: Int, bounds: LPBounds)] = []
        let fixed = Self.dense(values)
        for i in 0..<count {
            guard let moved = moved(i, fixed) else { continue }
            changes.append((i, LPBounds(lower: bounds[i].lower - moved, upper: bounds[i].upper - moved)))
        }
        return changes
    }

    /// What row `i`'s terms in the fixed columns add up to at their values; nil when it has
    /// no such term.
    private func moved(_ i: Int, _ fixed: [Double]) -> Double? {
        var moved: Double?
        for k in starts[i]..<starts[i + 1] where Self.isFixed(termColumns[k], fixed) {
            moved = (moved ?? 0) + termCoefficients[k] * fixed[termColumns[k]]
        }
        return moved
    }

    private static func isFixed(_ column: Int, _ fixed: [Double]) -> Bool { column < fixed.count && !fixed[column].isNaN }

    /// `values` by column up to the largest given, NaN where none is given: a lookup per term
    /// without hashing (a fold reads every term of the program).
    private static func dense(_ values: [Int: Double]) -> [Double] {
        var dense = [Double](repeating: .nan, count: (values.keys.max() ?? -1) + 1)
        for (column, value) in values where column >= 0 && !value.isNaN { dense[column] = value }
        return dense
    }
}
