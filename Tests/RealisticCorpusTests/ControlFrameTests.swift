import FrameSolver
import TestSupport
import Testing

/// Each control's layout rule (docs/known-differences.md, "Controls and containers"), with
/// frames derived by hand. Models are placed top-leading in a 390x844 frame, so the root
/// frame is at (0, 0), views 8 apart. Body text: 8.5 per character, 20.4 per line.
@Suite("Controls: hand-derived frames")
struct ControlFrameTests {
    private func solve(_ body: String) throws -> LayoutResult {
        try solveText("VStack(alignment: .leading, spacing: 8) {\n\(body)\n}\n.frame(width: 390, height: 844, alignment: .topLeading)")
    }

    @Test("Button: its label; .bordered pads 7 x 12 on a rounded rectangle")
    func button() throws {
        let r = try solve("Button(\"Save\") { }.id(\"plain\")\nButton(\"Save\") { }.buttonStyle(.bordered).id(\"bordered\")")
        expectFrame(r, "plain", 0, 0, 34, 20.4)
        expectFrame(r, "bordered", 0, 28.4, 58, 34.4)
    }

    @Test("NavigationLink, Link and Menu: their label")
    func links() throws {
        let r = try solve(
            "NavigationLink(\"Next\") { Detail() }.id(\"a\")\nLink(\"Web\", destination: URL(string: \"x\")!).id(\"b\")\nMenu { Text(\"x\") } label: { Text(\"More\").id(\"c\") }"
        )
        expectFrame(r, "a", 0, 0, 34, 20.4)
        expectFrame(r, "b", 0, 28.4, 25.5, 20.4)
        expectFrame(r, "c", 0, 56.8, 34, 20.4)
    }

    @Test("Label: icon and title in an HStack; Image(systemName:) sized from the font")
    func label() throws {
        let r = try solve(
            "Label(\"Home\", systemImage: \"house\").id(\"label\")\nLabel(\"Home\", systemImage: \"house\").font(.title).id(\"big\")\nImage(systemName: \"star\", width: 24, height: 24).font(.title).id(\"declared\")"
        )
        // 20.4 + 8 + 34 = 62.4; title (28): 33.6 + 8 + 4 x 14 = 97.6 x 33.6.
        expectFrame(r, "label", 0, 0, 62.4, 20.4)
        expectFrame(r, "big", 0, 28.4, 97.6, 33.6)
        expectFrame(r, "declared", 0, 70, 24, 24)
    }

    @Test("ProgressView: 20x20 spinner, titled below; a bar takes the width, 4 tall")
    func progress() throws {
        let r = try solve("ProgressView().id(\"spin\")\nProgressView(\"Loading\").id(\"titled\")\nProgressView(value: 0.5).id(\"bar\")")
        expectFrame(r, "spin", 0, 0, 20, 20)
        // VStack(spacing: 8): 20 + 8 + 20.4; width "Loading" 59.5.
        expectFrame(r, "titled", 0, 28, 59.5, 48.4)
        expectFrame(r, "bar", 0, 84.4, 390, 4)
    }

    @Test("Toggle: the proposed width, max(31, label) tall, a 51x31 switch at the trailing edge")
    func toggle() throws {
        let r = try solve("Toggle(\"Wi-Fi\", isOn: .constant(true)).id(\"toggle\")")
        expectFrame(r, "toggle", 0, 0, 390, 31)
        expectFrame(r, path: "0.0.0.2", 339, 0, 51, 31)
        expectFrame(r, path: "0.0.0.0", 0, 5.3, 42.5, 20.4)
    }

    @Test("TextField and SecureField: the proposed width, one line; roundedBorder at least 34 tall")
    func textField() throws {
        let r = try solve(
            "TextField(\"Email\", text: $email).id(\"field\")\nSecureField(\"Password\", text: $password).textFieldStyle(.roundedBorder).id(\"secure\")")
        expectFrame(r, "field", 0, 0, 390, 20.4)
        // 20.4 + 8 below the first field; the 20.4 line in its 34-point minimum.
        expectFrame(r, "secure", 0, 28.4, 390, 34)
    }

