import FrameSolver
import TestSupport
import Testing

/// Lists and forms: styles, row modifiers, section spacing and separators, with frames derived
/// by hand from the metrics in docs/known-differences.md ("Lists and forms").
///
/// Every case runs on the bare 390x844 canvas with I.2's text: "A" and "B" are 8.5 x 20.4.
/// A default row: the content padded 6 and 16, in `frame(maxWidth: .infinity, minHeight: 44,
/// alignment: .leading)`, so a Text row is 44 tall and the Text sits (44 - 20.4) / 2 = 11.8
/// below the row's top, 16 right of its leading edge. Inset grouped content is padded 20.
@Suite("Lists and forms: styles, row modifiers, spacing, separators")
struct ListStyleFrameTests {
    let twoRows = "List {\n Text(\"A\").id(\"a\")\n Text(\"B\").id(\"b\")\n}"
    let twoSections = "List {\n Section { Text(\"A\").id(\"a\") }\n Section { Text(\"B\").id(\"b\") }\n}"

    private func kinds(_ r: LayoutResult, _ kind: String) -> [NodeFrame] { r.nodes.filter { $0.kind == kind } }

    @Test("separators: a hairline view under every row but a section's last, from the text's inset")
    func separators() throws {
        let r = try solveText(twoRows)
        // Row 1 (20, 20, 350, 44) carries the only separator: padding(.leading, 16) around a
        // Rectangle 1/3 tall, at the row's bottom: y = 20 + 44 - 1/3; the line from 20 + 16.
        let separators = kinds(r, "Separator")
        #expect(separators.count == 1)
        expectFrame(r, path: "0.0.0.0.0.0.0.1", 20, 64 - 1.0 / 3.0, 350, 1.0 / 3.0)
        expectFrame(r, path: "0.0.0.0.0.0.0.1.0", 36, 64 - 1.0 / 3.0, 334, 1.0 / 3.0)
        // It takes no space: row 2 still starts at 20 + 44.
        expectFrame(r, "b", 36, 75.8, 8.5, 20.4)
        // listRowSeparator(.hidden) on row 1 removes it.
        let hidden = try solveText("List {\n Text(\"A\").listRowSeparator(.hidden)\n Text(\"B\")\n}")
        #expect(kinds(hidden, "Separator").isEmpty)
        // Three sections of one row each: no separator at all (each row is its section's last).
        #expect(kinds(try solveText(twoSections), "Separator").isEmpty)
    }

    @Test("listRowInsets replaces the row's padding; the 44-point minimum still holds")
    func rowInsets() throws {
        // Leading 40, no vertical inset: 48.5 x 20.4 centred in 44: A at 20 + 40, 20 + 11.8.
        let wide = try solveText("List {\n Text(\"A\").id(\"a\").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))\n Text(\"B\").id(\"b\")\n}")
        expectFrame(wide, "a", 60, 31.8, 8.5, 20.4)
        // The separator starts at the row's own leading inset: 20 + 40.
        expectFrame(wide, path: "0.0.0.0.0.0.0.1.0", 60, 64 - 1.0 / 3.0, 310, 1.0 / 3.0)
        // A 60-tall view with 10 above and below: an 80-point row; row 2 at 20 + 80.
        let tall = try solveText(
            "List {\n Color.red.frame(height: 60).id(\"c\").listRowInsets(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))\n Text(\"B\").id(\"b\")\n}")
        expectFrame(tall, "c", 20, 30, 350, 60)
        expectFrame(tall, "b", 36, 100 + 11.8, 8.5, 20.4)
        // The edge form keeps the other edges' defaults: leading 0, top and bottom 6.
        expectFrame(try solveText("List {\n Text(\"A\").id(\"a\").listRowInsets(.leading, 0)\n}"), "a", 20, 31.8, 8.5, 20.4)
        // On a ForEach, every row; nil is the default.
        let each = try solveText("List {\n ForEach(0..<2) { i in Text(\"A\").id(\"a\\(i)\") }.listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))\n}")
        expectFrame(each, "a1", 20, 64 + 11.8, 8.5, 20.4)
        expectFrame(try solveText("List {\n Text(\"A\").id(\"a\").listRowInsets(nil)\n}"), "a", 36, 31.8, 8.5, 20.4)
        // Outside a List it does nothing.
        expectFrame(try solveText("Text(\"A\").id(\"a\").listRowInsets(EdgeInsets(top: 50, leading: 50, bottom: 50, trailing: 50))"), "a", 190.75, 411.8, 8.5, 20.4)
    }

    @Test("listRowBackground takes the row's frame")
    func rowBackground() throws {
        let r = try solveText("List {\n Text(\"A\").listRowBackground(Color.red.id(\"bg\"))\n Text(\"B\")\n}")
        expectFrame(r, "bg", 20, 20, 350, 44)
    }

    @Test("defaultMinListRowHeight raises every row's minimum")
    func minRowHeight() throws {
        // 60-point rows: A at 20 + (60 - 20.4) / 2 = 39.8; B's row at 20 + 60.
        let r = try solveText(twoRows + ".environment(\\.defaultMinListRowHeight, 60)")
        expectFrame(r, "a", 36, 39.8, 8.5, 20.4)
        expectFrame(r, "b", 36, 80 + 19.8, 8.5, 20.4)
    }

