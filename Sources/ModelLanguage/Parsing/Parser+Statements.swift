// Statements of view builders, getters and inits, and closures with their parameters.

extension Parser {
    /// Statements up to (not including) the `}` that ends the block.
    mutating func parseStatements() throws(ModelError) -> [Statement] {
        var statements: [Statement] = []
        while true {
            while accept(";") {}
            if current.is("}") { return statements }
            if current.isEnd { throw unexpected(expected: "'}'") }
            statements.append(try parseStatement())
            try expectStatementEnd()
        }
    }

    private mutating func parseStatement() throws(ModelError) -> Statement {
        let start = current
        if start.is("let") || start.is("var") {
            advance()
            let nameLoc = loc
            let name = try expectIdentifier("a name after '\(start.text)'")
            if accept(":") { _ = try parseType() }
            try expect("=", "'=' and a value")
            return .binding(name: name, value: try parseExpression(), loc: nameLoc)
        }
        if start.is("if") { return try parseIf() }
        if start.is("return") {
            advance()
            if current.startsLine || current.is("}") || current.is(";") { return .returning(nil, loc: Loc(line: start.line, column: start.column)) }
            return .returning(try parseExpression(), loc: Loc(line: start.line, column: start.column))
        }
        if start.isIdentifier, ["switch", "for", "while", "guard", "repeat", "do", "defer", "throw"].contains(start.text) {
            throw error("'\(start.text)' is not supported in a view builder yet", expected: "a view, 'if', or 'let'")
        }
        if start.is("#") {
            throw error("'#\(peek().text)' is not supported yet", expected: "a view")
        }
        let expression = try parseExpression()
        if current.kind == .punctuation, ["=", "+=", "-=", "*=", "/="].contains(current.text), !current.startsLine {
            let op = current
            advance()
            let value = try parseExpression()
            guard op.text == "=", let target = Self.assignmentTarget(expression) else {
                return .expression(SyntaxExpr(kind: .binary(op: op.text, lhs: expression, rhs: value), loc: expression.loc))
            }
            return .assignment(target: target, value: value, loc: expression.loc)
        }
        return .expression(expression)
    }

    /// `x` or `self.x` (or `_x`) on the left of `=`.
    private static func assignmentTarget(_ expression: SyntaxExpr) -> String? {
        switch expression.kind {
        case .identifier(let name): name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
        case .member(let base, let name, _):
            if case .identifier("self") = base.kind { name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name } else { nil }
        default: nil
        }
    }

    /// `if cond { … } else if … { … } else { … }`.
    private mutating func parseIf() throws(ModelError) -> Statement {
        let ifLoc = loc
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let condition: SyntaxExpr
        do {
            condition = try parseExpression()
        } catch {
            allowsTrailingClosure = saved
            throw error
        }
        allowsTrailingClosure = saved
        try expect("{", "'{' after the condition")
        let thenBranch = try parseStatements()
        try expect("}")
        var elseBranch: [Statement]?
        if accept("else") {
            if current.is("if") {
                elseBranch = [try parseIf()]
            } else {
                try expect("{", "'{' or 'if' after 'else'")
                elseBranch = try parseStatements()
                try expect("}")
            }
        }
        return .conditional(condition: condition, then: thenBranch, else: elseBranch, loc: ifLoc)
    }

    // MARK: - Closures

    /// `{ params in statements }`. A body that does not parse as statements is read past and
    /// kept as `.opaque` with its error (a `Path` drawing needs no interpretation).
    mutating func parseClosure() throws(ModelError) -> Closure {
        let openLoc = loc
        let start = position
        let savedDepth = depth, savedWarnings = warnings.count, savedTrailing = allowsTrailingClosure
        advance()
        let parameters = closureParameters() ?? []
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = savedTrailing }
        do {
            let statements = try parseStatements()
            try expect("}")
            return Closure(parameters: parameters, body: .statements(statements), loc: openLoc)
        } catch {
            if error.diagnostic.message.hasPrefix("nesting is too deep") { throw error }
            position = start
            depth = savedDepth
            warnings.removeSubrange(savedWarnings...)
            skipBraces()
            return Closure(parameters: parameters, body: .opaque(error), loc: openLoc)
        }
    }

    /// `a, b in`, `(a, b) in`, `_ in`, `proxy -> Color in`, `[weak self] x in`; nil if absent
    /// (the cursor is then unchanged).
    private mutating func closureParameters() -> [String]? {
        let start = position
        var names: [String] = []
        if current.is("[") { skipGroup() }
        if accept("(") {
            while current.isIdentifier {
                names.append(current.text)
                advance()
                if current.isIdentifier { names[names.count - 1] = current.text; advance() }
                if accept(":") { while !current.is(","), !current.is(")"), !current.isEnd, !current.is("in") { advance() } }
                if !accept(",") { break }
            }
            guard accept(")") else {
                position = start
                return nil
            }
        } else {
            while current.isIdentifier, !current.is("in") {
                names.append(current.text)
                advance()
                if !accept(",") { break }
            }
        }
        if accept("->") {
            var count = 0
            while !current.is("in"), !current.isEnd, !current.is("{"), !current.is("}"), count < 20 {
                advance()
                count += 1
            }
        }
        guard current.is("in"), position > start || names.isEmpty else {
            position = start
            return nil
        }
        if names.isEmpty && position == start {
            // `{ in … }` is not Swift; treat `in` as the start of the body.
            return nil
        }
        advance()
        return names
    }
}
