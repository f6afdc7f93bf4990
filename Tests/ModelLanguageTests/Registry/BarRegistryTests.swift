import FrameSolver
import TestSupport
import Testing

/// Navigation and tab bars on a device (docs/known-differences.md, "Navigation and tab bars"),
/// each frame derived by hand from the bar metrics, in both engines. iPhone 14: 390x844,
/// insets 47 and 34, so the safe area is 390 x 763 at y 47, its bottom at 810. Text is measured
/// with I.2 (the library's default), so the arithmetic stays exact: body and headline 17 pt are
/// 8.5 per character and 20.4 tall, largeTitle 34 pt 17 and 40.8, the tab titles' 10 pt 5 and 12.
@Suite("Navigation and tab bars")
struct BarRegistryTests {
    static let iPhone14 = Screen.device(.iPhone14)

    /// Both engines' layouts of `text` on `screen`, its bars the screen's; they must agree.
    func layout(_ text: String, on screen: Screen = iPhone14, bars: BarMetrics?? = nil) throws -> LayoutResult {
        let metrics = bars ?? BarMetrics.of(screen)
        let model = try ModelLanguage.load(text, file: "bars.layout", options: LoadOptions(bars: metrics))
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    @Test("a large title: 44 + 52 = 96 points of bar, the content below it")
    func largeTitle() throws {
        let r = try layout("NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Inbox\")\n}")
        #expect(r[path: "0"]?.kind == "NavigationStack")
        expectFrame(r, path: "0", 0, 47, 390, 763)
        // The bar at the safe area's top: the 44-point row, then the 52-point title row.
        expectFrame(r, path: "0.0", 0, 47, 390, 96)
        #expect(r[path: "0.0"]?.kind == "navigation bar")
        expectFrame(r, path: "0.0.0", 0, 47, 390, 44)
        expectFrame(r, path: "0.0.1", 0, 91, 390, 52)
        // "Inbox" in largeTitle: 5 x 17 = 85 wide, 40.8 tall, at the 16-point margin, centred
        // in the row: y = 91 + (52 - 40.8) / 2 = 96.6.
        expectFrame(r, path: "0.0.1.0.0.0", 16, 96.6, 85, 40.8)
        // The content: proposed the rest, 763 - 96 = 667, from 47 + 96 = 143.
        expectFrame(r, "content", 0, 143, 390, 667)
    }

    @Test("an inline title with leading and trailing toolbar items")
    func inlineWithItems() throws {
        let r = try layout(
            """
            NavigationStack {
                Text("Body").id("body")
                    .navigationTitle("Edit")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Text("Cancel").id("cancel") }
                        ToolbarItem(placement: .confirmationAction) { Text("Done").id("done") }
                    }
            }
            """)
        // Row: HStack(spacing: 8) { Cancel; Spacer; Done } in 390 - 2 x 16 = 358, 44 tall;
        // the items 20.4 tall at y = 47 + (44 - 20.4) / 2 = 58.8. "Cancel" 6 x 8.5 = 51 at the
        // leading margin 16; "Done" 4 x 8.5 = 34 ends at the trailing margin: x = 374 - 34.
        expectFrame(r, "cancel", 16, 58.8, 51, 20.4)
        expectFrame(r, "done", 340, 58.8, 34, 20.4)
        // The title (headline, 4 x 8.5 = 34) centred over the row: x = (390 - 34) / 2.
        expectFrame(r, path: "0.0.1", 178, 58.8, 34, 20.4)
        // Content below the 44-point bar: 763 - 44 = 719 from y 91; "Body" centred in it:
        // y = 91 + (719 - 20.4) / 2 = 440.3.
        expectFrame(r, path: "0.1", 0, 91, 390, 719)
        expectFrame(r, "body", 178, 440.3, 34, 20.4)
    }

    @Test("a toolbar's labels show their icon only, unless styled inside the item")
    func toolbarLabelsIconOnly() throws {
        let r = try layout(
            """
            NavigationStack {
                Color.red
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon).id("share")
                        }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { }.id("add") }
                    }
            }
            """)
        // "Add" is its symbol alone, 20.4 x 20.4 at the body size, ending at the trailing
        // margin: x = 374 - 20.4 = 353.6, y = 47 + (44 - 20.4) / 2 = 58.8.
        expectFrame(r, "add", 353.6, 58.8, 20.4, 20.4)
        #expect(r[id: "add"]?.kind == "Button")
        // "Share" keeps its title (.titleAndIcon inside the item wins): the symbol 0.8 as wide
        // as tall (SymbolShapes), 0.8 x 20.4 = 16.32, then 8, then 5 x 8.5 = 42.5: 66.82 wide
        // at the leading margin.
        expectFrame(r, "share", 16, 58.8, 66.82, 20.4)
    }

    @Test("navigationBarHidden and toolbar(.hidden, for: .navigationBar): no bar", arguments: [
        ".navigationBarHidden(true)", ".toolbar(.hidden, for: .navigationBar)", ".toolbarVisibility(.hidden, for: .navigationBar)",
    ])
    func hidden(modifier: String) throws {
        let r = try layout("NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Inbox\")\n  \(modifier)\n}")
        expectFrame(r, "content", 0, 47, 390, 763)
        #expect(!r.nodes.contains { $0.kind == "navigation bar" })
    }

    @Test("iPhone in landscape: a 32-point bar, the title inline however it is asked for")
    func landscape() throws {
        // iPhone 14 on its side: 844x390, insets leading 47, trailing 47, bottom 21; the safe
        // area is 750 x 369 at x 47.
        let r = try layout(
            "NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Inbox\")\n  .navigationBarTitleDisplayMode(.large)\n}",
            on: .device(.iPhone14, orientation: .landscape))
        expectFrame(r, path: "0.0", 47, 0, 750, 32)
        // "Inbox" in headline: 42.5 wide, centred: x = 47 + (750 - 42.5) / 2; y = (32 - 20.4) / 2.
        expectFrame(r, path: "0.0.1", 400.75, 5.8, 42.5, 20.4)
        expectFrame(r, "content", 47, 32, 750, 337)
    }

    @Test("iPad: 50 + 52 points of bar, 20-point margins")
    func pad() throws {
        // iPad Pro 11-inch: 834x1194, insets 24 and 20: safe area 834 x 1150 at y 24.
        let r = try layout("NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Notes\")\n}", on: .device(.iPad11))
        expectFrame(r, path: "0.0", 0, 24, 834, 102)
        // "Notes" 85 x 40.8 at x 20, y = 24 + 50 + (52 - 40.8) / 2 = 79.6.
        expectFrame(r, path: "0.0.1.0.0.0", 20, 79.6, 85, 40.8)
        expectFrame(r, "content", 0, 126, 834, 1048)
    }

    @Test("a Mac window: no bar in the content area")
    func mac() throws {
        let r = try layout("NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Notes\")\n}", on: .device(.mac))
        expectFrame(r, "content", 0, 0, 800, 600)
    }

    @Test("a bottom bar: 44 points below the content, its item centred")
    func bottomBar() throws {
        let r = try layout(
            """
            NavigationStack {
                Color.red.id("content")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("Edit").id("edit") } }
            }
            """)
        // No title: an inline bar of 44 (y 47...91). The bottom bar: 810 - 44 = 766; "Edit"
        // between two Spacers in 358: (358 - 34 - 2 x 8) / 2 = 154 each, x = 16 + 154 + 8.
        expectFrame(r, path: "0.2", 0, 766, 390, 44)
        expectFrame(r, "edit", 178, 777.8, 34, 20.4)
        expectFrame(r, "content", 0, 91, 390, 675)
    }

    @Test("a placement no bar shows is dropped with a warning")
    func keyboardPlacement() throws {
        let model = try ModelLanguage.load(
            "NavigationStack {\n Color.red\n  .toolbar { ToolbarItem(placement: .keyboard) { Text(\"Done\") } }\n}", file: "k.layout",
            options: LoadOptions(lenient: true, bars: .phonePortrait))
        #expect(model.warnings.contains { $0.message.contains(".keyboard") && $0.line == 3 })
        var texts = 0
        model.root?.preorder { node, _ in if case .text = node.kind { texts += 1 } }
        #expect(texts == 0)
    }

    static let twoTabs = """
        TabView {
            Color.red.id("home").tabItem { Label("Home", systemImage: "house") }
            Color.blue.id("stats").tabItem { Label("Stats", systemImage: "chart.bar") }
        }
        """

    @Test("TabView: the first tab above a 49-point tab bar of equal items")
    func tabView() throws {
        let r = try layout(Self.twoTabs)
        #expect(r[path: "0"]?.kind == "TabView")
        // The bar at the safe area's bottom: 810 - 49 = 761; the tab above it, 763 - 49 = 714.
        expectFrame(r, "home", 0, 47, 390, 714)
        #expect(r[id: "stats"] == nil)
        expectFrame(r, path: "0.1", 0, 761, 390, 49)
        #expect(r[path: "0.1"]?.kind == "tab bar")
        // Two items of 390 / 2 = 195, each a VStack(spacing: 2) of the 25x25 symbol and the
        // 10-point title (12 tall): 39 tall, centred in 49: y = 761 + 5 = 766.
        expectFrame(r, path: "0.1.0.0", 0, 766, 195, 39)
        expectFrame(r, path: "0.1.0.1", 195, 766, 195, 39)
        // The symbol centred in its item over the title ("Home", 4 x 5 = 20 wide).
        expectFrame(r, path: "0.1.0.0.0.0", 85, 766, 25, 25)
        expectFrame(r, path: "0.1.0.0.0.1", 87.5, 793, 20, 12)
    }

    @Test("Tab(_:systemImage:) makes the same item; .tabViewStyle(.page) has no bar")
    func tabAndPage() throws {
        let r = try layout("TabView {\n Tab(\"Home\", systemImage: \"house\") { Color.red.id(\"home\") }\n}")
        // One item, the bar's width: the symbol at x = (390 - 25) / 2 = 182.5.
        expectFrame(r, path: "0.1.0.0", 0, 766, 390, 39)
        expectFrame(r, path: "0.1.0.0.0.0", 182.5, 766, 25, 25)
        let page = try layout("TabView {\n Color.red.id(\"p1\")\n Color.blue\n}\n.tabViewStyle(.page)")
        expectFrame(page, "p1", 0, 47, 390, 763)
        #expect(!page.nodes.contains { $0.kind == "tab bar" })
    }

    @Test("a NavigationStack in a tab: its bar at the top, the tab bar at the bottom")
    func navigationInTab() throws {
        let r = try layout(
            """
            TabView {
                NavigationStack {
                    Color.red.id("list").navigationTitle("Mail")
                }
                .tabItem { Label("Mail", systemImage: "envelope") }
            }
            """)
        // The tab is 714 tall from y 47; its bar 96; the content 714 - 96 = 618 from 143.
        expectFrame(r, "list", 0, 143, 390, 618)
        expectFrame(r, path: "0.1", 0, 761, 390, 49)
    }

    @Test("a bare canvas (no bars): NavigationStack and TabView pass their content through")
    func bareCanvas() throws {
        let window = ProposedSize(width: 390, height: 844)
        let r = try layout(
            "NavigationStack {\n TabView {\n  Color.red.id(\"home\").tabItem { Text(\"Home\") }\n  Color.blue\n }\n .navigationTitle(\"T\")\n}",
            on: .canvas(window), bars: .some(nil))
        #expect(r.nodes.count == 1)
        expectFrame(r, "home", 0, 0, 390, 844)
    }
}
