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

    @Test("lp --encoding relations groups the rows by view in pre-order under a heading per view")
    func groupedByView() throws {
        let run = framesolver("lp", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--encoding", "relations")
        #expect(run.code == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let headings = lines.filter { $0.hasPrefix("\\ 0") }.map { String($0.dropFirst(2).split(separator: " ")[0]) }
        // 12 views in pre-order: 0, 0.0, 0.0.0, 0.0.0.0, 0.0.0.0.0, ... each heading once.
        #expect(headings.first == "0")
        #expect(headings.prefix(5) == ["0", "0.0", "0.0.0", "0.0.0.0", "0.0.0.0.0"])
        #expect(Set(headings).count == headings.count, "each view's rows together")
        #expect(headings.count == 12)
        // The header says what the program is: no objective here, and the statistics.
        #expect(run.standardOutput.contains("\\ No objective"))
        #expect(run.standardOutput.contains("determined by GLPK (100%)"))
    }

    @Test("lp's headings name a view as solve prints it: an adaptive grid's candidate is 0.0.0.0, '3 columns'")
    func headingsReadAsSolve() {
        // adaptive-photo-grid at 390 wide: the grid inside the 16-point padding is 358 wide,
        // so it has floor((358 + 8) / (100 + 8)) = 3 adaptive columns (minimum 100, spacing
        // 8); solve reports that candidate as 0.0.0.0, named "3 columns", below the LazyVGrid.
        let file = Package.model("realistic/adaptive-photo-grid.layout")
        let solve = framesolver("solve", file, "--engine", "constraints", "--size", "390x844")
        #expect(solve.standardOutput.contains("3 columns 0.0.0.0 "), "\(solve.standardOutput.prefix(600))")
        let run = framesolver("lp", file, "--size", "390x844")
        #expect(run.code == 0)
        #expect(run.standardOutput.contains("\n\\ 0.0.0 LazyVGrid (" ))
        #expect(run.standardOutput.contains("\n\\ 0.0.0.0 3 columns ("))
        #expect(!run.standardOutput.contains("0.0.0.21"))
    }

    @Test("lp says so when the program has an objective (an equal-width group)")
    func objectiveHeader() {
        let run = framesolver("lp", Package.model("constraint-native/equal-width-labels.layout"), "--size", "390x844")
        #expect(run.code == 0)
        #expect(run.standardOutput.contains("\\ Objective: minimise"))
        #expect(!run.standardOutput.contains("No objective"))
    }

    @Test("lp --stats counts the rows by kind in both encodings")
    func stats() {
        // ratio-split-hstack in its 300x60 frame, 12 views: the regions encoding has one
        // definition row per varying frame component (24: the window's centring moves every
        // x and y, 12 views x 2), the relation encoding 100% of them determined by relations.
        let regions = framesolver("lp", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--stats", "--encoding", "regions")
        #expect(regions.code == 0)
        #expect(regions.standardOutput.contains("views 12, columns 26, rows 24: 0 relation, 0 inequality, 24 definition"))
        #expect(regions.standardOutput.contains("24 varying, 0 determined by GLPK (0%)"))
        // The relation program is the default.
        let relations = framesolver("lp", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--stats")
        #expect(relations.code == 0)
        #expect(relations.standardOutput.contains("24 varying, 24 determined by GLPK (100%)"))
        // No clamp switches inside that piece: no binaries, no branch and bound; its window is
        // fixed by the 300x60 frame, so nothing splits and one pass over the tree compiles it.
        #expect(relations.standardOutput.contains("branch and bound: none (no binaries: the piece is an LP)"))
        #expect(relations.standardOutput.contains("splits: 0 narrowed the piece, 0 of them at a clamp's switch for the 64-binary cap; 1 pass over the tree"))
        // max-width-content-margins: max(0, (w - 768) / 2) switches at 768, inside its piece.
        let margins = framesolver("lp", Package.model("max-width-content-margins.layout"), "--size", "500x844", "--stats")
        #expect(margins.code == 0)
        #expect(margins.standardOutput.contains("each search stops with an error after 5 s"), "\(margins.standardOutput)")
    }

    @Test("lp's statistics count the columns the printed program has, not a probe's unwritten clamps")
    func statisticsCountThePrintedColumns() throws {
        // sidebar-split at 390x844: its stacks' probes decide clamps whose rows no row of the
        // layout reads, so those columns are not written; the header's two counts and the
        // name table (one `\ col` line per column written) must agree.
        let run = framesolver("lp", Package.model("gallery/sidebar-split.layout"), "--size", "390x844")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let written = lines.count { $0.hasPrefix("\\ col ") }
        let piece = try #require(lines.first { $0.hasPrefix("\\ piece ") })
        let statistics = try #require(lines.first { $0.hasPrefix("\\ views ") })
        #expect(piece.contains("): \(written) columns, "), "\(piece)")
        #expect(statistics.contains(", columns \(written), rows "), "\(statistics) against \(written) columns written")
    }
}
