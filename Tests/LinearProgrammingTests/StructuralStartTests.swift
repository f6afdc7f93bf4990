import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// A cold solve of a program whose equality rows each define a column starts from the basis
    /// that structure names (`SolveOptions.structuralStart`): the answer is the presolved
    /// solve's, and where that basis does not fit, the presolved solve runs as before.
    @Suite struct StructuralStartTests {
        /// A stack's chain at a window of 300: `a = W / 2` (2 a - W = 0), `b = a - 20`, `c = b
        /// - 100`, with `c >= 0` a row (a decided clamp's other side) and `b <= limit`.
        static func chain(limit: Double = 1_000, cost: Double = 0) -> LPModel {
            var model = LPModel(name: "chain")
            let w = model.addColumn("W", bounds: .fixed(300))
            let a = model.addColumn("a", bounds: .free, objective: cost)
            let b = model.addColumn("b", bounds: .free)
            let c = model.addColumn("c", bounds: .free)
            model.addRow("a_def", [(a, 2), (w, -1)], .fixed(0))
            model.addRow("b_def", [(b, 1), (a, -1)], .fixed(-20))
            model.addRow("c_def", [(c, 1), (b, -1)], .fixed(-100))
            model.addRow("c_bound", [(c, 1)], .atLeast(0))
            model.addRow("b_limit", [(b, 1)], .atMost(limit))
            return model
        }

        static func options(structural: Bool) -> SolveOptions {
            var options = SolveOptions.cold
            options.structuralStart = structural
            return options
        }

        @Test func theStructureNamesTheOptimalBasis() throws {
            let solution = try GLPKSolver.solve(Self.chain(), options: Self.options(structural: true))
            // a = 150, b = 130, c = 30: no pivot, the definitions nonbasic, the rest basic.
            #expect(solution.status == .optimal)
            #expect(solution.columnValues == [300, 150, 130, 30])
            #expect(solution.iterations == 0 && solution.structuralStart)
            #expect(solution.basis?.rows == [.fixed, .fixed, .fixed, .basic, .basic])
            #expect(solution.basis?.columns == [.fixed, .basic, .basic, .basic])
            let presolved = try GLPKSolver.solve(Self.chain(), options: Self.options(structural: false))
            #expect(presolved.columnValues == solution.columnValues && !presolved.structuralStart)
        }

        @Test func aBasisOutsideABoundFallsBackToThePresolvedSolve() throws {
            // b = 130 breaks b <= 100: the program is infeasible, and the fallback says so.
            #expect {
                try GLPKSolver.solve(Self.chain(limit: 100), options: Self.options(structural: true))
            } throws: { error in
                guard let error = error as? LPError, case .infeasible = error else { return false }
                return true
            }
        }

        @Test func anObjectiveOrAFreeColumnIsLeftToTheSimplex() throws {
            // A cost on a: the basis is not tried (its duals would not be 0); the answer is the
            // same point, the only feasible one.
            let costed = try GLPKSolver.solve(Self.chain(cost: 1), options: Self.options(structural: true))
            #expect(costed.status == .optimal && costed.columnValues == [300, 150, 130, 30] && !costed.structuralStart)
            // A column no equality defines (d only in d <= c): one basic column too many.
            var model = Self.chain()
            let d = model.addColumn("d", bounds: .atLeast(0))
            model.addRow("d_under_c", [(d, 1), (3, -1)], .atMost(0))
            let free = try GLPKSolver.solve(model, options: Self.options(structural: true))
            #expect(free.status == .optimal && !free.structuralStart)
            #expect(Array(free.columnValues.prefix(4)) == [300, 150, 130, 30])
            #expect(free.columnValues[4] >= 0 && free.columnValues[4] <= 30)
        }

        @Test func aClampsActiveSideIsNamedToPinItsColumn() throws {
            // z = min(a, b) with a = W / 2 = 150 and b = 200, its binary fixed at 0 (the first
            // side): z <= a, z <= b, z >= a - 100 y, z >= b - 100 (1 - y). No equality defines
            // z: one basic column too many, unless the row of the active side, z <= a, is named.
            var model = LPModel(name: "clamp")
            let w = model.addColumn("W", bounds: .fixed(300))
            let a = model.addColumn("a", bounds: .free)
            let b = model.addColumn("b", bounds: .free)
            let z = model.addColumn("z", bounds: .free)
            let y = model.addColumn("y", bounds: .fixed(0))
            model.addRow("a_def", [(a, 2), (w, -1)], .fixed(0))
            model.addRow("b_def", [(b, 1)], .fixed(200))
            let first = model.addRow("z_le_a", [(z, 1), (a, -1)], .atMost(0))
            let second = model.addRow("z_le_b", [(z, 1), (b, -1)], .atMost(0))
            model.addRow("z_ge_a", [(z, 1), (a, -1), (y, 100)], .atLeast(0))
            model.addRow("z_ge_b", [(z, 1), (b, -1), (y, -100)], .atLeast(-100))
            let unnamed = try GLPKSolver.solve(model, options: Self.options(structural: true))
            #expect(unnamed.columnValues[z] == 150 && !unnamed.structuralStart)
            var options = Self.options(structural: true)
            options.structuralNonbasicRows = [first]
            let named = try GLPKSolver.solve(model, options: options)
            #expect(named.columnValues[z] == 150 && named.structuralStart && named.iterations == 0)
            #expect(named.basis?.rows[first] == .atUpper)
            // The wrong side named: z <= b held at 200 breaks z <= a; the presolved solve answers.
            options.structuralNonbasicRows = [second]
            let wrong = try GLPKSolver.solve(model, options: options)
            #expect(wrong.columnValues[z] == 150 && !wrong.structuralStart)
        }

        @Test func aKeptSolverStartsThereToo() throws {
            let solver = try WarmSolver(model: Self.chain())
            let solution = try solver.solve(Self.options(structural: true))
            #expect(solution.columnValues == [300, 150, 130, 30] && solution.structuralStart)
            // The factorised basis serves the next window: W = 400 gives a = 200, b = 180, c = 80.
            let next = try solver.resolve(columnBounds: [(0, .fixed(400))], options: .warm)
            #expect(next.columnValues == [400, 200, 180, 80] && next.reusedBasis)
        }
    }
}
