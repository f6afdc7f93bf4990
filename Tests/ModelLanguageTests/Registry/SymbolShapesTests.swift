import Foundation
import FrameSolver
import TestSupport
import Testing

/// `Image(systemName:)` in its symbol's ratio (docs/known-differences.md, "Symbol images"),
/// each box derived by hand: side s = 1.2 x the font's size x the image scale (body 17:
/// 20.4); ratio r >= 1 gives s x s / r, r < 1 gives s r x s; a lone image is centred in the
/// bare 390x844 canvas, at ((390 - w) / 2, (844 - h) / 2). Both engines must agree.
@Suite("Symbol images")
struct SymbolShapesTests {
    /// Both engines' layout of `text` on the bare 390x844 canvas.
    func solve(_ text: String) throws -> LayoutResult {
        let model = try ModelLanguage.load(text, file: "symbols.layout")
        let window = ProposedSize(width: 390, height: 844)
        let negotiation = try NegotiationEngine().layout(model.root, in: window)
        let constraints = try ConstraintEngine().layout(model.root, in: window)
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    /// Expects the lone image of `text` to be `width` x `height`, centred.
    func expectCentred(_ text: String, _ width: Double, _ height: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        expectFrame(try solve(text), path: "0", (390 - width) / 2, (844 - height) / 2, width, height, sourceLocation: sourceLocation)
    }

    @Test("tall symbols are narrower: chevron.right 0.6 x 20.4 = 12.24 wide, trash 0.88 x 20.4 = 17.952")
    func tall() throws {
        try expectCentred("Image(systemName: \"chevron.right\")", 12.24, 20.4)
        try expectCentred("Image(systemName: \"trash\")", 17.952, 20.4)
        // square.and.arrow.up: 0.8 x 20.4 = 16.32.
        try expectCentred("Image(systemName: \"square.and.arrow.up\")", 16.32, 20.4)
    }

    @Test("wide symbols are shorter: heart 20.4 / 1.1, chevron.down 20.4 x 0.6, the measured chevron.compact.down")
    func wide() throws {
        try expectCentred("Image(systemName: \"heart\")", 20.4, 20.4 / 1.1)
        // r = 1 / 0.6: the height is 20.4 x 0.6 = 12.24.
        try expectCentred("Image(systemName: \"chevron.down\")", 20.4, 12.24)
        // r = 70.333 / 25.667 (UIKit at 64 points): 20.4 x 25.667 / 70.333 = 7.4447…
        try expectCentred("Image(systemName: \"chevron.compact.down\")", 20.4, 20.4 * 25.667 / 70.333)
    }

    @Test("star.fill reads star's ratio, a regular pentagram's box: 2 sin 72° wide, 1 + cos 36° tall")
    func star() throws {
        let height = 20.4 * (1 + cos(36 * Double.pi / 180)) / (2 * sin(72 * Double.pi / 180))  // 19.4015…
        try expectCentred("Image(systemName: \"star.fill\")", 20.4, height)
        try expectCentred("Image(systemName: \"star\")", 20.4, height)
    }

    @Test("circles and unknown symbols are square; a font and a scale size the box, keeping the ratio")
    func squareAndSized() throws {
        try expectCentred("Image(systemName: \"person.circle.fill\")", 20.4, 20.4)
        try expectCentred("Image(systemName: \"tortoise.fill\")", 20.4, 20.4)
        // largeTitle (34): s = 40.8; the chevron 0.6 x 40.8 = 24.48 wide.
        try expectCentred("Image(systemName: \"chevron.right\").font(.largeTitle)", 24.48, 40.8)
        // .large: s = 20.4 x 1.3 = 26.52; the heart 26.52 x 26.52 / 1.1, in either order with a font.
        try expectCentred("Image(systemName: \"heart\").imageScale(.large)", 26.52, 26.52 / 1.1)
        // title (28) and large: s = 33.6 x 1.3 = 43.68; bell 0.92 x 43.68 = 40.1856.
        try expectCentred("Image(systemName: \"bell\").imageScale(.large).font(.title)", 43.68 * 0.92, 43.68)
        try expectCentred("Image(systemName: \"bell\").font(.title).imageScale(.large)", 43.68 * 0.92, 43.68)
    }

    @Test("a Label's icon takes the symbol's box: HStack(spacing: 8) { 12.24 x 20.4 chevron; title }")
    func label() throws {
        let r = try solve("Label(\"Next\", systemImage: \"chevron.right\")")
        // "Next": 4 x 8.5 = 34 x 20.4; the stack 12.24 + 8 + 34 = 54.24 wide, 20.4 tall,
        // at ((390 - 54.24) / 2, (844 - 20.4) / 2) = (167.88, 411.8).
        expectFrame(r, path: "0", 167.88, 411.8, 54.24, 20.4)
        expectFrame(r, path: "0.0", 167.88, 411.8, 12.24, 20.4)
        expectFrame(r, path: "0.1", 167.88 + 12.24 + 8, 411.8, 34, 20.4)
    }

    /// The first text baseline of the symbol image (the root, or `path`'s node) in `text`.
    func baseline(_ text: String) throws -> Double? {
        var node = try ModelLanguage.load(text, file: "symbols.layout").root
        while let current = node {
            if case .image = current.kind { return current.attributes.verticalGuides[.firstTextBaseline]?.constantValue }
            node = current.children.first
        }
        return nil
    }

    @Test("a symbol's baselines: its box centred on a line of its font, h / 2 + 0.4 f below its top")
    func baselines() throws {
        // Body (17): circle is 20.4 square, 10.2 + 6.8 = 17, a Text line's baseline.
        let circle = try #require(try baseline("Image(systemName: \"circle\")"))
        #expect(abs(circle - 17) < 1e-9)
        // heart is 20.4 / 1.1 tall: 9.2727... + 6.8.
        let heart = try #require(try baseline("Image(systemName: \"heart\")"))
        let heartHeight: Double = 20.4 / 1.1
        #expect(abs(heart - (heartHeight / 2 + 6.8)) < 1e-9)
        // In title (28) at the large scale: 1.2 x 28 x 1.3 = 43.68 square, 21.84 + 11.2 = 33.04.
        let large = try #require(try baseline("VStack { Image(systemName: \"circle\").imageScale(.large) }.font(.title)"))
        #expect(abs(large - 33.04) < 1e-9)
        // The model's own guide stays when a font resizes the symbol.
        let own = try baseline("VStack { Image(systemName: \"circle\").alignmentGuide(.firstTextBaseline) { _ in 3 } }.font(.title)")
        #expect(own == 3)
    }
}
