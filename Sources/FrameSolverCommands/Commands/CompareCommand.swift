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


/// `framesolver compare FILE [--size WxH] [--sweep-width A...B:STEP] [--sweep-height A...B:STEP]
/// [--tolerance T] [--strict] [--strict-model] [--format table|json] [--root Name]`: both engines' frames view
/// by view, every difference explained (docs/comparison.md).
///
/// Exit status: 0 when no difference is unexplained, 1 when any is (with `--strict`, when any
/// view differs), 2 on bad input or an engine error in any window.
enum CompareCommand {
    static func run(
        _ arguments: [String], output: CommandOutput,
        constraintEngine: LayoutFactory? = nil
    ) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, options: ["size", "sweep-width", "sweep-height", "tolerance", "format", "root", "encoding"],
            flags: ["strict", "strict-model", "help"])
        let constraintEngine = try constraintEngine ?? constraintEngineFactory(parsed.constraintEngine())
        if parsed.flags.contains("help") {
            output.write(HelpText.compare)
            return 0
        }
        let path = try parsed.file(of: "compare")
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
        let format = try parsed.outputFormat()

        let lenient = !parsed.flags.contains("strict-model")
        let model = try ModelLoading.load(path, rootName: parsed.options["root"], lenient: lenient, output: output)
        var negotiationRoot = model.root
        var matching = ViewMatching.path
        if let twinPath = try TwinDeclaration.twin(of: path) {
            negotiationRoot = try ModelLoading.load(twinPath, rootName: nil, lenient: lenient, output: output).root
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
                constraints: constraints, tolerance: tolerance, matching: matching)
        } catch {
            results = error.completed
            failure = error
        }
        report(results, heading: heading(path, matching: matching, tolerance: tolerance), format: format, output: output)
        if let failure {
            output.writeError("framesolver: \(failure)\n")
            return 2
        }
        if matching == .id, results.allSatisfy({ $0.views.isEmpty }) {
            output.writeError("framesolver: note: twins are matched by id and no view is tagged with .id(\"name\"); nothing was compared\n")
        }
        let summaries = results.map(\.summary)
        if summaries.contains(where: { $0.unexplained > 0 }) { return 1 }
        if parsed.flags.contains("strict"), summaries.contains(where: { $0.differ > 0 }) { return 1 }
        return 0
    }

    /// Writes the warnings (each once) to standard error and the comparison to standard output.
    private static func report(_ results: [WindowComparison], heading: String, format: String, output: CommandOutput) {
        var warnings: [LayoutWarning] = []
        for warning in results.flatMap(\.warnings) where !warnings.contains(warning) {
            warnings.append(warning)
            output.writeError("\(warning)\n")
        }
        let document =
            format == "json"
            ? ComparisonJSONWriter.document(results)
            : ComparisonTableWriter.document(results, heading: heading)
        output.write(document + "\n")
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
