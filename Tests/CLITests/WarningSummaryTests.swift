import Foundation
import Testing

/// The warning summary every command that loads a model prints after the warnings: counted by
/// cause, each cause with file:line:column of its warnings (one shared piece of code,
/// ModelLoading).
@Suite("Warning summary")
struct WarningSummaryTests {
    /// Two unknown views (lines 2 and 4, column 5) and one unknown font token (line 3,
    /// column 20: four spaces and the 15 characters of `Text("a").font(` come before it).
    static let model = """
        VStack {
            Foo()
            Text("a").font(.compound.bodyLG)
            Bar()
        }
        """

    @Test(
        "solve, compare, lp, render, report, query and bench sweep end with the same summary",
        arguments: [
            ["solve"], ["compare"], ["lp"], ["render", "--out", "OUT.svg"], ["report", "--out", "OUT.html"],
            ["query", "--maximize", "#t.width"], ["bench", "sweep"],
        ])
    func everyLoadingCommand(_ command: [String]) throws {
        let file = try TemporaryModel(Self.model.replacingOccurrences(of: "Bar()", with: "Bar().id(\"t\")"), name: "tokens.layout")
        defer { file.remove() }
        let folder = (file.path as NSString).deletingLastPathComponent
        var arguments = command.map { $0.replacingOccurrences(of: "OUT", with: folder + "/out") }
        arguments.insert(file.path, at: command[0] == "bench" ? 2 : 1)
        if command[0] == "bench" { arguments += ["--sweep-width", "300...310:10"] }
        let run = framesolver(arguments)
        #expect(run.code == 0, "\(arguments): \(run.standardError)")
        let lines = run.errorLines
        let start = try #require(lines.firstIndex { $0.hasSuffix("tokens.layout: 3 warnings: 2 unknown views, 1 unknown values in typed slots") }, "\(run.standardError)")
        #expect(lines[start + 1] == "  unknown views: \(file.path):2:5, \(file.path):4:5")
        #expect(lines[start + 2] == "  unknown values in typed slots: \(file.path):3:20")
    }

    @Test("a cause with more than eight warnings lists eight places and counts the rest")
    func longCauses() throws {
        // Ten unknown views, lines 2 to 11, column 5.
        let text = "VStack {\n" + (0..<10).map { "    Unknown\($0)()\n" }.joined() + "}\n"
        let file = try TemporaryModel(text, name: "many.layout")
        defer { file.remove() }
        let run = framesolver("solve", file.path)
        let places = (2...9).map { "\(file.path):\($0):5" }.joined(separator: ", ")
        #expect(run.errorLines.contains("  unknown views: \(places), and 2 more"), "\(run.standardError)")
    }
}
