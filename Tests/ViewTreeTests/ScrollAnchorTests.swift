import FrameSolver
import TestSupport
import Testing

/// `defaultScrollAnchor(_:)` and `(_:for:)`: Apple documents that the anchor sets where content
/// smaller than the ScrollView sits (the `.alignment` role) and which part of larger content
/// shows first (`.initialOffset`). The content moves by the room left (the ScrollView less the
/// content) times the anchor. Both engines; frames by hand in a 300 x 300 window.
@Suite("defaultScrollAnchor")
struct ScrollAnchorTests {
    func layout(_ text: String) throws -> LayoutResult {
        let model = try ModelLanguage.load(text, file: "anchor.layout")
        let window = ProposedSize(width: 300, height: 300)
        let negotiation = try NegotiationEngine().layout(model.root, in: window)
        let constraints = try ConstraintEngine().layout(model.root, in: window)
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    func scroll(content height: Double, _ modifier: String) -> String {
        "ScrollView {\n    Color.red.frame(height: \(height)).id(\"content\")\n}\n\(modifier)"
    }

    @Test("bottom: smaller content sits at the bottom, larger content starts scrolled to its end")
    func bottom() throws {
        // Room 300 - 100 = 200: the content at y 200. Room 300 - 500 = -200: at y -200.
        expectFrame(try layout(scroll(content: 100, ".defaultScrollAnchor(.bottom)")), "content", 0, 200, 300, 100)
        expectFrame(try layout(scroll(content: 500, ".defaultScrollAnchor(.bottom)")), "content", 0, -200, 300, 500)
        // Without an anchor the content is at the top either way.
        expectFrame(try layout(scroll(content: 100, "")), "content", 0, 0, 300, 100)
        expectFrame(try layout(scroll(content: 500, "")), "content", 0, 0, 300, 500)
    }

    @Test("a role sets one of the two: alignment for smaller content, initialOffset for larger")
    func roles() throws {
        // .center for alignment: 200 x 0.5 = 100 for smaller content; larger starts at the top.
        expectFrame(try layout(scroll(content: 100, ".defaultScrollAnchor(.center, for: .alignment)")), "content", 0, 100, 300, 100)
        expectFrame(try layout(scroll(content: 500, ".defaultScrollAnchor(.center, for: .alignment)")), "content", 0, 0, 300, 500)
        // .bottom for the initial offset: smaller content stays at the top; larger at -200.
        expectFrame(try layout(scroll(content: 100, ".defaultScrollAnchor(.bottom, for: .initialOffset)")), "content", 0, 0, 300, 100)
        expectFrame(try layout(scroll(content: 500, ".defaultScrollAnchor(.bottom, for: .initialOffset)")), "content", 0, -200, 300, 500)
    }

    @Test("the anchor reaches the nearest ScrollView below the modified view; a horizontal one uses x")
    func horizontalAndNested() throws {
        let r = try layout(
            """
            VStack {
                ScrollView(.horizontal) {
                    Color.red.frame(width: 120, height: 40).id("cell")
                }
                .id("strip")
            }
            .defaultScrollAnchor(.trailing)
            """)
        // The strip is 300 wide and 40 tall, centred in the window: y (300 - 40) / 2 = 130.
        // Room 300 - 120 = 180 along x: the cell at x 180.
        expectFrame(r, "strip", 0, 130, 300, 40)
        expectFrame(r, "cell", 180, 130, 120, 40)
    }
    @Test("an anchor that is not finite, or beyond 1000, is an error at its line")
    func hostileAnchor() throws {
        for point in ["UnitPoint(x: .nan, y: 1)", "UnitPoint(x: 0, y: .infinity)", "UnitPoint(x: 0, y: 1e300)"] {
            #expect(throws: ModelError.self) { try ModelLanguage.load(scroll(content: 100, ".defaultScrollAnchor(\(point))"), file: "anchor.layout") }
        }
        // 2 is a point below the ScrollView's bottom edge, as SwiftUI's UnitPoint allows: the
        // 200 of room twice over, at y 400.
        expectFrame(try layout(scroll(content: 100, ".defaultScrollAnchor(UnitPoint(x: 0, y: 2))")), "content", 0, 400, 300, 100)
    }
}
