import FrameSolver
import TestSupport
import Testing

/// The safe-area rules (docs/devices.md), each with frames derived by hand from the device's
/// metrics, in both engines. iPhone 14: a 390x844 window with insets 47 (top) and 34
/// (bottom), so the safe area is 390 x (844 - 47 - 34) = 390 x 763 at y 47, its bottom edge at
/// 47 + 763 = 810. Text metrics are I.2's: 0.5 x 17 = 8.5 per character, 1.2 x 17 = 20.4 tall.
@Suite("Screens: safe-area rules in both engines")
struct ScreenHostTests {
    static let iPhone14 = Screen.device(.iPhone14)

    /// Both engines' layouts of `text` on `screen`; they must agree, and the first is returned.
    func layout(_ text: String, on screen: Screen = iPhone14) throws -> LayoutResult {
        let model = try ModelLanguage.load(text, file: "screen.layout")
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    func frame(_ result: LayoutResult, _ path: String) throws -> Rect { try #require(result[path: path]).frame }

    @Test("content is proposed the safe area and centred in it")
    func proposedSafeArea() throws {
        // A Color takes the proposal: the whole safe area.
        #expect(try frame(layout("Color.red"), "0") == Rect(x: 0, y: 47, width: 390, height: 763))
        // "Title": 5 x 8.5 = 42.5 wide, 20.4 tall; x = (390 - 42.5) / 2 = 173.75,
        // y = 47 + (763 - 20.4) / 2 = 47 + 371.3 = 418.3.
        let text = try frame(layout("Text(\"Title\")"), "0")
        #expect(text.x == 173.75 && text.width == 42.5 && abs(text.y - 418.3) < 1e-9 && abs(text.height - 20.4) < 1e-9)
        // The result is the model's own tree: no wrapper, paths from 0.
        #expect(try layout("VStack { Color.red; Color.blue }").nodes.map(\.path) == ["0", "0.0", "0.1"])
    }

    @Test("a bare canvas is the window alone, as before devices")
    func bareCanvas() throws {
        #expect(try frame(layout("Color.red.ignoresSafeArea()", on: .canvas(ProposedSize(width: 390, height: 844))), "0") == Rect(x: 0, y: 0, width: 390, height: 844))
        let model = try ModelLanguage.load("VStack { Text(\"a\"); Color.red.ignoresSafeArea() }", file: "m.layout")
        let window = ProposedSize(width: 300, height: 500)
        #expect(try ScreenHost(.canvas(window)).layout(model.root, in: window, with: NegotiationEngine()) == NegotiationEngine().layout(model.root, in: window))
    }

    @Test("ignoresSafeArea extends a view that touches the edge to the window's edge")
    func ignoresSafeArea() throws {
        // The Color fills the safe area (0, 47, 390, 763), touching top and bottom: extended
        // to y 0 and to 844 on both.
        #expect(try frame(layout("Color.red.ignoresSafeArea()"), "0") == Rect(x: 0, y: 0, width: 390, height: 844))
        // Only the top: from 0 to the safe area's bottom, 810.
        #expect(try frame(layout("Color.red.ignoresSafeArea(edges: .top)"), "0") == Rect(x: 0, y: 0, width: 390, height: 810))
        #expect(try frame(layout("Color.red.edgesIgnoringSafeArea(.bottom)"), "0") == Rect(x: 0, y: 47, width: 390, height: 797))
        // The keyboard region alone: no keyboard, nothing to ignore.
        #expect(try frame(layout("Color.red.ignoresSafeArea(.keyboard)"), "0") == Rect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("an ignoring view extends after its parent placed it: siblings keep their frames")
    func siblingsUnmoved() throws {
        // VStack(spacing: 0) in 390 x 763: the blue frame takes its 600, the red Color the
        // 763 - 600 = 163 left, at y 47; blue below it at 47 + 163 = 210. Red touches the top:
        // extended to 0 ... 210, proposed 390 x 210, which a Color takes. Blue is unmoved.
        let flexible = try layout("VStack(spacing: 0) { Color.red.ignoresSafeArea(); Color.blue.frame(height: 600) }")
        #expect(try frame(flexible, "0.0") == Rect(x: 0, y: 0, width: 390, height: 210))
        #expect(try frame(flexible, "0.1") == Rect(x: 0, y: 210, width: 390, height: 600))
        #expect(try frame(flexible, "0") == Rect(x: 0, y: 47, width: 390, height: 763))
        // No gap beside a Spacer (I.1): a fixed 100-tall frame at y 47, the Spacer from 147,
        // 763 - 100 = 663 tall. The frame is proposed 390 x 147 and stays 100 tall, placed at
        // the extended frame's top: 0 ... 100 (it slides under the status bar).
        let fixed = try layout("VStack { Color.red.frame(height: 100).ignoresSafeArea(); Spacer() }")
        #expect(try frame(fixed, "0.0") == Rect(x: 0, y: 0, width: 390, height: 100))
        #expect(try frame(fixed, "0.1") == Rect(x: 195, y: 147, width: 0, height: 663))
    }

    @Test("a view kept off the edge (padding) is not extended")
    func paddingKeepsOff() throws {
        // padding 16 in the safe area: (16, 63, 358, 731); 63 > 47 and 63 + 731 = 794 < 810.
        #expect(try frame(layout("Color.red.ignoresSafeArea().padding()"), "0.0") == Rect(x: 16, y: 63, width: 358, height: 731))
    }

    @Test("the content of an ignoring view is laid out again under the bars")
    func contentUnderBars() throws {
        // The frame fills the safe area, is extended to (0, 0, 390, 844) and laid out there:
        // the VStack's Text starts at y 0 (under the status bar), not at 47.
        let text = "VStack(spacing: 0) { Text(\"Top\"); Spacer() }.frame(maxWidth: .infinity)"
        #expect(try frame(layout(text + ".ignoresSafeArea()"), "0.0.0").y == 0)
        #expect(try frame(layout(text), "0.0.0").y == 47)
        #expect(try frame(layout(text + ".ignoresSafeArea()"), "0") == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a shape-style background extends by default; a view background does not")
    func backgrounds() throws {
        let content = "Text(\"Title\").frame(maxWidth: .infinity, maxHeight: .infinity)"
        // The frame fills the safe area; the background Color (0.1) extends to the window.
        let style = try layout(content + ".background(Color.red)")
        #expect(try frame(style, "0") == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(try frame(style, "0.1") == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(try frame(layout(content + ".background(.thinMaterial)"), "0.1") == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(try frame(layout(content + ".background { Color.red }"), "0.1") == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(try frame(layout(content + ".background(.red, ignoresSafeAreaEdges: [])"), "0.1") == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(try frame(layout(content + ".background(.red, ignoresSafeAreaEdges: .bottom)"), "0.1") == Rect(x: 0, y: 47, width: 390, height: 797))
        // A small view in the middle does not touch the edges: its background stays with it.
        let small = try layout("Text(\"Title\").background(Color.red)")
        let (back, text) = (try frame(small, "0.1"), try frame(small, "0.0"))
        #expect(abs(back.y - text.y) < 1e-9 && abs(back.height - text.height) < 1e-9 && back.x == text.x && back.width == text.width)
    }

    @Test("safeAreaPadding pads content that keeps to the safe area")
    func safeAreaPadding() throws {
        // 20 on each side: the Color at x 20, 390 - 40 = 350 wide; the modifier reports its kind.
        let result = try layout("Color.red.safeAreaPadding(.horizontal, 20)")
        #expect(try frame(result, "0.0") == Rect(x: 20, y: 47, width: 350, height: 763))
        #expect(result[path: "0"]?.kind == "safeAreaPadding")
    }

    @Test("landscape: the side insets and the 21-point home indicator")
    func landscape() throws {
        // iPhone 14 landscape: 844 x 390, insets 0, 47, 21, 47: safe area 750 x 369 at x 47.
        let screen = Screen.device(.iPhone14, orientation: .landscape)
        #expect(screen.window == ProposedSize(width: 844, height: 390))
        #expect(try frame(layout("Color.red", on: screen), "0") == Rect(x: 47, y: 0, width: 750, height: 369))
        #expect(try frame(layout("Color.red.ignoresSafeArea()", on: screen), "0") == Rect(x: 0, y: 0, width: 844, height: 390))
        #expect(try frame(layout("Color.red.ignoresSafeArea(edges: .horizontal)", on: screen), "0") == Rect(x: 0, y: 0, width: 844, height: 369))
    }

    @Test("every preset's window and insets are its documented metrics")
    func presets() throws {
        #expect(Device.presets.map(\.name) == ["iphone-se", "iphone-14", "iphone-15", "iphone-15-pro-max", "ipad-11", "mac"])
        #expect(Device.defaultDevice == .iPhone14)
        // iPhone 15: 393 x 852, insets 59 / 34: safe area 393 x 759 at y 59.
        #expect(try frame(layout("Color.red", on: .device(.iPhone15)), "0") == Rect(x: 0, y: 59, width: 393, height: 759))
        // iPhone SE: 375 x 667, a 20-point status bar: 375 x 647 at y 20; none in landscape.
        #expect(try frame(layout("Color.red", on: .device(.iPhoneSE)), "0") == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(try frame(layout("Color.red", on: .device(.iPhoneSE, orientation: .landscape)), "0") == Rect(x: 0, y: 0, width: 667, height: 375))
        // iPad Pro 11-inch: 834 x 1194, 24 / 20: 834 x 1150 at y 24.
        #expect(try frame(layout("Color.red", on: .device(.iPad11)), "0") == Rect(x: 0, y: 24, width: 834, height: 1150))
    }
}
