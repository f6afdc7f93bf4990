import ViewTree

// Bodies, conditions and patterns of statements (their execution is Evaluator+Execution):
// `if` with `let` and `case` clauses, `switch` cases. A false condition adds no view and no
// gap (I.1).

extension Evaluator {
    /// A function, getter or closure body: a single expression (or `return`) is its value;
    /// otherwise the views it builds, or what it returns.
    func evaluateBody(_ statements: [Statement], _ env: Env) throws(ModelError) -> Value {
        if statements.count == 1 {
            switch statements[0] {
            case .expression(let expression): return try evaluate(expression, env)
            case .returning(let expression?, _): return try evaluate(expression, env)
            default: break
            }
        }
        var nodes: [ViewNode] = []
        guard let (value, loc) = try run(statements, env, into: &nodes) else { return .views(nodes) }
        if nodes.isEmpty { return value }
        return .views(nodes + (try toViews(value, at: loc)))
    }

    /// A non-view body (a `Font`, a `Color`, a `LocalizedStringKey` computed property): a
    /// body that is one `if` or `switch` is an expression whose chosen branch gives the value,
    /// as Swift's `if`/`switch` expressions do; anything else is `evaluateBody`.
    func evaluateValueBody(_ statements: [Statement], _ env: Env) throws(ModelError) -> Value {
        guard statements.count == 1 else { return try evaluateBody(statements, env) }
        switch statements[0] {
        case .conditional(let clauses, let thenBranch, let elseBranch, _):
            if let inner = try holds(clauses, env) { return try evaluateValueBody(thenBranch, inner) }
            return try evaluateValueBody(elseBranch ?? [], env)
        case .switching(let subject, let cases, let loc):
            guard let (body, inner) = try chooseCase(try evaluate(subject, env), cases, env, at: loc) else { return .null }
            return try evaluateValueBody(body, inner)
        default:
            return try evaluateBody(statements, env)
        }
    }

    /// The scope in which the condition holds (with its `let` bindings), or nil.
    func holds(_ clauses: [ConditionClause], _ env: Env) throws(ModelError) -> Env? {
        var env = env
        for clause in clauses {
            switch clause {
            case .boolean(let expression):
                guard try truth(expression, env) else { return nil }
            case .optionalBinding(let name, let expression):
                let value = try evaluate(expression, env)
                if case .null = value { return nil }
                env = env.binding(name, value)
            case .matching(let pattern, let expression):
                guard let bindings = try match(pattern, try evaluate(expression, env), env) else { return nil }
                for (name, value) in bindings { env = env.binding(name, value) }
            }
        }
        return env
    }

    /// A condition's value; unknown data reads as false (lenient mode).
    func truth(_ expression: SyntaxExpr, _ env: Env) throws(ModelError) -> Bool {
        let value = try evaluate(expression, env)
        switch value {
        case .bool(let result): return result
        case .unknown, .opaque: return false
        default:
            throw error("a condition must be true or false, got \(value.typeDescription)", at: expression.loc, expected: "a boolean")
        }
    }

    /// The first case whose pattern matches (unknown data takes the first case), with its bindings.
    func chooseCase(_ value: Value, _ cases: [SwitchCase], _ env: Env, at loc: Loc) throws(ModelError) -> ([Statement], Env)? {
        let unknown: Bool
        switch value {
        case .unknown, .opaque: unknown = true
        default: unknown = false
        }
        for switchCase in cases {
            if switchCase.patterns.isEmpty { return (switchCase.body, env) }
            for pattern in switchCase.patterns {
                var inner = env
                if unknown {
                    for name in pattern.expression.map(Self.boundNames) ?? [] { inner = inner.binding(name, value) }
                } else {
                    guard let bindings = try match(pattern, value, env) else { continue }
                    for (name, bound) in bindings { inner = inner.binding(name, bound) }
                }
                if let condition = switchCase.guardCondition, !unknown, !(try truth(condition, inner)) { continue }
                return (switchCase.body, inner)
            }
        }
        return nil
    }

    /// The names a pattern binds (for unknown subjects).
    private static func boundNames(_ expression: SyntaxExpr) -> [String] {
        switch expression.kind {
        case .patternBinding(let name): [name]
        case .call(_, let arguments): arguments.flatMap { boundNames($0.value) }
        default: []
        }
    }

