import FrameSolverNegotiation
import Testing

/// The result-builder DSL builds the view tree I.4 describes: modifiers wrap their view as
/// child 0, attributes stay on the node, and groups, conditionals and ForEach splice.
@Suite("DSL trees")
struct DSLTreeTests {
    func kinds(_ node: ViewNode) -> [String] {
        var names: [String] = []
        node.preorder { node, depth in names.append(String(repeating: " ", count: depth) + node.kind.name) }
        return names
    }

    @Test("a layout modifier wraps the view it modifies as child 0")
    func modifiersWrap() throws {
        let tree = try #require(Color.red.padding(10).frame(width: 50).viewTree)
        let color = ViewNode(.color(.named("red")))
        let padding = ViewNode(.padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)), children: [color])
        #expect(tree == ViewNode(.frame(FixedFrame(width: 50)), children: [padding]))
    }

    @Test("id, layoutPriority and font are attributes of the node, not nodes")
    func attributes() throws {
        let tree = try #require(Text("a").font(.caption).layoutPriority(1).id("t").viewTree)
        #expect(tree.kind == .text("a"))
        #expect(tree.children.isEmpty)
        #expect(tree.attributes.id == "t")
        #expect(tree.attributes.layoutPriority == 1)
        #expect(tree.attributes.font == .caption)
    }

    @Test("Group, if/else and ForEach splice their views into the parent")
    func splicing() throws {
        let flag = false
        let tree = try #require(
            HStack {
                Group {
                    Color.red
                    Color.blue
                }
                if flag { Text("never") } else { Spacer() }
                ForEach([1, 2]) { _ in Divider() }
            }.viewTree)
        #expect(kinds(tree) == ["HStack", " Color", " Color", " Spacer", " Divider", " Divider"])
    }

    @Test("several views in an overlay form an implicit ZStack as child 1 (I.4)")
    func overlayContent() throws {
        let tree = try #require(
            Color.red.overlay {
                Text("a")
                Text("b")
            }.viewTree)
        #expect(kinds(tree) == ["overlay", " Color", " ZStack", "  Text", "  Text"])
    }

    @Test("GeometryReader content reads the proxy's size as variables of that reader")
    func readerExpressions() throws {
        let tree = try #require(GeometryReader { proxy in Color.red.frame(width: proxy.size.width * 0.25) }.viewTree)
        guard case .geometryReader(let reader) = tree.kind, case .frame(let frame) = tree.children.first?.kind else {
            Issue.record("expected a GeometryReader over a frame, got \(kinds(tree))")
            return
        }
        #expect(frame.width?.variables == [.readerWidth(reader)])
        // At a reader 400 wide: 400 x 0.25 = 100.
        #expect(try frame.width?.evaluate { $0 == .readerWidth(reader) ? 400 : nil } == 100)
    }
}
