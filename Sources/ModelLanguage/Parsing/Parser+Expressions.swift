// Expressions: precedence climbing over binary operators, then prefix operators, primaries
// and postfix chains (`.member`, calls with labelled arguments, trailing closures, subscripts).

extension Parser {
    /// Binary operators and their precedence (higher binds tighter), as in Swift.
    static let precedence: [String: Int] = [
        "??": 2, "||": 3, "&&": 4, "==": 5, "!=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5,
        "..<": 6, "...": 6, "+": 7, "-": 7, "*": 8, "/": 8, "%": 8,
    ]

    mutating func parseExpression() throws(ModelError) -> SyntaxExpr {
        try enter()
        defer { leave() }
        let condition = try parseBinary(minimum: 0)
        guard current.is("?"), current.spaceBefore else { return condition }
        advance()
        let thenValue = try parseExpression()
        try expect(":", "':' in the conditional expression")
        let elseValue = try parseExpression()
        return SyntaxExpr(kind: .ternary(condition: condition, then: thenValue, else: elseValue), loc: condition.loc)
    }

    /// Left-associative precedence climbing; long chains count towards the nesting limit.
    private mutating func parseBinary(minimum: Int) throws(ModelError) -> SyntaxExpr {
        var lhs = try parseUnary()
        var operators = 0
        while current.kind == .punctuation, let level = Self.precedence[current.text], level > minimum {
            // `a?b` without spaces and `<`/`>` glued to names are not binary operators here.
            let op = current
            advance()
            operators += 1
            // `a...` before a closing bracket or a comma: a partial range from `a` (`lineLimit(2...)`).
            if op.text == "...", current.is(")") || current.is(",") || current.is("]") || current.is("}") {
                lhs = SyntaxExpr(kind: .postfix(op: op.text, operand: lhs), loc: lhs.loc)
                continue
            }
            if depth + operators > Self.maxDepth {
                throw error("expression is too long (more than \(Self.maxDepth) operators)", at: op, expected: "a shorter expression")
            }
            let rhs = try parseBinary(minimum: level)
            lhs = SyntaxExpr(kind: .binary(op: op.text, lhs: lhs, rhs: rhs), loc: lhs.loc)
        }
        return lhs
    }

    private mutating func parseUnary() throws(ModelError) -> SyntaxExpr {
        if current.kind == .punctuation, ["-", "!", "&", "+", "...", "..<"].contains(current.text) {
            let op = current
            advance()
            try enter()
            defer { leave() }
            let operand = try parseUnary()
            if op.text == "&" || op.text == "+" { return operand }
            return SyntaxExpr(kind: .prefix(op: op.text, operand: operand), loc: Loc(line: op.line, column: op.column))
        }
        var value = try parsePostfix(try parsePrimary())
        // `x as? T`, `x as! T` read as `x` (a cast does not change layout data); `x as T` gives
        // an implicit member its type (`.init(…) as Item`); `x is T` is a test that
        // placeholder data and nil fail.
        while current.isIdentifier, current.text == "as" || current.text == "is", !current.startsLine {
            let keyword = current
            advance()
            if keyword.text == "as", current.is("?") || current.is("!"), !current.spaceBefore { advance() }
            let type = try parseType(stopAt: [")", ",", "{", "}", "?", ":", "]"])
            if keyword.text == "is" || (keyword.text == "as" && !type.isOptional && !type.isFunction) {
                value = SyntaxExpr(
                    kind: .binary(op: keyword.text, lhs: value, rhs: SyntaxExpr(kind: .string(type.text), loc: value.loc)), loc: value.loc)
            }
        }
        return value
    }

    /// `[key: value, …]` after its first key and colon.
    private mutating func parseDictionary(firstKey: SyntaxExpr, at here: Loc) throws(ModelError) -> SyntaxExpr {
        var entries = [(key: firstKey, value: try parseExpression())]
        while accept(",") {
            if current.is("]") { break }
            let key = try parseExpression()
            try expect(":", "':' between a key and its value")
            entries.append((key, try parseExpression()))
        }
        try expect("]", "',' or ']' in the dictionary")
        return SyntaxExpr(kind: .dictionary(entries), loc: here)
    }

