import Foundation

/// One line of the LP benchmark: medians over the repetitions, in milliseconds.
public struct LPBenchmarkRow: Sendable, Hashable {
    /// The layout shape measured.
    public var shape: LPBenchmarkShape
    /// The number of views the model stands for.
    public var nodes: Int
    /// The model's rows.
    public var rows: Int
    /// The model's columns.
    public var columns: Int
    /// The model's coefficients, summed over its rows.
    public var nonzeros: Int
    /// Making the `LPModel` values (the caller's cost, not the layer's).
    public var constructMilliseconds: Double
    /// Validating, flattening and loading into a kept GLPK problem, as the caller waits for it
    /// (the round trip to the solver thread included; the caller flattens while that thread
    /// makes the problem's shell).
    public var buildMilliseconds: Double
    /// GLPK's part of it, timed on the solver thread: the shell and the fill, without the
    /// round trip and without the wait for the flattened model.
    public var buildOnThreadMilliseconds: Double
    /// The first solve: primal simplex with presolve, read back.
    public var coldMilliseconds: Double
    /// Minor page faults of the whole process during the cold solve (memory the kernel had to
    /// map again; see `glpks_thread_keep_memory`).
    public var coldPageFaults: Int
    /// The one-time factorisation after the presolved solve.
    public var refactorMilliseconds: Double
    /// A re-solve after a window change: the kept basis checked against the new bounds with the
    /// kept factorisation, else dual simplex from it.
    public var warmMilliseconds: Double
    /// Median simplex iterations of the warm re-solves.
    public var warmIterations: Int
    /// How many warm re-solves were answered from the kept optimal basis without a simplex run.
    public var warmReused: Int
    /// How many warm re-solves there were in all.
    public var warmCount: Int
    /// The cold optimum (to compare with the C driver).
    public var objective: Double

    /// Warm re-solve time over cold solve time.
    public var warmOverCold: Double { warmMilliseconds / coldMilliseconds }
}

/// The LP layer's benchmark: build, cold solve, refactorisation and warm re-solve on
/// layout-shaped models (`framesolver bench lp` and `tools/lp-bench.sh` call it).
public enum LPBenchmark {
    /// Runs every shape at every size, `repetitions` times each (a fresh kept problem each
    /// time, `warmSolves` window changes each), and returns the medians, by shape and size.
    ///
    /// Smaller sizes run first, all shapes of one size before the next size: for some tens of
    /// milliseconds after a 100,000-node cell frees its hundreds of megabytes, this machine
    /// ran other work 1.5-1.7x slower (seen rep by rep: 0.19-0.23 ms builds falling back to
    /// 0.12 halfway through a 1,000-node cell), which measured the kernel's clean-up, not the
    /// cell.
    public static func run(
        sizes: [Int] = [1_000, 10_000, 100_000], shapes: [LPBenchmarkShape] = LPBenchmarkShape.allCases,
        repetitions: Int = 5, warmSolves: Int = 6
    ) throws(LPError) -> [LPBenchmarkRow] {
        var rows: [LPBenchmarkRow] = []
        for size in sizes.sorted() {
            for shape in shapes {
                rows.append(try measure(shape, nodes: size, repetitions: repetitions, warmSolves: warmSolves))
            }
        }
        return rows.sorted { (shapes.firstIndex(of: $0.shape)!, $0.nodes) < (shapes.firstIndex(of: $1.shape)!, $1.nodes) }
    }

    /// Measures one shape at one size.
    public static func measure(
        _ shape: LPBenchmarkShape, nodes: Int, repetitions: Int = 5, warmSolves: Int = 6
    ) throws(LPError) -> LPBenchmarkRow {
        var construct: [Double] = [], build: [Double] = [], onThread: [Double] = [], cold: [Double] = []
        var refactor: [Double] = [], faults: [Double] = []
        var warm: [Double] = [], iterations: [Double] = []
        var reused = 0
        var objective = 0.0
        // The model is made once per repetition and timed, but built from one model kept
        // throughout, as the C driver does: making a fresh model right before each build
        // touched megabytes of memory and left GLPK's own allocations cold in the cache (the
        // same glpks_build calls then took 0.6 ms instead of 0.5 at 10,000 nodes).
        var made: LPBenchmarkModel?
        for _ in 0..<max(repetitions, 1) {
            let start = now()
            made = shape.model(nodes: nodes)
            construct.append(now() - start)
        }
        guard let bench = made else { throw .invalidModel(LPDiagnostic("no benchmark model")) }
        // One solver thread for all repetitions, as an app keeps one per window: GLPK's memory
        // on that thread stays warm, like the C driver's heap.
        let solver = try WarmSolver(model: LPModel())
        defer { solver.close() }
        for _ in 0..<max(repetitions, 1) {
            var start = now()
            onThread.append(try solver.load(bench.model))
            build.append(now() - start)
            let faultsBefore = minorPageFaults()
            start = now()
            objective = try solver.solve(.cold).objective
            cold.append(now() - start)
            faults.append(Double(minorPageFaults() - faultsBefore))
            refactor.append(try solver.factorize())
            for k in 0..<max(warmSolves, 1) {
                let width = k % 2 == 0 ? bench.changedWindow : bench.window
                start = now()
                let solution = try solver.resolve(columnBounds: [(bench.windowColumn, .fixed(width))])
                warm.append(now() - start)
                iterations.append(Double(solution.iterations))
                if solution.reusedBasis { reused += 1 }
            }
            // Free the problem outside the timings (the C driver deletes untimed too).
            try solver.load(LPModel())
        }
        let model = bench.model
        return LPBenchmarkRow(
            shape: shape, nodes: nodes, rows: model.rows.count, columns: model.columns.count,
            nonzeros: model.nonzeroCount, constructMilliseconds: median(construct), buildMilliseconds: median(build),
            buildOnThreadMilliseconds: median(onThread),
            coldMilliseconds: median(cold), coldPageFaults: Int(median(faults)), refactorMilliseconds: median(refactor), warmMilliseconds: median(warm),
            warmIterations: Int(median(iterations)), warmReused: reused, warmCount: warm.count, objective: objective)
    }

