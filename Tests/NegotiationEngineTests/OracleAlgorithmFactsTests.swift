import FrameSolver
import TestSupport
import Testing

/// CASES.md section G: algorithm facts verified against the real SwiftUI binary (OpenSwiftUI
/// "SymbolDual" tests) and OpenSwiftUI's stack ordering key.
@Suite("Oracle G: algorithm facts (C100, C101)")
struct OracleAlgorithmFactsTests {
    // MARK: C100, directly on FrameLimits

    @Test(
        "C100 negative min -> 0: (minWidth: -10, minHeight: -5) stores 0, 0 — REAL, OpenSwiftUI SymbolDual FrameLayoutTests",
        arguments: [-10.0, -5.0])
    func c100NegativeMin(min: Double) {
        let limits = FrameLimits(min: min, ideal: nil, max: nil)
        #expect(limits.min == 0)
        #expect(limits.ideal == nil)
        #expect(limits.max == nil)
    }

    @Test(
        "C100 ideal < min -> ideal = min: (20, 10) stores 20, (30, 15) stores 30 — REAL, OpenSwiftUI SymbolDual FrameLayoutTests",
        arguments: [(20.0, 10.0), (30.0, 15.0)])
    func c100IdealBelowMin(min: Double, ideal: Double) {
        let limits = FrameLimits(min: min, ideal: ideal, max: nil)
        #expect(limits.min == min)
        #expect(limits.ideal == min)
    }

    @Test(
        "C100 max < ideal -> max = ideal: (30, 20) stores 30, (40, 25) stores 40 — REAL, OpenSwiftUI SymbolDual FrameLayoutTests",
        arguments: [(30.0, 20.0), (40.0, 25.0)])
    func c100MaxBelowIdeal(ideal: Double, max: Double) {
        let limits = FrameLimits(min: nil, ideal: ideal, max: max)
        #expect(limits.ideal == ideal)
        #expect(limits.max == ideal)
    }

    @Test("C100 an infinite min is kept — REAL, OpenSwiftUI SymbolDual FrameLayoutTests")
    func c100InfiniteMin() {
        let limits = FrameLimits(min: .infinity, ideal: nil, max: nil)
        #expect(limits.min == .infinity)
    }

    @Test("C100 / I.1 with no ideal, max < min -> max = min (FrameSolver's last normalisation step)")
    func c100MaxBelowMinWithoutIdeal() {
        let limits = FrameLimits(min: 50, ideal: nil, max: 20)
        #expect(limits.min == 50)
        #expect(limits.max == 50)
    }

    @Test("C100 consistent limits are left alone")
    func c100Consistent() {
        let limits = FrameLimits(min: 10, ideal: 20, max: 30)
        #expect(limits == FrameLimits(min: 10, ideal: 20, max: 30))
        #expect(limits.min == 10 && limits.ideal == 20 && limits.max == 30)
    }

    // MARK: C100, through layout

    @Test("C100 through layout: a negative min acts as 0 (proposed 0, min-only frame answers its min) — REAL, OpenSwiftUI SymbolDual FrameLayoutTests")
    func c100NegativeMinLayout() throws {
        // Min-only width = max(min(0, 30), min): -10 without normalisation, 0 with it.
        let result = try negotiate(
            Color.red.frame(width: 30, height: 30).frame(minWidth: -10, minHeight: -5), width: 0, height: 0)
        expectFrame(result, path: "0", 0, 0, 0, 0)
    }

    @Test("C100 through layout: ideal < min, proposed nil, answers the min as ideal: 20 x 30 — REAL, OpenSwiftUI SymbolDual FrameLayoutTests")
    func c100IdealBelowMinLayout() throws {
        let result = try negotiate(
            Color.red.frame(minWidth: 20, idealWidth: 10, minHeight: 30, idealHeight: 15), width: nil, height: nil)
        expectFrame(result, path: "0", 0, 0, 20, 30)
    }

    @Test("C100 through layout: max < ideal, proposed 100 x 100, the max is raised to the ideal: 30 x 40 — REAL, OpenSwiftUI SymbolDual FrameLayoutTests")
    func c100MaxBelowIdealLayout() throws {
        // Max-only: min(max(clamp(100, …, max), 100), max) = max: 30 x 40 after normalisation (20 x 25 before).
        let result = try negotiate(
            Color.red.frame(idealWidth: 30, maxWidth: 20, idealHeight: 40, maxHeight: 25), width: 100, height: 100)
        expectFrame(result, path: "0", 35, 30, 30, 40)
    }

