import FrameSolver
import TestSupport
import Testing

/// The numbers of the seed articles quoted by SWIFTUI-LAYOUT.md (I.1, I.4). Window coordinates.
@Suite("Spec: seed article numbers")
struct SeedNumberTests {
    @Test("Seed: ScrollView { GeometryReader { _ in Rectangle() } } — the reader is 10 tall (I.1)")
    func readerInScrollView() throws {
        let result = try negotiate(
            ScrollView {
                GeometryReader { _ in Rectangle().id("rect") }.id("reader")
            }, width: 300, height: 500)
        // The reader is proposed (300, nil): 300 x 10; its content is proposed the reader's size.
        expectFrame(result, "reader", 0, 0, 300, 10)
        expectFrame(result, "rect", 0, 0, 300, 10)
    }

    @Test("Seed: GeometryReader split 25% / rest in a 300 x 60 frame: left 75, right 225")
    func readerSplit() throws {
        let result = try negotiate(
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.red.frame(width: proxy.size.width * 0.25).id("left")
                    Color.blue.id("right")
                }
            }.frame(width: 300, height: 60), width: 300, height: 60)
        expectFrame(result, "left", 0, 0, 75, 60)
        expectFrame(result, "right", 75, 0, 225, 60)
    }

    @Test("Seed: Rectangle().frame(100, 100).scaleEffect(2.2): layout 100 x 100, render 220 x 220 on the same centre")
    func scaleEffect() throws {
        let result = try negotiate(
            Rectangle().id("rect").frame(width: 100, height: 100).scaleEffect(2.2), width: 300, height: 300)
        // Layout: centred at (100, 100). Render: 2.2 x 100 = 220 about the centre (150, 150): origin 40.
        for path in ["0", "0.0", "0.0.0"] {
            expectFrame(result, path: path, 100, 100, 100, 100)
            guard let render = result[path: path]?.render else {
                Issue.record("no render frame at \(path):\n\(result.treeDump())")
                continue
            }
            expectRect(render, 40, 40, 220, 220, "render of \(path)", result)
        }
        #expect(result[path: "0"]?.kind == "scaleEffect")
        #expect(result[path: "0.0.0"]?.id == "rect")
    }
}
