/// A message about a model file: where (file, line, column), what, what was expected, and a
/// near spelling when there is one.
///
/// `description` renders it the way compilers do:
/// ```
/// card.layout:3:9: error: unknown modifier 'paddin'
///         .paddin(8)
///          ^
/// expected a modifier such as padding, frame, background
/// did you mean 'padding'?
/// ```
public struct ModelDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// Errors stop the load; warnings (lenient mode, read-past declarations) do not.
    public enum Severity: String, Sendable, Equatable {
        case error, warning
    }

    /// An error or a warning.
    public let severity: Severity
    /// The file as named in the diagnostic (a path, or `<stdin>`).
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, counted in characters.
    public let column: Int
    /// What is wrong.
    public let message: String
    /// What the parser or evaluator expected at this place, if it can say.
    public let expected: String?
    /// A near spelling of a known name, for `did you mean 'X'?`.
    public let suggestion: String?
    /// The whole source line the column points into.
    public let sourceLine: String

    /// A diagnostic at `file`:`line`:`column`.
    public init(
        severity: Severity = .error, file: String, line: Int, column: Int, message: String,
        expected: String? = nil, suggestion: String? = nil, sourceLine: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
        self.sourceLine = sourceLine
    }

    public var description: String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message)\n\(shownSourceLine)\n"
        text += caretIndent + "^\n"
        if let expected { text += "expected \(expected)\n" }
        if let suggestion { text += "did you mean '\(suggestion)'?\n" }
        return text
    }

    /// The source line as printed: a control character other than a tab (a NUL, an escape
    /// that would drive the terminal) shown as its Control Pictures symbol (`␀`, `␛`; C1 codes as
    /// `�`), one character for one, so the caret still lines up.
    var shownSourceLine: String {
        String(
            String.UnicodeScalarView(
                sourceLine.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0x09: scalar
                    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
                    case 0x7F: "\u{2421}"
                    case 0x80...0x9F: "\u{FFFD}"
                    default: scalar
                    }
                }))
    }

    /// Spaces up to the column, tabs kept so the caret lines up under tab-indented code.
    private var caretIndent: String {
        var indent = ""
        for (index, character) in sourceLine.enumerated() where index < column - 1 {
            indent.append(character == "\t" ? "\t" : " ")
        }
        let missing = column - 1 - indent.count
        if missing > 0 { indent += String(repeating: " ", count: missing) }
        return indent
    }
}

/// A model file could not be loaded; the diagnostic says where and why.
public struct ModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where and why loading failed.
    public let diagnostic: ModelDiagnostic

    /// The error of `diagnostic`.
    public init(diagnostic: ModelDiagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}
