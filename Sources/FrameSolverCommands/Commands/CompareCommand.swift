import Comparison
import Foundation
import FrameSolver

/// Lays out one model in one window (one engine, compiled once, called per window).
typealias WindowLayout = (ProposedSize) throws(LayoutError) -> LayoutResult

/// Makes an engine's per-window layout of a model's root.
typealias LayoutFactory = (ViewNode?) throws(LayoutError) -> WindowLayout

/// The constraint engine's layout of `root`: compiled once, then solved per window (pieces of
/// the window range are compiled when first needed and re-solved warm).
func constraintEngineFactory(_ root: ViewNode?) throws(LayoutError) -> WindowLayout {
    try constraintEngineFactory(ConstraintEngine())(root)
}

/// The layout factory of a configured constraint engine (its `--encoding`).
func constraintEngineFactory(_ engine: ConstraintEngine) -> LayoutFactory {
    { (root: ViewNode?) throws(LayoutError) -> WindowLayout in
        let compiled = engine.compile(root)
        return { (window: ProposedSize) throws(LayoutError) -> LayoutResult in try compiled.solve(window) }
    }
}

/// `framesolver compare FILE... [--size WxH] [--sweep-width A...B:STEP] [--sweep-height A...B:STEP]
/// [--tolerance T] [--fail-on-difference] [--strict] [--format table|json] [--root Name]
/// [--jobs N]`: both engines' frames view by view, every difference explained
/// (docs/comparison.md).
///
/// Exit status: 0 when no difference is unexplained, 1 when any is (with
/// `--fail-on-difference`, when any view differs), 2 on bad input or an engine error in any
/// window.
enum CompareCommand {
    /// The warning for `--strict` without `--fail-on-difference`, which for one release keeps
    /// its old meaning here as well as the new one (docs/command-line.md).
    static let strictTransitionWarning =
        "framesolver: warning: compare --strict now reads the model strictly, as in every command; "
        + "its old meaning, exit 1 on any difference, still applies until the next release: "
        + "add --fail-on-difference to keep it"

