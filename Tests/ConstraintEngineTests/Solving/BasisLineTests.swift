import LinearProgramming
import Testing

@testable import ConstraintEngine

/// A basis's line of solutions (Solving/BasisLine.swift): two solves with the same basis give
/// every solution along one window side while it stays within the bounds.
@Suite("Constraint engine: a basis's line of solutions")
struct BasisLineTests {
    /// Columns win_w, win_h, x; the row `x - 0.25 win_w = 0` and the bound x <= 200.
    static let model = LPModel(
        columns: [LPColumn("win_w", bounds: .free), LPColumn("win_h", bounds: .free), LPColumn("x", bounds: LPBounds(lower: 0, upper: 200))],
        rows: [LPRow("x_def", terms: [LPTerm(2, 1), LPTerm(0, -0.25)], bounds: .fixed(0))])

    /// The solution at width w and height 60: x = w / 4, the row's activity 0.
    static func point(_ w: Double) -> BasisPoint { BasisPoint(window: [w, 60], columns: [w, 60, w / 4], rows: [0]) }

    @Test func aWidthBetweenOrBeyondTheSolvesIsOnTheLine() throws {
        let line = try #require(BasisLine(Self.point(400), Self.point(600)))
        // At 500: x = 100 + (150 - 100) * (500 - 400) / (600 - 400) = 125 = 500 / 4.
        #expect(line.values(at: [500, 60], in: Self.model) == [500, 60, 125])
        // At 800, past both solves: x = 100 + 50 * 2 = 200, on the bound (feasible).
        #expect(line.values(at: [800, 60], in: Self.model) == [800, 60, 200])
    }

    @Test func pastABoundTheBasisNoLongerHolds() throws {
        let line = try #require(BasisLine(Self.point(400), Self.point(600)))
        // At 1000: x would be 250, above its bound 200; the kept solver must solve.
        #expect(line.values(at: [1000, 60], in: Self.model) == nil)
    }

    @Test func onlyOneSideMayChange() throws {
        #expect(BasisLine(Self.point(400), BasisPoint(window: [600, 80], columns: [600, 80, 150], rows: [0])) == nil)
        #expect(BasisLine(Self.point(400), Self.point(400)) == nil)
        let line = try #require(BasisLine(Self.point(400), Self.point(600)))
        // Another height is off the line.
        #expect(line.values(at: [500, 61], in: Self.model) == nil)
    }

    @Test func aChangedBasisForgetsTheLine() {
        var memory = BasisMemory()
        memory.record(Self.point(400), sameBasis: false)
        #expect(memory.line == nil)
        memory.record(Self.point(600), sameBasis: true)
        #expect(memory.line != nil)
        // The simplex ran (a new basis): the line of the old one is gone.
        memory.record(Self.point(700), sameBasis: false)
        #expect(memory.line == nil)
    }
}
