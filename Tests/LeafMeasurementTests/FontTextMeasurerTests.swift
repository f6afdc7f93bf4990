import Dispatch
import LeafMeasurement
import Testing
import ViewTree

// Expected widths come from the font files themselves: the glyph advances HarfBuzz's own
// command-line shaper prints (`hb-shape FONT TEXT`, Debian's libharfbuzz-bin, HarfBuzz 6.0),
// in font units, and the units per em and hhea metrics read from the files' `head` and
// `hhea` tables. A width is sum(advances) x size / unitsPerEm.
//
// Inter 4.0 (fonts-inter 4.0~beta7): unitsPerEm 2816, hhea ascender 2728, descender -680,
// line gap 0. DejaVu Sans Mono 2.37: unitsPerEm 2048, every advance 1233.
@Suite struct FontTextMeasurerTests {
    let measurer: FontTextMeasurer

    init() throws { measurer = try FontTextMeasurer.shared() }

    /// `hb-shape Inter-Regular.otf "Main content"`:
    /// M 2504, a 1588, i 668, n 1648, space 792, c 1572, o 1680, n 1648, t 1008, e 1640,
    /// n 1648, t 1024 (the first t is kerned against the e after it) = 17420 units.
    @Test func widthIsTheSumOfShapedAdvances() {
        #expect(measurer.faceName(for: .system(size: 13)) == "Inter Regular")
        #expect(measurer.unitsPerEm(for: .system(size: 13)) == 2816)
        let width = measurer.width(of: "Main content", font: .system(size: 13))
        #expect(abs(width - 17420 * 13 / 2816) < 1e-9)  // 80.419
        let layout = measurer.layout("Main content", font: .system(size: 13), proposal: ProposedSize(width: nil, height: nil), lineLimit: nil)
        #expect(layout.lines == ["Main content"])
        #expect(abs(layout.size.width - 17420 * 13 / 2816) < 1e-9)
        // One line: ascender - descender = 2728 + 680 = 3408 units; 3408 x 13 / 2816 = 15.733.
        #expect(abs(layout.size.height - 3408 * 13 / 2816) < 1e-9)
    }

    /// Kerning applies: `hb-shape Inter-Regular.otf "Type AV"` gives T 1632, y 1568, p 1716,
    /// e 1640, space 792, A 1712, V 1904 = 10964 units; with `--features=-kern` T is 1808 and
    /// A 1904 (11332 units), so the measured width must be the kerned one.
    @Test func kerningNarrowsPairs() {
        let width = measurer.width(of: "Type AV", font: .system(size: 20))
        #expect(abs(width - 10964 * 20 / 2816) < 1e-9)  // 77.87
        #expect(abs(width - 11332 * 20 / 2816) > 2)
    }

    /// Weights are faces: `hb-shape Inter-SemiBold.otf "Main content"` sums to 17885 units
    /// (M 2552, a 1618, i 734, n 1717, space 699, c 1626, o 1712, n 1717, t 1054, e 1669,
    /// n 1717, t 1070); headline is semibold at 17 pt.
    @Test func weightSelectsTheFace() {
        #expect(measurer.faceName(for: .headline) == "Inter Semi Bold")
        #expect(abs(measurer.width(of: "Main content", font: .headline) - 17885 * 17 / 2816) < 1e-9)
        #expect(abs(measurer.width(of: "Main content", font: .body.bold()) - measurer.width(of: "Main content", font: .system(size: 17, weight: .bold))) < 1e-12)
        #expect(measurer.faceName(for: .body.bold()) == "Inter Bold")
        #expect(measurer.faceName(for: .body.italic()) == "Inter Italic")
        #expect(measurer.faceName(for: .system(size: 17, weight: .black).italic()) == "Inter Black Italic")
    }

    /// Proportional digits by default, tabular with `.monospacedDigit()`:
    /// `hb-shape Inter-Regular.otf "0123456789"` gives 1760 1308 1704 1792 1808 1712 1756
    /// 1568 1736 1756 (16900 units); `--features=tnum` gives 1824 for every digit.
    @Test func tabularDigitsAreAllOneWidth() {
        let proportional = measurer.width(of: "0123456789", font: .body)
        let tabular = measurer.width(of: "0123456789", font: .body.monospacedDigit())
        #expect(abs(proportional - 16900 * 17 / 2816) < 1e-9)  // 102.02
        #expect(abs(tabular - 18240 * 17 / 2816) < 1e-9)  // 110.11
        // A "1" is 1308 units proportional, 1824 tabular.
        #expect(abs(measurer.width(of: "1", font: .body) - 1308 * 17 / 2816) < 1e-9)
        #expect(abs(measurer.width(of: "1", font: .body.monospacedDigit()) - 1824 * 17 / 2816) < 1e-9)
        // Letters keep their widths under tnum.
        #expect(measurer.width(of: "Main", font: .body) == measurer.width(of: "Main", font: .body.monospacedDigit()))
    }

    /// `.monospaced()` shapes in DejaVu Sans Mono: `hb-shape DejaVuSansMono.ttf "Main"` gives
    /// 1233 units a glyph; 4 x 1233 x 17 / 2048 = 40.94.
    @Test func monospacedUsesTheMonospacedFace() {
        let font = Font.body.monospaced()
        #expect(measurer.faceName(for: font) == "DejaVu Sans Mono Book")
        #expect(abs(measurer.width(of: "Main", font: font) - 4 * 1233 * 17 / 2048) < 1e-9)
        #expect(measurer.width(of: "iiii", font: font) == measurer.width(of: "MMMM", font: font))
        #expect(measurer.faceName(for: Font.body.monospaced().bold()) == "DejaVu Sans Mono Bold")
    }