    static func run(
        _ arguments: [String], output: CommandOutput,
        constraintEngine: LayoutFactory? = nil
    ) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.compare, output: output) else { return 0 }
        let constraintEngine = try constraintEngine ?? constraintEngineFactory(parsed.constraintEngine())
        let screen = try parsed.screen()
        let base = screen.window
        let widths = try parsed.options["sweep-width"].map { text throws(UsageError) in try sweep(text, option: "sweep-width") }
        let heights = try parsed.options["sweep-height"].map { text throws(UsageError) in try sweep(text, option: "sweep-height") }
        let windows: [ProposedSize]
        do {
            windows = try WindowSweep.windows(base: base, widths: widths, heights: heights)
        } catch {
            throw UsageError("--sweep-width and --sweep-height: \(error)")
        }
        let tolerance = try parseTolerance(parsed.options["tolerance"])
        let format = parsed.outputFormat()
        var failOnDifference = parsed.flags.contains("fail-on-difference")
        if parsed.spellings.contains("strict"), !failOnDifference {
            output.writeError(strictTransitionWarning + "\n")
            failOnDifference = true
        }
        let inputs = try ModelInputs(parsed.positionals, output: output)
        let jobs = try parsed.jobs(default: ProcessInfo.processInfo.activeProcessorCount)
        let presenting = parsed.flags.contains("presented")
        return try ModelBatch.run(inputs, jobs: jobs, json: format == "json", output: output) { source, output in
            let model = try ModelLoading.load(
                source, rootName: parsed.options["root"], lenient: parsed.lenient, passes: true, textMetrics: try parsed.textMetrics(),
                bars: try parsed.bars(), screen: try parsed.screen(), presenting: presenting, output: output)
            // `--presented`: the presentation's content in its own window (Screen.presenting);
            // a sweep sweeps that window's sides.
            var modelScreen = screen
            var modelWindows = windows
            if let presentation = model.presentation {
                modelScreen = screen.presenting(presentation.style)
                do {
                modelWindows = try WindowSweep.windows(base: modelScreen.window, widths: widths, heights: heights)
            } catch {
                throw UsageError("--sweep-width and --sweep-height: \(error)")
            }
            }
            return try compare(
                source, model: model, parsed: parsed, screen: modelScreen, windows: modelWindows, tolerance: tolerance,
                failOnDifference: failOnDifference, constraintEngine: constraintEngine, output: output)
        }
    }

    /// One model compared at every window; its exit status.
    private static func compare(
        _ source: ModelSource, model: LoadedModel, parsed: ParsedArguments, screen: Screen, windows: [ProposedSize], tolerance: Double,
        failOnDifference: Bool, constraintEngine: @escaping LayoutFactory, output: CommandOutput
    ) throws -> Int32 {
        let baseline = try parsed.baseline()
        if baseline == nil, model.needsPasses, try TwinDeclaration.twin(of: source) == nil {
            return try compareInPasses(
                source, model: model, parsed: parsed, screen: screen, windows: windows, tolerance: tolerance, failOnDifference: failOnDifference,
                constraintEngine: constraintEngine, output: output)
        }
        var negotiationRoot = model.root
        var matching = ViewMatching.path
        if baseline == nil, let twinPath = try TwinDeclaration.twin(of: source) {
            negotiationRoot = try ModelLoading.load(
                ModelSource(path: twinPath), rootName: nil, lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(),
                presenting: model.presentation != nil, output: output
            ).root
            matching = .id
        }
        let host = ScreenHost(screen)
        let constraints: WindowLayout
        if let root = model.root, ReaderFrameSettling.isNeeded(root) {
            // A reader's frame read as a length: settled in each window over layouts of the
            // screen, each tree compiled anew (its lengths are the frames of the layout before).
            constraints = { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
                try host.layout(root, in: window) { tree, size throws(LayoutError) in try constraintEngine(tree)(size) }
            }
        } else {
            let hostedConstraints: WindowLayout
            do {
                hostedConstraints = try constraintEngine(host.hosted(model.root))
            } catch {
                throw CommandErrors.failure(host.unhosted(error), file: source.name, engine: "constraints engine")
            }
            // On a device the root is proposed the safe area and views that ignore it are laid
            // out again, extended, by the same engine (ScreenHost).
            constraints = { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
                let hosted: LayoutResult
                do throws(LayoutError) { hosted = try hostedConstraints(window) } catch { throw host.unhosted(error) }
                return try host.finish(hosted, root: model.root) { node, size throws(LayoutError) in try constraintEngine(node)(size) }
            }
        }
        let reference: WindowLayout
        if let baseline {
            // The other encoding, hosted on the same screen.
            let engine = ConstraintEngine(options: ConstraintOptions(encoding: baseline))
            reference = { (window: ProposedSize) throws(LayoutError) -> LayoutResult in try host.layout(model.root, in: window, with: engine) }
        } else {
            let negotiation = NegotiationEngine()
            reference = { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
                try host.layout(negotiationRoot, in: window, with: negotiation)
            }
        }
        let sides = (baseline?.rawValue ?? "negotiation", baseline == nil ? "constraints" : (try parsed.encoding()).rawValue)
        // Each window is written as soon as it is compared: a long sweep streams its results.
        let stream = try ComparisonStream(
            file: source.name, matching: matching, tolerance: tolerance, sides: sides, baseline: baseline.map { "constraints (\($0.rawValue))" },
            format: parsed.outputFormat(), onlyDiffs: parsed.flags.contains("only-diffs"), output: output)
        var results: [WindowComparison]
        var failure: ComparisonFailure?
        var streamError: (any Error)?
        do {
            results = try Comparison.run(
                windows: windows,
                negotiation: reference,
                constraints: constraints, tolerance: tolerance, matching: matching,
                compared: { window in
                    do { try stream.add(window) } catch { streamError = streamError ?? error }
                },
                progress: { done, total in
                    // Long sweeps say how far they are on standard error, every 10%.
                    guard total >= 1_000, done % (total / 10) == 0 else { return }
                    output.writeError("compare \(source.name): \(done) of \(total) windows\n")
                })
        } catch {
            results = error.completed
            failure = error
        }
        stream.finish()
        if let streamError { throw streamError }
        if let failure {
            output.writeError("framesolver: \(failure)\n")
            return 2
        }
        if matching == .id, results.allSatisfy({ $0.views.isEmpty }) {
            output.writeError("framesolver: note: twins are matched by id and no view is tagged with .id(\"name\"); nothing was compared\n")
        }
        let summaries = results.map(\.summary)
        if summaries.contains(where: { $0.unexplained > 0 }) { return 1 }
        if failOnDifference, summaries.contains(where: { $0.differ > 0 }) { return 1 }
        return 0
    }

    /// A model with geometry callbacks: the negotiation engine runs the passes in every window
    /// (state kept from one window to the next unless `--sweep-state reset`); the constraint
    /// engine lays out the tree of the passes' last state in one solve.
    private static func compareInPasses(
        _ source: ModelSource, model: LoadedModel, parsed: ParsedArguments, screen: Screen, windows: [ProposedSize], tolerance: Double,
        failOnDifference: Bool, constraintEngine: @escaping LayoutFactory, output: CommandOutput
    ) throws -> Int32 {
        let feedback = try FeedbackWindows.load(
            source, model: model, parsed: parsed, screen: screen, tolerance: tolerance, constraintEngine: constraintEngine)
        let json = parsed.outputFormat() == "json"
        let onlyDiffs = parsed.flags.contains("only-diffs")
        // The table streams window by window, each followed by its passes; the JSON document
        // is written whole ("feedback" sorts before "windows", so it cannot stream).
        let stream = json
            ? nil
            : try ComparisonStream(file: source.name, matching: .path, tolerance: tolerance, format: "table", onlyDiffs: onlyDiffs, output: output)
        let printed = Set(model.warnings.map(\.description))
        var seen = Set<String>()
        var streamError: (any Error)?
        var results: [WindowComparison]
        var failure: ComparisonFailure?
        do {
            results = try Comparison.run(
                windows: windows,
                negotiation: { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
                    let result = try feedback.negotiationLayout(window)
                    for warning in feedback.runs.last?.warnings ?? [] where !printed.contains(warning.description) && seen.insert(warning.description).inserted {
                        output.writeError("\(warning)\n")
                    }
                    return result
                },
                constraints: { (window: ProposedSize) throws(LayoutError) -> LayoutResult in try feedback.constraintLayout(window) },
                tolerance: tolerance, matching: .path,
                compared: { window in
                    guard let stream, let run = feedback.runs.last, let outcome = feedback.outcomes.last else { return }
                    do {
                        try stream.add(feedback.explained(window, at: feedback.unexplainedByOnce.count - 1))
                        output.write("\n" + PassesTableWriter.document(run) + "\n" + OneProgramSolving.line(run, outcome))
                    } catch { streamError = streamError ?? error }
                })
        } catch {
            results = error.completed
            failure = error
        }
        results = results.enumerated().map { index, window in feedback.explained(window, at: index) }
        stream?.finish()
        if let streamError { throw streamError }
        if json {
            var warnings: [LayoutWarning] = []
            for warning in results.flatMap(\.warnings) where !warnings.contains(warning) {
                warnings.append(warning)
                output.writeError("\(warning)\n")
            }
            let document = ComparisonDocument(
                file: source.name, matching: "path", tolerance: tolerance,
                windows: onlyDiffs ? results.map { var shown = $0; shown.views = $0.differing; return shown } : results,
                feedback: zip(results, zip(feedback.runs, feedback.outcomes)).map { FeedbackWindow(window: $0.window, run: $1.0, constraints: $1.1) })
            output.write(try JSONDocuments.line(document) + "\n")
        }
        if let failure {
            output.writeError("framesolver: \(failure)\n")
            return 2
        }
        let summaries = results.map(\.summary)
        if summaries.contains(where: { $0.unexplained > 0 }) { return 1 }
        if failOnDifference, summaries.contains(where: { $0.differ > 0 }) { return 1 }
        return 0
    }


    private static func sweep(_ text: String, option: String) throws(UsageError) -> WindowSweep {
        do {
            return try WindowSweep(parsing: text)
        } catch {
            throw UsageError("--\(option): \(error)")
        }
    }

    /// `--tolerance T`: a finite number >= 0, in points (default 0.01).
    private static func parseTolerance(_ text: String?) throws(UsageError) -> Double {
        guard let text else { return Comparison.defaultTolerance }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw UsageError("--tolerance '\(text)' is not a finite number >= 0 (points, e.g. 0.01)")
        }
        return value
    }
}
