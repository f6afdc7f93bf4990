import FrameSolver
import TestSupport
import Testing

/// Text measured in a real font (`.textMetrics(.font)`) in the constraint engine: its pieces
/// split where the font measurer's lines change, and both engines agree over width sweeps.
///
/// Widths from Inter Regular's advances (`hb-shape Inter-Regular.otf "Hello world"`, units
/// of 2816): Hello 6740, space 792, world 7380, the line 14912; body is 17 pt, so the line is
/// 14912 x 17 / 2816 = 90.0227 pt, "world" 44.5526 pt, one line 3408 x 17 / 2816 = 20.5739 pt.
@Suite("Text in a real font in the constraint engine")
struct TextFontMetricsTests {
    static let line: Double = 14912.0 * 17.0 / 2816.0
    static let world: Double = 7380.0 * 17.0 / 2816.0
    static let lineHeight: Double = 3408.0 * 17.0 / 2816.0

    /// A 300 pt column, the default gap of 8, then the Text: it is proposed W - 308 and keeps
    /// one line from W = 308 + 90.0227 = 398.0227 up, two ("Hello" / "world") below.
    static let row = HStack(alignment: .top) {
        Color.red.frame(width: 300)
        Text("Hello world").id("text")
    }.textMetrics(.font)

    @Test("the lines change where the proposal reaches the line's width", arguments: ConstraintOptions.Encoding.allCases)
    func splitsAtTheLineWidth(encoding: ConstraintOptions.Encoding) throws {
        let compiled = ConstraintEngine(options: ConstraintOptions(encoding: encoding)).compile(Self.row.viewTree)
        defer { compiled.close() }
        let narrow = try compiled.solve(ProposedSize(width: 308 + Self.line - 0.01, height: 200))
        let text = try #require(narrow[id: "text"])
        #expect(abs(text.frame.width - Self.world) < 1e-6)
        #expect(abs(text.frame.height - 2 * Self.lineHeight) < 1e-6)
        let wide = try compiled.solve(ProposedSize(width: 308 + Self.line + 0.01, height: 200))
        let wideText = try #require(wide[id: "text"])
        #expect(abs(wideText.frame.width - Self.line) < 1e-6)
        #expect(abs(wideText.frame.height - Self.lineHeight) < 1e-6)
        // Exactly at the line's width it fits.
        let exact = try compiled.solve(ProposedSize(width: 308 + Self.line, height: 200))
        #expect(abs((exact[id: "text"]?.frame.height ?? 0) - Self.lineHeight) < 1e-6)
    }

    @Test("I.2 is the default: the same row without .textMetrics(.font) wraps at 11 x 8.5 = 93.5")
    func simpleByDefault() throws {
        let row = HStack(alignment: .top) {
            Color.red.frame(width: 300)
            Text("Hello world").id("text")
        }
        let result = try ConstraintEngine().layout(row.viewTree, in: ProposedSize(width: 308 + 92, height: 200))
        // 92 < 93.5: "Hello" / "world", 5 x 8.5 = 42.5 wide, 2 x 20.4 tall.
        #expect(result[id: "text"]?.frame.height == 40.8)
        #expect(result[id: "text"]?.frame.width == 42.5)
    }

    /// Models with wrapping Text in proportional, bold, monospaced and tabular-digit text.
    static let models = [
        "gallery/settings-list.layout", "gallery/profile-header.layout", "gallery/toolbar.layout", "realistic/comment-thread.layout",
        "realistic/workout-summary.layout", "realistic/stats-grid.layout",
    ]

    @Test("both engines agree on models measured in the font over a width sweep", arguments: models)
    func modelsAgree(file: String) throws {
        var model = try loadModel(file).root
        model?.attributes.textMetrics = .font
        let compiled = ConstraintEngine().compile(model)
        defer { compiled.close() }
        for width in stride(from: 100.0, through: 1_400, by: 13) {
            let window = ProposedSize(width: width, height: 844)
            let reference = try NegotiationEngine().layout(model, in: window)
            let solved = try compiled.solve(window)
            let disagreement = firstDisagreement(reference, solved)
            #expect(disagreement == nil, "\(file) at width \(width): \(disagreement ?? "")")
            if disagreement != nil { return }
        }
    }
}
