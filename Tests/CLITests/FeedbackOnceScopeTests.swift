import Foundation
import FrameSolver
import TestSupport
import Testing

@testable import FrameSolverCommands

/// `feedback-once` explains only the views the state kept by `onAppear` reaches: the views that
/// still differ when the constraint engine lays out the tree of the state the passes kept.
@Suite("feedback-once: only the views the kept state reaches")
struct FeedbackOnceScopeTests {
    @Test("ImageContainer with onAppear, 300 then 390 with the state kept: the kept state explains every difference, and no other")
    func scope() throws {
        let name = "image-container-on-appear.layout"
        let text = try String(contentsOf: packageRoot().appendingPathComponent("Models/feedback/\(name)"), encoding: .utf8)
        let program = try FeedbackProgram.load(text, file: name)
        let evaluated = Result { () throws(ModelError) in try program.stateProgramTree() }
        var session = FeedbackSession()
        let first = ProposedSize(width: 300, height: 844), second = ProposedSize(width: 390, height: 844)
        _ = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: first, session: &session)
        // Window 390 keeps width = 300 (onAppear does not fire again): the passes' height is
        // 300 / 1.77, the program's 390 / 1.77.
        let run = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: second, session: &session)
        func layout(_ root: ViewNode?) throws(LayoutError) -> LayoutResult { try ConstraintEngine().layout(root, in: second) }
        let (_, outcome) = try OneProgramSolving.solve(program, evaluated, lastState: { run.root }, window: second, layout: layout)
        #expect(OneProgramSolving.keptOnce(run, outcome, try evaluated.get().program))
        // The program given the kept state (width = 300) lays out the passes' frames exactly,
        // so every difference is the kept state's: nothing stays unexplained.
        #expect(OneProgramSolving.unexplainedByOnce(run, outcome, try evaluated.get().program, tolerance: 1e-6, layout: layout) == [])
        // A layout that also moves the Image (path 0.0.0.0) by 1: that view differs with the
        // kept state too, so it is not the kept state's doing.
        func moved(_ root: ViewNode?) throws(LayoutError) -> LayoutResult {
            var result = try layout(root)
            for index in result.nodes.indices where result.nodes[index].path == "0.0.0.0" { result.nodes[index].frame.origin.x += 1 }
            return result
        }
        #expect(OneProgramSolving.unexplainedByOnce(run, outcome, try evaluated.get().program, tolerance: 1e-6, layout: moved) == ["0.0.0.0"])
    }
}
