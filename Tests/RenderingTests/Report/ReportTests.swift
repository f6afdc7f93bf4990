import Foundation
import FrameSolver
import Rendering
import Testing
import TestSupport

/// The HTML report: every model given is in it, with its sweep, its programs and its summary.
@Suite struct ReportTests {
    static let models = ["ratio-split-hstack.layout", "size-view-scale-effect.layout", "constraint-native/relative-split.layout"]

    static func inputs() throws -> [ReportBuilder.Input] {
        try models.map { relative in
            let twin = try twinFile(of: relative).map { try loadModel($0).root }
            return ReportBuilder.Input(name: "Models/" + relative, root: try loadModel(relative).root, twin: twin ?? nil)
        }
    }

    /// The JSON the page carries, decoded.
    static func embeddedData(_ html: String) throws -> ReportData {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"report-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(ReportData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    @Test func everyModelGivenIsInTheReport() throws {
        let data = ReportBuilder.build(try Self.inputs(), widths: [200, 300, 400], height: 844, initialWidth: 390, sweep: "200...400:100")
        let html = try ReportPage.html(data)
        for (index, relative) in Self.models.enumerated() {
            #expect(html.contains("<section class=\"model\" id=\"model-\(index)\" data-model=\"\(index)\">\n<h2>Models/\(relative)</h2>"))
            #expect(html.contains("<td><a href=\"#model-\(index)\">Models/\(relative)</a></td>"))
        }
        let decoded = try Self.embeddedData(html)
        #expect(decoded.models.map(\.name) == Self.models.map { "Models/" + $0 })
        for model in decoded.models {
            #expect(model.steps.map(\.width) == [200, 300, 400])
            #expect(model.steps.allSatisfy { $0.svg != nil && $0.error == nil && $0.piece != nil })
            // 390 is nearest 400, the third width.
            #expect(model.initialStep == 2)
        }
        // The constraint-native model is pictured by the constraint engine, its twin compared by id.
        #expect(decoded.models.map(\.baseEngine) == ["negotiation", "negotiation", "constraints"])
        #expect(!html.contains("http://") || html.components(separatedBy: "http://").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1, "nothing but the SVG namespace names a URL")
    }

    @Test func theSweepRedrawsTheBoxes() throws {
        let data = ReportBuilder.build(try Self.inputs(), widths: [200, 400], height: 60, initialWidth: 200, sweep: "200...400:200")
        let ratio = try #require(data.models.first)
        // RatioSplitHStack's 25% column: 50 wide at 200, 100 at 400 (its frame is 300 wide, so
        // the column stays 75: the model fixes .frame(width: 300, height: 60)).
        let boxes = try ratio.steps.map { step in
            let svg = try #require(step.svg)
            return try #require(ParsedSVG.parse(svg)?.box("0.0.0.0"))
        }
        #expect(boxes.map { $0.number("width") } == [75, 75])
        // The centred 300-wide frame moves: x (200 - 300) / 2 = -50, then (400 - 300) / 2 = 50.
        #expect(boxes.map { $0.number("x") } == [-50, 50])
    }

    @Test func theProgramRowsNameTheirViews() throws {
        let data = ReportBuilder.build(try Self.inputs(), widths: [300], height: 60, initialWidth: 300, sweep: "300...300:1")
        let ratio = try #require(data.models.first)
        let rows = try #require(ratio.pieces.first?.rows)
        // Each row's origin starts with the path and kind of its view (the `lp` comment table).
        let left = rows.filter { $0.origin.hasPrefix("0.0.0.0 overlay ") }
        #expect(!left.isEmpty)
        #expect(left.allSatisfy { $0.origin.contains("Models/ratio-split-hstack.layout:") })
    }

    @Test func theDisagreeingModelsTable() throws {
        func model(_ name: String, differing: Int) -> ReportData.Model {
            ReportData.Model(
                name: name, baseEngine: "negotiation", steps: [], pieces: [], initialStep: 0,
                summary: ReportData.Summary(
                    views: 3, windows: 4, windowsDiffering: differing, viewsDiffering: differing * 2, unexplained: 1, maxDiff: differing > 0 ? 12.5 : 0,
                    firstDifferingWidth: differing > 0 ? 320 : nil, failures: 0))
        }
        let agreeing = ReportPage.summaryTables(ReportData(models: [model("a.layout", differing: 0)], sweep: "x", height: "844"))
        #expect(agreeing.contains("None: both engines give the same frames"))
        let html = ReportPage.summaryTables(ReportData(models: [model("a.layout", differing: 0), model("b.layout", differing: 2)], sweep: "x", height: "844"))
        let table = try #require(html.components(separatedBy: "<table class=\"disagreeing\">").last)
        #expect(table.contains("b.layout") && !table.contains("a.layout"))
        #expect(table.contains("<td>320</td><td>2 of 4</td><td>4</td><td>1</td><td>12.5</td>"))
    }
}
