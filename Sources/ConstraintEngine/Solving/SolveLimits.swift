import LinearProgramming
import ViewTree

// The time limit of branch and bound. A piece's binaries are guessed from the window and
// checked as a plain LP (BinaryGuess); branch and bound runs only when that guess fails, under
// `--constrain` and `query`, and in the checks that minimise and maximise a column (an anchor,
// a geometry state). An earlier build stayed 20 minutes in one search on a random tree, so
// every search the engine starts has a time limit, and reaching it is an error that names
// the piece, the window and the clamps the search was deciding: never a hang, never the
// search's unproven incumbent as a layout.

extension ConstraintOptions {
    /// The solves whose answer becomes frames: only the column values are read back; on a
    /// kept solver the basis is factorised after a presolved solve, for the next window's
    /// re-solve.
    var framesSolve: SolveOptions {
        var options = coldSolve
        options.readsValuesOnly = true
        options.factorizesAfter = true
        options.slopesOf = [ProgramBuilder.widthVariable, ProgramBuilder.heightVariable]
        return options
    }

    /// A warm re-solve of a kept piece for a new window, reading back only the column values.
    static let warmFramesSolve: SolveOptions = {
        var options = SolveOptions.warm
        options.readsValuesOnly = true
        options.slopesOf = [ProgramBuilder.widthVariable, ProgramBuilder.heightVariable]
        return options
    }()

    /// The cold solve of this engine's programs: GLPK's defaults with the engine's time limit
    /// for branch and bound.
    var coldSolve: SolveOptions {
        var options = SolveOptions.cold
        options.branchAndBoundTimeLimit = branchAndBoundTimeLimit
        return options
    }
}

extension CompiledPiece {
    /// The clamps a search over `model` decides: its binaries' origins (`path kind clamp
    /// (model line)`), without the note on which side the binary stands for.
    static func clampOrigins(_ model: LPModel) -> [String] {
        var seen = Set<String>()
        return model.columns.filter { $0.kind != .continuous }.compactMap { column in
            guard var origin = column.origin else { return column.name }
            if let note = origin.range(of: " (which side") { origin = String(origin[..<note.lowerBound]) }
            return seen.insert(origin).inserted ? origin : nil
        }
    }

    /// The layout error for a search over this piece's program at `window` that stopped at
    /// `limit` seconds: the piece's window range, the window, and the first clamps it was
    /// deciding; the error is about the first clamp's view.
    func timeLimitError(_ diagnostic: LPDiagnostic, _ model: LPModel, window: ProposedSize, limit: Double?) -> LayoutError {
        timeLimitError(diagnostic, model, at: "window \(window)", limit: limit)
    }

    /// As above, the search made `at` a place described in words (a query's range of widths).
    func timeLimitError(_ diagnostic: LPDiagnostic, _ model: LPModel, at place: String, limit: Double?) -> LayoutError {
        let clamps = Self.clampOrigins(model)
        let shown = clamps.prefix(6).joined(separator: "; ")
        let more = clamps.count > 6 ? " and \(clamps.count - 6) more" : ""
        let seconds = limit.map { "\(formatLength($0)) s" } ?? "its limit"
        let deciding = clamps.isEmpty ? "" : "; it was deciding \(clamps.count) clamp\(clamps.count == 1 ? "" : "s"): \(shown)\(more)"
        let said = String(diagnostic.glpkMessage.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let glpk = said.isEmpty ? "" : " [GLPK: \(said)]"
        let view = model.columns.indices.lazy.filter { model.columns[$0].kind != .continuous }.compactMap { ViewPlace(model.columns.sources[$0]) }.first
        return LayoutError(
            message:
                "branch and bound (GLPK) reached its time limit of \(seconds) on the piece \(box) at \(place) before proving the layout\(deciding); no frame is given rather than an unproven one (ConstraintOptions.branchAndBoundTimeLimit)\(glpk)",
            path: view?.path ?? "0", kind: view?.kind ?? "program", source: view?.source)
    }
}
