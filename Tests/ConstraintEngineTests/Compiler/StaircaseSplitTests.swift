import FrameSolver
import TestSupport
import Testing

/// A Text's line breaks split the window range in one narrowing around the window (both
/// neighbouring breaks at once), not one compilation per break between the range's end and
/// the window; the piece is the one the step-by-step walk ended with.
@Suite("Relation encoding: staircase splits")
struct StaircaseSplitTests {
    /// Eight two-letter words (23 characters, 17-point body: 8.5 per character, lines 20.4
    /// high, spec I.2). A line of n words is (3n - 1) x 8.5 wide: 4 words 93.5, 5 words 119.
    static let model = #"Text("aa bb cc dd ee ff gg hh")"#

    @Test("100 wide: the piece is the 11-characters-a-line region, bounded by two width splits and one height split")
    func oneNarrowing() throws {
        let root = try ModelLanguage.load(Self.model, file: "staircase.layout").root
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        // At 100, four words fit (93.5 <= 100 < 119): lines "aa bb cc dd" / "ee ff gg hh",
        // 93.5 x 40.8. I.2's measurer breaks at every whole character: 100 / 8.5 = 11.8, so
        // the region of 11 characters a line is [11 x 8.5, 12 x 8.5) = [93.5, 102). A walk of
        // one compilation per break split at 8.5, 17, ..., 93.5 (11 splits) and then at 102.
        let result = try compiled.solve(ProposedSize(width: 100, height: 844))
        expectSize(result, path: "0", 93.5, 40.8)
        let piece = try #require(compiled.pieces.first)
        // Two width ends (93.5 and 102, less the measurer's tolerance) and the height end
        // where a second line fits (2 x 20.4 = 40.8): three splits in all.
        #expect(piece.causes.count == 3, "\(piece.causes)")
        #expect(piece.causes.filter { $0.contains("wraps differently") }.count == 2, "\(piece.causes)")
        #expect(piece.range.hasPrefix("width (93.49"), "\(piece.range)")
        #expect(piece.range.contains(", 101.99"), "\(piece.range)")
        // 101 is in the same piece: a warm re-solve, nothing compiled.
        let same = try compiled.solve(ProposedSize(width: 101, height: 844))
        expectSize(same, path: "0", 93.5, 40.8)
        #expect(compiled.compilationCount == 1)
        // 102: 12 characters a line, still four words: a new piece, the same size.
        let next = try compiled.solve(ProposedSize(width: 102, height: 844))
        expectSize(next, path: "0", 93.5, 40.8)
        #expect(compiled.compilationCount == 2)
        // 119: 14 characters, five words fit, "aa bb cc dd ee" / "ff gg hh": 119 x 40.8.
        let wider = try compiled.solve(ProposedSize(width: 119, height: 844))
        expectSize(wider, path: "0", 119, 40.8)
        #expect(compiled.compilationCount == 3)
    }
}
