import LeafMeasurement
import Testing
import ViewTree

/// A string shaped once in a real font (`FontTextMeasurer.prepare`) answers the sizes, line
/// counts and breaks of its layout. Expected widths are the HarfBuzz advances of
/// `FontTextMeasurerTests` (Inter Regular, 2816 units per em, line 3408 units): "Hello" 6740
/// units, "world" 7380, "Hello world" 14912, "He" 3724, "ell" 2976.
@Suite struct PreparedFontTextTests {
    let measurer: FontTextMeasurer

    init() throws { measurer = try FontTextMeasurer.shared() }

    func points(_ units: Double) -> Double { units * 17 / 2816 }

    @Test func wrapsAtWordBoundariesWithoutTheLines() {
        let text = measurer.prepare("Hello world", font: .body, lineLimit: nil)
        // At 50 "Hello" and "world": the wider is world; the next break is the whole line.
        let sizing = text.sizing(ProposedSize(width: 50, height: nil))
        #expect(sizing.lineCount == 2)
        #expect(abs(sizing.size.width - points(7380)) < 1e-9)
        #expect(abs(sizing.size.height - 2 * points(3408)) < 1e-9)
        #expect(abs(sizing.nextBreakWidth! - (points(14912) - 1e-9)) < 1e-12)
        #expect(text.nextBreakWidth(width: 50) == sizing.nextBreakWidth)
        // Its own width holds it on one line, and nothing wider changes it.
        let own = text.sizing(ProposedSize(width: points(14912), height: nil))
        #expect(own.lineCount == 1)
        #expect(own.nextBreakWidth == nil)
        #expect(text.nextBreakWidth(width: points(14912)) == nil)
        // A short height keeps one line ("Hello").
        let short = text.sizing(ProposedSize(width: 50, height: 25))
        #expect(short.lineCount == 1)
        #expect(abs(short.size.width - points(6740)) < 1e-9)
        #expect(abs(text.lineHeight - points(3408)) < 1e-9)
    }

    @Test func lineLimitKeepsTheFirstLinesAndLeavesTheBreak() {
        let text = measurer.prepare("Hello world", font: .body, lineLimit: 1)
        let sizing = text.sizing(ProposedSize(width: 50, height: nil))
        #expect(sizing.lineCount == 1)
        #expect(abs(sizing.size.width - points(6740)) < 1e-9)
        #expect(abs(sizing.nextBreakWidth! - (points(14912) - 1e-9)) < 1e-12)
    }

    @Test func longWordsAndEmptyText() {
        // "Hello" at 20: "H", "ell", "o"; the next break is where "He" fits.
        let word = measurer.prepare("Hello", font: .body, lineLimit: nil).sizing(ProposedSize(width: 20, height: nil))
        #expect(word.lineCount == 3)
        #expect(abs(word.size.width - points(2976)) < 1e-9)
        #expect(abs(word.nextBreakWidth! - (points(3724) - 1e-9)) < 1e-12)
        let empty = measurer.prepare("", font: .body, lineLimit: nil)
        #expect(empty.sizing(ProposedSize(width: 10, height: nil)) == TextSizing(size: Size(width: 0, height: 0), lineCount: 1, nextBreakWidth: nil))
    }

    @Test func answersAsTheLayoutAtEveryWidth() {
        let texts = ["Hello world", "", "Quarterly Report \u{2014} Draft", "one\ntwo three\n", "ab  ", "  ab", "Type AV 1234"]
        let fonts: [Font] = [.body, .headline, .body.monospaced(), .body.monospacedDigit()]
        for text in texts {
            for font in fonts {
                for limit in [nil, 1] {
                    let prepared = measurer.prepare(text, font: font, lineLimit: limit)
                    for width in (0...120).map({ Double($0) * 1.5 }) {
                        for height in [nil, 25] as [Double?] {
                            let proposal = ProposedSize(width: width, height: height)
                            let layout = measurer.layout(text, font: font, proposal: proposal, lineLimit: limit)
                            #expect(prepared.sizing(proposal) == TextSizing(layout), "\(text) at \(proposal)")
                        }
                        let layout = measurer.layout(text, font: font, proposal: ProposedSize(width: width, height: nil), lineLimit: limit)
                        #expect(prepared.nextBreakWidth(width: width) == layout.nextBreakWidth)
                        #expect(measurer.nextBreakWidth(text, font: font, width: width, lineLimit: limit) == layout.nextBreakWidth)
                    }
                }
            }
        }
    }
}
