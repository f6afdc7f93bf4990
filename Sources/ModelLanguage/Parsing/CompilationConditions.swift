/// `#if os(iOS) … #elseif … #else … #endif`, resolved on tokens before parsing, so a
/// conditional block may stand anywhere (statements, members, a modifier chain).
///
/// FrameSolver lays out the iOS variant: `os(iOS)`, `canImport(UIKit)`, `canImport(SwiftUI)`,
/// `swift(…)`, `compiler(…)` and `DEBUG` are true; other platforms, `targetEnvironment(…)` and
/// unknown flags are false; `!`, `&&`, `||` and parentheses combine them.
enum CompilationConditions {
    static func resolve(_ tokens: [Token], _ source: SourceText) throws(ModelError) -> [Token] {
        guard tokens.contains(where: { $0.is("#") }) else { return tokens }
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        /// Per open `#if`: whether its taken branch is active, whether a branch was taken, and
        /// whether the enclosing block is active.
        var stack: [(active: Bool, taken: Bool, outer: Bool, token: Token)] = []
        var active = true
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.is("#"), index + 1 < tokens.count, ["if", "elseif", "else", "endif"].contains(tokens[index + 1].text),
                tokens[index + 1].isIdentifier
            else {
                if active || token.isEnd { output.append(token) }
                index += 1
                continue
            }
            let keyword = tokens[index + 1].text
            var end = index + 2
            while end < tokens.count, !tokens[end].isEnd, tokens[end].line == token.line { end += 1 }
            let condition = Array(tokens[(index + 2)..<end])
            switch keyword {
            case "if":
                let value = evaluate(condition)
                stack.append((active: active && value, taken: value, outer: active, token: token))
                active = active && value
            case "elseif", "else":
                guard var top = stack.popLast() else {
                    throw source.error("'#\(keyword)' without '#if'", line: token.line, column: token.column, expected: "'#if' before it")
                }
                let value = keyword == "else" ? true : evaluate(condition)
                top.active = top.outer && !top.taken && value
                top.taken = top.taken || value
                stack.append(top)
                active = top.active
            default:
                guard let top = stack.popLast() else {
                    throw source.error("'#endif' without '#if'", line: token.line, column: token.column, expected: "'#if' before it")
                }
                active = top.outer
            }
            index = end
        }
        if let open = stack.last {
            throw source.error("'#if' without '#endif'", line: open.token.line, column: open.token.column, expected: "'#endif' closing it")
        }
        // The token after a removed line starts a line (it did in the source).
        return output
    }

    /// The value of a condition's tokens.
    static func evaluate(_ tokens: [Token]) -> Bool {
        var position = 0
        return orExpression(tokens, &position)
    }

    private static func orExpression(_ t: [Token], _ p: inout Int) -> Bool {
        var value = andExpression(t, &p)
        while p < t.count, t[p].is("||") {
            p += 1
            let rhs = andExpression(t, &p)
            value = value || rhs
        }
        return value
    }

    private static func andExpression(_ t: [Token], _ p: inout Int) -> Bool {
        var value = unary(t, &p)
        while p < t.count, t[p].is("&&") {
            p += 1
            let rhs = unary(t, &p)
            value = value && rhs
        }
        return value
    }

    private static func unary(_ t: [Token], _ p: inout Int) -> Bool {
        guard p < t.count else { return false }
        if t[p].is("!") {
            p += 1
            return !unary(t, &p)
        }
        if t[p].is("(") {
            p += 1
            let value = orExpression(t, &p)
            if p < t.count, t[p].is(")") { p += 1 }
            return value
        }
        let name = t[p].text
        p += 1
        var argument = ""
        if p < t.count, t[p].is("(") {
            var depth = 0
            repeat {
                if t[p].is("(") { depth += 1 } else if t[p].is(")") { depth -= 1 } else { argument += t[p].text }
                p += 1
            } while depth > 0 && p < t.count
        }
        switch name {
        case "os": return argument == "iOS"
        case "canImport": return ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation"].contains(argument)
        case "swift", "compiler": return true
        case "arch", "targetEnvironment": return false
        case "DEBUG", "true": return true
        default: return false
        }
    }
}
