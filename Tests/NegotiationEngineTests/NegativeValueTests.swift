import FrameSolver
import TestSupport
import Testing

/// SwiftUI allows negative padding and spacing (I.5); hand-computed expectations.
@Suite("Negative padding and spacing")
struct NegativeValueTests {
    @Test("Negative spacing overlaps neighbours by that much")
    func negativeSpacing() throws {
        // Two 50-wide frames with spacing -10: 50 + 50 - 10 = 90 wide, centred in 300: x = 105.
        let result = try negotiate(
            HStack(spacing: -10) {
                Color.red.frame(width: 50, height: 20).id("a")
                Color.blue.frame(width: 50, height: 20).id("b")
            }.id("stack"), width: 300, height: 100)
        expectFrame(result, "stack", 105, 40, 90, 20)
        expectFrame(result, "a", 105, 40, 50, 20)
        expectFrame(result, "b", 145, 40, 50, 20)
    }

    @Test("Negative spacing gives flexible children more than the proposal")
    func negativeSpacingFlexible() throws {
        // W = 100 - (-20) = 120, two Colors of 60; the second starts at 60 - 20 = 40.
        let result = try negotiate(
            HStack(spacing: -20) {
                Color.red.id("a")
                Color.blue.id("b")
            }, width: 100, height: 10)
        expectFrame(result, "a", 0, 0, 60, 10)
        expectFrame(result, "b", 40, 0, 60, 10)
    }

    // Negative padding proposing more to the child (padding(-10) in 100 x 100: the child
    // 120 x 120 at (-10, -10)) is spec I.5: SpecExampleHostileValueTests.negativePadding.

    @Test("Negative padding never answers a negative size")
    func negativePaddingFloor() throws {
        // A 5x5 frame padded by -10: 5 - 20 < 0, so the padding answers 0x0 (FrameSolver's rule).
        let result = try negotiate(Color.red.frame(width: 5, height: 5).padding(-10).id("padding"), width: 100, height: 100)
        expectFrame(result, "padding", 50, 50, 0, 0)
    }
}

/// Found by the differential run (seed 99157 of `framesolver fuzz`): a child whose minimum is
/// infinite made the remaining space inf - inf = NaN when its reservation was released.
@Suite("Infinite minimums in a stack")
struct InfiniteMinimumTests {
    @Test("A child with an infinite minimum is offered 0, not NaN")
    func infiniteMinimum() throws {
        // Proposed (51, inf): aspectRatio(0.5, .fill) answers inf x inf even to a width of 0
        // (its scale is max(0 / 0.5, inf / 1)), so its minimum is inf. The frame (priority 1)
        // goes first and is offered max((51 - inf) / 1, 0) = 0 -> 10; then releasing the
        // reservation gives -inf + inf: the offer is 0 and the child answers inf x inf.
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.aspectRatio(0.5, contentMode: .fill).layoutPriority(-1).id("a")
                Color.blue.frame(width: 10).layoutPriority(1).id("b")
            }, width: 51, height: .infinity)
        expectNoNaN(result)
        #expect(result[id: "a"]?.frame.width == .infinity)
        #expect(result[id: "b"]?.frame.width == 10)
    }
    @Test("A frame length below 0 by rounding is 0 in both engines; a real negative one is absent")
    func roundingNegativeFrameLength() throws {
        // (100 - 100.00000000000001) / 2 is -7.1e-15: the difference of two lengths equal but
        // for their last bit. It is 0 (NumericPolicy.lengthRounding), so the frame is 0 wide,
        // not absent (absent would take the whole 100-wide proposal).
        let dust: Double = (100.0 - 100.00000000000001) / 2
        #expect(dust < 0 && dust > -1e-13)
        for (width, expected, warned) in [(dust, 0.0, false), (-1e-6, 100, true)] {
            let view = Color.red.frame(width: Expr(width), height: 10).id("frame")
            let negotiated = try negotiate(view, width: 100, height: 100)
            let solved = try ConstraintEngine().layout(view.viewTree, in: ProposedSize(width: 100, height: 100))
            for result in [negotiated, solved] {
                // Centred: x (100 - width) / 2, y 45.
                expectFrame(result, "frame", (100 - expected) / 2, 45, expected, 10)
                #expect(result.warnings.isEmpty != warned, "\(width): \(result.warnings)")
            }
        }
    }
}
