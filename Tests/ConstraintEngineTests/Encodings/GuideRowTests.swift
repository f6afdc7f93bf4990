import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// A guide passed up (R6.4) is read from the same rows that place the view's children: the
/// relation program states each proposal once.
@Suite("Relation encoding: guides passed up")
struct GuideRowTests {
    @Test("a framed number's baseline passes up without a second row for its Text's proposal")
    func baselineThroughFrame() throws {
        let text = """
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("2.").frame(width: 24, alignment: .trailing)
                Text("Add the spices, then simmer")
            }
            .frame(width: 200)
            """
        let root = try ModelLanguage.load(text, file: "step.layout").root
        let window = ProposedSize(width: 200, height: 400)
        let compiled = relationEngine.compile(root)
        defer { compiled.close() }
        let (model, _) = try compiled.program(for: window)
        // Step 7 asks the frame for its baseline and the frame places its Text to answer; read
        // from the parent's expression of the frame's proposal, that placement tied the Text's
        // proposal to the columns again (`n3_pw_again`, `n3_ph_again`).
        let again = model.rows.filter { $0.origin?.contains("proposed again") == true }
        #expect(again.isEmpty, "\(again.map { $0.origin ?? "" })")
        // The Text's proposed width is defined once: the frame's 24.
        let proposed = try #require(column(model, "0.0.0.0", "Text", "proposed width"))
        #expect(rows(model, over: [proposed]).count == 1)
        // Both tops at the row's: the baselines (17 below each) meet.
        let result = try compiled.solve(window)
        #expect(result[path: "0.0.0.0"]?.frame.y == result[path: "0.0.1"]?.frame.y)
    }
}