    private mutating func parsePrimary() throws(ModelError) -> SyntaxExpr {
        let token = current
        let here = loc
        switch token.kind {
        case .number(let value):
            advance()
            var literal = SyntaxExpr(kind: .number(value), loc: here)
            let text = token.text.lowercased()
            literal.isIntegerLiteral = text.hasPrefix("0x") || !(text.contains(".") || text.contains("e") || text.contains("p"))
            return literal
        case .string(let literal):
            advance()
            let kind = stringKind(literal, at: here)
            if case .interpolatedString(let segments) = kind {
                // A closure's `$n` read only inside a string still counts among its arguments.
                for case .interpolation(.success(let interpolation)) in segments {
                    anonymousArgumentCount = max(anonymousArgumentCount, interpolation.anonymousArgumentCount)
                }
            }
            return SyntaxExpr(kind: kind, loc: here)
        case .identifier:
            advance()
            switch token.text {
            case "let" where parsingPattern && current.isIdentifier, "var" where parsingPattern && current.isIdentifier:
                let name = current.text
                advance()
                return SyntaxExpr(kind: .patternBinding(name), loc: here)
            case "true": return SyntaxExpr(kind: .bool(true), loc: here)
            case "false": return SyntaxExpr(kind: .bool(false), loc: here)
            case "nil": return SyntaxExpr(kind: .nilLiteral, loc: here)
            default: return SyntaxExpr(kind: .identifier(token.text), loc: here)
            }
        case .punctuation:
            switch token.text {
            case ".":
                advance()
                let name = try expectIdentifier("a member name after '.', such as .red or .infinity")
                return SyntaxExpr(kind: .implicitMember(name), loc: here)
            case "(":
                advance()
                // Inside parentheses `{` is a trailing closure again, also in an `if`
                // condition (`if (items.contains { $0.isEmpty }) { … }`), as in Swift.
                let savedTrailing = allowsTrailingClosure
                allowsTrailingClosure = true
                defer { allowsTrailingClosure = savedTrailing }
                var elements: [(label: String?, value: SyntaxExpr)] = []
                repeat {
                    if current.is(")") { break }
                    var label: String?
                    if current.isIdentifier, peek(1).is(":") {
                        label = current.text
                        advance()
                        advance()
                    }
                    elements.append((label, try parseExpression()))
                } while accept(",")
                try expect(")", "')'")
                if elements.count == 1, elements[0].label == nil { return elements[0].value }
                return SyntaxExpr(kind: .tuple(elements), loc: here)
            case "[":
                advance()
                var elements: [SyntaxExpr] = []
                if accept(":") {
                    try expect("]", "']' closing the empty dictionary '[:]'")
                    return SyntaxExpr(kind: .dictionary([]), loc: here)
                }
                while !current.is("]") {
                    let element = try parseExpression()
                    if elements.isEmpty, accept(":") { return try parseDictionary(firstKey: element, at: here) }
                    elements.append(element)
                    if !accept(",") { break }
                }
                try expect("]", "',' or ']' in the array")
                return SyntaxExpr(kind: .array(elements), loc: here)
            case "{":
                return SyntaxExpr(kind: .closure(try parseClosure()), loc: here)
            case "$":
                // `$binding` is the binding of a state property (the evaluator falls back to
                // the value for other names); `$0` is a closure's first parameter.
                advance()
                if case .number(let index) = current.kind, !current.spaceBefore {
                    let name = "$" + current.text
                    if let n = Int(exactly: index) { anonymousArgumentCount = max(anonymousArgumentCount, n + 1) }
                    advance()
                    return SyntaxExpr(kind: .identifier(name), loc: here)
                }
                if current.isIdentifier, !current.spaceBefore {
                    let name = "$" + current.text
                    advance()
                    return SyntaxExpr(kind: .identifier(name), loc: here)
                }
                return try parsePrimary()
            case "#":
                advance()
                let name = current.text
                guard current.isIdentifier, name == "available" || name == "unavailable" else {
                    throw error("'#\(name)' is not supported in an expression", expected: "#available(…) or a value")
                }
                advance()
                if current.is("(") { skipGroup() }
                return SyntaxExpr(kind: .availability(name == "available"), loc: here)
            case "\\":
                advance()
                var path = ""
                // A tuple's element is a number: `\.0` (`\.0.1` lexes as one number, "0.1").
                while current.is(".") || (current.isIdentifier && !current.spaceBefore) || (path.hasSuffix(".") && Self.isTupleIndex(current)) {
                    path += current.text
                    advance()
                }
                return SyntaxExpr(kind: .keyPath(path), loc: here)
            default:
                break
            }
        default:
            break
        }
        throw unexpected(expected: "a view or a value")
    }

