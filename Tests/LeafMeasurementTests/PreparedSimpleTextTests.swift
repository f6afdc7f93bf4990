import LeafMeasurement
import Testing
import ViewTree

/// A string under I.2's metrics counted once (`PreparedSimpleText`) answers the sizes, line
/// counts and breaks of `TextMetrics.layout`, computed here by hand: at 17 pt every Character
/// advances 8.5 and a line is 20.4 tall; a width holds n Characters from (n - 1e-9) x 8.5.
@Suite("Text metrics (I.2): prepared once")
struct PreparedSimpleTextTests {
    let measurer = SimpleTextMeasurer()

    func prepared(_ text: String, lineLimit: Int? = nil) -> any PreparedText {
        measurer.prepare(text, font: .body, lineLimit: lineLimit)
    }

    func at(_ width: Double?, _ height: Double? = nil) -> ProposedSize { ProposedSize(width: width, height: height) }

    /// Expects `sizing` to be `lines` lines `characters` wide (heights to rounding: 20.4 is
    /// not a binary fraction).
    func expect(_ sizing: TextSizing, characters: Int, lines: Int, next: Double?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(sizing.lineCount == lines, sourceLocation: sourceLocation)
        #expect(sizing.size.width == Double(characters) * 8.5, sourceLocation: sourceLocation)
        #expect(abs(sizing.size.height - Double(lines) * 20.4) < 1e-9, sourceLocation: sourceLocation)
        if let next {
            #expect(sizing.nextBreakWidth.map { abs($0 - next) < 1e-12 } == true, sourceLocation: sourceLocation)
        } else {
            #expect(sizing.nextBreakWidth == nil, sourceLocation: sourceLocation)
        }
    }

    @Test("an empty string is 0 x 0 in one empty line, with no break at any width")
    func empty() {
        let text = prepared("")
        for proposal in [at(nil), at(10), at(0, 5), at(.infinity)] {
            #expect(text.sizing(proposal) == TextSizing(size: Size(width: 0, height: 0), lineCount: 1, nextBreakWidth: nil))
        }
        // The longest paragraph counts as one Character, which every width holds.
        #expect(text.nextBreakWidth(width: 0) == nil)
        #expect(abs(text.lineHeight - 20.4) < 1e-12)
    }

    @Test("one word wider than the line breaks between Characters; its own width holds it")
    func longWord() {
        let text = prepared("abcdefghij")
        // 30 / 8.5 = 3.5: "abc", "def", "ghi", "j"; the next break holds four, (4 - 1e-9) x 8.5.
        expect(text.sizing(at(30)), characters: 3, lines: 4, next: 34 - 8.5e-9)
        #expect(abs(text.nextBreakWidth(width: 30)! - (34 - 8.5e-9)) < 1e-12)
        // 85 = 10 x 8.5 holds all ten: one line, nothing wider changes it.
        expect(text.sizing(at(85)), characters: 10, lines: 1, next: nil)
        #expect(text.nextBreakWidth(width: 85) == nil)
        // Width 0 still shows one Character a line.
        expect(text.sizing(at(0)), characters: 1, lines: 10, next: 17 - 8.5e-9)
    }

    @Test("spaces at a break are dropped; leading spaces before the first word of a wrapped paragraph too")
    func spaces() {
        // "ab  " is four Characters, 34 wide unproposed.
        expect(prepared("ab  ").sizing(at(nil)), characters: 4, lines: 1, next: nil)
        // At 20 (two a line) "ab" fills the line, and the two spaces after it break away: one line.
        expect(prepared("ab  ").sizing(at(20)), characters: 2, lines: 1, next: 25.5 - 8.5e-9)
        // At 25.5 (three a line) "ab " fits, the last space breaks away.
        expect(prepared("ab  ").sizing(at(25.5)), characters: 3, lines: 1, next: 34 - 8.5e-9)
        // "  ab" at 20: the empty words before "ab" leave the line empty, so "ab" starts it.
        expect(prepared("  ab").sizing(at(20)), characters: 2, lines: 1, next: 25.5 - 8.5e-9)
        // Words wrap at spaces: 40 / 8.5 = 4.7, four a line: "one", "two", "thre", "e".
        expect(prepared("one two three").sizing(at(40)), characters: 4, lines: 4, next: 42.5 - 8.5e-9)
    }

