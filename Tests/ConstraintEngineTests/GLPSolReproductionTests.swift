import Foundation
import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// The exported program is a real LP: `glpsol --lp` solves it, and its column values map back
/// to the same frames as the negotiation engine's.
@Suite("glpsol reproduces the frames")
struct GLPSolReproductionTests {
    static let glpsol = "/usr/bin/glpsol"

    @Test(
        "glpsol's solution of the exported program gives the negotiation frames",
        arguments: ["ratio-split-hstack.layout", "forty-percent-grid.layout", "max-width-content-margins.layout", "gallery/settings-list.layout"])
    func reproduce(file: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.glpsol), "glpsol is installed by tools/install-deps.sh")
        let model = try loadModel(file)
        let window = ProposedSize(width: 300, height: 500)
        let compiled = ConstraintEngine().compile(model.root)
        defer { compiled.close() }
        let (program, _) = try compiled.program(for: window)
        let exported = try program.export(.cplexLP)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-glpsol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lpFile = directory.appendingPathComponent("model.lp").path
        let outFile = directory.appendingPathComponent("model.out").path
        try exported.text.write(toFile: lpFile, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.glpsol)
        process.arguments = ["--lp", lpFile, "-o", outFile]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let values = try Self.columnValues(printedSolution: String(contentsOfFile: outFile, encoding: .utf8))
        var byName: [String: Double] = [:]
        for (j, column) in program.columns.enumerated() {
            byName[column.name] = values[exported.names.columns[j]]
        }
        // Columns glpsol leaves out of its report (none expected) would read as 0 and differ below.
        let fromGLPSol = try compiled.result(for: window, columnValues: byName)
        let reference = try NegotiationEngine().layout(model.root, in: window)
        // glpsol prints 6 significant digits, so compare at that precision.
        for (a, b) in zip(reference.nodes, fromGLPSol.nodes) {
            for (x, y) in [(a.frame.x, b.frame.x), (a.frame.y, b.frame.y), (a.frame.width, b.frame.width), (a.frame.height, b.frame.height)] {
                #expect(abs(x - y) <= 1e-3 * max(1, abs(x)), "\(file) \(a.path): \(a.frame) vs glpsol \(b.frame)")
            }
        }
    }

    /// Column activities from glpsol's printed solution (`-o`), by column name. A name too long
    /// for its field is printed alone with the numbers on the next line.
    static func columnValues(printedSolution text: String) throws -> [String: Double] {
        var values: [String: Double] = [:]
        var inColumns = false
        var pendingName: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("Column name") { inColumns = true; continue }
            guard inColumns else { continue }
            if line.hasPrefix("Karush") { break }
            let tokens = line.split(separator: " ").map(String.init)
            if let name = pendingName {
                // Continuation line: [St] Activity ...
                let numbers = tokens.compactMap(Double.init)
                if let activity = numbers.first { values[name] = activity }
                pendingName = nil
                continue
            }
            guard tokens.count >= 2, Int(tokens[0]) != nil else { continue }
            if tokens.count == 2 { pendingName = tokens[1]; continue }
            let rest = tokens.dropFirst(2)
            let numbers = rest.compactMap(Double.init)
            if let activity = numbers.first { values[tokens[1]] = activity }
        }
        return values
    }
}
