import Foundation
import FrameSolver
import Rendering
import Testing

/// `clipped()`, `clipShape(_:)` and `cornerRadius(_:)` cut off what the view and the views
/// below it paint at its frame, as drawn: a scaled-to-fill image stays inside its frame.
@Suite("Pictures: clipping")
struct ClippingTests {
    /// The rectangle of the clip path of the view at `path`, and its corner radius.
    static func clip(_ parsed: ParsedSVG, _ path: String) -> (x: Double?, y: Double?, width: Double?, height: Double?, rx: String?)? {
        let id = "fs-clip-" + path.replacingOccurrences(of: ".", with: "-")
        guard let index = parsed.elements.firstIndex(where: { $0.name == "clipPath" && $0.attributes["id"] == id }),
            index + 1 < parsed.elements.count
        else { return nil }
        let rect = parsed.elements[index + 1]
        return (rect.number("x"), rect.number("y"), rect.number("width"), rect.number("height"), rect.attributes["rx"])
    }

    @Test("a clipped frame cuts off its larger child; views outside any clip are not clipped")
    func clippedFrame() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Color.red.frame(width: 200, height: 200).frame(width: 100, height: 100).clipped()
                Color.blue.frame(width: 50, height: 50)
            }
            """, width: 300, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        // The stack is 100 + 50 = 150 tall, centred: y 75; the clipping frame 100 x 100 at
        // x 100. The red Color (path 0.0.0.0) is painted inside it: the clip is that frame.
        let red = try #require(Self.clip(parsed, "0.0.0.0"))
        #expect(red.x == 100 && red.y == 75 && red.width == 100 && red.height == 100 && red.rx == nil)
        #expect(svg.contains("<g clip-path=\"url(#fs-clip-0-0-0-0)\">\n<g data-path=\"0.0.0.0\""))
        // The blue Color is under no clipping view.
        #expect(Self.clip(parsed, "0.1.0") == nil)
    }

    @Test("cornerRadius clips with rounded corners; nested clips intersect with square ones")
    func roundedAndNested() throws {
        let (svg, _) = try negotiationSVG(
            """
            Color.green.frame(width: 80, height: 80)
                .frame(width: 60, height: 60).cornerRadius(12)
                .frame(width: 40, height: 100).clipped()
            """, width: 200, height: 200)
        let parsed = try #require(ParsedSVG.parse(svg))
        // The outer frame: 40 x 100 at (80, 50). The rounded frame: 60 x 60 at (70, 70). The
        // green 80 x 80 at (60, 60) is inside both: their intersection (80, 70, 40, 60), square.
        let green = try #require(Self.clip(parsed, "0.0.0.0"))
        #expect(green.x == 80 && green.y == 70 && green.width == 40 && green.height == 60 && green.rx == nil)
        // The rounded frame alone: its clip keeps the radius.
        let (alone, _) = try negotiationSVG(
            "Color.green.frame(width: 80, height: 80).frame(width: 60, height: 60).cornerRadius(12)", width: 200, height: 200)
        let parsedAlone = try #require(ParsedSVG.parse(alone))
        let rounded = try #require(Self.clip(parsedAlone, "0.0.0"))
        #expect(rounded.x == 70 && rounded.y == 70 && rounded.width == 60 && rounded.height == 60 && rounded.rx == "12")
    }
}
