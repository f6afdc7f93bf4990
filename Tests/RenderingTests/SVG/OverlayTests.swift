import Foundation
import FrameSolver
import Rendering
import Testing

/// Both engines in one picture: a view whose frames differ is marked in red with the difference.
@Suite struct OverlayTests {
    private func layout(_ engine: String, x: Double) -> LayoutResult {
        LayoutResult(
            engine: engine, window: ProposedSize(width: 200, height: 100),
            nodes: [NodeFrame(path: "0", kind: "Color", frame: Rect(x: x, y: 0, width: 100, height: 100))])
    }

    @Test func aDifferingViewIsMarkedWithTheDifference() throws {
        let root = try tree("Color.red")
        // Hand-made layouts: the constraint engine's frame 3 pt to the right.
        let output = Drawing.overlay(root: root, twin: nil, negotiation: layout("negotiation", x: 50), constraints: layout("constraints", x: 53))
        let parsed = try #require(ParsedSVG.parse(output.svg))
        let marks = parsed.elements.filter { $0.attributes["class"] == "difference" }
        #expect(marks.map { $0.number("x") } == [53])
        #expect(marks.first?.attributes["stroke"] == "#e0191b")
        let labels = parsed.elements.filter { $0.attributes["class"] == "difference-label" }.map(\.text)
        #expect(labels == ["Δ 3 pt"])
        #expect(parsed.box("0")?.attributes["data-other"] == "53 0 100 100")
        #expect(parsed.box("0")?.attributes["data-diff"] == "3")
        let title = parsed.elements.first { $0.groups.contains("legend") && $0.name == "text" }?.text
        #expect(title == "negotiation vs constraints · window 200x100 · 1 views, 1 differ, max Δ 3 pt")
    }

    @Test func agreeingEnginesLeaveNoMark() throws {
        let root = try tree("Color.red")
        // 0.005 pt apart: within the comparison's 0.01 pt tolerance.
        let output = Drawing.overlay(root: root, twin: nil, negotiation: layout("negotiation", x: 50), constraints: layout("constraints", x: 50.005))
        let parsed = try #require(ParsedSVG.parse(output.svg))
        #expect(!parsed.elements.contains { $0.attributes["class"] == "difference" })
        #expect(parsed.box("0")?.attributes["data-other"] == nil)
    }

    @Test func aViewOnlyOneEngineHasIsNamed() throws {
        let root = try tree("Color.red")
        var constraints = layout("constraints", x: 50)
        constraints.nodes.append(NodeFrame(path: "0.0", kind: "Text", frame: Rect(x: 60, y: 10, width: 20, height: 10)))
        let output = Drawing.overlay(root: root, twin: nil, negotiation: layout("negotiation", x: 50), constraints: constraints)
        let parsed = try #require(ParsedSVG.parse(output.svg))
        let labels = parsed.elements.filter { $0.attributes["class"] == "difference-label" }.map(\.text)
        #expect(labels == ["only in constraints"])
    }

    @Test func bothEnginesOfARealModelAgreeAndAreDrawnOnce() throws {
        let root = try tree(
            """
            HStack(spacing: 0) {
                Color.red.frame(width: 75)
                Color.blue
            }
            """)
        let output = try Drawing.draw(root: root, window: ProposedSize(width: 300, height: 60), engine: .both)
        let parsed = try #require(ParsedSVG.parse(output.svg))
        // Both engines: the blue Color takes the remaining 300 - 75 = 225.
        #expect(parsed.box("0.1").map { [$0.number("x"), $0.number("width")] } == [75, 225])
        #expect(output.comparison?.summary.differ == 0)
        #expect(parsed.boxes.count == 4)
    }
}
