import Foundation
import Synchronization
import Testing
import ViewTree

/// A view tree is freed, copied, mutated and compared without recursion: a chain 100,000
/// levels deep is built, compared and dropped on a thread whose stack holds a few thousand
/// frames at most (512 KiB, a Dispatch worker's size), where a recursive release or `==`
/// overflows.
@Suite("Deep trees are released and compared without recursion")
struct DeepTreeReleaseTests {
    static let depth = 100_000

    /// A chain of padding nodes over a Color, `depth` levels.
    static func chain(_ depth: Int, leaf: String = "red") -> ViewNode {
        var node = ViewNode(.color(.named(leaf)))
        for _ in 1..<depth { node = ViewNode(.padding(EdgeInsets(.all, 1)), children: [node]) }
        return node
    }

    /// Runs `work` on a new thread with a 512 KiB stack and waits for it.
    static func onSmallStack(_ work: @escaping @Sendable () -> Bool) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex(false)
        let thread = Thread {
            let value = work()
            outcome.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        return outcome.withLock { $0 }
    }

    @Test("a 100,000-level chain built and dropped on a small stack")
    func dropped() {
        #expect(Self.onSmallStack {
            let tree = Self.chain(Self.depth)
            return tree.depth == Self.depth
        })
    }

    @Test("equal chains compare equal, and a different leaf 100,000 levels down is found")
    func compared() {
        #expect(Self.onSmallStack {
            let a = Self.chain(Self.depth), b = Self.chain(Self.depth), c = Self.chain(Self.depth, leaf: "blue")
            return a == b && a != c && a == a
        })
    }

    @Test("a copy keeps its children when the original's are changed (copy on write)")
    func copyOnWrite() {
        var original = ViewNode(.stack(StackSpec(axis: .vertical)), children: [ViewNode(.spacer(minLength: nil)), ViewNode(.divider)])
        let copy = original
        original.children.removeLast()
        original.children[0] = ViewNode(.divider)
        #expect(copy.children.count == 2)
        #expect(copy.children[0].kind == .spacer(minLength: nil))
        #expect(original.children.map(\.kind) == [.divider])
        #expect(copy != original)
    }

    @Test("a subtree shared by two trees outlives the first one's release")
    func sharedSubtree() {
        let shared = Self.chain(1_000)
        var first: ViewNode? = ViewNode(.padding(EdgeInsets(.all, 2)), children: [shared])
        let second = ViewNode(.padding(EdgeInsets(.all, 3)), children: [shared])
        #expect(first?.children[0] == shared)
        first = nil
        #expect(second.children[0].depth == 1_000)
        #expect(second.children[0] == shared)
    }
}
