import FrameSolver
import TestSupport
import Testing

/// Pickers and text fields at their metrics (docs/known-differences.md, "Pickers and text
/// fields"), in both engines, on the bare 390x844 canvas with I.2 text: body 8.5 per character,
/// 20.4 tall; a footnote symbol's side 13 x 1.2 = 15.6. A lone view is centred.
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

    @Test("outside a List or Form a menu picker is its button: the selected title and the chevron, no label")
    func menuValue() throws {
        let (model, r) = try solve(Self.picker("\"fr\""))
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // Apple: the menu style's "button itself indicates the selected option". The value:
        // "French" 6 x 8.5 = 51, 4, the chevron 0.6 x 15.6 = 9.36 x 15.6: 64.36 x 20.4, the
        // lone view centred: x = (390 - 64.36) / 2 = 162.82, y = (844 - 20.4) / 2 = 411.8.
        expectFrame(r, path: "0", 162.82, 411.8, 64.36, 20.4)
        expectFrame(r, path: "0.0", 162.82, 411.8, 51, 20.4)
        // The chevron after 51 + 4, centred: y = 411.8 + (20.4 - 15.6) / 2 = 414.2.
        expectFrame(r, path: "0.1", 217.82, 414.2, 9.36, 15.6)
        #expect(!r.nodes.contains { $0.text == "Language" }, "the label is not shown")
    }

    @Test("a currentValueLabel takes the selected title's place, the chevron kept")
    func currentValueLabel() throws {
        let (model, r) = try solve(
            """
            struct Root: View {
                @State private var language = "fr"
                var body: some View {
                    Picker(selection: $language) {
                        Text("English").tag("en")
                        Text("French").tag("fr")
                    } label: {
                        Text("Language")
                    } currentValueLabel: {
                        Text("FR")
                    }
                }
            }
            """)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // "FR" 2 x 8.5 = 17, 4, the chevron 9.36: 30.36 wide, centred: (390 - 30.36) / 2 = 179.82.
        expectFrame(r, path: "0", 179.82, 411.8, 30.36, 20.4)
        expectFrame(r, path: "0.0", 179.82, 411.8, 17, 20.4)
        #expect(!r.nodes.contains { $0.text == "French" || $0.text == "Language" })
    }

    @Test("in a Form the picker is a row: the label at the leading edge, the value at the trailing edge")
    func formRow() throws {
        let text = Self.picker("\"fr\"").replacingOccurrences(of: "Picker(\"Language\"", with: "Form { Picker(\"Language\"")
            .replacingOccurrences(of: "        }\n    }\n}", with: "        } }\n    }\n}")
        let (model, r) = try solve(text)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // Inset grouped: the card 20 in from the sides, the row's content 16 in from the card:
        // 36 ... 390 - 36 = 354. The row is 44 tall (its 20.4 + 6 + 6 = 32.4 is below the
        // minimum) from y 20, its content centred: 20 + (44 - 32.4) / 2 + 6 = 31.8.
        // "Language" 8 x 8.5 = 68 at x 36; the value 64.36 wide ends at 354: x 289.64.
        let label = try #require(r.nodes.first { $0.text == "Language" })
        #expect(close(label.frame.x, 36) && close(label.frame.y, 31.8) && close(label.frame.width, 68), "\(label.frame)")
        let title = try #require(r.nodes.first { $0.text == "French" })
        #expect(close(title.frame.x, 289.64) && close(title.frame.y, 31.8) && close(title.frame.width, 51), "\(title.frame)")
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
        // "Item 2": 6 x 8.5 = 51, the value 64.36 wide and centred as above.
        expectFrame(r, path: "0.0", 162.82, 411.8, 51, 20.4)
        #expect(r.nodes.contains { $0.text == "Item 2" })
        let (model, none) = try solve(Self.picker("\"de\""))
        // The box alone, centred: (390 - 100) / 2 = 145, (844 - 22) / 2 = 411.
        expectFrame(none, path: "0", 145, 411, 100, 22)
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
