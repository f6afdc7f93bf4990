import FrameSolver
import Foundation
import Rendering
import Testing

/// Pictures draw a colour's own opacity, and the navigation bar's title.
@Suite("Pictures: translucent colours and navigation titles")
struct TranslucentAndTitleTests {
    @Test("a colour's opacity is its alpha: Color.red.opacity(0.5), .blue.opacity(0.25), .secondary.opacity(0.5)")
    func translucentColours() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Rectangle().fill(Color.red.opacity(0.5)).frame(width: 40, height: 20)
                Rectangle().fill(.blue.opacity(0.25)).frame(width: 40, height: 20)
                Text("Hi").foregroundStyle(.green.opacity(0.5))
                Circle().foregroundColor(Color.secondary.opacity(0.5)).frame(width: 20, height: 20)
                Color.black.opacity(0.3).frame(width: 40, height: 20)
            }
            """, width: 100, height: 200)
        let parsed = try #require(ParsedSVG.parse(svg))
        func fills(_ kind: String) -> [String?] {
            parsed.boxes.filter { $0.attributes["data-kind"] == kind }.flatMap { parsed.painted($0.attributes["data-path"] ?? "-") }.map { $0.attributes["fill"] }
        }
        // iOS's system red #ff3b30 is (255, 59, 48), blue #007aff (0, 122, 255), green
        // #34c759 (52, 199, 89); secondary is (60, 60, 67) at 0.6, so 0.6 x 0.5 = 0.3.
        #expect(fills("Rectangle") == ["rgba(255,59,48,0.5)", "rgba(0,122,255,0.25)"])
        #expect(fills("Text") == ["rgba(52,199,89,0.5)"])
        #expect(fills("Circle") == ["rgba(60,60,67,0.3)"])
        // A Color view with the opacity modifier: the colour solid in a group of opacity 0.3
        // (not both, which would draw it at 0.09).
        #expect(fills("Color") == ["#000000"])
        #expect(parsed.elements.contains { $0.name == "g" && $0.attributes["opacity"] == "0.3" })
    }

    @Test("bordered buttons in their style's colours: white on the accent colour, the accent colour on its light fill")
    func borderedButtons() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack {
                Button("Follow") {}.buttonStyle(.borderedProminent)
                Button("Share") {}.buttonStyle(.bordered)
                Button { } label: { Text("Mine").foregroundColor(.green) }.buttonStyle(.borderedProminent)
            }
            """, width: 200, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        func fills(_ kind: String) -> [String?] {
            parsed.boxes.filter { $0.attributes["data-kind"] == kind }.flatMap { parsed.painted($0.attributes["data-path"] ?? "-") }.map { $0.attributes["fill"] }
        }
        // The accent colour is iOS's system blue #007aff, (0, 122, 255); .bordered's fill is
        // it at 0.15; a foreground colour set on the label itself wins over the style's.
        #expect(fills("RoundedRectangle") == ["#007aff", "rgba(0,122,255,0.15)", "#007aff"])
        let labels = ["Follow", "Share", "Mine"].map { label in parsed.elements.first { $0.name == "text" && $0.text == label }?.attributes["fill"] }
        #expect(labels == ["#ffffff", "#007aff", "#34c759"])
    }

    @Test("a rounded-border text field: its border a grey hairline, not a filled box; its prompt in the placeholder grey")
    func roundedBorderField() throws {
        let (svg, _) = try negotiationSVG("TextField(\"Promo code\", text: .constant(\"\")).textFieldStyle(.roundedBorder)", width: 300, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        let border = try #require(parsed.boxes.first { $0.attributes["data-kind"] == "RoundedRectangle" })
        let painted = parsed.painted(border.attributes["data-path"] ?? "-")
        // iOS's separator is (60, 60, 67) at 0.29, a half-point line; nothing inside it.
        #expect(painted.map { $0.attributes["stroke"] } == ["rgba(60,60,67,0.29)"])
        #expect(painted.map { $0.attributes["stroke-width"] } == ["0.5"])
        #expect(painted.allSatisfy { $0.attributes["fill"] == "none" })
        // The placeholder text colour is (60, 60, 67) at 0.3.
        let prompt = parsed.elements.first { $0.name == "text" && $0.text == "Promo code" }
        #expect(prompt?.attributes["fill"] == "rgba(60,60,67,0.3)")
    }

    @Test("a switch is green when its binding is on and lightly filled when off; a stepper lightly filled")
    func switchesAndSteppers() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack {
                Toggle("On", isOn: .constant(true))
                Toggle("Off", isOn: .constant(false))
                Stepper("Count", value: .constant(1), in: 0...3)
            }
            """, width: 300, height: 200)
        let parsed = try #require(ParsedSVG.parse(svg))
        func fills(_ kind: String) -> [String?] {
            parsed.boxes.filter { $0.attributes["data-kind"] == kind }.flatMap { parsed.painted($0.attributes["data-path"] ?? "-") }.map { $0.attributes["fill"] }
        }
        // iOS's green #34c759; the light fill is (118, 118, 128) at 0.12.
        #expect(fills("Switch") == ["#34c759", "rgba(118,118,128,0.12)"])
        #expect(fills("Stepper") == ["rgba(118,118,128,0.12)"])
    }

    @Test("a determinate progress bar is drawn filled to its value: value / total, or its place in a Gauge's range")
    func progressBars() throws {
        let (svg, result) = try negotiationSVG(
            """
            VStack {
                ProgressView(value: 0.25)
                ProgressView(value: 3, total: 4)
                Gauge(value: 15, in: 10...30) { Text("T") }
                ProgressView(value: 0.5).tint(.green).foregroundStyle(.red)
            }
            """, width: 200, height: 200)
        let parsed = try #require(ParsedSVG.parse(svg))
        let bars = parsed.boxes.filter { $0.attributes["data-kind"] == "ProgressBar" }
        #expect(bars.count == 4)
        // Each bar: the track in the light fill across its width, then the accent colour over
        // a quarter, three quarters and (15 - 10) / (30 - 10) = a quarter of it.
        // The last is tinted green (#34c759); its foreground colour does not colour the bar.
        for (bar, (fraction, tint)) in zip(bars, [(0.25, "#007aff"), (0.75, "#007aff"), (0.25, "#007aff"), (0.5, "#34c759")]) {
            let path = bar.attributes["data-path"] ?? "-"
            let painted = parsed.painted(path)
            #expect(painted.map { $0.attributes["fill"] } == ["rgba(118,118,128,0.12)", tint], "\(path)")
            let frame = try #require(result.nodes.first { $0.path == path }?.frame)
            let widths = painted.compactMap { $0.attributes["width"].flatMap(Double.init) }
            #expect(widths.count == 2 && abs(widths[0] - frame.width) < 0.001 && abs(widths[1] - frame.width * fraction) < 0.001, "\(path): \(widths)")
        }
    }

    /// The SVG and layout of `source` on an iPhone 14 (390x844, safe area 47 above and 34
    /// below) with its bars, Text measured in Inter.
    func onIPhone14(_ source: String) throws -> (ParsedSVG, LayoutResult) {
        let screen = Screen.device(.iPhone14)
        let model = try ModelLanguage.load(source, file: "title.layout", options: LoadOptions(textMetrics: .font, bars: BarMetrics.of(screen)))
        let svg = try Drawing.draw(root: model.root, window: screen.window, engine: .negotiation, safeArea: screen.safeArea).svg
        let result = try ScreenHost(screen).layout(model.root, in: screen.window, with: NegotiationEngine())
        return (try #require(ParsedSVG.parse(svg)), result)
    }

    @Test("a large title is drawn in its row below the bar: largeTitle bold, 34 pt Inter, at the margin")
    func largeTitle() throws {
        let (parsed, _) = try onIPhone14("NavigationStack {\n List { Text(\"Inbox\") }\n .navigationTitle(\"Mailboxes\")\n}")
        let title = try #require(parsed.elements.first { $0.name == "text" && $0.text == "Mailboxes" })
        #expect(title.attributes["font-family"] == "Inter, sans-serif")
        #expect(title.attributes["font-size"] == "34" && title.attributes["font-weight"] == "700", "\(title.attributes)")
        // The title row is 52 tall from 47 + 44 = 91; Inter's line at 34 pt is
        // 3408 / 2816 x 34 = 41.148 tall, centred: its top 91 + (52 - 41.148) / 2 = 96.426,
        // its baseline 2728 / 2816 x 34 = 32.938 lower: 129.364. It starts at the 16-point margin.
        #expect(abs((title.number("y") ?? 0) - 129.364) < 0.001, "\(title.attributes)")
        #expect(title.number("x") == 16)
    }

    @Test("an inline title is drawn centred in the 44-point bar: headline, 17 pt SemiBold")
    func inlineTitle() throws {
        let (parsed, _) = try onIPhone14(
            "NavigationStack {\n List { Text(\"Wi-Fi\") }\n .navigationTitle(\"Settings\")\n .navigationBarTitleDisplayMode(.inline)\n}")
        let title = try #require(parsed.elements.first { $0.name == "text" && $0.text == "Settings" })
        #expect(title.attributes["font-size"] == "17" && title.attributes["font-weight"] == "600", "\(title.attributes)")
        // The bar is 44 from 47; a headline line is 3408 / 2816 x 17 = 20.574 tall, centred: top
        // 47 + (44 - 20.574) / 2 = 58.713, baseline 2728 / 2816 x 17 = 16.469 lower: 75.182.
        #expect(abs((title.number("y") ?? 0) - 75.182) < 0.001, "\(title.attributes)")
        // Centred across the 390-point bar: x = (390 - its drawn width) / 2.
        let width = try #require(title.number("textLength"))
        #expect(abs((title.number("x") ?? 0) - (390 - width) / 2) < 0.001, "\(title.attributes)")
    }
}
