import LeafMeasurement
import Testing
import ViewTree

/// The deterministic text metrics of spec I.2, computed by hand: every character advances half
/// the font size and a line is 1.2 times the size, at 17 pt 8.5 and 20.4.
@Suite("Text metrics (I.2)")
struct TextMetricsTests {
    let body = TextMetrics(font: .body)

    @Test("advance, line height and ascent follow the size")
    func metrics() {
        #expect(body.size == 17)
        #expect(body.advance == 8.5)
        #expect(abs(body.lineHeight - 20.4) < 1e-12)
        #expect(TextMetrics(size: 10).ascent == 10)
    }

    @Test("R1.3a: unproposed or infinite widths keep the text on one line at its ideal size")
    func ideal() {
        // "Hello World" is 11 characters: 11 x 8.5 = 93.5 wide, one line 20.4 tall.
        for proposal in [ProposedSize.unspecified, .infinity] {
            let layout = body.layout("Hello World", proposal: proposal)
            #expect(layout.lines == ["Hello World"])
            #expect(layout.size.width == 93.5)
            #expect(abs(layout.size.height - 20.4) < 1e-12)
        }
    }

    @Test("a narrower width wraps at spaces and answers the widest line")
    func wrapping() {
        // 60 / 8.5 = 7.06: seven characters a line. "Hello" (5) then "World" (5): 42.5 wide, two lines.
        let layout = body.layout("Hello World", proposal: ProposedSize(width: 60, height: nil))
        #expect(layout.lines == ["Hello", "World"])
        #expect(layout.size.width == 42.5)
        #expect(abs(layout.size.height - 40.8) < 1e-12)
    }

    @Test("a word wider than the line breaks between characters, at least one a line")
    func longWord() {
        // 20 / 8.5 = 2.35: two characters a line, "abcde" as "ab", "cd", "e".
        #expect(body.layout("abcde", proposal: ProposedSize(width: 20, height: nil)).lines == ["ab", "cd", "e"])
        // A width of 0 still shows one character a line.
        #expect(body.layout("abc", proposal: ProposedSize(width: 0, height: nil)).lines == ["a", "b", "c"])
    }

    @Test("newlines always break; lineLimit and a short height keep the first lines")
    func limits() {
        let text = "one\ntwo\nthree"
        #expect(body.layout(text, proposal: .unspecified).lines == ["one", "two", "three"])
        #expect(body.layout(text, proposal: .unspecified, lineLimit: 2).lines == ["one", "two"])
        // 45 / 20.4 = 2.2: two whole lines fit; 5 fits none, but one line is always kept.
        #expect(body.layout(text, proposal: ProposedSize(width: nil, height: 45)).lines == ["one", "two"])
        #expect(body.layout(text, proposal: ProposedSize(width: nil, height: 5)).lines == ["one"])
    }

    @Test("an empty string is 0 x 0")
    func empty() {
        #expect(body.layout("", proposal: .unspecified).size == Size(width: 0, height: 0))
    }

    @Test("the next break is one more character than a line holds, while the longest paragraph has more")
    func nextBreak() {
        // 60 / 8.5 = 7.06: seven characters a line, so the next break holds eight,
        // (8 - 1e-9) x 8.5 = 68 - 8.5e-9. "Hello World" is 11 characters.
        let next = body.nextBreakWidth("Hello World", width: 60)
        #expect(abs(next! - (68 - 8.5e-9)) < 1e-12)
        // At 93.5 (11 x 8.5) the longest line fits: no wider proposal changes the lines.
        #expect(body.nextBreakWidth("Hello World", width: 93.5) == nil)
        // The longest paragraph counts: "three" has 5, so at 34 (4 characters) the next is 5.
        #expect(abs(body.nextBreakWidth("one\ntwo\nthree", width: 34)! - (5 - 1e-9) * 8.5) < 1e-12)
        #expect(body.nextBreakWidth("abc", width: .infinity) == nil)
    }

    @Test("the next break counted alone is the one the layout gives, for every width, limit and paragraph")
    func nextBreakMatchesLayout() {
        let measurer = SimpleTextMeasurer()
        let texts = ["Hello World", "", "a", "one\ntwo\nthree", "Quarterly Report \u{2014} Draft", "e\u{301}t\u{E9} caf\u{E9}", "\n\nab cd\n", "word"]
        for text in texts {
            for limit in [nil, 1, 2] {
                // Every quarter point from 0 to 200, and the thresholds themselves (n - 1e-9) x 8.5.
                let widths = (0...800).map { Double($0) / 4 } + (1...24).map { (Double($0) - 1e-9) * 8.5 }
                for width in widths {
                    let laidOut = measurer.layout(text, font: .body, proposal: ProposedSize(width: width, height: nil), lineLimit: limit)
                    #expect(measurer.nextBreakWidth(text, font: .body, width: width, lineLimit: limit) == laidOut.nextBreakWidth, "\(text) at \(width)")
                }
            }
        }
    }
}
