import LinearProgramming
import Testing

@testable import ConstraintEngine

/// A basis's line of solutions (Solving/BasisLine.swift): one solve and its basis's slopes in
/// the window's columns give the solution at every window while it stays within the bounds.
@Suite("Constraint engine: a basis's line of solutions")
struct BasisLineTests {
    /// Columns win_w, win_h, x; the row `x - 0.25 win_w = 0` and the bound x <= 200.
    static let model = LPModel(
        columns: [LPColumn("win_w", bounds: .free), LPColumn("win_h", bounds: .free), LPColumn("x", bounds: LPBounds(lower: 0, upper: 200))],
        rows: [LPRow("x_def", terms: [LPTerm(2, 1), LPTerm(0, -0.25)], bounds: .fixed(0))])

    /// The solution at 400 x 60: x = 100, the row's activity 0. Per unit of the width x moves
    /// 0.25 and the row (nonbasic, at its bound) not at all; the height moves nothing but itself.
    static func solution(widthSlopes: Bool = true) -> LPSolution {
        var solution = LPSolution(status: .optimal, objective: 0, columnValues: [400, 60, 100], rowActivities: [0])
        solution.slopes = [
            widthSlopes ? LPSlopes(columns: [1, 0, 0.25], rows: [0]) : nil,
            LPSlopes(columns: [0, 1, 0], rows: [0]),
        ]
        return solution
    }

    @Test func aNewWindowIsOnTheLine() throws {
        let line = try #require(BasisLine(window: [400, 60], solution: Self.solution(), model: Self.model))
        // At 500: x = 100 + 0.25 * 100 = 125.
        #expect(line.values(holdingAt: [500, 60]) == [500, 60, 125])
        // At 800 x 90: x = 100 + 0.25 * 400 = 200, on its bound (feasible); the height moves nothing.
        #expect(line.values(holdingAt: [800, 90]) == [800, 90, 200])
    }

    @Test func pastABoundTheBasisNoLongerHolds() throws {
        let line = try #require(BasisLine(window: [400, 60], solution: Self.solution(), model: Self.model))
        // At 1000: x would be 250, above its bound 200; the kept solver must solve.
        #expect(line.values(holdingAt: [1000, 60]) == nil)
    }

    @Test func aSideReachesWhereTheFirstBoundBreaks() throws {
        let line = try #require(BasisLine(window: [400, 60], solution: Self.solution(), model: Self.model))
        // x = 100 + 0.25 d stays in [0, 200] for d in [-400, 400], widened by GLPK's tolerance
        // (1e-7 of 1 + |bound|): the lower end -1e-7 is reached at d = -400 - 4e-7, the upper
        // end 200 + 2.01e-5 at d = 400 + 8.04e-5.
        let reach = try #require(line.reach[0])
        #expect(abs(reach.lower - (-400 - 4e-7)) < 1e-9)
        #expect(abs(reach.upper - (400 + 4 * 2.01e-5)) < 1e-9)
        #expect(line.holds(at: [800, 60]) && line.holds(at: [0, 60]))
        #expect(!line.holds(at: [800.001, 60]) && !line.holds(at: [-0.001, 60]))
        // Both sides moving are checked element by element: 250 breaks x <= 200 again.
        #expect(line.values(holdingAt: [1000, 90]) == nil)
        #expect(line.values(holdingAt: [600, 90]) == [600, 90, 150])
    }

    @Test func aSideWithoutSlopesIsNotFollowed() throws {
        let line = try #require(BasisLine(window: [400, 60], solution: Self.solution(widthSlopes: false), model: Self.model))
        #expect(line.values(holdingAt: [500, 60]) == nil)
        #expect(line.values(holdingAt: [400, 70]) == [400, 70, 100])
    }

    @Test func aSolveKeepsReplacesOrForgetsTheLine() throws {
        let line = try #require(BasisLine(window: [400, 60], solution: Self.solution(), model: Self.model))
        // Answered from the same basis: the same line.
        var reused = LPSolution(status: .optimal, objective: 0, columnValues: [500, 60, 125], rowActivities: [0])
        reused.reusedBasis = true
        #expect(BasisLine.after(reused, at: [500, 60], in: Self.model, before: line)?.window == [400, 60])
        // The simplex ran and brought no slopes (a basic window column): no line.
        let ran = LPSolution(status: .optimal, objective: 0, columnValues: [500, 60, 125], rowActivities: [0])
        #expect(BasisLine.after(ran, at: [500, 60], in: Self.model, before: line) == nil)
        // The simplex ran and brought slopes: the new basis's line, from the new window.
        #expect(BasisLine.after(Self.solution(), at: [400, 60], in: Self.model, before: nil)?.window == [400, 60])
    }
}