    /// A tuple element's position written right after a `.`: `0` in `pair.0` (`0.1` in
    /// `pair.0.1`, which the lexer reads as one number).
    static func isTupleIndex(_ token: Token) -> Bool {
        guard case .number = token.kind, !token.spaceBefore else { return false }
        let parts = token.text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// `.name`, `(args)`, `[index]`, trailing closures, postfix `!`/`?`.
    private mutating func parsePostfix(_ base: SyntaxExpr) throws(ModelError) -> SyntaxExpr {
        var expression = base
        while true {
            let token = current
            if token.is("."), peek().isIdentifier || peek().kind != .punctuation {
                advance()
                let nameLoc = loc
                if Self.isTupleIndex(current) {
                    // `pair.0`; `pair.0.1` lexes as one number, "0.1": one member per part.
                    for index in current.text.split(separator: ".") {
                        expression = SyntaxExpr(kind: .member(base: expression, name: String(index), nameLoc: nameLoc), loc: expression.loc)
                    }
                    advance()
                    continue
                }
                guard current.isIdentifier else { throw unexpected(expected: "a member or modifier name after '.'") }
                let name = current.text
                advance()
                expression = SyntaxExpr(kind: .member(base: expression, name: name, nameLoc: nameLoc), loc: expression.loc)
            } else if token.is("("), !token.startsLine {
                advance()
                let arguments = try parseArguments(closing: ")")
                expression = SyntaxExpr(kind: .call(callee: expression, arguments: arguments), loc: expression.loc)
                expression = try parseTrailingClosures(expression)
            } else if token.is("["), !token.startsLine, !token.spaceBefore {
                advance()
                let arguments = try parseArguments(closing: "]")
                expression = SyntaxExpr(kind: .subscripted(base: expression, arguments: arguments), loc: expression.loc)
            } else if token.is("{"), !token.startsLine, allowsTrailingClosure {
                expression = SyntaxExpr(kind: .call(callee: expression, arguments: []), loc: expression.loc)
                expression = try parseTrailingClosures(expression)
            } else if (token.is("!") || token.is("?")), !token.spaceBefore {
                advance()
            } else {
                return expression
            }
        }
    }

    /// Arguments up to `closing`: `label: value` or `value`, separated by commas.
    private mutating func parseArguments(closing: String) throws(ModelError) -> [Argument] {
        let savedTrailing = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = savedTrailing }
        var arguments: [Argument] = []
        while !current.is(closing) {
            let argumentLoc = loc
            var label: String?
            if current.isIdentifier, peek().is(":") {
                label = current.text
                advance()
                advance()
            }
            let value: SyntaxExpr
            if ["+", "-", "*", "/", "<", ">", "<=", ">="].contains(current.text), current.kind == .punctuation || current.text.count == 2,
                peek().is(",") || peek().is(closing)
            {
                // An operator as a function (`reduce(0, +)`, `sorted(by: >)`): its name.
                value = SyntaxExpr(kind: .identifier(current.text), loc: argumentLoc)
                advance()
            } else {
                value = try parseExpression()
            }
            arguments.append(Argument(label: label, value: value, loc: argumentLoc))
            if !accept(",") { break }
        }
        try expect(closing, "',' or '\(closing)' in the argument list")
        return arguments
    }

