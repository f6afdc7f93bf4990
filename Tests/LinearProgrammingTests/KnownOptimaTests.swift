import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Known LPs and MIPs with optima checked by hand.
    @Suite struct KnownOptimaTests {
        /// The GLPK manual's example (section 1.3.1): maximize 10x1 + 6x2 + 4x3 subject to
        /// x1+x2+x3 <= 100, 10x1+4x2+5x3 <= 600, 2x1+2x2+6x3 <= 300, x >= 0.
        /// By hand: rows p and q are tight with x3 = 0: x1 + x2 = 100, 10x1 + 4x2 = 600 give
        /// x1 = 100/3, x2 = 200/3, z = 1000/3 + 400 = 2200/3 = 733.33.
        static func manualExample() -> LPModel {
            var model = LPModel(name: "sample", sense: .maximize)
            let x1 = model.addColumn("x1", objective: 10)
            let x2 = model.addColumn("x2", objective: 6)
            let x3 = model.addColumn("x3", objective: 4)
            model.addRow("p", [(x1, 1), (x2, 1), (x3, 1)], .atMost(100))
            model.addRow("q", [(x1, 10), (x2, 4), (x3, 5)], .atMost(600))
            model.addRow("r", [(x1, 2), (x2, 2), (x3, 6)], .atMost(300))
            return model
        }

        @Test(arguments: [SolveOptions.Method.primalSimplex, .dualSimplex, .interiorPoint], [true, false])
        func manualExample(method: SolveOptions.Method, presolve: Bool) throws {
            let model = Self.manualExample()
            let solution = try GLPKSolver.solve(model, options: SolveOptions(method: method, presolve: presolve))
            // Interior point stops within its own tolerance of the vertex.
            let tolerance = method == .interiorPoint ? 1e-4 : 1e-6
            #expect(solution.status == .optimal)
            #expect(abs(solution.objective - 2200.0 / 3) < tolerance)
            #expect(abs(solution[0] - 100.0 / 3) < tolerance)
            #expect(abs(solution[1] - 200.0 / 3) < tolerance)
            #expect(abs(solution[2]) < tolerance)
            #expect(abs(solution.rowActivities[0] - 100) < tolerance)
            #expect(abs(solution.rowActivities[2] - (200.0 / 3 + 400.0 / 3)) < tolerance)
            // Duals by hand: y_p + 10 y_q = 10, y_p + 4 y_q = 6 → y_q = 2/3, y_p = 10/3; r slack.
            let duals = try #require(solution.rowDuals)
            #expect(abs(duals[0] - 10.0 / 3) < tolerance)
            #expect(abs(duals[1] - 2.0 / 3) < tolerance)
            #expect(abs(duals[2]) < tolerance)
            if method != .interiorPoint {
                let basis = try #require(solution.basis)
                #expect(basis.columns[0] == .basic && basis.columns[1] == .basic && basis.columns[2] == .atLower)
            }
        }

        /// A small MIP solved by hand: maximize 5x + 4y subject to 6x + 4y <= 24, x + 2y <= 6,
        /// x, y integer >= 0. The LP optimum is (3, 1.5) with z = 21; the integer points near it:
        /// (4, 0) gives 20, (3, 1) gives 19, (2, 2) gives 18; (4, 0) is feasible (24 <= 24, 4 <= 6)
        /// and nothing reaches 21 (5x + 4y = 21 has no point with 6x + 4y <= 24 and x, y whole),
        /// so z = 20 at (4, 0).
        @Test func smallMIP() throws {
            var model = LPModel(sense: .maximize)
            let x = model.addColumn("x", kind: .integer, objective: 5)
            let y = model.addColumn("y", kind: .integer, objective: 4)
            model.addRow("a", [(x, 6), (y, 4)], .atMost(24))
            model.addRow("b", [(x, 1), (y, 2)], .atMost(6))
            let solution = try GLPKSolver.solve(model)
            #expect(solution.status == .optimal)
            #expect(abs(solution.objective - 20) < 1e-9)
            #expect(solution.columnValues == [4, 0])
            #expect(solution.rowDuals != nil, "polishing gives duals")
            let relaxed = try GLPKSolver.solve(model, options: SolveOptions(integer: false))
            #expect(abs(relaxed.objective - 21) < 1e-9)
        }

        /// A binary choice: minimize 3a + 2b + 4c with a + b >= 1, b + c >= 1, a + c >= 1 over
        /// binaries. Any two of three satisfy every row; the cheapest pair is a, b: z = 5.
        @Test func binaryCover() throws {
            var model = LPModel()
            let a = model.addColumn("a", kind: .binary, objective: 3)
            let b = model.addColumn("b", kind: .binary, objective: 2)
            let c = model.addColumn("c", kind: .binary, objective: 4)
            model.addRow("ab", [(a, 1), (b, 1)], .atLeast(1))
            model.addRow("bc", [(b, 1), (c, 1)], .atLeast(1))
            model.addRow("ac", [(a, 1), (c, 1)], .atLeast(1))
            let solution = try GLPKSolver.solve(model)
            #expect(solution.objective == 5)
            #expect(solution.columnValues == [1, 1, 0])
        }

        /// Negative bounds and free columns: minimize x subject to x - y = -5, y in [-2, 3].
        /// x = y - 5 is smallest at y = -2: x = -7.
        @Test func negativeBounds() throws {
            var model = LPModel()
            let x = model.addColumn("x", bounds: .free, objective: 1)
            let y = model.addColumn("y", bounds: .between(-2, 3))
            model.addRow("link", [(x, 1), (y, -1)], .fixed(-5))
            let solution = try GLPKSolver.solve(model)
            #expect(solution.columnValues == [-7, -2])
        }
    }
}
