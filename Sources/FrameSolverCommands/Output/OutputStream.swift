import Foundation

/// Where a command reads standard input and writes: the process's streams, or buffers in tests.
public protocol CommandOutput: AnyObject {
    /// Writes to standard output.
    func write(_ text: String)
    /// Writes to standard error.
    func writeError(_ text: String)
    /// All of standard input (read once, for the model FILE `-`).
    func readStandardInput() -> Data
}

extension CommandOutput {
    /// The process's standard input, to its end.
    public func readStandardInput() -> Data { FileHandle.standardInput.readDataToEndOfFile() }
}

/// Collects what a command writes, for tests and for one model of several run in parallel.
public final class BufferedOutput: CommandOutput {
    /// What was written to standard output.
    public private(set) var standardOutput = ""
    /// What was written to standard error.
    public private(set) var standardError = ""
    /// What `readStandardInput()` returns.
    public let standardInput: Data

    /// A buffer whose standard input holds `standardInput`.
    public init(standardInput: String = "") { self.standardInput = Data(standardInput.utf8) }
    /// Appends `text` to `standardOutput`.
    public func write(_ text: String) { standardOutput += text }
    /// Appends `text` to `standardError`.
    public func writeError(_ text: String) { standardError += text }
    /// The buffer's `standardInput`.
    public func readStandardInput() -> Data { standardInput }
}