    @Test("C100 through layout: an infinite min makes the frame infinitely wide — REAL, OpenSwiftUI SymbolDual FrameLayoutTests")
    func c100InfiniteMinLayout() throws {
        let result = try negotiate(Color.red.frame(minWidth: .infinity), width: 100, height: 100)
        #expect(result[path: "0"]?.frame.width == .infinity, "\(result.treeDump())")
        expectNoNaN(result)
    }

    @Test("C100 through layout: NaN min is rejected (FrameSolver, I.5) — REAL fact, FrameSolver deviation")
    func c100NaNMinLayout() {
        #expect(throws: LayoutError.self) {
            try negotiate(Color.red.frame(minWidth: Expr(.nan)), width: 100, height: 100)
        }
    }

    @Test("C100 / I.1 through layout: frame(minWidth: 50, maxWidth: 20) acts as 50..50")
    func c100MaxBelowMinLayout() throws {
        let result = try negotiate(Color.red.id("c").frame(minWidth: 50, maxWidth: 20), width: 100, height: 100)
        expectFrame(result, "c", 25, 0, 50, 100)
    }

    // MARK: C101, the stack ordering key, through layouts that expose it

    @Test("C101 (10..20) < (10..30): the less flexible child is sized first — OpenSwiftUI LayoutTraitsTests")
    func c101FiniteRanges() throws {
        // At 45: (10..20) first gets 22.5 -> 20, then (10..30) gets 25. The reverse order would give 22.5 + 20.
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 30).id("b")
                Color.blue.frame(minWidth: 10, maxWidth: 20).id("a")
            }, width: 45, height: 10)
        expectFrame(result, "b", 0, 0, 25, 10)
        expectFrame(result, "a", 25, 0, 20, 10)
    }

    @Test(
        "C101 (20..40) vs (30..50): equal flexibility keeps source order — OpenSwiftUI LayoutTraitsTests",
        arguments: [false, true])
    func c101EqualFlexibility(reversed: Bool) throws {
        // At 90: the first in source order gets 45 (clamped to its max), the second gets the rest.
        // x = (20..40) first: 40 then 50. y = (30..50) first: 45 then 45 -> (20..40) takes 40; width 85.
        let x = Color.red.frame(minWidth: 20, maxWidth: 40).id("x")
        let y = Color.blue.frame(minWidth: 30, maxWidth: 50).id("y")
        let result = try negotiate(
            HStack(spacing: 0) {
                if reversed { y; x } else { x; y }
            }, width: 90, height: 10)
        if reversed {
            expectFrame(result, path: "0", 2.5, 0, 85, 10)
            expectFrame(result, "y", 2.5, 0, 45, 10)
            expectFrame(result, "x", 47.5, 0, 40, 10)
        } else {
            expectFrame(result, "x", 0, 0, 40, 10)
            expectFrame(result, "y", 40, 0, 50, 10)
        }
    }

    @Test("C101 (10..20) < (10..inf): finite before infinite — OpenSwiftUI LayoutTraitsTests")
    func c101FiniteBeforeInfinite() throws {
        // At 50: (10..20) first gets 25 -> 20; (10..inf) gets 30. The reverse would give 25 + 20.
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10).id("inf")
                Color.blue.frame(minWidth: 10, maxWidth: 20).id("fin")
            }, width: 50, height: 10)
        expectFrame(result, "inf", 0, 0, 30, 10)
        expectFrame(result, "fin", 30, 0, 20, 10)
    }

    @Test("C101 both infinitely flexible: the larger minimum goes first, (10..inf) > (20..inf) — OpenSwiftUI LayoutTraitsTests")
    func c101LargerMinimumFirst() throws {
        // At 30: (20..inf) first gets 15 -> 20; (10..inf) gets 10. Source order would give 15 + 20 = 35.
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10).id("ten")
                Color.blue.frame(minWidth: 20).id("twenty")
            }, width: 30, height: 10)
        expectFrame(result, "ten", 0, 0, 10, 10)
        expectFrame(result, "twenty", 10, 0, 20, 10)
    }

    @Test("C101 layoutPriority descending comes before flexibility — OpenSwiftUI LayoutTraitsTests")
    func c101PriorityFirst() throws {
        // Priority 1 group first: 100 - 10 (reserved min of the other) = 90; then (10..20) gets 10.
        // By flexibility alone (10..20) would go first and take 20.
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 20).id("low")
                Color.blue.layoutPriority(1).id("high")
            }, width: 100, height: 10)
        expectFrame(result, "low", 0, 0, 10, 10)
        expectFrame(result, "high", 10, 0, 90, 10)
    }
}
