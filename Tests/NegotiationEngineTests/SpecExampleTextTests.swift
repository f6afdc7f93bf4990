import FrameSolver
import TestSupport
import Testing

/// SWIFTUI-LAYOUT.md I.2 (normative text metrics): advance 0.5 x size per Character, line
/// height 1.2 x size; body is 17 pt (advance 8.5, line 20.4). Window coordinates.
@Suite("Spec examples: Text metrics (I.2)")
struct SpecExampleTextTests {
    @Test("I.2 Text(\"Hello world\") ideal size is 93.5 x 20.4 (11 x 8.5 by 1.2 x 17)")
    func ideal() throws {
        let result = try negotiate(Text("Hello world").id("t"), width: nil, height: nil)
        expectFrame(result, "t", 0, 0, 11 * 8.5, 1.2 * 17)
    }

    @Test("I.2 Text(\"Hello world\") proposed (50, nil) wraps to \"Hello\" / \"world\": 42.5 x 40.8")
    func wrapped() throws {
        let result = try negotiate(Text("Hello world").id("t"), width: 50, height: nil)
        // Width: 5 x 8.5 = 42.5, centred in 50; height 2 x 20.4, at y 0 (nil axis).
        expectFrame(result, "t", (50 - 42.5) / 2, 0, 42.5, 40.8)
    }

    @Test("I.2 proposed width 0 gives one character per line")
    func zeroWidth() throws {
        let result = try negotiate(Text("abc").id("t"), width: 0, height: nil)
        expectSize(result, "t", 8.5, 3 * 20.4)
    }

    @Test("I.2 explicit newlines split lines: the widest line by lines x line height")
    func newlines() throws {
        let result = try negotiate(Text("Hello\nworld!").id("t"), width: nil, height: nil)
        expectSize(result, "t", 6 * 8.5, 2 * 20.4)
    }

    @Test("I.2 a height smaller than the text keeps the whole lines that fit; lineLimit caps lines")
    func truncation() throws {
        let short = try negotiate(Text("Hello world").id("t"), width: 50, height: 20.4)
        expectSize(short, "t", 42.5, 20.4)
        let limited = try negotiate(Text("Hello world").lineLimit(1).id("t"), width: 50, height: nil)
        expectSize(limited, "t", 42.5, 20.4)
    }

    @Test(
        "I.2 a font set on an ancestor applies to the Text below: .title is 28 pt",
        arguments: [
            (Font.title, 28.0), (.largeTitle, 34), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
            (.system(size: 10), 10),
        ])
    func ancestorFont(font: Font, size: Double) throws {
        let result = try negotiate(
            VStack {
                Text("Hello world").id("t")
            }.font(font), width: nil, height: nil)
        expectSize(result, "t", 11 * 0.5 * size, 1.2 * size)
    }

    @Test("I.2 the nearest .font wins")
    func nearestFontWins() throws {
        let result = try negotiate(
            VStack {
                Text("Hi").font(.caption).id("caption")
                Text("Hi").id("title")
            }.font(.title), width: nil, height: nil)
        expectSize(result, "caption", 2 * 6, 1.2 * 12)
        expectSize(result, "title", 2 * 14, 1.2 * 28)
    }
}
