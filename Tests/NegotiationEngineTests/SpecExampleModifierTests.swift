import FrameSolver
import TestSupport
import Testing

/// SWIFTUI-LAYOUT.md Part II section 2 (modifiers): the examples of R2.1 to R2.10, with
/// Part I's rules where they differ (I.1 for aspectRatio with one nil axis). Window coordinates.
@Suite("Spec examples: modifiers (R2.x)")
struct SpecExampleModifierTests {
    // MARK: R2.1 padding

    @Test("R2.1 Color.padding(10) proposed 300 x 200: child 280 x 180 at (10, 10)")
    func r21Finite() throws {
        let result = try negotiate(Color.red.id("c").padding(10), width: 300, height: 200)
        expectFrame(result, path: "0", 0, 0, 300, 200)
        expectFrame(result, "c", 10, 10, 280, 180)
    }

    @Test("R2.1 Color.padding(10) proposed nil x nil: child 10 x 10, padding 30 x 30")
    func r21Nil() throws {
        let result = try negotiate(Color.red.id("c").padding(10), width: nil, height: nil)
        expectFrame(result, path: "0", 0, 0, 30, 30)
        expectFrame(result, "c", 10, 10, 10, 10)
    }

    @Test("R2.1 Color.padding(10) proposed 0 x 0: child 0 x 0, padding 20 x 20 (never less than its insets)")
    func r21Zero() throws {
        let result = try negotiate(Color.red.id("c").padding(10), width: 0, height: 0)
        // The 20 x 20 root is centred in the 0 x 0 window at (-10, -10).
        expectFrame(result, path: "0", -10, -10, 20, 20)
        expectFrame(result, "c", 0, 0, 0, 0)
    }

    // MARK: R2.2 fixed frame

    @Test("R2.2 Color.frame(width: 100) proposed 300 x 200 is 100 x 200")
    func r22OneAxis() throws {
        let result = try negotiate(Color.red.id("c").frame(width: 100), width: 300, height: 200)
        expectFrame(result, path: "0", 100, 0, 100, 200)
        expectFrame(result, "c", 100, 0, 100, 200)
    }

