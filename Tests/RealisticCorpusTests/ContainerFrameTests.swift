import FrameSolver
import TestSupport
import Testing

/// List, Form, Section, lazy grids and pass-through containers, with frames derived by hand.
@Suite("Containers: hand-derived frames")
struct ContainerFrameTests {
    @Test("List: insets 20, rows at least 44 tall with 16/6 content padding")
    func list() throws {
        let r = try solveText("List {\n Text(\"A\").id(\"a\")\n Text(\"B\")\n}")
        expectFrame(r, path: "0", 0, 0, 390, 844)
        // Row 1 at (20, 20), 350 x 44; the text padded 16 and centred: y 20 + 5.8 + 6.
        expectFrame(r, path: "0.0.0.0.0.0.0", 20, 20, 350, 44)
        expectFrame(r, "a", 36, 31.8, 8.5, 20.4)
        expectFrame(r, path: "0.0.0.0.0.0.1", 20, 64, 350, 44)
    }

    @Test("Form and Section: header in footnote, sections 35 apart")
    func sections() throws {
        let r = try solveText("Form {\n Section(\"Fruits\") { Text(\"Apple\") }\n Section { Text(\"Pear\") }\n}")
        // Header "Fruits": 6 x 6.5 = 39 x 15.6, padded to 21.6; card row at 41.6.
        expectFrame(r, path: "0.0.0.0.0.0.0", 36, 20, 39, 15.6)
        expectFrame(r, path: "0.0.0.0.1", 20, 41.6, 350, 44)
        // Section 1 is 65.6 tall; section 2 at 20 + 65.6 + 35.
        expectFrame(r, path: "0.0.0.1", 20, 120.6, 350, 44)
    }

    @Test("LazyVGrid: fixed and flexible columns, rows by spacing")
    func lazyVGrid() throws {
        let text = """
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 10) {
                ForEach(0..<4) { i in Color.red.frame(height: 50).id("c\\(i)") }
            }
            .frame(width: 390, height: 844, alignment: .topLeading)
            """
        let r = try solveText(text)
        // Flexible column: 390 - 100 - 8 = 282 at x 108; rows 50 tall, 10 apart.
        expectFrame(r, "c0", 0, 0, 100, 50)
        expectFrame(r, "c1", 108, 0, 282, 50)
        expectFrame(r, "c3", 108, 60, 282, 50)
    }

    @Test("LazyVGrid: an adaptive item makes as many columns as fit, empty ones too")
    func adaptive() throws {
        let r = try solveText(
            "LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {\n Color.red.frame(height: 30).id(\"a\")\n Color.red.frame(height: 30).id(\"b\")\n}\n.frame(width: 390, height: 844, alignment: .topLeading)"
        )
        // n = floor((390 + 8) / (80 + 8)) = 4 columns of (390 - 3 x 8) / 4 = 91.5; the two
        // items take the first two, the other two stay empty: b at 91.5 + 8 = 99.5.
        expectFrame(r, "a", 0, 0, 91.5, 30)
        expectFrame(r, "b", 99.5, 0, 91.5, 30)
    }

    @Test("listStyle: plain and grouped drop the inset; inset grouped by default")
    func listStyles() throws {
        // A row: Text "A" (8.5 x 20.4) padded 6 and 16: 40.5 x 32.4, in frame(maxWidth: .infinity,
        // minHeight: 44, alignment: .leading): 390 - insets wide, 44 tall, the padding centred
        // vertically at (44 - 32.4) / 2 = 5.8, so the Text at 5.8 + 6 = 11.8 below the row's top
        // and 16 right of its leading edge. The list's content is at the ScrollView's top.
        let list = "List {\n Text(\"A\").id(\"a\")\n Text(\"B\").id(\"b\")\n}"
        // Inset grouped: the content padded 20 on every edge: A at 20 + 16 = 36, 20 + 11.8 = 31.8.
        let inset = try solveText(list)
        expectFrame(inset, "a", 36, 31.8, 8.5, 20.4)
        expectFrame(inset, "b", 36, 75.8, 8.5, 20.4)
        // Plain: no padding: A at 16, 11.8; B one 44-point row lower.
        let plain = try solveText(list + ".listStyle(.plain)")
        expectFrame(plain, "a", 16, 11.8, 8.5, 20.4)
        expectFrame(plain, "b", 16, 55.8, 8.5, 20.4)
        // Grouped: 20 above and below, none at the sides: A at 16, 31.8.
        expectFrame(try solveText(list + ".listStyle(.grouped)"), "a", 16, 31.8, 8.5, 20.4)
        // Plain sections follow each other with no space: the second section's row at 44.
        let sections = "List {\n Section { Text(\"A\").id(\"a\") }\n Section { Text(\"B\").id(\"b\") }\n}.listStyle(.plain)"
        expectFrame(try solveText(sections), "b", 16, 55.8, 8.5, 20.4)
        // The nearest style wins; other styles keep the inset-grouped layout.
        expectFrame(try solveText(list + ".listStyle(.plain).listStyle(.grouped)"), "a", 16, 11.8, 8.5, 20.4)
        expectFrame(try solveText(list + ".listStyle(.sidebar)"), "a", 36, 31.8, 8.5, 20.4)
    }

    @Test("LazyHGrid: cell k in row k % rows; fixed rows")
    func lazyHGrid() throws {
        let r = try solveText(
            "LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {\n ForEach(0..<3) { i in Color.red.frame(width: 30).id(\"c\\(i)\") }\n}\n.frame(width: 390, height: 844, alignment: .topLeading)"
        )
        expectFrame(r, "c0", 0, 0, 30, 40)
        expectFrame(r, "c1", 0, 48, 30, 40)
        expectFrame(r, "c2", 42, 0, 30, 40)
    }

    @Test("on a bare canvas (no bars) NavigationStack and TabView pass their content through; TabView shows its first tab")
    func passThrough() throws {
        let r = try solveText("NavigationStack {\n TabView {\n  Text(\"Home\").id(\"home\")\n  Text(\"Stats\")\n }\n}")
        #expect(r.nodes.count == 1)
        expectFrame(r, "home", 178, 411.8, 34, 20.4)
    }

    @Test("LinearGradient and materials lay out as shapes")
    func shapeStyles() throws {
        let r = try solveText(
            "VStack(spacing: 0) {\n LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).id(\"g\")\n Color.clear.background(.ultraThinMaterial).id(\"m\")\n}"
        )
        expectFrame(r, "g", 0, 0, 390, 422)
        expectFrame(r, "m", 0, 422, 390, 422)
    }
}
