import FrameSolver
import TestSupport
import Testing

/// A TabView lays out the tab whose tag matches its selection (docs/known-differences.md,
/// "Navigation and tab bars"), in both engines. iPhone 14: 390x844, safe area 390 x 763 at
/// y 47; the tab bar is 49 at 810 - 49 = 761, so the selected tab fills 0, 47, 390, 763 - 49 =
/// 714 and the other tabs are not laid out.
@Suite("TabView selection")
struct TabSelectionTests {
    static let iPhone14 = Screen.device(.iPhone14)

    /// The loaded model and both engines' layout (they must agree) on the iPhone 14, or on a
    /// bare canvas of 390x844 when `bare`.
    func layout(_ text: String, bare: Bool = false) throws -> (LoadedModel, LayoutResult) {
        let screen = bare ? Screen.canvas(ProposedSize(width: 390, height: 844)) : Self.iPhone14
        let model = try ModelLanguage.load(text, file: "tabs.layout", options: LoadOptions(bars: bare ? nil : BarMetrics.of(screen)))
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return (model, negotiation)
    }

    @Test("an Int @State selection lays out the tab tagged with its value; the bar keeps every item")
    func intState() throws {
        let (model, r) = try layout(
            """
            struct Root: View {
                @State private var selection = 1
                var body: some View {
                    TabView(selection: $selection) {
                        Color.red.id("a").tabItem { Label("A", systemImage: "a.circle") }.tag(0)
                        Color.blue.id("b").tabItem { Label("B", systemImage: "b.circle") }.tag(1)
                        Color.green.id("c").tabItem { Label("C", systemImage: "c.circle") }.tag(2)
                    }
                }
            }
            """)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        expectFrame(r, "b", 0, 47, 390, 714)
        #expect(r[id: "a"] == nil && r[id: "c"] == nil)
        // Three items of 390 / 3 = 130 in the 49-point bar at y 761 (39 tall, centred: 766).
        expectFrame(r, path: "0.1.0.2", 260, 766, 130, 39)
    }

    @Test("a String selection through .constant, tags written before tabItem")
    func constantString() throws {
        let (model, r) = try layout(
            """
            TabView(selection: .constant("stats")) {
                Color.red.id("home").tag("home").tabItem { Text("Home") }
                Color.blue.id("stats").tag("stats").tabItem { Text("Stats") }
            }
            """)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        expectFrame(r, "stats", 0, 47, 390, 714)
        #expect(r[id: "home"] == nil)
    }

    @Test("enum cases: Section.search and .search are equal; the tag reads through a padding written after it")
    func enumCases() throws {
        let (model, r) = try layout(
            """
            enum Section { case home, search }

            struct Root: View {
                @State private var section: Section = .search
                var body: some View {
                    TabView(selection: $section) {
                        Color.red.id("home").tag(Section.home)
                        Color.blue.id("search").tag(.search).padding(10)
                    }
                }
            }
            """)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // The padding fills the tab (0, 47, 390, 714); the colour is inset 10 on each edge:
        // 10, 57, 390 - 20 = 370, 714 - 20 = 694.
        expectFrame(r, path: "0.0.0", 0, 47, 390, 714)
        expectFrame(r, "search", 10, 57, 370, 694)
        #expect(r[id: "home"] == nil)
    }

    @Test("Tab(value:) with a @Binding passed down from the parent's @State")
    func tabValueBinding() throws {
        let (model, r) = try layout(
            """
            struct Root: View {
                @State private var tab = 2
                var body: some View { Tabs(selection: $tab) }
            }

            struct Tabs: View {
                @Binding var selection: Int
                var body: some View {
                    TabView(selection: $selection) {
                        Tab("One", systemImage: "1.circle", value: 1) { Color.red.id("one") }
                        Tab("Two", systemImage: "2.circle", value: 2) { Color.blue.id("two") }
                    }
                }
            }
            """)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        expectFrame(r, "two", 0, 47, 390, 714)
        #expect(r[id: "one"] == nil)
    }

    @Test("a selection matching no tag warns at the argument (file:line:column) and lays out the first tab")
    func noMatch() throws {
        let (model, r) = try layout(
            """
            struct Root: View {
                @State private var selection = 7
                var body: some View {
                    TabView(selection: $selection) {
                        Color.red.id("a").tag(0)
                        Color.blue.id("b").tag(1)
                    }
                }
            }
            """)
        expectFrame(r, "a", 0, 47, 390, 714)
        #expect(r[id: "b"] == nil)
        let warning = try #require(model.warnings.first { $0.message.contains("selection") })
        #expect(warning.message.contains("'7' matches no tab's tag"), "\(warning.message)")
        // `TabView(selection:` on line 4, indented 8: the argument's label starts at column 17.
        #expect(warning.file == "tabs.layout" && warning.line == 4 && warning.column == 17, "\(warning)")
        // Untagged tabs: the same rule, the warning says why.
        let (untagged, _) = try layout("TabView(selection: .constant(1)) {\n Color.red.id(\"a\")\n Color.blue\n}")
        #expect(untagged.warnings.contains { $0.message.contains("has no tags to match") })
    }

    @Test("on a bare canvas the selected tab passes through alone")
    func bareCanvas() throws {
        let (_, r) = try layout("TabView(selection: .constant(1)) {\n Color.red.id(\"a\").tag(0)\n Color.blue.id(\"b\").tag(1)\n}", bare: true)
        #expect(r.nodes.count == 1)
        expectFrame(r, "b", 0, 0, 390, 844)
    }
}
