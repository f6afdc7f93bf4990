import Foundation
import Testing

@testable import FrameSolverCommands

/// `framesolver formulas`: the table, `--view`, JSON and errors (the formulas themselves are
/// derived by hand in ConstraintEngineTests' FormulasTests).
@Suite("framesolver formulas")
struct FormulasCommandTests {
    @Test("max-width-column's #column: w - 32 up to 672, then 640, with the cause at 672")
    func table() {
        // contentMargins max(16, (w - 640) / 2): the column is w - 32 wide while the margins
        // are 16 (w <= 672), then 640; its x is 16, then (w - 640) / 2 = 0.5 w - 320.
        let run = framesolver("formulas", Package.model("gallery/max-width-column.layout"), "--view", "column", "--range", "500...1400")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("max-width-column.layout: window widths 500...1400 at height 844 (w is the window's width)") == true)
        #expect(lines.contains { $0.hasPrefix("0.0.0 frame #column") }, "\(lines)")
        #expect(lines.contains("  width  [500, 672]   w - 32"), "\(lines)")
        // At 672 the margins' max and the column's maxWidth switch together; GLPK's ranging
        // names the row that reaches its bound first, one of the two.
        #expect(
            lines.contains {
                $0.hasPrefix("         (672, 1400]  640   at 672: ") && ($0.contains("contentMargins") || $0.contains("frame"))
                    && $0.contains("reaches its bound")
            }, "\(lines)")
        #expect(lines.contains("  x      [500, 672]   16"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("         (672, 1400]  0.5 w - 320   at 672: ") }, "\(lines)")
        // Only the one view.
        #expect(lines.filter { $0.first?.isNumber == true }.count == 1)
    }

    @Test("a slope is printed with the decimals it has: the header's 9/16, not 0.563")
    func slopeDecimals() {
        // max-width-column's header image is 16:9 at the column's width w - 32 (up to 672):
        // its height is (w - 32) * 9 / 16 = 0.5625 w - 18; past 672 it is 640 * 9 / 16 = 360.
        // Rounded to 0.563 the formula would be 0.48 too high at w = 1000.
        let run = framesolver("formulas", Package.model("gallery/max-width-column.layout"), "--view", "header", "--range", "500...1400")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("  height [500, 672]   0.5625 w - 18"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("         (672, 1400]  360   at 672: ") }, "\(lines)")
        // 1/3 to 9 decimals; short slopes as before.
        #expect(FormulasTableWriter.slopeText(1.0 / 3.0) == "0.333333333")
        #expect(FormulasTableWriter.slopeText(0.5625) == "0.5625")
        #expect(FormulasTableWriter.slopeText(0.5) == "0.5")
        #expect(FormulasTableWriter.slopeText(-1) == "-1")
        #expect(FormulasTableWriter.slopeText(0) == "0")
    }

    @Test("JSON: full precision, the cause on the segment after the breakpoint")
    func json() throws {
        let run = framesolver(
            "formulas", Package.model("gallery/max-width-column.layout"), "--view", "#column", "--range", "500...1400", "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["schema"] as? Int == 1)
        #expect(document["height"] as? Double == 844)
        let views = try #require(document["views"] as? [[String: Any]])
        #expect(views.count == 1)
        let width = try #require(views.first?["width"] as? [[String: Any]])
        #expect(width.count == 2)
        #expect(width[0]["slope"] as? Double == 1 && width[0]["intercept"] as? Double == -32 && width[0]["cause"] == nil)
        #expect(width[1]["slope"] as? Double == 0 && width[1]["intercept"] as? Double == 640 && width[1]["lowerOpen"] as? Bool == true)
        #expect((width[1]["cause"] as? String)?.contains("reaches its bound") == true)
    }

    @Test("--encoding regions reads the regions pieces: the same formulas, the clamp that switches sides")
    func regions() {
        let run = framesolver(
            "formulas", Package.model("gallery/max-width-column.layout"), "--view", "column", "--range", "500...1400", "--encoding", "regions")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("  width  [500, 672]   w - 32"), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("         (672, 1400]  640   at 672: ") && $0.contains("contentMargins") && $0.contains("switches sides") },
            "\(lines)")
    }

    @Test("an unknown view and a nil height are errors (exit 2)")
    func errors() throws {
        let unknown = framesolver("formulas", Package.model("gallery/max-width-column.layout"), "--view", "nothing", "--range", "600...700")
        #expect(unknown.code == 2)
        #expect(unknown.standardError.contains("no view is tagged id(\"nothing\")"))
        // One letter off max-width-column's only tag.
        let misspelled = framesolver("formulas", Package.model("gallery/max-width-column.layout"), "--view", "colum", "--range", "600...700")
        #expect(misspelled.code == 2)
        #expect(misspelled.standardError.hasSuffix("; did you mean #column?\n"), "\(misspelled.standardError)")
        // `#0` is the view tagged .id(0), not the root at path 0.
        let model = try TemporaryModel("VStack {\n    ForEach(0..<3) { i in\n        Color.red.frame(height: 10).id(i)\n    }\n}\n", name: "ids.layout")
        defer { model.remove() }
        let tagged = framesolver("formulas", model.path, "--view", "#0", "--range", "100...200")
        #expect(tagged.code == 0, "\(tagged.standardError)")
        #expect(tagged.standardOutput.contains("0.0 frame #0") && !tagged.standardOutput.contains("\n0 VStack"), "\(tagged.standardOutput)")
        let nilHeight = framesolver("formulas", Package.model("gallery/max-width-column.layout"), "--size", "390xnil")
        #expect(nilHeight.code == 2)
        #expect(nilHeight.standardError.contains("finite window height"))
    }

    @Test("a stretch shorter than the table's rounding is written to the last digit, not as [105, 105)")
    func shortStretch() {
        // max-width-column's two footer Texts wrap 6.5e-9 apart near 105 (found by a user): the
        // height between the two breaks is a real formula of the layout, over a tiny stretch.
        let run = framesolver("formulas", Package.model("gallery/max-width-column.layout"), "--view", "column", "--range", "100...120")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.contains("[105, 105)") || $0.contains("[117, 117)") }, "\(lines)")
        #expect(lines.contains { $0.contains("[104.999999987, 104.9999999935)") }, "\(lines)")
    }

    @Test("--text-metrics: simple on formulas' bare canvas unless asked; font moves the breakpoints")
    func textMetrics() {
        // sidebar-split's #detail, offered less than its content, is as wide as its widest
        // Text at one character a line: the title3 headline's character, I.2's 0.5 x 20 = 10,
        // until the frame's fill passes it at 261 + 10 = 271 (the sidebar 260, the divider 1);
        // in Inter the character is wider, so the breakpoint moves.
        let simple = framesolver("formulas", Package.model("gallery/sidebar-split.layout"), "--view", "detail", "--range", "200...300")
        #expect(simple.code == 0, "\(simple.standardError)")
        #expect(simple.standardOutput.contains("  width  [200, 271]  10"), "\(simple.standardOutput)")
        let font = framesolver(
            "formulas", Package.model("gallery/sidebar-split.layout"), "--view", "detail", "--range", "200...300", "--text-metrics", "font")
        #expect(font.code == 0, "\(font.standardError)")
        #expect(!font.standardOutput.contains("[200, 271]"), "\(font.standardOutput)")
    }
}
