import Foundation
import FrameSolver
import Rendering
import Testing

/// The SVG drawing of one engine's layout: read back with XMLParser, every number derived by
/// hand from the rules (SWIFTUI-LAYOUT.md I.2 text metrics: advance 0.5 x size, line 1.2 x size).
@Suite struct SVGRendererTests {
    @Test func oneBoxPerViewWithTheFramesNumbers() throws {
        let (svg, result) = try negotiationSVG(
            """
            HStack(spacing: 0) {
                Color.red.frame(width: 75).id("left")
                Text("Hi")
            }
            """, width: 300, height: 60)
        let parsed = try #require(ParsedSVG.parse(svg))
        #expect(result.nodes.count == 4)
        #expect(parsed.boxes.count == 4)
        // "Hi" at 17 pt: 2 x 8.5 = 17 wide, 20.4 tall. The HStack is 75 + 17 = 92 wide, as tall
        // as the Color (60), centred in 300: x = (300 - 92) / 2 = 104.
        let expected: [(String, [Double])] = [
            ("0", [104, 0, 92, 60]), ("0.0", [104, 0, 75, 60]), ("0.0.0", [104, 0, 75, 60]),
            // The Text follows the 75-wide frame and is centred vertically: (60 - 20.4) / 2.
            ("0.1", [179, 19.8, 17, 20.4]),
        ]
        for (path, numbers) in expected {
            let box = try #require(parsed.box(path), "no box for \(path)")
            #expect([box.number("x"), box.number("y"), box.number("width"), box.number("height")] == numbers.map { $0 }, "box \(path)")
            #expect(box.attributes["data-frame"] == numbers.map { SVGTestNumber.text($0) }.joined(separator: " "))
        }
        #expect(parsed.box("0.0")?.attributes["data-id"] == "left")
        #expect(parsed.box("0.1")?.attributes["data-kind"] == "Text")
        #expect(parsed.box("0.1")?.attributes["data-source"] == "test.layout:3:5")
        #expect(parsed.elements.contains { $0.name == "text" && $0.text == "#left" && $0.groups.last == "ids" })
    }

    @Test func colorIsPaintedInItsModelColour() throws {
        let (svg, _) = try negotiationSVG("Color.red.frame(width: 75)", width: 300, height: 60)
        let parsed = try #require(ParsedSVG.parse(svg))
        let paint = parsed.painted("0.0")
        #expect(paint.count == 1)
        // Color.red is iOS's system red, #FF3B30; the window is 300x60, the frame 75 wide, centred.
        #expect(paint.first?.attributes["fill"] == "#ff3b30")
        #expect(paint.first?.number("x") == 112.5)
    }

