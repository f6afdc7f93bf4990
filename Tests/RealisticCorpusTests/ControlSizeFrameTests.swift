import FrameSolver
import TestSupport
import Testing

/// `controlSize` with frames derived by hand from docs/known-differences.md ("Control sizes").
///
/// The bare 390x844 canvas with I.2's text: a character is 0.5 x the font size wide, a line
/// 1.2 x the size tall (body 17: "Go" 17 x 20.4; subheadline 15: 15 x 18; footnote 13:
/// 13 x 15.6). A lone view is centred in the window.
@Suite("Controls at their sizes")
struct ControlSizeFrameTests {
    let button = "Button(action: {}) { Text(\"Go\").id(\"t\") }"

    @Test("bordered buttons: padding by control size, in either modifier order")
    func borderedSizes() throws {
        // Regular: 7 x 12 around 17 x 20.4: the button (path 0) 41 x 34.4 at
        // ((390 - 41) / 2, (844 - 34.4) / 2), the text 12 and 7 in.
        let regular = try solveText(button + ".buttonStyle(.bordered)")
        expectFrame(regular, path: "0", 174.5, 404.8, 41, 34.4)
        expectFrame(regular, "t", 174.5 + 12, 404.8 + 7, 17, 20.4)
        // Large: 14 x 20: 57 x 48.4 at (166.5, 397.8), in either order, either bordered style.
        expectFrame(try solveText(button + ".buttonStyle(.bordered).controlSize(.large)"), path: "0", 166.5, 397.8, 57, 48.4)
        expectFrame(try solveText(button + ".controlSize(.large).buttonStyle(.borderedProminent)"), path: "0", 166.5, 397.8, 57, 48.4)
        // extraLarge is large on iOS.
        expectFrame(try solveText(button + ".buttonStyle(.bordered).controlSize(.extraLarge)"), path: "0", 166.5, 397.8, 57, 48.4)
        // Small: subheadline, 5 x 10: 35 x 28 at (177.5, 408).
        expectFrame(try solveText(button + ".buttonStyle(.bordered).controlSize(.small)"), "t", 187.5, 413, 15, 18)
        // Mini: footnote, 3 x 8: 29 x 21.6 at (180.5, 411.2).
        expectFrame(try solveText(button + ".controlSize(.mini).buttonStyle(.bordered)"), "t", 188.5, 414.2, 13, 15.6)
        // The nearest size wins: small, then large written outside it.
        expectFrame(try solveText(button + ".buttonStyle(.bordered).controlSize(.small).controlSize(.large)"), "t", 187.5, 413, 15, 18)
    }

    @Test("a container's controlSize reaches its buttons; plain buttons keep their label's size")
    func container() throws {
        // Two large bordered buttons in a VStack (spacing 8): 57 x 48.4 each, 104.8 tall.
        let text = "VStack {\n \(button)\n Button(\"Go\") {}.id(\"b\")\n}\n.buttonStyle(.bordered)\n.controlSize(.large)"
        let r = try solveText(text)
        // The stack: 57 x 104.8 at (166.5, 369.6).
        expectFrame(r, "t", 186.5, 369.6 + 14, 17, 20.4)
        // The second button's Text (tagged "b") 48.4 + 8 lower.
        expectFrame(r, "b", 186.5, 369.6 + 48.4 + 8 + 14, 17, 20.4)
        // A borderless button is its label at every size: the Text alone, centred.
        expectFrame(try solveText(button + ".controlSize(.large)"), path: "0", 186.5, 411.8, 17, 20.4)
    }

    @Test("ProgressView: a 20-point spinner up to regular, 37 at large; Toggle keeps its switch")
    func spinnerAndToggle() throws {
        expectFrame(try solveText("ProgressView().id(\"p\")"), "p", 185, 412, 20, 20)
        expectFrame(try solveText("ProgressView().id(\"p\").controlSize(.large)"), "p", 176.5, 403.5, 37, 37)
        expectFrame(try solveText("ProgressView().id(\"p\").controlSize(.small)"), "p", 185, 412, 20, 20)
        // A Toggle: the proposed width, its 51 x 31 switch at the trailing edge, at any size.
        let toggle = try solveText("Toggle(\"Wi-Fi\", isOn: .constant(true)).controlSize(.large)")
        #expect(toggle.nodes.contains { $0.kind == "Switch" && $0.frame.width == 51 && $0.frame.height == 31 })
    }

