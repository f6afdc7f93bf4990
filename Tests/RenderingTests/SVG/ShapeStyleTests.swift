import FrameSolver
import Foundation
import Rendering
import Testing

/// Shapes painted with a shape style: `background(_:in:)`'s shape in its style.
@Suite("Pictures: shape styles")
struct ShapeStyleTests {
    /// The `fill` of everything the views of `kind` paint, in document order.
    static func fills(_ parsed: ParsedSVG, _ kind: String) -> [String?] {
        parsed.boxes.filter { $0.attributes["data-kind"] == kind }.flatMap { parsed.painted($0.attributes["data-path"] ?? "-") }.map { $0.attributes["fill"] }
    }

    @Test("background(_:in:) fills its shape with the style, not with the foreground black")
    func backgroundInShape() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 20) {
                Text("Tinted").padding(12).background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
                Text("Orange").padding(12).background(.orange, in: RoundedRectangle(cornerRadius: 8))
                Text("Material").padding(12).background(.thinMaterial, in: Capsule())
                Text("Default").padding(12).background(in: Capsule())
                Text("Plain").padding(12).background(Color.blue.opacity(0.12))
            }
            """, width: 300, height: 500)
        let parsed = try #require(ParsedSVG.parse(svg))
        // iOS's blue #007aff is (0, 122, 255), here at 0.12; orange is #ff9500.
        #expect(Self.fills(parsed, "RoundedRectangle") == ["rgba(0,122,255,0.12)", "#ff9500"])
        // A material has no colour: the light neutral fill, (118, 118, 128) at 0.12; no style is
        // SwiftUI's background style, white.
        #expect(Self.fills(parsed, "Capsule") == ["rgba(118,118,128,0.12)", "#ffffff"])
        // The text on top stays black; the plain background is the Color, solid in a group at 0.12.
        #expect(Self.fills(parsed, "Text") == Array(repeating: "#000000", count: 5))
        #expect(Self.fills(parsed, "Color") == ["#007aff"])
        // The rounded corners are kept: 12 and 8.
        let rounded = parsed.boxes.filter { $0.attributes["data-kind"] == "RoundedRectangle" }.flatMap { parsed.painted($0.attributes["data-path"] ?? "-") }
        #expect(rounded.map { $0.attributes["rx"] } == ["12", "8"])
    }

    @Test("an unknown style in background(_:in:) is the light neutral fill (lenient mode)")
    func unknownStyle() throws {
        let model = try ModelLanguage.load("Text(\"Brand\").padding(12).background(brandColor, in: Capsule())", file: "test.layout", options: LoadOptions(lenient: true))
        let svg = try Drawing.draw(root: model.root, window: ProposedSize(width: 300, height: 100), engine: .negotiation).svg
        let parsed = try #require(ParsedSVG.parse(svg))
        #expect(Self.fills(parsed, "Capsule") == ["rgba(118,118,128,0.12)"])
    }

    @Test("shapes without background(_:in:) are unchanged: the foreground colour, fill, stroke, clipShape")
    func otherShapesUnchanged() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack {
                Circle().frame(width: 20, height: 20)
                Circle().foregroundStyle(.green).frame(width: 20, height: 20)
                Rectangle().fill(.red).frame(width: 20, height: 20)
                Circle().stroke(.red, lineWidth: 2).frame(width: 20, height: 20)
                Color.green.clipShape(RoundedRectangle(cornerRadius: 6)).frame(width: 20, height: 20)
            }
            """, width: 100, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        // Black (the primary colour) without a style; green #34c759; red #ff3b30; a stroke
        // is not filled.
        #expect(Self.fills(parsed, "Circle") == ["#000000", "#34c759", "none"])
        #expect(Self.fills(parsed, "Rectangle") == ["#ff3b30"])
        #expect(Self.fills(parsed, "Color") == ["#34c759"])
    }
}
