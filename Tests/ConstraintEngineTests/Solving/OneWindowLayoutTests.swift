import FrameSolver
import TestSupport
import Testing

/// `ConstraintEngine.layout(_:in:)` compiles the piece of its one window alone
/// (`ConstraintOptions.covering(_:)`): the same relation rows, each min/max decided at that
/// window, no binaries; `compile(_:)` keeps the options' ranges.
@Suite("One-window layouts: the piece is the window")
struct OneWindowLayoutTests {
    @Test("covering narrows each side a window gives as a number and keeps the others' ranges")
    func covering() {
        let options = ConstraintOptions()
        let phone = options.covering(ProposedSize(width: 390, height: 844))
        #expect(phone.widthRange == 390...390)
        #expect(phone.heightRange == 844...844)
        // An unspecified width and an infinite height read no window variable: the ranges stay.
        let open = options.covering(ProposedSize(width: nil, height: .infinity))
        #expect(open.widthRange == 0...4096)
        #expect(open.heightRange == 0...4096)
        // A window outside the ranges is covered too (a range compile gives it a point piece).
        let wide = ConstraintOptions(widthRange: 0...800).covering(ProposedSize(width: 1_000, height: 0))
        #expect(wide.widthRange == 1_000...1_000)
        #expect(wide.heightRange == 0...0)
    }

    @Test("clamps that switch inside 0...4096 are binaries over the range and decided rows at one window; the frames are the same")
    func decidedAtTheWindow() throws {
        // BinaryCapTests' column of 70 colours, the k-th in `frame(maxWidth: 10 k)`: each
        // width is `min(proposal, 10 k)`, which switches at a window width of 10 k.
        let root = try ModelLanguage.load(BinaryCapTests.model, file: "column.layout").root
        let window = ProposedSize(width: 300, height: 700)
        // Over 0...4096: the first 64 clamps (10...640) take binaries, the 65th splits the
        // piece at 650 (BinaryCapTests).
        let ranged = ConstraintEngine().compile(root)
        defer { ranged.close() }
        let (_, wide) = try ranged.program(for: window)
        #expect(wide.binaries == 64)
        // The window alone: every clamp is decided at 300, nothing narrows the piece.
        let alone = ConstraintEngine(options: ConstraintOptions().covering(window)).compile(root)
        defer { alone.close() }
        let (_, point) = try alone.program(for: window)
        #expect(point.binaries == 0)
        #expect(point.binaryCapSplits == 0)
        #expect(point.causeCount == 0, "\(point.causes)")
        #expect(point.range == "width 300, height 700", "\(point.range)")
        // The same relations, each clamp in fewer rows: four big-M rows with its binary over
        // the range, two at the window (the side it takes, and the row bounding that side by
        // the other).
        #expect(point.rows <= wide.rows)
        // Each colour is min(300, 10 k) wide, centred in the 300-wide column, 10 tall
        // (700 shared by 70 flexible heights), from every path.
        let results = [try ranged.solve(window), try alone.solve(window), try ConstraintEngine().layout(root, in: window)]
        for result in results {
            for k in [1, 29, 30, 31, 64, 65, 70] {
                let width = min(300.0, Double(10 * k))
                let frame = try #require(result[id: "c\(k)"]).frame
                #expect(abs(frame.width - width) <= 1e-9 && abs(frame.x - (300 - width) / 2) <= 1e-9, "c\(k): \(frame)")
                #expect(abs(frame.height - 10) <= 1e-9 && abs(frame.y - Double(k - 1) * 10) <= 1e-9, "c\(k): \(frame)")
            }
        }
    }
}
