import FrameSolver
import Foundation

extension BenchCommand {
    /// `bench layout`: the engines on the synthetic workloads (LayoutBenchmark), as a table or
    /// as `{"results": [...]}`.
    static func layout(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.benchLayout, output: output) else { return 0 }
        let engines: [LayoutBenchmark.Engine] =
            switch parsed.options["engine"] ?? "negotiation" {
            case "both": LayoutBenchmark.Engine.allCases
            case "constraints": [.constraints]
            default: [.negotiation]
            }
        let workloadName = parsed.options["workload"] ?? "all"
        let workloads = workloadName == "all" ? LayoutWorkload.allCases : LayoutWorkload(rawValue: workloadName).map { [$0] } ?? []
        let budgetText = parsed.options["budget"] ?? "60"
        guard let budget = Double(budgetText), budget.isFinite, budget > 0 else {
            throw UsageError("--budget '\(budgetText)' is not a positive number of seconds")
        }
        let benchmark = LayoutBenchmark(
            engines: engines, workloads: workloads, sizes: try benchSizes(parsed), runs: try benchRuns(parsed),
            encoding: try parsed.encoding(), budgetSeconds: budget)
        if parsed.flags.contains("frames") {
            try printFrames(benchmark, output: output)
            return 0
        }
        let results: [LayoutBenchmarkResult]
        do {
            results = try benchmark.run { output.writeError($0 + "\n") }
        } catch {
            throw CommandFailure(message: "framesolver: benchmark failed: \(error)")
        }
        if parsed.outputFormat() == "json" {
            output.write(try JSONDocuments.line(LayoutBenchmarkDocument(results: results)) + "\n")
        } else {
            output.write(LayoutBenchmarkResult.table(results) + "\n")
        }
        return 0
    }

    /// `--frames`: every cell's first layout as solve's JSON document, one a line.
    private static func printFrames(_ benchmark: LayoutBenchmark, output: CommandOutput) throws {
        for size in benchmark.sizes {
            for workload in benchmark.workloads {
                let tree = workload.tree(peerNodes: size)
                for engine in benchmark.engines {
                    let layoutEngine: any LayoutEngine =
                        engine == .negotiation ? NegotiationEngine() : ConstraintEngine(options: ConstraintOptions(encoding: benchmark.encoding))
                    do {
                        let result = try layoutEngine.layout(tree.root, in: workload.window)
                        output.write(try layoutJSONDocument(result, file: "\(workload.rawValue)-\(size)") + "\n")
                    } catch let error as LayoutError {
                        throw CommandFailure(message: "framesolver: \(workload.rawValue) \(size): \(error)")
                    }
                }
            }
        }
    }

    /// `--nodes n,n` (also spelled `--sizes`), each positive and at most the largest size.
    static func benchSizes(_ parsed: ParsedArguments) throws(UsageError) -> [Int] {
        let list = parsed.options["nodes"] ?? "1000,10000,100000"
        return try benchList(list, option: "nodes").map { text throws(UsageError) -> Int in
            guard let size = Int(text), size > 0 else { throw UsageError("--nodes: '\(text)' is not a positive whole number") }
            guard size <= largestBenchmarkSize else {
                throw UsageError("--nodes: \(size) is beyond the largest benchmark size, \(largestBenchmarkSize) nodes (docs/limits.md)")
            }
            return size
        }
    }

    /// The elements of a comma-separated option value (`--nodes 1000,10000`); an empty one
    /// (`100,,200`, a trailing comma) is a usage error, not silently dropped.
    static func benchList(_ text: String, option: String) throws(UsageError) -> [String] {
        let elements = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !elements.contains(where: \.isEmpty) else {
            throw UsageError("--\(option) '\(text)' has an empty element; separate the values with single commas (e.g. 1000,10000)")
        }
        return elements
    }

    /// `--runs N` (also spelled `--reps`), a positive whole number; 5 when absent.
    static func benchRuns(_ parsed: ParsedArguments) throws(UsageError) -> Int {
        guard let runs = Int(parsed.options["runs"] ?? "5"), runs > 0 else {
            throw UsageError("--runs must be a positive whole number")
        }
        return runs
    }
}
