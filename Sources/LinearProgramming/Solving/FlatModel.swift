import Foundation
import GLPKShim

/// A model laid out as the C arrays the shim reads (GLPK's 1-based triplets), owned by one
/// thread for one call and freed on deinit.
///
/// Manual buffers rather than nested `withUnsafeBufferPointer` calls keep flattening a tight
/// loop over the rows; this is the whole Swift-side cost of handing a model to GLPK.
final class FlatModel {
    let rowCount: Int
    let columnCount: Int
    let nonzeros: Int
    private let objective: UnsafeMutablePointer<Double>
    private let kinds: UnsafeMutablePointer<Int32>
    private let columnLower: UnsafeMutablePointer<Double>
    private let columnUpper: UnsafeMutablePointer<Double>
    private let rowLower: UnsafeMutablePointer<Double>
    private let rowUpper: UnsafeMutablePointer<Double>
    private let ia: UnsafeMutablePointer<Int32>
    private let ja: UnsafeMutablePointer<Int32>
    private let ar: UnsafeMutablePointer<Double>
    private var rowNames: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    private var columnNames: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    private var problemName: UnsafeMutablePointer<CChar>?
    /// The C view of the arrays.
    var shim: glpks_model

    /// Flattens a model after validating it.
    ///
    /// - Throws: `LPError.invalidModel` for what GLPK would reject.
    init(_ model: LPModel) throws(LPError) {
        try model.validate()
        let duplicates = model.duplicateTermRows()
        if !duplicates.isEmpty {
            throw .invalidModel(
                LPDiagnostic(
                    "rows naming a column twice: \(model.describe(rows: duplicates))", rows: duplicates))
        }
        rowCount = model.rows.count
        columnCount = model.columns.count
        nonzeros = model.nonzeroCount
        objective = .allocate(capacity: max(columnCount, 1))
        kinds = .allocate(capacity: max(columnCount, 1))
        columnLower = .allocate(capacity: max(columnCount, 1))
        columnUpper = .allocate(capacity: max(columnCount, 1))
        rowLower = .allocate(capacity: max(rowCount, 1))
        rowUpper = .allocate(capacity: max(rowCount, 1))
        ia = .allocate(capacity: nonzeros + 1)
        ja = .allocate(capacity: nonzeros + 1)
        ar = .allocate(capacity: nonzeros + 1)
        for (j, column) in model.columns.enumerated() {
            objective[j] = column.objective
            kinds[j] = column.kind.shimCode
            columnLower[j] = column.bounds.lower
            columnUpper[j] = column.bounds.upper
        }
        var at = 1
        for (i, row) in model.rows.enumerated() {
            rowLower[i] = row.bounds.lower
            rowUpper[i] = row.bounds.upper
            let rowNumber = Int32(i + 1)
            for term in row.terms {
                ia[at] = rowNumber
                ja[at] = Int32(term.column + 1)
                ar[at] = term.coefficient
                at += 1
            }
        }
        shim = glpks_model(
            rows: Int32(rowCount), cols: Int32(columnCount), maximize: model.sense == .maximize ? 1 : 0,
            obj_constant: model.objectiveConstant, obj: objective,
            col_kind: model.hasIntegerColumns ? UnsafePointer(kinds) : nil,
            col_lb: columnLower, col_ub: columnUpper, row_lb: rowLower, row_ub: rowUpper,
            nnz: Int32(nonzeros), ia: ia, ja: ja, ar: ar, row_names: nil, col_names: nil, name: nil)
    }

    /// Attaches names (for export): GLPK rejects names over 255 bytes, so callers pass safe ones.
    func attachNames(problem: String, rows: [String], columns: [String]) {
        problemName = strdup(problem)
        let rowPointers = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: max(rows.count, 1))
        for (i, name) in rows.enumerated() { rowPointers[i] = UnsafePointer(strdup(name)) }
        let columnPointers = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: max(columns.count, 1))
        for (j, name) in columns.enumerated() { columnPointers[j] = UnsafePointer(strdup(name)) }
        rowNames = rowPointers
        columnNames = columnPointers
        shim.row_names = UnsafePointer(rowPointers)
        shim.col_names = UnsafePointer(columnPointers)
        shim.name = UnsafePointer(problemName)
    }

    deinit {
        objective.deallocate()
        kinds.deallocate()
        columnLower.deallocate()
        columnUpper.deallocate()
        rowLower.deallocate()
        rowUpper.deallocate()
        ia.deallocate()
        ja.deallocate()
        ar.deallocate()
        if let rowNames {
            for i in 0..<rowCount { free(UnsafeMutableRawPointer(mutating: rowNames[i])) }
            rowNames.deallocate()
        }
        if let columnNames {
            for j in 0..<columnCount { free(UnsafeMutableRawPointer(mutating: columnNames[j])) }
            columnNames.deallocate()
        }
        free(problemName)
    }
}

extension LPColumnKind {
    /// The shim's code for the kind.
    var shimCode: Int32 {
        switch self {
        case .continuous: Int32(GLPKS_CONTINUOUS)
        case .integer: Int32(GLPKS_INTEGER)
        case .binary: Int32(GLPKS_BINARY)
        }
    }
}
