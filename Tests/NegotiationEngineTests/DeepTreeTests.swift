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
