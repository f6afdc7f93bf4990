import Comparison
import Foundation
import Testing
import ViewTree

/// A ViewThatFits's chosen candidates in a comparison: recorded, and a difference when the
/// engines chose differently even where the frames coincide.
@Suite("Comparison: ViewThatFits candidates")
struct CandidateChoiceTests {
    /// A ViewThatFits at 0 that chose `candidate`, its child reported as 0.0.
    func fits(_ candidate: Int) -> [NodeFrame] {
        [
            NodeFrame(path: "0", kind: "ViewThatFits", frame: Rect(x: 0, y: 0, width: 100, height: 100), chosenCandidate: candidate),
            node("0.0", 0, 0, 100, 100),
        ]
    }

    @Test("the same candidate: no difference, the choice recorded")
    func same() {
        let comparison = Comparison.compare(layout("negotiation", fits(2)), layout("constraints", fits(2)))
        #expect(comparison.summary.differ == 0)
        #expect(comparison.views[0].chosenCandidate == CandidateChoice(negotiation: 2, constraints: 2))
        #expect(comparison.views[1].chosenCandidate == nil)
    }

    @Test("different candidates with coinciding frames: the ViewThatFits differs, unexplained")
    func different() throws {
        let comparison = Comparison.compare(layout("negotiation", fits(1)), layout("constraints", fits(2)))
        #expect(comparison.summary.differ == 1)
        #expect(comparison.views[0].cause == .unexplained)
        #expect(comparison.views[0].diff == 0)
        #expect(comparison.views[0].chosenCandidate?.description == "candidates 1 (negotiation) and 2 (constraints)")
        // JSON: {"negotiation": 1, "constraints": 2} on the ViewThatFits only, and it reads back.
        let data = try JSONEncoder().encode(comparison)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""chosenCandidate":{"#))
        let decoded = try JSONDecoder().decode(WindowComparison.self, from: data)
        #expect(decoded.views[0].chosenCandidate == CandidateChoice(negotiation: 1, constraints: 2))
        #expect(decoded.views[1].chosenCandidate == nil)
    }
}
