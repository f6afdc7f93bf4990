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
        let startLoc = Loc(line: start.line, column: start.column)
        if start.is("let") || start.is("var") {
            advance()
            let nameLoc = loc
            if accept("(") {
                // `let (a, b) = pair`: one binding whose name lists the parts.
                var names: [String] = []
                repeat { names.append(try expectIdentifier("a name in the tuple pattern")) } while accept(",")
                try expect(")", "')' closing the tuple pattern")
                if accept(":") { _ = try parseType() }
                try expect("=", "'=' and a value")
                return .binding(name: "(\(names.joined(separator: ",")))", value: try parseExpression(), loc: nameLoc)
            }
            let name = try expectIdentifier("a name after '\(start.text)'")
            var type: TypeRef?
            if accept(":") { type = try parseType() }
            if start.is("var") {
                guard accept("=") else { return .variable(name: name, type: type, value: nil, loc: nameLoc) }
                return .variable(name: name, type: type, value: try parseExpression(), loc: nameLoc)
            }
            try expect("=", "'=' and a value")
            let value = try parseExpression()
            // `let item: Item = .init(…)`: the declared type reads the value as `as` does.
            guard let type, !type.isFunction else { return .binding(name: name, value: value, loc: nameLoc) }
            let typed = SyntaxExpr(kind: .binary(op: "as", lhs: value, rhs: SyntaxExpr(kind: .string(type.text), loc: value.loc)), loc: value.loc)
            return .binding(name: name, value: typed, loc: nameLoc)
        }
        if start.is("if") { return try parseIf() }
        if start.is("switch") { return try parseSwitch() }
        if start.is("for") { return try parseFor() }
        if start.is("return") {
            advance()
            if current.startsLine || current.is("}") || current.is(";") { return .returning(nil, loc: startLoc) }
            return .returning(try parseExpression(), loc: startLoc)
        }
        if start.isIdentifier, start.text == "while" { return try parseWhile() }
        if start.isIdentifier, start.text == "guard" { return try parseGuard() }
        if start.isIdentifier, start.text == "break" || start.text == "continue" {
            advance()
            return start.text == "break" ? .breaking(loc: startLoc) : .continuing(loc: startLoc)
        }
        if start.isIdentifier, start.text == "repeat", peek().is("{") { return try parseRepeatWhile() }
        if start.isIdentifier, ["repeat", "do", "defer", "throw"].contains(start.text) {
            throw error("'\(start.text)' is not supported", expected: "a view, 'if', 'switch', 'for', 'while', 'guard', 'let' or 'var'")
        }
        if start.is("#") {
            throw error("'#\(peek().text)' is not supported here", expected: "a view")
        }
        let expression = try parseExpression()
        if current.kind == .punctuation, ["=", "+=", "-=", "*=", "/="].contains(current.text), !current.startsLine {
            let op = current
            advance()
            let value = try parseExpression()
            if op.text == "=", let target = Self.assignmentTarget(expression) {
                return .assignment(target: target, value: value, loc: expression.loc)
            }
            return .mutation(target: expression, op: op.text, value: value, loc: expression.loc)
        }
        return .expression(expression)
    }

    /// `while cond { … }`.
    private mutating func parseWhile() throws(ModelError) -> Statement {
        let whileLoc = loc
        advance()
        let clauses = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseConditionClauses() }
        try expect("{", "'{' after the condition")
        let body = try parseStatements()
        try expect("}")
        return .whileLoop(clauses: clauses, body: body, loc: whileLoc)
    }

    /// `repeat { … } while cond`.
    private mutating func parseRepeatWhile() throws(ModelError) -> Statement {
        let repeatLoc = loc
        advance()
        try expect("{", "'{' after 'repeat'")
        let body = try parseStatements()
        try expect("}")
        guard current.isIdentifier, current.text == "while" else { throw error("expected 'while' after the repeat block", expected: "'while' and a condition") }
        advance()
        let clauses = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseConditionClauses() }
        return .repeatWhile(body: body, clauses: clauses, loc: repeatLoc)
    }

    /// `guard cond else { … }`.
    private mutating func parseGuard() throws(ModelError) -> Statement {
        let guardLoc = loc
        advance()
        let clauses = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseConditionClauses() }
        try expect("else", "'else' after the guard condition")
        try expect("{", "'{' after 'else'")
        let body = try parseStatements()
        try expect("}")
        return .guarding(clauses: clauses, else: body, loc: guardLoc)
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

    /// `if cond, let x = v, case .a = y { … } else if … { … } else { … }`.
    private mutating func parseIf() throws(ModelError) -> Statement {
        let ifLoc = loc
        advance()
        let clauses = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseConditionClauses() }
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
        return .conditional(clauses: clauses, then: thenBranch, else: elseBranch, loc: ifLoc)
    }

    /// Runs `body` with trailing closures off (in a condition `{` opens the block).
    private mutating func withoutTrailingClosures<T>(_ body: (inout Parser) throws(ModelError) -> T) throws(ModelError) -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try body(&self)
    }

    /// `cond`, `let x = v`, `let x`, `case pattern = v`, separated by commas.
    private mutating func parseConditionClauses() throws(ModelError) -> [ConditionClause] {
        var clauses: [ConditionClause] = []
        repeat {
            if current.is("let") || current.is("var") {
                advance()
                let name = try expectIdentifier("a name after 'let'")
                if accept(":") { _ = try parseType(stopAt: ["=", ","]) }
                if accept("=") {
                    clauses.append(.optionalBinding(name: name, value: try parseExpression()))
                } else {
                    clauses.append(.optionalBinding(name: name, value: SyntaxExpr(kind: .identifier(name), loc: loc)))
                }
            } else if current.is("case") {
                advance()
                let pattern = try parsePattern()
                try expect("=", "'=' and a value after the case pattern")
                clauses.append(.matching(pattern, value: try parseExpression()))
            } else {
                clauses.append(.boolean(try parseExpression()))
            }
        } while accept(",")
        return clauses
    }

    /// `switch subject { case p, q where c: … default: … }`.
    private mutating func parseSwitch() throws(ModelError) -> Statement {
        let switchLoc = loc
        advance()
        let subject = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseExpression() }
        try expect("{", "'{' after the switch subject")
        var cases: [SwitchCase] = []
        while !current.is("}") {
            if current.isEnd { throw unexpected(expected: "'}' closing the switch") }
            _ = try parseAttributes()  // @unknown
            let caseLoc = loc
            var patterns: [SwitchPattern] = []
            var guardCondition: SyntaxExpr?
            if accept("default") {
                try expect(":", "':' after 'default'")
            } else {
                try expect("case", "'case' or 'default'")
                repeat { patterns.append(try parsePattern()) } while accept(",")
                if accept("where") { guardCondition = try parseExpression() }
                try expect(":", "':' after the case pattern")
            }
            var body: [Statement] = []
            while !current.is("case"), !current.is("default"), !current.is("}"), !current.is("@") {
                if current.isEnd { throw unexpected(expected: "'}' closing the switch") }
                while accept(";") {}
                if current.is("case") || current.is("default") || current.is("}") { break }
                body.append(try parseStatement())
                try expectStatementEnd()
            }
            cases.append(SwitchCase(patterns: patterns, guardCondition: guardCondition, body: body, loc: caseLoc))
        }
        advance()
        return .switching(subject: subject, cases: cases, loc: switchLoc)
    }

    /// A case pattern; `let` before it makes every bare name a binding.
    private mutating func parsePattern() throws(ModelError) -> SwitchPattern {
        let bindsNames = accept("let") || accept("var")
        if current.is("_"), peek().is(":") || peek().is(",") || peek().is("=") || peek().is("where") {
            advance()
            return SwitchPattern(expression: nil, bindsNames: false)
        }
        let saved = parsingPattern
        parsingPattern = true
        defer { parsingPattern = saved }
        let expression = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseExpression() }
        return SwitchPattern(expression: expression, bindsNames: bindsNames)
    }

    /// `for x in sequence { … }`, `for (a, b) in …`, `for _ in …`.
    private mutating func parseFor() throws(ModelError) -> Statement {
        let forLoc = loc
        advance()
        var names: [String] = []
        if accept("(") {
            while current.isIdentifier { names.append(current.text); advance(); if !accept(",") { break } }
            try expect(")", "')' closing the loop variables")
        } else {
            names.append(try expectIdentifier("a loop variable after 'for'"))
        }
        try expect("in", "'in' after the loop variable")
        let sequence = try withoutTrailingClosures { (parser: inout Parser) throws(ModelError) in try parser.parseExpression() }
        try expect("{", "'{' opening the loop body")
        let body = try parseStatements()
        try expect("}")
        return .forLoop(names: names, sequence: sequence, body: body, loc: forLoc)
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
        let enclosingCount = anonymousArgumentCount
        anonymousArgumentCount = 0
        defer {
            allowsTrailingClosure = savedTrailing
            anonymousArgumentCount = enclosingCount
        }
        do {
            let statements = try parseStatements()
            try expect("}")
            return Closure(parameters: parameters, anonymousArgumentCount: anonymousArgumentCount, body: .statements(statements), loc: openLoc)
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
            while current.isIdentifier || (current.is("$") && peek().isIdentifier) {
                _ = accept("$")
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
            while current.isIdentifier || (current.is("$") && peek().isIdentifier), !current.is("in") {
                _ = accept("$")
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