    @Test("TextField(axis: .vertical): its prompt takes lineLimit's range, 3...6 is 3 lines tall; a horizontal field stays one line")
    func verticalTextField() throws {
        let r = try solve(
            """
            TextField("Bio", text: $bio, axis: .vertical).lineLimit(3...6).id("vertical")
            TextField("Bio", text: $bio).lineLimit(3...6).id("horizontal")
            TextField("Bio", text: $bio, axis: .vertical).lineLimit(3, reservesSpace: true).textFieldStyle(.roundedBorder).id("bordered")
            """)
        // The prompt "Bio" is one line, raised to 3: 3 x 20.4 = 61.2, the field the proposed 390 wide.
        expectFrame(r, "vertical", 0, 0, 390, 61.2)
        // A one-line field ignores the range (SwiftUI: "a Text or a vertical TextField"): 20.4, at 61.2 + 8.
        expectFrame(r, "horizontal", 0, 69.2, 390, 20.4)
        // roundedBorder: the 61.2 line padded 7 at the sides, above the 34-point minimum: 61.2 tall, at 69.2 + 20.4 + 8.
        expectFrame(r, "bordered", 0, 97.6, 390, 61.2)
    }

    @Test("TextField(axis: .vertical) without a lineLimit wraps its prompt: 2 lines at 390 (45 characters a line)")
    func verticalTextFieldWraps() throws {
        // 390 / 8.5 = 45.9: 45 characters a line. The prompt's 56 characters wrap after
        // "…in a few" (45 characters; " words" would make 51): 2 lines, 40.8.
        let r = try solve("TextField(\"Tell us about yourself and your work in a few words here\", text: $bio, axis: .vertical).id(\"field\")")
        expectFrame(r, "field", 0, 0, 390, 40.8)
    }

    @Test("Stepper, Slider, Picker and its segmented style")
    func boxes() throws {
        let r = try solve(
            "Stepper(\"Qty\", value: $q).id(\"stepper\")\nSlider(value: $v).id(\"slider\")\nPicker(\"Sort\", selection: $s) { Text(\"A\") }.id(\"picker\")\nPicker(\"Sort\", selection: $s) { Text(\"A\") }.pickerStyle(.segmented).id(\"segmented\")"
        )
        expectFrame(r, "stepper", 0, 0, 390, 32)
        expectFrame(r, path: "0.0.0.2", 296, 0, 94, 32)
        expectFrame(r, "slider", 0, 40, 390, 28)
        // Outside a List a menu picker is its button, the value alone: with no option tagged
        // the 100 x 22 box, at the leading edge of the leading-aligned column.
        expectFrame(r, "picker", 0, 76, 100, 22)
        expectFrame(r, "segmented", 0, 106, 390, 32)
    }

    @Test("LabeledContent: label leading, value trailing")
    func labeledContent() throws {
        let r = try solve("LabeledContent(\"Name\", value: \"Ada\").id(\"row\")")
        expectFrame(r, "row", 0, 0, 390, 20.4)
        expectFrame(r, path: "0.0.0.2", 364.5, 0, 25.5, 20.4)
    }

    @Test("Image(uiImage:) and AsyncImage: 100x100 placeholders")
    func images() throws {
        let r = try solve(
            "Image(uiImage: photo).id(\"ui\")\nAsyncImage(url: URL(string: \"x\")) { image in image.resizable() } placeholder: { ProgressView() }.frame(width: 50, height: 50).id(\"async\")"
        )
        expectFrame(r, "ui", 0, 0, 100, 100)
        #expect(r[id: "ui"]?.placeholder == true)
        expectFrame(r, "async", 0, 108, 50, 50)
    }

    @Test("an unknown view: a box of ideal size 100x44 that keeps its size in a scroll view")
    func unknownView() throws {
        let r = try solve("ScrollView { FancyChart().id(\"chart\") }")
        // In a ScrollView (a stack context) the placeholder is a fixed 100x44 frame; the
        // vertical ScrollView takes its content's width (100), placed at x 0 by the leading VStack.
        expectFrame(r, "chart", 0, 0, 100, 44)
        #expect(r[id: "chart"]?.placeholder == true)
    }
}
