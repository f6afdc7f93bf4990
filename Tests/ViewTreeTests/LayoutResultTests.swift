import Foundation
import Testing
import ViewTree

/// Results as every consumer reads them: lookups, the tree dump, pixel rounding and JSON.
@Suite("LayoutResult")
struct LayoutResultTests {
    let result = LayoutResult(
        engine: "negotiation", window: ProposedSize(width: 100, height: nil),
        nodes: [
            NodeFrame(path: "0", kind: "HStack", frame: Rect(x: 0, y: 0, width: 100, height: 10)),
            NodeFrame(path: "0.0", kind: "Color", id: "a", frame: Rect(x: 0, y: 0, width: 33.3, height: 10)),
            NodeFrame(path: "0.0.0", kind: "Color", frame: Rect(x: 0, y: 0, width: 1, height: 1)),
            NodeFrame(path: "0.1", kind: "Text", id: "a", frame: Rect(x: 33.3, y: 0, width: .infinity, height: 10), text: "Hi"),
        ])

    @Test("lookups by path and id; depth counts the dots")
    func lookups() {
        #expect(result[path: "0.1"]?.kind == "Text")
        #expect(result[id: "a"]?.path == "0.0")
        #expect(result.all(id: "a").map(\.path) == ["0.0", "0.1"])
        #expect(result.nodes.map(\.depth) == [0, 1, 2, 1])
    }

    @Test("the tree dump draws one node a line with ├─ and └─, bars only under later siblings")
    func treeDump() {
        let dump = result.treeDump { "\($0.kind) \($0.path)" }
        #expect(dump == "HStack 0\n├─ Color 0.0\n│  └─ Color 0.0.0\n└─ Text 0.1")
    }

    @Test("a node prints as its tree-dump line: kind, #id, path, frame and render frame")
    func nodeDescription() {
        let node = NodeFrame(
            path: "0.1", kind: "frame", id: "left", frame: Rect(x: 104, y: 0, width: 75, height: 60),
            render: Rect(x: 114, y: 0, width: 75, height: 60))
        #expect("\(node)" == "frame #left 0.1  (x 104, y 0, w 75, h 60)  render (x 114, y 0, w 75, h 60)")
        #expect("\(NodeFrame(path: "0", kind: "Color", frame: Rect(x: 0, y: 0, width: 1, height: 2)))" == "Color 0  (x 0, y 0, w 1, h 2)")
    }

    @Test("pixel rounding snaps edges, not sizes, so touching neighbours keep touching")
    func pixelRounding() {
        // At scale 2 the edge 33.3 goes to 33.5 (66.6 rounds to 67); the first Color becomes
        // 33.5 wide and the Text starts at 33.5: they still touch. An infinite width stays.
        let rounded = result.roundedToPixels(scale: 2)
        #expect(rounded[path: "0.0"]?.frame == Rect(x: 0, y: 0, width: 33.5, height: 10))
        #expect(rounded[path: "0.1"]?.frame.x == 33.5)
        #expect(rounded[path: "0.1"]?.frame.width == .infinity)
        #expect(result.roundedToPixels(scale: 0) == result)
    }

    @Test("a scale whose product with an edge overflows keeps the exact edges, never NaN")
    func pixelRoundingOverflow() {
        // 40.5 x 1e307 is infinite; the edge stays 40.5 rather than giving the width
        // inf - inf = NaN. Every edge here overflows (20.5 x 1e307 > 1.8e308), so nothing moves.
        let rect = Rect(x: 40.5, y: 20.5, width: 60.25, height: 30.25)
        #expect(roundToPixels(rect, scale: 1e307) == rect)
    }

    @Test("JSON round-trips, infinity written as \"inf\" and a nil window side as null")
    func json() throws {
        let data = try JSONEncoder().encode(result)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""width":"inf""#))
        #expect(text.contains(#""height":null"#))
        #expect(try JSONDecoder().decode(LayoutResult.self, from: data) == result)
    }
}
