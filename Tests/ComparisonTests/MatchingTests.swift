import Comparison
import Testing
import ViewTree

/// Pairing views by path (one tree) and by id (twins).
@Suite struct MatchingTests {
    @Test func aPathOnOneSideOnlyIsAnUnexplainedInfiniteDifference() {
        let negotiation = threeViews()
        let constraints = Array(threeViews().prefix(2)) + [node("0.2", 0, 0, 1, 1)]
        let result = Comparison.compare(layout("n", negotiation), layout("c", constraints))
        #expect(result.views.map(\.path) == ["0", "0.0", "0.1", "0.2"])
        #expect(result.views[2].constraints == nil)
        #expect(result.views[2].negotiation == Rect(x: 100, y: 0, width: 200, height: 100))
        #expect(result.views[3].negotiation == nil)
        #expect(result.views[2].cause == .unexplained && result.views[3].cause == .unexplained)
        #expect(result.views[2].diff == .infinity)
        #expect(result.summary == ComparisonSummary(views: 4, differ: 2, unexplained: 2, maxDiff: .infinity))
    }

    @Test func aMissingViewIsUnexplainedBesideADifferingOne() {
        var constraints = Array(threeViews().prefix(2))
        constraints[1].frame = Rect(x: 0, y: 0, width: 90, height: 100)
        let result = Comparison.compare(layout("n", threeViews()), layout("c", constraints))
        #expect(result.views.map(\.cause) == [nil, .unexplained, .unexplained])
    }

    @Test func twinsPairByIdAndIgnoreUntaggedViews() {
        let twin = [
            node("0", 0, 0, 300, 100, kind: "HStack"), node("0.0", 0, 0, 100, 100, id: "left"),
            node("0.0.0", 0, 0, 100, 100), node("0.1", 100, 0, 200, 100, id: "right"),
        ]
        let model = [
            node("0", 0, 0, 300, 100, kind: "ZStack"), node("0.0", 100, 0, 200, 100, id: "right"),
            node("0.1", 0, 0, 100, 100, id: "left"),
        ]
        let result = Comparison.compare(layout("n", twin), layout("c", model), matching: .id)
        #expect(result.views.map(\.id) == ["right", "left"])
        #expect(result.views.map(\.path) == ["0.0", "0.1"])
        #expect(result.summary == ComparisonSummary(views: 2, differ: 0, unexplained: 0, maxDiff: 0))
    }

    @Test func repeatedIdsPairInOrderAndLeftoversDiffer() {
        let twin = [node("0", 0, 0, 10, 10, id: "cell"), node("0.0", 0, 10, 10, 10, id: "cell"), node("0.1", 0, 20, 10, 10, id: "only-twin")]
        let model = [node("0", 0, 0, 10, 10, id: "cell"), node("0.0", 0, 10, 10, 10, id: "cell"), node("0.1", 0, 30, 10, 10, id: "cell")]
        let result = Comparison.compare(layout("n", twin), layout("c", model), matching: .id)
        #expect(result.views.map(\.id) == ["cell", "cell", "cell", "only-twin"])
        #expect(result.views.map(\.cause) == [nil, nil, .unexplained, .unexplained])
        #expect(result.views[2].negotiation == nil)
        #expect(result.views[3].constraints == nil)
        #expect(result.views[3].path == "0.1")
    }

    @Test func pathOrderIsNumericPerComponent() {
        #expect(pathPrecedes("0.2", "0.10"))
        #expect(pathPrecedes("0", "0.0"))
        #expect(pathPrecedes("0.1.5", "0.2"))
        #expect(!pathPrecedes("0.10", "0.9"))
        #expect(!pathPrecedes("0.1", "0.1"))
    }

    @Test func warningsOfBothLayoutsAreKeptOnce() {
        let warning = LayoutWarning(message: "negative frame width treated as nil", path: "0.1")
        let other = LayoutWarning(message: "something else", path: "0")
        var left = layout("n", threeViews())
        left.warnings = [warning]
        var right = layout("c", threeViews())
        right.warnings = [warning, other]
        #expect(Comparison.compare(left, right).warnings == [warning, other])
    }
}
