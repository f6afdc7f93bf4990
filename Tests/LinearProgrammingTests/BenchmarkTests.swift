import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// The benchmark's models and entry point, at sizes small enough for CI.
    @Suite struct BenchmarkTests {
        @Test(arguments: LPBenchmarkShape.allCases)
        func benchmarkModelsSolveAndResolveWarm(shape: LPBenchmarkShape) throws {
            let bench = shape.model(nodes: 200)
            let cold = try GLPKSolver.solve(bench.model)
            let solver = try WarmSolver(model: bench.model)
            #expect(try solver.solve(.cold).objective == cold.objective)
            let warm = try solver.resolve(columnBounds: [(bench.windowColumn, .fixed(bench.changedWindow))])
            var changed = bench.model
            changed.columns[bench.windowColumn].bounds = .fixed(bench.changedWindow)
            let reference = try GLPKSolver.solve(changed)
            #expect(abs(warm.objective - reference.objective) < 1e-6)
            #expect(zip(warm.columnValues, reference.columnValues).allSatisfy { abs($0 - $1) < 1e-6 })
            #expect(warm.iterations <= 1)
        }

        /// Rounds of one cell: each timing's median (three rounds: the middle value; two: the mean
        /// of both), basis counts summed.
        @Test func medianOverRounds() throws {
            func row(_ build: Double, _ cold: Double, _ faults: Int, reused: Int) -> LPBenchmarkRow {
                LPBenchmarkRow(
                    shape: .flatRow, nodes: 10, rows: 4, columns: 5, nonzeros: 9, constructMilliseconds: 0,
                    buildMilliseconds: build, buildOnThreadMilliseconds: build / 2, coldMilliseconds: cold,
                    coldPageFaults: faults, refactorMilliseconds: 1, warmMilliseconds: cold / 4, warmIterations: 0,
                    warmReused: reused, warmCount: 6, objective: 7)
            }
            let three = try #require(LPBenchmark.median(of: [row(3, 9, 0, reused: 6), row(1, 2, 40, reused: 5), row(2, 4, 10, reused: 6)]))
            #expect(three.buildMilliseconds == 2 && three.buildOnThreadMilliseconds == 1)
            #expect(three.coldMilliseconds == 4 && three.warmMilliseconds == 1 && three.coldPageFaults == 10)
            #expect(three.warmReused == 17 && three.warmCount == 18 && three.objective == 7)
            let two = try #require(LPBenchmark.median(of: [row(1, 2, 0, reused: 6), row(2, 4, 0, reused: 6)]))
            #expect(two.buildMilliseconds == 1.5 && two.coldMilliseconds == 3)
            #expect(LPBenchmark.median(of: []) == nil)
        }

        @Test func runProducesMedians() throws {
            let rows = try LPBenchmark.run(sizes: [40, 80], repetitions: 2, warmSolves: 2)
            #expect(rows.count == 2 * LPBenchmarkShape.allCases.count)
            #expect(rows.allSatisfy { $0.coldMilliseconds > 0 && $0.warmMilliseconds > 0 && $0.rows > 0 })
            // GLPK's part of the build, timed on the solver thread, lies inside the caller's wait, run by run,
            // so the medians keep that order.
            #expect(rows.allSatisfy { $0.buildOnThreadMilliseconds > 0 && $0.buildOnThreadMilliseconds <= $0.buildMilliseconds })
            // Each window change of these shapes stays within one region: answered from the basis.
            #expect(rows.allSatisfy { $0.warmReused == $0.warmCount && $0.warmCount == 4 })
            #expect(LPBenchmark.table(rows).split(separator: "\n").count == rows.count + 1)
        }

        @Test func loadReplacesTheModelOnTheSameThread() throws {
            let solver = try WarmSolver(model: KnownOptimaTests.manualExample())
            #expect(abs(try solver.solve(.cold).objective - 2200.0 / 3) < 1e-6)
            try solver.load(WarmSolverTests.windowRow(window: 300).0)
            let row = try solver.solve(.cold)
            #expect(row.columnValues[1] == 104)
        }
    }
}
