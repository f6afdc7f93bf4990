import ModelLanguage
import Testing
import ViewTree

/// Font refinements as SwiftUI spells them: view modifiers become font traits (environment
/// values), refinements of a font value change the font (docs/text-measurement.md).
@Suite("Font traits")
struct FontTraitTests {
    @Test("view modifiers record traits: bold, fontWeight, italic, monospaced, monospacedDigit, fontDesign")
    func viewModifiers() throws {
        #expect(try tree("Text(\"a\").bold()")?.attributes.fontTraits == FontTraits(weight: .bold))
        #expect(try tree("Text(\"a\").fontWeight(.medium)")?.attributes.fontTraits == FontTraits(weight: .medium))
        #expect(try tree("Text(\"a\").italic()")?.attributes.fontTraits == FontTraits(italic: true))
        #expect(try tree("Text(\"a\").monospaced()")?.attributes.fontTraits == FontTraits(design: .monospaced))
        #expect(try tree("Text(\"a\").monospacedDigit()")?.attributes.fontTraits == FontTraits(monospacedDigit: true))
        #expect(try tree("Text(\"a\").fontDesign(.monospaced)")?.attributes.fontTraits == FontTraits(design: .monospaced))
        // Inactive or nil: nothing set.
        #expect(try tree("Text(\"a\").bold(false)")?.attributes.fontTraits == nil)
        #expect(try tree("Text(\"a\").fontWeight(nil)")?.attributes.fontTraits == nil)
        // Two on one view: the inner one wins where both set a field; the others add up.
        #expect(try tree("Text(\"a\").fontWeight(.light).bold().monospacedDigit()")?.attributes.fontTraits == FontTraits(weight: .light, monospacedDigit: true))
        // Not a layout node: the Text stays the root.
        #expect(try tree("Text(\"a\").bold()")?.kind == .text("a"))
    }

    @Test("refinements of a font value: .title.bold(), .body.monospacedDigit(), .system(size:weight:design:)")
    func fontValues() throws {
        #expect(try tree("Text(\"a\").font(.title.bold())")?.attributes.font == Font(size: 28, style: .title, weight: .bold))
        #expect(try tree("Text(\"a\").font(.body.monospacedDigit())")?.attributes.font == Font(size: 17, style: .body, tabularDigits: true))
        #expect(try tree("Text(\"a\").font(.headline)")?.attributes.font == Font(size: 17, style: .headline, weight: .semibold))
        #expect(try tree("Text(\"a\").font(.caption.weight(.heavy).italic())")?.attributes.font == Font(size: 12, style: .caption, weight: .heavy, isItalic: true))
        #expect(try tree("Text(\"a\").font(.system(size: 13, weight: .semibold, design: .monospaced))")?.attributes.font == Font(size: 13, weight: .semibold, design: .monospaced))
        #expect(try tree("Text(\"a\").font(.system(.title, design: .monospaced))")?.attributes.font == Font(size: 28, style: .title, design: .monospaced))
        #expect(try tree("Text(\"a\").font(.system(size: 20).bold())")?.attributes.font == Font(size: 20, weight: .bold))
        // Refinements that do not change the metrics leave the font as it is.
        #expect(try tree("Text(\"a\").font(.body.leading(.tight))")?.attributes.font == Font(.body))
    }

    @Test("a weight that is not one: an error in strict mode, a warning and the font's own in lenient mode")
    func unknownWeight() throws {
        let error = try #require(loadError("Text(\"a\").fontWeight(.heavyish)"))
        #expect(error.message.contains("expected a font weight"))
        let model = try load("Text(\"a\").fontWeight(.heavyish)", lenient: true)
        #expect(model.root?.attributes.fontTraits == nil)
        #expect(model.warnings.contains { $0.message.contains("font weight") })
    }

    @Test("LoadOptions(textMetrics:) sets the root's text metrics")
    func textMetricsOption() throws {
        let model = try ModelLanguage.load("VStack { Text(\"a\") }", file: "t.layout", options: LoadOptions(textMetrics: .font))
        #expect(model.root?.attributes.textMetrics == .font)
        #expect(try tree("VStack { Text(\"a\") }")?.attributes.textMetrics == nil)
    }
}
