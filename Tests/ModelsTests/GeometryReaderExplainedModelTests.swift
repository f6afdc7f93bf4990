import FrameSolver
import TestSupport
import Testing

/// Seed 004 ("GeometryReader explained"): its models, with frames derived by hand from
/// SWIFTUI-LAYOUT.md.
@Suite("Seed 004 models")
struct GeometryReaderExplainedModelTests {
    @Test("my-rectangle: the reader takes the height the 150x100 VStack leaves after the Text")
    func myRectangle() throws {
        let result = try ModelFiles.solve("my-rectangle.layout", 390, 844)
        // frame 150x100 centred: (120, 372). VStack: "Hello There!" is 12 x 8.5 = 102 by 20.4,
        // rigid, sized first; gap 8; the reader gets 100 - 8 - 20.4 = 71.6, 150 wide.
        // Text centred: x = 120 + (150 - 102)/2 = 144.
        expectFrame(result, path: "0", 120, 372, 150, 100)
        expectFrame(result, path: "0.0", 120, 372, 150, 100)
        expectFrame(result, "text", 144, 372, 102, 20.4)
        expectFrame(result, "reader", 120, 400.4, 150, 71.6)
        // The path shape is proposed the reader's size (its drawn rect lies outside; layout does not care).
        expectFrame(result, path: "0.0.1.0", 120, 400.4, 150, 71.6)
    }

    @Test("two-my-rectangles: two readers share the remaining height equally")
    func twoMyRectangles() throws {
        let result = try ModelFiles.solve("two-my-rectangles.layout", 390, 844)
        // 100 - 2 x 8 = 84; the Text (rigid) first, offered 28 -> 20.4; the readers share
        // 84 - 20.4 = 63.6: 31.8 each. y: 372, 372 + 20.4 + 8 = 400.4, 400.4 + 31.8 + 8 = 440.2.
        expectFrame(result, "text", 144, 372, 102, 20.4)
        expectFrame(result, "first", 120, 400.4, 150, 31.8)
        expectFrame(result, "second", 120, 440.2, 150, 31.8)
    }

    @Test("rounded-corners: each RoundedCorners reader is proposed its padded Text's size")
    func roundedCorners() throws {
        let result = try ModelFiles.solve("rounded-corners.layout", 390, 844)
        // title font 28: advance 14, line 33.6. "SwiftUI" 98 x 33.6, padded 15: 128 x 63.6;
        // "Lab" 42 x 33.6, padded 72 x 63.6. HStack gap 8: 208 x 63.6; padding(20): 248 x 103.6,
        // centred: (71, 370.2); HStack at (91, 390.2).
        expectFrame(result, path: "0", 71, 370.2, 248, 103.6)
        expectFrame(result, path: "0.0", 91, 390.2, 208, 63.6)
        expectFrame(result, "swiftui", 91, 390.2, 128, 63.6)
        expectFrame(result, "lab", 227, 390.2, 72, 63.6)
        expectFrame(result, path: "0.0.0.0.0", 106, 405.2, 98, 33.6)
        expectFrame(result, path: "0.0.1.0.0", 242, 405.2, 42, 33.6)
        // Background content: the GeometryReader gets exactly the padded Text's size; its Path too.
        expectKind(result, path: "0.0.0.1", "GeometryReader")
        expectFrame(result, path: "0.0.0.1", 91, 390.2, 128, 63.6)
        expectFrame(result, path: "0.0.0.1.0", 91, 390.2, 128, 63.6)
        expectFrame(result, path: "0.0.1.1", 227, 390.2, 72, 63.6)
        expectFrame(result, path: "0.0.1.1.0", 227, 390.2, 72, 63.6)
    }
}
