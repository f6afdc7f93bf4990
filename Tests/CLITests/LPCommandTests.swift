import Foundation
import Testing

/// `framesolver lp`: the compiled program as CPLEX LP text that glpsol solves.
@Suite("framesolver lp")
struct LPCommandTests {
    @Test(
        "The printed program of every seed model is solved by glpsol --lp",
        arguments: ["ratio-split-hstack.layout", "forty-percent-grid.layout", "image-container-2.layout", "gallery/toolbar.layout"])
    func glpsolSolvesIt(model: String) throws {
        let glpsol = "/usr/bin/glpsol"
        try #require(FileManager.default.isExecutableFile(atPath: glpsol), "glpsol is installed by tools/install-deps.sh")
        let run = framesolver("lp", Package.model(model), "--size", "300x500")
        #expect(run.code == 0, "\(run.standardError)")
        // The header names the piece of the window range and what bounds it.
        #expect(run.standardOutput.contains("\\ piece width"))
        #expect(run.standardOutput.contains("Minimize"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-lp-\(UUID().uuidString).lp").path
        try run.standardOutput.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glpsol)
        process.arguments = ["--lp", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(printed.contains("OPTIMAL"), "\(printed)")
    }

    @Test("lp rejects a bad window and a missing file with exit code 2")
    func errors() {
        #expect(framesolver("lp", Package.model("ratio-split-hstack.layout"), "--size", "300").code == 2)
        #expect(framesolver("lp", "/no/such/model.layout").code == 2)
        #expect(framesolver("lp").code == 2)
    }
}