    @Test("listSectionSpacing: on the list, compact, per section with Apple's half-and-half rule")
    func sectionSpacing() throws {
        // Default 35: section 2's row at 20 + 44 + 35 = 99.
        expectFrame(try solveText(twoSections), "b", 36, 99 + 11.8, 8.5, 20.4)
        // A number or .custom(10): 20 + 44 + 10 = 74; .compact (20): 84.
        expectFrame(try solveText(twoSections + ".listSectionSpacing(10)"), "b", 36, 74 + 11.8, 8.5, 20.4)
        expectFrame(try solveText(twoSections + ".listSectionSpacing(.custom(10))"), "b", 36, 74 + 11.8, 8.5, 20.4)
        expectFrame(try solveText(twoSections + ".listSectionSpacing(.compact)"), "b", 36, 84 + 11.8, 8.5, 20.4)
        // It overrides the style's spacing in either order: plain (0 between sections, no
        // padding) with 10: B's row at 44 + 10.
        expectFrame(try solveText(twoSections + ".listStyle(.plain).listSectionSpacing(10)"), "b", 16, 54 + 11.8, 8.5, 20.4)
        expectFrame(try solveText(twoSections + ".listSectionSpacing(10).listStyle(.plain)"), "b", 16, 54 + 11.8, 8.5, 20.4)
        // Per section: 10 and 30 put 10/2 + 30/2 = 20 between them; the third section has
        // none of its own and takes its neighbour's 30 (30/2 + 30/2).
        let mixed = """
            List {
             Section { Text("A").id("a") }.listSectionSpacing(10)
             Section { Text("B").id("b") }.listSectionSpacing(30)
             Section { Text("C").id("c") }
            }
            """
        let r = try solveText(mixed)
        expectFrame(r, "b", 36, 20 + 44 + 20 + 11.8, 8.5, 20.4)
        expectFrame(r, "c", 36, 84 + 44 + 30 + 11.8, 8.5, 20.4)
        // A section's own spacing wins over the list's: 10 set on section 1 and 50 on the
        // list: the gap is 10/2 + 10/2.
        let own = "List {\n Section { Text(\"A\") }.listSectionSpacing(10)\n Section { Text(\"B\").id(\"b\") }\n}.listSectionSpacing(50)"
        expectFrame(try solveText(own), "b", 36, 74 + 11.8, 8.5, 20.4)
    }

    @Test("listRowSpacing: s points between adjacent rows, in either order with listStyle")
    func rowSpacing() throws {
        // Default: row B right under row A: 20 + 44 = 64, its text 11.8 lower.
        expectFrame(try solveText(twoRows), "b", 36, 64 + 11.8, 8.5, 20.4)
        // 10 between the rows: B's row at 20 + 44 + 10 = 74.
        expectFrame(try solveText(twoRows + ".listRowSpacing(10)"), "b", 36, 74 + 11.8, 8.5, 20.4)
        // Plain (no padding, no card): B's row at 44 + 10 = 54, in either order.
        expectFrame(try solveText(twoRows + ".listRowSpacing(10).listStyle(.plain)"), "b", 16, 54 + 11.8, 8.5, 20.4)
        expectFrame(try solveText(twoRows + ".listStyle(.plain).listRowSpacing(10)"), "b", 16, 54 + 11.8, 8.5, 20.4)
        // nil keeps the default; rows of different sections keep the section spacing only
        // (one row per section: 20 + 44 + 35 = 99, as without row spacing).
        expectFrame(try solveText(twoRows + ".listRowSpacing(nil)"), "b", 36, 64 + 11.8, 8.5, 20.4)
        expectFrame(try solveText(twoSections + ".listRowSpacing(10)"), "b", 36, 99 + 11.8, 8.5, 20.4)
        // The card grows by the spacing: 44 + 10 + 44 = 98 tall from 20.
        let card = try #require(try solveText(twoRows + ".listRowSpacing(10)").nodes.first { $0.kind == "RoundedRectangle" })
        expectRect(card.frame, 20, 20, 350, 98, "card", try solveText(twoRows))
        #expect(throws: (any Error).self) { try loadLenient(twoRows + ".listRowSpacing(-3)") }
    }

    @Test("styles: grouped cards are rectangles, plain has none, sidebar is inset grouped on iPhone")
    func styles() throws {
        let shapes = { (r: LayoutResult) in r.nodes.map(\.kind).filter { $0 == "Rectangle" || $0 == "RoundedRectangle" } }
        // Inset grouped: one rounded card per section (no separators in one-row sections).
        #expect(shapes(try solveText(twoSections)) == ["RoundedRectangle", "RoundedRectangle"])
        #expect(shapes(try solveText(twoSections + ".listStyle(.grouped)")) == ["Rectangle", "Rectangle"])
        #expect(shapes(try solveText(twoSections + ".listStyle(.plain)")).isEmpty)
        #expect(shapes(try solveText(twoSections + ".listStyle(.sidebar)")) == ["RoundedRectangle", "RoundedRectangle"])
        // Grouped: full width, 20 above: B's row at 20 + 44 + 35 = 99, text at x 16.
        expectFrame(try solveText(twoSections + ".listStyle(.grouped)"), "b", 16, 99 + 11.8, 8.5, 20.4)
        // A Form takes the same styles.
        expectFrame(try solveText("Form {\n Text(\"A\").id(\"a\")\n}.listStyle(.plain)"), "a", 16, 11.8, 8.5, 20.4)
    }
}
