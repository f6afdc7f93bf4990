/// A hand-written recursive-descent parser from tokens to the syntax tree.
///
/// Nesting is limited (`maxDepth`) so hostile input gets an error, not a stack overflow; the
/// loader runs the parser on a thread with a large stack so legitimate deep nesting fits.
struct Parser {
    /// The deepest expression nesting accepted (each nested view is about one level).
    static let maxDepth = 2_000
    /// The deepest nesting of string interpolations (`"\("\(x)")"`): each level is lexed
    /// and parsed from its own text, so the work grows with depth x length; 32 levels is far
    /// beyond any real string (docs/limits.md).
    static let maxInterpolationDepth = 32

    var tokens: [Token]
    var position = 0
    let source: SourceText
    var depth = 0
    /// How many string interpolations enclose these tokens (0 for the file itself).
    var interpolationDepth = 0
    /// False while parsing an `if` condition, where `{` opens the block, not a trailing closure.
    var allowsTrailingClosure = true
    /// True inside a `case` pattern, where `let name` is a binding.
    var parsingPattern = false
    /// One more than the highest `$n` read in the closure being parsed (its own, not a nested
    /// closure's): how many arguments a closure without named parameters takes.
    var anonymousArgumentCount = 0
    var warnings: [ModelDiagnostic] = []

    init(tokens: [Token], source: SourceText) {
        self.tokens = tokens
        self.source = source
    }

    /// Parses a whole file.
    static func parse(_ text: String, source: SourceText) throws(ModelError) -> (SyntaxFile, [ModelDiagnostic]) {
        var lexer = Lexer(text, source: source)
        let tokens = try CompilationConditions.resolve(try lexer.tokenize(), source)
        try BraceCheck.check(tokens, source)
        var parser = Parser(tokens: tokens, source: source)
        let file = try parser.parseFile()
        return (file, parser.warnings)
    }

    // MARK: - Cursor

    var current: Token { tokens[min(position, tokens.count - 1)] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// Consumes the token if it is spelled `text`.
    mutating func accept(_ text: String) -> Bool {
        guard current.is(text) else { return false }
        advance()
        return true
    }

    /// Consumes `text` or throws "expected …".
    mutating func expect(_ text: String, _ what: String? = nil) throws(ModelError) {
        guard accept(text) else { throw unexpected(expected: what ?? "'\(text)'") }
    }

    /// Consumes an identifier and returns its text.
    mutating func expectIdentifier(_ what: String) throws(ModelError) -> String {
        guard current.isIdentifier else { throw unexpected(expected: what) }
        let text = current.text
        advance()
        return text
    }

    var loc: Loc { Loc(line: current.line, column: current.column) }

    // MARK: - Errors

    func error(_ message: String, at token: Token? = nil, expected: String? = nil, suggestion: String? = nil) -> ModelError {
        let token = token ?? current
        return source.error(message, line: token.line, column: token.column, expected: expected, suggestion: suggestion)
    }

    /// "unexpected X" for the current token.
    func unexpected(expected: String) -> ModelError {
        error("unexpected \(Self.describe(current))", expected: expected)
    }

    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: "end of file"
        case .number: "number '\(token.text)'"
        case .string: "string \"\(token.text)\""
        case .identifier: "'\(token.text)'"
        case .punctuation: "'\(token.text)'"
        }
    }

    mutating func warn(_ message: String, at token: Token) {
        warnings.append(source.diagnostic(message, severity: .warning, line: token.line, column: token.column))
    }

    /// Enters one level of nesting; throws past `maxDepth`.
    mutating func enter() throws(ModelError) {
        depth += 1
        if depth > Self.maxDepth {
            throw error(
                "nesting is too deep (more than \(Self.maxDepth) levels)",
                expected: "a flatter model (split deep nesting into custom views)")
        }
    }

    mutating func leave() { depth -= 1 }

    // MARK: - Reading past

    /// Skips from a `{` to just past its matching `}` (braces are known to balance).
    mutating func skipBraces() {
        guard current.is("{") else { return }
        var level = 0
        repeat {
            if current.is("{") { level += 1 } else if current.is("}") { level -= 1 }
            advance()
        } while level > 0 && !current.isEnd
    }

    /// Skips a balanced `( … )` or `[ … ]` group starting at the current token.
    mutating func skipGroup() {
        guard current.is("(") || current.is("[") else { return }
        var level = 0
        repeat {
            if current.is("(") || current.is("[") || current.is("{") { level += 1 } else if current.is(")") || current.is("]") || current.is("}") { level -= 1 }
            advance()
        } while level > 0 && !current.isEnd
    }

    /// Skips the rest of the current line.
    mutating func skipLine() {
        let line = current.line
        while !current.isEnd, current.line == line { advance() }
    }
}
