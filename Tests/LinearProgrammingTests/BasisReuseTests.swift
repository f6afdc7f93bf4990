import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// A kept problem answers a re-solve after bound changes from its last optimal basis when
    /// that basis still fits (one FTRAN, no simplex), and runs the dual simplex when it does not.
    /// Expected values are computed by hand in each test.
    @Suite struct BasisReuseTests {
        typealias Row = WarmSolverTests

        /// At a window of 300 the row is 44 too wide for the preferred widths (60 + 80 + 100 +
        /// 16 = 256): box 0 stretches (cost 1). At 310 the same basis holds with box 0 at
        /// 60 + 54 = 114 and objective 54, so no pivot is needed.
        @Test func wideningWithinTheSameRegionReusesTheBasis() throws {
            let (model, window) = Row.windowRow(window: 300)
            let solver = try WarmSolver(model: model)
            let first = try solver.solve(.cold)
            #expect(abs(first.objective - 44) < 1e-9)
            let wider = try solver.resolve(columnBounds: [(window, .fixed(310))])
            #expect(wider.reusedBasis)
            #expect(wider.iterations == 0)
            #expect(abs(wider.objective - 54) < 1e-9)
            #expect(abs(wider.columnValues[1] - 114) < 1e-9)
            #expect(abs(wider.columnValues[4] - 80) < 1e-9 && abs(wider.columnValues[7] - 100) < 1e-9)
            // The fill row's activity is w0 + w1 + w2 - W = 114 + 80 + 100 - 310 = -16.
            #expect(abs(wider.rowActivities[3] + 16) < 1e-9)
            #expect(wider.basis != nil && wider.rowDuals != nil)
        }

        /// Narrowing to 200 needs 56 of shrinking: the cheapest shrink is box 2 (cost 1), a
        /// different basis, so the simplex runs; the answer is box 2 at 100 - 56 = 44.
        @Test func aBasisThatNoLongerFitsFallsBackToTheSimplex() throws {
            let (model, window) = Row.windowRow(window: 300)
            let solver = try WarmSolver(model: model)
            _ = try solver.solve(.cold)
            let narrow = try solver.resolve(columnBounds: [(window, .fixed(200))])
            #expect(!narrow.reusedBasis)
            #expect(narrow.iterations >= 1)
            #expect(abs(narrow.objective - 56) < 1e-9)
            #expect(abs(narrow.columnValues[7] - 44) < 1e-9)
            #expect(abs(narrow.columnValues[1] - 60) < 1e-9 && abs(narrow.columnValues[4] - 80) < 1e-9)
            // The simplex's basis is optimal again: a small step within its region reuses it
            // (190: shrink 66, box 2 at 34, objective 66).
            let narrower = try solver.resolve(columnBounds: [(window, .fixed(190))])
            #expect(narrower.reusedBasis)
            #expect(abs(narrower.objective - 66) < 1e-9 && abs(narrower.columnValues[7] - 34) < 1e-9)
        }

        /// The GLPK manual's example (maximise 10x1 + 6x2 + 4x3) with row p's limit raised from
        /// 100 to 110: x1 + x2 = 110 and 10x1 + 4x2 = 600 give x1 = 80/3, x2 = 250/3, row r at
        /// 2(x1 + x2) = 220 <= 300, so the basis {x1, x2, r} still fits; objective 2300/3.
        /// The duals are the last simplex's (they depend only on basis and costs): p 10/3, q 2/3.
        @Test func maximisationWithARowBoundChange() throws {
            let solver = try WarmSolver(model: KnownOptimaTests.manualExample())
            _ = try solver.solve(.cold)
            let raised = try solver.resolve(rowBounds: [(0, .atMost(110))])
            #expect(raised.reusedBasis)
            #expect(abs(raised.objective - 2300.0 / 3) < 1e-9)
            #expect(abs(raised[0] - 80.0 / 3) < 1e-9 && abs(raised[1] - 250.0 / 3) < 1e-9 && abs(raised[2]) < 1e-12)
            #expect(abs(raised.rowActivities[2] - 220) < 1e-9)
            let duals = try #require(raised.rowDuals)
            #expect(abs(duals[0] - 10.0 / 3) < 1e-9 && abs(duals[1] - 2.0 / 3) < 1e-9 && abs(duals[2]) < 1e-12)
        }

        /// A new objective or a new row can make the basis non-optimal, so the next solve runs
        /// the simplex; turning the option off runs it every time.
        @Test func objectiveRowChangesAndTheOptionDisableReuse() throws {
            let solver = try WarmSolver(model: KnownOptimaTests.manualExample())
            _ = try solver.solve(.cold)
            try solver.setObjective([0, 0, 4], sense: .maximize)
            let changed = try solver.solve()
            #expect(!changed.reusedBasis && abs(changed.objective - 200) < 1e-6)
            _ = try solver.addRow(LPRow("cap", terms: [LPTerm(2, 1)], bounds: .atMost(10)))
            let capped = try solver.solve()
            #expect(!capped.reusedBasis && abs(capped.objective - 40) < 1e-6)
            // x3 <= 12 keeps the capped basis: objective 48.
            let loose = try solver.resolve(rowBounds: [(3, .atMost(12))])
            #expect(loose.reusedBasis && abs(loose.objective - 48) < 1e-9)
            var always = SolveOptions.warm
            always.reuseOptimalBasis = false
            let simplex = try solver.resolve(rowBounds: [(3, .atMost(11))], options: always)
            #expect(!simplex.reusedBasis && abs(simplex.objective - 44) < 1e-9)
        }

        /// Branch and bound cannot be answered from an LP basis: a kept MIP always re-solves.
        @Test func integerProblemsAreNeverAnsweredFromTheBasis() throws {
            var model = LPModel(sense: .maximize)
            let x = model.addColumn("x", bounds: .between(0, 10), kind: .integer, objective: 1)
            let cap = model.addRow("cap", [(x, 2)], .atMost(7))
            let solver = try WarmSolver(model: model)
            #expect(try solver.solve(.cold)[x] == 3)
            let wider = try solver.resolve(rowBounds: [(cap, .atMost(9))])
            #expect(!wider.reusedBasis)
            #expect(wider[x] == 4)
        }

        /// On every benchmark shape, a window change answered from the basis gives the optimum a
        /// fresh cold solve of the changed model gives, and so does the simplex on a twin solver.
        @Test(arguments: LPBenchmarkShape.allCases)
        func benchmarkShapesAgreeWithColdSolves(shape: LPBenchmarkShape) throws {
            let bench = shape.model(nodes: 240)
            let solver = try WarmSolver(model: bench.model)
            let twin = try WarmSolver(model: bench.model)
            _ = try solver.solve(.cold)
            _ = try twin.solve(.cold)
            var simplex = SolveOptions.warm
            simplex.reuseOptimalBasis = false
            var reused = 0
            for width in [bench.changedWindow, bench.window, bench.changedWindow * 1.01, bench.window * 0.7] {
                let change = [(bench.windowColumn, LPBounds.fixed(width))]
                let warm = try solver.resolve(columnBounds: change)
                let other = try twin.resolve(columnBounds: change, options: simplex)
                var changed = bench.model
                changed.columns[bench.windowColumn].bounds = .fixed(width)
                let cold = try GLPKSolver.solve(changed)
                let scale = max(1, abs(cold.objective))
                #expect(abs(warm.objective - cold.objective) < 1e-7 * scale, "\(shape) at \(width)")
                #expect(abs(other.objective - cold.objective) < 1e-7 * scale)
                for (a, b) in zip(warm.columnValues, other.columnValues) where abs(a - b) > 1e-6 * max(1, abs(b)) {
                    Issue.record("\(shape) at \(width): \(a) from the basis, \(b) from the simplex")
                    break
                }
                for (i, activity) in warm.rowActivities.enumerated() {
                    let row = bench.model.rows[i]
                    #expect(row.bounds.violation(of: activity) <= 1e-6 * max(1, abs(activity)), "row \(row.name)")
                    #expect(abs(row.activity(warm.columnValues) - activity) <= 1e-6 * max(1, abs(activity)))
                }
                if warm.reusedBasis { reused += 1 }
            }
            // The benchmark's window change stays within one region of every shape.
            #expect(reused >= 1)
        }
    }
}
