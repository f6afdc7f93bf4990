import FrameSolver
import TestSupport
import Testing

/// CASES.md section C: shivatinker/OpenLayout unit tests (REIMPL). Its harness proposes
/// 100 x 100 and centres the result in a 100 x 100 rect, which is exactly a 100 x 100 window,
/// so the case's numbers are window coordinates. `Rect(n)` is `Rectangle()`.
@Suite("Oracle C: OpenLayout unit tests")
struct OracleOpenLayoutTests {
    @Test("C31 HStack of two Rects, default spacing — REIMPL, shivatinker/OpenLayout HStackTests testBasicHStack")
    func c31() throws {
        let result = try negotiate(
            HStack {
                Rectangle().id("1"); Rectangle().id("2")
            }, width: 100, height: 100)
        expectFrame(result, "1", 0, 0, 46, 100)
        expectFrame(result, "2", 54, 0, 46, 100)
    }

    @Test("C32 HStack(spacing: 20) of three Rects — REIMPL, shivatinker/OpenLayout HStackTests testHStackWithSpacing")
    func c32() throws {
        let result = try negotiate(
            HStack(spacing: 20) {
                Rectangle().id("1"); Rectangle().id("2"); Rectangle().id("3")
            }, width: 100, height: 100)
        expectFrame(result, "1", 0, 0, 20, 100)
        expectFrame(result, "2", 40, 0, 20, 100)
        expectFrame(result, "3", 80, 0, 20, 100)
    }

    @Test("C33 HStack of fixed frames is centred — REIMPL, shivatinker/OpenLayout HStackTests testHStackWithFixedSizeChildren")
    func c33() throws {
        let result = try negotiate(
            HStack {
                Rectangle().frame(width: 30, height: 20).id("1")
                Rectangle().frame(width: 40, height: 30).id("2")
            }.id("stack"), width: 100, height: 100)
        expectFrame(result, "stack", 11, 35, 78, 30)
        expectFrame(result, "1", 11, 40, 30, 20)
        expectFrame(result, "2", 49, 35, 40, 30)
    }

    @Test("C34 HStack of min/max frames — REIMPL, shivatinker/OpenLayout HStackTests testHStackWithFlexibleFrame")
    func c34() throws {
        let result = try negotiate(
            HStack {
                Rectangle().frame(minWidth: 20, maxWidth: 40).id("1")
                Rectangle().frame(minWidth: 30, maxWidth: 50).id("2")
            }.id("stack"), width: 100, height: 100)
        expectFrame(result, "stack", 1, 0, 98, 100)
        expectFrame(result, "1", 1, 0, 40, 100)
        expectFrame(result, "2", 49, 0, 50, 100)
    }

    @Test("C35 HStack of padded Rects — REIMPL, shivatinker/OpenLayout HStackTests testHStackWithPadding")
    func c35() throws {
        let result = try negotiate(
            HStack {
                Rectangle().id("1").padding(10)
                Rectangle().id("2").padding(5)
            }, width: 100, height: 100)
        expectFrame(result, "1", 10, 10, 26, 80)
        expectFrame(result, "2", 59, 5, 36, 90)
    }

    @Test(
        "C36 HStack alignment inside frame(100, 100) — REIMPL, shivatinker/OpenLayout HStackTests testHStackTop/Center/BottomAlignment",
        arguments: [
            (VerticalAlignment.top, [30.0, 30, 30]),
            (.center, [35.0, 40, 30]),
            (.bottom, [40.0, 50, 30]),
        ])
    func c36(alignment: VerticalAlignment, ys: [Double]) throws {
        let result = try negotiate(
            HStack(alignment: alignment, spacing: 8) {
                Rectangle().frame(width: 20, height: 30).id("1")
                Rectangle().frame(width: 30, height: 20).id("2")
                Rectangle().frame(width: 25, height: 40).id("3")
            }.frame(width: 100, height: 100), width: 100, height: 100)
        expectFrame(result, "1", 4.5, ys[0], 20, 30)
        expectFrame(result, "2", 32.5, ys[1], 30, 20)
        expectFrame(result, "3", 70.5, ys[2], 25, 40)
    }

    @Test("C37 HStack mixed flexible + fixed — REIMPL, shivatinker/OpenLayout HStackTests testMixedHStack")
    func c37() throws {
        let result = try negotiate(
            HStack(spacing: 10) {
                Rectangle().frame(minWidth: 30, maxWidth: 100).id("1")
                Rectangle().frame(width: 10).id("2")
            }, width: 100, height: 100)
        expectFrame(result, "1", 0, 0, 80, 100)
        expectFrame(result, "2", 90, 0, 10, 100)
    }

    @Test("C38 VStack of fixed frames — REIMPL, shivatinker/OpenLayout VStackTests testVStackWithFixedSizeChildren")
    func c38() throws {
        let result = try negotiate(
            VStack {
                Rectangle().frame(width: 30, height: 20).id("1")
                Rectangle().frame(width: 40, height: 30).id("2")
            }.id("stack"), width: 100, height: 100)
        expectFrame(result, "stack", 30, 21, 40, 58)
        expectFrame(result, "1", 35, 21, 30, 20)
        expectFrame(result, "2", 30, 49, 40, 30)
    }

    @Test("C39 VStack of min/max height frames — REIMPL, shivatinker/OpenLayout VStackTests testVStackWithFlexibleFrame")
    func c39() throws {
        let result = try negotiate(
            VStack {
                Rectangle().frame(minHeight: 20, maxHeight: 40).id("1")
                Rectangle().frame(minHeight: 30, maxHeight: 50).id("2")
            }, width: 100, height: 100)
        expectFrame(result, "1", 0, 1, 100, 40)
        expectFrame(result, "2", 0, 49, 100, 50)
    }

