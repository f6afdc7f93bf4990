import FrameSolver
import TestSupport
import Testing

/// A large title collapsing as the NavigationStack's ScrollView scrolls up
/// (docs/known-differences.md, "Navigation and tab bars", "Collapse"), in both engines.
/// iPhone 14: safe area 390 x 763 at y 47; I.2 text (largeTitle "Inbox" 5 x 17 = 85 x 40.8,
/// headline 42.5 x 20.4). At rest the bar is 44 + 52 = 96, the scroll view 763 - 96 = 667
/// tall from y 143.
@Suite("Large-title collapse")
struct ScrollCollapseTests {
    static let iPhone14 = Screen.device(.iPhone14)
    static let scrolling = "NavigationStack {\n ScrollView {\n  Color.red.frame(height: 1000).id(\"content\")\n }\n .navigationTitle(\"Inbox\")\n}"

    /// The loaded model and both engines' layout (they must agree), scrolled up by `offset`:
    /// clamped to the content's range when `clamped` (measured by the negotiation engine at rest).
    func layout(_ text: String, offset: Double, clamped: Bool = false) throws -> (LoadedModel, LayoutResult) {
        var bars = BarMetrics.of(Self.iPhone14)
        bars.scrollOffset = offset
        var options = LoadOptions(bars: bars)
        if clamped {
            options.restLayout = { model in try ScreenHost(Self.iPhone14).layout(model.root, in: Self.iPhone14.window, with: NegotiationEngine()) }
        }
        let model = try ModelLanguage.load(text, file: "scroll.layout", options: options)
        let host = ScreenHost(Self.iPhone14)
        let negotiation = try host.layout(model.root, in: Self.iPhone14.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: Self.iPhone14.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return (model, negotiation)
    }

    @Test("scrolled 30: the title row is 52 - 30 = 22 tall, the title and the content 30 higher")
    func partly() throws {
        let (model, r) = try layout(Self.scrolling, offset: 30)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // The bar 44 + 22 = 66 = max(44, 96 - 30); its title row from 47 + 44 = 91.
        expectFrame(r, path: "0.0", 0, 47, 390, 66)
        expectFrame(r, path: "0.0.1", 0, 91, 390, 22)
        // The title at rest is at 91 + (52 - 40.8) / 2 = 96.6; 30 higher: 66.6.
        #expect(r.nodes.contains { $0.text == "Inbox" && close($0.frame.y, 66.6) && close($0.frame.height, 40.8) })
        // The scroll view: 763 - 66 = 697 from 47 + 66 = 113; its content at its top.
        expectFrame(r, path: "0.1.0", 0, 113, 390, 697)
        expectFrame(r, "content", 0, 113, 390, 1000)
    }

    @Test("scrolled 52 or more: the bar is inline (44), the content drawn the rest higher")
    func collapsed() throws {
        let (_, at52) = try layout(Self.scrolling, offset: 52)
        expectFrame(at52, path: "0.0", 0, 47, 390, 44)
        // The title inline: headline 42.5 wide centred, y = 47 + (44 - 20.4) / 2 = 58.8.
        #expect(at52.nodes.contains { $0.text == "Inbox" && close($0.frame.x, 173.75) && close($0.frame.y, 58.8) })
        // The scroll view 763 - 44 = 719 from 91; the content not yet moved in it.
        expectFrame(at52, "content", 0, 91, 390, 1000)
        #expect(at52[id: "content"]?.render == nil)
        let (_, at100) = try layout(Self.scrolling, offset: 100)
        expectFrame(at100, path: "0.1.0", 0, 91, 390, 719)
        // Laid out at 91, drawn 100 - 52 = 48 higher: 43, which is 143 - 100 (100 higher in all).
        let content = try #require(at100[id: "content"])
        expectRect(content.frame, 0, 91, 390, 1000, "content", at100)
        expectRect(try #require(content.render), 0, 43, 390, 1000, "content drawn", at100)
    }

    @Test("an inline title: the bar stays 44 and the content is drawn the whole offset higher; a List scrolls too")
    func inlineAndList() throws {
        let inline = "NavigationStack {\n ScrollView { Color.red.frame(height: 900).id(\"content\") }\n .navigationTitle(\"Edit\")\n .navigationBarTitleDisplayMode(.inline)\n}"
        let (_, r) = try layout(inline, offset: 30)
        expectFrame(r, path: "0.0", 0, 47, 390, 44)
        // Laid out at 91, drawn at 91 - 30 = 61.
        expectRect(try #require(r[id: "content"]?.render), 0, 61, 390, 900, "content drawn", r)
        let list = "NavigationStack {\n List { Text(\"One\") }\n .navigationTitle(\"Mail\")\n}"
        let (_, l) = try layout(list, offset: 20)
        // 96 - 20 = 76, the List 763 - 76 = 687 from 47 + 76 = 123.
        expectFrame(l, path: "0.0", 0, 47, 390, 76)
        expectFrame(l, path: "0.1.0", 0, 123, 390, 687)
    }

    @Test("content that does not scroll keeps its large title, with a warning at the NavigationStack")
    func notScrolling() throws {
        let (model, r) = try layout("NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Inbox\")\n}", offset: 30)
        expectFrame(r, path: "0.0", 0, 47, 390, 96)
        expectFrame(r, "content", 0, 143, 390, 667)
        #expect(model.warnings.contains { $0.message.contains("not a ScrollView or List") && $0.line == 1 && $0.column == 1 }, "\(model.warnings)")
        let (bare, _) = try layout("ScrollView { Color.red.frame(height: 900) }", offset: 30)
        #expect(bare.warnings.contains { $0.message.contains("no NavigationStack") }, "\(bare.warnings)")
    }

    @Test("an offset past the content's end is clamped to content - viewport, with a warning at the NavigationStack")
    func clampedToContent() throws {
        // The content is 1000 tall in the resting 667-point scroll view: it scrolls
        // 0...1000 - 667 = 333. Asked for 500, it is laid out at 333: the bar inline (44), the
        // scroll view 719 from 91, the content drawn 333 - 52 = 281 higher: 91 - 281 = -190,
        // so its end (-190 + 1000 = 810) is the scroll view's (91 + 719 = 810).
        let (model, r) = try layout(Self.scrolling, offset: 500, clamped: true)
        expectFrame(r, path: "0.0", 0, 47, 390, 44)
        expectFrame(r, path: "0.1.0", 0, 91, 390, 719)
        expectRect(try #require(r[id: "content"]?.render), 0, -190, 390, 1000, "content drawn", r)
        let warning = try #require(model.warnings.first { $0.message.contains("beyond this NavigationStack's scrollable range") })
        #expect(warning.message.contains("1000 tall in a 667-point scroll view, so it scrolls 0...333; laid out at 333"), "\(warning.message)")
        #expect(warning.line == 1 && warning.column == 1, "\(warning)")
        // Within the range nothing changes and nothing warns: 333 itself, and 100 as above.
        let (exact, e) = try layout(Self.scrolling, offset: 333, clamped: true)
        #expect(exact.warnings.isEmpty, "\(exact.warnings)")
        expectRect(try #require(e[id: "content"]?.render), 0, -190, 390, 1000, "content drawn", e)
        let (within, w) = try layout(Self.scrolling, offset: 100, clamped: true)
        #expect(within.warnings.isEmpty, "\(within.warnings)")
        expectRect(try #require(w[id: "content"]?.render), 0, 43, 390, 1000, "content drawn", w)
    }

    @Test("a List that fits its scroll view does not scroll: its large title stays, and the offset warns")
    func fitsDoesNotScroll() throws {
        // Inset grouped: 20 above and below three 44-point rows (20.4 + 6 + 6 = 32.4 < 44):
        // 20 + 3 x 44 + 20 = 172 in the 667-point scroll view, so the range is 0...0.
        let list = "NavigationStack {\n List {\n  Text(\"One\")\n  Text(\"Two\")\n  Text(\"Three\")\n }\n .navigationTitle(\"Mail\")\n}"
        let (model, r) = try layout(list, offset: 40, clamped: true)
        // As at rest: the bar 96 at 47, the List 667 from 143.
        expectFrame(r, path: "0.0", 0, 47, 390, 96)
        expectFrame(r, path: "0.1.0", 0, 143, 390, 667)
        #expect(
            model.warnings.contains { $0.message.contains("its content (172 tall) fits in its 667-point scroll view and does not scroll; laid out at 0") },
            "\(model.warnings)")
        // A long List scrolls: 20 + 30 x 44 + 20 = 1360, range 0...1360 - 667 = 693; 40 is
        // inside it: the bar 96 - 40 = 56, no warning.
        let long = "NavigationStack {\n List {\n  ForEach(0..<30) { i in Text(\"Row \\(i)\") }\n }\n .navigationTitle(\"Mail\")\n}"
        let (scrolled, s) = try layout(long, offset: 40, clamped: true)
        #expect(scrolled.warnings.isEmpty, "\(scrolled.warnings)")
        expectFrame(s, path: "0.0", 0, 47, 390, 56)
        let (past, p) = try layout(long, offset: 5000, clamped: true)
        #expect(past.warnings.contains { $0.message.contains("1360 tall in a 667-point scroll view, so it scrolls 0...693") }, "\(past.warnings)")
        expectFrame(p, path: "0.0", 0, 47, 390, 44)
    }
}
