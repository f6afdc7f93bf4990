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
        for i in 0..<count {
            var moved = 0.0
            for k in self.starts[i]..<self.starts[i + 1] {
                if let value = values[termColumns[k]] {
                    moved += termCoefficients[k] * value
                } else {
                    columns.append(termColumns[k])
                    coefficients.append(termCoefficients[k])
                }
            }
            starts.append(columns.count)
            if moved != 0 { bounds[i] = LPBounds(lower: bounds[i].lower - moved, upper: bounds[i].upper - moved) }
        }
        return LPRows(labels: labels, sources: sources, bounds: bounds, starts: starts, termColumns: columns, termCoefficients: coefficients)
    }

    /// The rows `folding(values)` changes, with the bounds it gives them: every row with a term
    /// in a column of `values`, whether or not its value moves the bounds (so that a problem
    /// folded at other values is set back to these).
    public func foldedBounds(_ values: [Int: Double]) -> [(row: Int, bounds: LPBounds)] {
        var changes: [(row: Int, bounds: LPBounds)] = []
        for i in 0..<count {
            var moved = 0.0
            var touched = false
            for k in starts[i]..<starts[i + 1] {
                guard let value = values[termColumns[k]] else { continue }
                touched = true
                moved += termCoefficients[k] * value
            }
            if touched { changes.append((i, LPBounds(lower: bounds[i].lower - moved, upper: bounds[i].upper - moved))) }
        }
        return changes
    }
}
