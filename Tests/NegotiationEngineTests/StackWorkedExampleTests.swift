import FrameSolver
import TestSupport
import Testing

/// The worked examples of SWIFTUI-LAYOUT.md section 3.6, numbers from the spec.
@Suite("Stacks: worked examples E3.x")
struct StackWorkedExampleTests {
    @Test("E3.1: a rigid frame is sized first, the Color takes the rest")
    func e31() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.id("color")
                Color.blue.frame(width: 50).id("frame")
            }, width: 300, height: 100)
        expectFrame(result, "color", 0, 0, 250, 100)
        expectFrame(result, "frame", 250, 0, 50, 100)
    }

    // E3.2 (the less flexible child goes first; the stack overflows its 150-wide frame) is the
    // oracle case C25, measured in SwiftUI: OracleStatementsTests.c25 checks it.

    @Test("E3.3: frame(maxWidth: 100) first, then the Colors in source order")
    func e33() throws {
        let result = try negotiate(
            HStack(spacing: 10) {
                Color.red.id("a")
                Color.green.frame(maxWidth: 100).id("b")
                Color.blue.id("c")
            }, width: 620, height: 50)
        expectFrame(result, "a", 0, 0, 250, 50)
        expectFrame(result, "b", 260, 0, 100, 50)
        expectFrame(result, "c", 370, 0, 250, 50)
    }

    @Test("E3.5: layoutPriority(1) takes what is left after the others' minimum")
    func e35() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50, maxWidth: 200).id("frame")
                Color.blue.layoutPriority(1).id("color")
            }, width: 300, height: 100)
        expectFrame(result, "frame", 0, 0, 50, 100)
        expectFrame(result, "color", 50, 0, 250, 100)
    }

    @Test("E3.6: default spacing 8 between two Colors")
    func e36() throws {
        let result = try negotiate(
            HStack {
                Color.red.id("a")
                Color.blue.id("b")
            }, width: 308, height: 100)
        expectFrame(result, "a", 0, 0, 150, 100)
        expectFrame(result, "b", 158, 0, 150, 100)
    }

    @Test("E3.7: no gaps beside a Spacer, whose minimum is reserved first")
    func e37() throws {
        let result = try negotiate(
            HStack {
                Color.red.frame(width: 40).id("a")
                Spacer().id("spacer")
                Color.blue.frame(width: 60).id("b")
            }, width: 300, height: 100)
        expectFrame(result, "a", 0, 0, 40, 100)
        expectFrame(result, "spacer", 40, 50, 200, 0)
        expectFrame(result, "b", 240, 0, 60, 100)
    }

    @Test(
        "E3.8: VStack cross-axis alignment",
        arguments: [
            (HorizontalAlignment.leading, 0.0), (.center, 25.0), (.trailing, 50.0),
        ])
    func e38(alignment: HorizontalAlignment, secondX: Double) throws {
        let result = try negotiate(
            VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 100, height: 20).id("a")
                Color.blue.frame(width: 50, height: 20).id("b")
            }.id("stack"), width: 300, height: 300)
        // The 100x40 stack is centred in the 300x300 window: (100, 130).
        expectFrame(result, "stack", 100, 130, 100, 40)
        expectFrame(result, "a", 100, 130, 100, 20)
        expectFrame(result, "b", 100 + secondX, 150, 50, 20)
    }

    @Test("E3.9: a VStack proposed (100, nil) gives each Color its ideal height")
    func e39() throws {
        let result = try negotiate(
            VStack(spacing: 0) {
                Color.red.id("a")
                Color.blue.id("b")
            }.id("stack"), width: 100, height: nil)
        expectFrame(result, "stack", 0, 0, 100, 20)
        expectFrame(result, "a", 0, 0, 100, 10)
        expectFrame(result, "b", 0, 10, 100, 10)
    }
}
