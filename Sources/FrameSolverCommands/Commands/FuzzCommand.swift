import Comparison
import Foundation
import FrameSolver
import TreeFuzzing

/// `framesolver fuzz [--trees N] [--seed S] [--views V] [--check layouts|formulas|queries] [--text]`:
/// seeded random trees of the linear fragment (with `--text`, Texts, baseline alignments and
/// explicit guides too) through both engines (at five windows, or as
/// formulas, or as queries: `FuzzCheck`); prints the agreement rate and the first
/// disagreements (LP-MODELLING.md A.3 tolerance). Exit 1 when any tree disagrees.
enum FuzzCommand {
    static let windows = DifferentialWindows.all
    /// The most trees one run lays out, and the largest tree (docs/limits.md).
    static let maximumTrees = 1_000_000
    static let maximumViews = 10_000

    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.fuzz, output: output) else { return 0 }
        guard let trees = Int(parsed.options["trees"] ?? "2000"), trees > 0 else { throw UsageError("--trees must be a positive whole number") }
        guard trees <= maximumTrees else { throw UsageError("--trees \(trees) is beyond the most trees one run lays out, \(maximumTrees) (docs/limits.md)") }
        let seedText = parsed.options["seed"] ?? "10000"
        guard let seed = UInt64(seedText) else {
            throw UsageError("--seed must be a non-negative whole number (0 to \(UInt64.max)), not '\(seedText)'")
        }
        guard let views = Int(parsed.options["views"] ?? "25"), views > 0 else { throw UsageError("--views must be a positive whole number") }
        guard views <= maximumViews else { throw UsageError("--views \(views) is beyond the largest random tree, \(maximumViews) views (docs/limits.md)") }
        let engine = try parsed.constraintEngine()
        let check = FuzzCheck(rawValue: parsed.options["check"] ?? "layouts") ?? .layouts
        let text = parsed.flags.contains("text")
        var agreeing = 0
        // Trees whose check asked nothing (counted as agreeing, and said).
        var unasked = 0
        var failures: [String] = []
        let start = Date()
        for offset in 0..<UInt64(trees) {
            var generator = RandomTreeGenerator(seed: seed &+ offset, maxViews: views, wholeLinearFragment: true)
            generator.textAndGuides = text
            let tree = generator.tree()
            switch check.outcome(tree, seed: seed &+ offset, engine: engine) {
            case .agree: agreeing += 1
            case .nothingAsked:
                agreeing += 1
                unasked += 1
            case .disagree(let problem):
                if failures.count < 10 { failures.append("seed \(seed &+ offset): \(problem)") }
            }
            // Long runs say how far they are on standard error, every 10%.
            let done = Int(offset) + 1
            if trees >= 1_000, done % (trees / 10) == 0, done < trees {
                output.writeError("fuzz: \(done) of \(trees) trees, \(done - agreeing) disagreeing so far\n")
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let rate = Double(agreeing) / Double(trees) * 100
        let asked = unasked > 0 ? " (\(unasked) of them asked nothing: the tagged view has one width at every window)" : ""
        output.write("\(trees) trees x \(check.unit): \(agreeing) agree\(asked) (\(String(format: "%.3f", rate))%), \(String(format: "%.1f", seconds)) s\n")
        for failure in failures { output.write("  \(failure)\n") }
        return agreeing == trees ? 0 : 1
    }

    /// The first disagreement of the two engines on `tree`, or an error either raised. The
    /// constraint engine answers twice: from one compiled layout over the engine's window
    /// range (its pieces narrowed around each window), and from `layout(_:in:)`, which
    /// compiles each window alone, as `solve` does.
    static func disagreement(_ tree: ViewNode, engine: ConstraintEngine = ConstraintEngine()) -> String? {
        let compiled = engine.compile(tree)
        defer { compiled.close() }
        for window in windows {
            do {
                let a = try NegotiationEngine().layout(tree, in: window)
                let b = try compiled.solve(window)
                if let problem = firstDisagreement(a, b) { return "window \(window) \(problem)" }
                let alone = try engine.layout(tree, in: window)
                if let problem = firstDisagreement(a, alone) { return "window \(window), compiled alone: \(problem)" }
            } catch {
                return "window \(window): \(error)"
            }
        }
        return nil
    }
}
