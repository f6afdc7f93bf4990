import FrameSolver
import TestSupport
import Testing

/// SWIFTUI-LAYOUT.md containers: the examples of R3.7, R4.1, R5.1, R5.2, R5.4, R6.3, R7 (Part II)
/// and I.3, I.6 (Part I). Window coordinates.
@Suite("Spec examples: containers (R3.7, R4.1, R5.x, R6.3, R7, I.3, I.6)")
struct SpecExampleContainerTests {
    // MARK: R3.7

    @Test("R3.7 HStack { frame(width: 30); Color } proposed (0, 10) answers 30 + 8 + 0 = 38")
    func r37Zero() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 30).id("a")
                Color.blue.id("b")
            }, width: 0, height: 10)
        // 38 wide, centred in a 0-wide window: x -19.
        expectFrame(result, path: "0", -19, 0, 38, 10)
        expectFrame(result, "a", -19, 0, 30, 10)
        expectFrame(result, "b", 19, 0, 0, 10)
    }

    @Test("R3.7 the same HStack proposed (inf, 10) answers inf")
    func r37Infinity() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 30).id("a")
                Color.blue.id("b")
            }, width: .infinity, height: 10)
        // An infinite axis places the root at 0 (I.1).
        expectFrame(result, path: "0", 0, 0, .infinity, 10)
        expectFrame(result, "a", 0, 0, 30, 10)
        expectFrame(result, "b", 38, 0, .infinity, 10)
        expectNoNaN(result)
    }

    // MARK: R4.1

    @Test(
        "R4.1 ZStack of 100x100 and 50x30: aligned by the ZStack's alignment",
        arguments: [(Alignment.topLeading, 0.0, 0.0), (.center, 25, 35), (.bottomTrailing, 50, 70)])
    func r41Alignment(alignment: Alignment, x: Double, y: Double) throws {
        let result = try negotiate(
            ZStack(alignment: alignment) {
                Color.red.frame(width: 100, height: 100).id("big")
                Color.blue.frame(width: 50, height: 30).id("small")
            }, width: 100, height: 100)
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "big", 0, 0, 100, 100)
        expectFrame(result, "small", x, y, 50, 30)
    }

    @Test("R4.1 only the top-priority child sizes the ZStack; the plain Color fills 100 x 40")
    func r41Priority() throws {
        let result = try negotiate(
            ZStack {
                Color.red.frame(width: 100, height: 40).layoutPriority(1).id("sized")
                Color.blue.id("fill")
            }, width: 300, height: 300)
        // ZStack 100 x 40 centred in 300 x 300 at (100, 130).
        expectFrame(result, path: "0", 100, 130, 100, 40)
        expectFrame(result, "sized", 100, 130, 100, 40)
        expectFrame(result, "fill", 100, 130, 100, 40)
    }

    @Test("R4.1 ZStack of 100x100 and 300x20 proposed 200 x 200 is 300 x 100")
    func r41Max() throws {
        let result = try negotiate(
            ZStack {
                Color.red.frame(width: 100, height: 100).id("a")
                Color.blue.frame(width: 300, height: 20).id("b")
            }, width: 200, height: 200)
        // 300 x 100 centred at (-50, 50); children at (100, 0) and (0, 40) in it.
        expectFrame(result, path: "0", -50, 50, 300, 100)
        expectFrame(result, "a", 50, 50, 100, 100)
        expectFrame(result, "b", -50, 90, 300, 20)
    }

    // MARK: R5.1

    @Test("R5.1 GeometryReader proposed 300 x 200 takes it; content at (0, 0)")
    func r51Finite() throws {
        let result = try negotiate(
            GeometryReader { _ in
                Color.red.frame(width: 50, height: 50).id("c")
            }.id("reader"), width: 300, height: 200)
        expectFrame(result, "reader", 0, 0, 300, 200)
        expectFrame(result, "c", 0, 0, 50, 50)
    }

    @Test("R5.1 GeometryReader proposed (300, nil) is 300 x 10 (I.1)")
    func r51NilHeight() throws {
        let result = try negotiate(
            GeometryReader { _ in
                Color.red.frame(width: 50, height: 50).id("c")
            }.id("reader"), width: 300, height: nil)
        expectFrame(result, "reader", 0, 0, 300, 10)
        expectFrame(result, "c", 0, 0, 50, 50)
    }

    // MARK: R5.2

    @Test("R5.2 ScrollView proposed 300 x 500: content (300, nil) -> 300 x 110 at (0, 0); ScrollView 300 x 500")
    func r52() throws {
        let result = try negotiate(
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100).id("top")
                    Color.blue.id("rest")
                }.id("content")
            }.id("scroll"), width: 300, height: 500)
        expectFrame(result, "scroll", 0, 0, 300, 500)
        expectFrame(result, "content", 0, 0, 300, 110)
        expectFrame(result, "top", 0, 0, 300, 100)
        expectFrame(result, "rest", 0, 100, 300, 10)
    }

    // MARK: R5.4

    @Test(
        "R5.4 ViewThatFits picks the first child whose ideal size fits",
        arguments: [(150.0, "second", 100.0), (250, "first", 200)])
    func r54(width: Double, chosen: String, chosenWidth: Double) throws {
        let result = try negotiate(
            ViewThatFits {
                Color.red.frame(width: 200, height: 50).id("first")
                Color.blue.frame(width: 100, height: 50).id("second")
            }, width: width, height: 100)
        expectFrame(result, path: "0", (width - chosenWidth) / 2, 25, chosenWidth, 50)
        expectFrame(result, chosen, (width - chosenWidth) / 2, 25, chosenWidth, 50)
    }

    @Test("R5.4 ViewThatFits(in: .horizontal) ignores the height; with both axes the last child is the fallback")
    func r54Horizontal() throws {
        // Proposed 200 x 10. "Hello world" is 93.5 x 20.4 (I.2), "Hi" 17 x 20.4: neither fits 10 tall.
        let horizontal = try negotiate(
            ViewThatFits(in: .horizontal) {
                Text("Hello world").id("long")
                Text("Hi").id("short")
            }, width: 200, height: 10)
        expectSize(horizontal, "long", 93.5, 20.4)
        expectSize(horizontal, path: "0", 93.5, 20.4)

        let both = try negotiate(
            ViewThatFits {
                Text("Hello world").id("long")
                Text("Hi").id("short")
            }, width: 200, height: 10)
        expectSize(both, "short", 17, 20.4)
        expectSize(both, path: "0", 17, 20.4)
    }

    // MARK: R6.3

    @Test("R6.3 alignmentGuide(.leading) { _ in -30 }: second at x 30, stack stays 100 wide")
    func r63Constant() throws {
        let result = try negotiate(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).id("a")
                Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { _ in -30 }.id("b")
            }, width: 300, height: 300)
        // Stack 100 x 40 centred at (100, 130).
        expectFrame(result, path: "0", 100, 130, 100, 40)
        expectFrame(result, "a", 100, 130, 100, 20)
        expectFrame(result, "b", 130, 150, 50, 20)
    }

    @Test("R6.3 alignmentGuide(.leading) { d in d[.trailing] }: union [-50, 100], stack 150 wide")
    func r63Trailing() throws {
        let result = try negotiate(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).id("a")
                Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.id("b")
            }, width: 300, height: 300)
        // Stack 150 x 40 centred at (75, 130); first at x 50 in it, second at 0.
        expectFrame(result, path: "0", 75, 130, 150, 40)
        expectFrame(result, "a", 125, 130, 100, 20)
        expectFrame(result, "b", 75, 150, 50, 20)
    }

    // MARK: R7

    @Test("R7 example frames: VStack 400 x 150 at (0, 125), reader at (100, 225, 200, 50)")
    func r7() throws {
        let result = try negotiate(
            VStack(spacing: 0) {
                Color.red.frame(height: 100).id("color")
                GeometryReader { _ in Color.blue }.id("reader").frame(width: 200, height: 50)
            }.coordinateSpace(name: "s").id("stack"), width: 400, height: 400)
        expectFrame(result, "stack", 0, 125, 400, 150)
        expectFrame(result, "color", 0, 125, 400, 100)
        expectFrame(result, "reader", 100, 225, 200, 50)
    }

    // MARK: I.3

    @Test("I.3 contentMargins 128 on a 1024 x 768 ScrollView: content proposed (768, nil) at x 128, ends at 896")
    func i3ContentMargins() throws {
        let result = try negotiate(
            ScrollView {
                Color.red.id("column")
            }.contentMargins(.horizontal, 128).id("scroll"), width: 1024, height: 768)
        // Cross axis: content 768 + margins 256 = 1024; scroll axis: the proposal, 768.
        expectFrame(result, "scroll", 0, 0, 1024, 768)
        expectFrame(result, "column", 128, 0, 768, 10)
        #expect(result[id: "column"].map { close($0.frame.maxX, 896) } == true)
    }

    // MARK: I.6

    @Test("I.6 Grid 40/60 split: five 60 columns, A 120 at x 0, B 180 at x 120, first row 0 tall")
    func i6Grid() throws {
        let result = try negotiate(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    ForEach(0..<5) { i in Color.clear.frame(maxHeight: 0).id("c\(i)") }
                }
                GridRow {
                    Color.red.gridCellColumns(2).id("A")
                    Color.blue.gridCellColumns(3).id("B")
                }
            }, width: 300, height: 100)
        expectFrame(result, path: "0", 0, 0, 300, 100)
        for i in 0..<5 {
            expectFrame(result, "c\(i)", Double(i) * 60, 0, 60, 0)
        }
        // Row 2 takes the whole 100 the first (0-tall) row leaves.
        expectFrame(result, "A", 0, 0, 120, 100)
        expectFrame(result, "B", 120, 0, 180, 100)
    }
}
