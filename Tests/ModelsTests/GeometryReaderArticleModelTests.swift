import FrameSolver
import TestSupport
import Testing

/// Seed 000 ("GeometryReader: good or bad?"): its models, with frames derived by hand from
/// SWIFTUI-LAYOUT.md. Window coordinates; text metrics I.2 (advance 0.5 x size, line 1.2 x size).
@Suite("Seed 000 models")
struct GeometryReaderArticleModelTests {
    @Test("geometryreader-in-scrollview: the reader in a ScrollView is 10 tall (the article's number)")
    func readerInScrollView() throws {
        let result = try ModelFiles.solve("geometryreader-in-scrollview.layout", 390, 844)
        // ScrollView proposed 390x844 proposes (390, nil) to the reader: nil -> 10, so 390x10 (I.1).
        // The ScrollView is as wide as its content (390) and takes the proposed height (R5.2b);
        // centred in the window at (0, 0). The rectangle is proposed the reader's size, top-leading.
        expectFrame(result, "scroll", 0, 0, 390, 844)
        expectFrame(result, "reader", 0, 0, 390, 10)
        expectFrame(result, "rectangle", 0, 0, 390, 10)
    }

    @Test("geometryreader-as-zstack: the reader and its ZStack + flexible-frame equivalent give the same frames")
    func readerAsZStack() throws {
        let result = try ModelFiles.solve("geometryreader-as-zstack.layout", 390, 844)
        // HStack(spacing: 0) proposed 390x844. Reader range [0, inf]. Flexible frame (maxWidth inf):
        // probed at 0 its ZStack answers 50 (the 50x50 rectangle; "abc" at width 0 is 8.5 wide),
        // so min(max(0, 50), inf) = 50; at inf, inf: range [50, inf]. Equal infinite ranges: the
        // larger min goes first (R3.5): frame offered 390/2 = 195 -> 195; reader offered 195 -> 195.
        // Placed in source order: reader x = 0, frame x = 195; both 844 tall.
        expectFrame(result, "reader", 0, 0, 195, 844)
        expectFrame(result, "zstack", 195, 0, 195, 844)
        // Reader content: proposed 195x844, placed top-leading: rectangle 50x50, "abc" 3 x 8.5 = 25.5 by 20.4.
        expectFrame(result, "reader-rectangle", 0, 0, 50, 50)
        expectFrame(result, "reader-text", 0, 0, 25.5, 20.4)
        // The frame proposes its size (195x844) to the ZStack (50x50), aligned top-leading: same
        // frames as the reader's, 195 to the right.
        expectFrame(result, path: "0.1.0", 195, 0, 50, 50)
        expectKind(result, path: "0.1.0", "ZStack")
        expectFrame(result, "zstack-rectangle", 195, 0, 50, 50)
        expectFrame(result, "zstack-text", 195, 0, 25.5, 20.4)
    }

    @Test("geometryreader-as-zstack: in 300x200 each half is 150 wide, content at its top-leading corner")
    func readerAsZStackSmall() throws {
        let result = try ModelFiles.solve("geometryreader-as-zstack.layout", 300, 200)
        // Same ordering; frame offered 150 -> 150, reader 150. Root 300x200 fills the window.
        expectFrame(result, "reader", 0, 0, 150, 200)
        expectFrame(result, "zstack", 150, 0, 150, 200)
        expectFrame(result, "reader-rectangle", 0, 0, 50, 50)
        expectFrame(result, "zstack-rectangle", 150, 0, 50, 50)
        expectFrame(result, "reader-text", 0, 0, 25.5, 20.4)
        expectFrame(result, "zstack-text", 150, 0, 25.5, 20.4)
    }

    @Test("path-view: the Path in a GeometryReader takes the whole proposal, the reader the whole window")
    func pathView() throws {
        let result = try ModelFiles.solve("path-view.layout", 390, 844)
        // Reader proposed 390x844 -> 390x844; the Path (a shape) is proposed the reader's size.
        expectFrame(result, "reader", 0, 0, 390, 844)
        expectFrame(result, "path", 0, 0, 390, 844)
        expectKind(result, path: "0.0", "Path")
    }

    @Test("image-container-2: a 1.77 box in a ScrollView, filled top-leading by the 16:9 image")
    func imageContainer2() throws {
        let result = try ModelFiles.solve("image-container-2.layout", 390, 844)
        // Root: the last struct (GeometryReaderInScrollView). The ScrollView proposes (390, nil) to
        // the overlay; its primary, aspectRatio(1.77, .fill), scales from the given axis (I.1):
        // Color proposed 390 x 390/1.77 = 220.338983...; the overlay is that size.
        let boxHeight: Double = 390 / 1.77
        expectFrame(result, "scroll", 0, 0, 390, 844)
        expectFrame(result, path: "0.0", 0, 0, 390, boxHeight)
        expectKind(result, path: "0.0", "overlay")
        expectFrame(result, "box", 0, 0, 390, boxHeight)
        // The image is proposed the box's size; scaledToFill with its ideal 1600x900:
        // scale max(390/1600, boxHeight/900) = boxHeight/900 -> 1600 * boxHeight/900 = 624000/1593
        // wide, boxHeight tall, placed top-leading (overflows to the right, clipped).
        let imageWidth: Double = 624_000 / 1593
        expectFrame(result, "image", 0, 0, imageWidth, boxHeight)
        expectFrame(result, path: "0.0.1.0", 0, 0, imageWidth, boxHeight)
    }

