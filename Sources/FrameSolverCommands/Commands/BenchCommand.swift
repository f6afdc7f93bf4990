import Foundation
import LinearProgramming

/// `framesolver bench lp [--sizes 1000,10000] [--shapes flat-row,deep-chain,list] [--reps N]`:
/// the LP layer's benchmark, medians of several runs (docs/linear-programming.md).
enum BenchCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, options: ["sizes", "shapes", "reps"], flags: ["help"])
        if parsed.flags.contains("help") {
            output.write(HelpText.bench)
            return 0
        }
        guard parsed.positionals == ["lp"] else {
            throw UsageError("bench takes one suite: lp")
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
}
