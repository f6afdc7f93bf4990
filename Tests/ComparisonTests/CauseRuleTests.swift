import Comparison
import Testing
import ViewTree

/// The causes rule: approximation, follows from the first approximated view, else unexplained.
@Suite struct CauseRuleTests {
    @Test func identicalLayoutsHaveNoCauses() {
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", threeViews()))
        #expect(result.views.allSatisfy { $0.cause == nil && $0.diff == 0 })
        #expect(result.summary == ComparisonSummary(views: 3, differ: 0, unexplained: 0, maxDiff: 0))
    }

    @Test func differenceWithoutApproximationIsUnexplained() {
        var constraints = threeViews()
        constraints[1].frame = Rect(x: 0, y: 0, width: 120, height: 100)
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", constraints))
        #expect(result.views.map(\.cause) == [nil, .unexplained, nil])
        #expect(result.views[1].diff == 20)
    }

    @Test func approximatedViewNamesItsApproximationAndOthersFollowFromIt() {
        var constraints = threeViews()
        constraints[0].frame = Rect(x: 0, y: 0, width: 320, height: 100)
        constraints[1].frame = Rect(x: 0, y: 0, width: 120, height: 100)
        constraints[1].approximation = "wrapping Text height"
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", constraints))
        #expect(result.views.map(\.cause) == [.followsFrom("0.0"), .approximation("wrapping Text height"), nil])
        #expect(result.summary.unexplained == 0)
        #expect(result.summary.differ == 2)
    }

    @Test func followsFromTheFirstApproximatedViewInPathOrder() {
        // Reported out of pre-order on purpose: paths 0.10 and 0.2 both approximated; 0.2 comes first.
        let negotiation = [node("0", 0, 0, 300, 100), node("0.10", 0, 0, 10, 10), node("0.2", 0, 0, 10, 10), node("0.3", 0, 0, 10, 10)]
        var constraints = negotiation.map { node in
            var moved = node
            moved.frame = Rect(x: node.frame.x + 1, y: 0, width: node.frame.width, height: node.frame.height)
            return moved
        }
        constraints[1].approximation = "ViewThatFits choice"
        constraints[2].approximation = "aspectRatio fill"
        let result = Comparison.compare(layout("negotiation", negotiation), layout("constraints", constraints))
        #expect(result.views.map(\.path) == ["0", "0.2", "0.3", "0.10"])
        #expect(
            result.views.map(\.cause) == [
                .followsFrom("0.2"), .approximation("aspectRatio fill"), .followsFrom("0.2"), .approximation("ViewThatFits choice"),
            ])
    }

    @Test func approximationOnAnAgreeingViewExplainsNothing() {
        var constraints = threeViews()
        constraints[1].approximation = "wrapping Text height"
        constraints[2].frame = Rect(x: 105, y: 0, width: 200, height: 100)
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", constraints))
        #expect(result.views.map(\.cause) == [nil, nil, .unexplained])
    }

    @Test func causesAreRenderedAsTheIssueWritesThem() {
        #expect(DifferenceCause.approximation("wrapping Text").description == "approximation: wrapping Text")
        #expect(DifferenceCause.followsFrom("0.1").description == "follows from 0.1")
        #expect(DifferenceCause.unexplained.description == "unexplained")
        #expect(DifferenceCause.followsFrom("0").isExplained)
        #expect(!DifferenceCause.unexplained.isExplained)
    }
}
