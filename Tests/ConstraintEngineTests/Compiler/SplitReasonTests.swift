@testable import ConstraintEngine
import LinearProgramming
import Testing

/// A split's reason and a piece's cause read as they did when they were spelt at once.
@Suite("Split reasons, spelt when read")
struct SplitReasonTests {
    @Test("A clamp's switch names its origin, with the note in parentheses; a cause adds its boundary")
    func spelling() {
        let origin: LPOrigin = "0.0 padding proposed width"
        #expect(SplitReason.switchesSides(origin).description == "0.0 padding proposed width switches sides")
        #expect(
            SplitReason.switchesSides(origin, note: "the piece's 64 binaries are used").description
                == "0.0 padding proposed width switches sides (the piece's 64 binaries are used)")
        #expect(SplitReason("Text at 0.1 wraps differently").description == "Text at 0.1 wraps differently")
        let cause = PieceCause(reason: .switchesSides(origin), boundary: .crossing(side: 0, at: 0.4))
        #expect(cause.description == "0.0 padding proposed width switches sides (width 0.4)")
        #expect(PieceBoundary.crossing(side: 1, at: 412.5).description == "height 412.5")
        #expect(PieceBoundary.heightHeld(844).description == "height held at 844")
        #expect(PieceBoundary.atThisWindow.description == "at this window")
        // Splits at the 64-binary cap are counted by their note, without spelling the path.
        #expect(SplitReason.switchesSides(origin, note: ProgramBuilder.binaryCapCause).isBinaryCapSplit)
        #expect(!SplitReason.switchesSides(origin).isBinaryCapSplit)
        #expect(!SplitReason("the piece's 64 binaries are used").isBinaryCapSplit)
    }
}
