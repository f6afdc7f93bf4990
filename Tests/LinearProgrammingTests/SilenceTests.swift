import Foundation
import GLPKShim
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// GLPK must print nothing: not on solves, not on infeasible or unbounded models, not on a
    /// fatal error, not when reading a broken file.
    @Suite struct SilenceTests {
        @Test func nothingReachesStandardOutput() throws {
            let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).lp").path
            try "Maximize\n obj: 3 x +\nSubject To\n garbage ?? <= \nEnd\n".write(toFile: broken, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: broken) }
            let captured = try Self.captureStandardOutput {
                _ = try? GLPKSolver.solve(LinearProgrammingSuite.KnownOptimaTests.manualExample())
                _ = try? GLPKSolver.solve(LinearProgrammingSuite.KnownOptimaTests.manualExample(), options: SolveOptions(method: .interiorPoint))
                _ = try? GLPKSolver.solve(LinearProgrammingSuite.ErrorTests.infeasibleModel())
                _ = try? GLPKSolver.solve(LinearProgrammingSuite.ErrorTests.infeasibleModel(), options: SolveOptions(presolve: false))
                _ = glpks_debug_invalid_call()
                _ = try? GLPKSolver.solve(LinearProgrammingSuite.KnownOptimaTests.manualExample())
                _ = try? LinearProgrammingSuite.KnownOptimaTests.manualExample().export(.cplexLP)
                _ = try? LinearProgrammingSuite.KnownOptimaTests.manualExample().export(.freeMPS)
                let readError = Result { () throws(LPError) in try LPImport.readCPLEXLP(path: broken) }
                if case .failure(let error) = readError {
                    // The reader's complaint is captured, not printed.
                    #expect(!error.diagnostic.glpkMessage.isEmpty)
                } else {
                    Issue.record("a broken file was read")
                }
                _ = try? ConflictFinder.conflict(in: LinearProgrammingSuite.ErrorTests.infeasibleModel())
                if let solver = try? WarmSolver(model: LinearProgrammingSuite.KnownOptimaTests.manualExample()) {
                    _ = try? solver.solve(.cold)
                    _ = try? solver.provokeFatalError()
                    _ = try? solver.solve(.cold)
                    solver.close()
                }
                var mip = LPModel(sense: .maximize)
                let x = mip.addColumn("x", kind: .integer, objective: 1)
                mip.addRow("r", [(x, 2)], .atMost(7))
                _ = try? GLPKSolver.solve(mip)
            }
            #expect(captured.isEmpty, "printed: \(captured)")
        }

        /// Runs `body` with file descriptor 1 pointing at a temporary file; returns what was written.
        static func captureStandardOutput(_ body: () throws -> Void) throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("stdout-\(UUID().uuidString)").path
            let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
            try #require(file >= 0)
            defer { unlink(path) }
            fflush(nil)
            let saved = dup(1)
            dup2(file, 1)
            defer {
                fflush(nil)
                dup2(saved, 1)
                close(saved)
                close(file)
            }
            try body()
            fflush(nil)
            return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
    }
}
