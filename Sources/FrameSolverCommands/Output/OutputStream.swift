import Foundation

/// Where a command reads standard input and writes: the process's streams, or buffers in tests.
public protocol CommandOutput: AnyObject {
    /// Writes to standard output.
    func write(_ text: String)
    /// Writes to standard error.
    func writeError(_ text: String)
    /// Standard input to its end, or its first `limit` bytes when it holds more (read once,
    /// for the model FILE `-`). Throws when the stream cannot be read.
    func readStandardInput(atMost limit: Int) throws -> Data
}

extension CommandOutput {
    /// The process's standard input, read in chunks until its end or `limit` bytes: an endless
    /// stream (`yes | framesolver solve -`) stops being read at the limit instead of filling
    /// memory, and a read error is thrown, not trapped.
    public func readStandardInput(atMost limit: Int) throws -> Data {
        var data = Data()
        while data.count < limit {
            guard let chunk = try FileHandle.standardInput.read(upToCount: min(1 << 20, limit - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }
}

/// Collects what a command writes, for tests and for one model of several run in parallel.
public final class BufferedOutput: CommandOutput {
    /// What was written to standard output.
    public private(set) var standardOutput = ""
    /// What was written to standard error.
    public private(set) var standardError = ""
    /// What `readStandardInput(atMost:)` returns (its first `limit` bytes).
    public let standardInput: Data

    /// A buffer whose standard input holds `standardInput`.
    public init(standardInput: String = "") { self.standardInput = Data(standardInput.utf8) }
    /// A buffer whose standard input holds the bytes `standardInput` (which need not be UTF-8).
    public init(standardInputBytes: Data) { self.standardInput = standardInputBytes }
    /// Appends `text` to `standardOutput`.
    public func write(_ text: String) { standardOutput += text }
    /// Appends `text` to `standardError`.
    public func writeError(_ text: String) { standardError += text }
    /// The buffer's `standardInput`, at most `limit` bytes of it.
    public func readStandardInput(atMost limit: Int) -> Data { standardInput.prefix(limit) }
}
