import Foundation
import FrameSolver
import Testing

@testable import FrameSolverCommands

/// `framesolver compare`: exit codes, the table's summary line, the JSON document, sweeps,
/// twins, and errors.
@Suite struct CompareCommandTests {
    /// Four views: HStack 0, frame 0.0 (#a, 100 wide), Color 0.0.0, Color 0.1 (#b).
    static let model = """
        HStack(spacing: 0) {
            Color.red.frame(width: 100).id("a")
            Color.blue.id("b")
        }
        """

    /// A folder of model files for one test.
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `text` as `name` and returns its path.
        func write(_ name: String, _ text: String) throws -> String {
            let file = url.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }

    /// Runs `framesolver` and returns the exit code and both streams.
    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let output = BufferedOutput()
        let code = runFrameSolver(arguments, output: output)
        return (code, output.standardOutput, output.standardError)
    }

    /// Runs `compare` with a stand-in constraint engine: the negotiation engine's layout with
    /// the views at the given paths moved right by `dx`.
    private func runShifted(
        _ arguments: [String], _ edits: [String: Double],
        failingAtWidth failure: Double? = nil
    ) throws -> (code: Int32, out: String, err: String) {
        func factory(_ root: ViewNode?) throws(LayoutError) -> WindowLayout {
            let engine = NegotiationEngine()
            return { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
                if let failure, window.width == failure {
                    throw LayoutError(message: "no optimal solution", path: "0", kind: "HStack")
                }
                var result = try engine.layout(root, in: window)
                for index in result.nodes.indices {
                    guard let dx = edits[result.nodes[index].path] else { continue }
                    result.nodes[index].frame.origin.x += dx
                }
                return result
            }
        }
        let output = BufferedOutput()
        // A bare canvas: the edits name the model's own paths (no safe-area host around the root).
        let code = try CompareCommand.run(arguments + ["--device", "none"], output: output, constraintEngine: factory)
        return (code, output.standardOutput, output.standardError)
    }

    private func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    private func windows(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["windows"] as? [[String: Any]])
    }

    // MARK: - --only-diffs and table numbers

    @Test func onlyDiffsListsTheDifferingViewsWithThreeDecimals() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        // The stand-in moves Color #b (0.1) right by 1.23456. At 300 wide it sits at x 100
        // (the 100-wide frame, then the rest): the constraints frame reads x 101.235.
        let result = try runShifted([path, "--size", "300x50", "--sweep-width", "300...400:100", "--only-diffs"], ["0.1": 1.23456])
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("0.1 ") && $0.hasSuffix("#b  Color  (x 100, y 0, w 200, h 50)  (x 101.235, y 0, w 200, h 50)  1.235  unexplained") })
        #expect(!lines.contains { $0.hasPrefix("0.0 ") || $0.hasPrefix("0 ") || $0.hasPrefix("0.0.0 ") })
        #expect(lines.filter { $0 == "4 views, 1 differ (1 unexplained), max |diff| = 1.235" }.count == 2)
        #expect(lines.last == "2 of 2 windows differ (only differing views are listed)")
        // JSON: every window, only its differing views, the summary still counting all four.
        let json = try runShifted([path, "--size", "300x50", "--only-diffs", "--format", "json"], ["0.1": 1.23456])
        let window = try #require(try windows(json.out).first)
        let views = try #require(window["views"] as? [[String: Any]])
        #expect(views.map { $0["path"] as? String } == ["0.1"])
        #expect((window["summary"] as? [String: Any])?["views"] as? Int == 4)
        // Full precision in JSON: 100 + 1.23456.
        #expect((views.first?["constraints"] as? [String: Any])?["x"] as? Double == 101.23456)
    }

    @Test func onlyDiffsWithAgreeingEnginesSaysSo() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = run(["compare", path, "--size", "300x50", "--only-diffs"])
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("\n\n0 of 1 window differ (only differing views are listed)\n"))
        #expect(!result.out.contains("Color"))
    }

    // MARK: - exit 0 and the table

    @Test func identicalLayoutsExitZeroWithTheSummaryLine() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = run(["compare", path, "--size", "300x50"])
        #expect(result.code == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "compare \(path): negotiation vs constraints, views matched by path, tolerance 0.01")
        #expect(lines.contains("window 300x50"))
        #expect(lines.contains("4 views, 0 differ (0 unexplained), max |diff| = 0"))
        let row = try #require(lines.first { $0.hasPrefix("0.0 ") })
        #expect(row.contains("#a") && row.contains("frame") && row.contains("(x 0, y 0, w 100, h 50)"))
    }

    /// Text with fewest lines (`reservesSpace`, `3...6`, `2...`, a vertical TextField's range)
    /// beside views that share the width, so the sweep crosses many line breaks.
    static let reservedLinesModel = """
        VStack(alignment: .leading, spacing: 4) {
            Text("Bio").lineLimit(3, reservesSpace: true)
            HStack(alignment: .top) {
                Color.blue.frame(width: 60, height: 60)
                Text("A longer biography that wraps to several lines at narrow widths and keeps going").lineLimit(3...6)
            }
            Text("Two lines at least, however wide the window is").lineLimit(2...)
            TextField("Tell us about yourself", text: .constant(""), axis: .vertical).lineLimit(3...6)
        }
        """

    @Test("lineLimit's minimum lines: both engines agree at every width of 100...1400:13, in I.2 and the real font", arguments: ["simple", "font"])
    func reservedLinesAgreeAcrossASweep(metrics: String) throws {
        let folder = try Folder()
        let path = try folder.write("reserved.layout", Self.reservedLinesModel)
        let result = run([
            "compare", path, "--sweep-width", "100...1400:13", "--tolerance", "1e-6", "--fail-on-difference", "--only-diffs", "--text-metrics", metrics,
        ])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        // (1400 - 100) / 13 = 100 steps: 101 windows, none differing.
        #expect(result.out.hasSuffix("\n0 of 101 windows differ (only differing views are listed)\n"), "\(result.out)")
    }

    @Test func baselineComparesTheTwoEncodings() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        // regions against the default relation program: both are GLPK's, and both give #a
        // (x 0, w 100) and #b the remaining 300 - 100 = 200 from x 100, 50 high.
        let result = run(["compare", path, "--size", "300x50", "--baseline", "regions", "--tolerance", "1e-6"])
        #expect(result.code == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "compare \(path): regions vs relations, views matched by path, tolerance 1e-06")
        #expect(lines.contains { $0.hasPrefix("path ") && $0.contains("regions") && $0.contains("relations") })
        let row = try #require(lines.first { $0.hasPrefix("0.1 ") })
        #expect(row.components(separatedBy: "(x 100, y 0, w 200, h 50)").count == 3, "\(row)")
        #expect(lines.contains("4 views, 0 differ (0 unexplained), max |diff| = 0"))
        let json = run(["compare", path, "--size", "300x50", "--baseline", "relations", "--encoding", "regions", "--format", "json"])
        #expect(json.code == 0)
        #expect(json.out.contains("\"baseline\":\"constraints (relations)\""))
        #expect(run(["compare", path, "--baseline", "glpk"]).code == 2)
    }

    @Test func tableDetailsCausesAndTheSummaryCountsThem() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = try runShifted([path, "--size", "300x50"], ["0.0": 2.5, "0.1": 1])
        // Neither engine approximates, so both differences are unexplained: exit 1.
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("4 views, 2 differ (2 unexplained), max |diff| = 2.5"))
        let columns = { (path: String) in
            lines.first { $0.hasPrefix(path + " ") }?.components(separatedBy: "  ").filter { !$0.isEmpty }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        }
        #expect(columns("0.0").suffix(4) == ["(x 0, y 0, w 100, h 50)", "(x 2.5, y 0, w 100, h 50)", "2.5", "unexplained"])
        #expect(columns("0.1").suffix(2) == ["1", "unexplained"])
        #expect(columns("0.0.0").last == "0")
    }

    // MARK: - exit 1 and --fail-on-difference

    @Test func everyDifferenceExitsOneWithOrWithoutFailOnDifference() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        // No difference is explained (neither engine approximates): exit 1 either way.
        #expect(try runShifted([path], ["0.0.0": 3]).code == 1)
        let failing = try runShifted([path, "--fail-on-difference"], ["0.0.0": 3])
        #expect(failing.code == 1)
        #expect(!failing.err.contains("warning"))
        #expect(try runShifted([path, "--fail-on-difference"], [:]).code == 0)
    }

    /// `--strict` is the strict model, as everywhere; for one release, given without
    /// `--fail-on-difference`, it also keeps its old effect here, with a warning.
    @Test func strictAloneKeepsItsOldEffectForOneReleaseWithAWarning() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let old = try runShifted([path, "--strict"], ["0.0.0": 3])
        #expect(old.code == 1)
        #expect(old.err.contains("warning: compare --strict now reads the model strictly"))
        #expect(old.err.contains("--fail-on-difference"))
        let both = try runShifted([path, "--strict", "--fail-on-difference"], [:])
        #expect(both.code == 0)
        #expect(both.err.isEmpty)
        // The strict model: an unknown view is an error (exit 2), not a placeholder.
        let unknown = try folder.write("u.layout", "HStack { Widget() }")
        #expect(run(["compare", unknown]).code == 0)
        #expect(run(["compare", unknown, "--strict", "--fail-on-difference"]).code == 2)
    }

    @Test func strictModelIsADeprecatedSpellingOfStrict() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = try runShifted([path, "--strict-model"], [:])
        #expect(result.code == 0)
        #expect(result.err.contains("warning: --strict-model is deprecated; use --strict"))
    }

    @Test func anUnexplainedDifferenceExitsOne() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = try runShifted([path, "--size", "300x50"], ["0.1": 0.5])
        #expect(result.code == 1)
        #expect(result.out.contains("4 views, 1 differ (1 unexplained), max |diff| = 0.5"))
    }

    @Test func toleranceOption() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        // A bare canvas: the shifted engine edits the model's own paths.
        #expect(try runShifted([path, "--tolerance", "0.5"], ["0.1": 0.5]).code == 0)
        #expect(try runShifted([path, "--tolerance", "0.49"], ["0.1": 0.5]).code == 1)
        #expect(try runShifted([path], ["0.1": 0.01]).code == 0)
        #expect(try runShifted([path], ["0.1": 0.0100001]).code == 1)
    }

    // MARK: - JSON

    @Test func jsonFieldByField() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = try runShifted(
            [path, "--size", "300x50", "--format", "json"],
            ["0.0": 2.5, "0.1": 1])
        #expect(result.code == 1)
        let all = try windows(result.out)
        #expect(all.count == 1)
        let window = all[0]
        let size = try #require(window["window"] as? [String: Any])
        #expect(size["width"] as? Double == 300 && size["height"] as? Double == 50)
        let summary = try #require(window["summary"] as? [String: Any])
        #expect(summary["views"] as? Int == 4)
        #expect(summary["differ"] as? Int == 2)
        #expect(summary["unexplained"] as? Int == 2)
        #expect(summary["maxDiff"] as? Double == 2.5)
        let views = try #require(window["views"] as? [[String: Any]])
        #expect(views.map { $0["path"] as? String } == ["0", "0.0", "0.0.0", "0.1"])
        #expect(views.map { $0["kind"] as? String } == ["HStack", "frame", "Color", "Color"])
        #expect(views[0]["id"] == nil)
        #expect(views[1]["id"] as? String == "a")
        #expect(views[0]["cause"] is NSNull)
        #expect(views[1]["cause"] as? String == "unexplained")
        #expect(views[3]["cause"] as? String == "unexplained")
        #expect(views[1]["diff"] as? Double == 2.5)
        #expect(views[2]["diff"] as? Double == 0)
        let negotiation = try #require(views[1]["negotiation"] as? [String: Double])
        let constraints = try #require(views[1]["constraints"] as? [String: Double])
        #expect(negotiation == ["x": 0, "y": 0, "width": 100, "height": 50])
        #expect(constraints == ["x": 2.5, "y": 0, "width": 100, "height": 50])
    }

    @Test func jsonWritesInfinityAsAString() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", "Color.red.id(\"fill\")")
        let result = try runShifted([path, "--size", "infx50", "--format", "json"], ["0": 1])
        let window = try #require(try windows(result.out).first)
        let size = try #require(window["window"] as? [String: Any])
        #expect(size["width"] as? String == "inf")
        let view = try #require((window["views"] as? [[String: Any]])?.first)
        #expect((view["negotiation"] as? [String: Any])?["width"] as? String == "inf")
        // inf against inf is no difference; x moved by 1.
        #expect(view["diff"] as? Double == 1)
        #expect(result.code == 1)
    }

    @Test func sweepsGiveEveryPairWidthsOuter() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = run(["compare", path, "--sweep-width", "100...300:100", "--sweep-height", "40...55:10", "--format", "json"])
        #expect(result.code == 0)
        let sizes = try windows(result.out).map { window -> [Double] in
            let size = window["window"] as? [String: Double] ?? [:]
            return [size["width"] ?? -1, size["height"] ?? -1]
        }
        #expect(sizes == [[100, 40], [100, 50], [200, 40], [200, 50], [300, 40], [300, 50]])
    }

    @Test func aWidthSweepUsesTheHeightOfSize() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = run(["compare", path, "--size", "300x70", "--sweep-width", "200...250:50"])
        #expect(result.code == 0)
        #expect(result.out.contains("window 200x70\n") && result.out.contains("window 250x70\n"))
        #expect(result.out.components(separatedBy: "4 views, 0 differ (0 unexplained), max |diff| = 0").count == 3)
    }

    // MARK: - twins

    @Test func twinsAreMatchedById() throws {
        let folder = try Folder()
        _ = try folder.write("twin.layout", Self.model)
        let path = try folder.write("native.layout", "// twin: twin.layout\n" + Self.model)
        let result = run(["compare", path, "--size", "300x50", "--format", "json"])
        #expect(result.code == 0)
        let views = try #require(try windows(result.out).first?["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["a", "b"])
    }

    @Test func aDifferingTwinIsUnexplained() throws {
        let folder = try Folder()
        _ = try folder.write("twin.layout", Self.model.replacingOccurrences(of: "width: 100", with: "width: 120"))
        let path = try folder.write("native.layout", "// twin: twin.layout\n" + Self.model)
        let result = run(["compare", path, "--size", "300x50"])
        #expect(result.code == 1)
        #expect(result.out.contains("twin model, views matched by id"))
        #expect(result.out.contains("2 views, 2 differ (2 unexplained), max |diff| = 20"))
    }

    @Test func aMissingTwinIsAnError() throws {
        let folder = try Folder()
        let path = try folder.write("native.layout", "// twin: absent.layout\n" + Self.model)
        let result = run(["compare", path])
        #expect(result.code == 2)
        #expect(result.err.contains("absent.layout"))
    }

    // MARK: - errors: exit 2

    @Test func anEngineErrorInAnyWindowExitsTwoNamingTheWindow() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = try runShifted([path, "--size", "300x50", "--sweep-width", "100...300:100"], [:], failingAtWidth: 200)
        #expect(result.code == 2)
        #expect(result.err.contains("window 200x50: constraints engine: error: no optimal solution"))
        #expect(result.out.contains("window 100x50\n") && !result.out.contains("window 300x50"))
    }

    // MARK: - streaming

    /// Records what a command writes and what the engine is asked, in one order.
    private final class EventLog: CommandOutput {
        var events: [String] = []
        var standardOutput = ""
        func write(_ text: String) {
            events.append("out: " + text)
            standardOutput += text
        }
        func writeError(_ text: String) { events.append("err: " + text) }
    }

    @Test(arguments: ["table", "json"])
    func aSweepWritesEachWindowBeforeTheNextIsLaidOut(format: String) throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let log = EventLog()
        func factory(_ root: ViewNode?) throws(LayoutError) -> WindowLayout {
            let engine = NegotiationEngine()
            return { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
                log.events.append("solve \(window)")
                return try engine.layout(root, in: window)
            }
        }
        let code = try CompareCommand.run(
            [path, "--size", "300x50", "--sweep-width", "100...300:100", "--format", format], output: log, constraintEngine: factory)
        #expect(code == 0)
        // Window 100x50 is on standard output before the engine is asked for 200x50.
        let solve200 = try #require(log.events.firstIndex(of: "solve 200x50"))
        let written100 = try #require(
            log.events.firstIndex { $0.hasPrefix("out: ") && ($0.contains("window 100x50") || $0.contains(#""width":100"#)) })
        #expect(written100 < solve200, "\(log.events)")
        // The streamed bytes are one document: the table's three windows, or valid JSON.
        if format == "json" {
            #expect(try windows(log.standardOutput).count == 3)
            #expect(log.standardOutput.hasSuffix("]}\n"))
        } else {
            #expect(log.standardOutput.components(separatedBy: "\n\nwindow ").count == 4)
            #expect(log.standardOutput.hasSuffix("4 views, 0 differ (0 unexplained), max |diff| = 0\n"))
        }
    }

    @Test(arguments: [
        ["--sweep-width", "300...200:10"], ["--sweep-width", "100...200:0"], ["--sweep-height", "100-200:10"],
        ["--sweep-width", "0...1000000:1"], ["--tolerance", "-1"], ["--tolerance", "abc"], ["--format", "xml"],
        ["--size", "300"], ["--verbose"],
    ])
    func badOptionsExitTwo(_ options: [String]) throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", Self.model)
        let result = run(["compare", path] + options)
        #expect(result.code == 2)
        #expect(result.out.isEmpty)
        #expect(!result.err.isEmpty)
    }

    @Test func aMissingFileExitsTwo() {
        let result = run(["compare", "/nonexistent/model.layout"])
        #expect(result.code == 2)
        #expect(result.err.contains("cannot read '/nonexistent/model.layout'"))
        #expect(run(["compare"]).code == 2)
    }

    @Test func aModelErrorExitsTwo() throws {
        let folder = try Folder()
        let path = try folder.write("m.layout", "HStack { Colr.red }")
        #expect(run(["compare", path, "--strict", "--fail-on-difference"]).code == 2)
    }

    @Test func help() {
        let result = run(["help", "compare"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("OVERVIEW: "))
        #expect(result.out.contains("USAGE: framesolver compare <file> ..."))
        #expect(run(["compare", "--help"]).out == result.out)
    }
}
