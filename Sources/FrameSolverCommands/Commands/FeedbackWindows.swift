import Comparison
import FrameSolver
import Rendering

/// A model with geometry callbacks laid out window after window, as `compare` and `report`
/// both do, so that both count its differences the same way:
///
/// 1. the negotiation engine runs the passes in each window, the state kept from one window to
///    the next (as a window being resized keeps it) unless `keepsState` is false;
/// 2. the constraint engine solves the window's fixed point in one program, the state as
///    columns (OneProgramSolving), on the same screen;
/// 3. where a state `onAppear` assigns once differs between the two, the views that state
///    reaches get the cause `feedback-once`, explained (docs/comparison.md).
///
/// Call `negotiation`, then `constraints`, for each window in the sweep's order.
final class FeedbackWindows: ReportBuilder.WindowLayouts {
    let program: FeedbackProgram
    /// The model as one program, evaluated once (a failure is kept: the passes' last state is
    /// solved instead).
    private let evaluated: Result<StateProgramTree, ModelError>
    private let host: ScreenHost
    private let negotiationEngine: HostedEngine
    private let constraintEngine: LayoutFactory
    /// What the program knows before solving (a reader's size a Text shows), in the command's
    /// encoding.
    private let measuring: ConstraintEngine
    private let maxPasses: Int
    private let keepsState: Bool
    private let tolerance: Double
    private var session = FeedbackSession()
    /// Each window's passes, in order.
    private(set) var runs: [FeedbackRun] = []
    /// Each window's one-program solve, in order.
    private(set) var outcomes: [OneProgramOutcome] = []
    /// Per window: nil when onAppear's first value does not explain it, else the views it does
    /// not explain (OneProgramSolving.unexplainedByOnce).
    private(set) var unexplainedByOnce: [Set<String>?] = []

    init(
        program: FeedbackProgram, host: ScreenHost, constraintEngine: @escaping LayoutFactory, measuring: ConstraintEngine, maxPasses: Int,
        keepsState: Bool, tolerance: Double
    ) {
        self.program = program
        evaluated = Result { () throws(ModelError) in try program.stateProgramTree() }
        self.host = host
        negotiationEngine = HostedEngine(host: host, engine: NegotiationEngine())
        self.constraintEngine = constraintEngine
        self.measuring = measuring
        self.maxPasses = maxPasses
        self.keepsState = keepsState
        self.tolerance = tolerance
    }

    /// The windows of `source`'s model (`model`, as loaded) on `screen`, with the command's
    /// options: the strictness, text metrics, bars, root, `--max-passes` and `--sweep-state`
    /// where the command has them.
    static func load(
        _ source: ModelSource, model: LoadedModel, parsed: ParsedArguments, screen: Screen, tolerance: Double,
        constraintEngine: @escaping LayoutFactory
    ) throws -> FeedbackWindows {
        guard let text = source.text else { throw CommandFailure(message: "framesolver: cannot read '\(source.name)'") }
        let program: FeedbackProgram
        do {
            var options = LoadOptions(lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars())
            // The scroll offset clamped as it was when the model was loaded (ScrollRanges).
            if options.bars != nil, let ranges = model.scrollRanges { options.bars?.scrollRanges = ranges }
            options.presenting = model.presentation != nil
            program = try FeedbackProgram.load(text, file: source.name, rootName: parsed.options["root"], options: options)
        } catch let error as ModelError {
            throw CommandFailure(message: error.description)
        }
        return FeedbackWindows(
            program: program, host: ScreenHost(screen), constraintEngine: constraintEngine, measuring: try parsed.constraintEngine(),
            maxPasses: try FeedbackSolving.maxPasses(parsed), keepsState: FeedbackSolving.keepsState(parsed), tolerance: tolerance)
    }

    /// The passes' layout of `window` (step 1).
    func negotiationLayout(_ window: ProposedSize) throws(LayoutError) -> LayoutResult {
        if !keepsState { session = FeedbackSession() }
        do {
            let run = try FeedbackDriver.run(program, engine: negotiationEngine, window: window, session: &session, maxPasses: maxPasses)
            runs.append(run)
            return run.result
        } catch let error as LayoutError {
            throw error
        } catch {
            throw LayoutError(message: "\(error)", path: "0", kind: "model")
        }
    }

    /// The one program's layout of `window` (step 2), after `negotiationLayout` of it.
    func constraintLayout(_ window: ProposedSize) throws(LayoutError) -> LayoutResult {
        let host = host
        let constraintEngine = constraintEngine
        // On the same screen as the passes.
        func layout(_ root: ViewNode?) throws(LayoutError) -> LayoutResult {
            try host.layout(root, in: window) { tree, size throws(LayoutError) in try constraintEngine(tree)(size) }
        }
        let (result, outcome) = try OneProgramSolving.solve(
            program, evaluated, lastState: { [runs] in runs.last?.root }, window: window, measure: OneProgramSolving.measurer(measuring, host, window), layout: layout)
        outcomes.append(outcome)
        let stateProgram = (try? evaluated.get())?.program
        unexplainedByOnce.append(OneProgramSolving.unexplainedByOnce(runs.last, outcome, stateProgram, tolerance: tolerance, layout: layout))
        return result
    }

    /// `window`, the comparison of the `index`th window laid out, with the differences the kept
    /// state explains given the cause `feedback-once` (step 3).
    func explained(_ window: WindowComparison, at index: Int) -> WindowComparison {
        guard unexplainedByOnce.indices.contains(index), let remaining = unexplainedByOnce[index] else { return window }
        return window.explained(by: .feedbackOnce, except: remaining)
    }

    // MARK: ReportBuilder.WindowLayouts

    func negotiation(_ window: ProposedSize) throws -> (root: ViewNode?, result: LayoutResult) {
        let result = try negotiationLayout(window)
        return (runs.last?.root, result)
    }

    func constraints(_ window: ProposedSize) throws -> LayoutResult { try constraintLayout(window) }

    func explained(_ comparison: WindowComparison) -> WindowComparison { explained(comparison, at: unexplainedByOnce.count - 1) }
}