    @Test("forty-percent-grid: the article's 40/60 split of 300 (window 332: 300 after padding 16)")
    func fortyPercentOf300() throws {
        let result = try ModelFiles.solve("forty-percent-grid.layout", 332, 844)
        // Padding proposes 300x812 to the Grid. Five placeholder columns of [0, inf] share 300:
        // 60 each (I.6 example). Row 0 (frame maxHeight 0) is 0 tall. Row 1: the image cell is
        // 120 wide: fit with the 100x100 default image -> 120x120 ideal; the text cell is 180:
        // "Fatbobman's Swift Weekly" in title (28, advance 14) wraps to "Fatbobman's" / "Swift
        // Weekly" = 168 x 67.2. Row 1 takes its ideal, 120 (812 is more than it can use).
        // Grid 300x120; padding 332x152 centred: y = (844 - 152)/2 = 346; grid at (16, 362).
        expectFrame(result, path: "0", 0, 346, 332, 152)
        expectFrame(result, "grid", 16, 362, 300, 120)
        // Image: 40% of 300 at the grid's leading edge.
        expectFrame(result, "image", 16, 362, 120, 120)
        // Text centred in the 60% cell [136, 316]: x = 136 + (180 - 168)/2 = 142, y = 362 + (120 - 67.2)/2.
        expectFrame(result, "text", 142, 388.4, 168, 67.2)
        for column in 0..<5 {
            expectFrame(result, path: "0.0.0.\(column)", 16 + 60 * Double(column), 362, 60, 0)
        }
    }

    @Test("forty-percent-grid in 390x844: columns of 358/5 = 71.6")
    func fortyPercentDefaultWindow() throws {
        let result = try ModelFiles.solve("forty-percent-grid.layout", 390, 844)
        // Grid proposed 358x812: columns 71.6; image cell 143.2 -> 143.2x143.2; text cell 214.8:
        // still two lines (Fatbobman's Swift = 238 > 214.8), 168 x 67.2. Row 1 = 143.2.
        // Padding 390 x 175.2 at y = (844 - 175.2)/2 = 334.4; grid at (16, 350.4).
        expectFrame(result, path: "0", 0, 334.4, 390, 175.2)
        expectFrame(result, "grid", 16, 350.4, 358, 143.2)
        expectFrame(result, "image", 16, 350.4, 143.2, 143.2)
        // Text cell starts at 16 + 143.2 = 159.2; x = 159.2 + (214.8 - 168)/2 = 182.6; y = 350.4 + 38.
        expectFrame(result, "text", 182.6, 388.4, 168, 67.2)
        for column in 0..<5 {
            expectFrame(result, path: "0.0.0.\(column)", 16 + 71.6 * Double(column), 350.4, 71.6, 0)
        }
    }

    @Test("ratio-split-hstack: RatioSplitHStack(leftWidthRatio: 0.25) in 300x60 gives 75 and 225")
    func ratioSplit() throws {
        let result = try ModelFiles.solve("ratio-split-hstack.layout", 300, 60)
        // frame 300x60 -> reader 300x60 -> HStack(spacing 0): left is frame(width: 300 * 0.25 = 75)
        // (rigid, sized first), right (Color, [0, inf]) gets 300 - 75 = 225.
        expectFrame(result, path: "0", 0, 0, 300, 60)
        expectKind(result, path: "0.0", "GeometryReader")
        expectFrame(result, "left", 0, 0, 75, 60)
        expectFrame(result, "right", 75, 0, 225, 60)
        // The left content (Rectangle) is proposed the left side's size.
        expectFrame(result, path: "0.0.0.0.1", 0, 0, 75, 60)
        // "Hello World" (11 x 8.5 = 93.5 by 20.4) centred in the right side:
        // x = 75 + (225 - 93.5)/2 = 140.75, y = (60 - 20.4)/2 = 19.8.
        expectFrame(result, path: "0.0.0.1.1.1", 140.75, 19.8, 93.5, 20.4)
        expectKind(result, path: "0.0.0.1.1.1", "Text")
    }

    @Test("ratio-split-hstack in 390x844: the 300x60 frame is centred at (45, 392)")
    func ratioSplitCentred() throws {
        let result = try ModelFiles.solve("ratio-split-hstack.layout", 390, 844)
        // (390 - 300)/2 = 45, (844 - 60)/2 = 392.
        expectFrame(result, path: "0", 45, 392, 300, 60)
        expectFrame(result, "left", 45, 392, 75, 60)
        expectFrame(result, "right", 120, 392, 225, 60)
    }

    @Test("size-view-scale-effect: layout size 100x100, render size 220x220 (the article's numbers)")
    func scaleEffect() throws {
        let result = try ModelFiles.solve("size-view-scale-effect.layout", 390, 844)
        // The 100x100 frame is centred: (145, 372). scaleEffect(2.2) about the centre (195, 422)
        // draws 220x220 at (195 - 110, 422 - 110) = (85, 312); layout frames do not change.
        expectFrame(result, "scaled", 145, 372, 100, 100)
        expectFrame(result, "rectangle", 145, 372, 100, 100)
        expectFrame(result, path: "0.0.0", 145, 372, 100, 100)
        expectRender(result, "scaled", 85, 312, 220, 220)
        expectRender(result, "rectangle", 85, 312, 220, 220)
        expectRender(result, path: "0.0.0", 85, 312, 220, 220)
    }
}
