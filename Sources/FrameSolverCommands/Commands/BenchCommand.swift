import Comparison
import Foundation
import FrameSolver
import LinearProgramming

/// `framesolver bench layout [--engine E] [--workload W] [--nodes n,n] [--runs N] [--format F]`:
/// layouts of synthetic trees (docs/performance.md); `framesolver bench lp [--nodes 1000,10000]
/// [--workload flat,deep,list] [--runs N]`: the LP layer's benchmark, medians of several runs
/// (docs/linear-programming.md); and `framesolver bench sweep FILE... [--height H] [--strict]
/// [--jobs N]`.
enum BenchCommand {
    /// The largest `bench lp` size: a million nodes build in seconds and fit in memory.
    static let largestBenchmarkSize = 1_000_000

    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let suite = arguments.first, !suite.hasPrefix("-") else {
            guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.bench, output: output) else { return 0 }
            _ = parsed
            throw UsageError("bench needs a suite: layout, lp, or sweep FILE")
        }
        let rest = Array(arguments.dropFirst())
        switch suite {
        case "layout": return try layout(rest, output: output)
        case "lp": return try lp(rest, output: output)
        case "sweep": return try sweep(rest, output: output)
        default:
            let hint = Suggestions.nearest(to: suite, in: ["layout", "lp", "sweep"]).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown suite '\(suite)' for bench (layout, lp or sweep)\(hint)")
        }
    }

    /// `bench sweep FILE...`; one model at a time unless `--jobs` says otherwise, so that the
    /// timings do not share cores.
    static func sweep(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.benchSweep, output: output) else { return 0 }
        let text = parsed.options["height"] ?? "844"
        guard let height = Double(text), height.isFinite, height >= 0 else {
            throw UsageError("--height '\(text)' is not a finite number of points >= 0")
        }
        let inputs = try ModelInputs(parsed.positionals, output: output)
        let engine = try parsed.constraintEngine()
        let widths: [Double]
        do {
            widths = try WindowSweep(parsing: parsed.options["sweep-width"] ?? "100...1090:10").values
        } catch {
            throw UsageError("--sweep-width: \(error)")
        }
        let json = parsed.outputFormat() == "json"
        return try ModelBatch.run(inputs, jobs: try parsed.jobs(default: 1), json: json, output: output) { source, output in
            try sweep(source, height: height, widths: widths, lenient: parsed.lenient, engine: engine, json: json, output: output)
        }
    }

    static func lp(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.benchLP, output: output) else { return 0 }
        let sizes = try benchSizes(parsed)
        let shapes = try (parsed.options["workload"].map { text throws(UsageError) in try benchList(text, option: "workload") } ?? ["all"])
            .flatMap { name throws(UsageError) -> [LPBenchmarkShape] in
                let aliases: [String: LPBenchmarkShape] = ["flat": .flatRow, "deep": .deepChain, "list": .listOfRows]
                if name == "all" { return LPBenchmarkShape.allCases }
                guard let shape = aliases[name] ?? LPBenchmarkShape(rawValue: name) else {
                    throw UsageError("--workload: unknown workload '\(name)' (known: flat, deep, list, all)")
                }
                return [shape]
            }
        let repetitions = try benchRuns(parsed)
        do {
            // One cell at a time, so that a long run says how far it is on standard error.
            var rows: [LPBenchmarkRow] = []
            let cells = sizes.count * shapes.count
            for size in sizes.sorted() {
                for shape in shapes {
                    rows += try LPBenchmark.run(sizes: [size], shapes: [shape], repetitions: repetitions)
                    output.writeError("bench lp: \(shape.rawValue) \(size) measured (\(rows.count) of \(cells))\n")
                }
            }
            rows.sort { (shapes.firstIndex(of: $0.shape)!, $0.nodes) < (shapes.firstIndex(of: $1.shape)!, $1.nodes) }
            output.write(LPBenchmark.table(rows) + "\n")
        } catch {
            throw CommandFailure(message: "framesolver: benchmark failed: \(error)")
        }
        return 0
    }

    /// `bench sweep FILE`: the widths (by default 100...1,090 by 10) solved from one compiled
    /// layout (pieces compiled on demand, re-solved warm) against a cold compile and solve per
    /// width, and the negotiation engine's layout.
    static func sweep(
        _ source: ModelSource, height: Double, widths: [Double] = (0..<100).map { 100.0 + Double($0) * 10 }, lenient: Bool,
        engine: ConstraintEngine = ConstraintEngine(), json: Bool = false, output: CommandOutput
    ) throws -> Int32 {
        let model = try ModelLoading.load(source, rootName: nil, lenient: lenient, output: output)
        let path = source.name
        func clock() -> Double { Date().timeIntervalSinceReferenceDate * 1_000 }
        do {
            var cold: [Double] = []
            output.writeError("bench sweep \(path): \(progress(widths.count))\n")
            for width in widths {
                let start = clock()
                _ = try engine.layout(model.root, in: ProposedSize(width: width, height: height))
                cold.append(clock() - start)
            }
            let compiled = engine.compile(model.root)
            defer { compiled.close() }
            var warm: [Double] = []
            var resolves: [Double] = []
            let sweepStart = clock()
            for width in widths {
                let before = compiled.compilationCount
                let start = clock()
                _ = try compiled.solve(ProposedSize(width: width, height: height))
                warm.append(clock() - start)
                if compiled.compilationCount == before { resolves.append(clock() - start) }
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
            // A piece bounded by a clamp's switch rather than a step function only.
            // (Width ends only: the sweep holds the height.)
            let clampBounded = pieces.filter { piece in
                piece.boundaries.contains { $0.contains("(width ") && ($0.contains("switches sides") || $0.contains("split at its switch")) }
            }.count
            let document = SweepBenchmarkDocument(
                file: path, views: views, widths: widths.count, height: height, encoding: engine.options.encoding.rawValue,
                coldMilliseconds: LPBenchmark.median(cold), warmMilliseconds: LPBenchmark.median(warm), sweepMilliseconds: total,
                piecesCompiled: compiled.compilationCount, piecesBoundedByClamp: clampBounded,
                resolveMilliseconds: resolves.isEmpty ? nil : LPBenchmark.median(resolves), resolves: resolves.count,
                negotiationMilliseconds: LPBenchmark.median(negotiation),
                rowsPerViewPerPiece: Double(rows) / Double(max(pieces.count, 1)) / Double(max(views, 1)),
                binaries: pieces.map(\.binaries).reduce(0, +))
            if json {
                output.write(try JSONDocuments.line(document) + "\n")
                return 0
            }
            let resolve = resolves.isEmpty ? "none (every width compiled a piece)" : String(format: "%.3f ms median over %d widths", LPBenchmark.median(resolves), resolves.count)
            let range = widths.isEmpty ? "no widths" : "\(widths.count) widths \(formatLength(widths.first!))...\(formatLength(widths.last!))"
            output.write(
                """
                \(path): \(views) views, \(range) at height \(formatLength(height)), \(document.encoding) encoding
                  cold compile + solve per width: median \(String(format: "%.3f", document.coldMilliseconds)) ms
                  sweep on one compiled layout:   median \(String(format: "%.3f", document.warmMilliseconds)) ms per width, \(String(format: "%.1f", total)) ms in all, \(compiled.compilationCount) pieces compiled (\(clampBounded) with a width end at a clamp's switch)
                  re-solve inside a piece:        \(resolve)
                  negotiation engine per width:   median \(String(format: "%.3f", document.negotiationMilliseconds)) ms
                  program size: \(String(format: "%.2f", document.rowsPerViewPerPiece)) rows per view per piece, \(document.binaries) binaries, most in one piece \(pieces.map(\.binaries).max() ?? 0), \(pieces.count { $0.binaryCapSplits > 0 }) pieces bounded by the 64-binary cap

                """)
        } catch {
            throw CommandFailure(message: "framesolver: \(error)")
        }
        return 0
    }
}