    @Test("imageScale: a symbol's side (1.2 x its font's size) times 0.8, 1 or 1.3, with its font in either order")
    func imageScale() throws {
        // Body: 20.4 x 1.3 = 26.52, centred at ((390 - 26.52) / 2, (844 - 26.52) / 2).
        expectFrame(try solveText("Image(systemName: \"circle\").imageScale(.large)"), path: "0", 181.74, 408.74, 26.52, 26.52)
        // Small: 20.4 x 0.8 = 16.32.
        expectFrame(try solveText("Image(systemName: \"circle\").imageScale(.small)"), path: "0", 186.84, 413.84, 16.32, 16.32)
        expectFrame(try solveText("Image(systemName: \"circle\").imageScale(.medium)"), path: "0", 184.8, 411.8, 20.4, 20.4)
        // largeTitle (34): 40.8 x 1.3 = 53.04, whichever of font and imageScale is written first.
        expectFrame(try solveText("Image(systemName: \"circle\").font(.largeTitle).imageScale(.large)"), path: "0", 168.48, 395.48, 53.04, 53.04)
        expectFrame(try solveText("Image(systemName: \"circle\").imageScale(.large).font(.largeTitle)"), path: "0", 168.48, 395.48, 53.04, 53.04)
        // The nearest scale wins; a scale on a container reaches its symbols.
        expectFrame(try solveText("Image(systemName: \"circle\").imageScale(.small).imageScale(.large)"), path: "0", 186.84, 413.84, 16.32, 16.32)
        expectFrame(try solveText("HStack { Image(systemName: \"circle\").id(\"s\") }.imageScale(.large)"), "s", 181.74, 408.74, 26.52, 26.52)
        #expect(throws: (any Error).self) { try loadLenient("Image(systemName: \"circle\").imageScale(.huge)") }
    }

    @Test("progressViewStyle: circular draws the spinner, linear the bar, at the control size")
    func progressStyles() throws {
        // A determinate ProgressView drawn circular: the 20 x 20 spinner, centred.
        expectFrame(try solveText("ProgressView(value: 0.5).id(\"p\").progressViewStyle(.circular)"), "p", 185, 412, 20, 20)
        // Large, in either order with the style: 37 x 37.
        expectFrame(try solveText("ProgressView(value: 0.5).id(\"p\").progressViewStyle(.circular).controlSize(.large)"), "p", 176.5, 403.5, 37, 37)
        expectFrame(try solveText("ProgressView(value: 0.5).id(\"p\").controlSize(.large).progressViewStyle(.circular)"), "p", 176.5, 403.5, 37, 37)
        // An indeterminate one drawn linear: the bar, 390 wide and 4 tall, at y (844 - 4) / 2.
        expectFrame(try solveText("ProgressView().id(\"p\").progressViewStyle(.linear)"), "p", 0, 420, 390, 4)
        // With a title: VStack(alignment: .leading, spacing: 4) { "Loading" 59.5 x 20.4; bar },
        // 390 x 28.4 at y (844 - 28.4) / 2 = 407.8; the bar 24.4 lower.
        let titled = try solveText("ProgressView(\"Loading\").progressViewStyle(.linear)")
        let bar = try #require(titled.nodes.first { $0.kind == "ProgressBar" })
        #expect(abs(bar.frame.y - 432.2) < 1e-9 && bar.frame.width == 390 && bar.frame.height == 4)
        let label = try #require(titled.nodes.first { $0.text == "Loading" })
        #expect(label.frame.x == 0 && abs(label.frame.y - 407.8) < 1e-9)
    }

    @Test("an unknown control size is an error with its location")
    func unknownSize() throws {
        #expect(throws: (any Error).self) { try loadLenient("Text(\"A\").controlSize(.huge)") }
    }
}
