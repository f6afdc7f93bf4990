@testable import ConstraintEngine
import FrameSolver
import LeafMeasurement
import Synchronization
import Testing

/// A piece's Texts are prepared once per node (`TextLayoutMemo`), and what the compiler asks
/// of a preparation is what the measurer answers.
@Suite("Relation encoding: Texts prepared once per piece")
struct TextLayoutMemoTests {
    /// I.2's measurer, counting its preparations (a unit test's stand-in: the count is the
    /// point, the answers are the real measurer's).
    final class CountingMeasurer: TextMeasurer {
        let prepared = Mutex(0)
        let simple = SimpleTextMeasurer()

        func layout(_ text: String, font: Font, proposal: ProposedSize, lineLimit: Int?) -> TextLayout {
            simple.layout(text, font: font, proposal: proposal, lineLimit: lineLimit)
        }

        func prepare(_ text: String, font: Font, lineLimit: Int?) -> any PreparedText {
            prepared.withLock { $0 += 1 }
            return simple.prepare(text, font: font, lineLimit: lineLimit)
        }

        func lineHeight(of font: Font) -> Double { simple.lineHeight(of: font) }
        func ascent(of font: Font) -> Double { simple.ascent(of: font) }
    }

    @Test("a Text is prepared once per node, and its preparation answers as the measurer")
    func preparedOnce() throws {
        let tree = IndexedTree(root: try #require(Text("Hello World").viewTree))
        let node = tree.nodes[0]
        let measurer = CountingMeasurer()
        let memo = TextLayoutMemo()
        func prepare(_ index: Int) -> any PreparedText {
            memo.text(index) { measurer.prepare("Hello World", font: node.font, lineLimit: node.lineLimit) }
        }
        let text = prepare(0)
        _ = prepare(0)
        #expect(measurer.prepared.withLock { $0 } == 1)
        _ = prepare(1)
        #expect(measurer.prepared.withLock { $0 } == 2)
        // 60 / 8.5 = 7.06: seven characters a line; the next break holds eight, (8 - 1e-9) x 8.5.
        #expect(abs(text.nextBreakWidth(width: 60)! - (68 - 8.5e-9)) < 1e-12)
        // 30 / 8.5 = 3.5: three characters a line ("Hel", "lo", "Wor", "ld"), 25.5 wide, four
        // lines of 20.4; the next break holds four: (4 - 1e-9) x 8.5.
        let sizing = text.sizing(ProposedSize(width: 30, height: nil))
        #expect(sizing.lineCount == 4)
        #expect(sizing.size.width == 25.5)
        #expect(abs(sizing.size.height - 81.6) < 1e-12)
        #expect(abs(sizing.nextBreakWidth! - (34 - 8.5e-9)) < 1e-12)
        #expect(text.lineHeight == measurer.lineHeight(of: node.font))
    }
}
