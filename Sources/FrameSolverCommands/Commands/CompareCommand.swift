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
        let base = try parsed.window()
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
        return try ModelBatch.run(inputs, jobs: jobs, json: format == "json", output: output) { source, output in
            try compare(
                source, parsed: parsed, windows: windows, tolerance: tolerance, failOnDifference: failOnDifference,
                constraintEngine: constraintEngine, output: output)
        }
    }

    /// One model compared at every window; its exit status.
    private static func compare(
        _ source: ModelSource, parsed: ParsedArguments, windows: [ProposedSize], tolerance: Double, failOnDifference: Bool,
        constraintEngine: LayoutFactory, output: CommandOutput
    ) throws -> Int32 {
        let model = try ModelLoading.load(source, rootName: parsed.options["root"], lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), output: output)
        var negotiationRoot = model.root
        var matching = ViewMatching.path
        if let twinPath = try TwinDeclaration.twin(of: source) {
            negotiationRoot = try ModelLoading.load(twinPath, rootName: nil, lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), output: output).root
            matching = .id
        }
        let constraints: WindowLayout
        do {
            constraints = try constraintEngine(model.root)
        } catch {
            throw CommandFailure(message: "constraints engine: \(error)")
        }
        let negotiation = NegotiationEngine()
        let results: [WindowComparison]
        var failure: ComparisonFailure?
        do {
            results = try Comparison.run(
                windows: windows,
                negotiation: { (window: ProposedSize) throws(LayoutError) -> LayoutResult in try negotiation.layout(negotiationRoot, in: window) },
                constraints: constraints, tolerance: tolerance, matching: matching,
                progress: { done, total in
                    // Long sweeps say how far they are on standard error, every 10%.
                    guard total >= 1_000, done % (total / 10) == 0 else { return }
                    output.writeError("compare \(source.name): \(done) of \(total) windows\n")
                })
        } catch {
            results = error.completed
            failure = error
        }
        try report(
            results, source: source, matching: matching, tolerance: tolerance, format: parsed.outputFormat(),
            onlyDiffs: parsed.flags.contains("only-diffs"), output: output)
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

    /// Writes the warnings (each once) to standard error and the comparison to standard output;
    /// with `onlyDiffs`, only differing views (JSON keeps every window and its summary).
    private static func report(
        _ results: [WindowComparison], source: ModelSource, matching: ViewMatching, tolerance: Double, format: String,
        onlyDiffs: Bool, output: CommandOutput
    ) throws {
        var warnings: [LayoutWarning] = []
        for warning in results.flatMap(\.warnings) where !warnings.contains(warning) {
            warnings.append(warning)
            output.writeError("\(warning)\n")
        }
        let document =
            format == "json"
            ? try JSONDocuments.line(
                ComparisonDocument(
                    file: source.name, matching: matching == .path ? "path" : "id", tolerance: tolerance,
                    windows: onlyDiffs ? results.map(differingViews) : results))
            : ComparisonTableWriter.document(results, heading: heading(source.name, matching: matching, tolerance: tolerance), onlyDiffs: onlyDiffs)
        output.write(document + "\n")
    }

    /// The window with only its differing views, its summary still counting every view.
    private static func differingViews(_ window: WindowComparison) -> WindowComparison {
        var copy = window
        copy.views = window.differing
        return copy
    }

    private static func heading(_ path: String, matching: ViewMatching, tolerance: Double) -> String {
        let pairing = matching == .path ? "views matched by path" : "twin model, views matched by id"
        return "compare \(path): negotiation vs constraints, \(pairing), tolerance \(formatLength(tolerance))"
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
