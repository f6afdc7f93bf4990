import Foundation
import FrameSolver
import LinearProgramming

/// `framesolver bench lp [--sizes 1000,10000] [--shapes flat-row,deep-chain,list] [--reps N]`:
/// the LP layer's benchmark, medians of several runs (docs/linear-programming.md).
enum BenchCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, options: ["sizes", "shapes", "reps", "height", "encoding"], flags: ["help"])
        if parsed.flags.contains("help") {
            output.write(HelpText.bench)
            return 0
        }
        if parsed.positionals.first == "sweep", parsed.positionals.count == 2 {
            let text = parsed.options["height"] ?? "844"
            guard let height = Double(text), height.isFinite, height >= 0 else {
                throw UsageError("--height '\(text)' is not a finite number of points >= 0")
            }
            return try sweep(parsed.positionals[1], height: height, engine: parsed.constraintEngine(), output: output)
        }
        guard parsed.positionals == ["lp"] else {
            throw UsageError("bench takes a suite: lp, or sweep FILE")
        }
        let sizes = try (parsed.options["sizes"] ?? "1000,10000,100000").split(separator: ",").map { text throws(UsageError) -> Int in
            guard let size = Int(text), size > 0 else { throw UsageError("--sizes: '\(text)' is not a positive whole number") }
            return size
        }
        let shapes = try (parsed.options["shapes"].map { $0.split(separator: ",").map(String.init) } ?? LPBenchmarkShape.allCases.map(\.rawValue))
            .map { name throws(UsageError) -> LPBenchmarkShape in
                guard let shape = LPBenchmarkShape(rawValue: name) else {
                    throw UsageError("--shapes: unknown shape '\(name)' (known: \(LPBenchmarkShape.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return shape
            }
        guard let repetitions = Int(parsed.options["reps"] ?? "5"), repetitions > 0 else {
            throw UsageError("--reps must be a positive whole number")
        }
        do {
            let rows = try LPBenchmark.run(sizes: sizes, shapes: shapes, repetitions: repetitions)
            output.write(LPBenchmark.table(rows) + "\n")
        } catch {
            throw CommandFailure(message: "framesolver: benchmark failed: \(error)")
        }
        return 0
    }

    /// `bench sweep FILE`: 100 widths (100...1,090 by 10) solved from one compiled layout
    /// (pieces compiled on demand, re-solved warm) against a cold compile and solve per width.
    static func sweep(_ path: String, height: Double, engine: ConstraintEngine = ConstraintEngine(), output: CommandOutput) throws -> Int32 {
        let model = try ModelLoading.load(path, rootName: nil, output: output)
        let widths = (0..<100).map { 100.0 + Double($0) * 10 }
        func clock() -> Double { Date().timeIntervalSinceReferenceDate * 1_000 }
        do {
            var cold: [Double] = []
            for width in widths {
                let start = clock()
                _ = try engine.layout(model.root, in: ProposedSize(width: width, height: height))
                cold.append(clock() - start)
            }
            let compiled = engine.compile(model.root)
            defer { compiled.close() }
            var warm: [Double] = []
            let sweepStart = clock()
            for width in widths {
                let start = clock()
                _ = try compiled.solve(ProposedSize(width: width, height: height))
                warm.append(clock() - start)
            }
            let total = clock() - sweepStart
            var negotiation: [Double] = []
            for width in widths {
                let start = clock()
                _ = try NegotiationEngine().layout(model.root, in: ProposedSize(width: width, height: height))
                negotiation.append(clock() - start)
            }
            let pieces = compiled.pieces
            let views = model.root?.nodeCount ?? 0
            let rows = pieces.map(\.rows).reduce(0, +)
            output.write(
                """
                \(path): \(views) views, 100 widths 100...1090 at height \(formatLength(height))
                  cold compile + solve per width: median \(String(format: "%.3f", LPBenchmark.median(cold))) ms
                  sweep on one compiled layout:   median \(String(format: "%.3f", LPBenchmark.median(warm))) ms per width, \(String(format: "%.1f", total)) ms in all, \(compiled.compilationCount) pieces compiled
                  negotiation engine per width:   median \(String(format: "%.3f", LPBenchmark.median(negotiation))) ms
                  program size: \(String(format: "%.2f", Double(rows) / Double(max(pieces.count, 1)) / Double(max(views, 1)))) rows per view per piece, \(pieces.map(\.binaries).reduce(0, +)) binaries

                """)
        } catch {
            throw CommandFailure(message: "framesolver: \(error)")
        }
        return 0
    }
}
