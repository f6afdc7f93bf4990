import FrameSolver
import TestSupport
import Testing

/// The formulas read from GLPK's sensitivity analysis of the relation program (the default
/// `formulas`) reproduce SwiftUI's frames: at widths across the range and just inside every
/// breakpoint, each view's formula gives the negotiation engine's frame there.
@Suite("Formulas from GLPK's ranging")
struct RangedFormulasTests {
    /// The seed articles' models and the gallery, at height 844 over 100...1400.
    static let models = modelFiles().filter { !$0.contains("/") || $0.hasPrefix("gallery/") }

    @Test("every formula gives the negotiation engine's frame", arguments: models)
    func formulasGiveTheFrames(_ file: String) throws {
        let model = try loadModel(file)
        let formulas = try ConstraintEngine().formulas(model.root, widths: 100...1_400, height: 844)
        // Widths every 13 points, and a hundredth of a point inside each segment's ends.
        var widths = Set(stride(from: 100.0, through: 1_400, by: 13))
        for view in formulas {
            for segment in view.components.joined() where segment.upper - segment.lower > 0.02 {
                widths.insert(segment.lower + 0.01)
                widths.insert(segment.upper - 0.01)
            }
        }
        var checked = 0
        for w in widths.sorted() {
            let expected = try NegotiationEngine().layout(model.root, in: ProposedSize(width: w, height: 844))
            for view in formulas {
                let frame = try #require(expected[path: view.path], "\(file): no \(view.path) at \(w)").frame
                for (name, value) in zip(ViewFormulas.componentNames, [frame.x, frame.y, frame.width, frame.height]) {
                    let segment = try #require(view[name].first { $0.contains(w) }, "\(file) \(view.path) \(name): no segment holds \(w)")
                    let formula = segment.value(at: w)
                    #expect(abs(formula - value) <= 1e-6 * max(1, abs(value)), "\(file) \(view.path) \(name) at \(w): \(formula) vs \(value)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("a clamp's breakpoint names the row GLPK's ranging stops at")
    func clampCauseNamesTheRow() throws {
        // frame(maxWidth: 300) of a Color in a window of width w: the frame's width is
        // min(w, 300), so it follows w (slope 1) up to 300 and is 300 above; the ranging of the
        // width column at w = 100 ends at 300, where the max clamp's row reaches its bound.
        let view = Color.blue.frame(maxWidth: 300).id("box")
        let formulas = try ConstraintEngine().formulas(view.viewTree, widths: 0...1_000, height: 100)
        let width = try #require(formulas.first { $0.id == "box" })["width"]
        #expect(width.count == 2, "\(width)")
        FormulasTests.expectSegment(width.first, 0, 300, slope: 1, intercept: 0)
        FormulasTests.expectSegment(width.last, 300, 1_000, slope: 0, intercept: 300)
        let cause = try #require(width.last?.cause)
        #expect(cause.contains("reaches its bound") && cause.contains("frame"), "\(cause)")
    }

    @Test("the relation program's unknowns have formulas too (the regions program has none)")
    func relationUnknowns() throws {
        // equal-width-labels: the labels' common width is a column the program solves for, so
        // no affine form of the window states it; the ranging reads it from the basis.
        let model = try loadModel("constraint-native/equal-width-labels.layout")
        let ranged = try ConstraintEngine().formulas(model.root, widths: 200...800, height: 400)
        #expect(!ranged.isEmpty)
        #expect(throws: LayoutError.self) {
            try ConstraintEngine(options: ConstraintOptions(encoding: .regions)).formulas(model.root, widths: 200...800, height: 400)
        }
        // Each formula gives the constraint engine's solve (no negotiation twin for a relation).
        let compiled = ConstraintEngine().compile(model.root)
        defer { compiled.close() }
        for w in stride(from: 200.0, through: 800, by: 50) {
            let solved = try compiled.solve(ProposedSize(width: w, height: 400))
            for view in ranged {
                let frame = try #require(solved[path: view.path]).frame
                let segment = try #require(view["width"].first { $0.contains(w) })
                #expect(abs(segment.value(at: w) - frame.width) <= 1e-6 * max(1, frame.width), "\(view.path) at \(w)")
            }
        }
    }

    @Test("a basis GLPK keeps only within its tolerance past its end gives no segment")
    func noSliverPastABasisEnd() throws {
        // HStack(spacing: 0.1) of frame(maxWidth: 30.1), frame(minWidth: 0.3, maxWidth: 0.7) and
        // frame(width: 10.2), padded 0.1 on each side, in a window of width w. The stack gets
        // w - 0.2 and, after two spacings, offers its children w - 0.4 in fitting order
        // (least flexible first): the fixed 10.2; then half of w - 10.6 to the middle one, whose
        // clamp keeps it at 0.3 below w = 11.2; then the rest, w - 10.9, to the first, which
        // takes max(0, w - 10.9). So the padding is 10.2 + 0.3 + max(0, w - 10.9) + 0.2 + 0.2
        // wide: 10.9 up to 10.9, w above. At w = 10.6 the middle one's offer crosses 0 (a basis
        // ends there) without changing any frame. Its clamp's big-M rows let GLPK keep the
        // ended basis for about 7e-5 past 10.6, with the offer's slope of 0.5 in the padding.
        let view = HStack(spacing: 0.1) {
            Color.red.frame(maxWidth: 30.1)
            Color.green.frame(minWidth: 0.3, maxWidth: 0.7)
            Color.blue.frame(width: 10.2)
        }
        .padding(.horizontal, 0.1)
        .id("padding")
        let formulas = try ConstraintEngine().formulas(view.viewTree, widths: 10...11, height: 100)
        let width = try #require(formulas.first { $0.id == "padding" })["width"]
        #expect(width.count == 2, "\(width)")
        FormulasTests.expectSegment(width.first, 10, 10.9, slope: 0, intercept: 10.9)
        FormulasTests.expectSegment(width.last, 10.9, 11, slope: 1, intercept: 0)
    }

    @Test("a decision that reads both window sides crosses at one width when the height is held")
    func bothSidesAtAHeldHeight() throws {
        // A GeometryReader filling a window w x 300 gives its Color frame(width: w - 300 / 2).
        // Below w = 150 that width is negative, which SwiftUI ignores (the Color takes the
        // proposed w); from 150 it is w - 150. The decision reads the width and the height,
        // and with the height held at 300 it crosses at the one width 150.
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width - proxy.size.height / 2).id("bar")
        }
        let formulas = try ConstraintEngine().formulas(view.viewTree, widths: 0...800, height: 300)
        let width = try #require(formulas.first { $0.id == "bar" })["width"]
        #expect(width.count == 2, "\(width)")
        FormulasTests.expectSegment(width.first, 0, 150, slope: 1, intercept: 0)
        FormulasTests.expectSegment(width.last, 150, 800, slope: 1, intercept: -150)
        // The narrowest window where the bar is at least 100 wide past the crossing:
        // w - 150 >= 100, so 250.
        let compiled = ConstraintEngine().compile(view.viewTree)
        defer { compiled.close() }
        let answer = try #require(
            try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: false,
                constraints: [LayoutConstraint(parsing: "#bar.width >= 100"), LayoutConstraint(parsing: "window.width >= 160")],
                widths: 0...800, height: 300))
        #expect(abs(try #require(answer.window.width) - 250) <= 1e-6)
    }

    @Test("random trees' formulas give the negotiation engine's frames", arguments: [UInt64(5005), 5025, 5143, 5172])
    func randomTrees(seed: UInt64) throws {
        // Trees a formula fuzz run failed on: 5005 and 5025 found no point at the widths just
        // past 0 (the MIP's binaries, fixed, left none; the window's own guess does), 5143 and
        // 5172 stepped by ulps from 0 (a decision reading both window sides at the held height).
        var generator = RandomTreeGenerator(seed: seed, wholeLinearFragment: true)
        let tree = generator.tree()
        let disagreement = ConstraintEngine().formulaDisagreement(tree, widths: 0...800, height: 300)
        #expect(disagreement == nil, "seed \(seed): \(disagreement ?? "")")
    }
}
