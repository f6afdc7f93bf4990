/// Splits a model file into tokens: identifiers, numbers, strings, punctuation; comments and
/// whitespace are dropped, but each token remembers whether a newline came before it (the
/// parser ends statements there).
struct Lexer {
    private let chars: [Character]
    private let source: SourceText
    private var index = 0
    private var line = 1
    private var column = 1

    /// Operators tried longest first.
    private static let operators = [
        "..<", "...", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "??",
    ]
    private static let singles: Set<Character> = [
        "{", "}", "(", ")", "[", "]", ",", ":", ";", ".", "=", "+", "-", "*", "/", "<", ">", "!", "?",
        "&", "|", "%", "@", "#", "\\", "$", "^", "~",
    ]

    init(_ text: String, source: SourceText) {
        self.chars = Array(text)
        self.source = source
    }

    /// Every token of the file, ending with `.endOfFile`.
    mutating func tokenize() throws(ModelError) -> [Token] {
        var tokens: [Token] = []
        var sawNewline = true
        while true {
            let hadSpace = try skipTrivia(&sawNewline)
            let startLine = line, startColumn = column
            guard index < chars.count else {
                tokens.append(Token(kind: .endOfFile, text: "", line: startLine, column: startColumn, startsLine: true, spaceBefore: true))
                return tokens
            }
            var token = try nextToken()
            token.line = startLine
            token.column = startColumn
            token.startsLine = sawNewline
            token.spaceBefore = hadSpace || sawNewline
            tokens.append(token)
            sawNewline = false
        }
    }

    // MARK: - Trivia

    /// Skips spaces, newlines and comments; reports whether any were skipped.
    private mutating func skipTrivia(_ sawNewline: inout Bool) throws(ModelError) -> Bool {
        var skipped = false
        while index < chars.count {
            let c = chars[index]
            if c == "\n" || c == "\r\n" {
                sawNewline = true
                advance()
            } else if c.isWhitespace {
                advance()
            } else if c == "/", peek(1) == "/" {
                while index < chars.count, chars[index] != "\n", chars[index] != "\r\n" { advance() }
            } else if c == "/", peek(1) == "*" {
                try skipBlockComment()
            } else {
                break
            }
            skipped = true
        }
        return skipped
    }

