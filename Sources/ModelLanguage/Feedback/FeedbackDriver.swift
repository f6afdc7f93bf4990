import ViewTree

/// Runs a feedback model as SwiftUI runs it: layout, the callbacks, the state changes, layout
/// again, until a pass changes nothing or `maxPasses` is reached (docs/geometry-feedback.md).
///
/// The engine's own layout is untouched: each pass evaluates the model at the state of the
/// moment and lays the tree out from scratch, as SwiftUI re-runs `body` and re-lays out.
public enum FeedbackDriver {
    /// The default pass limit (`--max-passes`).
    public static let defaultMaxPasses = 16

    /// Steps, per pass:
    /// 1. evaluate the model at the session's state (views, callbacks, preferences);
    /// 2. lay it out with `engine` in `window`;
    /// 3. run the callbacks in their order (CallbackRunner); their assignments change the state;
    /// 4. no change: converged; the state equal to an earlier pass's: a cycle; else again.
    /// - Throws: the model's `ModelError` or the engine's `LayoutError`.
    public static func run(
        _ program: FeedbackProgram, engine: any LayoutEngine, window: ProposedSize, session: inout FeedbackSession,
        maxPasses: Int = defaultMaxPasses
    ) throws -> FeedbackRun {
        var passes: [FeedbackPass] = []
        var history: [[StateKey: StateValue]] = [session.state]
        var warnings: [ModelDiagnostic] = []
        var printed: [String] = []
        var cycle: FeedbackCycle?
        var converged = false
        var last: (FeedbackEvaluation, LayoutResult)?
        let limit = max(1, maxPasses)
        for number in 1...limit {
            var evaluation = try program.evaluate(state: session.state, readers: session.readers)
            var result = try engine.layout(evaluation.root, in: window)
            // A Text showing a reader's size: SwiftUI runs the reader's content with its size
            // during layout, so lay out again with the sizes known (same pass; a reader's size
            // does not depend on its content, so this settles at once).
            for _ in 0..<4 where evaluation.evaluator.feedback.readerText {
                let sizes = evaluation.readerSizes(result)
                if sizes == session.readers { break }
                session.readers = sizes
                evaluation = try program.evaluate(state: session.state, readers: sizes)
                result = try engine.layout(evaluation.root, in: window)
            }
            if number == 1 { history[0] = evaluation.evaluator.feedback.state }
            let (changes, triggers) = evaluation.runCallbacks(result, &session)
            warnings += evaluation.evaluator.warnings
            printed += evaluation.evaluator.feedback.printed
            passes.append(FeedbackPass(pass: number, changes: changes, triggers: triggers))
            last = (evaluation, result)
            if changes.isEmpty {
                converged = true
                break
            }
            if let earlier = history.lastIndex(of: session.state) {
                cycle = Self.cycle(history, from: earlier)
                break
            }
            history.append(session.state)
        }
        guard let (evaluation, result) = last else { preconditionFailure("at least one pass runs") }
        let declared = evaluation.evaluator.feedback.declared
        let states = declared.map { entry in
            FinalState(
                state: entry.key.displayName, initial: history[0][entry.key] ?? entry.initial, value: session.state[entry.key] ?? entry.initial,
                source: "\(evaluation.evaluator.source.file):\(entry.loc.line):\(entry.loc.column)")
        }
        return FeedbackRun(
            result: result, passes: passes, converged: converged, cycle: cycle, states: states, maxPasses: limit,
            warnings: Self.unique(warnings), printed: printed, rootName: evaluation.rootName, root: evaluation.root)
    }

    /// The loop from `history[start]` back to it: the states that change and their values.
    static func cycle(_ history: [[StateKey: StateValue]], from start: Int) -> FeedbackCycle {
        let loop = Array(history[start...])
        let keys = Set(loop.flatMap(\.keys)).sorted { $0.displayName < $1.displayName }
        var states: [FeedbackCycle.CycleState] = []
        for key in keys {
            let values = loop.map { $0[key] ?? .none }
            if Set(values).count > 1 { states.append(FeedbackCycle.CycleState(state: key.displayName, values: values)) }
        }
        return FeedbackCycle(period: loop.count, fromPass: start, states: states)
    }

    /// Warnings once each, in order (every pass re-evaluates the same code).
    static func unique(_ warnings: [ModelDiagnostic]) -> [ModelDiagnostic] {
        var seen = Set<String>()
        return warnings.filter { seen.insert($0.description).inserted }
    }
}
