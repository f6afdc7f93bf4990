@testable import ConstraintEngine
import FrameSolver
import LeafMeasurement
import TestSupport
import Testing

/// A container's placement takes the layout its sizing made when it proposes the same again
/// (`KeptLayout`), and lays the container out again when it does not: a stack proposed nil
/// across (R3.4b), or a box narrowed since sizing.
@Suite("Relation encoding: a container's sizing layout kept for its placement")
struct KeptLayoutTests {
    /// A pass of the relation program over `model`, its box widths 0...4096 and height 100.
    static func pass(_ model: String) throws -> (pass: SymbolicPass, tree: IndexedTree, scope: FormScope) {
        let tree = IndexedTree(root: try #require(try ModelLanguage.load(model, file: "stack.layout").root))
        let box = WindowBox(width: .range(SideInterval(lower: 0, upper: 4_096)), height: .range(.point(100)))
        let program = ProgramBuilder(box: box, relations: true)
        let window = FormProposal(width: LinearForm(variable: 0), height: LinearForm(100))
        let pass = SymbolicPass(tree: tree, program: program, window: window, text: try TreeTextMeasurement(tree))
        return (pass, tree, FormScope(container: window))
    }

    /// `model` laid out by the constraint engine in a 300 x 100 window.
    static func solved(_ model: String) throws -> LayoutResult {
        let compiled = ConstraintEngine().compile(try ModelLanguage.load(model, file: "model.layout").root)
        defer { compiled.close() }
        return try compiled.solve(ProposedSize(width: 300, height: 100))
    }

    @Test("placement proposes what sizing proposed: the kept layout, and no other")
    func keptForTheSameProposal() throws {
        let (pass, _, scope) = try Self.pass("HStack(spacing: 0) { Color.red; Color.green; Color.blue }")
        _ = try pass.placeTree(scope)
        let kept = try #require(pass.keptStackLayouts[0])
        // The root is proposed the window: its sizing proposal is its own columns (pw, ph).
        #expect(pass.kept(kept, 0, kept.proposal, scope) != nil)
        // Three flexible Colors in W: the first is offered max(W / 3, 0), a column of its own.
        #expect(kept.layout.offers.count == 3)
        var other = kept.proposal
        other.width = LinearForm(250)
        #expect(pass.kept(kept, 0, other, scope) == nil)
        // A box narrowed since sizing: what sizing wrote holds over the narrower box (a clamp
        // it decides is fixed where it stands, FixedClampTests), so the layout is still kept.
        pass.program.narrowing = { box, _ in
            var narrower = box
            narrower.width = .range(SideInterval(lower: 200, upper: 4_096))
            return [PieceNarrowing(box: narrower, boundary: .crossing(side: 0, at: 200), reason: "a test narrows")]
        }
        #expect(pass.program.narrowInFlight(SplitRequest(form: LinearForm(variable: 0) - LinearForm(200), reason: "a test")))
        #expect(pass.kept(kept, 0, kept.proposal, scope) != nil)
    }

    @Test("a grid's solution is kept from its sizing, and its cells placed by it")
    func gridKept() throws {
        let model = """
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(height: 20).id("a")
                    Color.blue.frame(height: 20).id("b")
                }
            }
            .id("grid")
            """
        let (pass, _, scope) = try Self.pass(model)
        _ = try pass.placeTree(scope)
        let kept = try #require(pass.keptGridSolutions[0])
        #expect(pass.kept(kept, 0, kept.proposal, scope) != nil)
        // 300 wide less the 10 gap: two flexible columns of 145; the row is 20 tall, and the
        // grid (300 x 20) is centred in 300 x 100 at y = 40.
        let result = try Self.solved(model)
        expectFrame(result, "grid", 0, 40, 300, 20)
        expectFrame(result, "a", 0, 40, 145, 20)
        expectFrame(result, "b", 155, 40, 145, 20)
    }

    @Test("a VStack proposed nil across is placed with its own width (R3.4b), not its sizing layout")
    func nilAcrossIsLaidOutAgain() throws {
        let model = """
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10).id("fixed")
                Color.blue.frame(height: 10).id("flexible")
            }
            .fixedSize(horizontal: true, vertical: false)
            .id("stack")
            """
        let result = try Self.solved(model)
        // Sized with nil across, the flexible Color answers 10 and the fixed frame 40: the
        // stack is 40 x 20, centred in 300 x 100 at (130, 40). Placed, it is proposed its own
        // 40 across, so the flexible Color below the fixed one is 40 wide too.
        expectFrame(result, "stack", 130, 40, 40, 20)
        expectFrame(result, "fixed", 130, 40, 40, 10)
        expectFrame(result, "flexible", 130, 50, 40, 10)
    }
}
