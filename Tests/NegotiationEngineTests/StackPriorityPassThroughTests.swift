import FrameSolver
import TestSupport
import Testing

/// A one-child HStack passes its child's layoutPriority to the stack around it (measured in
/// SwiftUI; see docs/known-differences.md, "priority and spacing through modifiers").
@Suite("A one-child stack passes its child's priority")
struct StackPriorityPassThroughTests {
    static func row() -> some View {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 0, maxWidth: 80).id("plain")
            HStack {
                Color.blue.frame(minWidth: 0, maxWidth: 80).layoutPriority(1).id("inner")
            }
            .id("wrapper")
        }
    }

    @Test("The wrapped priority-1 view is served first in both engines")
    func servedFirst() throws {
        let window = ProposedSize(width: 100, height: 50)
        for engine in [NegotiationEngine() as any LayoutEngine, ConstraintEngine()] {
            let result = try engine.layout(Self.row().viewTree, in: window)
            // The wrapper has priority 1: offered all 100, it takes its maximum 80; the plain
            // view gets the 20 left (without the rule both would be offered 50).
            expectFrame(result, "wrapper", 20, 0, 80, 50)
            expectFrame(result, "plain", 0, 0, 20, 50)
        }
    }
}
