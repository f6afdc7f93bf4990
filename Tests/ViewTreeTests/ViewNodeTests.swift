import Foundation
import Synchronization
import Testing
import ViewTree

/// The `ViewNode` value: children read and written as an array, equality by content, and a
/// tree of any depth freed without recursion on any thread.
@Suite("ViewNode")
struct ViewNodeTests {
    /// `depth` levels: `depth - 1` nested paddings of 1 around a Color, built from the leaf up.
    static func chain(depth: Int) -> ViewNode {
        var node = ViewNode(.color(.gray))
        for _ in 1..<depth { node = ViewNode(.padding(EdgeInsets(.all, 1)), children: [node]) }
        return node
    }

    @Test("Children are read and replaced as an array; equality compares content, not storage")
    func childrenAndEquality() {
        var stack = ViewNode(.stack(StackSpec(axis: .vertical)), children: [ViewNode(.color(.gray)), ViewNode(.divider)])
        #expect(stack.children.map(\.kind) == [.color(.gray), .divider])
        let before = stack
        stack.children[1] = ViewNode(.text("a"))
        #expect(stack.children.map(\.kind) == [.color(.gray), .text("a")])
        // The copy taken before keeps its own children (value semantics).
        #expect(before.children.map(\.kind) == [.color(.gray), .divider])
        #expect(before != stack)
        // Built separately, with equal content: equal.
        #expect(stack == ViewNode(.stack(StackSpec(axis: .vertical)), children: [ViewNode(.color(.gray)), ViewNode(.text("a"))]))
        stack.children = []
        #expect(stack.children.isEmpty && stack == ViewNode(.stack(StackSpec(axis: .vertical))))
    }

    @Test("A GridRow inside an HStack is spliced into its cells")
    func gridRowSplice() {
        let row = ViewNode(.gridRow(alignment: nil), children: [ViewNode(.color(.gray)), ViewNode(.divider)])
        let stack = ViewNode(.stack(StackSpec(axis: .horizontal)), children: [row, ViewNode(.text("a"))])
        #expect(stack.children.map(\.kind) == [.color(.gray), .divider, .text("a")])
    }

    @Test("A 100,000-level chain built and dropped on a Dispatch worker thread is freed")
    func deepChainOnDispatchWorker() async {
        // Freeing nested arrays of structs recurses once per level (a few frames each), which
        // overflows a worker's stack long before 100,000 levels: the process would crash here.
        let depth = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var root: ViewNode? = Self.chain(depth: 100_000)
                let depth = root?.depth
                root = nil
                continuation.resume(returning: depth)
            }
        }
        #expect(depth == 100_000)
    }

    @Test("Equality over 100,000 levels runs on a 512 KiB stack, and finds a different leaf at the bottom")
    func deepEqualityOnSmallStack() {
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<(same: Bool, different: Bool)?>(nil)
        let thread = Thread {
            let a = Self.chain(depth: 100_000), b = Self.chain(depth: 100_000)
            var c = ViewNode(.color(.named("red")))
            for _ in 1..<100_000 { c = ViewNode(.padding(EdgeInsets(.all, 1)), children: [c]) }
            outcome.withLock { $0 = (a == b, a == c) }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        let result = outcome.withLock { $0 }
        #expect(result?.same == true)
        #expect(result?.different == false)
    }

    @Test("A 100,000-level chain dropped on a thread with a 512 KiB stack is freed, and a kept subtree survives")
    func deepChainOnSmallStack() {
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<(kept: Int, keptDepth: Int)?>(nil)
        let thread = Thread {
            var root: ViewNode? = Self.chain(depth: 100_000)
            // A copy of the subtree 40,000 levels down: it shares storage with the chain, so
            // freeing the chain must release that part without taking it apart.
            var kept = root
            for _ in 0..<40_000 { kept = kept?.children.first }
            root = nil
            let keptDepth = kept?.depth ?? 0
            let count = kept?.nodeCount ?? 0
            kept = nil
            outcome.withLock { $0 = (count, keptDepth) }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        // 100,000 levels less the 40,000 above the kept node.
        let result = outcome.withLock { $0 }
        #expect(result?.kept == 60_000)
        #expect(result?.keptDepth == 60_000)
    }
}
