import Dispatch
import GLPKShim
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Loads in two steps: the solver thread makes the problem's shell from the model's sizes
    /// while the caller flattens the model, then fills it.
    @Suite struct PipelinedLoadTests {
        typealias Known = LinearProgrammingSuite.KnownOptimaTests
        typealias Warm = LinearProgrammingSuite.WarmSolverTests

        /// Loads of other sizes, one after another on one solver, each solve answering for the
        /// model just loaded: the manual's example (2200/3 at x1 = 100/3, x2 = 200/3) and the
        /// window row (every box at its preferred width at 256: 60, 80, 100, objective 0).
        @Test func loadsOfOtherSizesReplaceTheProblem() throws {
            let (row, _) = Warm.windowRow(window: 256)
            let solver = try WarmSolver(model: row)
            for round in 0..<3 {
                try solver.load(Known.manualExample())
                let manual = try solver.solve(.cold)
                #expect(abs(manual.objective - 2200.0 / 3) < 1e-6, "round \(round)")
                #expect(abs(manual.columnValues[0] - 100.0 / 3) < 1e-6 && abs(manual.columnValues[1] - 200.0 / 3) < 1e-6)
                try solver.load(row)
                let boxes = try solver.solve(.cold)
                #expect(abs(boxes.objective) < 1e-9)
                #expect(boxes.columnValues[1] == 60 && boxes.columnValues[4] == 80 && boxes.columnValues[7] == 100)
                #expect(try solver.currentModel().rows.count == 4)
            }
        }

        /// A model the caller cannot flatten reaches the solver thread as an error: the load
        /// throws it (naming the row), nothing hangs, and the next load works.
        @Test func aModelThatFailsToFlattenThrowsAndTheSolverGoesOn() throws {
            var bad = Known.manualExample()
            bad.rows[1].terms.append(LPTerm(0, 2))  // row q names x1 twice
            let solver = try WarmSolver(model: Known.manualExample())
            #expect {
                try solver.load(bad)
            } throws: { error in
                guard let error = error as? LPError, case .invalidModel(let d) = error else { return false }
                return d.rows == ["q"]
            }
            #expect(throws: LPError.self) { try solver.solve(.cold) }
            try solver.load(Known.manualExample())
            #expect(abs(try solver.solve(.cold).objective - 2200.0 / 3) < 1e-6)
            // The first load is the same path: an invalid model fails the initialiser.
            #expect(throws: LPError.self) { try WarmSolver(model: bad) }
        }

        /// Loads from many threads at once on one solver: each caller flattens into its own
        /// arrays (a second concurrent load makes its own), so every load succeeds. Arrays shared
        /// between callers would be overwritten while the solver thread reads them, and GLPK
        /// rejects the mix (row indices out of range, a column named twice in a row).
        @Test func concurrentLoadsOnOneSolverEachSucceed() throws {
            let solver = try WarmSolver(model: Known.manualExample())
            let models = [
                LPBenchmarkShape.flatRow.model(nodes: 300).model, LPBenchmarkShape.deepChain.model(nodes: 200).model,
                LPBenchmarkShape.listOfRows.model(nodes: 250).model,
            ]
            let failures = Shared(0)
            DispatchQueue.concurrentPerform(iterations: 300) { k in
                do { try solver.load(models[k % models.count]) } catch { failures.update { $0 += 1 } }
            }
            #expect(failures.get() == 0)
            try solver.load(Known.manualExample())
            #expect(abs(try solver.solve(.cold).objective - 2200.0 / 3) < 1e-6)
        }

        /// The shim refuses to fill a shell of other sizes, and the shell stays an empty problem.
        @Test func fillRefusesAModelOfOtherSizes() throws {
            var handle: OpaquePointer?
            #expect(glpks_kept_begin(2, 3, &handle) == GLPKS_OK)
            defer { glpks_kept_free(handle) }
            let flat = try FlatModel(Known.manualExample())  // 3 rows, 3 columns
            #expect(glpks_kept_fill(handle, &flat.shim) == GLPKS_MISMATCH)
            var rows: Int32 = -1, columns: Int32 = -1, nonzeros: Int32 = -1
            #expect(glpks_kept_dims(handle, &rows, &columns, &nonzeros) == GLPKS_OK)
            #expect(rows == 2 && columns == 3 && nonzeros == 0)
        }
    }
}
