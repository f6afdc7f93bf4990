import Dispatch
import Foundation
import GLPKShim
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// A solver thread keeps GLPK's peak memory mapped between solves (`warm_memory.c`); other
    /// threads hold nothing.
    @Suite struct WarmMemoryTests {
        /// Runs `body` on a new thread that ends after it (its GLPK environment freed).
        static func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
            let result = Shared<T?>(nil)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                result.set(body())
                glpks_thread_cleanup()
                done.signal()
            }
            thread.start()
            done.wait()
            return result.get()!
        }

        /// Builds and cold-solves a 5,000-node flat row as a kept problem on this thread; returns
        /// the bytes held after the build, after the solve, and the objective.
        static func buildAndSolve() -> (afterBuild: Int, afterSolve: Int, objective: Double?) {
            guard let flat = try? FlatModel(LPBenchmarkShape.flatRow.model(nodes: 5_000).model) else { return (-1, -1, nil) }
            var handle: OpaquePointer?
            guard glpks_kept_create(&flat.shim, &handle) == GLPKS_OK else { return (-1, -1, nil) }
            defer { glpks_kept_free(handle) }
            let afterBuild = glpks_thread_held_memory()
            var options = ShimCall.options(.cold)
            let buffers = ResultBuffers(rows: flat.rowCount, columns: flat.columnCount)
            guard glpks_kept_solve(handle, &options, &buffers.raw) == GLPKS_OK else { return (-1, -1, nil) }
            return (afterBuild, glpks_thread_held_memory(), buffers.raw.objective)
        }

        @Test func aSolverThreadHoldsItsPeakAndLetsGoAtTheEnd() {
            let (afterBuild, afterSolve, objective, afterRelease) = Self.onNewThread {
                glpks_thread_keep_memory()
                let (build, solve, objective) = Self.buildAndSolve()
                glpks_thread_release_memory()
                return (build, solve, objective, glpks_thread_held_memory())
            }
            #expect(objective != nil)
            // The build's peak is the problem itself; the presolved solve copies it and more.
            #expect(afterBuild > 0)
            #expect(afterSolve > afterBuild)
            #expect(afterRelease == 0)
        }

        /// Peaks under 1 MB are not held: the window row's program is a few kilobytes.
        @Test func smallPeaksAreNotHeld() throws {
            let solver = try WarmSolver(model: LinearProgrammingSuite.WarmSolverTests.windowRow(window: 256).0)
            _ = try solver.solve(.cold)
            #expect(try solver.heldMemoryBytes() == 0)
        }

        @Test func otherThreadsHoldNothing() {
            let (afterBuild, afterSolve, objective) = Self.onNewThread { Self.buildAndSolve() }
            #expect(objective != nil)
            #expect(afterBuild == 0 && afterSolve == 0)
        }

        /// A warm solver holds GLPK's peak after its solves unless told not to; the 5,000-node
        /// flat row's presolved solve needs more than its build (peaks of 1 MB and more are held).
        @Test func warmSolversHoldUnlessAskedNotTo() throws {
            let model = LPBenchmarkShape.flatRow.model(nodes: 5_000).model
            let holding = try WarmSolver(model: model)
            let afterBuild = try holding.heldMemoryBytes()
            _ = try holding.solve(.cold)
            let afterSolve = try holding.heldMemoryBytes()
            #expect(afterBuild > 0 && afterSolve > afterBuild)
            let frugal = try WarmSolver(model: model, holdsPeakMemory: false)
            _ = try frugal.solve(.cold)
            #expect(try frugal.heldMemoryBytes() == 0)
        }

        /// Held memory changes nothing in the answers: the same warm re-solves as a thread that
        /// holds none (the window row at six widths, against one-shot solves on this thread).
        @Test func aHoldingSolverAnswersAsBefore() throws {
            let (model, window) = LinearProgrammingSuite.WarmSolverTests.windowRow(window: 256)
            let solver = try WarmSolver(model: LPBenchmarkShape.deepChain.model(nodes: 400).model)
            _ = try solver.solve(.cold)
            try solver.load(model)
            _ = try solver.solve(.cold)
            for width in [300.0, 320, 200, 256, 180, 500] {
                let warm = try solver.resolve(columnBounds: [(window, .fixed(width))])
                let cold = try GLPKSolver.solve(LinearProgrammingSuite.WarmSolverTests.windowRow(window: width).0)
                #expect(abs(warm.objective - cold.objective) < 1e-9)
                #expect(zip(warm.columnValues, cold.columnValues).allSatisfy { abs($0 - $1) < 1e-9 })
            }
        }
    }
}