    /// `{ … }` then any number of `label: { … }` after a call.
    private mutating func parseTrailingClosures(_ call: SyntaxExpr) throws(ModelError) -> SyntaxExpr {
        guard case .call(let callee, var arguments) = call.kind, allowsTrailingClosure else { return call }
        guard current.is("{"), !current.startsLine else { return call }
        let firstLoc = loc
        arguments.append(Argument(label: nil, value: SyntaxExpr(kind: .closure(try parseClosure()), loc: firstLoc), loc: firstLoc, isTrailing: true))
        while current.isIdentifier, peek().is(":"), peek(2).is("{") {
            let labelLoc = loc
            let label = current.text
            advance()
            advance()
            let closureLoc = loc
            let closure = try parseClosure()
            arguments.append(Argument(label: label, value: SyntaxExpr(kind: .closure(closure), loc: closureLoc), loc: labelLoc, isTrailing: true))
        }
        return SyntaxExpr(kind: .call(callee: callee, arguments: arguments), loc: call.loc)
    }

    // MARK: - String interpolation

    /// A string literal: its text, or its segments with each `\( … )` parsed where the literal
    /// starts (the lexer keeps an interpolation as source text).
    private func stringKind(_ literal: StringLiteral, at loc: Loc) -> SyntaxExpr.Kind {
        if let text = literal.plainText { return .string(text) }
        let depth = interpolationDepth + 1
        return .interpolatedString(
            literal.segments.map { segment in
                switch segment {
                case .text(let text): .text(text)
                case .interpolation(let source):
                    .interpolation(Result { () throws(ModelError) in try Self.parseInterpolation(source, at: loc, in: self.source, depth: depth) })
                }
            })
    }

    /// The expression of `\( … )` and its `specifier:` if any.
    private static func parseInterpolation(_ text: String, at loc: Loc, in source: SourceText, depth: Int) throws(ModelError) -> Interpolation {
        guard depth <= maxInterpolationDepth else {
            throw source.error(
                "string interpolations nest deeper than \(maxInterpolationDepth) levels, the most FrameSolver reads (docs/limits.md)",
                line: loc.line, column: loc.column, expected: "at most \(maxInterpolationDepth) nested '\\(' in one string")
        }
        func failure(_ error: ModelError) -> ModelError {
            source.error(
                "invalid interpolation '\\(\(text))': \(error.diagnostic.message)", line: loc.line, column: loc.column,
                expected: "an expression inside \\( )")
        }
        var lexer = Lexer(text, source: SourceText(text, file: source.file))
        var tokens: [Token]
        do {
            tokens = try lexer.tokenize()
        } catch {
            throw failure(error)
        }
        for index in tokens.indices {
            tokens[index].line = loc.line
            tokens[index].column = loc.column
            tokens[index].startsLine = index == 0
        }
        var parser = Parser(tokens: tokens, source: source)
        parser.interpolationDepth = depth
        do {
            let expression = try parser.parseExpression()
            var specifier: String?
            var format: SyntaxExpr?
            if parser.accept(","), parser.current.is("specifier") || parser.current.is("format"), parser.peek().is(":") {
                let isFormat = parser.current.is("format")
                parser.advance()
                parser.advance()
                if isFormat {
                    format = try parser.parseExpression()
                } else if case .string(let literal) = parser.current.kind {
                    specifier = literal.plainText
                }
            }
            return Interpolation(
                expression: expression, specifier: specifier, format: format, anonymousArgumentCount: parser.anonymousArgumentCount)
        } catch {
            throw failure(error)
        }
    }
}
