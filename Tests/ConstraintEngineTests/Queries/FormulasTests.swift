import FrameSolver
import TestSupport
import Testing

/// Each view's frame as linear functions of the window width, with the breakpoints where it
/// changes and their causes; the expected functions derived by hand from the models.
@Suite("Formulas of the window width")
struct FormulasTests {
    static func view(_ formulas: [ViewFormulas], _ id: String) throws -> ViewFormulas {
        try #require(formulas.first { $0.id == id }, "no view #\(id)")
    }

    static func expectSegment(
        _ segment: FormulaSegment?, _ lower: Double, _ upper: Double, slope: Double, intercept: Double,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let segment else {
            Issue.record("no segment", sourceLocation: sourceLocation)
            return
        }
        #expect(abs(segment.lower - lower) <= 1e-6 && abs(segment.upper - upper) <= 1e-6, "\(segment)", sourceLocation: sourceLocation)
        #expect(abs(segment.slope - slope) <= 1e-9 && abs(segment.intercept - intercept) <= 1e-6, "\(segment)", sourceLocation: sourceLocation)
    }

    @Test("a 25% split: the left column's width is 0.25 w over the whole range, one segment")
    func quarterSplit() throws {
        let view = GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.red.frame(width: proxy.size.width * 0.25).id("left")
                Color.blue.id("right")
            }
        }
        let formulas = try ConstraintEngine().formulas(view.viewTree, widths: 0...4_096, height: 60)
        let left = try Self.view(formulas, "left")
        let right = try Self.view(formulas, "right")
        // left: x 0, width 0.25 w; right: the rest, from x 0.25 w, 0.75 w wide; both 60 high.
        for (name, slope) in [("x", 0.0), ("width", 0.25)] {
            #expect(left[name].count == 1, "\(name): \(left[name])")
            Self.expectSegment(left[name].first, 0, 4_096, slope: slope, intercept: 0)
        }
        for (name, slope) in [("x", 0.25), ("width", 0.75)] {
            #expect(right[name].count == 1, "\(name): \(right[name])")
            Self.expectSegment(right[name].first, 0, 4_096, slope: slope, intercept: 0)
        }
        Self.expectSegment(left["height"].first, 0, 4_096, slope: 0, intercept: 60)
        #expect(left["width"].first?.cause == nil)
    }

    @Test("a range past the engine's default 0...4096 is one piece: the 25% column is 0.25 w up to 1e9")
    func rangePastTheDefault() throws {
        // Past the widths an engine compiles a piece for, every width was a piece of its own,
        // and the walk stopped at its limit of pieces after minutes; formulas covers its range.
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width * 0.25).id("left")
        }
        let formulas = try ConstraintEngine().formulas(view.viewTree, widths: 0...1e9, height: 60)
        let left = try Self.view(formulas, "left")
        #expect(left["width"].count == 1, "\(left["width"])")
        Self.expectSegment(left["width"].first, 0, 1e9, slope: 0.25, intercept: 0)
    }

    @Test("max-width-column: #column's breakpoint at 672, where the content margins' max switches sides")
    func maxWidthColumnBreakpoint() throws {
        // contentMargins max(16, (w - 640) / 2) on each side; the column is frame(maxWidth: 640)
        // of what the margins leave, w - 2m (its image fills any width, so the VStack takes it):
        // w <= 672: m = 16, width w - 32 (<= 640), x 16;
        // w > 672: m = (w - 640) / 2, width w - 2m = 640, x = m = 0.5 w - 320.
        // The Texts' line breaks split the range into many pieces, but the column's formulas
        // are the same on either side of them, so they merge.
        let model = try loadModel("gallery/max-width-column.layout")
        let formulas = try ConstraintEngine().formulas(model.root, widths: 500...1_400, height: 844)
        let column = try Self.view(formulas, "column")
        let width = column["width"]
        #expect(width.count == 2, "\(width)")
        Self.expectSegment(width.first, 500, 672, slope: 1, intercept: -32)
        Self.expectSegment(width.last, 672, 1_400, slope: 0, intercept: 640)
        // 672 itself is on the left (w - 32 = 640 there too), the right segment starts just above it.
        #expect(width.first?.upperOpen == false && width.last?.lowerOpen == true)
        // At 672 two clamps switch at once (w - 32 = 640 exactly where (w - 640) / 2 = 16): the
        // margins' max and the column's maxWidth. The ranging names the row that reaches its
        // bound first, either of them.
        let cause = try #require(width.last?.cause)
        #expect(cause.contains("contentMargins") || cause.contains("frame"), "\(cause)")
        let x = column["x"]
        #expect(x.count == 2, "\(x)")
        Self.expectSegment(x.first, 500, 672, slope: 0, intercept: 16)
        Self.expectSegment(x.last, 672, 1_400, slope: 0.5, intercept: -320)
        // Every formula agrees with the default engine's solve at widths on either side.
        let compiled = ConstraintEngine().compile(model.root)
        defer { compiled.close() }
        for w in [500.0, 640, 672, 700, 1_000, 1_400] {
            let frame = try #require(try compiled.solve(ProposedSize(width: w, height: 844))[id: "column"]).frame
            let segment = try #require(width.first { $0.contains(w) })
            #expect(abs(segment.value(at: w) - frame.width) <= 1e-6, "width at \(w)")
            let xs = try #require(x.first { $0.contains(w) })
            #expect(abs(xs.value(at: w) - frame.x) <= 1e-6, "x at \(w)")
        }
    }

    @Test("a Text's height steps where it wraps, and the cause says so")
    func textWrapCause() throws {
        let view = Text("Hello wide world").id("t")
        let formulas = try ConstraintEngine().formulas(view.viewTree, widths: 0...400, height: 100)
        let height = try Self.view(formulas, "t")["height"]
        // One line when it fits, more below: at least one breakpoint, each caused by the wrapping.
        #expect(height.count >= 2)
        for segment in height.dropFirst() {
            #expect(segment.cause?.contains("wraps") == true, "\(segment.cause ?? "none")")
        }
        // The widest stretch is one line: a constant height, not a function of the width.
        #expect(height.last?.slope == 0)
    }
}
