import FrameSolver
import TestSupport
import Testing

/// A Text's fewest lines (R1.3b): `lineLimit(n, reservesSpace: true)` makes it at least n lines
/// tall, `lineLimit(3...6)` at least 3 and at most 6, `lineLimit(2...)` at least 2; its width
/// is its own. Body text (I.2): 8.5 per character, 20.4 per line, so 3 lines are 61.2. Every
/// layout runs through both engines, which must agree.
@Suite("Spec examples: lineLimit's minimum lines (R1.3b)")
struct SpecExampleLineLimitTests {
    /// `view` laid out by the negotiation engine in `width` x `height`, the constraint engine
    /// expected to give the same frames.
    func layout(_ view: some View, width: Double? = 390, height: Double? = 844, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> LayoutResult
    {
        let window = ProposedSize(width: width, height: height)
        let negotiated = try NegotiationEngine().layout(view.viewTree, in: window)
        let solved = try ConstraintEngine().layout(view.viewTree, in: window)
        let disagreement = firstDisagreement(negotiated, solved)
        #expect(disagreement == nil, "engines disagree: \(disagreement ?? "")", sourceLocation: sourceLocation)
        return negotiated
    }

    @Test("reservesSpace: true makes \"Bio\" 3 lines tall (25.5 x 61.2); false leaves one line (25.5 x 20.4)")
    func reservesSpace() throws {
        let r = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Text("Bio").lineLimit(3, reservesSpace: true).id("reserved")
                Text("Bio").lineLimit(3, reservesSpace: false).id("plain")
            }.frame(width: 390, height: 844, alignment: .topLeading))
        // 3 x 8.5 = 25.5 wide (the reserved lines add height only), 3 x 20.4 = 61.2 tall.
        expectFrame(r, "reserved", 0, 0, 25.5, 61.2)
        expectFrame(r, "plain", 0, 61.2, 25.5, 20.4)
    }

    @Test("3...6: one line is 3 lines tall (61.2); 8 lines are capped at 6 (6 x 20.4 = 122.4)")
    func closedRange() throws {
        let eight = (1...8).map { "line\($0)" }.joined(separator: "\n")
        let r = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Text("Bio").lineLimit(3...6).id("short")
                Text(eight).lineLimit(3...6).id("long")
            }.frame(width: 390, height: 844, alignment: .topLeading))
        expectFrame(r, "short", 0, 0, 25.5, 61.2)
        // "line1" … "line6": 5 x 8.5 = 42.5 wide, 6 x 20.4 = 122.4 tall, below the 61.2.
        expectFrame(r, "long", 0, 61.2, 42.5, 122.4)
    }

    @Test("2...: one line is 2 lines tall (40.8); four lines stay four (81.6): no cap")
    func partialRange() throws {
        let r = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Text("Bio").lineLimit(2...).id("short")
                Text("a\nb\nc\nd").lineLimit(2...).id("long")
            }.frame(width: 390, height: 844, alignment: .topLeading))
        expectFrame(r, "short", 0, 0, 25.5, 40.8)
        expectFrame(r, "long", 0, 40.8, 8.5, 81.6)
    }

    @Test("the minimum is an environment value, set with the limit: an inner lineLimit(1) drops it")
    func environment() throws {
        let r = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Text("Bio").id("inherits")
                Text("Bio").lineLimit(1).id("inner")
                Text("Bio").lineLimit(3...6).lineLimit(1).id("innerWins")
            }.lineLimit(2...).frame(width: 390, height: 844, alignment: .topLeading))
        expectFrame(r, "inherits", 0, 0, 25.5, 40.8)
        expectFrame(r, "inner", 0, 40.8, 25.5, 20.4)
        // On one view the inner declaration wins, as for every environment value: 3...6.
        expectFrame(r, "innerWins", 0, 61.2, 25.5, 61.2)
    }

    @Test("a wrapped Text counts its wrapped lines: \"Hello world\" in 50 is 2 lines, raised to 3 (42.5 x 61.2)")
    func wrapped() throws {
        let r = try layout(Text("Hello world").lineLimit(3...6).id("t"), width: 50, height: nil)
        // Centred in 50: (50 - 42.5) / 2 = 3.75; the nil height puts it at y 0.
        expectFrame(r, "t", 3.75, 0, 42.5, 61.2)
    }

    @Test("a height of one line keeps one line, and the reserved lines still hold: 61.2 in a 30-tall frame")
    func shortHeight() throws {
        let r = try layout(Text("Hello world").lineLimit(3, reservesSpace: true).id("t").frame(width: 50, height: 30), width: nil, height: nil)
        // Proposed 50 x 30: one whole line fits (30 / 20.4), kept as "Hello" (42.5); the Text
        // is 3 lines tall anyway and overflows the frame, centred: (30 - 61.2) / 2 = -15.6.
        expectFrame(r, "t", 3.75, -15.6, 42.5, 61.2)
    }
}
