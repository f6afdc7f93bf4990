import FrameSolver
import TestSupport
import Testing

/// `GridItem(.adaptive(minimum:maximum:))`: SwiftUI's column count and widths, in both engines.
/// The rule: a grid W wide whose item has spacing s (8 by default) has
/// n = max(1, floor((W + s) / (m + s))) columns sharing W - (n - 1) s equally, each at most M.
@Suite("LazyVGrid and LazyHGrid: adaptive items")
struct AdaptiveGridTests {
    /// Both engines' layouts of `text` in `width` x `height` (a bare canvas); they must agree.
    func layout(_ text: String, width: Double, height: Double = 844) throws -> LayoutResult {
        let model = try ModelLanguage.load(text, file: "grid.layout")
        let window = ProposedSize(width: width, height: height)
        let negotiation = try NegotiationEngine().layout(model.root, in: window)
        let constraints = try ConstraintEngine().layout(model.root, in: window)
        #expect(firstDisagreement(negotiation, constraints) == nil, "width \(width): \(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    func cell(_ result: LayoutResult, _ id: String) throws -> Rect { try #require(result[id: id]).frame }

    static func grid(_ item: String, cells: Int, padding: Bool = false) -> String {
        let body = (0..<cells).map { "Color.red.frame(height: 50).id(\"c\($0)\")" }.joined(separator: "; ")
        return "LazyVGrid(columns: [GridItem(\(item))]) { \(body) }" + (padding ? ".padding()" : "")
    }

    @Test("390 wide, minimum 100, default padding: three columns of 114")
    func issueExample() throws {
        // The grid is 390 - 2 x 16 = 358 wide: n = floor((358 + 8) / (100 + 8)) = floor(3.39) = 3,
        // each (358 - 2 x 8) / 3 = 114, at x 16, 16 + 114 + 8 = 138, 138 + 122 = 260. Two rows of
        // 50 with 8 between: the grid is 108 tall, the padding 140, centred: y (844 - 140) / 2
        // + 16 = 368; the second row at 368 + 58 = 426.
        let result = try layout(Self.grid(".adaptive(minimum: 100)", cells: 6, padding: true), width: 390)
        #expect(try cell(result, "c0") == Rect(x: 16, y: 368, width: 114, height: 50))
        #expect(try cell(result, "c1") == Rect(x: 138, y: 368, width: 114, height: 50))
        #expect(try cell(result, "c2") == Rect(x: 260, y: 368, width: 114, height: 50))
        #expect(try cell(result, "c3") == Rect(x: 16, y: 426, width: 114, height: 50))
    }

    @Test("the column count steps where one more minimum and spacing fit")
    func countSteps() throws {
        // 316 = 3 x 100 + 2 x 8: three columns of exactly 100 (x 0, 108, 216); two rows,
        // 50 + 8 + 50 = 108 tall, centred: y (844 - 108) / 2 = 368.
        let three = try layout(Self.grid(".adaptive(minimum: 100)", cells: 6), width: 316)
        #expect(try cell(three, "c2") == Rect(x: 216, y: 368, width: 100, height: 50))
        // 315: only two fit, (315 - 8) / 2 = 153.5 each; c2 starts the second row. Three rows,
        // 3 x 50 + 2 x 8 = 166 tall: y (844 - 166) / 2 = 339.
        let two = try layout(Self.grid(".adaptive(minimum: 100)", cells: 6), width: 315)
        #expect(try cell(two, "c1") == Rect(x: 161.5, y: 339, width: 153.5, height: 50))
        #expect(try cell(two, "c2").x == 0)
        // spacing 20: 700 = n 100 + (n - 1) 20 at n = 6 (600 + 100); 5 columns at 699.
        let spaced = try layout(Self.grid(".adaptive(minimum: 100), spacing: 20", cells: 6), width: 700)
        #expect(try cell(spaced, "c5").x == 600)
        #expect(try cell(layout(Self.grid(".adaptive(minimum: 100), spacing: 20", cells: 6), width: 699), "c5").x == 0)
    }

    @Test("a maximum caps each column")
    func maximum() throws {
        // 500 wide: n = floor(508 / 108) = 4, (500 - 24) / 4 = 119, under the maximum 120.
        #expect(try cell(layout(Self.grid(".adaptive(minimum: 100, maximum: 120)", cells: 8), width: 500), "c0").width == 119)
        // 530: still 4 (538 / 108 = 4.98), (530 - 24) / 4 = 126.5, capped at 120.
        #expect(try cell(layout(Self.grid(".adaptive(minimum: 100, maximum: 120)", cells: 8), width: 530), "c0").width == 120)
    }

    @Test("both engines agree across a width sweep")
    func sweep() throws {
        // One compiled program for the sweep: its pieces split where the column count steps.
        let model = try ModelLanguage.load(Self.grid(".adaptive(minimum: 80), spacing: 4", cells: 12, padding: true), file: "grid.layout")
        let compiled = ConstraintEngine().compile(model.root)
        defer { compiled.close() }
        for width in stride(from: 60.0, through: 1_200, by: 37) {
            let window = ProposedSize(width: width, height: 844)
            let disagreement = firstDisagreement(try NegotiationEngine().layout(model.root, in: window), try compiled.solve(window))
            #expect(disagreement == nil, "width \(width): \(disagreement ?? "")")
        }
    }

    @Test("LazyHGrid: adaptive rows by height")
    func rows() throws {
        // 100 tall, minimum 40, spacing 8: n = floor(108 / 48) = 2 rows of (100 - 8) / 2 = 46;
        // cell k in row k % 2, so c0 and c1 share the first column.
        let body = (0..<4).map { "Color.red.frame(width: 30).id(\"c\($0)\")" }.joined(separator: "; ")
        let result = try layout("LazyHGrid(rows: [GridItem(.adaptive(minimum: 40))]) { \(body) }.frame(height: 100)", width: 390)
        let (c0, c1, c2) = (try cell(result, "c0"), try cell(result, "c1"), try cell(result, "c2"))
        #expect(c0.height == 46 && c1.height == 46)
        #expect(c0.x == c1.x && c1.y - c0.y == 54)
        #expect(c2.x - c0.x == 38)
    }
}
