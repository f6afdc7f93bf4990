import FrameSolver
import TestSupport
import Testing

/// CASES.md section D: shivatinker/OpenLayout SwiftUI-compatibility trees (pixel-compared with
/// NSHostingView; numbers DERIVED). The root is proposed the canvas and centred in it, and the
/// roots fill their canvases, so the case's frames are window coordinates.
@Suite("Oracle D: OpenLayout SwiftUI-compatibility trees")
struct OracleCompatibilityTests {
    @Test("C51 padding on a greedy Rect — REAL-VERIFIED-TREE / DERIVED, shivatinker/OpenLayout SwiftUICompatibilityTests testSimple")
    func c51() throws {
        let result = try negotiate(Rectangle().id("1").padding(.leading, 10).padding(20), width: 100, height: 100)
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "1", 30, 20, 50, 60)
    }

    @Test(
        "C52 VStack(spacing: 10) of three greedy Rects: heights 80/3 — REAL-VERIFIED-TREE / DERIVED, shivatinker/OpenLayout SwiftUICompatibilityTests testRounding"
    )
    func c52() throws {
        let result = try negotiate(
            VStack(spacing: 10) {
                Rectangle().id("1"); Rectangle().id("2"); Rectangle().id("3")
            }, width: 100, height: 100)
        // (100 - 20) / 3 = 80/3 each; 26.667 printed.
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "1", 0, 0, 100, 80.0 / 3)
        expectFrame(result, "2", 0, 110.0 / 3, 100, 80.0 / 3)
        expectFrame(result, "3", 0, 220.0 / 3, 100, 80.0 / 3)
    }

    @Test(
        "C53 Spacer between a fixedSize Rect and a greedy Rect keeps its 8 pt — REAL-VERIFIED-TREE / DERIVED, shivatinker/OpenLayout SwiftUICompatibilityTests testSpacer"
    )
    func c53() throws {
        let result = try negotiate(
            VStack(spacing: 0) {
                Rectangle().id("1").fixedSize()
                Spacer()
                Rectangle().id("2")
            }, width: 100, height: 100)
        // Rect 2: 100 - 10 - 8 = 82.
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "1", 45, 0, 10, 10)
        expectFrame(result, "2", 0, 18, 100, 82)
    }

    @Test("C54 fixedSize and flexible frames in HStacks — REAL-VERIFIED-TREE / DERIVED, shivatinker/OpenLayout SwiftUICompatibilityTests testFixedSizeInStack")
    func c54() throws {
        let result = try negotiate(
            VStack(spacing: 8) {
                HStack(spacing: 6) {
                    Rectangle().id("1").fixedSize()
                    Rectangle().id("2")
                    Rectangle().id("3").fixedSize()
                }
                HStack(spacing: 6) {
                    Rectangle().id("4").fixedSize().frame(minWidth: 50, maxWidth: 80)
                    Rectangle().frame(minWidth: 50, maxWidth: 80).id("5")
                }
                HStack(spacing: 6) {
                    Rectangle().id("6").fixedSize(horizontal: true, vertical: false)
                    Rectangle().id("7").fixedSize(horizontal: false, vertical: true)
                    Rectangle().id("8")
                }
            }, width: 200, height: 200)
        // Rows share 200 - 16 = 184 equally: 184/3 (61.3333) each, at y 0, 208/3, 416/3.
        let row: Double = 184.0 / 3
        let y1: Double = row + 8, y2 = 2 * row + 16
        expectFrame(result, path: "0", 0, 0, 200, 200)
        expectFrame(result, "1", 0, (row - 10) / 2, 10, 10)  // 25.6667
        expectFrame(result, "2", 16, 0, 168, row)
        expectFrame(result, "3", 190, (row - 10) / 2, 10, 10)
        // Row 2: 80 + 6 + 80 = 166 wide, centred at x 17; the fixed 10 x 10 centred in its 80-wide frame.
        expectFrame(result, "4", 17 + 35, y1 + (row - 10) / 2, 10, 10)  // (52, 95)
        expectFrame(result, "5", 103, y1, 80, row)
        // Row 3: 6 is 10 wide; 7 and 8 share 188 - 10 = 178.
        expectFrame(result, "6", 0, y2, 10, row)
        expectFrame(result, "7", 16, y2 + (row - 10) / 2, 89, 10)  // y 164.333 = 493/3
        expectFrame(result, "8", 111, y2, 89, row)
    }

    @Test(
        "C55 multiple spacers, explicit spacings (Spacers get the explicit gap too) — REAL-VERIFIED-TREE / DERIVED, shivatinker/OpenLayout SwiftUICompatibilityTests testMultipleSpacers"
    )
    func c55() throws {
        let result = try negotiate(
            VStack(spacing: 8) {
                HStack(spacing: 0) {
                    Spacer(); Rectangle().frame(width: 20, height: 20).id("1")
                    Spacer(); Rectangle().frame(width: 30, height: 20).id("2"); Spacer()
                }
                HStack(spacing: 4) {
                    Rectangle().id("3").fixedSize()
                    Spacer(minLength: 12)
                    Rectangle().frame(maxWidth: .infinity, minHeight: 20).id("4")
                    Spacer(minLength: 12)
                    Rectangle().id("5").fixedSize()
                }
                HStack(spacing: 8) {
                    VStack(spacing: 4) {
                        Rectangle().frame(height: 20).id("6"); Rectangle().frame(height: 20).id("7"); Spacer()
                    }
                    VStack(spacing: 4) {
                        Spacer(); Rectangle().frame(height: 20).id("8"); Rectangle().frame(height: 20).id("9")
                    }
                    VStack(spacing: 0) {
                        Spacer(); Rectangle().id("10").fixedSize(); Spacer()
                    }
                }
                VStack(spacing: 4) {
                    HStack(spacing: 0) {
                        Rectangle().frame(width: 30, height: 16).id("11"); Spacer(minLength: 0)
                        Rectangle().frame(width: 40, height: 16).id("12"); Spacer(minLength: 0)
                        Rectangle().frame(width: 20, height: 16).id("13")
                    }
                    HStack(spacing: 0) {
                        Spacer(); Rectangle().frame(width: 50, height: 16).id("14")
                    }
                    HStack(spacing: 0) {
                        Rectangle().frame(width: 50, height: 16).id("15"); Spacer()
                    }
                }
            }, width: 300, height: 300)
        expectFrame(result, path: "0", 0, 0, 300, 300)
        // Row 1: three spacers share 300 - 50 = 250: 250/3 (83.3333) each.
        expectFrame(result, "1", 250.0 / 3, 0, 20, 20)
        expectFrame(result, "2", 500.0 / 3 + 20, 0, 30, 20)  // 560/3 = 186.667
        // Row heights 20, 100, 100, 56 at y 0, 28, 136, 244.
        expectFrame(result, "3", 0, 73, 10, 10)
        expectFrame(result, "4", 30, 28, 240, 100)
        expectFrame(result, "5", 290, 73, 10, 10)
        expectFrame(result, "6", 0, 136, 137, 20)
        expectFrame(result, "7", 0, 160, 137, 20)
        expectFrame(result, "8", 145, 192, 137, 20)
        expectFrame(result, "9", 145, 216, 137, 20)
        expectFrame(result, "10", 290, 181, 10, 10)
        expectFrame(result, "11", 0, 244, 30, 16)
        expectFrame(result, "12", 135, 244, 40, 16)
        expectFrame(result, "13", 280, 244, 20, 16)
        expectFrame(result, "14", 250, 264, 50, 16)
        expectFrame(result, "15", 0, 284, 50, 16)
    }
}
