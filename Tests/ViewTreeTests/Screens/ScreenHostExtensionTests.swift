import FrameSolver
import TestSupport
import Testing

/// A view extended into the safe area, laid out again (ScreenHost+Extension): it keeps its
/// inherited environment, and a ScrollView keeps its content inset; `safeAreaInset(edge:)`.
/// Frames by hand, both engines. iPhone 14: 390x844, insets 47 and 34 (safe area 390 x 763 at
/// y 47); landscape: 844x390, insets leading 47, trailing 47, bottom 21. Text: I.2.
@Suite("Screens: extended views, ScrollView content insets, safeAreaInset")
struct ScreenHostExtensionTests {
    func layout(_ text: String, on screen: Screen = .device(.iPhone14)) throws -> LayoutResult {
        let model = try ModelLanguage.load(text, file: "screen.layout")
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    @Test("a ScrollView that ignores the safe area keeps its content below the status bar")
    func scrollViewContentInsets() throws {
        let text = "ScrollView {\n Color.red.frame(height: 100).id(\"row\")\n}\n.id(\"scroll\")\n.ignoresSafeArea()"
        let r = try layout(text)
        // The ScrollView fills the safe area, touches both edges: extended to the window.
        expectFrame(r, "scroll", 0, 0, 390, 844)
        // Its content margins grow by 47 at the top (and 34 at the bottom): the row rests at
        // y 47, as wide as the ScrollView (no side insets).
        expectFrame(r, "row", 0, 47, 390, 100)
        // In landscape: extended over 47 on each side and 21 at the bottom (no top inset):
        // the row is 844 - 2 x 47 = 750 wide from x 47, at y 0.
        let landscape = try layout(text, on: .device(.iPhone14, orientation: .landscape))
        expectFrame(landscape, "scroll", 0, 0, 844, 390)
        expectFrame(landscape, "row", 47, 0, 750, 100)
    }

    @Test("a ScrollView nested in an extended one is not inset again")
    func nestedScrollView() throws {
        let r = try layout(
            "ScrollView {\n ScrollView(.horizontal) {\n  Color.red.frame(width: 50, height: 100).id(\"cell\")\n }\n .id(\"inner\")\n}\n.ignoresSafeArea()")
        // The inner ScrollView is the outer's content, at the outer's top margin 47; its own
        // content has no margins: the cell at its top-leading corner.
        expectFrame(r, "inner", 0, 47, 390, 100)
        expectFrame(r, "cell", 0, 47, 50, 100)
    }

    @Test("an extended view keeps the font it inherited")
    func inheritedFont() throws {
        // The VStack { Spacer; Text } fills the safe area's height and touches top and bottom:
        // extended to 0...844 and laid out again. Its Text keeps the ZStack's 20-point font:
        // "Hello" 5 x 10 = 50 wide, 24 tall, at the bottom: y = 844 - 24; x = (390 - 50) / 2.
        let r = try layout(
            "ZStack {\n Color.clear\n VStack {\n  Spacer()\n  Text(\"Hello\").id(\"t\")\n }\n .ignoresSafeArea()\n}\n.font(.system(size: 20))")
        expectFrame(r, "t", 170, 820, 50, 24)
    }

    @Test("safeAreaInset(edge: .bottom): the view inset by the content's height and the spacing")
    func safeAreaInsetBottom() throws {
        let canvas = Screen.canvas(ProposedSize(width: 390, height: 844))
        let r = try layout(
            """
            ScrollView { Color.red.frame(height: 100) }
                .id("scroll")
                .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50).id("bar") }
            """, on: canvas)
        // The bar 50 at the bottom (844 - 50 = 794); the ScrollView the rest less 10: 784.
        #expect(r[path: "0"]?.kind == "safeAreaInset")
        expectFrame(r, "bar", 0, 794, 390, 50)
        expectFrame(r, "scroll", 0, 0, 390, 784)
    }

    @Test("safeAreaInset at the top and at the leading edge, with their alignments")
    func safeAreaInsetTopAndLeading() throws {
        let canvas = Screen.canvas(ProposedSize(width: 390, height: 844))
        let top = try layout(
            "Color.red.id(\"main\")\n.safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 60).id(\"top\") }", on: canvas)
        expectFrame(top, "top", 0, 0, 390, 60)
        expectFrame(top, "main", 0, 60, 390, 784)
        // Leading, aligned to the top: the 80x100 side column at (0, 0); the view takes the
        // 390 - 80 = 310 left.
        let side = try layout(
            "Color.red.id(\"main\")\n.safeAreaInset(edge: .leading, alignment: .top, spacing: 0) { Color.green.frame(width: 80, height: 100).id(\"side\") }",
            on: canvas)
        expectFrame(side, "side", 0, 0, 80, 100)
        expectFrame(side, "main", 80, 0, 310, 844)
    }

    @Test("safeAreaInset's edge must be one of the four")
    func badEdge() {
        #expect(throws: ModelError.self) { try ModelLanguage.load("Color.red.safeAreaInset(edge: .all) { Color.blue }", file: "e.layout") }
    }
}
