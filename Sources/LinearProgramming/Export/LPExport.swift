import Foundation
import GLPKShim

/// The text formats a model can be written in.
public enum LPExportFormat: Sendable, Hashable {
    /// CPLEX LP, readable by `glpsol --lp` and `LPImport`.
    case cplexLP
    /// Free MPS (`glpsol --freemps`).
    case freeMPS
    /// Fixed MPS (`glpsol --mps`; names longer than 8 characters do not fit it).
    case fixedMPS
}

/// A model written as text, with the names it was written under.
public struct LPExport: Sendable, Hashable {
    /// The format the text is written in.
    public var format: LPExportFormat
    /// The file's text: the name table as comments, then GLPK's own writer's output.
    public var text: String
    /// The names the text uses, with the table back to the model's names.
    public var names: CPLEXNames
}

extension LPModel {
    /// Writes the model as CPLEX LP or MPS text with GLPK's writers (so `glpsol` reads the
    /// same program we solve), under short safe names, with the name table as comments.
    ///
    /// - Throws: `LPError.invalidModel`, or `.solverFailure` if GLPK cannot write.
    public func export(_ format: LPExportFormat = .cplexLP) throws(LPError) -> LPExport {
        let readable = readableByGLPK
        let flat = try FlatModel(readable)
        let names = CPLEXNames(model: readable)
        let problemName = CPLEXNames.isSafe(name) ? name : "lp"
        flat.attachNames(problem: problemName, rows: names.rows, columns: names.columns)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("framesolver-lp-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let code: Int32
        switch format {
        case .cplexLP: code = glpks_write(&flat.shim, Int32(GLPKS_FORMAT_CPLEX_LP), path)
        case .freeMPS: code = glpks_write(&flat.shim, Int32(GLPKS_FORMAT_FREE_MPS), path)
        case .fixedMPS: code = glpks_write(&flat.shim, Int32(GLPKS_FORMAT_FIXED_MPS), path)
        }
        try ShimCall.check(code, during: "writing the model")
        guard let body = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .solverFailure(LPDiagnostic("GLPK's writer left no readable file at \(path)"))
        }
        let marker = format == .cplexLP ? "\\" : "*"
        let table = names.commentLines(marker: marker)
        let text = table.isEmpty ? body : table.joined(separator: "\n") + "\n" + body
        return LPExport(format: format, text: text, names: names)
    }

    /// The model, with one empty row (and column) added when it has none: GLPK writes a
    /// program without rows as a file its own reader rejects ("problem has no rows"). The
    /// added row, `0 x = 0`, holds for every point, so the program means the same.
    var readableByGLPK: LPModel {
        guard rows.isEmpty || columns.isEmpty else { return self }
        var model = self
        if model.columns.isEmpty {
            model.addColumn("no_columns", bounds: LPBounds(lower: 0, upper: 0), origin: "written because the program has no columns (GLPK's reader needs one)")
        }
        if model.rows.isEmpty {
            model.addRow("no_rows", [], LPBounds(lower: 0, upper: 0), origin: "written because the program has no rows (GLPK's reader needs one); holds for every point")
        }
        return model
    }

    /// Writes `export(format)` to a file and returns the name table.
    @discardableResult
    public func write(to path: String, format: LPExportFormat = .cplexLP) throws(LPError) -> CPLEXNames {
        let exported = try export(format)
        do {
            try exported.text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .solverFailure(LPDiagnostic("cannot write \(path): \(error)"))
        }
        return exported.names
    }
}
