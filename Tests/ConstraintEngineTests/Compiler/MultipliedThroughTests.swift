@testable import ConstraintEngine
import LinearProgramming
import Testing

/// A relation row is written with the model's own numbers (`w - 1.77 h = 0`, not
/// `0.5649717… w`): `ProgramRow.multipliedThrough` multiplies by the smallest whole number up
/// to 16 that makes every coefficient short, else by the smallest reciprocal of a coefficient
/// that does, and drops floating dust. Expected rows are worked by hand in each test.
@Suite("Relation encoding: rows multiplied through to the model's numbers")
struct MultipliedThroughTests {
    static func row(_ terms: [(Int, Double)], _ lower: Double, _ upper: Double) -> ProgramRow {
        ProgramRow(name: LPName("r"), origin: LPOrigin("test"), terms: FormTerms(terms.map { (key: $0.0, value: $0.1) }), lower: lower, upper: upper)
    }

    static func pairs(_ row: ProgramRow) -> [String] { row.terms.map { "\($0.value) x\($0.key)" } }

    @Test("a third becomes a whole factor: w - p/3 = 8/3 is 3 w - p = 8")
    func wholeFactor() {
        let result = Self.row([(2, 1), (3, -1.0 / 3)], 8.0 / 3, 8.0 / 3).multipliedThrough()
        // Factors 1 and 2 leave 1/3 and 2/3 long; 3 gives 3 and -1, and 8/3 x 3 = 8.
        #expect(Self.pairs(result) == ["3.0 x2", "-1.0 x3"])
        #expect(result.lower == 8 && result.upper == 8)
    }

    @Test("a stack's share of 499 children: p - left/499 = 0 is 499 p - left = 0")
    func reciprocalPastSixteen() {
        let result = Self.row([(5, 1), (9, -1.0 / 499)], 0, 0).multipliedThrough()
        // No whole factor up to 16 makes 1/499 short (16/499 = 0.0320641…); its reciprocal, 499,
        // does: 499 x 1 and 499 x (-1/499) = -1 (to within rounding, written short).
        #expect(Self.pairs(result) == ["499.0 x5", "-1.0 x9"])
        #expect(result.lower == 0 && result.upper == 0)
    }

    @Test("an aspect ratio's reciprocal is the model's ratio: h - w/1.77 is 1.77 h - w")
    func modelsRatio() {
        let result = Self.row([(4, -1.0 / 1.77), (7, 1)], 0, .infinity).multipliedThrough()
        // 1/1.77 = 0.5649717…: no whole factor to 16 is short (16/1.77 = 9.0395…); the
        // reciprocals tried in order are 1.77 only (1 is not above 1), so -1 w + 1.77 h.
        #expect(Self.pairs(result) == ["-1.0 x4", "1.77 x7"])
        #expect(result.lower == 0 && result.upper == .infinity)
    }

    @Test("dust is dropped and short rows stay as they are")
    func dustAndShortRows() {
        let dusty = Self.row([(2, 1), (3, 1.1102230246251565e-16), (4, -0.25)], -2, 5).multipliedThrough()
        // 1.1e-16 is below 1e-12 of the largest coefficient (1): dropped; 1 and -0.25 are short.
        #expect(Self.pairs(dusty) == ["1.0 x2", "-0.25 x4"])
        #expect(dusty.lower == -2 && dusty.upper == 5)
        let short = Self.row([(2, 0.5), (6, -0.5)], 0, 0).multipliedThrough()
        #expect(Self.pairs(short) == ["0.5 x2", "-0.5 x6"])
    }

    @Test("a bound the model wrote as a fraction is multiplied through: h = 1/3 is 3 h = 1")
    func fractionalBound() {
        let hairline = Self.row([(4, 1)], 1.0 / 3, 1.0 / 3).multipliedThrough()
        // 1/3 is long; factor 2 gives 2/3, still long; 3 gives 1 (to within rounding).
        #expect(Self.pairs(hairline) == ["3.0 x4"])
        #expect(hairline.lower == 1 && hairline.upper == 1)
        // An image 20.4 wide of aspect 1.1 is 20.4 / 1.1 = 18.5454… tall: 11 h = 204.
        let image = Self.row([(4, 1)], 20.4 / 1.1, 20.4 / 1.1).multipliedThrough()
        #expect(Self.pairs(image) == ["11.0 x4"] && image.lower == 204)
        // A Text's measured width, 47.28515625 (1/64 steps), has no factor up to 16: as it is.
        let text = Self.row([(4, 1)], 47.28515625, 47.28515625).multipliedThrough()
        #expect(Self.pairs(text) == ["1.0 x4"] && text.lower == 47.28515625)
    }

    @Test("a big-M is the bound rounded up to three significant digits")
    func bigM() {
        // 12.000000003 (a Text's break threshold) to 12.1; 1932 to 1940; 4096 / 7 = 585.14… to
        // 586; 0.149333333912 to 0.15 (0.1494 rounds up in its third digit, 0.150); whole
        // three-digit numbers and 0 stay.
        #expect(ProgramBuilder.bigM(12.000000003) == 12.1)
        #expect(ProgramBuilder.bigM(1932) == 1940)
        #expect(ProgramBuilder.bigM(4096.0 / 7) == 586)
        #expect(ProgramBuilder.bigM(0.149333333912) == 0.15)
        #expect(ProgramBuilder.bigM(844) == 844 && ProgramBuilder.bigM(0) == 0)
        #expect(ProgramBuilder.bigM(3924.00000000933) == 3930)
    }

    @Test("a row no factor shortens keeps its coefficients")
    func noFactor() {
        let value = 1.0 / 3.0 * 1e-3
        let result = Self.row([(2, Double.pi), (3, value)], 0, 0).multipliedThrough()
        // π is never short under a whole factor or a reciprocal (1/π is below 1, 1/value = 3000
        // gives 3000 π): the terms stay.
        #expect(Self.pairs(result) == ["\(Double.pi) x2", "\(value) x3"])
    }
}
