import FrameSolver
import TestSupport
import Testing

/// SWIFTUI-LAYOUT.md Part II section 1 (leaf views): the examples of R1.1, R1.2d and R1.4.
@Suite("Spec examples: leaf views (R1.x)")
struct SpecExampleLeafTests {
    @Test(
        "R1.1 a Color takes the proposal, nil -> 10, 0 -> 0, inf -> inf",
        arguments: [
            (300.0 as Double?, nil as Double?, 300.0, 10.0),
            (0, 50, 0, 50),
            (nil, nil, 10, 10),
            (.infinity, 20, .infinity, 20),
        ])
    func r11Color(width: Double?, height: Double?, expectedWidth: Double, expectedHeight: Double) throws {
        let result = try negotiate(Color.red.id("c"), width: width, height: height)
        let x = centred(expectedWidth, in: width), y = centred(expectedHeight, in: height)
        expectFrame(result, "c", x, y, expectedWidth, expectedHeight)
    }

    @Test("R1.1 round shapes still take the whole proposed rectangle")
    func r11Circle() throws {
        let result = try negotiate(Circle().id("c"), width: 300, height: 200)
        expectFrame(result, "c", 0, 0, 300, 200)
    }

    @Test("R1.2d a Spacer (priority -inf) keeps its 8 pt; the Color takes 292 of 300")
    func r12dSpacer() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.id("color")
                Spacer().id("spacer")
            }, width: 300, height: 100)
        expectFrame(result, "color", 0, 0, 292, 100)
        expectFrame(result, "spacer", 292, 50, 8, 0)
    }

    @Test("R1.4 a non-resizable 100x50 Image keeps its size proposed 300 x 300")
    func r14Fixed() throws {
        let result = try negotiate(Image("pic", width: 100, height: 50).id("i"), width: 300, height: 300)
        expectFrame(result, "i", 100, 125, 100, 50)
    }

    @Test(
        "R1.4 a resizable 100x50 Image takes the proposal, nil -> intrinsic",
        arguments: [
            (300.0 as Double?, 300.0 as Double?, 300.0, 300.0),
            (300, nil, 300, 50),
            (nil, nil, 100, 50),
        ])
    func r14Resizable(width: Double?, height: Double?, expectedWidth: Double, expectedHeight: Double) throws {
        let result = try negotiate(Image("pic", width: 100, height: 50).resizable().id("i"), width: width, height: height)
        let x = centred(expectedWidth, in: width), y = centred(expectedHeight, in: height)
        expectFrame(result, "i", x, y, expectedWidth, expectedHeight)
    }
}
