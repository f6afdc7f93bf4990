import Foundation
import GLPKShim
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// The shim turns GLPK's fatal errors (which would abort the process) into errors, and the
    /// thread's next solve is correct.
    @Suite struct FatalErrorTests {
        @Test func invalidCallReturnsAnErrorAndTheNextSolveIsCorrect() throws {
            for _ in 0..<3 {
                let code = glpks_debug_invalid_call()
                #expect(Int(code) == GLPKS_FATAL)
                let message = String(cString: glpks_last_message())
                #expect(message.contains("glp_set_row_bnds"), "captured: \(message)")
                let solution = try GLPKSolver.solve(LinearProgrammingSuite.KnownOptimaTests.manualExample())
                #expect(abs(solution.objective - 2200.0 / 3) < 1e-6)
            }
        }

        @Test func fatalErrorSurfacesAsSolverFailureWithGLPKsMessage() {
            #expect {
                try ShimCall.check(glpks_debug_invalid_call(), during: "a test")
            } throws: { error in
                guard let error = error as? LPError, case .solverFailure(let d) = error else { return false }
                return d.glpkMessage.contains("row number out of range")
            }
        }

        @Test func warmSolverRebuildsAfterAFatalErrorOnItsThread() throws {
            let solver = try WarmSolver(model: LinearProgrammingSuite.KnownOptimaTests.manualExample())
            _ = try solver.solve(.cold)
            let error = try solver.provokeFatalError()
            #expect(error != nil)
            let again = try solver.solve(.cold)
            #expect(abs(again.objective - 2200.0 / 3) < 1e-6)
        }

        @Test func keptProblemRefusesAnotherThread() throws {
            let flat = try FlatModel(LinearProgrammingSuite.KnownOptimaTests.manualExample())
            var handle: OpaquePointer?
            #expect(glpks_kept_create(&flat.shim, &handle) == 0)
            let address = UInt(bitPattern: handle.map { UnsafeRawPointer($0) })
            let code = Shared<Int32>(-1)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                var options = glpks_options()
                var result = glpks_result()
                code.set(glpks_kept_solve(OpaquePointer(bitPattern: address), &options, &result))
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(Int(code.get()) == GLPKS_WRONG_THREAD)
            #expect(glpks_kept_alive(handle) == 1)
            glpks_kept_free(handle)
        }
    }
}
