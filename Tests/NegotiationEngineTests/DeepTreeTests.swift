import Foundation
import FrameSolver
import Synchronization
import TestSupport
import Testing

/// Deep nesting: no stack overflow, and each node is measured a bounded number of times, so
/// the work is linear in depth (counted, not timed).
@Suite("Deep trees")
struct DeepTreeTests {
    /// A chain `depth` levels deep cycling through stacks and modifiers, a Color at the bottom.
    static func chain(depth: Int) -> ViewNode {
        var node = ViewNode(.color(.named("red")))
        for level in 0..<(depth - 1) {
            switch level % 5 {
            case 0: node = ViewNode(.stack(StackSpec(axis: .horizontal)), children: [node, ViewNode(.color(.named("blue")))])
            case 1: node = ViewNode(.padding(EdgeInsets(.all, 1)), children: [node])
            case 2: node = ViewNode(.stack(StackSpec(axis: .vertical, spacing: 0)), children: [node])
            case 3: node = ViewNode(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), children: [node])
            default: node = ViewNode(.zStack(alignment: .center), children: [node])
            }
        }
        return node
    }

    /// No node is measured more than this many times, whatever the depth: the cache answers
    /// repeated proposals, and a node sees a bounded set of distinct ones (0, inf, its offers).
    static let measuresPerNode = 40

    @Test("A tree 1,000 levels deep lays out, each node measured a bounded number of times")
    func thousandLevels() throws {
        let root = Self.chain(depth: 1_000)
        #expect(root.depth == 1_000)
        let (result, counts) = try NegotiationEngine().measuredLayout(root, in: ProposedSize(width: 4_000, height: 3_000))
        #expect(result.nodes.count == root.nodeCount)
        #expect((counts.max() ?? 0) <= Self.measuresPerNode)
        #expect(result.nodes.allSatisfy { !$0.frame.width.isNaN && !$0.frame.height.isNaN })
    }

    @Test(
        "Work per node stays bounded as depth grows, so total work is linear in depth",
        arguments: [250, 500, 1_000, 2_000])
    func linearWork(depth: Int) throws {
        let root = Self.chain(depth: depth)
        let counts = try NegotiationEngine().measuredLayout(root, in: ProposedSize(width: 4_000, height: 3_000)).measureCounts
        #expect(counts.count == root.nodeCount)
        #expect((counts.max() ?? 0) <= Self.measuresPerNode, "a node was measured \(counts.max() ?? 0) times at depth \(depth)")
        #expect(counts.reduce(0, +) <= Self.measuresPerNode * counts.count)
    }

    @Test("A chain of 2,000 paddings lays out with every frame and path, the paths spelt when read")
    func twoThousandPaddings() throws {
        // 2,000 nested padding(1) around Color.frame(width: 10, height: 10): paddings 0..1999
        // (0 the root), then the frame (2000) and its Color (2001).
        var node = ViewNode(.frame(FixedFrame(width: 10, height: 10)), children: [ViewNode(.color(.gray))])
        for _ in 0..<2_000 { node = ViewNode(.padding(EdgeInsets(.all, 1)), children: [node]) }
        let result = try NegotiationEngine().layout(node, in: ProposedSize(width: 5_000, height: 5_000))
        #expect(result.nodes.count == 2_002)
        // Padding k wraps 2000 - k more paddings and the 10x10 frame: 10 + 2 (2000 - k) on each
        // side. The root (4,010) is centred in 5,000: origin (5000 - 4010) / 2 = 495; each level
        // starts 1 further in, so padding k is at 495 + k and the frame and Color at 2,495.
        for k in [0, 1, 999, 1_999] {
            let side = 10 + 2 * Double(2_000 - k)
            #expect(result.nodes[k].frame == Rect(x: 495 + Double(k), y: 495 + Double(k), width: side, height: side))
            #expect(result.nodes[k].kind == "padding")
            #expect(result.nodes[k].depth == k)
        }
        #expect(result.nodes[2_000].frame == Rect(x: 2_495, y: 2_495, width: 10, height: 10))
        #expect(result.nodes[2_001].frame == Rect(x: 2_495, y: 2_495, width: 10, height: 10))
        // I.4: the i-th child of p is p.i, so node k is "0" followed by k times ".0".
        let deepest = "0" + String(repeating: ".0", count: 2_001)
        #expect(result.nodes[2_001].path == deepest)
        #expect(result.nodes[1].path == "0.0")
        #expect(result[path: deepest]?.kind == "Color")
        // A frame whose path was written out equals the one whose path is spelt from the tree.
        let written = NodeFrame(path: deepest, kind: "Color", frame: Rect(x: 2_495, y: 2_495, width: 10, height: 10))
        #expect(result.nodes[2_001] == written)
        #expect(Set([result.nodes[2_001], written]).count == 1)
    }

    @Test("Deep layout runs on a thread with a small stack, which also frees the tree")
    func smallStackThread() throws {
        let root = Self.chain(depth: 1_000)
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Int?>(nil)
        // The thread holds the last copy of its tree and frees it on return, on its 256 KiB
        // stack: a tree's release does not recurse (ViewNode's ChildList).
        let thread = Thread { [root] in
            let count = try? NegotiationEngine().layout(root, in: ProposedSize(width: 300, height: 300)).nodes.count
            outcome.withLock { $0 = count }
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        #expect(outcome.withLock { $0 } == root.nodeCount)
    }
}