    /// `/* … */`, nested as in Swift.
    private mutating func skipBlockComment() throws(ModelError) {
        let startLine = line, startColumn = column
        var depth = 0
        while index < chars.count {
            if chars[index] == "/", peek(1) == "*" {
                depth += 1
                advance(2)
            } else if chars[index] == "*", peek(1) == "/" {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
        throw source.error("unterminated comment", line: startLine, column: startColumn, expected: "'*/' to close the comment")
    }

    // MARK: - Tokens

    private mutating func nextToken() throws(ModelError) -> Token {
        let c = chars[index]
        if c == "\"" { return try string() }
        if c.isNumber, c.isASCII { return try number() }
        if c.isLetter || c == "_" { return identifier() }
        if c == "`" { return try backtickIdentifier() }
        for op in Self.operators where matches(op) {
            advance(op.count)
            return make(.punctuation, op)
        }
        if Self.singles.contains(c) {
            advance()
            return make(.punctuation, String(c))
        }
        // A control character is written as an escape (`\0`, `\u{1B}`), never raw to a terminal.
        let shown =
            c.unicodeScalars.contains { $0.properties.generalCategory == .control } ? String(String(c).debugDescription.dropFirst().dropLast()) : String(c)
        throw source.error("unexpected character '\(shown)'", line: line, column: column, expected: "a view, a modifier or a declaration")
    }

    private mutating func identifier() -> Token {
        var text = ""
        while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" {
            text.append(chars[index])
            advance()
        }
        return make(.identifier, text)
    }

    private mutating func backtickIdentifier() throws(ModelError) -> Token {
        let startLine = line, startColumn = column
        advance()
        var text = ""
        while index < chars.count, chars[index] != "`", chars[index] != "\n" {
            text.append(chars[index])
            advance()
        }
        guard index < chars.count, chars[index] == "`", !text.isEmpty else {
            throw source.error("unterminated `identifier`", line: startLine, column: startColumn, expected: "a closing '`'")
        }
        advance()
        return make(.identifier, text)
    }

    /// Integer and decimal literals with `_` separators and exponents; hex integers.
    private mutating func number() throws(ModelError) -> Token {
        let startLine = line, startColumn = column
        var text = ""
        func take(_ lexer: inout Lexer) { text.append(lexer.chars[lexer.index]); lexer.advance() }
        if chars[index] == "0", peek(1) == "x" {
            advance(2)
            text = "0x"
            while index < chars.count, chars[index].isHexDigit || chars[index] == "_" { take(&self) }
        } else {
            while index < chars.count, chars[index].isASCII, chars[index].isNumber || chars[index] == "_" { take(&self) }
            if index < chars.count, chars[index] == ".", let next = peek(1), next.isASCII, next.isNumber {
                take(&self)
                while index < chars.count, chars[index].isASCII, chars[index].isNumber || chars[index] == "_" { take(&self) }
            }
            if index < chars.count, chars[index] == "e" || chars[index] == "E" {
                take(&self)
                if index < chars.count, chars[index] == "+" || chars[index] == "-" { take(&self) }
                while index < chars.count, chars[index].isASCII, chars[index].isNumber { take(&self) }
            }
        }
        // Letters, digits or a second decimal point glued to the literal make it malformed.
        while index < chars.count,
            chars[index].isLetter || chars[index].isNumber || chars[index] == "_"
                || (chars[index] == "." && (peek(1)?.isNumber ?? false))
        {
            take(&self)
        }
        guard let value = Self.value(of: text) else {
            throw source.error(
                "invalid number '\(text)'", line: startLine, column: startColumn,
                expected: "a number such as 12, 0.5 or 1_000")
        }
        return make(.number(value), text)
    }

    private static func value(of text: String) -> Double? {
        let digits = text.filter { $0 != "_" }
        guard !digits.isEmpty, !text.hasSuffix("_") else { return nil }
        if digits.hasPrefix("0x") {
            guard digits.count > 2, let int = Int(digits.dropFirst(2), radix: 16) else { return nil }
            return Double(int)
        }
        guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-") }),
            let value = Double(digits), value.isFinite
        else { return nil }
        return value
    }

    /// `"…"` with escapes and `\(…)` interpolations, or a `"""` multi-line literal.
    private mutating func string() throws(ModelError) -> Token {
        let startLine = line, startColumn = column
        if matches("\"\"\"") { return try multilineString(startLine, startColumn) }
        advance()
        var segments: [StringLiteral.Segment] = []
        var text = ""
        while true {
            guard index < chars.count, chars[index] != "\n", chars[index] != "\r\n" else {
                throw source.error(
                    "unterminated string literal", line: startLine, column: startColumn,
                    expected: "a closing '\"' on the same line")
            }
            let c = chars[index]
            if c == "\"" {
                advance()
                break
            }
            if c == "\\" {
                if peek(1) == "(" {
                    if !text.isEmpty { segments.append(.text(text)) }
                    text = ""
                    segments.append(.interpolation(try interpolation(startLine, startColumn)))
                    continue
                }
                text.append(try escape())
                continue
            }
            text.append(c)
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        let literal = StringLiteral(segments: segments)
        return make(.string(literal), literal.plainText ?? "")
    }

    private mutating func multilineString(_ startLine: Int, _ startColumn: Int) throws(ModelError) -> Token {
        advance(3)
        var raw = ""
        while true {
            guard index < chars.count else {
                throw source.error("unterminated multi-line string", line: startLine, column: startColumn, expected: "a closing '\"\"\"'")
            }
            if matches("\"\"\"") {
                advance(3)
                break
            }
            if chars[index] == "\\", peek(1) != "(" {
                raw.append(try escape())
                continue
            }
            raw.append(chars[index])
            advance()
        }
        // Drop the first line break and the closing delimiter's indentation from every line.
        var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        let indent = lines.last.map { $0.allSatisfy(\.isWhitespace) ? $0.count : 0 } ?? 0
        if lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let text = lines.map { String($0.dropFirst(min(indent, $0.prefix(while: \.isWhitespace).count))) }.joined(separator: "\n")
        return make(.string(StringLiteral(segments: [.text(text)])), text)
    }

    /// The source of `\( … )`, parentheses balanced, nested strings skipped.
    private mutating func interpolation(_ startLine: Int, _ startColumn: Int) throws(ModelError) -> String {
        advance(2)
        var depth = 1
        var text = ""
        var inString = false
        while index < chars.count, chars[index] != "\n" {
            let c = chars[index]
            if inString {
                if c == "\\" { text.append(c); advance() } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
                if depth == 0 {
                    advance()
                    return text
                }
            }
            if index < chars.count { text.append(chars[index]); advance() }
        }
        throw source.error("unterminated string interpolation", line: startLine, column: startColumn, expected: "')' to close '\\('")
    }

    private mutating func escape() throws(ModelError) -> Character {
        let escapeLine = line, escapeColumn = column
        advance()
        guard index < chars.count else {
            throw source.error("unterminated string literal", line: escapeLine, column: escapeColumn, expected: "a closing '\"'")
        }
        let c = chars[index]
        advance()
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\"", "\\", "'": return c
        case "u":
            var hex = ""
            if index < chars.count, chars[index] == "{" {
                advance()
                while index < chars.count, chars[index].isHexDigit, hex.count < 8 { hex.append(chars[index]); advance() }
                if index < chars.count, chars[index] == "}" { advance() } else { hex = "" }
            }
            if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { return Character(scalar) }
            fallthrough
        default:
            throw source.error(
                "invalid escape '\\\(c)' in string", line: escapeLine, column: escapeColumn,
                expected: "one of \\n \\t \\\" \\\\ \\u{…} \\(…)")
        }
    }

    // MARK: - Cursor

    private func peek(_ offset: Int) -> Character? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    private func matches(_ text: String) -> Bool {
        var i = index
        for c in text {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        return true
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < chars.count {
            if chars[index] == "\n" || chars[index] == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private func make(_ kind: Token.Kind, _ text: String) -> Token {
        Token(kind: kind, text: text, line: 0, column: 0, startsLine: false, spaceBefore: false)
    }
}
