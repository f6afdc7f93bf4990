@testable import ConstraintEngine
import FrameSolver
import TestSupport
import Testing

/// The query's fallback when branch and bound reaches its time limit: the widths of a piece
/// walked basis by basis (`CompiledLayout.walkedOptimum`), giving the answers derived by hand
/// for the search itself (QueryTests).
@Suite("Queries walked basis by basis")
struct WalkedQueryTests {
    /// The walked answer over the piece holding `at`, within `widths`.
    func walked(
        _ file: String, at: Double, widths: ClosedRange<Double>, minimize objective: String = "window.width", maximize: Bool = false,
        _ constraints: [String]
    ) throws -> QueryAnswer? {
        let model = try loadModel(file)
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let (_, piece) = try compiled.compiledPiece(for: ProposedSize(width: at, height: 844))
        let interval = try #require(piece.box[0])
        let range = Swift.max(interval.lower, widths.lowerBound)...Swift.min(interval.upper, widths.upperBound)
        return try compiled.walkedOptimum(
            piece, LayoutExpression(parsing: objective), maximize, constraints.map { try LayoutConstraint(parsing: $0) }, range, interval, 844)
    }

    @Test("sidebar-split: #detail at least 500 wide from a window of 761")
    func sidebarDetail() throws {
        // The 260-point sidebar and the 1-point divider leave W - 261 for the detail:
        // W - 261 >= 500 from W = 761.
        let answer = try #require(try walked("gallery/sidebar-split.layout", at: 761, widths: 600...4_096, ["#detail.width >= 500"]))
        #expect(abs(try #require(answer.window.width) - 761) <= 1e-6)
        #expect(abs(answer.objective - 761) <= 1e-6)
        #expect(answer.openEnd == nil)
        #expect(abs(try #require(answer.layout[id: "detail"]).frame.width - 500) <= 1e-6)
        // No width of the piece gives a 5000-wide detail below 4096.
        #expect(try walked("gallery/sidebar-split.layout", at: 761, widths: 600...4_096, ["#detail.width >= 5000"]) == nil)
    }

    @Test("sidebar-split: a sidebar at most a third of the window, narrowest 780 and widest 1000")
    func maximize() throws {
        // 3 x 260 <= W: the narrowest window is 780; the widest in 700...1000 is its end.
        let narrowest = try #require(
            try walked("gallery/sidebar-split.layout", at: 780, widths: 700...1_000, ["3 * #sidebar.width <= window.width"]))
        #expect(abs(try #require(narrowest.window.width) - 780) <= 1e-6)
        let widest = try #require(
            try walked("gallery/sidebar-split.layout", at: 1_000, widths: 700...1_000, maximize: true, ["3 * #sidebar.width <= window.width"]))
        #expect(abs(try #require(widest.window.width) - 1_000) <= 1e-6)
    }

    @Test("max-width-column: #column reaches 640 at 672, and its widest margin is a maximised frame")
    func maxWidthColumn() throws {
        // Below 672 the margins are 16 and the column W - 32 wide: W - 32 = 640 at W = 672.
        let answer = try #require(try walked("gallery/max-width-column.layout", at: 672, widths: 600...4_096, ["#column.width >= 640"]))
        #expect(abs(try #require(answer.window.width) - 672) <= 1e-6)
        #expect(abs(try #require(answer.layout[id: "column"]).frame.width - 640) <= 1e-6)
        // Minimising the column's x over the piece holding 700 (the column centred: x = (W -
        // 640) / 2 from 672) is its lowest width's.
        let lowest = try #require(
            try walked("gallery/max-width-column.layout", at: 700, widths: 672...4_096, minimize: "#column.x", ["window.width >= 700"]))
        #expect(abs(try #require(lowest.window.width) - 700) <= 1e-6)
        #expect(abs(lowest.objective - 30) <= 1e-6)
    }
}
