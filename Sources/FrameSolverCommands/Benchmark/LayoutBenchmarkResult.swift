import FrameSolver
import Foundation
import LinearProgramming

/// One cell of `framesolver bench layout`: medians over the runs, with their spread.
///
/// The JSON names (`engine`, `workload`, `nodes`, `peerNodes`, `firstNsPerNode`,
/// `relayoutNsPerNode`, `noopMicroseconds`, `peakRSSMegabytes`) are relied on by
/// `tools/bench-peers`; ns/node divides by `peerNodes`, so that ratios to Yoga and Taffy
/// compare the same work.
struct LayoutBenchmarkResult: Codable, Sendable {
    var engine: String
    var workload: LayoutWorkload
    /// Layout nodes as FrameSolver counts them (I.4).
    var nodes: Int
    /// Nodes as Yoga and Taffy count the same shape.
    var peerNodes: Int
    /// How many runs the medians are over.
    var runs: Int
    /// The constraint engine's encoding; absent for the negotiation engine.
    var encoding: String?
    /// The first layout at width 1000, ns per peer node: median, fastest, slowest run.
    var firstNsPerNode: Double
    var firstNsPerNodeMin: Double
    var firstNsPerNodeMax: Double
    /// A re-layout after the width changes (to 800, then 1200), ns per peer node.
    var relayoutNsPerNode: Double
    var relayoutNsPerNodeMin: Double
    var relayoutNsPerNodeMax: Double
    /// A re-layout at the same window, in microseconds for the whole tree.
    var noopMicroseconds: Double
    var noopMicrosecondsMin: Double
    var noopMicrosecondsMax: Double
    /// The negotiation engine's one-call `layout(_:in:)` (a fresh tree and a full
    /// LayoutResult with paths), ns per peer node, median.
    var firstWithResultNsPerNode: Double?
    /// The process's peak resident memory during the cell (the tree itself included); for the
    /// negotiation engine, over its prepared layouts.
    var peakRSSMegabytes: Double?
    /// The negotiation engine's peak with the one-call layout and its LayoutResult too.
    var peakRSSWithResultMegabytes: Double?
    /// The constraint engine's first layout split into its phases (medians, milliseconds).
    var compileMilliseconds: Double?
    var loadMilliseconds: Double?
    var solveMilliseconds: Double?
    var mapBackMilliseconds: Double?
    /// The constraint engine's re-layouts: how many compiled a new piece, of all of them.
    var relayoutsCompilingPiece: Int?
    /// The constraint engine's re-layouts split into their phases (medians, milliseconds):
    /// GLPK's warm re-solve and the map-back to frames.
    var relayoutSolveMilliseconds: Double?
    var relayoutMapBackMilliseconds: Double?

    init(engine: String, workload: LayoutWorkload, tree: LayoutWorkload.Tree, runs: [LayoutBenchmark.Run], encoding: String?, peakRSSMegabytes: Double?) {
        self.engine = engine
        self.workload = workload
        self.nodes = tree.nodes
        self.peerNodes = tree.peerNodes
        self.runs = runs.count
        self.encoding = encoding
        let perNode = 1e9 / Double(tree.peerNodes)
        let first = runs.map { $0.first * perNode }
        let relayout = runs.flatMap(\.relayouts).map { $0 * perNode }
        let noop = runs.map { $0.noop * 1e6 }
        (firstNsPerNode, firstNsPerNodeMin, firstNsPerNodeMax) = Self.spread(first)
        (relayoutNsPerNode, relayoutNsPerNodeMin, relayoutNsPerNodeMax) = Self.spread(relayout)
        (noopMicroseconds, noopMicrosecondsMin, noopMicrosecondsMax) = Self.spread(noop)
        self.peakRSSMegabytes = runs.compactMap(\.preparedPeak).max() ?? peakRSSMegabytes
        peakRSSWithResultMegabytes = runs.compactMap(\.peak).max()
        let withResult = runs.compactMap(\.firstWithResult)
        if !withResult.isEmpty { firstWithResultNsPerNode = LPBenchmark.median(withResult.map { $0 * perNode }) }
        let phases = runs.compactMap(\.firstPhases)
        if !phases.isEmpty {
            compileMilliseconds = LPBenchmark.median(phases.map { $0.compileSeconds * 1e3 })
            loadMilliseconds = LPBenchmark.median(phases.map { $0.loadSeconds * 1e3 })
            solveMilliseconds = LPBenchmark.median(phases.map { $0.solveSeconds * 1e3 })
            mapBackMilliseconds = LPBenchmark.median(phases.map { $0.mapBackSeconds * 1e3 })
            let relayoutPhases = runs.flatMap(\.relayoutPhases)
            relayoutsCompilingPiece = relayoutPhases.filter(\.compiledPiece).count
            relayoutSolveMilliseconds = LPBenchmark.median(relayoutPhases.map { $0.solveSeconds * 1e3 })
            relayoutMapBackMilliseconds = LPBenchmark.median(relayoutPhases.map { $0.mapBackSeconds * 1e3 })
        }
    }

    private static func spread(_ values: [Double]) -> (Double, Double, Double) {
        (LPBenchmark.median(values), values.min() ?? 0, values.max() ?? 0)
    }
}

/// The document `bench layout --format json` prints, one line: `{"results": [...], "schema": 1}`.
struct LayoutBenchmarkDocument: Codable {
    var schema = JSONDocuments.schema
    var results: [LayoutBenchmarkResult]
}

extension LayoutBenchmarkResult {
    /// The table `bench layout` prints for people: one line per cell.
    static func table(_ results: [LayoutBenchmarkResult]) -> String {
        var lines = [
            "engine       workload   nodes   peer  runs  first ns/node (min-max)      relayout ns/node (min-max)   noop us        peak MB  constraint phases ms (compile/load/solve/map)"
        ]
        func number(_ value: Double) -> String {
            value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
        }
        for r in results {
            var line = r.engine.padding(toLength: 12, withPad: " ", startingAt: 0) + " "
            line += r.workload.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            line += String(format: "%8d %6d %4d  ", r.nodes, r.peerNodes, r.runs)
            line += "\(number(r.firstNsPerNode)) (\(number(r.firstNsPerNodeMin))-\(number(r.firstNsPerNodeMax)))".padding(toLength: 29, withPad: " ", startingAt: 0)
            line += "\(number(r.relayoutNsPerNode)) (\(number(r.relayoutNsPerNodeMin))-\(number(r.relayoutNsPerNodeMax)))".padding(toLength: 29, withPad: " ", startingAt: 0)
            line += number(r.noopMicroseconds).padding(toLength: 15, withPad: " ", startingAt: 0)
            line += (r.peakRSSMegabytes.map { String(format: "%.0f", $0) } ?? "-").padding(toLength: 9, withPad: " ", startingAt: 0)
            if let compile = r.compileMilliseconds, let load = r.loadMilliseconds, let solve = r.solveMilliseconds, let map = r.mapBackMilliseconds {
                line += "\(number(compile))/\(number(load))/\(number(solve))/\(number(map)) (\(r.encoding ?? "?"))"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
