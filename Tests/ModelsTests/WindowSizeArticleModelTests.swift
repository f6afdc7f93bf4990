import FrameSolver
import TestSupport
import Testing

/// Seeds 001 (window size through the Environment) and 003 (max-width content margins): their
/// models, with frames derived by hand from SWIFTUI-LAYOUT.md.
@Suite("Seed 001 and 003 models")
struct WindowSizeArticleModelTests {
    @Test("scrollview-reader-collapse: the reader collapses to 10 although its VStack of two Texts is taller")
    func readerCollapses() throws {
        let result = try ModelFiles.solve("scrollview-reader-collapse.layout", 390, 844)
        // padding(16) proposes 358x812 to the ScrollView, which proposes (358, nil) to the reader:
        // 358x10 at (16, 16). The reader proposes 358x10 to the VStack: "Hello" and "World" are
        // 42.5 x 20.4 each (5 x 8.5), at least one line even when offered less, gap 8:
        // 42.5 x 48.8, placed at the reader's top-leading corner (it overflows the reader).
        expectFrame(result, path: "0", 0, 0, 390, 844)
        expectFrame(result, path: "0.0", 16, 16, 358, 812)
        expectKind(result, path: "0.0", "ScrollView")
        expectFrame(result, "reader", 16, 16, 358, 10)
        expectFrame(result, "content", 16, 16, 42.5, 48.8)
        expectFrame(result, path: "0.0.0.0.0", 16, 16, 42.5, 20.4)
        expectFrame(result, path: "0.0.0.0.1", 16, 44.4, 42.5, 20.4)
    }

    @Test(
        "half-window-overlay: the overlay is half the window, centred (the article's half-window overlay)",
        arguments: [(390.0, 844.0), (1024.0, 768.0), (300.0, 200.0)])
    func halfWindow(_ window: (Double, Double)) throws {
        let (width, height) = window
        let result = try ModelFiles.solve("half-window-overlay.layout", width, height)
        // Root reader proposed the window takes it all; geometry.size = the window. The content is
        // framed at the window size; the overlay content is proposed that size and its frame is
        // (W/2, H/2), centred: origin (W/4, H/4).
        expectFrame(result, path: "0", 0, 0, width, height)
        expectKind(result, path: "0", "GeometryReader")
        expectFrame(result, "content", 0, 0, width, height)
        expectFrame(result, "overlay", width / 4, height / 4, width / 2, height / 2)
        // The backgrounds (Color) are proposed their primaries' sizes.
        expectFrame(result, path: "0.0.0.1", 0, 0, width, height)
        expectFrame(result, path: "0.0.1.1", width / 4, height / 4, width / 2, height / 2)
    }

    @Test("half-window-overlay in 390x844: the texts and spacers inside both padded VStacks")
    func halfWindowInside() throws {
        let result = try ModelFiles.solve("half-window-overlay.layout", 390, 844)
        // Content: padding proposes 358x812 to VStack { Text; Spacer }; no gap beside a Spacer;
        // "ContentView" (headline 17: 11 x 8.5 = 93.5 by 20.4), Spacer 812 - 20.4 = 791.6 tall,
        // 0 wide. VStack 93.5x812; padding 125.5x844 centred in the 390 frame: x = 132.25.
        expectFrame(result, path: "0.0.0.0.0", 132.25, 0, 125.5, 844)
        expectFrame(result, path: "0.0.0.0.0.0.0", 148.25, 16, 93.5, 20.4)
        expectFrame(result, path: "0.0.0.0.0.0.1", 195, 36.4, 0, 791.6)
        // Overlay: frame 195x422 at (97.5, 211); VStack proposed 163x390: Spacer 369.6;
        // padding 125.5x422 centred: x = 97.5 + (195 - 125.5)/2 = 132.25.
        expectFrame(result, path: "0.0.1.0.0", 132.25, 211, 125.5, 422)
        expectFrame(result, path: "0.0.1.0.0.0.0", 148.25, 227, 93.5, 20.4)
        expectFrame(result, path: "0.0.1.0.0.0.1", 195, 247.4, 0, 369.6)
    }

    @Test("max-width-content-margins: in 1024 wide, margins of 128 centre the 768 column (ends at 896)")
    func column1024() throws {
        let result = try ModelFiles.solve("max-width-content-margins.layout", 1024, 768)
        // Reader 1024x768; margins max(0, (1024 - 768)/2) = 128 (I.3): the content is proposed
        // (768, nil) and placed at x = 128. Rows: frame(maxWidth: inf, minHeight: 44) around
        // "Row" -> 768 x 44; three with gaps of 8: 148. Column frame(maxWidth: 768): 768x148.
        // ScrollView: 768 + 2 x 128 = 1024 wide, the proposed 768 tall.
        expectFrame(result, "scroll", 0, 0, 1024, 768)
        expectFrame(result, "column", 128, 0, 768, 148)
        let column = try #require(result[id: "column"])
        #expect(column.frame.x + column.frame.width == 896)
        for row in 0..<3 {
            let y = 52 * Double(row)
            expectFrame(result, path: "0.0.0.0.\(row)", 128, y, 768, 44)
            // "Row" (25.5 x 20.4) centred: x = 128 + (768 - 25.5)/2 = 499.25, y + 11.8.
            expectFrame(result, path: "0.0.0.0.\(row).0", 499.25, y + 11.8, 25.5, 20.4)
        }
    }

    @Test(
        "max-width-content-margins: narrow windows get no margin, wide ones keep the column at 768",
        arguments: [(390.0, 0.0, 390.0), (768.0, 0.0, 768.0), (2000.0, 616.0, 768.0)])
    func columnWidths(_ example: (Double, Double, Double)) throws {
        let (window, margin, columnWidth) = example
        let result = try ModelFiles.solve("max-width-content-margins.layout", window, 844)
        // margin = max(0, (window - 768)/2); column = min(window, 768) wide at x = margin.
        expectFrame(result, "column", margin, 0, columnWidth, 148)
        expectFrame(result, "scroll", 0, 0, window, 844)
    }
}
