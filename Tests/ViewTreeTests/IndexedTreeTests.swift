import FrameSolver
import Testing
import ViewTree

/// The static facts the flattened tree precomputes for both engines (I.1, I.2, I.4).
@Suite("IndexedTree")
struct IndexedTreeTests {
    func tree(_ view: some View) throws -> IndexedTree { IndexedTree(root: try #require(view.viewTree)) }

    @Test("I.4: nodes in pre-order with paths p.i, parents and children")
    func paths() throws {
        let tree = try tree(
            HStack {
                Color.red.padding(4)
                Text("a")
            })
        // HStack 0; padding 0.0 with its Color 0.0.0; Text 0.1.
        #expect(tree.nodes.map(\.path) == ["0", "0.0", "0.0.0", "0.1"])
        #expect(tree.nodes.map(\.parent) == [-1, 0, 1, 0])
        #expect(tree.nodes[0].children == [1, 3])
        #expect(tree.nodes.map(\.reportedKind) == ["HStack", "padding", "Color", "Text"])
    }

    @Test("I.1: a priority passes up through modifiers and a one-child stack; a bare Spacer is -inf")
    func priorities() throws {
        let tree = try tree(
            HStack {
                VStack { Color.red.layoutPriority(2).frame(width: 10) }
                Spacer()
                Color.blue.padding(1)
            })
        // 0 HStack; 0.0 VStack, 0.0.0 frame, 0.0.0.0 Color (priority 2); 0.1 Spacer; 0.2 padding, 0.2.0 Color.
        #expect(tree.nodes.map(\.priority) == [0, 2, 2, 2, -.infinity, 0, 0])
    }

    @Test("a Spacer knows the axis of the stack it sits in, through its modifiers; elsewhere none")
    func spacerAxis() throws {
        let tree = try tree(
            VStack {
                Spacer().frame(height: 5)
                ZStack { Spacer() }
            })
        // 0 VStack; 0.0 frame, 0.0.0 Spacer; 0.1 ZStack, 0.1.0 Spacer.
        #expect(tree.nodes[2].stackAxis == .vertical)
        #expect(tree.nodes[4].stackAxis == nil)
    }

    @Test("I.2: the font flows down to every node below it, the nearest setting winning")
    func environment() throws {
        let tree = try tree(
            VStack {
                Text("a")
                Text("b").font(.caption)
            }.font(.title))
        // 0 VStack (title); 0.0 Text (title); 0.1 Text (caption, set on it).
        #expect(tree.nodes.map(\.font.size) == [28, 28, 12])
    }

    @Test("a GeometryReader's reads are free below it and bound at it")
    func readers() throws {
        let tree = try tree(GeometryReader { proxy in Color.red.frame(width: proxy.size.width * 0.5) })
        // 0 GeometryReader; 0.0 frame reads the reader's width; 0.0.0 Color reads nothing.
        #expect(tree.nodes[1].freeReaders.count == 1)
        #expect(tree.nodes[0].freeReaders.isEmpty)
        #expect(tree.nodes[2].freeReaders.isEmpty)
    }
}
