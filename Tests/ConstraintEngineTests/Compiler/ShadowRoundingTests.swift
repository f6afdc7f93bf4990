import FrameSolver
import TestSupport
import Testing

/// The relation program's shadows (a column's value as a form of the window, which the
/// compile-time decisions read) add a stack's share up in another order than the negotiation
/// engine: `(W - answer) / k` is distributed over the columns. A share that is exactly 0 in the
/// negotiation engine came out as `-8.9e-16`, and a `frame(height:)` reading it was dropped as
/// negative (I.5). The shadow now drops what cancels to within rounding.
@Suite("Relation encoding: shadows without cancellation dust")
struct ShadowRoundingTests {
    /// The mechanism of the long run's seed 82036, cut down: a stack's second share is exactly
    /// 0, and a GeometryReader 0 tall gives a `frame(height: proxy.size.height)` of 0.
    static let model = """
        Grid {
            HStack {
                Color.red.frame(minWidth: 7, maxWidth: 158).id("side")
                GeometryReader { proxy in
                    Spacer().frame(height: proxy.size.height).id("tall")
                }
                .aspectRatio(0.75, contentMode: .fit)
                .id("reader")
                Color.blue.id("rest")
                Color.green.id("last")
            }
            .id("row")
        }
        """

    @Test("a zero share read by frame(height:) is a zero height, not a negative one, in both engines")
    func zeroShare() throws {
        let root = try ModelLanguage.load(Self.model, file: "dust.layout").root
        let window = ProposedSize(width: 0, height: 300)
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        // Window 0x300. The Grid has one cell (the HStack), so one column; offered 0 it takes
        // the column's minimum, the HStack's answer to 0: W = 0 - 3 x 8 = -24, every offer is
        // max(W / k, 0) = 0 (R3.4 step 5), so side = 7 (its minWidth), reader = 0, the colours
        // 0: 7 + 24 = 31 wide. The Grid places the HStack at (31, 300), which sizes again:
        // fitting order side (flexibility 158 - 7), reader (225: at infinity the aspect scale is
        // 300, 0.75 x 300), then the colours (infinite, source order); W = 31 - 24 = 7;
        // side offered 7 / 4 = 1.75 takes 7; reader offered max((7 - 7) / 3, 0) = 0, so the
        // aspectRatio proposes min(0 / 0.75, 300) = 0 on both axes (R2.5b) and the reader is
        // 0 x 0; the colours are offered 0. The HStack, 31 x 300, is centred in the 0-wide
        // window at x = -15.5: side at -15.5, reader at -15.5 + 7 + 8 = -0.5 and
        // y = (300 - 0) / 2 = 150, rest at -0.5 + 8 = 7.5, last at 15.5.
        // In the reader: frame(height: 0) is a length (0 is not negative, I.5), so the frame
        // is 0 tall; its Spacer, proposed 0 x 0 outside a stack, is its minimum 8 x 8 (I.1),
        // the frame's width; centred in the frame: y = 150 + (0 - 8) / 2 = 146.
        for result in [try NegotiationEngine().layout(root, in: window), try compiled.solve(window)] {
            expectFrame(result, "row", -15.5, 0, 31, 300)
            expectFrame(result, "side", -15.5, 0, 7, 300)
            expectFrame(result, "reader", -0.5, 150, 0, 0)
            expectFrame(result, "tall", -0.5, 150, 8, 0)
            expectFrame(result, path: "0.0.1.0.0.0", -0.5, 146, 8, 8)
            expectFrame(result, "rest", 7.5, 0, 0, 300)
            expectFrame(result, "last", 15.5, 0, 0, 300)
            // Dropping the height as negative would warn (I.5).
            #expect(result.warnings.isEmpty, "\(result.engine): \(result.warnings)")
        }
    }

    /// Seed 20,589 of the random trees with Texts and baselines, cut down: an HStack aligned by
    /// the last text baseline is as tall at every proposed height, so its flexibility in the
    /// VStack is 0, a tie with the Text above it. Its probes are `3.3999999999999986 - h` and
    /// `3.3999999999999773 - h` (h the container's column, -768 here); the negotiation engine
    /// adds 768 before it subtracts and gets 771.4 twice, the program subtracted the constants
    /// first and ordered the tie by -2.1e-14.
    static let tie = """
        VStack {
            Text("Hello layout here").id("title")
            HStack(alignment: .lastTextBaseline, spacing: 4) {
                Text("layout here")
                    .containerRelativeFrame([.horizontal, .vertical], count: 1, span: 1, spacing: 4, alignment: .centerLastTextBaseline)
                Text("layout wraps Hello").id("column")
            }
            .id("row")
            Color.red
        }
        """

    @Test("a flexibility tie is a tie once a cancelled term absorbs its dust, in both engines")
    func flexibilityTie() throws {
        let root = try ModelLanguage.load(Self.tie, file: "tie.layout").root
        let window = ProposedSize(width: 1024, height: 768)
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        // The VStack's W is 768 - 8 - 8 = 752. The title (20.4 tall) and the row tie at
        // flexibility 0 (the row: the 768-tall container frame's baseline, 768, at 0, the
        // column's last baseline above it, 3.4 below, whatever the column's lines), so source
        // order: the title is offered 752 / 3 and takes 20.4, the row max(731.6 / 2, 0) =
        // 365.8; the Color gets 0. In the row (1024 wide) the frame takes 1024 and the column
        // is offered 0: a character a line, the spaces at the breaks dropped, 16 lines; the
        // 365.8 it is offered holds all 16 (326.4). Had the row gone first (752 / 3 = 250.7),
        // the column would have kept 12 lines (244.8).
        for result in [try NegotiationEngine().layout(root, in: window), try compiled.solve(window)] {
            expectSize(result, "title", 144.5, 20.4)
            expectSize(result, "row", 1036.5, 771.4)
            expectSize(result, "column", 8.5, 326.4)
        }
    }
}
