import FrameSolver
import TestSupport
import Testing

/// A ViewThatFits's laid-out candidate is reported as `p.0` in both engines, whatever its
/// index among the children, and the ViewThatFits's `chosenCandidate` names the index (I.4).
@Suite("ViewThatFits: the chosen candidate's path")
struct ViewThatFitsPathTests {
    static let model = """
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 40)
            Color.green.frame(width: 200, height: 40)
            Color.blue.frame(width: 100, height: 40)
        }
        """

    /// Both engines' layouts in `width` x 100 (a bare canvas).
    func layouts(_ text: String, width: Double) throws -> [LayoutResult] {
        let model = try ModelLanguage.load(text, file: "fits.layout")
        let window = ProposedSize(width: width, height: 100)
        return [try NegotiationEngine().layout(model.root, in: window), try ConstraintEngine().layout(model.root, in: window)]
    }

    @Test(
        "the first candidate whose ideal width fits is reported as 0.0, its Color as 0.0.0",
        arguments: [(400.0, 0, 300.0), (250, 1, 200), (150, 2, 100), (50, 2, 100)])
    func chosenIsChildZero(width: Double, candidate: Int, chosenWidth: Double) throws {
        // R5.4: the ideal widths are 300, 200 and 100; the first not wider than the window is
        // chosen (the last when none fits: 50 keeps the 100-wide one, overflowing). The
        // ViewThatFits takes the chosen frame's size and is centred (I.1): x (W - w) / 2,
        // y (100 - 40) / 2 = 30.
        for result in try layouts(Self.model, width: width) {
            #expect(result.nodes.map(\.path) == ["0", "0.0", "0.0.0"], "\(result.engine) \(width)")
            #expect(result[path: "0"]?.chosenCandidate == candidate, "\(result.engine) \(width)")
            #expect(result[path: "0.0"]?.chosenCandidate == nil)
            let x = (width - chosenWidth) / 2
            expectFrame(result, path: "0.0", x, 30, chosenWidth, 40)
            expectFrame(result, path: "0.0.0", x, 30, chosenWidth, 40)
        }
    }

    @Test("a ViewThatFits nested in a chosen candidate is reported as 0.0.0, below its parent's candidate")
    func nested() throws {
        // The outer ViewThatFits at 250 wide: its first child's ideal is 300 (no fit), the
        // second is the inner ViewThatFits, whose ideal is its first fitting candidate... of
        // an unspecified width: the first, 220, which fits 250: outer candidate 1. The inner
        // one is proposed 250 and chooses its first candidate (220 <= 250).
        let text = """
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 40)
                ViewThatFits(in: .horizontal) {
                    Color.green.frame(width: 220, height: 40)
                    Color.blue.frame(width: 100, height: 40)
                }
            }
            """
        for result in try layouts(text, width: 250) {
            #expect(result.nodes.map(\.path) == ["0", "0.0", "0.0.0", "0.0.0.0"], "\(result.engine)")
            #expect(result[path: "0"]?.chosenCandidate == 1)
            #expect(result[path: "0.0"]?.chosenCandidate == 0)
            // 220 wide centred in 250: x 15.
            expectFrame(result, path: "0.0.0.0", 15, 30, 220, 40)
        }
    }

    @Test("the adaptive LazyVGrid reports its column grid as 0.0 and which candidate it is")
    func adaptiveGrid() throws {
        // 358 wide (390 with the default padding 16 a side): floor((358 + 8) / (100 + 8)) = 3
        // columns. The candidates are the grids of 24 … 1 columns, so 3 columns is child
        // 24 - 3 = 21, reported as 0.0.0 (the padding is 0, the grid 0.0).
        let text = "LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { Color.red.frame(height: 50); Color.blue.frame(height: 50) }.padding()"
        for result in try layouts(text, width: 390) {
            #expect(result[path: "0.0"]?.chosenCandidate == 21, "\(result.engine)")
            #expect(result[path: "0.0.0"]?.kind == "3 columns", "\(result.engine)")
            #expect(!result.nodes.contains { $0.path.hasPrefix("0.0.21") })
        }
    }

    @Test("the program's rows name the chosen candidate by the path and kind solve reports")
    func programNamesTheReportedPath() throws {
        // At 150 wide the third candidate (100 wide) is chosen: solve reports it as 0.0 and
        // its Color as 0.0.0, so the rows written for them read `0.0 frame …` and
        // `0.0.0 Color …`, and none reads the tree path 0.2.
        let model = try ModelLanguage.load(Self.model, file: "fits.layout")
        let compiled = ConstraintEngine().compile(model.root)
        defer { compiled.close() }
        let program = try compiled.program(for: ProposedSize(width: 150, height: 100)).model
        let origins = program.rows.origins.compactMap { $0 }
        #expect(origins.contains { $0.hasPrefix("0.0 frame ") })
        #expect(origins.contains { $0.hasPrefix("0.0.0 Color ") })
        #expect(!origins.contains { $0.hasPrefix("0.2") }, "\(origins)")
        // The adaptive grid's candidate reads as its reported kind, spaces and all.
        let grid = try ModelLanguage.load(
            "LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { Color.red.frame(height: 50) }.padding()", file: "grid.layout")
        let gridCompiled = ConstraintEngine().compile(grid.root)
        defer { gridCompiled.close() }
        let gridOrigins = try gridCompiled.program(for: ProposedSize(width: 390, height: 100)).model.rows.origins.compactMap { $0 }
        #expect(gridOrigins.contains { $0.hasPrefix("0.0 LazyVGrid ") })
        #expect(gridOrigins.contains { $0.hasPrefix("0.0.0 3 columns ") })
        #expect(!gridOrigins.contains { $0.hasPrefix("0.0.21") })
    }
}
