import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Branch and bound's time limit (`SolveOptions.branchAndBoundTimeLimit`): a search that
    /// reaches it is an error naming the integer columns, never its unproven incumbent.
    @Suite struct TimeLimitTests {
        /// The small MIP of KnownOptimaTests: maximize 5x + 4y with 6x + 4y <= 24,
        /// x + 2y <= 6, x, y integer: the relaxation's optimum (3, 1.5) is fractional, so
        /// branch and bound runs; its optimum is (4, 0), z = 20.
        static func fractionalMIP() -> LPModel {
            var model = LPModel(sense: .maximize)
            let x = model.addColumn("x", kind: .integer, objective: 5)
            let y = model.addColumn("y", kind: .integer, objective: 4)
            model.addRow("a", [(x, 6), (y, 4)], .atMost(24))
            model.addRow("b", [(x, 1), (y, 2)], .atMost(6))
            return model
        }

        @Test("the default limit is 5 s and leaves a small search alone")
        func defaultLimit() throws {
            #expect(SolveOptions.cold.branchAndBoundTimeLimit == 5)
            let solution = try GLPKSolver.solve(Self.fractionalMIP())
            #expect(solution.status == .optimal && solution.columnValues == [4, 0])
        }

        @Test("a 1 ms limit stops the search at its first check: a time-limit error naming both integer columns")
        func tinyLimit() throws {
            // GLPK checks the limit before each subproblem against `limit - 1` ms: with 1 ms
            // the first check, before the root, already stops the search.
            let options = SolveOptions(branchAndBoundTimeLimit: 0.001)
            #expect {
                try GLPKSolver.solve(Self.fractionalMIP(), options: options)
            } throws: { error in
                guard let error = error as? LPError, case .timeLimit(let diagnostic) = error else { return false }
                return diagnostic.columns == ["x", "y"] && diagnostic.message.contains("branch and bound stopped at its time limit over 2 integer columns")
            }
            // The relaxation alone is an LP: no search, no limit.
            let relaxed = try GLPKSolver.solve(Self.fractionalMIP(), options: SolveOptions(branchAndBoundTimeLimit: 0.001, integer: false))
            #expect(abs(relaxed.objective - 21) < 1e-9)
        }

        @Test("a kept problem's search stops at the limit too")
        func keptProblem() throws {
            let solver = try WarmSolver(model: Self.fractionalMIP())
            #expect(throws: LPError.self) { try solver.solve(SolveOptions(branchAndBoundTimeLimit: 0.001)) }
            // The same problem without the limit still solves (nothing was left half done).
            let solution = try solver.solve(.cold)
            #expect(solution.columnValues == [4, 0])
        }
    }
}
