import Testing

@testable import ModelLanguage

/// Tokens as the lexer makes them: kinds, positions (1-based line and column), the newline and
/// space flags the parser reads, operators longest first and string interpolations kept as source.
@Suite("Tokens")
struct TokenTests {
    func tokens(_ text: String) throws -> [Token] {
        var lexer = Lexer(text, source: SourceText(text, file: "t.layout"))
        return try lexer.tokenize()
    }

    @Test("kinds, text and positions; comments and whitespace dropped; the file ends with endOfFile")
    func kindsAndPositions() throws {
        let all = try tokens("Text(\"Hi\") // a comment\n  .padding(16)")
        #expect(all.map(\.text) == ["Text", "(", "Hi", ")", ".", "padding", "(", "16", ")", ""])
        #expect(all[0].isIdentifier && all[1].is("("))
        #expect(all[2].kind == .string(StringLiteral(segments: [.text("Hi")])))
        #expect(all[7].kind == .number(16))
        #expect(all.last?.isEnd == true)
        // `.padding` is on line 2, after two spaces: column 3, and a newline came before it.
        #expect((all[4].line, all[4].column) == (2, 3))
        #expect(all[4].startsLine && !all[5].startsLine)
        #expect(all[5].spaceBefore == false)
    }

    @Test("operators are read longest first")
    func operators() throws {
        #expect(try tokens("0..<10 a == b ... c -> d").map(\.text) == ["0", "..<", "10", "a", "==", "b", "...", "c", "->", "d", ""])
    }

    @Test("an interpolation is kept as its source text")
    func interpolation() throws {
        let literal = try tokens(#""n = \(count + 1)!""#)[0]
        guard case .string(let string) = literal.kind else {
            Issue.record("not a string: \(literal)")
            return
        }
        #expect(string.segments == [.text("n = "), .interpolation("count + 1"), .text("!")])
        #expect(string.plainText == nil)
    }
}
