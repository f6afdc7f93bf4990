import Comparison
import Testing
import ViewTree

/// The summary's counts and maximum.
@Suite struct SummaryTests {
    @Test func countsAndMaximum() {
        var constraints = threeViews() + [node("0.2", 0, 0, 5, 5)]
        constraints[0].frame = Rect(x: 0, y: 0, width: 300.004, height: 100)
        constraints[1].frame = Rect(x: 0, y: 0, width: 103, height: 100)
        constraints[2].frame = Rect(x: 107, y: 0, width: 200, height: 100)
        let result = Comparison.compare(layout("n", threeViews() + [node("0.2", 0, 0, 5, 5)]), layout("c", constraints))
        #expect(result.summary.views == 4)
        #expect(result.summary.differ == 2)
        #expect(result.summary.unexplained == 2)
        // 107 - 100 = 7 in x.
        #expect(result.summary.maxDiff == 7)
        #expect(result.differing.map(\.path) == ["0.0", "0.1"])
        // Below the tolerance still counts towards the maximum when nothing else differs.
        let small = Comparison.compare(layout("n", threeViews()), layout("c", [constraints[0]] + threeViews().dropFirst()))
        #expect(abs(small.summary.maxDiff - 0.004) < 1e-9)
        #expect(small.summary.differ == 0)
    }

    @Test func emptyLayouts() {
        let result = Comparison.compare(layout("n", []), layout("c", []))
        #expect(result.summary == ComparisonSummary(views: 0, differ: 0, unexplained: 0, maxDiff: 0))
    }
}
