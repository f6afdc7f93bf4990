import FrameSolver
import TestSupport
import Testing

/// Constraints added to the relation program and questions asked of it, with answers derived
/// by hand from the models.
@Suite("Queries and added constraints")
struct QueryTests {
    @Test("sidebar-split: the narrowest window whose #detail is at least 500 wide is 761")
    func sidebarDetail() throws {
        // HStack(spacing: 0): the 260-point sidebar, a 1-point Divider, the detail takes the
        // rest: W - 260 - 1 >= 500 gives W >= 761.
        let model = try loadModel("gallery/sidebar-split.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let answer = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#detail.width >= 500")],
                widths: 600...4_096, height: 844))
        #expect(abs(try #require(answer.window.width) - 761) <= 1e-6)
        #expect(abs(answer.objective - 761) <= 1e-6)
        #expect(answer.openEnd == nil)
        expectSize(answer.layout, "detail", 500, 844)
        expectSize(answer.layout, "sidebar", 260, 844)
    }

    @Test("an expression's value and a constraint's test in a solved layout")
    func valuesInALayout() throws {
        // sidebar-split at 800 wide: the detail is 800 - 260 - 1 = 539 wide.
        let model = try loadModel("gallery/sidebar-split.layout")
        let layout = try relationEngine.layout(model.root, in: ProposedSize(width: 800, height: 844))
        #expect(abs(try #require(LayoutExpression(parsing: "#detail.width - window.width / 2").value(in: layout)) - 139) <= 1e-9)
        #expect(try LayoutConstraint(parsing: "#detail.width >= 539").holds(in: layout))
        #expect(try !LayoutConstraint(parsing: "#detail.width >= 539.001").holds(in: layout))
        #expect(try LayoutConstraint(parsing: "#detail.width + #sidebar.width = 799").holds(in: layout))
        #expect(try !LayoutConstraint(parsing: "#nope.width >= 0").holds(in: layout))
    }

    @Test("max-width-column: #column reaches its 640 maximum at a window of 672")
    func maxWidthColumn() throws {
        // (The searches start at 600: below it every Text wraps at every few points, a piece each.)
        // contentMargins max(16, (W - 640) / 2) on each side; below 672 the margins are 16, so
        // the column is W - 32 wide, and W - 32 = 640 at W = 672.
        let model = try loadModel("gallery/max-width-column.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let answer = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#column.width >= 640")],
                widths: 600...4_096, height: 844))
        #expect(abs(try #require(answer.window.width) - 672) <= 1e-6)
        #expect(abs(try #require(answer.layout[id: "column"]).frame.width - 640) <= 1e-6)
    }

    @Test("A sidebar at most a third of the window: 3 x 260 = 780 is the narrowest window, the range's end the widest")
    func maximize() throws {
        let model = try loadModel("gallery/sidebar-split.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        // 3 * 260 <= W: narrowest 780; the widest in 700...1000 is 1000.
        let narrowest = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "3 * #sidebar.width <= window.width")],
                widths: 700...1_000, height: 844))
        #expect(abs(try #require(narrowest.window.width) - 780) <= 1e-6)
        let widest = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: true, constraints: [LayoutConstraint(parsing: "3 * #sidebar.width <= window.width")],
                widths: 700...1_000, height: 844))
        #expect(abs(try #require(widest.window.width) - 1_000) <= 1e-6)
    }

    @Test("An optimum held over a stretch of widths is attained, not reported at the piece's open end")
    func attainedInsideThePiece() throws {
        // Found by a user: `--minimize '#detail.width'` answered "just below 269.07: the piece's
        // end is not attained", but #detail keeps its minimum over every width of that piece.
        // A constant objective shows it plainly: 5 is attained at every width of the first piece.
        let model = try loadModel("gallery/sidebar-split.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let constant = try #require(
            try compiled.query(LayoutExpression(parsing: "5"), maximize: false, constraints: [], widths: 0...4_096, height: 844))
        #expect(constant.openEnd == nil)
        #expect(constant.objective == 5)
        // #detail's smallest width: wherever the answer is, the layout there (by the other
        // engine) has #detail exactly that wide, and the answer does not claim an open end.
        let detail = try #require(
            try compiled.query(LayoutExpression(parsing: "#detail.width"), maximize: false, constraints: [], widths: 0...4_096, height: 844))
        #expect(detail.openEnd == nil)
        let width = try #require(detail.window.width)
        let negotiated = try NegotiationEngine().layout(model.root, in: ProposedSize(width: width, height: 844))
        #expect(abs(try #require(negotiated[id: "detail"]).frame.width - detail.objective) <= 1e-6)
    }

    @Test("The widest window at an open end is that end, not attained: the width is not moved off it by the slack")
    func widestAtAnOpenEnd() throws {
        // max-width-column's #headline, "Designing for large screens" in .largeTitle: 27
        // characters of 17 points (0.5 x 34) are 459 wide on one line, 40.8 tall; below that
        // it takes two lines, 81.6. Proposed W - 32 (margins of 16), it keeps two lines for
        // every W below 459 + 32 = 491: the widest such window is just below 491, an open end.
        let model = try loadModel("gallery/max-width-column.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let answer = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: true, constraints: [LayoutConstraint(parsing: "#headline.height >= 81")],
                widths: 480...600, height: 844))
        let width = try #require(answer.window.width)
        #expect(abs(width - 491) <= 1e-6)
        // The window reported is the one the objective was read at (it was moved 4.9e-7 below
        // the end, the held row's slack, while the objective stayed the end's).
        #expect(answer.objective == width)
        #expect(answer.openEnd?.hasPrefix("just below 49") == true, "\(String(describing: answer.openEnd))")
        // A constant objective over the same piece is still attained inside it.
        let constant = try #require(
            try compiled.query(
                LayoutExpression(parsing: "#headline.height"), maximize: true, constraints: [LayoutConstraint(parsing: "#headline.height >= 81")],
                widths: 480...600, height: 844))
        #expect(abs(constant.objective - 81.6) <= 1e-6)
        #expect(constant.openEnd == nil)
    }

    @Test("A search past the widths the layout was compiled for is an error at once; an engine compiled for them answers")
    func rangePastTheCompiledWidths() throws {
        // HStack(spacing: 0) { sidebar 260; Divider 1; detail }: #detail is W - 261, largest at
        // the range's end: 100000 - 261 = 99739.
        let model = try loadModel("gallery/sidebar-split.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let widest = try LayoutExpression(parsing: "#detail.width")
        #expect {
            _ = try compiled.query(widest, maximize: true, constraints: [], widths: 0...100_000, height: 844)
        } throws: { error in
            (error as? LayoutError)?.message
                == "query: the widths 0...100000 reach past the widths this layout was compiled for (0...4096, ConstraintOptions.widthRange)"
        }
        let wide = ConstraintEngine(options: ConstraintOptions(widthRange: 0...100_000)).compile(model.root)
        defer { wide.close() }
        let answer = try #require(try wide.query(widest, maximize: true, constraints: [], widths: 0...100_000, height: 844))
        #expect(abs(answer.objective - 99_739) <= 1e-6)
        #expect(answer.window.width == 100_000)
    }

    @Test("No width satisfies an impossible constraint: the query answers nil")
    func impossible() throws {
        let model = try loadModel("gallery/sidebar-split.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        // The sidebar is always 260 wide.
        let answer = try compiled.query(
            LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#sidebar.width >= 300")],
            widths: 700...1_200, height: 844)
        #expect(answer == nil)
    }

    @Test("solve --constrain at a fixed window: a constraint holds, or the conflict names the rows")
    func check() throws {
        let model = try loadModel("gallery/sidebar-split.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        let window = ProposedSize(width: 1_000, height: 844)
        // 1000 - 261 = 739 >= 500: holds.
        #expect(try compiled.check([LayoutConstraint(parsing: "#detail.width >= 500")], at: window).holds)
        // 739 >= 800 does not: the conflict names the added row and the layout's rows.
        let conflict = try compiled.check([LayoutConstraint(parsing: "#detail.width >= 800")], at: window)
        #expect(!conflict.holds)
        #expect(conflict.conflict.contains { $0.contains("--constrain '#detail.width >= 800'") })
        #expect(conflict.conflict.count > 1)
    }

    @Test("A tag that names no view suggests a near one; a tag on several views lists them and is refused")
    func ambiguousAndMisspelledTags() throws {
        let text = """
            HStack(spacing: 0) {
                ForEach(0..<3) { i in
                    Color.blue.frame(width: 50).id("cell")
                }
                Color.red.id("detail")
            }
            """
        let root = try ModelLanguage.load(text, file: "tags.layout").root
        let compiled = relationEngine.compile(root)
        defer { compiled.close() }
        let window = ProposedSize(width: 390, height: 100)
        func error(_ constraint: String) -> String? {
            do {
                _ = try compiled.check([LayoutConstraint(parsing: constraint)], at: window)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(error("#detial.width >= 1")?.contains("no view is tagged id(\"detial\"); did you mean #detail?") == true)
        // The three cells are the ForEach's, at paths 0.0, 0.1 and 0.2, all from line 3.
        let ambiguous = try #require(error("#cell.width >= 1"))
        #expect(ambiguous.contains("3 views are tagged id(\"cell\"): 0.0 (tags.layout:3:"), "\(ambiguous)")
        #expect(ambiguous.contains("0.2 (tags.layout:3:"), "\(ambiguous)")
        // The one tagged view is read as before: 390 - 3 x 50 = 240 wide.
        #expect(try compiled.check([LayoutConstraint(parsing: "#detail.width >= 240")], at: window).holds)
        #expect(try !compiled.check([LayoutConstraint(parsing: "#detail.width >= 241")], at: window).holds)
    }

    @Test("A tag is read in the piece that places it: one placed copy of many, and pieces that place none are skipped")
    func placedTags() throws {
        // An adaptive grid holds a copy of its cells per column count it may choose; at 390 it
        // lays out 3 columns: (390 - 32 - 8 x 2) / 3 = 114 wide, floor((358 + 8) / 108) = 3.
        let grid = try loadModel("realistic/adaptive-photo-grid.layout")
        let compiled = relationEngine.compile(grid.root)
        defer { compiled.close() }
        let window = ProposedSize(width: 390, height: 844)
        #expect(try compiled.check([LayoutConstraint(parsing: "#tile0.width >= 114")], at: window).holds)
        #expect(try !compiled.check([LayoutConstraint(parsing: "#tile0.width >= 115")], at: window).holds)
        // A ViewThatFits shows #wide (300 + 8 + 100) from 408 up: the narrowest window where
        // it is at least 1 wide is 408, the pieces below (the narrow child) skipped.
        let text = """
            ViewThatFits {
                HStack { Color.red.frame(width: 300).id("wide"); Color.blue.frame(width: 100) }
                Color.green.frame(width: 50).id("narrow")
            }
            """
        let fits = relationEngine.compile(try ModelLanguage.load(text, file: "fits.layout").root)
        defer { fits.close() }
        let answer = try #require(
            try fits.query(LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#wide.width >= 1")], widths: 0...600, height: 844))
        #expect(answer.window.width == 408 && answer.openEnd == nil)
        // Below 408 no piece places it: an error that says so, not "no width".
        #expect {
            try fits.query(LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#wide.width >= 1")], widths: 0...400, height: 844)
        } throws: { error in
            (error as? LayoutError)?.message == "#wide is not placed at any width in 0...400"
        }
    }

    @Test("An optimum at a crossing is attained there, not reported at the open end of the piece before it")
    func attainedAtTheCrossing() throws {
        // The column of CrossingAtWindowTests: (60 - 0.5 W) / 3 up to 120 (0 there), W - 40 above.
        let root = try ModelLanguage.load(CrossingAtWindowTests.text, file: "crossing.layout").root
        let compiled = relationEngine.compile(root)
        defer { compiled.close() }
        let least = try #require(
            try compiled.query(LayoutExpression(parsing: "#column.width"), maximize: false, constraints: [], widths: 100...140, height: 844))
        #expect(least.window.width == 120 && least.openEnd == nil && abs(least.objective) <= 1e-9, "\(least.window) \(least.openEnd ?? "")")
        // Only 120 has a column at most 0 wide in 100...140.
        let only = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#column.width <= 0")], widths: 100...140,
                height: 844))
        #expect(only.window.width == 120 && only.openEnd == nil, "\(only.window) \(only.openEnd ?? "")")
    }

    @Test("Expressions read quantities, numbers, sums and products by numbers; bad ones say why")
    func parsing() throws {
        let c = try LayoutConstraint(parsing: "2 * #a.width - window.width + 10 <= #b.x * 0.5")
        #expect(c.relation == .lessOrEqual)
        // 2 a.w - W + 10 - 0.5 b.x <= 0.
        #expect(c.expression.constant == 10)
        #expect(c.expression.terms.map(\.coefficient) == [2, -1, -0.5])
        #expect(throws: LayoutQueryError.self) { try LayoutConstraint(parsing: "#a.width") }
        #expect(throws: LayoutQueryError.self) { try LayoutConstraint(parsing: "#a.depth >= 1") }
        #expect(throws: LayoutQueryError.self) { try LayoutConstraint(parsing: "#a.width * #b.width >= 1") }
        #expect(throws: LayoutQueryError.self) { try LayoutExpression(parsing: "window.depth") }
    }

    @Test("parentheses, quotients by numbers, unary signs and exponents read as linear forms")
    func parsingGroupsAndQuotients() throws {
        // (a.w + b.w) / 2 - 2 * (a.w - 1e2) >= 0: a.w (0.5 - 2) + 0.5 b.w + 200.
        let c = try LayoutConstraint(parsing: "(#a.width + #b.width) / 2 - 2 * (#a.width - 1e2) >= 0")
        #expect(c.relation == .greaterOrEqual)
        #expect(c.expression.terms.map(\.coefficient) == [-1.5, 0.5])
        #expect(c.expression.constant == 200)
        let negated = try LayoutExpression(parsing: "-(#a.x) * 2.5E-1")
        #expect(negated.terms.map(\.coefficient) == [-0.25])
    }

    @Test("an id with dashes (#row-1) is one id; a dash after the component or before '#' subtracts")
    func dashedIDs() throws {
        let c = try LayoutConstraint(parsing: "#row-1.width-#row-2.x >= 10")
        // row-1.width - row-2.x - 10 >= 0.
        #expect(c.expression.terms.map(\.quantity) == [.view(id: "row-1", component: .width), .view(id: "row-2", component: .x)])
        #expect(c.expression.terms.map(\.coefficient) == [1, -1])
        #expect(c.expression.constant == -10)
        let spaced = try LayoutExpression(parsing: "#a.width - 1")
        #expect(spaced.terms.map(\.quantity) == [.view(id: "a", component: .width)])
        #expect(spaced.constant == -1)
    }

    @Test("a bad expression's error quotes the whole constraint and says where it stops")
    func parsingErrors() {
        func message(_ text: String) -> String? {
            do {
                _ = try LayoutConstraint(parsing: text)
                return nil
            } catch { return error.message }
        }
        #expect(message("#a.width >= ") == "'#a.width >= ': expected a number, #id.x (y, width, height), window.width (height) or '(' at the end")
        #expect(message(" >= 3") == "' >= 3': expected a number, #id.x (y, width, height), window.width (height) or '(' at the end of the left side")
        #expect(message("#a.width / #b.width >= 1") == "'#a.width / #b.width >= 1': dividing by a layout quantity is not linear at column 10")
        #expect(message("#a.width * #b.width >= 1") == "'#a.width * #b.width >= 1': a product of two layout quantities is not linear at column 10")
        #expect(message("#a.width / 0 >= 1") == "'#a.width / 0 >= 1': division by zero at column 10")
        #expect(message("(#a.width >= 1") == "'(#a.width >= 1': this '(' is not closed at column 1")
        #expect(message("#a.width >= 1e400") == "'#a.width >= 1e400': the number '1e400' is too large at column 13")
        #expect(message("#a.width >= 1e300 * 1e300") == "'#a.width >= 1e300 * 1e300': a number in it is too large (its value is not finite)")
        #expect(message("#a.width >= 2 #b.width") == "'#a.width >= 2 #b.width': unexpected '#' at column 15")
        // One comparison written backwards is not "more than one comparison".
        #expect(message("#a.width => 600") == "'#a.width => 600': '=>' is not a comparison; did you mean '>='?")
        #expect(message("#a.width =< 600") == "'#a.width =< 600': '=<' is not a comparison; did you mean '<='?")
        #expect(message("#a.width >= 1 >= 0") == "'#a.width >= 1 >= 0' has more than one comparison")
        // Nesting is bounded (each level a recursion; 65,000 '(' overflowed the stack): 1,000
        // parentheses read, the 1,001st at column 1,001 is refused; likewise signs.
        let thousand = String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000) + " >= 1"
        #expect(message(thousand) == nil)
        let deeper = String(repeating: "(", count: 65_000) + "1" + String(repeating: ")", count: 65_000) + " >= 1"
        #expect(message(deeper)?.hasSuffix("': parentheses and signs nested more than 1000 deep at column 1001") == true)
        // The first sign is the sum's own (`-a + b`), so the 1,001st factor's sign is at 1,002.
        let signs = String(repeating: "-", count: 130_000) + "1 >= 1"
        #expect(message(signs)?.hasSuffix("': parentheses and signs nested more than 1000 deep at column 1002") == true)
    }
}
