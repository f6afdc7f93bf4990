import ViewTree

/// Runs a feedback model as SwiftUI runs it: layout, the callbacks, the state changes, layout
/// again, until a pass changes nothing or `maxPasses` is reached (docs/geometry-feedback.md).
///
/// The engine's own layout is untouched: each pass evaluates the model at the state of the
/// moment and lays the tree out from scratch, as SwiftUI re-runs `body` and re-lays out.
public enum FeedbackDriver {
    /// The default pass limit (`--max-passes`).
    public static let defaultMaxPasses = 16

    /// How far the state is iterated past a pass limit that stopped the run, to say what the
    /// limit hid (a cycle, or a later fixed point); those passes are not reported as passes.
    public static let detectionHorizon = 256

    /// Steps, per pass:
    /// 1. evaluate the model at the session's state (views, callbacks, preferences);
    /// 2. lay it out with `engine` in `window`;
    /// 3. run the callbacks in their order (CallbackRunner); their assignments change the state;
    /// 4. no change: converged; the state equal to an earlier pass's: a cycle; else again;
    /// 5. stopped by the limit: iterate a copy of the session on (steps 1-4, nothing reported)
    ///    up to `detectionHorizon` passes, to find the cycle or the fixed point the limit hid.
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
            let evaluation: FeedbackEvaluation, result: LayoutResult
            do {
                (evaluation, result) = try layout(program, engine: engine, window: window, session: &session)
            } catch let error as LayoutError {
                throw Self.inPass(error, number, after: passes.last)
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
        var probe: LimitProbe?
        if !converged, cycle == nil, limit < detectionHorizon {
            // Step 5, on a copy: the session the caller keeps is the state the limit stopped at.
            var copy = session
            var found = LimitProbe(horizon: detectionHorizon)
            for number in (limit + 1)...detectionHorizon {
                let next: FeedbackEvaluation, layout: LayoutResult
                do {
                    (next, layout) = try self.layout(program, engine: engine, window: window, session: &copy)
                } catch {
                    // A state that grows without bound stops being a layout (a length past
                    // 1e9): what the limit hid, not an error of the passes reported.
                    found.failedAtPass = number
                    found.failure = Self.oneLine(error)
                    break
                }
                if next.runCallbacks(layout, &copy).changes.isEmpty {
                    found.convergedAtPass = number
                    break
                }
                if let earlier = history.lastIndex(of: copy.state) {
                    var loop = Self.cycle(history, from: earlier)
                    loop.beyondLimit = true
                    loop.closedAtPass = number
                    cycle = loop
                    break
                }
                history.append(copy.state)
            }
            probe = found
        }
        let declared = evaluation.evaluator.feedback.declared
        let states = declared.map { entry in
            FinalState(
                state: entry.key.displayName, initial: history[0][entry.key] ?? entry.initial, value: session.state[entry.key] ?? entry.initial,
                source: "\(evaluation.evaluator.source.file):\(entry.loc.line):\(entry.loc.column)")
        }
        return FeedbackRun(
            result: result, passes: passes, converged: converged, cycle: cycle, states: states, maxPasses: limit, probe: probe,
            warnings: Self.unique(warnings), printed: printed, rootName: evaluation.rootName, root: evaluation.root)
    }

    /// One pass's layout at the session's state (steps 1 and 2). A Text showing a reader's
    /// size: SwiftUI runs the reader's content with its size during layout, so the pass lays out
    /// again with the sizes known (a reader's size does not depend on its content, so this
    /// settles at once).
    static func layout(
        _ program: FeedbackProgram, engine: any LayoutEngine, window: ProposedSize, session: inout FeedbackSession
    ) throws -> (FeedbackEvaluation, LayoutResult) {
        var evaluation = try program.evaluate(state: session.state, readers: session.readers)
        var result = try engine.layout(evaluation.root, in: window)
        for _ in 0..<4 where evaluation.evaluator.feedback.readerText {
            let sizes = evaluation.readerSizes(result)
            if sizes == session.readers { break }
            session.readers = sizes
            evaluation = try program.evaluate(state: session.state, readers: sizes)
            result = try engine.layout(evaluation.root, in: window)
        }
        return (evaluation, result)
    }

    /// A pass's layout error, saying which pass and the state changes that led to it: the
    /// line it names reads the state (`frame(height: height)`), which the file does not show.
    static func inPass(_ error: LayoutError, _ number: Int, after previous: FeedbackPass?) -> LayoutError {
        guard let previous, !previous.changes.isEmpty else { return error }
        var located = error
        let changes = previous.changes.map { "\($0.state) = \($0.new) (\($0.callback))" }
        located.message += "; in pass \(number), after pass \(previous.pass) set \(changes.joined(separator: ", "))"
        return located
    }

    /// An error of a pass as one line: `file:line:column: error: message` for a model error
    /// (without the quoted source line), the layout error's own line otherwise.
    static func oneLine(_ error: any Error) -> String {
        if let error = error as? ModelError {
            let d = error.diagnostic
            return "\(d.file):\(d.line):\(d.column): error: \(d.message)"
        }
        return "\(error)"
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
