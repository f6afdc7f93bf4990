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

/// A line break that lies inside a piece by less than 1e-7 of its open end is still a break
/// of that piece: the walk reads the range up to its end, and the sign decides an end that is
/// open (a break exactly there belongs to the next piece).
@Suite("Relation encoding: a break just inside a piece's open end")
struct StaircaseOpenEndTests {
    /// The outer frame has only a max, so it places its VStack at its own width, 153 (the blue
    /// box), whatever the window (R2.3b, I.1): the HStack is proposed the window when sized and
    /// 153 when placed. The containerRelativeFrame is (window - 5) / 2 wide and has no
    /// flexibility, so it is offered first; the first Text gets the rest less the spacing of 2.
    static let model = """
        VStack(alignment: .leading) {
            HStack(spacing: 2) {
                Text("a of layout words a wraps").lineLimit(1).id("text")
                Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 5).id("half")
            }
            .id("row")
            Text("words of words Hello layout Hello").font(.system(size: 20)).lineLimit(1)
            Color.blue.frame(width: 153, height: 48)
        }
        .frame(maxWidth: 212)
        """

    @Test("At 120 the placed Text is offered 153 - 2 - 57.5 = 93.5, eleven characters: \"a of layout\"")
    func breakAtTheOpenEnd() throws {
        let root = try ModelLanguage.load(Self.model, file: "open-end.layout").root
        // Why 120 is a knife edge: the second Text (20 pt, 10 a character) breaks at 12
        // characters, so a piece starts just below 120, open there. Over that piece the placed
        // first Text is offered 153.5 - window / 2, whose upper (open) end is just above 93.5,
        // and its break to 11 characters (11 x 8.5 = 93.5, less the measurer's tolerance) lies
        // inside that end by about 1e-8.
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        let window = ProposedSize(width: 120, height: 90)
        for result in [try NegotiationEngine().layout(root, in: window), try compiled.solve(window)] {
            // Placed at 153: the frame 57.5, the Text 93.5 on one line, the row 153 at x -16.5
            // (153 centred in 120), the frame at -16.5 + 93.5 + 2 = 79.
            expectSize(result, "text", 93.5, 20.4)
            expectSize(result, "half", 57.5, 20.4)
            #expect(result[id: "half"]?.frame.x == 79)
            expectSize(result, "row", 153, 20.4)
        }
        // 121: the frame (121 - 5) / 2 = 58; the Text is offered 153 - 2 - 58 = 93, ten
        // characters: "a of" (34), "layout" going to a second line that lineLimit(1) cuts.
        let wider = ProposedSize(width: 121, height: 90)
        for result in [try NegotiationEngine().layout(root, in: wider), try compiled.solve(wider)] {
            expectSize(result, "text", 34, 20.4)
            expectSize(result, "row", 34 + 2 + 58, 20.4)
        }
    }
}
