import Dispatch
import FrameSolver

/// `framesolver bench layout`: first layout, re-layout after a width change and re-layout
/// with nothing changed, per engine, workload and size, as medians of several runs.
///
/// A run lays the tree out at width 1000 (first), then at 800 and 1200 (re-layouts after a
/// width change), then at 1200 again (nothing changed). Each run starts from the `ViewNode`
/// tree, so that nothing is carried from one run to the next; the tree is built once per cell
/// and never timed.
struct LayoutBenchmark {
    /// Which engine a cell measures.
    enum Engine: String, CaseIterable, Sendable {
        case negotiation, constraints
    }

    var engines: [Engine]
    var workloads: [LayoutWorkload]
    var sizes: [Int]
    var runs: Int
    var encoding: ConstraintOptions.Encoding
    /// A cell stops after the run that takes it past this many seconds, and a larger size of
    /// the same engine and workload is skipped when the smaller one's first layout, scaled
    /// linearly, would take longer than this per run.
    var budgetSeconds: Double

    /// What one run measured, in seconds.
    struct Run {
        var first: Double
        var relayouts: [Double]
        var noop: Double
        var firstPhases: SolvePhases?
        var relayoutPhases: [SolvePhases] = []
        /// The negotiation engine's `layout(_:in:)`, which builds a full LayoutResult.
        var firstWithResult: Double? = nil
        /// The process's peak memory over the prepared layouts, and over the whole run.
        var preparedPeak: Double? = nil
        var peak: Double? = nil
    }

    /// Measures every cell, smaller sizes first; `progress` hears a line per cell.
    func run(progress: (String) -> Void) throws -> [LayoutBenchmarkResult] {
        var results: [LayoutBenchmarkResult] = []
        var skipped = Set<String>()
        for size in sizes.sorted() {
            for workload in workloads {
                let tree = workload.tree(peerNodes: size)
                for engine in engines {
                    let key = "\(engine.rawValue) \(workload.rawValue)"
                    if skipped.contains(key) {
                        progress("bench layout: \(key) \(size) skipped (over the --budget of \(budgetSeconds) s)")
                        continue
                    }
                    let result = try measure(engine, workload, tree)
                    results.append(result)
                    progress("bench layout: \(key) \(size) measured (\(result.runs) runs)")
                    let predicted = result.firstNsPerNode * 1e-9 * Double(tree.peerNodes) * Double(nextSize(after: size) ?? 0) / Double(size)
                    if predicted > budgetSeconds { skipped.insert(key) }
                }
            }
        }
        return results
    }

    private func nextSize(after size: Int) -> Int? { sizes.sorted().first { $0 > size } }

    /// One cell: `runs` runs (fewer once the budget is spent), their medians and spreads.
    private func measure(_ engine: Engine, _ workload: LayoutWorkload, _ tree: LayoutWorkload.Tree) throws -> LayoutBenchmarkResult {
        PeakMemory.reset()
        var measured: [Run] = []
        let start = Self.now()
        for _ in 0..<runs {
            measured.append(try run(engine, workload, tree.root))
            if Double(Self.now() - start) / 1e9 > budgetSeconds { break }
        }
        return LayoutBenchmarkResult(
            engine: engine.rawValue, workload: workload, tree: tree, runs: measured,
            encoding: engine == .constraints ? encoding.rawValue : nil, peakRSSMegabytes: PeakMemory.megabytes())
    }

    private func run(_ engine: Engine, _ workload: LayoutWorkload, _ root: ViewNode) throws -> Run {
        let first = workload.window
        let changes = [workload.window(width: 800), workload.window(width: 1200)]
        switch engine {
        case .negotiation:
            // A prepared tree (PreparedLayout) kept across the run's layouts, read by node:
            // frames without a LayoutResult, as Yoga and Taffy leave them in their nodes.
            let negotiation = NegotiationEngine()
            var firstTime = 0.0
            var relayouts: [Double] = []
            var noop = 0.0
            PeakMemory.reset()
            // In its own scope, so that the prepared tree is freed before the one-call layout
            // below and the peak memory is one layout's.
            do {
                var start = Self.now()
                let prepared = try negotiation.prepare(root)
                Self.sink(try prepared.layout(in: first))
                firstTime = Self.seconds(since: start)
                for window in changes {
                    start = Self.now()
                    Self.sink(try prepared.layout(in: window))
                    relayouts.append(Self.seconds(since: start))
                }
                start = Self.now()
                Self.sink(try prepared.layout(in: changes[changes.count - 1]))
                noop = Self.seconds(since: start)
            }
            let preparedPeak = PeakMemory.megabytes()
            // The one-call API, which builds the full LayoutResult (kinds, and paths spelt when
            // read) too.
            let start = Self.now()
            Self.sink(try negotiation.layout(root, in: first))
            let withResult = Self.seconds(since: start)
            return Run(first: firstTime, relayouts: relayouts, noop: noop, firstWithResult: withResult, preparedPeak: preparedPeak, peak: PeakMemory.megabytes())
        case .constraints:
            // As the negotiation engine above: frames by node (SolvedFrames), no LayoutResult.
            let engine = ConstraintEngine(options: ConstraintOptions(encoding: encoding))
            var start = Self.now()
            let compiled = engine.compile(root)
            defer { compiled.close() }
            let treeTime = Self.seconds(since: start)
            var (frames, phases) = try compiled.framesInPhases(first)
            Self.sink(frames)
            // Building the indexed tree is part of the compile.
            phases.compileSeconds += treeTime
            let firstTime = Self.seconds(since: start)
            var relayouts: [Double] = []
            var relayoutPhases: [SolvePhases] = []
            for window in changes {
                start = Self.now()
                let (frames, phases) = try compiled.framesInPhases(window)
                relayouts.append(Self.seconds(since: start))
                relayoutPhases.append(phases)
                Self.sink(frames)
            }
            start = Self.now()
            Self.sink(try compiled.framesInPhases(changes[changes.count - 1]).frames)
            return Run(first: firstTime, relayouts: relayouts, noop: Self.seconds(since: start), firstPhases: phases, relayoutPhases: relayoutPhases)
        }
    }

    /// Keeps a result observable, so that the optimiser cannot drop the layout that made it.
    nonisolated(unsafe) private static var sunk = 0
    private static func sink(_ result: LayoutResult) { sunk &+= result.nodes.count }
    private static func sink(_ frames: LayoutFrames) { sunk &+= frames.frame(of: frames.count - 1) == nil ? 0 : 1 }
    private static func sink(_ frames: SolvedFrames) { sunk &+= frames.frame(of: frames.count - 1) == nil ? 0 : 1 }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
