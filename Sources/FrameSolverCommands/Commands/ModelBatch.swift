import Dispatch
import Foundation
import Synchronization

/// Runs one command over every model of its FILE arguments: in parallel on `--jobs` threads,
/// results written in the order given as soon as each and all before it are done, then the
/// summary line.
///
/// Each model runs start to finish on one worker thread, so every GLPK problem it makes stays
/// on the thread that made it (the shim refuses any other: docs/linear-programming.md).
enum ModelBatch {
    /// One model's run: what it wrote and its exit status.
    private struct Finished: Sendable {
        var code: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The body carried to the worker threads. Bodies read only their command's parsed
    /// arguments and write only to the output they are given.
    private struct Body: @unchecked Sendable {
        var run: (ModelSource, CommandOutput) throws -> Int32
    }

    /// The next model to start and the finished ones not yet written, shared by the workers.
    private final class State: Sendable {
        let next = Atomic<Int>(0)
        let done = Mutex<[Int: Finished]>([:])
    }

    /// Runs `body` on every source and returns the exit status covering them all. One source
    /// that is not a batch runs on the calling thread, writing straight to `output`, and its
    /// errors propagate as a single command's do.
    static func run(
        _ inputs: ModelInputs, jobs: Int, json: Bool, output: CommandOutput,
        body: @escaping (ModelSource, CommandOutput) throws -> Int32
    ) throws -> Int32 {
        if !inputs.isBatch, let source = inputs.sources.first {
            guard json else { return try body(source, output) }
            do {
                return try body(source, output)
            } catch {
                // A JSON reader sees the failure too; standard error gets the message as always.
                output.write(try JSONDocuments.line(ErrorDocument(file: source.name, error: error)) + "\n")
                throw error
            }
        }
        let sources = inputs.sources
        let shared = Body(run: body)
        let state = State()
        let signal = DispatchSemaphore(value: 0)
        let workers = max(1, min(jobs, sources.count))
        for _ in 0..<workers {
            DispatchQueue.global().async {
                while true {
                    let index = state.next.add(1, ordering: .relaxed).oldValue
                    guard index < sources.count else { return }
                    let buffer = BufferedOutput()
                    let code = runReportingErrors(sources[index], json: json, output: buffer, body: shared.run)
                    let finished = Finished(code: code, standardOutput: buffer.standardOutput, standardError: buffer.standardError)
                    state.done.withLock { $0[index] = finished }
                    signal.signal()
                }
            }
        }
        var summary = BatchSummary()
        var written = 0
        while written < sources.count {
            signal.wait()
            while let finished = state.done.withLock({ $0.removeValue(forKey: written) }) {
                if !finished.standardError.isEmpty { output.writeError(finished.standardError) }
                if !finished.standardOutput.isEmpty { output.write(finished.standardOutput) }
                summary.add(finished.code)
                written += 1
            }
        }
        output.write((json ? try JSONDocuments.line(BatchSummaryDocument(summary: summary)) : summary.line) + "\n")
        return summary.exitCode
    }

    /// One model's run with its errors written as the command line writes them, and in a JSON
    /// run also as an error document on standard output, on a line of its own.
    private static func runReportingErrors(
        _ source: ModelSource, json: Bool, output: BufferedOutput, body: (ModelSource, CommandOutput) throws -> Int32
    ) -> Int32 {
        do {
            return try body(source, output)
        } catch {
            output.writeError(CommandErrors.message(error))
            if json, let line = try? JSONDocuments.line(ErrorDocument(file: source.name, error: error)) {
                let separator = output.standardOutput.isEmpty || output.standardOutput.hasSuffix("\n") ? "" : "\n"
                output.write(separator + line + "\n")
            }
            return 2
        }
    }
}
