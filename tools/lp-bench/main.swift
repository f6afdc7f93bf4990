// lp-bench: the Swift LP layer against GLPK's C API on the same layout-shaped models.
// Built and run by tools/lp-bench.sh (release, in a scratch package); prints one table of
// medians with the ratios Swift/C and warm/cold.
import Foundation
import LinearProgramming

var sizes = [1_000, 10_000, 100_000]
var repetitions = 5
var warmSolves = 6
var rounds = 5
var driver = "tools/bin/lp-bench-c"
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--reps": repetitions = Int(arguments.next() ?? "") ?? repetitions
    case "--warm": warmSolves = Int(arguments.next() ?? "") ?? warmSolves
    case "--rounds": rounds = max(1, Int(arguments.next() ?? "") ?? rounds)
    case "--c-driver": driver = arguments.next() ?? driver
    default:
        FileHandle.standardError.write("usage: lp-bench [--sizes 1000,10000] [--reps 5] [--warm 6] [--rounds 5] [--c-driver path]\n".data(using: .utf8)!)
        exit(2)
    }
}

/// Runs the C driver on one model; returns its medians (build, cold, refactor, warm, pivots,
/// objective, cold page faults).
func runDriver(_ bench: LPBenchmarkModel, driver: String, repetitions: Int, warmSolves: Int) throws -> [Double] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-bench-\(bench.model.name).txt").path
    try LPBenchmark.writeDriverInput(bench, to: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: driver)
    process.arguments = [path, "\(repetitions)", "\(warmSolves)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard process.terminationStatus == 0, fields.count == 7 else { throw CocoaError(.fileReadCorruptFile) }
    return fields
}

func cell(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
func ms(_ v: Double) -> String { v >= 100 ? String(format: "%.0f", v) : v >= 10 ? String(format: "%.1f", v) : String(format: "%.2f", v) }
func ratio(_ v: Double) -> String { String(format: "%.2f", v) }

let header = [
    "shape", "nodes", "rows", "cols", "build", "C", "x", "thread", "x", "cold", "C", "x", "faults", "C", "refactor", "C",
    "warm", "C", "x", "warm/cold", "C w/c", "pivots", "basis",
]
let widths = [13, 7, 7, 7, 8, 8, 5, 8, 5, 8, 8, 5, 7, 7, 9, 8, 8, 8, 5, 10, 7, 7, 8]
precondition(header.count == widths.count)
print(
    "LP benchmark, medians in ms over \(rounds) rounds of \(repetitions) runs each (warm: \(warmSolves) window changes per run); x = Swift/C"
)
print("Swift warm: the kept basis checked with the kept factorisation, else dual simplex; C warm: glp_simplex (dual) from")
print("the kept basis. basis = warm solves answered from the basis without a simplex run. thread = GLPK's part of")
print("the Swift build, timed on its solver thread (the caller flattens meanwhile; the C driver has no thread to wake).")
print("faults = minor page faults of the process during the cold solve.")
if let trim = ProcessInfo.processInfo.environment["MALLOC_TRIM_THRESHOLD_"] {
    print("glibc malloc trim threshold \(trim) bytes for both sides (MALLOC_TRIM_THRESHOLD_)")
} else {
    print("glibc malloc defaults on both sides")
}
print(zip(header, widths).map { cell($0, $1) }.joined(separator: " "))
// Half a second of small cells, untimed, before the table: the first cells of a run measured
// after the machine had idled (building, a pause) ran 1.7-1.9x slow on the Swift side, which
// measures first in every cell; a 5 ms warm-up did not help.
let warmUpEnd = Date().addingTimeInterval(0.5)
while Date() < warmUpEnd { _ = try LPBenchmark.measure(.flatRow, nodes: 1_000, repetitions: 3, warmSolves: 2) }
// Smaller sizes first, every shape of a size before the next size (LPBenchmark.run says why);
// the table is printed by shape.
var lines: [(shape: Int, size: Int, text: String)] = []
for size in sizes.sorted() {
    for (index, shape) in LPBenchmarkShape.allCases.enumerated() {
        // Rounds alternate the two sides, so a slow spell of the machine (they last tens of
        // milliseconds here) lands in one round of one side and the median over rounds drops it.
        var swiftRounds: [LPBenchmarkRow] = []
        var cRounds: [[Double]] = []
        for _ in 0..<rounds {
            swiftRounds.append(try LPBenchmark.measure(shape, nodes: size, repetitions: repetitions, warmSolves: warmSolves))
            cRounds.append(
                try runDriver(shape.model(nodes: size), driver: driver, repetitions: repetitions, warmSolves: warmSolves))
        }
        let row = LPBenchmark.median(of: swiftRounds)!
        let c = (0..<7).map { k in LPBenchmark.median(cRounds.map { $0[k] }) }
        if abs(c[5] - row.objective) > 1e-6 * max(1, abs(row.objective)) {
            print("warning: objectives differ for \(shape.rawValue) \(size): Swift \(row.objective), C \(c[5])")
        }
        let cells = [
            shape.rawValue, "\(size)", "\(row.rows)", "\(row.columns)",
            ms(row.buildMilliseconds), ms(c[0]), ratio(row.buildMilliseconds / c[0]),
            ms(row.buildOnThreadMilliseconds), ratio(row.buildOnThreadMilliseconds / c[0]),
            ms(row.coldMilliseconds), ms(c[1]), ratio(row.coldMilliseconds / c[1]), "\(row.coldPageFaults)", "\(Int(c[6]))",
            ms(row.refactorMilliseconds), ms(c[2]),
            ms(row.warmMilliseconds), ms(c[3]), ratio(row.warmMilliseconds / c[3]),
            ratio(row.warmOverCold), ratio(c[3] / c[1]), "\(row.warmIterations)", "\(row.warmReused)/\(row.warmCount)",
        ]
        lines.append((index, size, zip(cells, widths).map { cell($0, $1) }.joined(separator: " ")))
    }
}
for line in lines.sorted(by: { ($0.shape, $0.size) < ($1.shape, $1.size) }) { print(line.text) }
