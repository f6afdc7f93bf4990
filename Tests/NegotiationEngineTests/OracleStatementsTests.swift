import FrameSolver
import TestSupport
import Testing

/// CASES.md section B: other real-SwiftUI statements with numbers (articles and documented
/// experiments). Window coordinates; the root is centred in the window on finite axes (I.1).
@Suite("Oracle B: other real-SwiftUI statements")
struct OracleStatementsTests {
    @Test("C24 HStack(spacing: 0) of three Rectangles in a 300-wide frame: 100 each — REAL-MEASURED, objc.io 'How an HStack Lays out Its Children'")
    func c24() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).id("r")
                Rectangle().fill(Color.green).id("g")
                Rectangle().fill(Color.blue).id("b")
            }.frame(width: 300, height: 100), width: 300, height: 100)
        expectFrame(result, "r", 0, 0, 100, 100)
        expectFrame(result, "g", 100, 0, 100, 100)
        expectFrame(result, "b", 200, 0, 100, 100)
    }

    @Test(
        "C25 (= spec E3.2) the less flexible child is sized first and the stack overflows (75/100) — REAL-MEASURED, objc.io 'How an HStack Lays out Its Children'; objcio/S01E238 testExample"
    )
    func c25() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(maxWidth: 100).id("red")
                Rectangle().fill(Color.green).frame(minWidth: 100).id("green")
            }.id("stack").frame(width: 150, height: 100), width: 150, height: 100)
        // Red offered 150 / 2 = 75; green offered 75 but its minimum is 100. Stack 175, centred: -12.5.
        expectFrame(result, "stack", -12.5, 0, 175, 100)
        expectFrame(result, "red", -12.5, 0, 75, 100)
        expectFrame(result, "green", 62.5, 0, 100, 100)
    }

    static func c26Stack() -> some View {
        VStack(spacing: 0) {
            Color.blue.frame(minHeight: 5, maxHeight: 100).id("blue")
            Color.orange.frame(minHeight: 80).id("orange")
        }
    }

    @Test("C26 a VStack proposed height 0 reports the sum of minima, 85 — REAL-MEASURED, stackotter/swiftui-layout-edge-cases vStackIncorrectMinimumHeight")
    func c26Minimum() throws {
        let result = try negotiate(Self.c26Stack(), width: 100, height: 0)
        // 5 + 80 = 85; the root is centred in the 0-tall window: y = (0 - 85) / 2.
        expectFrame(result, path: "0", 0, -42.5, 100, 85)
        expectSize(result, "blue", 100, 5)
        expectSize(result, "orange", 100, 80)
    }

    @Test("C26 proposed its minimum 85 the VStack overflows to 122.5 — REAL-MEASURED, stackotter/swiftui-layout-edge-cases vStackIncorrectMinimumHeight")
    func c26Overflow() throws {
        let result = try negotiate(Self.c26Stack(), width: 100, height: 85)
        // Blue (range 95) first: offered 85 / 2 = 42.5; orange offered 42.5, takes its minimum 80.
        // Stack 122.5 centred in 85: y0 = (85 - 122.5) / 2 = -18.75.
        let y0: Double = (85 - 122.5) / 2
        expectFrame(result, path: "0", 0, y0, 100, 122.5)
        expectFrame(result, "blue", 0, y0, 100, 42.5)
        expectFrame(result, "orange", 0, y0 + 42.5, 100, 80)
    }

    @Test("C27 aspectRatio(16/9, .fit) proposes 100 x 56.25 and reports the child's answer — REAL-MEASURED, objc.io 'Aspect Ratios in SwiftUI'")
    func c27Fit() throws {
        // A Color answers exactly what it is proposed, so its frame shows the proposal.
        let result = try negotiate(Color.red.id("child").aspectRatio(16.0 / 9, contentMode: .fit), width: 100, height: 100)
        let h: Double = 100 / (16.0 / 9)  // 56.25
        expectFrame(result, path: "0", 0, (100 - h) / 2, 100, h)
        expectFrame(result, "child", 0, (100 - h) / 2, 100, h)
    }

    @Test("C27 aspectRatio(16/9, .fill) proposes 177.78 x 100 — REAL-MEASURED, objc.io 'Aspect Ratios in SwiftUI'")
    func c27Fill() throws {
        let result = try negotiate(Color.red.id("child").aspectRatio(16.0 / 9, contentMode: .fill), width: 100, height: 100)
        let w: Double = 100 * 16.0 / 9  // 1600/9 = 177.77…
        expectFrame(result, path: "0", (100 - w) / 2, 0, w, 100)
        expectFrame(result, "child", (100 - w) / 2, 0, w, 100)
    }

    @Test("C27 note: with a nil ratio the child's ideal size gives the ratio — REAL-MEASURED, objc.io 'Aspect Ratios in SwiftUI'")
    func c27NilRatio() throws {
        // Ideal 20 x 10 (ratio 2): .fit in 100 x 100 proposes 100 x 50; the frame answers it.
        let result = try negotiate(Color.red.frame(idealWidth: 20, idealHeight: 10).id("child").scaledToFit(), width: 100, height: 100)
        expectFrame(result, "child", 0, 25, 100, 50)
    }

    @Test(
        "C28 a Rectangle's ideal size is 10 x 10 whatever the window — DOC, swiftuifieldguide.com/layout/ideal-size",
        arguments: [(100.0 as Double?, 100.0 as Double?), (0, 0), (nil, nil), (.infinity, .infinity), (300, nil)])
    func c28(width: Double?, height: Double?) throws {
        let result = try negotiate(Rectangle().id("rect").fixedSize(), width: width, height: height)
        expectFrame(result, "rect", centred(10, in: width), centred(10, in: height), 10, 10)
    }

    @Test("C29 a vertical ScrollView proposes (W, nil), takes the proposed height and the content's width — DOC, swiftuifieldguide.com/layout/scrollview")
    func c29() throws {
        let result = try negotiate(
            ScrollView {
                Color.red.frame(width: 50).id("content")
            }.id("scroll"), width: 300, height: 500)
        // Content: (50, nil) to the Color -> 50 x 10. ScrollView 50 x 500, centred at x 125; content top-leading.
        expectFrame(result, "scroll", 125, 0, 50, 500)
        expectFrame(result, "content", 125, 0, 50, 10)
    }

    @Test(
        "C29 note: an empty ScrollView stays greedy in a VStack — REIMPL, swift-cross-ui StackLayoutTests 'Empty ScrollView should still be greedy in stack (#328)'"
    )
    func c29EmptyScrollView() throws {
        let result = try negotiate(
            VStack {
                Text("Dummy").id("text")
                ScrollView {}.id("scroll")
            }, width: 100, height: 200)
        // Text (I.2): 5 x 8.5 = 42.5 by 20.4; the ScrollView takes 200 - 20.4 - 8.
        #expect(result[path: "0"].map { close($0.frame.height, 200) } == true, "\(result.treeDump())")
        expectSize(result, "text", 42.5, 20.4)
        #expect(result[id: "scroll"].map { close($0.frame.height, 200 - 20.4 - 8) } == true, "\(result.treeDump())")
    }

    @Test("C30 GeometryReader accepts the proposal; children at top-leading — REAL-VERIFIED-TREE / DERIVED, OpenSwiftUI GeometryReaderUITests overlapView")
    func c30() throws {
        let result = try negotiate(
            GeometryReader { g in
                Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
                Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
            }.id("reader"), width: 200, height: 200)
        expectFrame(result, "reader", 0, 0, 200, 200)
        expectFrame(result, "blue", 0, 0, 100, 100)
        expectFrame(result, "red", 0, 0, 200.0 / 3, 200.0 / 3)
    }

    @Test("C30 note: FrameSolver's GeometryReader ideal size is 10 x 10 (I.1) — DOC seed article, DISPUTED in CASES.md")
    func c30Ideal() throws {
        let result = try negotiate(GeometryReader { _ in Color.blue }.id("reader").fixedSize(), width: 200, height: 200)
        expectFrame(result, "reader", 95, 95, 10, 10)
    }
}
