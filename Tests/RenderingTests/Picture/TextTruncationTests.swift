@testable import Rendering
import Testing

/// A Text cut short is drawn as SwiftUI draws it: its last line running on into the rest of
/// the text, cut where that and an ellipsis fill the frame (`TextDrawing.truncatingTail`).
@Suite("Pictures: truncated Text ends in an ellipsis")
struct TextTruncationTests {
    /// I.2's drawing at 17 points: every character 8.5 wide.
    static func width(_ string: String) -> Double { Double(string.count) * 8.5 }

    @Test("two lines kept of a longer text: the second runs on and ends in …")
    func lineLimit() {
        // 59.5 is 7 characters: "ghi jk" and the ellipsis.
        let shown = TextDrawing.truncatingTail(["abc def", "ghi jkl"], of: "abc def ghi jkl mno", width: 59.5, measure: Self.width)
        #expect(shown == ["abc def", "ghi jk…"])
    }

    @Test("a run-on cut at a space leaves no space before the ellipsis")
    func trailingSpace() {
        // 8 characters: "ghi jkl " is cut to "ghi jkl" and the ellipsis (8 characters).
        let shown = TextDrawing.truncatingTail(["abc def", "ghi jkl"], of: "abc def ghi jkl mno", width: 68, measure: Self.width)
        #expect(shown == ["abc def", "ghi jkl…"])
    }

    @Test("one line wider than its frame (lineLimit(1)): cut with …; a text shown whole is unchanged")
    func singleLine() {
        // 42.5 is 5 characters: "abcd…".
        #expect(TextDrawing.truncatingTail(["abcdefghij"], of: "abcdefghij", width: 42.5, measure: Self.width) == ["abcd…"])
        #expect(TextDrawing.truncatingTail(["abc def", "ghi"], of: "abc def ghi", width: 59.5, measure: Self.width) == ["abc def", "ghi"])
        #expect(TextDrawing.truncatingTail([], of: "abc", width: 10, measure: Self.width) == [])
    }
}
