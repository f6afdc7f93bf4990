import FrameSolver
import TestSupport
import Testing

/// GLPK's LP presolver can restore a point outside the program; the shim checks every
/// presolved point against the rows and bounds and solves again without the presolver when
/// one does not fit (`point_fits` in the shim's solve.c).
@Suite("Differential: a presolved point that breaks a row")
struct PresolvedPointTests {
    /// Found in a 20,000-tree run (seeds 6000000-6019999). At 390 x 844 a VStack 17 tall with
    /// three gaps of 5 holds four Colors: each is offered and takes (17 - 15) / 4 = 0.5, as
    /// max(remaining / children left, 0) gives in turn: 2/4, 1.5/3, 1/2, 0.5/1. The third
    /// offer's max read `z <= 0.501 (1 - y)` (its big-M rounded up to three digits), and the
    /// presolver's point had z = 0.501 with the row `z <= a + 7.5 y` broken by 0.001 at y = 0:
    /// heights 0.501 and 0.499.
    @Test("seed 6010043: the four Colors are 0.5 tall and the five windows agree")
    func seed6010043() throws {
        try DifferentialRandomTreeTests.expectAgreement(seed: 6_010_043) { compiled in
            let result = try compiled.solve(ProposedSize(width: 390, height: 844))
            for k in 0..<4 {
                let color = try #require(result[path: "0.0.0.0.0.0.1.\(k)"]).frame
                #expect(abs(color.height - 0.5) <= 1e-9, "Color \(k): \(color)")
            }
        }
    }
}