    /// "Hello world" in body (17 pt): `hb-shape` gives Hello = 2084 + 1640 + 668 + 668 + 1680
    /// = 6740 units, space 792, world = 2236 + 1680 + 1048 + 668 + 1748 = 7380 units; the
    /// whole line 14912 units = 90.02 pt. Proposed 50 it wraps at the space into "Hello"
    /// (40.69) and "world" (44.55): the answer is 44.55 wide, two lines of 3408 x 17 / 2816.
    @Test func wrapsAtWordBoundaries() {
        let layout = measurer.layout("Hello world", font: .body, proposal: ProposedSize(width: 50, height: nil), lineLimit: nil)
        #expect(layout.lines == ["Hello", "world"])
        #expect(abs(layout.size.width - 7380 * 17 / 2816) < 1e-9)
        #expect(abs(layout.size.height - 2 * 3408 * 17 / 2816) < 1e-9)
        // The lines change next where the whole line fits.
        #expect(abs(layout.nextBreakWidth! - (14912 * 17 / 2816 - 1e-9)) < 1e-12)
        let wide = measurer.layout("Hello world", font: .body, proposal: ProposedSize(width: layout.nextBreakWidth!, height: nil), lineLimit: nil)
        #expect(wide.lines == ["Hello world"])
        #expect(wide.nextBreakWidth == nil)
        // Its own width holds it on one line.
        let own = measurer.layout("Hello world", font: .body, proposal: ProposedSize(width: 14912 * 17 / 2816, height: nil), lineLimit: nil)
        #expect(own.lines == ["Hello world"])
        // A line limit and a short height keep one line.
        let limited = measurer.layout("Hello world", font: .body, proposal: ProposedSize(width: 50, height: nil), lineLimit: 1)
        #expect(limited.lines == ["Hello"])
        #expect(abs(limited.size.width - 6740 * 17 / 2816) < 1e-9)
        let short = measurer.layout("Hello world", font: .body, proposal: ProposedSize(width: 50, height: 25), lineLimit: nil)
        #expect(short.lines == ["Hello"])
    }

    /// A word wider than the line breaks between characters: "Hello" at 17 pt proposed 20:
    /// H 12.58 fits, He (3724 units, 22.48) does not; then e, el, ell (2976 units, 17.97) fit,
    /// ello (4656 units, 28.1) does not; "o" is left. The answer is ell's width.
    @Test func breaksLongWordsBetweenCharacters() {
        let layout = measurer.layout("Hello", font: .body, proposal: ProposedSize(width: 20, height: nil), lineLimit: nil)
        #expect(layout.lines == ["H", "ell", "o"])
        #expect(abs(layout.size.width - 2976 * 17 / 2816) < 1e-9)
        // Next: "He" fits at 3724 units.
        #expect(abs(layout.nextBreakWidth! - (3724 * 17 / 2816 - 1e-9)) < 1e-12)
        // Width 0: one character per line.
        let zero = measurer.layout("ab", font: .body, proposal: ProposedSize(width: 0, height: nil), lineLimit: nil)
        #expect(zero.lines == ["a", "b"])
    }

    /// Newlines always break; an empty string is 0 x 0.
    @Test func newlinesAndEmptyText() {
        let layout = measurer.layout("Hello\nworld", font: .body, proposal: ProposedSize(width: nil, height: nil), lineLimit: nil)
        #expect(layout.lines == ["Hello", "world"])
        #expect(abs(layout.size.width - 7380 * 17 / 2816) < 1e-9)
        let empty = measurer.layout("", font: .body, proposal: ProposedSize(width: 10, height: nil), lineLimit: nil)
        #expect(empty.size == Size(width: 0, height: 0))
    }

    /// Line height and ascent from hhea: 3408 and 2728 units.
    @Test func verticalMetricsFromTheFont() {
        #expect(abs(measurer.lineHeight(of: .body) - 3408 * 17 / 2816) < 1e-9)  // 20.57
        #expect(abs(measurer.ascent(of: .body) - 2728 * 17 / 2816) < 1e-9)  // 16.47
        // DejaVu Sans Mono: hhea 1901, -483, gap 0 at 2048 units per em.
        #expect(abs(measurer.lineHeight(of: Font.body.monospaced()) - 2384 * 17 / 2048) < 1e-9)
    }

    /// Many threads measuring at once see the answers one thread sees.
    @Test func measuresFromManyThreadsAtOnce() {
        let strings = (0..<64).map { "Row \($0) of a list, with some words to wrap" }
        let expected = strings.map { measurer.layout($0, font: .body, proposal: ProposedSize(width: 120, height: nil), lineLimit: nil) }
        let results = ResultsBox(count: strings.count)
        let shared = measurer
        DispatchQueue.concurrentPerform(iterations: strings.count * 4) { i in
            let index = i % strings.count
            // Half the calls shape with tabular digits, so the cache fills with both at once.
            let plain = (i / strings.count) % 2 == 0
            let layout = shared.layout(strings[index], font: plain ? .body : .body.monospacedDigit(), proposal: ProposedSize(width: 120, height: nil), lineLimit: nil)
            if plain { results.set(index, layout) }
        }
        let values = results.values
        #expect(values.count == expected.count)
        #expect(zip(values, expected).allSatisfy { $0 == $1 })
    }
}

/// Results written by concurrent iterations, one slot each.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLockLike()
    private var storage: [TextLayout?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: TextLayout) { lock.locked { storage[index] = value } }
    var values: [TextLayout] { lock.locked { storage.compactMap { $0 } } }
}

/// A lock from Dispatch, so the test needs no Foundation.
final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func locked<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
