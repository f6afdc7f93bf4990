import Foundation
import ModelLanguage
import Testing
import ViewTree

/// The seed models build the trees their articles describe.
@Suite("Seed models")
struct SeedModelTests {
    func root(_ name: String) throws -> ViewNode {
        let text = modelText(modelsDirectory.appendingPathComponent(name + ".layout"))
        return try #require(try ModelLanguage.load(text, file: name + ".layout").root)
    }

    @Test("ratio-split-hstack: the left side is proxy.size.width * 0.25, inside a 300x60 frame")
    func ratioSplit() throws {
        let tree = try root("ratio-split-hstack")
        #expect(tree.kind == .frame(FixedFrame(width: 300, height: 60)))
        let id = try #require(tree.readerIDs.first)
        let left = try #require(tree.find("left"))
        #expect(left.kind == .overlay(alignment: .center))
        #expect(left.children[0].kind == .frame(FixedFrame(width: Expr.variable(.readerWidth(id)) * 0.25)))
        #expect(tree.find("right") != nil)
    }

    @Test("max-width-content-margins: margins of max(0, (width - 768) / 2) on the ScrollView")
    func contentMargins() throws {
        let tree = try root("max-width-content-margins")
        let id = try #require(tree.readerIDs.first)
        let scroll = try #require(tree.find("scroll"))
        let margin = Expr.max(0, (Expr.variable(.readerWidth(id)) - 768) / 2)
        #expect(scroll.attributes.contentMargins == EdgeInsets(.horizontal, margin))
        #expect(tree.find("column")?.kind == .flexibleFrame(FlexibleFrame(maxWidth: 768)))
    }

    @Test("forty-percent-grid: five placeholder columns, cells spanning 2 and 3")
    func fortyPercent() throws {
        let tree = try root("forty-percent-grid")
        let grid = try #require(tree.find("grid"))
        #expect(grid.kind == .grid(GridSpec(horizontalSpacing: 0, verticalSpacing: 0)))
        #expect(grid.children[0].children.count == 5)
        #expect(tree.find("image")?.attributes.gridCellColumns == 2)
        #expect(tree.find("text")?.attributes.gridCellColumns == 3)
        #expect(tree.find("text")?.attributes.font == .title)
        #expect(tree.kind == .padding(EdgeInsets(.all, 16)))
    }

    @Test("half-window-overlay: the overlay is framed at half the reader's size")
    func halfWindow() throws {
        let tree = try root("half-window-overlay")
        let id = try #require(tree.readerIDs.first)
        let overlay = try #require(tree.find("overlay"))
        // frame, then background, shadow (visual), id: the id is on the background node.
        #expect(overlay.children[0].kind == .frame(FixedFrame(width: Expr.variable(.readerWidth(id)) * 0.5, height: Expr.variable(.readerHeight(id)) * 0.5)))
    }

    @Test("my-rectangle and two-my-rectangles: GeometryReaders with Path shapes")
    func myRectangle() throws {
        let one = try root("my-rectangle")
        #expect(one.readerIDs.count == 1)
        #expect(one.find("reader")?.children.first?.kind == .shape(.path))
        let two = try root("two-my-rectangles")
        #expect(Set(two.readerIDs).count == 2)
    }

    @Test("size-view-scale-effect: a 100x100 frame scaled by 2.2")
    func scaleEffect() throws {
        let tree = try root("size-view-scale-effect")
        #expect(tree.kind == .scaleEffect(x: 2.2, y: 2.2, anchor: .center))
        #expect(tree.find("rectangle")?.kind == .frame(FixedFrame(width: 100, height: 100)))
    }
}
