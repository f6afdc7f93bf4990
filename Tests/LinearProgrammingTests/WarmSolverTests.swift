import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Warm re-solves after a window change, on a kept problem and from a saved basis.
    @Suite struct WarmSolverTests {
        /// A row of three boxes filling a window: w1 + w2 + w3 + 2*8 = W, each box has a preferred
        /// width (60, 80, 100) with stretch cost 1, 2, 3 and shrink cost 3, 2, 1. Widening the
        /// window stretches box 1 (cheapest stretch); narrowing shrinks box 3 (cheapest shrink).
        static func windowRow(window: Double) -> (LPModel, windowColumn: Int) {
            var model = LPModel(name: "row")
            let w = model.addColumn("W", bounds: .fixed(window), origin: "window width")
            let preferred = [60.0, 80, 100]
            let stretch = [1.0, 2, 3]
            let shrink = [3.0, 2, 1]
            var terms = [LPTerm(w, -1)]
            for k in 0..<3 {
                let width = model.addColumn("w\(k)", bounds: .between(10, 400), origin: "box \(k) width")
                let up = model.addColumn("up\(k)", objective: stretch[k])
                let down = model.addColumn("down\(k)", objective: shrink[k])
                model.addRow("pref\(k)", [(width, 1), (up, -1), (down, 1)], .fixed(preferred[k]), origin: "box \(k) ideal")
                terms.append(LPTerm(width, 1))
            }
            model.addRow(LPRow("fill", terms: terms, bounds: .fixed(-16), origin: "HStack fills the window"))
            return (model, w)
        }

        @Test func slopesOfAFixedColumnFollowTheBasis() throws {
            // x = W / 2 and y = W - 30 (rows x - 0.5 W = 0, y - W = -30), W fixed at 100.
            var model = LPModel(name: "slopes")
            let w = model.addColumn("W", bounds: .fixed(100))
            let x = model.addColumn("x", bounds: .free)
            let y = model.addColumn("y", bounds: .free)
            model.addRow("half", [(x, 1), (w, -0.5)], .fixed(0))
            model.addRow("less", [(y, 1), (w, -1)], .fixed(-30))
            model.addRow("sum", [(x, 1), (y, 1)], .free)
            let solver = try WarmSolver(model: model)
            var options = SolveOptions.cold
            options.slopesOf = [w]
            options.factorizesAfter = true
            let first = try solver.solve(options)
            #expect(first.columnValues == [100, 50, 70])
            let slopes = try #require(first.slopes.first ?? nil)
            // Per unit of W: x 0.5, y 1, W itself 1; the free row x + y moves 1.5, the fixed rows 0.
            #expect(slopes.columns.map { abs($0) < 1e-12 ? 0 : $0 } == [1, 0.5, 1])
            #expect(slopes.rows.map { abs($0) < 1e-12 ? 0 : $0 } == [0, 0, 1.5])
            // A re-solve answered from that basis reports no slopes (the caller has them).
            var warm = SolveOptions.warm
            warm.slopesOf = [w]
            let again = try solver.resolve(columnBounds: [(w, .fixed(120))], options: warm)
            #expect(again.reusedBasis && again.slopes.isEmpty && again.columnValues == [120, 60, 90])
        }

        @Test func valuesOnlySolvesReadNoDualsOrBasis() throws {
            // The window of 256 fits the three preferred widths: 60 + 80 + 100 + 16 = 256.
            let (model, window) = Self.windowRow(window: 256)
            let solver = try WarmSolver(model: model)
            var cold = SolveOptions.cold
            cold.readsValuesOnly = true
            cold.factorizesAfter = true
            let first = try solver.solve(cold)
            #expect(first.columnValues[1] == 60 && first.columnValues[4] == 80 && first.columnValues[7] == 100)
            #expect(first.rowDuals == nil && first.reducedCosts == nil && first.basis == nil)
            #expect(first.rowActivities.count == model.rows.count)
            // Widened to 300 (44 more), box 1 stretches (its stretch costs least): 104. The
            // factorised basis still fits, so it answers without a simplex run, values only.
            var warm = SolveOptions.warm
            warm.readsValuesOnly = true
            let wider = try solver.resolve(columnBounds: [(window, .fixed(300))], options: warm)
            #expect(abs(wider.columnValues[1] - 104) < 1e-9 && wider.reusedBasis && wider.basis == nil)
            // Buffers are reused from solve to solve: a full read-back after values-only ones.
            let full = try solver.resolve(columnBounds: [(window, .fixed(256))])
            #expect(full.columnValues[1] == 60 && full.basis != nil && full.rowDuals != nil)
        }

        @Test func warmResolveMatchesColdSolve() throws {
            let (model, window) = Self.windowRow(window: 256)
            let solver = try WarmSolver(model: model)
            let first = try solver.solve(.cold)
            #expect(abs(first.objective) < 1e-9)
            #expect(first.columnValues[1] == 60 && first.columnValues[4] == 80 && first.columnValues[7] == 100)
            let refactor = try solver.factorize()
            #expect(refactor >= 0)
            for width in [300.0, 320, 200, 256, 180, 500] {
                let warm = try solver.resolve(columnBounds: [(window, .fixed(width))])
                let (changed, _) = Self.windowRow(window: width)
                let cold = try GLPKSolver.solve(changed)
                #expect(abs(warm.objective - cold.objective) < 1e-9, "window \(width)")
                for j in [1, 4, 7] { #expect(abs(warm.columnValues[j] - cold.columnValues[j]) < 1e-9) }
                #expect(warm.iterations <= 3, "a window change needs few pivots, took \(warm.iterations)")
            }
            // Widening by 44 stretches box 1 only.
            let wide = try solver.resolve(columnBounds: [(window, .fixed(300))])
            #expect(wide.columnValues[1] == 104 && wide.columnValues[4] == 80 && wide.columnValues[7] == 100)
            let current = try solver.currentModel()
            #expect(current.columns[window].bounds == .fixed(300))
        }

        @Test func savedBasisWarmStartsARebuiltProblem() throws {
            let (model, _) = Self.windowRow(window: 256)
            let cold = try GLPKSolver.solve(model)
            let basis = try #require(cold.basis)
            let (changed, _) = Self.windowRow(window: 270)
            let warm = try GLPKSolver.solve(changed, options: .warm, basis: basis)
            #expect(warm.iterations <= 2)
            #expect(warm.columnValues[1] == 74)
            // A basis of the wrong shape is ignored rather than trusted.
            let other = try GLPKSolver.solve(LinearProgrammingSuite.KnownOptimaTests.manualExample(), options: .warm, basis: basis)
            #expect(abs(other.objective - 2200.0 / 3) < 1e-6)
        }

        @Test func objectiveAndRowChangesOnAKeptProblem() throws {
            let solver = try WarmSolver(model: LinearProgrammingSuite.KnownOptimaTests.manualExample())
            #expect(abs(try solver.solve(.cold).objective - 2200.0 / 3) < 1e-6)
            // Only x3 pays now: maximise 4x3 under row r (6x3 <= 300) gives 200.
            try solver.setObjective([0, 0, 4], sense: .maximize)
            #expect(abs(try solver.solve().objective - 200) < 1e-6)
            // And with x3 <= 10 as a new row: 40.
            let index = try solver.addRow(LPRow("cap", terms: [LPTerm(2, 1)], bounds: .atMost(10)))
            #expect(index == 3)
            let capped = try solver.solve()
            #expect(abs(capped.objective - 40) < 1e-6)
            #expect(capped.rowActivities.count == 4)
        }

        @Test func warmSolverReportsInfeasibilityAndRecovers() throws {
            let (model, window) = Self.windowRow(window: 256)
            let solver = try WarmSolver(model: model)
            _ = try solver.solve(.cold)
            // Three boxes of at least 10 plus 16 of spacing need 46.
            #expect(throws: LPError.self) { try solver.resolve(columnBounds: [(window, .fixed(40))]) }
            let back = try solver.resolve(columnBounds: [(window, .fixed(256))])
            #expect(abs(back.objective) < 1e-9)
        }

        @Test func closedSolverThrows() throws {
            let solver = try WarmSolver(model: LinearProgrammingSuite.KnownOptimaTests.manualExample())
            solver.close()
            #expect(throws: LPError.self) { try solver.solve() }
            solver.close()  // closing again returns (the thread has ended; nothing waits forever)
            #expect(throws: LPError.self) { try solver.load(LinearProgrammingSuite.KnownOptimaTests.manualExample()) }
        }

        /// Preemptive priorities: first maximise x + y, then (keeping that optimum) maximise x.
        /// With x + y <= 10, x <= 7, y <= 8: stage 1 gives 10, stage 2 gives x = 7, y = 3.
        @Test func lexicographicSolve() throws {
            var model = LPModel()
            let x = model.addColumn("x", bounds: .between(0, 7))
            let y = model.addColumn("y", bounds: .between(0, 8))
            model.addRow("sum", [(x, 1), (y, 1)], .atMost(10))
            let result = try LexicographicSolve.solve(
                model,
                objectives: [
                    LPObjective("total", [LPTerm(x, 1), LPTerm(y, 1)], sense: .maximize),
                    LPObjective("preferX", [LPTerm(x, 1)], sense: .maximize),
                ])
            #expect(result.optima.count == 2)
            #expect(abs(result.optima[0] - 10) < 1e-9 && abs(result.optima[1] - 7) < 1e-9)
            #expect(abs(result.solution[x] - 7) < 1e-9 && abs(result.solution[y] - 3) < 1e-9)
            #expect(result.solution.rowActivities.count == 1)
            // Reversed priorities: x first (7), then the total with x = 7 fixed: y = 3, total 10;
            // minimising y last instead gives y = 0.
            let reversed = try LexicographicSolve.solve(
                model,
                objectives: [
                    LPObjective("preferX", [LPTerm(x, 1)], sense: .maximize),
                    LPObjective("smallY", [LPTerm(y, 1)], sense: .minimize),
                ])
            #expect(reversed.solution.columnValues == [7, 0])
        }
    }
}