extension BenchCommand {
    /// What `bench sweep` says when it starts a model: `100 cold solves, then 100 warm, then
    /// 100 negotiation layouts`, counting the widths asked for.
    static func progress(_ widths: Int) -> String {
        let plural = widths == 1 ? "" : "s"
        return "\(widths) cold solve\(plural), then \(widths) warm, then \(widths) negotiation layout\(plural)"
    }
}

/// What `bench sweep --format json` prints per model, one line: medians in milliseconds.
struct SweepBenchmarkDocument: Encodable {
    var schema = JSONDocuments.schema
    var file: String
    var views: Int
    /// How many widths were solved, at `height`.
    var widths: Int
    var height: Double
    var encoding: String
    /// Compile and solve from scratch per width.
    var coldMilliseconds: Double
    /// Per width on one compiled layout (pieces compiled on demand, kept solvers re-solved warm).
    var warmMilliseconds: Double
    /// The whole sweep on the compiled layout.
    var sweepMilliseconds: Double
    var piecesCompiled: Int
    /// Pieces with a width end at a clamp's switch rather than a step function.
    var piecesBoundedByClamp: Int
    /// Re-solves inside a kept piece (no compile); nil when every width compiled a piece.
    var resolveMilliseconds: Double?
    var resolves: Int
    /// The negotiation engine's layout per width.
    var negotiationMilliseconds: Double
    var rowsPerViewPerPiece: Double
    var binaries: Int
}