    @Test("lineLimit keeps the first lines (a limit below 1 keeps all); the break does not move")
    func lineLimit() {
        // Four lines at 40 ("one", "two", "thre", "e"); the longest paragraph is 13.
        expect(prepared("one two three", lineLimit: 2).sizing(at(40)), characters: 3, lines: 2, next: 42.5 - 8.5e-9)
        expect(prepared("one two three", lineLimit: 3).sizing(at(40)), characters: 4, lines: 3, next: 42.5 - 8.5e-9)
        expect(prepared("one two three", lineLimit: 0).sizing(at(40)), characters: 4, lines: 4, next: 42.5 - 8.5e-9)
        #expect(abs(prepared("one two three", lineLimit: 1).nextBreakWidth(width: 40)! - (42.5 - 8.5e-9)) < 1e-12)
        // Unproposed, the limit keeps the first paragraphs.
        expect(prepared("one\ntwo\nthree", lineLimit: 2).sizing(at(nil)), characters: 3, lines: 2, next: nil)
    }

    @Test("a finite height keeps the whole lines that fit, at least one, within the line limit")
    func height() {
        // 45 / 20.4 = 2.2: "one", "two".
        expect(prepared("one two three").sizing(at(40, 45)), characters: 3, lines: 2, next: 42.5 - 8.5e-9)
        // 5 holds no line, one is kept.
        expect(prepared("one two three").sizing(at(40, 5)), characters: 3, lines: 1, next: 42.5 - 8.5e-9)
        // 100 / 20.4 = 4.9 would hold four; the limit keeps three.
        expect(prepared("one two three", lineLimit: 3).sizing(at(40, 100)), characters: 4, lines: 3, next: 42.5 - 8.5e-9)
        // An infinite height keeps every line.
        expect(prepared("one two three").sizing(at(40, .infinity)), characters: 4, lines: 4, next: 42.5 - 8.5e-9)
    }

    @Test("newlines always break, empty paragraphs are empty lines; the longest paragraph sets the break")
    func paragraphs() {
        let text = prepared("\n\nab cd\n")
        // "", "", "ab cd", "": four lines, 5 x 8.5 = 42.5 wide.
        expect(text.sizing(at(nil)), characters: 5, lines: 4, next: nil)
        // At 20: "", "", "ab", "cd", "".
        expect(text.sizing(at(20)), characters: 2, lines: 5, next: 25.5 - 8.5e-9)
        // "three" has five: at 34 (four a line) the next holds five.
        #expect(abs(prepared("one\ntwo\nthree").nextBreakWidth(width: 34)! - (42.5 - 8.5e-9)) < 1e-12)
        #expect(prepared("one\ntwo\nthree").nextBreakWidth(width: 42.5) == nil)
        #expect(prepared("one\ntwo\nthree").nextBreakWidth(width: .infinity) == nil)
    }

    @Test("Characters are grapheme clusters: a combining accent and CR LF count once, and CR LF is no newline")
    func graphemes() {
        // "e" + U+0301, "t", U+00E9: three Characters.
        expect(prepared("e\u{301}t\u{E9}").sizing(at(nil)), characters: 3, lines: 1, next: nil)
        // "a", "\r\n", "b": one paragraph of three (only "\n" itself breaks).
        expect(prepared("a\r\nb").sizing(at(nil)), characters: 3, lines: 1, next: nil)
        expect(prepared("a\r\nb").sizing(at(20)), characters: 2, lines: 2, next: 25.5 - 8.5e-9)
    }

    @Test("the preparation answers as TextMetrics.layout for every width, height and limit")
    func matchesLayout() {
        let metrics = TextMetrics(font: .body)
        let texts = ["Hello World", "", "a", " ", "one\ntwo\nthree", "Quarterly Report \u{2014} Draft", "e\u{301}t\u{E9} caf\u{E9}", "\n\nab cd\n", "ab  ", "  ab", "a  b   c", "word", "a\r\nb c"]
        // Every quarter point from 0 to 150, and the thresholds themselves (n - 1e-9) x 8.5.
        let widths: [Double?] = [nil, .infinity] + (0...600).map { Double($0) / 4 } + (1...20).map { (Double($0) - 1e-9) * 8.5 }
        for text in texts {
            for limit in [nil, 0, 1, 2] {
                let prepared = prepared(text, lineLimit: limit)
                for width in widths {
                    for height in [nil, 5, 45, .infinity] as [Double?] {
                        let proposal = at(width, height)
                        #expect(prepared.sizing(proposal) == TextSizing(metrics.layout(text, proposal: proposal, lineLimit: limit)), "\(text) at \(proposal)")
                    }
                    if let width {
                        #expect(prepared.nextBreakWidth(width: width) == metrics.nextBreakWidth(text, width: width), "\(text) at \(width)")
                    }
                }
            }
        }
    }
}