    @Test(
        "R2.2 a 50x50 image in frame(100, 100): centred at (25, 25), topLeading at (0, 0)",
        arguments: [(Alignment.center, 25.0), (.topLeading, 0)])
    func r22Image(alignment: Alignment, offset: Double) throws {
        let result = try negotiate(
            Image("pic", width: 50, height: 50).id("i").frame(width: 100, height: 100, alignment: alignment),
            width: 100, height: 100)
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "i", offset, offset, 50, 50)
    }

    @Test("R2.2 a 150x150 image in frame(100, 100) overflows at (-25, -25)")
    func r22Overflow() throws {
        let result = try negotiate(
            Image("pic", width: 150, height: 150).id("i").frame(width: 100, height: 100), width: 100, height: 100)
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "i", -25, -25, 150, 150)
    }

    // MARK: R2.3 flexible frame (child: a non-resizable 40x40 image)

    @Test("R2.3 frame(maxWidth: .infinity) proposed (300, 300): 300 x 40, image at (130, 0)")
    func r23MaxInfinity() throws {
        let result = try negotiate(
            Image("pic", width: 40, height: 40).id("i").frame(maxWidth: .infinity), width: 300, height: 300)
        // Root 300 x 40 centred at y 130.
        expectFrame(result, path: "0", 0, 130, 300, 40)
        expectFrame(result, "i", 130, 130, 40, 40)
    }

    @Test("R2.3 frame(maxWidth: .infinity) proposed (20, 300): 40 wide, overflowing the parent")
    func r23MaxInfinityNarrow() throws {
        let result = try negotiate(
            Image("pic", width: 40, height: 40).id("i").frame(maxWidth: .infinity), width: 20, height: 300)
        // Root 40 x 40 centred in 20 x 300: x (20 - 40) / 2 = -10.
        expectFrame(result, path: "0", -10, 130, 40, 40)
        expectFrame(result, "i", -10, 130, 40, 40)
    }

    @Test("R2.3 frame(minWidth: 100) proposed (300, 300): 100 x 40, image at (30, 0)")
    func r23Min() throws {
        let result = try negotiate(
            Image("pic", width: 40, height: 40).id("i").frame(minWidth: 100), width: 300, height: 300)
        // Root 100 x 40 centred at (100, 130).
        expectFrame(result, path: "0", 100, 130, 100, 40)
        expectFrame(result, "i", 130, 130, 40, 40)
    }

    @Test("R2.3 frame(minWidth: 0, maxWidth: .infinity) proposed (20, 300): 20 wide, image at x -10")
    func r23MinZeroMaxInfinity() throws {
        let result = try negotiate(
            Image("pic", width: 40, height: 40).id("i").frame(minWidth: 0, maxWidth: .infinity), width: 20, height: 300)
        expectFrame(result, path: "0", 0, 130, 20, 40)
        expectFrame(result, "i", -10, 130, 40, 40)
    }

    @Test("R2.3 Color.frame(maxWidth: 100) proposed (300, 50) is 100 x 50")
    func r23ColorMax() throws {
        let result = try negotiate(Color.red.id("c").frame(maxWidth: 100), width: 300, height: 50)
        expectFrame(result, path: "0", 100, 0, 100, 50)
        expectFrame(result, "c", 100, 0, 100, 50)
    }

    @Test("R2.3 Color.frame(maxWidth: 100) proposed nil x nil is the child's 10 x 10")
    func r23ColorMaxNil() throws {
        let result = try negotiate(Color.red.id("c").frame(maxWidth: 100), width: nil, height: nil)
        expectFrame(result, path: "0", 0, 0, 10, 10)
        expectFrame(result, "c", 0, 0, 10, 10)
    }

    @Test(
        "R2.3 Color.frame(idealWidth: 100, idealHeight: 40): ideal values answer only nil",
        arguments: [
            (nil as Double?, nil as Double?, 100.0, 40.0),
            (300, 200, 300, 200),
        ])
    func r23Ideal(width: Double?, height: Double?, expectedWidth: Double, expectedHeight: Double) throws {
        let result = try negotiate(Color.red.frame(idealWidth: 100, idealHeight: 40), width: width, height: height)
        expectFrame(result, path: "0", 0, 0, expectedWidth, expectedHeight)
    }

    // MARK: R2.4 fixedSize

    @Test(
        "R2.4 Color.fixedSize() is 10 x 10 whatever it is proposed",
        arguments: [(300.0 as Double?, 200.0 as Double?), (0, 0), (nil, nil)])
    func r24Both(width: Double?, height: Double?) throws {
        let result = try negotiate(Color.red.fixedSize(), width: width, height: height)
        expectFrame(result, path: "0", centred(10, in: width), centred(10, in: height), 10, 10)
    }

    @Test("R2.4 Color.fixedSize(horizontal: true, vertical: false) proposed 300 x 200 is 10 x 200")
    func r24Horizontal() throws {
        let result = try negotiate(Color.red.fixedSize(horizontal: true, vertical: false), width: 300, height: 200)
        expectFrame(result, path: "0", 145, 0, 10, 200)
    }

    // MARK: R2.5 aspectRatio (with I.1 for one nil axis)

    @Test(
        "R2.5 Color.aspectRatio(2) proposals",
        arguments: [
            // (mode, proposal, expected size): 300x100 .fit -> scale min(150, 100) = 100 -> 200 x 100.
            (AspectRatioSpec.ContentMode.fit, 300.0 as Double?, 100.0 as Double?, 200.0, 100.0),
            // .fill -> scale 150 -> 300 x 150 (overflows vertically).
            (.fill, 300, 100, 300, 150),
            // (300, nil) .fit -> min(150, inf) -> 300 x 150.
            (.fit, 300, nil, 300, 150),
            // (300, nil) .fill -> FrameSolver (I.1) scales from the given axis: 300 x 150.
            (.fill, 300, nil, 300, 150),
            // nil x nil passes through: the Color's 10 x 10, ratio not enforced.
            (.fit, nil, nil, 10, 10),
            (.fill, nil, nil, 10, 10),
            // 0 x 0 -> 0 x 0.
            (.fit, 0, 0, 0, 0),
            (.fill, 0, 0, 0, 0),
        ])
    func r25(mode: AspectRatioSpec.ContentMode, width: Double?, height: Double?, expectedWidth: Double, expectedHeight: Double) throws {
        let result = try negotiate(Color.red.id("c").aspectRatio(2, contentMode: mode), width: width, height: height)
        let x = centred(expectedWidth, in: width), y = centred(expectedHeight, in: height)
        expectFrame(result, path: "0", x, y, expectedWidth, expectedHeight)
        expectFrame(result, "c", x, y, expectedWidth, expectedHeight)
    }

    @Test(
        "I.1 aspectRatio(1.77) proposed (300, nil) proposes 300 x 300/1.77 in both modes",
        arguments: [AspectRatioSpec.ContentMode.fit, .fill])
    func i1AspectRatioOneNilAxis(mode: AspectRatioSpec.ContentMode) throws {
        let result = try negotiate(Color.clear.id("c").aspectRatio(1.77, contentMode: mode), width: 300, height: nil)
        expectFrame(result, "c", 0, 0, 300, 300 / 1.77)  // 169.4915…
    }

    // MARK: R2.6 overlay / background

    @Test(
        "R2.6 overlay content is proposed the primary's size and aligned to it",
        arguments: [(Alignment.topLeading, 0.0, 0.0), (.center, 40, 15), (.bottomTrailing, 80, 30)])
    func r26Overlay(alignment: Alignment, x: Double, y: Double) throws {
        let result = try negotiate(
            Color.red.frame(width: 100, height: 50).overlay(alignment: alignment) {
                Color.blue.frame(width: 20, height: 20).id("secondary")
            }, width: 100, height: 50)
        expectFrame(result, path: "0", 0, 0, 100, 50)
        expectFrame(result, "secondary", x, y, 20, 20)
    }

    @Test("R2.6 a background Color takes the primary's 100 x 50 at (0, 0)")
    func r26Background() throws {
        let result = try negotiate(
            Color.red.frame(width: 100, height: 50).background(Color.blue.id("bg")), width: 100, height: 50)
        expectFrame(result, path: "0", 0, 0, 100, 50)
        expectFrame(result, "bg", 0, 0, 100, 50)
    }

    // MARK: R2.8b position

    @Test("R2.8b position(x: 0, y: 0) proposed 300 x 200 takes it; the child is centred on (0, 0)")
    func r28bFinite() throws {
        let result = try negotiate(Color.red.frame(width: 50, height: 50).id("c").position(x: 0, y: 0), width: 300, height: 200)
        expectFrame(result, path: "0", 0, 0, 300, 200)
        expectFrame(result, "c", -25, -25, 50, 50)
    }

    @Test("R2.8b position(x: 0, y: 0) proposed nil x nil is the child's 50 x 50; child at (-25, -25)")
    func r28bNil() throws {
        let result = try negotiate(Color.red.frame(width: 50, height: 50).id("c").position(x: 0, y: 0), width: nil, height: nil)
        expectFrame(result, path: "0", 0, 0, 50, 50)
        expectFrame(result, "c", -25, -25, 50, 50)
    }

    // MARK: R2.10 containerRelativeFrame (container width 400)

    @Test("R2.10 count 4, span 1, spacing 10 in a 400 container: (400 - 30) / 4 = 92.5")
    func r210Count4() throws {
        let result = try negotiate(
            Color.red.id("c").containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 10), width: 400, height: 100)
        // Width 92.5; the other axis passes the proposal through (100).
        expectFrame(result, path: "0", (400 - 92.5) / 2, 0, 92.5, 100)
        expectFrame(result, "c", (400 - 92.5) / 2, 0, 92.5, 100)
    }

    @Test("R2.10 count 4, span 2, spacing 10: 2 x 92.5 + 10 = 195")
    func r210Span2() throws {
        let result = try negotiate(
            Color.red.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10), width: 400, height: 100)
        expectFrame(result, path: "0", (400 - 195) / 2, 0, 195, 100)
    }

    @Test("R2.10 closure length * 0.25 in a 400 container: 100")
    func r210Closure() throws {
        let result = try negotiate(
            Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 0.25 }, width: 400, height: 100)
        expectFrame(result, path: "0", 150, 0, 100, 100)
    }

    @Test("R2.10 count 3, span 1, spacing 0: 400/3")
    func r210Count3() throws {
        let result = try negotiate(
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0), width: 400, height: 100)
        let w: Double = 400.0 / 3
        expectFrame(result, path: "0", (400 - w) / 2, 0, w, 100)
    }

    @Test("R2.10 four items of 92.5 plus three gaps of 10 fill exactly 400")
    func r210FourItems() throws {
        let result = try negotiate(
            HStack(spacing: 10) {
                ForEach(0..<4) { i in
                    Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 10).id("item\(i)")
                }
            }, width: 400, height: 100)
        expectFrame(result, path: "0", 0, 0, 400, 100)
        for i in 0..<4 {
            expectFrame(result, "item\(i)", Double(i) * 102.5, 0, 92.5, 100)
        }
    }
}
