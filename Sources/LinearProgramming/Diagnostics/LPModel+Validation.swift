extension LPModel {
    /// Checks what GLPK would reject fatally, so that the shim's guard stays a safety net.
    ///
    /// - Throws: `LPError.invalidModel` naming the first offending rows and columns.
    public func validate() throws(LPError) {
        var badColumns: [String] = []
        for j in columns.indices where columns.bounds[j].isInvalid || !columns.objectives[j].isFinite {
            badColumns.append(columns.name(of: j))
            if badColumns.count == 10 { break }
        }
        if !badColumns.isEmpty {
            throw .invalidModel(
                LPDiagnostic(
                    "columns with empty or NaN bounds or a non-finite objective: \(describe(columns: badColumns))",
                    columns: badColumns))
        }
        var badRows: [String] = []
        let columnCount = columns.count
        for i in rows.indices {
            let terms = rows.starts[i]..<rows.starts[i + 1]
            let bad =
                rows.bounds[i].isInvalid
                || terms.contains { k in
                    let column = rows.termColumns[k]
                    return column < 0 || column >= columnCount || !rows.termCoefficients[k].isFinite
                }
            if bad {
                badRows.append(rows.name(of: i))
                if badRows.count == 10 { break }
            }
        }
        if !badRows.isEmpty {
            throw .invalidModel(
                LPDiagnostic(
                    "rows with empty or NaN bounds, a bad column index or a non-finite coefficient: \(describe(rows: badRows))",
                    rows: badRows))
        }
        if rows.count >= Int(Int32.max) || columns.count >= Int(Int32.max) || rows.nonzeroCount >= Int(Int32.max) {
            throw .invalidModel(LPDiagnostic("too many rows, columns or coefficients for GLPK"))
        }
    }

    /// The rows that name a column twice (GLPK rejects duplicates fatally), for the message of
    /// a model that flattening found invalid; call after `validate()` passed.
    func duplicateTermRows(limit: Int = 10) -> [String] {
        var seen = [Int](repeating: -1, count: columns.count)
        var found: [String] = []
        for i in rows.indices {
            for k in rows.starts[i]..<rows.starts[i + 1] {
                let column = rows.termColumns[k]
                if seen[column] == i {
                    found.append(rows.name(of: i))
                    break
                }
                seen[column] = i
            }
            if found.count == limit { break }
        }
        return found
    }

    /// Row names with their origins, for messages.
    func describe(rows names: [String]) -> String {
        names.map { name in
            if let index = row(named: name), let origin = rows.origin(of: index) { "'\(name)' (\(origin))" } else { "'\(name)'" }
        }.joined(separator: ", ")
    }

    /// Column names with their origins, for messages.
    func describe(columns names: [String]) -> String {
        names.map { name in
            if let index = column(named: name), let origin = columns.origin(of: index) { "'\(name)' (\(origin))" } else { "'\(name)'" }
        }.joined(separator: ", ")
    }
}