    @Test func aFormsSectionCardIsPaintedInTheGroupedRowColour() throws {
        let (svg, _) = try negotiationSVG(
            """
            Form {
                Section {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                }
            }
            """, width: 390, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        let card = try #require(parsed.boxes.first { $0.attributes["data-kind"] == "RoundedRectangle" })
        let paint = parsed.painted(card.attributes["data-path"] ?? "-")
        // SwiftUI paints an inset-grouped card in secondarySystemGroupedBackground, white in
        // light mode (HIG, "Color"), not a bare shape's foreground black.
        #expect(paint.first?.attributes["fill"] == "#ffffff")
    }

    @Test func textIsOneElementPerMeasuredLine() throws {
        let (svg, _) = try negotiationSVG(#"Text("Hello world again").font(.system(size: 10)).frame(width: 60)"#, width: 300, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        // At 10 pt a character advances 5, so 60 pt hold 12: "Hello world" (11) / "again".
        // The Text is 11 x 5 = 55 wide and 2 x 12 = 24 tall; the 60-wide frame is centred at
        // x 120, y (100 - 24) / 2 = 38, the Text in it at x 120 + (60 - 55) / 2 = 122.5.
        let lines = parsed.painted("0.0").filter { $0.name == "text" }
        #expect(lines.map(\.text) == ["Hello world", "again"])
        #expect(lines.map { $0.number("x") } == [122.5, 122.5])
        // Baselines one ascent (the size, 10) below each line's top, lines 12 apart.
        #expect(lines.map { $0.number("y") } == [48, 60])
        #expect(lines.map { $0.number("textLength") } == [55, 25])
        // DejaVu Sans Mono advances 1233/2048 em: at 10 x 1024/1233 = 8.305 pt it advances 5.
        #expect(lines.allSatisfy { $0.attributes["font-size"] == "8.305" && $0.attributes["lengthAdjust"] == "spacingAndGlyphs" })
    }

    @Test func textMeasuredInTheRealFontIsDrawnInIt() throws {
        // Measured in Inter (a device run's metrics): headline is 17 pt SemiBold. Inter's hhea
        // metrics (ascender 2728, descender -680, no gap, 2816 units per em) make a line
        // 3408 / 2816 x 17 = 20.574 tall with its baseline 2728 / 2816 x 17 = 16.469 below the
        // line's top. "Weekly Digest" (about 115 pt) does not fit 70, "Weekly" does: two lines.
        let model = try ModelLanguage.load(
            #"Text("Weekly Digest").font(.headline).frame(width: 70)"#, file: "font.layout", options: LoadOptions(textMetrics: .font))
        let window = ProposedSize(width: 300, height: 100)
        let svg = try Drawing.draw(root: model.root, window: window, engine: .negotiation).svg
        let result = try NegotiationEngine().layout(model.root, in: window)
        let text = try #require(result[path: "0.0"]).frame
        let parsed = try #require(ParsedSVG.parse(svg))
        let lines = parsed.painted("0.0").filter { $0.name == "text" }
        #expect(lines.map(\.text) == ["Weekly", "Digest"])
        let lineHeight: Double = 3408.0 / 2816.0 * 17.0
        let ascent: Double = 2728.0 / 2816.0 * 17.0
        // Two lines, centred in 100: the Text's top is (100 - 2 x 20.574) / 2 = 29.426.
        #expect(abs(text.y - (100 - 2 * lineHeight) / 2) < 1e-9)
        for (index, line) in lines.enumerated() {
            #expect(abs((line.number("y") ?? 0) - (text.y + Double(index) * lineHeight + ascent)) < 0.001, "line \(index)")
            #expect(abs((line.number("x") ?? 0) - text.x) < 0.001)
            #expect(line.attributes["font-family"] == "Inter, sans-serif")
            #expect(line.attributes["font-weight"] == "600")
            #expect(line.attributes["font-size"] == "17")
        }
        // The widest line is drawn as wide as the layout measured the Text.
        #expect(abs((lines.compactMap { $0.number("textLength") }.max() ?? 0) - text.width) < 0.001)
    }

    @Test func offsetIsDrawnWhereRenderedWithTheLayoutFrameDashed() throws {
        let (svg, _) = try negotiationSVG("Color.blue.frame(width: 50, height: 50).offset(x: 20, y: 10)", width: 200, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        // Laid out centred: (200 - 50) / 2 = 75, (100 - 50) / 2 = 25; drawn 20 right, 10 down.
        let box = try #require(parsed.box("0.0.0"))
        #expect([box.number("x"), box.number("y")] == [75, 25])
        #expect(box.attributes["stroke-dasharray"] != nil)
        #expect(box.attributes["data-render"] == "95 35 50 50")
        let render = parsed.elements.filter { $0.attributes["class"] == "render" && $0.attributes["data-path"] == "0.0.0" }
        #expect(render.map { [$0.number("x"), $0.number("y")] } == [[95, 35]])
        let group = parsed.elements.first { $0.name == "g" && $0.attributes["data-path"] == "0.0.0" && $0.groups.last == "paint" }
        #expect(group?.attributes["transform"] == "matrix(1 0 0 1 20 10)")
    }

    @Test func scaleEffectScalesThePaintAboutTheAnchor() throws {
        let (svg, _) = try negotiationSVG("Color.orange.frame(width: 100, height: 100).scaleEffect(2)", width: 300, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        // Laid out at (100, 100); scaled 2x about its centre (150, 150): drawn at (50, 50), 200 wide.
        let group = parsed.elements.first { $0.name == "g" && $0.attributes["data-path"] == "0.0.0" && $0.groups.last == "paint" }
        // x' = 2x - 150 maps 100 to 50.
        #expect(group?.attributes["transform"] == "matrix(2 0 0 2 -150 -150)")
        #expect(parsed.box("0.0.0")?.attributes["data-render"] == "50 50 200 200")
    }

    @Test func shapesImagesAndOpacity() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Circle().fill(.green).frame(width: 40, height: 20)
                Rectangle().foregroundColor(.blue).frame(width: 40, height: 20).opacity(0.5)
                Color.clear.frame(width: 40, height: 20)
                Image("cover", width: 40, height: 20)
            }
            """, width: 100, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        let boxes = parsed.boxes
        func paint(kind: String) -> [ParsedSVG.Element] {
            let path = boxes.first { $0.attributes["data-kind"] == kind }?.attributes["data-path"] ?? "-"
            return parsed.painted(path)
        }
        // The VStack is 80 tall, centred: y 10. The circle's frame is 40x20 at x 30.
        let ellipse = try #require(paint(kind: "Circle").first)
        #expect(ellipse.name == "ellipse" && ellipse.attributes["fill"] == "#34c759")
        #expect([ellipse.number("cx"), ellipse.number("cy"), ellipse.number("rx"), ellipse.number("ry")] == [50, 20, 20, 10])
        let rectangle = try #require(paint(kind: "Rectangle").first)
        #expect(rectangle.attributes["fill"] == "#007aff")
        let opacityGroup = parsed.elements.first { $0.name == "g" && $0.attributes["opacity"] == "0.5" }
        #expect(opacityGroup != nil)
        #expect(paint(kind: "Color").isEmpty, "Color.clear paints nothing")
        let image = paint(kind: "Image")
        #expect(image.first?.attributes["fill"] == "url(#fs-hatch)")
        #expect(image.contains { $0.name == "text" && $0.text == "cover" })
    }

    @Test func theWindowIsOutlinedAndTheLegendNamesTheEngine() throws {
        let (svg, _) = try negotiationSVG("Color.red", width: 120, height: 80)
        let parsed = try #require(ParsedSVG.parse(svg))
        let window = try #require(parsed.elements.first { $0.attributes["class"] == "window" })
        #expect([window.number("width"), window.number("height")] == [120, 80])
        let legend = parsed.elements.filter { $0.groups.contains("legend") && $0.name == "text" }.map(\.text)
        #expect(legend.first == "negotiation engine · window 120x80 · 1 views")
    }

    @Test func anUnboundedWindowTakesTheRootsSize() throws {
        // A nil width: the Text answers its ideal, 3 x 8.5 = 25.5 wide.
        let root = try tree(#"Text("abc")"#)
        let output = try Drawing.draw(root: root, window: ProposedSize(width: nil, height: 50), engine: .negotiation)
        let parsed = try #require(ParsedSVG.parse(output.svg))
        let window = try #require(parsed.elements.first { $0.attributes["class"] == "window" })
        #expect([window.number("width"), window.number("height")] == [25.5, 50])
    }
}

/// Numbers as the SVG writes them: at most 3 decimals, no trailing zeros.
enum SVGTestNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Paint order: a background is painted behind the view it backs, an overlay in front.
@Suite struct PaintOrderTests {
    @Test func backgroundsArePaintedBehind() throws {
        let (svg, _) = try negotiationSVG(
            """
            Color.red.frame(width: 10, height: 10)
                .background(Color.blue)
                .overlay(Color.green.frame(width: 4, height: 4))
            """, width: 100, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        let fills = parsed.elements.filter { $0.groups.contains("paint") && $0.name == "rect" }.compactMap { $0.attributes["fill"] }
        // Blue (the background) first, then the red view, then the green overlay.
        #expect(fills == ["#007aff", "#ff3b30", "#34c759"])
    }
}
