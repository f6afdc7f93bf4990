import Dispatch
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// GLPK keeps one environment per thread: concurrent one-shot solves must agree with the
    /// sequential ones.
    @Suite struct ConcurrencyTests {
        /// A family of small LPs with different optima: the manual's example with the first row's
        /// bound varied, and the window row at different widths.
        static func model(_ k: Int) -> LPModel {
            if k % 2 == 0 {
                var model = LinearProgrammingSuite.KnownOptimaTests.manualExample()
                model.rows[0].bounds = .atMost(50 + Double(k % 97))
                return model
            }
            return LinearProgrammingSuite.WarmSolverTests.windowRow(window: 100 + Double(k % 301)).0
        }

        @Test func thousandConcurrentSolvesMatchSequential() throws {
            let count = 1000
            let sequential = try (0..<count).map { try GLPKSolver.solve(Self.model($0)).objective }
            let results = Shared([Double?](repeating: nil, count: count))
            DispatchQueue.concurrentPerform(iterations: count) { k in
                let value = try? GLPKSolver.solve(Self.model(k)).objective
                results.update { $0[k] = value }
            }
            let concurrent = results.get()
            #expect(concurrent.count == count)
            #expect(zip(concurrent, sequential).allSatisfy { $0 == $1 })
        }

        @Test func concurrentWarmSolvers() async throws {
            try await withThrowingTaskGroup(of: Bool.self) { group in
                for k in 0..<16 {
                    group.addTask {
                        let (model, window) = LinearProgrammingSuite.WarmSolverTests.windowRow(window: 200)
                        let solver = try WarmSolver(model: model)
                        _ = try solver.solve(.cold)
                        let width = 150 + Double(k * 10)
                        let warm = try solver.resolve(columnBounds: [(window, .fixed(width))])
                        let cold = try GLPKSolver.solve(LinearProgrammingSuite.WarmSolverTests.windowRow(window: width).0)
                        return abs(warm.objective - cold.objective) < 1e-9
                    }
                }
                for try await agreed in group { #expect(agreed) }
            }
        }
    }
}