    /// The rows as an aligned text table.
    public static func table(_ rows: [LPBenchmarkRow]) -> String {
        var lines = [
            pad([
                "shape", "nodes", "rows", "cols", "model ms", "build ms", "on thread", "cold ms", "cold faults",
                "refactor ms", "warm ms", "warm/cold", "pivots", "from basis",
            ])
        ]
        for row in rows {
            lines.append(
                pad([
                    row.shape.rawValue, "\(row.nodes)", "\(row.rows)", "\(row.columns)", format(row.constructMilliseconds),
                    format(row.buildMilliseconds), format(row.buildOnThreadMilliseconds), format(row.coldMilliseconds),
                    "\(row.coldPageFaults)", format(row.refactorMilliseconds),
                    format(row.warmMilliseconds), format(row.warmOverCold), "\(row.warmIterations)",
                    "\(row.warmReused)/\(row.warmCount)",
                ]))
        }
        return lines.joined(separator: "\n")
    }

    /// Writes a model as plain numbers for the C driver (tools/lp-bench-c): a header line
    /// `rows cols nnz maximize windowColumn window changedWindow`, then per column
    /// `lb ub objective kind`, per row `lb ub`, per nonzero `row col value` (0-based).
    public static func writeDriverInput(_ bench: LPBenchmarkModel, to path: String) throws {
        let model = bench.model
        var text =
            "\(model.rows.count) \(model.columns.count) \(model.nonzeroCount) \(model.sense == .maximize ? 1 : 0) "
            + "\(bench.windowColumn) \(bench.window) \(bench.changedWindow)\n"
        text.reserveCapacity(model.nonzeroCount * 24)
        for column in model.columns {
            text += "\(column.bounds.lower) \(column.bounds.upper) \(column.objective) \(column.kind == .continuous ? 0 : 1)\n"
        }
        for bounds in model.rows.bounds { text += "\(bounds.lower) \(bounds.upper)\n" }
        for i in model.rows.indices {
            for term in model.rows.terms(of: i) { text += "\(i) \(term.column) \(term.coefficient)\n" }
        }
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The median (the mean of the middle two for an even count; 0 for none).
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Each timing's median over several measurements of one cell (rounds); basis counts add up.
    public static func median(of rows: [LPBenchmarkRow]) -> LPBenchmarkRow? {
        guard var row = rows.first else { return nil }
        row.buildMilliseconds = median(rows.map(\.buildMilliseconds))
        row.buildOnThreadMilliseconds = median(rows.map(\.buildOnThreadMilliseconds))
        row.coldMilliseconds = median(rows.map(\.coldMilliseconds))
        row.coldPageFaults = Int(median(rows.map { Double($0.coldPageFaults) }))
        row.refactorMilliseconds = median(rows.map(\.refactorMilliseconds))
        row.warmMilliseconds = median(rows.map(\.warmMilliseconds))
        row.warmIterations = Int(median(rows.map { Double($0.warmIterations) }))
        row.warmReused = rows.map(\.warmReused).reduce(0, +)
        row.warmCount = rows.map(\.warmCount).reduce(0, +)
        return row
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

    /// Minor page faults of the process so far.
    static func minorPageFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : value >= 10 ? String(format: "%.1f", value) : String(format: "%.3f", value)
    }

    static func pad(_ cells: [String]) -> String {
        let widths = [13, 7, 7, 7, 9, 9, 10, 9, 12, 12, 10, 10, 7, 11]
        assert(cells.count == widths.count, "a benchmark table row has \(cells.count) cells for \(widths.count) columns")
        return zip(cells, widths).map { cell, width in
            String(repeating: " ", count: max(0, width - cell.count)) + cell
        }.joined(separator: " ")
    }
}
