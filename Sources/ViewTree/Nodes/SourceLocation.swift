/// Where a node was written: a model file's line and column (1-based). JSON:
/// `{"file", "line", "column"}`.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The model file's path as given (empty for a DSL tree or a decoded JSON node).
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters.
    public var column: Int

    /// The location `file:line:column`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
