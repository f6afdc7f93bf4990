import Foundation
import GLPKShim

/// Reading CPLEX LP files back into an `LPModel`.
///
/// GLPK's reader parses the file; the shim copies the problem out. A FrameSolver name table
/// in the comments (see `CPLEXNames`) restores the original names and origins.
public enum LPImport {
    /// Reads a CPLEX LP file.
    ///
    /// - Throws: `LPError.solverFailure` with GLPK's message (line and reason) if the file
    ///   cannot be read or parsed.
    public static func readCPLEXLP(path: String) throws(LPError) -> LPModel {
        var handle: OpaquePointer?
        try ShimCall.check(glpks_kept_read_lp(path, &handle), during: "reading \(path)")
        defer { glpks_kept_free(handle) }
        var rows: Int32 = 0, cols: Int32 = 0, nnz: Int32 = 0
        try ShimCall.check(glpks_kept_dims(handle, &rows, &cols, &nnz), during: "reading \(path)")
        let m = Int(rows), n = Int(cols)
        var maximize: Int32 = 0, constant = 0.0
        var objective = [Double](repeating: 0, count: max(n, 1))
        var kinds = [Int32](repeating: 0, count: max(n, 1))
        var columnLower = [Double](repeating: 0, count: max(n, 1))
        var columnUpper = [Double](repeating: 0, count: max(n, 1))
        var rowLower = [Double](repeating: 0, count: max(m, 1))
        var rowUpper = [Double](repeating: 0, count: max(m, 1))
        var rowStart = [Int32](repeating: 0, count: m + 1)
        var matrixColumn = [Int32](repeating: 0, count: max(Int(nnz), 1))
        var matrixValue = [Double](repeating: 0, count: max(Int(nnz), 1))
        var rowNames = [UnsafePointer<CChar>?](repeating: nil, count: max(m, 1))
        var columnNames = [UnsafePointer<CChar>?](repeating: nil, count: max(n, 1))
        let code = glpks_kept_extract(
            handle, &maximize, &constant, &objective, &kinds, &columnLower, &columnUpper,
            &rowLower, &rowUpper, &rowStart, &matrixColumn, &matrixValue, &rowNames, &columnNames)
        try ShimCall.check(code, during: "reading \(path)")
        let table = (try? String(contentsOfFile: path, encoding: .utf8)).map(NameTable.init) ?? NameTable(text: "")
        var model = LPModel(name: "lp", sense: maximize != 0 ? .maximize : .minimize, objectiveConstant: constant)
        // GLPK numbers columns by first appearance; the model's own order comes from the table.
        let order = table.columnOrder(names: (0..<n).map { columnNames[$0].map { String(cString: $0) } })
        for j in order {
            let safe = columnNames[j].map { String(cString: $0) } ?? "x_\(j + 1)"
            let kind: LPColumnKind =
                switch Int(kinds[j]) {
                case GLPKS_BINARY: .binary
                case GLPKS_INTEGER: columnLower[j] == 0 && columnUpper[j] == 1 ? .binary : .integer
                default: .continuous
                }
            let entry = table.columns[safe]
            model.addColumn(
                LPColumn(
                    entry?.name ?? safe, bounds: LPBounds(lower: columnLower[j], upper: columnUpper[j]),
                    kind: kind, objective: objective[j], origin: entry?.origin))
        }
        var position = [Int](repeating: 0, count: n)
        for (newIndex, j) in order.enumerated() {
            position[j] = newIndex
        }
        for i in 0..<m {
            let safe = rowNames[i].map { String(cString: $0) } ?? "r_\(i + 1)"
            let terms = (Int(rowStart[i])..<Int(rowStart[i + 1])).map {
                LPTerm(position[Int(matrixColumn[$0])], matrixValue[$0])
            }
            let entry = table.rows[safe]
            model.addRow(
                LPRow(
                    entry?.name ?? safe, terms: terms, bounds: LPBounds(lower: rowLower[i], upper: rowUpper[i]),
                    origin: entry?.origin))
        }
        return model
    }

    /// Reads CPLEX LP text.
    public static func readCPLEXLP(text: String) throws(LPError) -> LPModel {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("framesolver-lp-\(UUID().uuidString).lp").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .solverFailure(LPDiagnostic("cannot write a temporary file: \(error)"))
        }
        return try readCPLEXLP(path: path)
    }
}

/// The FrameSolver name table parsed from a file's comments.
private struct NameTable {
    var rows: [String: (name: String, origin: String?)] = [:]
    var columns: [String: (name: String, origin: String?)] = [:]
    /// Safe column names in the order the table lists them (model order).
    var columnSequence: [String] = []

    /// GLPK's column indices reordered as the table lists them; columns the table does not
    /// mention keep GLPK's order, after the others.
    func columnOrder(names: [String?]) -> [Int] {
        var rank: [String: Int] = [:]
        for (k, name) in columnSequence.enumerated() where rank[name] == nil { rank[name] = k }
        return names.indices.sorted { a, b in
            let ra = names[a].flatMap { rank[$0] } ?? Int.max
            let rb = names[b].flatMap { rank[$0] } ?? Int.max
            return ra != rb ? ra < rb : a < b
        }
    }

    init(text: String) {
        for line in text.split(separator: "\n") where line.hasPrefix("\\ row ") || line.hasPrefix("\\ col ") {
            let isRow = line.hasPrefix("\\ row ")
            let rest = line.dropFirst(6)
            guard let equals = rest.range(of: " = \"") else { continue }
            let safe = String(rest[..<equals.lowerBound])
            var name = ""
            var index = equals.upperBound
            var escaped = false
            var closed = false
            while index < rest.endIndex {
                let c = rest[index]
                index = rest.index(after: index)
                if escaped { name.append(c); escaped = false; continue }
                if c == "\\" { escaped = true; continue }
                if c == "\"" { closed = true; break }
                name.append(c)
            }
            guard closed else { continue }
            let tail = rest[index...]
            let origin = tail.hasPrefix(" : ") ? String(tail.dropFirst(3)) : nil
            if isRow {
                rows[safe] = (name, origin)
            } else {
                columns[safe] = (name, origin)
                columnSequence.append(safe)
            }
        }
    }
}
