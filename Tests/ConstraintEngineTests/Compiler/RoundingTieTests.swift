import FrameSolver
import TestSupport
import Testing

/// A stack's fitting order where two flexibilities tie only within rounding, and a window
/// side cancelled inside one of them: the piece holds that side at the window, where the
/// probes are numbers summed as the negotiation engine sums them (RoundingTie.swift).
@Suite("Relation encoding: flexibilities that tie within rounding")
struct RoundingTieTests {
    /// Window 0 x 300 (every Text one character a line; 17 pt: advance 8.5, lines 20.4, a
    /// line's baseline 17 below its top, I.2).
    static let model = """
        VStack(alignment: .leading) {
            Color.red.frame(width: 0, height: 0)
            Text("here")
            HStack(alignment: .lastTextBaseline, spacing: 1) {
                Color.red.containerRelativeFrame([.horizontal, .vertical], count: 1, span: 1, spacing: 12)
                    .padding(EdgeInsets(top: 4, leading: 20, bottom: 15, trailing: 9))
                Text("Hello layout").id("long")
                Text("wraps").id("short")
            }
            .id("row")
        }
        """

    @Test("The HStack's flexibility is 0, as the frame's: source order, the frame first, the row offered 142")
    func sourceOrderKept() throws {
        let root = try ModelLanguage.load(Self.model, file: "tie.layout").root
        let window = ProposedSize(width: 0, height: 300)
        // The row's height at both probes: the padding is 300 (the window's height) + 19 =
        // 319 tall, aligned by its bottom (no text); a Text's last baseline is 3.4 above its
        // bottom, so the union is [-319, 3.4] whatever its lines: 322.4 at height 0 and at
        // infinity. The negotiation engine adds 3.3999999999999986 (20.4 - 17) and
        // 3.3999999999999773 (224.4 - 221) to 319 and gets 322.4 both times; held as
        // forms of the height, the two constants stayed apart by 2.1e-14.
        // Fitting order: the frame (0), the row (0), "here" (81.6 - 20.4 = 61.2). Available
        // 300 - 2 x 8 = 284: the frame is offered 284 / 3 and takes 0; the row is offered
        // 284 / 2 = 142, where "Hello layout" keeps 6 of its 11 lines (122.4, last baseline
        // 5 x 20.4 + 17 = 119) and "wraps" all 5 (102, baseline 98.6); "here" is offered 0:
        // one line. Served before the frame, the row was offered 94.7: 4 lines each.
        // The VStack is 0 + 20.4 + 322.4 + 16 = 358.8 tall, y = (300 - 358.8) / 2 = -29.4, and
        // 48 wide (29 + 1 + 8.5 + 1 + 8.5), x = -24; the row at -29.4 + 8 + 20.4 + 8 = 7.
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        for result in [try NegotiationEngine().layout(root, in: window), try compiled.solve(window)] {
            expectFrame(result, "row", -24, 7, 48, 322.4)
            expectFrame(result, "long", 6, 7 + 319 - 119, 8.5, 122.4)
            expectFrame(result, "short", 15.5, 7 + 319 - 98.6, 8.5, 102)
        }
        let piece = try #require(compiled.pieces.first)
        #expect(piece.range.hasSuffix("height 300"), "\(piece.range)")
        #expect(piece.causes.last == "the fitting order of the stack at 0 ties within rounding (height 300)", "\(piece.causes)")
    }

    @Test("Identical forms at both probes hold nothing: two containerRelativeFrame children")
    func identicalFormsHoldNothing() throws {
        // Each child is a quarter of the window's height at both probes: flexibility exactly
        // 0 in both engines, a tie in source order at every height.
        let text = """
            VStack {
                Color.red.containerRelativeFrame(.vertical, count: 4, span: 1, spacing: 0)
                Color.blue.containerRelativeFrame(.vertical, count: 4, span: 1, spacing: 0)
            }
            """
        let root = try ModelLanguage.load(text, file: "quarters.layout").root
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        _ = try compiled.solve(ProposedSize(width: 390, height: 844))
        let piece = try #require(compiled.pieces.first)
        #expect(!piece.range.contains("height 844"), "\(piece.range)")
        #expect(!piece.causes.contains { $0.contains("within rounding") }, "\(piece.causes)")
    }
}
