import LinearProgramming
import ViewTree

/// One final length a relativeFrame reads, which the program must leave at one value.
///
/// The tie row `final = frame length` is not enough when the frame length is a min/max of the
/// final length itself: `VStack { Color.red.relativeFrame(width: 1).frame(minWidth: 10) }`
/// ties `final = max(10, min(window, final))`, true for every final width from 10 to the
/// window's. Such a program is ill-posed (LP-MODELLING.md A: every frame is determined by the
/// window), so after each solve the engine minimises and maximises the column over the same
/// program; a spread is a model error naming the anchor and the relativeFrames that read it.
struct AnchorCheck {
    /// The compiled column of the anchor's final length.
    var column: Int
    /// "width" or "height".
    var what: String
    /// The relativeFrames that read the anchor, named by path and model line.
    var readers: String
    /// A layout error about the anchor view, its message to be written.
    var anchor: LayoutError

    /// The error for a final length that can take any value from `lower` to `upper`.
    func error(lower: Double, upper: Double) -> LayoutError {
        var error = anchor
        // Solver values to a millionth: 389.99999999999994 is 390.
        func shown(_ value: Double) -> String { formatLength((value * 1e6).rounded() / 1e6) }
        let range = upper.isFinite ? "from \(shown(lower)) to \(shown(upper))" : "of at least \(shown(lower))"
        error.message =
            "the final \(what) of this view is undetermined: \(readers) reads it, and the views between them let any \(what) \(range) fit; read an ancestor whose size does not follow from this content, or give the content a size of its own"
        return error
    }
}

extension CompiledPiece {
    /// Throws when an anchor's final length is not one value in the program with `window`
    /// fixed (`model`), among its optimal solutions when it has an objective (`solution`);
    /// also when a search of the check reaches `options`' time limit (SolveLimits.swift).
    func checkAnchorsDetermined(_ model: LPModel, solution: [Double], options: SolveOptions, window: ProposedSize) throws(LayoutError) {
        guard !anchorChecks.isEmpty else { return }
        var base = model
        if hasObjective {
            // Keep the optimum: the check asks about the answers the objective leaves.
            let terms = model.objective.enumerated().filter { $0.element != 0 }.map { LPTerm($0.offset, $0.element) }
            let optimum = terms.reduce(0) { $0 + $1.coefficient * solution[$1.column] }
            _ = base.addRow(LPRow("anchor_check_optimum", terms: terms, bounds: LPBounds(lower: -.infinity, upper: optimum + 1e-7 * Swift.max(1, abs(optimum)))))
        }
        for check in anchorChecks {
            guard let column = columnMap[check.column] else { continue }
            func extreme(_ sense: LPSense) throws(LayoutError) -> Double {
                var probe = base
                probe.setObjective([LPTerm(column, 1)], sense: sense)
                return try extremeValue(probe, column: column, sense: sense, options: options, window: window)
            }
            let lower = try extreme(.minimize)
            let upper = try extreme(.maximize)
            if upper - lower > 1e-6 * Swift.max(1, abs(lower)) {
                throw check.error(lower: lower, upper: upper)
            }
        }
    }
}

extension CompiledPiece {
    /// The optimum of `column` over `probe` (its objective set to the column): minus or plus
    /// infinity when the solve finds none (unbounded, or no point), so that a check reads it as
    /// a spread; a search stopped at its time limit is an error, not a spread.
    func extremeValue(_ probe: LPModel, column: Int, sense: LPSense, options: SolveOptions, window: ProposedSize) throws(LayoutError) -> Double {
        do {
            return try GLPKSolver.solve(probe, options: options).columnValues[column]
        } catch {
            if case .timeLimit(let diagnostic) = error {
                throw timeLimitError(diagnostic, probe, window: window, limit: options.branchAndBoundTimeLimit)
            }
            return sense == .minimize ? -.infinity : .infinity
        }
    }
}
