extension LPModel {
    /// Checks what GLPK would reject fatally, so that the shim's guard stays a safety net.
    ///
    /// - Throws: `LPError.invalidModel` naming the first offending rows and columns.
    public func validate() throws(LPError) {
        var badColumns: [String] = []
        for column in columns where column.bounds.isInvalid || !column.objective.isFinite {
            badColumns.append(column.name)
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
        for row in rows {
            var bad = row.bounds.isInvalid
            if !bad {
                for term in row.terms where term.column < 0 || term.column >= columnCount || !term.coefficient.isFinite {
                    bad = true
                    break
                }
            }
            if bad {
                badRows.append(row.name)
                if badRows.count == 10 { break }
            }
        }
        if !badRows.isEmpty {
            throw .invalidModel(
                LPDiagnostic(
                    "rows with empty or NaN bounds, a bad column index or a non-finite coefficient: \(describe(rows: badRows))",
                    rows: badRows))
        }
        if rows.count >= Int(Int32.max) || columns.count >= Int(Int32.max) {
            throw .invalidModel(LPDiagnostic("too many rows or columns for GLPK"))
        }
    }

    /// Checks that no row names a column twice (GLPK rejects duplicates fatally). Linear in
    /// the number of nonzeros; run as part of flattening.
    func duplicateTermRows(limit: Int = 10) -> [String] {
        var seen = [Int](repeating: -1, count: columns.count)
        var found: [String] = []
        for (i, row) in rows.enumerated() {
            for term in row.terms {
                if seen[term.column] == i {
                    found.append(row.name)
                    break
                }
                seen[term.column] = i
            }
            if found.count == limit { break }
        }
        return found
    }

    /// Row names with their origins, for messages.
    func describe(rows names: [String]) -> String {
        names.map { name in
            if let index = row(named: name), let origin = rows[index].origin { "'\(name)' (\(origin))" } else { "'\(name)'" }
        }.joined(separator: ", ")
    }

    /// Column names with their origins, for messages.
    func describe(columns names: [String]) -> String {
        names.map { name in
            if let index = column(named: name), let origin = columns[index].origin { "'\(name)' (\(origin))" } else { "'\(name)'" }
        }.joined(separator: ", ")
    }
}
