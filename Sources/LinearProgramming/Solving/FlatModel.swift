import Foundation
import GLPKShim

/// A model laid out as the C arrays the shim reads (GLPK's 1-based triplets), for one call on
/// one thread.
///
/// Flattening is the whole Swift-side cost of handing a model to GLPK, so it is a few
/// front-to-back passes over the model's field arrays (`LPColumns`, `LPRows`) that validate
/// while they copy: bounds, objective, column indices, finite coefficients and duplicate terms
/// are checked in the loops that fill the arrays. Only when that loop meets a problem does the slower `validate()` run, to
/// name the offending rows and columns. The arrays live in a `FlatStorage`, which a kept
/// problem's owner reuses from load to load: allocating them fresh each time made every load
/// page-fault its arrays in again (glibc hands large freed blocks back to the kernel). The loops
/// write through local copies of the storage's pointers, because a class's stored property
/// costs an exclusivity check on every access.
final class FlatModel {
    let rowCount: Int
    let columnCount: Int
    let nonzeros: Int
    private let storage: FlatStorage
    private var rowNames: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    private var columnNames: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    private var problemName: UnsafeMutablePointer<CChar>?
    /// The C view of the arrays.
    var shim: glpks_model

    /// Flattens a model, validating it on the way.
    ///
    /// - Parameter storage: arrays to write into (grown as needed); a fresh one by default.
    ///   It must not back another live `FlatModel`.
    /// - Throws: `LPError.invalidModel` for what GLPK would reject.
    init(_ model: LPModel, storage: FlatStorage = FlatStorage()) throws(LPError) {
        let m = model.rows.count
        let n = model.columns.count
        let nonzeros = model.rows.nonzeroCount
        if m >= Int(Int32.max) || n >= Int(Int32.max) || nonzeros >= Int(Int32.max) { try model.validate() }
        self.storage = storage
        storage.reserve(rows: m, columns: n, nonzeros: nonzeros)
        let (hasIntegers, badColumn) = Self.fillColumns(model.columns, into: storage)
        let badRow = Self.fillRows(model.rows, columnCount: n, into: storage)
        if badColumn || badRow {
            try model.validate()
            let duplicates = model.duplicateTermRows()
            throw .invalidModel(
                LPDiagnostic("rows naming a column twice: \(model.describe(rows: duplicates))", rows: duplicates))
        }
        rowCount = m
        columnCount = n
        self.nonzeros = nonzeros
        shim = glpks_model(
            rows: Int32(m), cols: Int32(n), maximize: model.sense == .maximize ? 1 : 0,
            obj_constant: model.objectiveConstant, obj: storage.objective,
            col_kind: hasIntegers ? UnsafePointer(storage.kinds) : nil,
            col_lb: storage.columnLower, col_ub: storage.columnUpper,
            row_lb: storage.rowLower, row_ub: storage.rowUpper,
            nnz: Int32(nonzeros), ia: storage.ia, ja: storage.ja, ar: storage.ar,
            row_names: nil, col_names: nil, name: nil)
    }

    /// Copies bounds, objective and kinds; returns whether any column is integer and whether
    /// any column is invalid.
    private static func fillColumns(_ columns: LPColumns, into storage: FlatStorage) -> (Bool, Bool) {
        var hasIntegers = false
        let objective = storage.objective, kinds = storage.kinds
        var bad = copy(columns.bounds, lower: storage.columnLower, upper: storage.columnUpper)
        columns.objectives.withUnsafeBufferPointer { objectives in
            for j in objectives.indices {
                bad = bad || !objectives[j].isFinite
                objective[j] = objectives[j]
            }
        }
        columns.kinds.withUnsafeBufferPointer { columnKinds in
            for j in columnKinds.indices {
                hasIntegers = hasIntegers || columnKinds[j] != .continuous
                kinds[j] = columnKinds[j].shimCode
            }
        }
        return (hasIntegers, bad)
    }

    /// Copies bounds into GLPK's two arrays; returns whether any is invalid.
    private static func copy(
        _ bounds: [LPBounds], lower: UnsafeMutablePointer<Double>, upper: UnsafeMutablePointer<Double>
    ) -> Bool {
        var bad = false
        bounds.withUnsafeBufferPointer { bounds in
            for i in bounds.indices {
                bad = bad || bounds[i].isInvalid
                // `+ 0` makes -0 (a slack of -0, a constant moved to a bound) plain 0, the same
                // bound, so that a written program says `<= 0`, never `<= -0`.
                lower[i] = bounds[i].lower + 0
                upper[i] = bounds[i].upper + 0
            }
        }
        return bad
    }

    /// Copies row bounds and the matrix as triplets; returns whether any row is invalid (empty
    /// bounds, a bad column, a non-finite coefficient, a column twice).
    private static func fillRows(_ rows: LPRows, columnCount: Int, into storage: FlatStorage) -> Bool {
        let seen = storage.seen
        for j in 0..<columnCount { seen[j] = -1 }
        var bad = copy(rows.bounds, lower: storage.rowLower, upper: storage.rowUpper)
        let ia = storage.ia, ja = storage.ja, ar = storage.ar
        rows.starts.withUnsafeBufferPointer { starts in
            rows.termColumns.withUnsafeBufferPointer { columns in
                rows.termCoefficients.withUnsafeBufferPointer { coefficients in
                    for i in 0..<(starts.count - 1) {
                        let rowNumber = Int32(truncatingIfNeeded: i + 1)
                        for k in starts[i]..<starts[i + 1] {
                            let column = columns[k]
                            let coefficient = coefficients[k]
                            if column < 0 || column >= columnCount || !coefficient.isFinite {
                                bad = true
                                continue
                            }
                            if seen[column] == rowNumber { bad = true }
                            seen[column] = rowNumber
                            ia[k + 1] = rowNumber
                            ja[k + 1] = Int32(truncatingIfNeeded: column + 1)
                            ar[k + 1] = coefficient
                        }
                    }
                }
            }
        }
        return bad
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

/// A flattened model on its way from the caller that made it to a kept problem's thread.
///
/// `@unchecked Sendable` because a `FlatModel` points into C arrays: the caller hands it over
/// through a `FlatSlot` and does not touch it again; the owner thread reads it only until it
/// replies to the load, after which the caller may reuse the storage.
struct FlatTransfer: @unchecked Sendable {
    let model: FlatModel
}
