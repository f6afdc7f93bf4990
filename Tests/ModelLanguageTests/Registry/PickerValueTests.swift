import FrameSolver
import TestSupport
import Testing

/// Pickers and text fields at their metrics (docs/known-differences.md, "Pickers and text
/// fields"), in both engines, on the bare 390x844 canvas with I.2 text: body 8.5 per character,
/// 20.4 tall; a footnote symbol's side 13 x 1.2 = 15.6. A lone view is centred vertically.
@Suite("Pickers and text fields")
struct PickerValueTests {
    func solve(_ text: String) throws -> (LoadedModel, LayoutResult) {
        let model = try ModelLanguage.load(text, file: "controls.layout")
        let window = ProposedSize(width: 390, height: 844)
        let negotiation = try NegotiationEngine().layout(model.root, in: window)
        let constraints = try ConstraintEngine().layout(model.root, in: window)
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return (model, negotiation)
    }

    static func picker(_ selection: String) -> String {
        """
        struct Root: View {
            @State private var language = \(selection)
            var body: some View {
                Picker("Language", selection: $language) {
                    Text("English").tag("en")
                    Text("French").tag("fr")
                }
            }
        }
        """
    }

    @Test("a menu picker shows the selected option's title and the up-and-down chevron at the row's end")
    func menuValue() throws {
        let (model, r) = try solve(Self.picker("\"fr\""))
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // The row: the proposed 390, 20.4 tall at (844 - 20.4) / 2 = 411.8. The value:
        // "French" 6 x 8.5 = 51, 4, the chevron 0.6 x 15.6 = 9.36 x 15.6: 64.36 wide at the
        // trailing end, x = 390 - 64.36 = 325.64.
        expectFrame(r, path: "0", 0, 411.8, 390, 20.4)
        expectFrame(r, path: "0.0", 0, 411.8, 68, 20.4)
        expectFrame(r, path: "0.2", 325.64, 411.8, 64.36, 20.4)
        expectFrame(r, path: "0.2.0", 325.64, 411.8, 51, 20.4)
        // The chevron after 51 + 4, centred: y = 411.8 + (20.4 - 15.6) / 2 = 414.2.
        expectFrame(r, path: "0.2.1", 380.64, 414.2, 9.36, 15.6)
    }

    @Test("options from a ForEach with Int tags; a selection matching no tag warns and keeps the 100 x 22 box")
    func forEachAndNoMatch() throws {
        let (_, r) = try solve(
            """
            struct Root: View {
                @State private var index = 2
                var body: some View {
                    Picker("Size", selection: $index) {
                        ForEach(0..<3) { i in Text("Item \\(i)").tag(i) }
                    }
                }
            }
            """)
        // "Item 2": 6 x 8.5 = 51, the value 64.36 wide as above.
        expectFrame(r, path: "0.2.0", 325.64, 411.8, 51, 20.4)
        #expect(r.nodes.contains { $0.text == "Item 2" })
        let (model, none) = try solve(Self.picker("\"de\""))
        // The row 22 tall (the box) at (844 - 22) / 2 = 411; the box at 390 - 100 = 290.
        expectFrame(none, path: "0.2", 290, 411, 100, 22)
        let warning = try #require(model.warnings.first { $0.message.contains("matches no option's tag") })
        // `Picker("Language", selection:` on line 4, indented 8: `selection` at column 28.
        #expect(warning.line == 4 && warning.column == 28, "\(warning)")
    }

    @Test("segmented: the proposed width, 32 tall; wheel: 216 tall")
    func segmentedAndWheel() throws {
        let segmented = Self.picker("\"fr\"").replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        .pickerStyle(.segmented)\n    }\n}")
        // (844 - 32) / 2 = 406.
        expectFrame(try solve(segmented).1, path: "0", 0, 406, 390, 32)
        let wheel = Self.picker("\"fr\"").replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        .pickerStyle(.wheel)\n    }\n}")
        // (844 - 216) / 2 = 314.
        expectFrame(try solve(wheel).1, path: "0", 0, 314, 390, 216)
    }

    @Test("roundedBorder: at least 34 tall, the text 7 in; plain: one line")
    func textFields() throws {
        let (_, r) = try solve("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.roundedBorder)")
        // 34 tall at (844 - 34) / 2 = 405; "Name" 34 x 20.4 at x 7, y 405 + (34 - 20.4) / 2 = 411.8.
        expectFrame(r, path: "0", 0, 405, 390, 34)
        #expect(r.nodes.contains { $0.text == "Name" && close($0.frame.x, 7) && close($0.frame.y, 411.8) && close($0.frame.width, 34) })
        // A largeTitle line (40.8) is taller than 34: the field is the line, at (844 - 40.8) / 2 = 401.6.
        let (_, large) = try solve("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.roundedBorder).font(.largeTitle)")
        expectFrame(large, path: "0", 0, 401.6, 390, 40.8)
        // Plain: the line alone, 20.4 tall.
        let (_, plain) = try solve("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.plain)")
        expectFrame(plain, path: "0", 0, 411.8, 390, 20.4)
    }
}
