@testable import ConstraintEngine
import FrameSolver
import LeafMeasurement
import Synchronization
import Testing

/// A piece's Text layouts and breaks are made once per node and width (`TextLayoutMemo`), and
/// the break the line-break walk reads is the layout's.
@Suite("Relation encoding: memoised Text layouts and breaks")
struct TextLayoutMemoTests {
    /// I.2's measurer, counting what it is asked (a unit test's stand-in: the counts are the
    /// point, the answers are the real measurer's).
    final class CountingMeasurer: TextMeasurer {
        let counts = Mutex((layouts: 0, breaks: 0))
        let simple = SimpleTextMeasurer()

        func layout(_ text: String, font: Font, proposal: ProposedSize, lineLimit: Int?) -> TextLayout {
            counts.withLock { $0.layouts += 1 }
            return simple.layout(text, font: font, proposal: proposal, lineLimit: lineLimit)
        }

        func nextBreakWidth(_ text: String, font: Font, width: Double, lineLimit: Int?) -> Double? {
            counts.withLock { $0.breaks += 1 }
            return simple.nextBreakWidth(text, font: font, width: width, lineLimit: lineLimit)
        }

        func lineHeight(of font: Font) -> Double { simple.lineHeight(of: font) }
        func ascent(of font: Font) -> Double { simple.ascent(of: font) }
    }

    @Test("a break is asked once per width, read from a layout made there, and equals the layout's")
    func breaksOnce() throws {
        let tree = IndexedTree(root: try #require(Text("Hello World").viewTree))
        let node = tree.nodes[0]
        let measurer = CountingMeasurer()
        let memo = TextLayoutMemo()
        // 60 / 8.5 = 7.06: seven characters a line; the next break holds eight, (8 - 1e-9) x 8.5.
        let first = memo.nextBreakWidth(0, "Hello World", node, measurer, width: 60)
        #expect(abs(first! - (68 - 8.5e-9)) < 1e-12)
        #expect(memo.nextBreakWidth(0, "Hello World", node, measurer, width: 60) == first)
        #expect(measurer.counts.withLock { $0 } == (layouts: 0, breaks: 1))
        // A layout made at a width answers that width's break without asking the measurer.
        let layout = memo.layout(0, "Hello World", node, measurer, ProposedSize(width: 30, height: nil))
        #expect(memo.nextBreakWidth(0, "Hello World", node, measurer, width: 30) == layout.nextBreakWidth)
        #expect(measurer.counts.withLock { $0 } == (layouts: 1, breaks: 1))
        // 30 / 8.5 = 3.5: three characters a line, the next break holds four: (4 - 1e-9) x 8.5.
        #expect(abs(layout.nextBreakWidth! - (34 - 8.5e-9)) < 1e-12)
    }
}
