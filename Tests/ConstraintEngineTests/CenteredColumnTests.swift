import FrameSolver
import TestSupport
import Testing

/// `centeredColumn(maxWidth: m)` where its content cannot be as narrow as the proposal: the
/// column is max(p, min(cw, m)) wide, as its SwiftUI twin (a ScrollView's content in
/// `frame(maxWidth: m)` with margins max(0, (p - m) / 2)): R2.3b makes that frame
/// min(max(p - 2 margins, cw), m). Frames by hand. The twin's sizes agree; where the
/// ScrollView is wider than the window, the twin's GeometryReader root places it at the
/// leading edge where the native model centres it (a difference of the two models' roots).
@Suite("centeredColumn: content wider than the proposal")
struct CenteredColumnTests {
    static func native(_ content: Double, max limit: Double) -> String {
        """
        ScrollView {
            VStack { Color.red.frame(width: \(content), height: 44) }
                .id("column")
                .centeredColumn(maxWidth: \(limit))
        }
        .id("scroll")
        """
    }

    static func twin(_ content: Double, max limit: Double) -> String {
        """
        GeometryReader { geometry in
            ScrollView {
                VStack { Color.red.frame(width: \(content), height: 44) }
                    .id("column")
                    .frame(maxWidth: \(limit))
            }
            .contentMargins(.horizontal, max(0, (geometry.size.width - \(limit)) / 2), for: .scrollContent)
            .id("scroll")
        }
        """
    }

    /// The constraint engine's layout of the native model and the negotiation engine's of its
    /// twin, on `screen` in `window`.
    func layouts(_ content: Double, max limit: Double, screen: Screen, window: ProposedSize) throws -> [LayoutResult] {
        let host = ScreenHost(screen)
        let native = try ModelLanguage.load(Self.native(content, max: limit), file: "native.layout")
        let twin = try ModelLanguage.load(Self.twin(content, max: limit), file: "twin.layout")
        return [
            try host.layout(native.root, in: window, with: ConstraintEngine()),
            try host.layout(twin.root, in: window, with: NegotiationEngine()),
        ]
    }

    @Test(
        "a bare canvas: the column grows to its content, up to maxWidth",
        arguments: [
            // 20 wide, content 40, max 768: max(20, min(40, 768)) = 40. The native ScrollView is
            // as wide as its content (R5.2b), 40, centred in 20 at x -10, the content centred in
            // it. The twin's ScrollView is as wide, but its GeometryReader (20 wide, R5.1) puts
            // it at its top-leading corner, x 0.
            (20.0, 40.0, 768.0, 40.0, -10.0, -10.0, 0.0, 0.0),
            // 50 wide, content 150, max 100: max(50, min(150, 100)) = 100, at x (50 - 100) / 2 =
            // -25 (the twin's at 0); the 150-wide content overflows it, centred: 25 to the left.
            (50, 150, 100, 100, -25, -50, 0, -25),
            // 300 wide, content 150, max 100: max(300, 100) = 300 at 0 in both; the content is
            // proposed min(300, 100) = 100 and overflows it, centred: (300 - 150) / 2 = 75 (the
            // twin's margins are (300 - 100) / 2 = 100, its frame 100 at 100: 100 - 25 = 75).
            (300, 150, 100, 300, 0, 75, 0, 75),
        ])
    func bareCanvas(
        window: Double, content: Double, limit: Double, scrollWidth: Double, scrollX: Double, columnX: Double, twinScrollX: Double,
        twinColumnX: Double
    ) throws {
        let results = try layouts(content, max: limit, screen: .canvas(ProposedSize(width: window, height: 100)), window: ProposedSize(width: window, height: 100))
        expectFrame(results[0], "scroll", scrollX, 0, scrollWidth, 100)
        expectFrame(results[0], "column", columnX, 0, content, 44)
        expectFrame(results[1], "scroll", twinScrollX, 0, scrollWidth, 100)
        expectFrame(results[1], "column", twinColumnX, 0, content, 44)
    }

    @Test("iPhone 15 in landscape at 100x393: the window is narrower than its side insets")
    func narrowerThanInsets() throws {
        // Insets 59 on each side, 21 at the bottom: the content is proposed max(0, 100 - 118) =
        // 0 by 393 - 21 = 372 in both engines. The column is max(0, min(40, 768)) = 40, the
        // ScrollView 40 x 372. The safe area's padding is 40 + 118 = 158 wide, centred in 100
        // at x -29, so the ScrollView is at -29 + 59 = 30, y 0, and the column at 30 too. The
        // twin's GeometryReader is the root there: 0 wide, its padding 118 at x -9, so it and
        // its ScrollView (as wide, 40, placed at its top-leading corner) are at -9 + 59 = 50.
        let screen = Screen.device(.iPhone15, orientation: .landscape)
        let results = try layouts(40, max: 768, screen: screen, window: ProposedSize(width: 100, height: 393))
        expectFrame(results[0], "scroll", 30, 0, 40, 372)
        expectFrame(results[0], "column", 30, 0, 40, 44)
        expectFrame(results[1], "scroll", 50, 0, 40, 372)
        expectFrame(results[1], "column", 50, 0, 40, 44)
    }
}
