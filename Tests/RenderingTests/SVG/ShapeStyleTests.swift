import Foundation
import FrameSolver
import Rendering
import Testing

/// Shapes painted with a shape style: `background(_:in:)`'s shape in its style, gradients as
/// SVG gradients placed in the view's frame.
@Suite("Pictures: shape styles")
struct ShapeStyleTests {
    /// The `fill` of everything the views of `kind` paint, in document order.
    static func fills(_ parsed: ParsedSVG, _ kind: String) -> [String?] {
        parsed.boxes.filter { $0.attributes["data-kind"] == kind }.flatMap { parsed.painted($0.attributes["data-path"] ?? "-") }.map { $0.attributes["fill"] }
    }

    @Test("the hierarchical styles are the label's grey at iOS's opacities")
    func hierarchicalStyles() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 20) {
                Text("Tertiary").padding(12).background(.tertiary, in: RoundedRectangle(cornerRadius: 12))
                Text("Quaternary").padding(12).background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
            }
            """, width: 300, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        // UIKit's tertiaryLabel and quaternaryLabel in light mode: (60, 60, 67) at 30% and 18%.
        #expect(Self.fills(parsed, "RoundedRectangle") == ["rgba(60,60,67,0.3)", "rgba(60,60,67,0.18)"])
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
        let model = try ModelLanguage.load(
            "Text(\"Brand\").padding(12).background(brandColor, in: Capsule())", file: "test.layout", options: LoadOptions(lenient: true))
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

    /// The gradient element a paint's `fill="url(#id)"` refers to, and its stops as
    /// (offset, stop-color, stop-opacity).
    static func gradient(_ parsed: ParsedSVG, of paint: ParsedSVG.Element) throws -> (ParsedSVG.Element, [(String?, String?, String?)]) {
        let fill = try #require(paint.attributes["fill"])
        #expect(fill.hasPrefix("url(#") && fill.hasSuffix(")"), "\(fill)")
        let id = String(fill.dropFirst(5).dropLast())
        let index = try #require(parsed.elements.firstIndex { $0.attributes["id"] == id })
        let stops = parsed.elements[(index + 1)...].prefix { $0.name == "stop" }
        return (parsed.elements[index], stops.map { ($0.attributes["offset"], $0.attributes["stop-color"], $0.attributes["stop-opacity"]) })
    }

    @Test("a shape filled with a LinearGradient: an SVG linear gradient from the start to the end point of its frame, in its colours")
    func linearGradientFill() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Circle()
                    .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 80, height: 80)
                LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom)
                    .frame(width: 80, height: 80)
                Circle().fill(.blue.gradient).frame(width: 80, height: 80)
            }
            """, width: 100, height: 240)
        let parsed = try #require(ParsedSVG.parse(svg))
        // The column is 80 wide, centred in 100: x 10 ... 90; the circle y 0 ... 80, the
        // gradient view 80 ... 160. Pink #ff2d55 is (255, 45, 85), orange #ff9500 (255, 149, 0).
        let circles = parsed.boxes.filter { $0.attributes["data-kind"] == "Circle" }.map {
            parsed.painted($0.attributes["data-path"] ?? "-").filter { $0.name == "ellipse" }
        }
        #expect(circles.map(\.count) == [1, 1])
        let (circle, circleStops) = try Self.gradient(parsed, of: try #require(circles.first?.first))
        #expect(circle.name == "linearGradient" && circle.attributes["gradientUnits"] == "userSpaceOnUse")
        #expect(["x1", "y1", "x2", "y2"].map { circle.number($0) } == [10, 0, 90, 80])
        #expect(circleStops.map(\.0) == ["0", "1"] && circleStops.map(\.1) == ["rgb(255,45,85)", "rgb(255,149,0)"])
        let view = try #require(parsed.boxes.first { $0.attributes["data-kind"] == "LinearGradient" })
        let rect = try #require(parsed.painted(view.attributes["data-path"] ?? "-").first { $0.name == "rect" })
        let (vertical, _) = try Self.gradient(parsed, of: rect)
        #expect(["x1", "y1", "x2", "y2"].map { vertical.number($0) } == [50, 80, 50, 160])
        // `.blue.gradient` stays the flat blue #007aff.
        #expect(circles.last?.first?.attributes["fill"] == "#007aff")
    }

    @Test("gradient stops keep their locations and opacity; a radial gradient's radii are its circle's; a gradient background(_:in:)")
    func stopsRadialAndBackground() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Rectangle()
                    .fill(LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue.opacity(0.5), location: 0.8)], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 80, height: 40)
                RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 10, endRadius: 40).frame(width: 80, height: 80)
                Text("Go").padding().background(.linearGradient(Gradient(colors: [.green, .blue]), startPoint: .leading, endPoint: .trailing), in: Capsule())
            }
            """, width: 100, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        func paint(_ kind: String) throws -> ParsedSVG.Element {
            let box = try #require(parsed.boxes.first { $0.attributes["data-kind"] == kind })
            return try #require(parsed.painted(box.attributes["data-path"] ?? "-").first { $0.name == "rect" })
        }
        // Red (255, 59, 48) at 0; blue (0, 122, 255) at 0.8 with half its opacity.
        let (_, stops) = try Self.gradient(parsed, of: try paint("Rectangle"))
        #expect(stops.map(\.0) == ["0", "0.8"] && stops.map(\.1) == ["rgb(255,59,48)", "rgb(0,122,255)"] && stops.map(\.2) == [nil, "0.5"])
        // SVG's radial gradient runs from the centre to r = 40: the start radius 10 is at 10 / 40.
        // The column is 40 + 80 + 52.4 (the Text, 20.4, padded 16 above and below) = 172.4 tall,
        // centred in 300: from y 63.8. The circle is centred in the 80x80 frame at x 10 ... 90,
        // y 103.8 ... 183.8: (50, 143.8).
        let (radial, radialStops) = try Self.gradient(parsed, of: try paint("RadialGradient"))
        #expect(radial.name == "radialGradient" && ["cx", "cy", "r"].map { radial.number($0) } == [50, 143.8, 40])
        #expect(radialStops.map(\.0) == ["0.25", "1"] && radialStops.map(\.1) == ["rgb(255,204,0)", "rgb(255,59,48)"])
        // Green #34c759 (52, 199, 89) to blue across the capsule, leading to trailing.
        let (capsule, capsuleStops) = try Self.gradient(parsed, of: try paint("Capsule"))
        let frame = try #require(parsed.boxes.first { $0.attributes["data-kind"] == "Capsule" })
        #expect(capsule.number("x1") == frame.number("x") && capsule.number("x2") == (frame.number("x") ?? 0) + (frame.number("width") ?? 0))
        #expect(capsuleStops.map(\.1) == ["rgb(52,199,89)", "rgb(0,122,255)"])
    }

    @Test("an angular gradient (no SVG equivalent) is drawn as 5-degree wedges clockwise from the trailing side, in the colour at each middle angle")
    func angularGradient() throws {
        let (svg, _) = try negotiationSVG("AngularGradient(colors: [.red, .blue], center: .center).frame(width: 80, height: 80)", width: 100, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        let box = try #require(parsed.boxes.first { $0.attributes["data-kind"] == "AngularGradient" })
        let wedges = parsed.painted(box.attributes["data-path"] ?? "-").filter { $0.name == "path" }
        #expect(wedges.count == 72)
        // The first wedge, 0 ... 5 degrees, starts from the centre (50, 50) towards the trailing
        // side; its colour is at 2.5 / 360 of red (255, 59, 48) to blue (0, 122, 255):
        // (253.2, 59.4, 49.4). The wedge from 180 degrees is at 182.5 / 360: (125.7, 90.9, 152.9).
        #expect(wedges.first?.attributes["d"]?.hasPrefix("M 50 50 L ") == true)
        let firstCorner = wedges.first?.attributes["d"]?.split(separator: " ").map(String.init) ?? []
        #expect(firstCorner.count > 5 && Double(firstCorner[5]) == 50 && (Double(firstCorner[4]) ?? 0) > 90)
        #expect(wedges.first?.attributes["fill"] == "rgb(253,59,49)")
        #expect(wedges.count == 72 && wedges[36].attributes["fill"] == "rgb(126,91,153)")
    }

    @Test("a gradient foreground style: shapes below are filled with it, Text is drawn in its first colour")
    func gradientForeground() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack {
                Circle().frame(width: 20, height: 20)
                Text("Hi")
            }
            .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
            """, width: 100, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        let circle = try #require(parsed.boxes.first { $0.attributes["data-kind"] == "Circle" })
        let ellipse = try #require(parsed.painted(circle.attributes["data-path"] ?? "-").first { $0.name == "ellipse" })
        let (gradient, stops) = try Self.gradient(parsed, of: ellipse)
        #expect(gradient.name == "linearGradient" && stops.map(\.1) == ["rgb(255,45,85)", "rgb(255,149,0)"])
        // Pink, #ff2d55.
        #expect(Self.fills(parsed, "Text") == ["#ff2d55"])
    }
}
