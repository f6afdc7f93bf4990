/// Checks that braces balance before parsing, so an unclosed `{` is reported where it is most
/// likely missing, not at the end of the file, and the parser can read past blocks safely.
enum BraceCheck {
    /// Throws for the first `}` without a `{`, or for the `{` most likely left unclosed.
    ///
    /// Every `{` is matched by counting. When some remain open at the end, the culprit is the
    /// `{` matched by the first `}` that is indented differently from the line that opened it
    /// (that `}` was meant for an outer block); failing that, the outermost open one.
    static func check(_ tokens: [Token], _ source: SourceText) throws(ModelError) {
        var open: [Int] = []
        var closing: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if token.text == "{" {
                open.append(index)
            } else if token.text == "}" {
                guard let opener = open.popLast() else {
                    throw source.error(
                        "unexpected '}' with no matching '{'", line: token.line, column: token.column,
                        expected: "a view, a modifier or a declaration")
                }
                closing[opener] = index
            }
        }
        guard let outermost = open.first else { return }
        let indents = lineIndents(tokens)
        var culprit = outermost
        for (opener, closer) in closing.sorted(by: { $0.value < $1.value }) {
            if indents[tokens[closer].line] != indents[tokens[opener].line], tokens[closer].startsLine {
                culprit = opener
                break
            }
        }
        let token = tokens[culprit]
        throw source.error("unclosed '{'", line: token.line, column: token.column, expected: "a matching '}'")
    }

    /// The column of the first token of each line.
    private static func lineIndents(_ tokens: [Token]) -> [Int: Int] {
        var indents: [Int: Int] = [:]
        for token in tokens where indents[token.line] == nil { indents[token.line] = token.column }
        return indents
    }
}