    /// The bindings when `value` matches `pattern`, nil when it does not.
    func match(_ pattern: SwitchPattern, _ value: Value, _ env: Env) throws(ModelError) -> [(String, Value)]? {
        guard let expression = pattern.expression else { return [] }
        switch expression.kind {
        case .patternBinding(let name):
            return [(name, value)]
        case .identifier(let name) where pattern.bindsNames || name == "_":
            return name == "_" ? [] : [(name, value)]
        case .implicitMember(let name):
            switch value {
            case .symbol(name, _, _), .enumCase(name, _): return []
            default: return nil
            }
        case .call(let callee, let arguments):
            guard case .implicitMember(let name) = callee.kind else { break }
            var payload: [Value]
            switch value {
            case .enumCase(name, let values): payload = values
            case .symbol(name, let symbolArguments?, let symbolEnv):
                // `.shipped(days: 2)` written as a value: its arguments are the payload.
                payload = []
                for argument in symbolArguments { payload.append(try evaluate(argument.value, symbolEnv)) }
            default: return nil
            }
            var bindings: [(String, Value)] = []
            for (index, argument) in arguments.enumerated() {
                let element = index < payload.count ? payload[index] : .null
                guard let inner = try match(SwitchPattern(expression: argument.value, bindsNames: pattern.bindsNames), element, env) else { return nil }
                bindings += inner
            }
            return bindings
        case .binary(let op, _, _) where op == "..<" || op == "...":
            guard case .range(let lower, let upper, let closed) = try evaluate(expression, env),
                let number = numberIfAny(value)?.constantValue
            else { return nil }
            return number >= Double(lower) && (closed ? number <= Double(upper) : number < Double(upper)) ? [] : nil
        default:
            break
        }
        let candidate = try evaluate(expression, env)
        return Self.equal(candidate, value) == true ? [] : nil
    }

    /// The elements of a ForEach's or a `for` loop's data: a range, an array, or three
    /// placeholders for unknown data.
    func elements(of data: Value, at loc: Loc) throws(ModelError) -> [Value] {
        switch data {
        case .range(let lower, let upper, let closed):
            let end = closed ? upper : upper - 1
            guard end - lower < 10_000 else {
                throw error("ForEach over \(end - lower + 1) elements is too many", at: loc, expected: "at most 10000 elements")
            }
            return end >= lower ? (lower...end).map { .number(.constant(Double($0))) } : []
        case .array(let values):
            return values
        case .unknown(let name), .opaque(let name):
            return (1...3).map { .unknown("\(name)[\($0)]") }
        case .record(let instance):
            // A view model used as a collection.
            return (1...3).map { .unknown("\(instance.decl.name)[\($0)]") }
        default:
            throw error(
                "type mismatch: 'ForEach' expects a range or an array, got \(data.typeDescription)", at: loc,
                expected: "a range such as 0..<5 or an array literal")
        }
    }

    /// An element spread over `count` closure parameters (`enumerated()` pairs).
    func spread(_ element: Value, _ count: Int) -> [Value] {
        if count > 1, case .array(let parts) = element, parts.count == count { return parts }
        return [element] + Array(repeating: Value.unknown("element"), count: max(0, count - 1))
    }
}

extension Evaluator {
    /// A ForEach's content once per element (two parameters spread `enumerated()` pairs).
    /// - Parameter integers: the elements are a range's `Int`s (integer division in the content).
    func forEachViews(_ elements: [Value], _ closure: Closure, _ env: Env, integers: Bool = false, at loc: Loc) throws(ModelError) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for element in elements {
            let arguments = closure.arity > 1 ? spread(element, closure.arity) : [element]
            nodes += try callViews(closure, env, arguments: arguments, integers: integers && closure.arity <= 1, at: loc)
        }
        return nodes
    }

    /// A stand-in image (`Image(uiImage:)`, `AsyncImage`): 100x100, marked as a placeholder.
    func imagePlaceholder(_ name: String, at loc: Loc) throws(ModelError) -> ViewNode {
        warn("\(name) content is app data; a 100x100 placeholder image", at: loc)
        var image = try node(.image(ImageSpec(name: name, width: 100, height: 100)), at: loc)
        image.attributes.placeholder = true
        return image
    }
}