    @Test(
        "C40 VStack alignment inside frame(100, 100) — REIMPL, shivatinker/OpenLayout VStackTests testVStackLeft/Center/RightAlignment",
        arguments: [
            (HorizontalAlignment.leading, [30.0, 30, 30]),
            (.center, [35.0, 30, 37.5]),
            (.trailing, [40.0, 30, 45]),
        ])
    func c40(alignment: HorizontalAlignment, xs: [Double]) throws {
        let result = try negotiate(
            VStack(alignment: alignment, spacing: 8) {
                Rectangle().frame(width: 30, height: 20).id("1")
                Rectangle().frame(width: 40, height: 25).id("2")
                Rectangle().frame(width: 25, height: 15).id("3")
            }.frame(width: 100, height: 100), width: 100, height: 100)
        expectFrame(result, "1", xs[0], 12, 30, 20)
        expectFrame(result, "2", xs[1], 40, 40, 25)
        expectFrame(result, "3", xs[2], 73, 25, 15)
    }

    @Test("C41 frame(minWidth: 80) on a Rect — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testMinWidth")
    func c41() throws {
        let result = try negotiate(Rectangle().id("1").frame(minWidth: 80), width: 100, height: 100)
        expectFrame(result, "1", 0, 0, 100, 100)
    }

    @Test("C42 frame(maxWidth: 5) on a Rect — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testMaxWidth")
    func c42() throws {
        let result = try negotiate(Rectangle().id("1").frame(maxWidth: 5), width: 100, height: 100)
        expectFrame(result, "1", 47.5, 0, 5, 100)
    }

    @Test("C43 frame(minWidth: 40, maxWidth: 60) on a Rect — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testMinMaxWidth")
    func c43() throws {
        let result = try negotiate(Rectangle().id("1").frame(minWidth: 40, maxWidth: 60), width: 100, height: 100)
        expectFrame(result, "1", 20, 0, 60, 100)
    }

    @Test("C44 all four constraints — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testAllConstraints")
    func c44() throws {
        let result = try negotiate(
            Rectangle().id("1").frame(minWidth: 30, maxWidth: 70, minHeight: 20, maxHeight: 80), width: 100, height: 100)
        expectFrame(result, "1", 15, 10, 70, 80)
    }

    @Test(
        "C45 flex-frame alignment grid — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testAlignment",
        arguments: [
            (Alignment.center, 20.0, 30.0), (.top, 20, 0), (.topLeading, 0, 0), (.topTrailing, 40, 0),
            (.leading, 0, 30), (.trailing, 40, 30), (.bottomLeading, 0, 60), (.bottom, 20, 60),
            (.bottomTrailing, 40, 60),
        ])
    func c45(alignment: Alignment, x: Double, y: Double) throws {
        let result = try negotiate(
            Rectangle().frame(maxWidth: 60, maxHeight: 40).id("1")
                .frame(minWidth: 100, minHeight: 100, alignment: alignment),
            width: 100, height: 100)
        expectFrame(result, "1", x, y, 60, 40)
    }

    @Test("C46 zero-size flex frame — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testZeroSize")
    func c46() throws {
        let result = try negotiate(
            Rectangle().id("1").frame(minWidth: 0, maxWidth: 0, minHeight: 0, maxHeight: 0), width: 100, height: 100)
        expectFrame(result, "1", 50, 50, 0, 0)
    }

    @Test("C47 maxWidth .infinity, trailing — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testInfinityMaxWidth")
    func c47() throws {
        let result = try negotiate(
            Rectangle().frame(width: 10, height: 10).id("1").frame(maxWidth: .infinity, alignment: .trailing),
            width: 100, height: 100)
        expectFrame(result, path: "0", 0, 45, 100, 10)
        expectFrame(result, "1", 90, 45, 10, 10)
    }

    @Test("C48 min-only frame cannot grow a rigid child — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testFlexibleFrameClampsFixedChildMinWidth")
    func c48() throws {
        let result = try negotiate(
            Rectangle().frame(width: 60, height: 40).id("1").frame(minWidth: 80), width: 100, height: 100)
        // Flex frame max(min(100, 60), 80) = 80 wide, 40 tall, centred at (10, 30).
        expectFrame(result, path: "0", 10, 30, 80, 40)
        expectFrame(result, "1", 20, 30, 60, 40)
    }

    @Test("C49 max-only frame smaller than a rigid child — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testFlexibleFrameClampsFixedChildMaxWidth")
    func c49() throws {
        let result = try negotiate(
            Rectangle().frame(width: 60, height: 40).id("1").frame(maxWidth: 50), width: 100, height: 100)
        // Flex frame min(max(100, 60), 50) = 50 wide at x 25; the child overflows it by 5 each side.
        expectFrame(result, path: "0", 25, 30, 50, 40)
        expectFrame(result, "1", 20, 30, 60, 40)
    }

    @Test("C50 HStack in a maxWidth .infinity leading frame — REIMPL, shivatinker/OpenLayout FlexibleFrameTests testHStackWithFlexibleFrameAlignment")
    func c50() throws {
        let result = try negotiate(
            HStack(spacing: 10) {
                Rectangle().frame(width: 20, height: 20).id("1")
                Rectangle().frame(width: 20, height: 20).id("2")
            }.frame(maxWidth: .infinity, alignment: .leading), width: 100, height: 100)
        expectFrame(result, "1", 0, 40, 20, 20)
        expectFrame(result, "2", 30, 40, 20, 20)
    }
}
