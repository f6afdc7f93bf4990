import FrameSolver
import TestSupport
import Testing

/// A length that is exactly 0 in the negotiation engine's arithmetic and a constant of rounding
/// in the regions program's forms, which add up without the relation program's cancellation
/// test: a zero length, not a negative one that I.5 ignores.
@Suite("Differential: a zero length's rounding")
struct ZeroLengthRoundingTests {
    /// Found in a 10,000-tree regions run (seeds 4000000-4009999). A GeometryReader in a Grid
    /// column that is 0 wide at 390 x 844 holds `frame(minWidth: 2, maxWidth: .infinity,
    /// minHeight: 67)` around `frame(width: 186, height: proxy.size.width * 0.25)`: the inner
    /// frame is 0 x 0.25 = 0 tall, so the outer one is its minimum, 67. The regions forms made
    /// the reader -1.8e-15 wide and the length -4.4e-16, ignored as negative: the inner frame
    /// took the reader's height, 131.33.
    @Test("seed 4001224 at 390x844: the inner frame is 0 tall and its flexible frame 67, in both encodings")
    func seed4001224() throws {
        for encoding in [ConstraintOptions.Encoding.relations, .regions] {
            try DifferentialRandomTreeTests.expectAgreement(seed: 4_001_224, encoding) { compiled in try Self.check(compiled, encoding) }
        }
    }

    /// The frames at 390 x 844, derived above.
    static func check(_ compiled: CompiledLayout, _ encoding: ConstraintOptions.Encoding) throws {
        let result = try compiled.solve(ProposedSize(width: 390, height: 844))
        let reader = try #require(result[path: "0.0.0.0"]).frame
        let flexible = try #require(result[path: "0.0.0.0.0"]).frame
        let inner = try #require(result[path: "0.0.0.0.0.0"]).frame
        #expect(abs(reader.width) <= 1e-9, "\(encoding): \(reader)")
        #expect(abs(inner.height) <= 1e-9 && inner.width == 186, "\(encoding): \(inner)")
        #expect(flexible.height == 67 && flexible.width == 2, "\(encoding): \(flexible)")
    }
}
