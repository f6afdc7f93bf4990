/// Where a command writes: standard output and standard error, or buffers in tests.
public protocol CommandOutput: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// Collects what a command writes, for tests.
public final class BufferedOutput: CommandOutput {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""
    public init() {}
    public func write(_ text: String) { standardOutput += text }
    public func writeError(_ text: String) { standardError += text }
}
