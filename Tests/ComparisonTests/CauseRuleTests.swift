import Comparison
import Testing
import ViewTree

/// The causes rule: neither engine approximates, so every differing view is unexplained.
@Suite struct CauseRuleTests {
    @Test func identicalLayoutsHaveNoCauses() {
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", threeViews()))
        #expect(result.views.allSatisfy { $0.cause == nil && $0.diff == 0 })
        #expect(result.summary == ComparisonSummary(views: 3, differ: 0, unexplained: 0, maxDiff: 0))
    }

    @Test func aDifferenceIsUnexplained() {
        var constraints = threeViews()
        constraints[1].frame = Rect(x: 0, y: 0, width: 120, height: 100)
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", constraints))
        #expect(result.views.map(\.cause) == [nil, .unexplained, nil])
        // 120 - 100 = 20 in width.
        #expect(result.views[1].diff == 20)
    }

    @Test func everyDifferingViewOfAWindowIsUnexplained() {
        var constraints = threeViews()
        constraints[0].frame = Rect(x: 0, y: 0, width: 320, height: 100)
        constraints[1].frame = Rect(x: 0, y: 0, width: 120, height: 100)
        let result = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", constraints))
        #expect(result.views.map(\.cause) == [.unexplained, .unexplained, nil])
        #expect(result.summary.unexplained == 2)
        #expect(result.summary.differ == 2)
    }

    @Test func aSemanticCauseExplainsOnlyTheViewsItReaches() {
        // Views 0 and 0.0 differ; the cause accounts for 0.0 only (0 still differs when the
        // program is given the state the passes kept), so 0 stays unexplained.
        var constraints = threeViews()
        constraints[0].frame = Rect(x: 0, y: 0, width: 320, height: 100)
        constraints[1].frame = Rect(x: 0, y: 0, width: 120, height: 100)
        let compared = Comparison.compare(layout("negotiation", threeViews()), layout("constraints", constraints))
        let result = compared.explained(by: .feedbackOnce, except: ["0"])
        #expect(result.views.map(\.cause) == [.unexplained, .feedbackOnce, nil])
        #expect(result.summary.differ == 2)
        #expect(result.summary.unexplained == 1)
        // Without exceptions, the whole window.
        #expect(compared.explained(by: .feedbackOnce).views.map(\.cause) == [.feedbackOnce, .feedbackOnce, nil])
    }

    @Test func causesAreRenderedAsTheCLIPrintsThem() {
        #expect(DifferenceCause.unexplained.description == "unexplained")
        #expect(!DifferenceCause.unexplained.isExplained)
    }
}
