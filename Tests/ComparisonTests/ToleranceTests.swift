import Comparison
import Testing
import ViewTree

/// When a view differs: more than the tolerance on any of x, y, width, height; infinities.
@Suite struct ToleranceTests {
    private func differs(_ a: Rect, _ b: Rect, tolerance: Double = Comparison.defaultTolerance) -> Bool {
        FrameDifference(a, b, tolerance: tolerance).exceeds
    }

    @Test func exactlyTheToleranceDoesNotDiffer() {
        #expect(!differs(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0.01, y: 0, width: 10, height: 10)))
        #expect(!differs(Rect(x: 100, y: 0, width: 10, height: 10), Rect(x: 100.01, y: 0, width: 10, height: 10)))
        #expect(!differs(Rect(x: 0, y: 390, width: 10, height: 10), Rect(x: 0, y: 389.99, width: 10, height: 10)))
    }

    @Test func justOverTheToleranceDiffers() {
        #expect(differs(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0.0100001, y: 0, width: 10, height: 10)))
        #expect(differs(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10.0100001)))
        #expect(differs(Rect(x: 100, y: 0, width: 10, height: 10), Rect(x: 100.0100001, y: 0, width: 10, height: 10)))
    }

    @Test func anyComponentCounts() {
        let base = Rect(x: 1, y: 2, width: 3, height: 4)
        for moved in [
            Rect(x: 1.5, y: 2, width: 3, height: 4), Rect(x: 1, y: 2.5, width: 3, height: 4),
            Rect(x: 1, y: 2, width: 3.5, height: 4), Rect(x: 1, y: 2, width: 3, height: 4.5),
        ] {
            #expect(differs(base, moved))
            #expect(FrameDifference(base, moved, tolerance: 0.01).magnitude == 0.5)
        }
    }

    @Test func customToleranceInTheComparison() {
        var constraints = threeViews()
        constraints[1].frame = Rect(x: 0, y: 0, width: 100.5, height: 100)
        let loose = Comparison.compare(layout("n", threeViews()), layout("c", constraints), tolerance: 0.5)
        let tight = Comparison.compare(layout("n", threeViews()), layout("c", constraints), tolerance: 0.4)
        #expect(loose.summary.differ == 0)
        #expect(loose.summary.maxDiff == 0.5)
        #expect(tight.summary.differ == 1)
    }

    @Test func infinities() {
        #expect(FrameDifference.difference(.infinity, .infinity) == 0)
        #expect(FrameDifference.difference(-.infinity, -.infinity) == 0)
        #expect(FrameDifference.difference(.infinity, 300) == .infinity)
        #expect(FrameDifference.difference(300, -.infinity) == .infinity)
        #expect(FrameDifference.difference(.infinity, -.infinity) == .infinity)
        #expect(FrameDifference.difference(.nan, 3) == .infinity)
        let infinite = Rect(x: 0, y: 0, width: .infinity, height: 10)
        #expect(!differs(infinite, infinite))
        #expect(FrameDifference(infinite, infinite, tolerance: 0.01).magnitude == 0)
        #expect(differs(infinite, Rect(x: 0, y: 0, width: 1e300, height: 10)))
    }

    @Test func infiniteDifferenceMakesAnInfiniteMaximum() {
        var constraints = threeViews()
        constraints[2].frame = Rect(x: 100, y: 0, width: .infinity, height: 100)
        let result = Comparison.compare(layout("n", threeViews()), layout("c", constraints))
        #expect(result.views[2].diff == .infinity)
        #expect(result.summary.maxDiff == .infinity)
        #expect(result.summary.unexplained == 1)
    }
}
