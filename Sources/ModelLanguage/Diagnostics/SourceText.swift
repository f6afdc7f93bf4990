import ViewTree

/// The text of a model file split into lines, to build diagnostics that quote the line.
struct SourceText: Sendable {
    let file: String
    let lines: [Substring]

    init(_ text: String, file: String) {
        self.file = file
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line (1-based) without its line break; empty past the end.
    func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        var line = String(lines[number - 1])
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// An error at a line and column.
    func error(
        _ message: String, line: Int, column: Int, expected: String? = nil, suggestion: String? = nil
    ) -> ModelError {
        ModelError(diagnostic: diagnostic(message, line: line, column: column, expected: expected, suggestion: suggestion))
    }

    func diagnostic(
        _ message: String, severity: ModelDiagnostic.Severity = .error, line: Int, column: Int,
        expected: String? = nil, suggestion: String? = nil
    ) -> ModelDiagnostic {
        ModelDiagnostic(
            severity: severity, file: file, line: line, column: column, message: message, expected: expected,
            suggestion: suggestion, sourceLine: self.line(line))
    }
}
