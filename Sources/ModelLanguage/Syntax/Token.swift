/// One lexical token of a `.layout` file, with where it was written.
struct Token: Sendable, Equatable {
    /// What the token is.
    enum Kind: Sendable, Equatable {
        case identifier
        case number(Double)
        case string(StringLiteral)
        /// Punctuation and operators: `{`, `(`, `.`, `..<`, `->`, `==`, `@`, `#`, …
        case punctuation
        case endOfFile
    }

    var kind: Kind
    /// The token's text as written (without quotes for strings).
    var text: String
    var line: Int
    var column: Int
    /// True when a newline separates this token from the previous one.
    var startsLine: Bool
    /// True when whitespace or a comment precedes the token on its line (or it starts a line).
    var spaceBefore: Bool

    /// True for the punctuation or identifier token spelled `text`.
    func `is`(_ spelling: String) -> Bool {
        switch kind {
        case .identifier, .punctuation: text == spelling
        default: false
        }
    }

    var isIdentifier: Bool {
        if case .identifier = kind { return true }
        return false
    }

    var isEnd: Bool { kind == .endOfFile }
}

/// A string literal: plain text, or text with `\(…)` interpolations kept as source.
struct StringLiteral: Sendable, Equatable {
    enum Segment: Sendable, Equatable {
        case text(String)
        /// The source text between `\(` and `)`.
        case interpolation(String)
    }

    var segments: [Segment]

    /// The text when there is no interpolation.
    var plainText: String? {
        var result = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            result += text
        }
        return result
    }
}
