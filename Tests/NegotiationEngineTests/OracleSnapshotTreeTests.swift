import FrameSolver
import TestSupport
import Testing

/// CASES.md section E: OpenSwiftUI UI snapshot trees (reference images recorded from real
/// SwiftUI; numbers DERIVED). Frames are "canvas": window coordinates in a 200 x 200 window.
@Suite("Oracle E: OpenSwiftUI snapshot trees (200 x 200 canvas)")
struct OracleSnapshotTreeTests {
    @Test(
        "C59 HStack of two 50x50 Colors in a 150x150 frame with background — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI HVStackUITests stackFrameElementFrameHStack"
    )
    func c59() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .frame(width: 150, height: 150)
            .background { Color.black.id("black") }, width: 200, height: 200)
        expectFrame(result, "black", 25, 25, 150, 150)
        expectFrame(result, "red", 46, 75, 50, 50)
        expectFrame(result, "blue", 104, 75, 50, 50)
    }

    @Test("C60 nested stacks with explicit spacings — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI HVStackUITests elementFrameSpacingHVStack")
    func c60() throws {
        let result = try negotiate(
            VStack(spacing: 20) {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack(spacing: 30) {
                    Color.green.frame(width: 40, height: 40).id("green")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                }
            }.background { Color.black.id("black") }, width: 200, height: 200)
        expectFrame(result, path: "0", 45, 20, 110, 160)
        expectFrame(result, "black", 45, 20, 110, 160)
        expectFrame(result, "red", 80, 20, 40, 40)
        expectFrame(result, "blue", 80, 80, 40, 40)
        expectFrame(result, "green", 45, 140, 40, 40)
        expectFrame(result, "yellow", 115, 140, 40, 40)
    }

    @Test("C61 nested stacks with leading/top alignment — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI HVStackUITests elementFrameAlignmentHVStack")
    func c61() throws {
        let result = try negotiate(
            VStack(alignment: .leading) {
                Color.red.frame(width: 30, height: 30).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack(alignment: .top) {
                    Color.green.frame(width: 50, height: 50).id("green")
                    Color.yellow.frame(width: 60, height: 60).id("yellow")
                }
            }.background { Color.black.id("black") }, width: 200, height: 200)
        expectFrame(result, path: "0", 41, 27, 118, 146)
        expectFrame(result, "black", 41, 27, 118, 146)
        expectFrame(result, "red", 41, 27, 30, 30)
        expectFrame(result, "blue", 41, 65, 40, 40)
        expectFrame(result, "green", 41, 113, 50, 50)
        expectFrame(result, "yellow", 99, 113, 60, 60)
    }

    @Test("C62 all-greedy nested stacks: (200 - 16)/3 per row — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI HVStackUITests defaultHVStack")
    func c62() throws {
        let result = try negotiate(
            VStack {
                Color.red.id("red")
                Color.blue.id("blue")
                HStack {
                    Color.green.id("green"); Color.yellow.id("yellow")
                }
            }.background { Color.black.id("black") }, width: 200, height: 200)
        let row: Double = 184.0 / 3  // 61.3333
        expectFrame(result, "black", 0, 0, 200, 200)
        expectFrame(result, "red", 0, 0, 200, row)
        expectFrame(result, "blue", 0, row + 8, 200, row)  // 69.3333
        expectFrame(result, "green", 0, 2 * row + 16, 96, row)  // 138.667 = 416/3
        expectFrame(result, "yellow", 104, 2 * row + 16, 96, row)
    }

    @Test("C63 layoutPriority(1) takes everything left after minima — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI HVStackUITests layoutPriorityForHVStack")
    func c63() throws {
        let result = try negotiate(
            VStack {
                Color.red.id("red")
                Color.blue.layoutPriority(1).id("blue")
                HStack {
                    Color.green.id("green"); Color.yellow.id("yellow")
                }
            }.background { Color.black.id("black") }, width: 200, height: 200)
        expectFrame(result, "black", 0, 0, 200, 200)
        expectFrame(result, "red", 0, 0, 200, 0)
        expectFrame(result, "blue", 0, 8, 200, 184)
        expectFrame(result, "green", 0, 200, 96, 0)
        expectFrame(result, "yellow", 104, 200, 96, 0)
    }

    @Test("C64 'red and blue should have the same size' — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI HVStackUITests sameSizeInVStack")
    func c64() throws {
        let result = try negotiate(
            VStack(spacing: 20) {
                Color.red.id("red")
                Color.yellow.frame(width: 10, height: 10).id("yellow")
                Color.blue.id("blue")
            }, width: 200, height: 200)
        expectFrame(result, "red", 0, 0, 200, 75)
        expectFrame(result, "yellow", 95, 95, 10, 10)
        expectFrame(result, "blue", 0, 125, 200, 75)
    }

    @Test("C65 Spacer between two 50x50 Colors in a 200x80 frame — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests spacerInHStack")
    func c65() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer().id("spacer")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }
            .frame(width: 200, height: 80)
            .background(Color.gray.opacity(0.3).id("gray")), width: 200, height: 200)
        expectFrame(result, "gray", 0, 60, 200, 80)
        expectFrame(result, "red", 0, 75, 50, 50)
        expectFrame(result, "spacer", 50, 100, 100, 0)
        expectFrame(result, "blue", 150, 75, 50, 50)
    }

    @Test("C66 Spacer(minLength: 50) with enough room — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests spacerWithMinLengthInHStack")
    func c66() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer(minLength: 50).id("s")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.frame(width: 180, height: 80).id("frame"), width: 200, height: 200)
        expectFrame(result, "frame", 10, 60, 180, 80)
        expectFrame(result, "red", 10, 75, 50, 50)
        expectFrame(result, "s", 60, 100, 80, 0)
        expectFrame(result, "blue", 140, 75, 50, 50)
    }

    @Test("C67 Spacer(minLength: 100) larger than the leftover — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests spacerWithLargeMinLength")
    func c67() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 30, height: 50).id("red")
                Spacer(minLength: 100).id("s")
                Color.blue.frame(width: 30, height: 50).id("blue")
            }.frame(width: 200, height: 80).id("frame"), width: 200, height: 200)
        expectFrame(result, "frame", 0, 60, 200, 80)
        expectFrame(result, "red", 0, 75, 30, 50)
        expectFrame(result, "s", 30, 100, 140, 0)
        expectFrame(result, "blue", 170, 75, 30, 50)
    }

    @Test(
        "C68 a leading Spacer pushes content right; non-spacer pairs keep 8 pt — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests spacerAtStartInHStack")
    func c68() throws {
        let result = try negotiate(
            HStack {
                Spacer().id("s")
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.frame(width: 200, height: 80).id("frame"), width: 200, height: 200)
        expectFrame(result, "frame", 0, 60, 200, 80)
        expectFrame(result, "s", 0, 100, 92, 0)
        expectFrame(result, "red", 92, 75, 50, 50)
        expectFrame(result, "blue", 150, 75, 50, 50)
    }

    @Test("C69 Spacers at both ends split equally — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests spacersAtBothEndsInHStack")
    func c69() throws {
        let result = try negotiate(
            HStack {
                Spacer().id("s1")
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
                Spacer().id("s2")
            }.frame(width: 200, height: 80).id("frame"), width: 200, height: 200)
        expectFrame(result, "frame", 0, 60, 200, 80)
        expectFrame(result, "s1", 0, 100, 46, 0)
        expectFrame(result, "red", 46, 75, 50, 50)
        expectFrame(result, "blue", 104, 75, 50, 50)
        expectFrame(result, "s2", 154, 100, 46, 0)
    }

    @Test(
        "C70 HStack with a Spacer and no frame takes the full width and the content's height — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests spacerInHStackWithoutFrame"
    )
    func c70() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Spacer().id("s")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.background(Color.gray.opacity(0.3).id("gray")), width: 200, height: 200)
        expectFrame(result, path: "0", 0, 75, 200, 50)
        expectFrame(result, "gray", 0, 75, 200, 50)
        expectFrame(result, "red", 0, 75, 50, 50)
        expectFrame(result, "s", 50, 100, 100, 0)
        expectFrame(result, "blue", 150, 75, 50, 50)
    }

    @Test("C71 nested stacks with spacers — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests nestedStacksWithSpacers")
    func c71() throws {
        let result = try negotiate(
            VStack {
                HStack {
                    Color.red.frame(width: 40, height: 40).id("red")
                    Spacer().id("s1")
                    Color.blue.frame(width: 40, height: 40).id("blue")
                }
                Spacer().id("s2")
                HStack {
                    Spacer().id("s3")
                    Color.green.frame(width: 40, height: 40).id("green")
                    Spacer().id("s4")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                    Spacer().id("s5")
                }
            }.frame(width: 200, height: 200).id("frame"), width: 200, height: 200)
        expectFrame(result, "frame", 0, 0, 200, 200)
        expectFrame(result, "red", 0, 0, 40, 40)
        expectFrame(result, "s1", 40, 20, 120, 0)
        expectFrame(result, "blue", 160, 0, 40, 40)
        expectFrame(result, "s2", 100, 40, 0, 120)
        expectFrame(result, "s3", 0, 180, 40, 0)
        expectFrame(result, "green", 40, 160, 40, 40)
        expectFrame(result, "s4", 80, 180, 40, 0)
        expectFrame(result, "yellow", 120, 160, 40, 40)
        expectFrame(result, "s5", 160, 180, 40, 0)
    }

    @Test(
        "C72 spacers with different minLength share equally once minima are met — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI SpacerUITests complexLayoutWithMultipleSpacers"
    )
    func c72() throws {
        let result = try negotiate(
            VStack(spacing: 20) {
                HStack {
                    Color.red.frame(width: 30, height: 30).id("red")
                    Spacer(minLength: 20).id("s1")
                    Color.blue.frame(width: 30, height: 30).id("blue")
                    Spacer(minLength: 10).id("s2")
                    Color.green.frame(width: 30, height: 30).id("green")
                }
                HStack {
                    Spacer().id("s3")
                    Color.yellow.frame(width: 60, height: 30).id("yellow")
                    Spacer().id("s4")
                }
                HStack {
                    Color.orange.frame(width: 40, height: 30).id("orange")
                    Spacer().id("s5")
                    Color.purple.frame(width: 40, height: 30).id("purple")
                }
            }.frame(width: 200, height: 180).id("frame"), width: 200, height: 200)
        expectFrame(result, "frame", 0, 10, 200, 180)
        expectFrame(result, "red", 0, 35, 30, 30)
        expectFrame(result, "s1", 30, 50, 55, 0)  // (200 - 90) / 2
        expectFrame(result, "blue", 85, 35, 30, 30)
        expectFrame(result, "s2", 115, 50, 55, 0)
        expectFrame(result, "green", 170, 35, 30, 30)
        expectFrame(result, "s3", 0, 100, 70, 0)
        expectFrame(result, "yellow", 70, 85, 60, 30)
        expectFrame(result, "s4", 130, 100, 70, 0)
        expectFrame(result, "orange", 0, 135, 40, 30)
        expectFrame(result, "s5", 40, 150, 120, 0)
        expectFrame(result, "purple", 160, 135, 40, 30)
    }

    @Test("C73 max-only flex frames in a leading VStack and a top HStack — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI FrameLayoutUITests flexFrameMax")
    func c73() throws {
        let result = try negotiate(
            VStack {
                VStack(alignment: .leading) {
                    Color.red.frame(maxWidth: 50, maxHeight: 50).id("red1")
                    Color.green.frame(maxWidth: 40, maxHeight: 30).id("green1")
                    Color.blue.frame(maxWidth: 30, maxHeight: 30).id("blue1")
                }
                HStack(alignment: .top) {
                    Color.red.frame(maxWidth: 50, maxHeight: 50).id("red2")
                    Color.green.frame(maxWidth: 40, maxHeight: 30).id("green2")
                    Color.blue.frame(maxWidth: 30, maxHeight: 30).id("blue2")
                }
            }, width: 200, height: 200)
        // Root 136 x 184 centred at (32, 8).
        expectFrame(result, path: "0", 32, 8, 136, 184)
        expectFrame(result, "red1", 75, 8, 50, 50)
        expectFrame(result, "green1", 75, 66, 40, 30)
        expectFrame(result, "blue1", 75, 104, 30, 30)
        expectFrame(result, "red2", 32, 142, 50, 50)
        expectFrame(result, "green2", 90, 142, 40, 30)
        expectFrame(result, "blue2", 138, 142, 30, 30)
    }

    @Test("C74 default padding 16 + background — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI PaddingLayoutUITests defaultPadding")
    func c74() throws {
        let result = try negotiate(
            Color.blue.frame(width: 50, height: 30).id("blue").padding().background(Color.red.id("red")),
            width: 200, height: 200)
        expectFrame(result, path: "0", 59, 69, 82, 62)
        expectFrame(result, "red", 59, 69, 82, 62)
        expectFrame(result, "blue", 75, 85, 50, 30)
    }

    @Test("C75 EdgeInsets padding — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI PaddingLayoutUITests edgeInsetsPadding")
    func c75() throws {
        let result = try negotiate(
            Color.blue.frame(width: 50, height: 30).id("blue")
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))
                .background(Color.red.id("red")),
            width: 200, height: 200)
        expectFrame(result, path: "0", 57.5, 65, 85, 70)
        expectFrame(result, "red", 57.5, 65, 85, 70)
        expectFrame(result, "blue", 77.5, 75, 50, 30)
    }
}
