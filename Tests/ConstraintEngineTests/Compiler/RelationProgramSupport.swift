import FrameSolver
import LinearProgramming
import TestSupport

/// The constraint engine as `framesolver` runs it: the relation encoding is the default.
let relationEngine = ConstraintEngine()

/// The relation program of a model's piece containing `window`.
func relationProgram(_ file: String, _ window: ProposedSize) throws -> (model: LPModel, piece: PieceSummary, compiled: CompiledLayout) {
    let model = try loadModel(file)
    let compiled = relationEngine.compile(model.root)
    let (program, piece) = try compiled.program(for: window)
    return (program, piece, compiled)
}

/// The column of a view's quantity, found by its origin: `path kind quantity (source)`.
func column(_ model: LPModel, _ path: String, _ kind: String, _ quantity: String) -> Int? {
    let prefix = "\(path) \(kind) \(quantity)"
    return model.columns.indices.first { j in
        guard let origin = model.columns[j].origin else { return false }
        return origin == prefix || origin.hasPrefix(prefix + " (")
    }
}

/// The rows whose terms are exactly these columns (any coefficients).
func rows(_ model: LPModel, over columns: Set<Int>) -> [LPRow] {
    model.rows.filter { Set($0.terms.map(\.column)) == columns }
}

/// A row's coefficient of a column.
func coefficient(_ row: LPRow, _ column: Int) -> Double? {
    row.terms.first { $0.column == column }?.coefficient
}
