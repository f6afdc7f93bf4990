import FrameSolver
import TestSupport
import Testing

/// A decision whose crossing is exactly at the window, which the forms' arithmetic puts an ulp
/// or two off (at 119.99999999999999 for 120): the window is read as at the crossing, in a
/// point piece of its own, whichever window was solved before it.
@Suite("Differential: a crossing at the window")
struct CrossingAtWindowTests {
    /// Inside 20-point horizontal padding the reader is W - 40 wide; the column of
    /// `count: 3, span: 1, spacing: 0.75 (W - 40)` is (W - 2 x 0.75 (W - 40)) / 3 =
    /// (60 - 0.5 W) / 3: 0 at W = 120, positive below, negative (so ignored, I.5: the Color
    /// takes the reader's proposal, W - 40) above.
    static let text = """
        GeometryReader { proxy in
            Color.red
                .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: proxy.size.width * 0.75)
                .id("column")
        }
        .padding(.horizontal, 20)
        """

    static func expectedWidth(_ w: Double) -> Double {
        let column = (60 - 0.5 * w) / 3
        return column >= 0 ? column : w - 40
    }

    @Test("at 120 the column is 0 wide, before and after the windows on either side", arguments: [[120, 2000, 119, 121, 120], [2000, 120], [100, 120], [121, 120, 119.99999999]])
    func exactCrossing(widths: [Double]) throws {
        let root = try ModelLanguage.load(Self.text, file: "crossing.layout").root
        for encoding in [ConstraintOptions.Encoding.relations, .regions] {
            let compiled = ConstraintEngine(options: ConstraintOptions(encoding: encoding)).compile(root)
            defer { compiled.close() }
            for width in widths {
                let frame = try #require(try compiled.solve(ProposedSize(width: width, height: 100))[id: "column"]).frame
                #expect(abs(frame.width - Self.expectedWidth(width)) <= 1e-6, "\(encoding) at \(width) after \(widths): \(frame)")
            }
        }
    }

    /// The random tree this was found in, at 120 x 90: a column of this kind under a reader
    /// 80 wide, so exactly 0 there.
    @Test("seed 3034858's five windows in order agree with the negotiation engine")
    func seed3034858() throws {
        for encoding in [ConstraintOptions.Encoding.relations, .regions] {
            try DifferentialRandomTreeTests.expectAgreement(seed: 3_034_858, encoding)
        }
    }
}
