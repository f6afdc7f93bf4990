import ViewTree

// Statements run in order: `let` and `var`, assignments (`=`, `+=`, `-=`, `*=`, `/=`), `if`,
// `guard`, `switch`, `for … in`, `while`, `break`, `continue`, `return`. View builders,
// functions, getters, closures and a custom `Layout`'s methods share this one runner: an
// expression statement adds its views, or nothing when it was a call done for its effect.

/// How a run of statements ended.
enum Flow {
    case next
    case returned(Value, Loc)
    case broke(Loc)
    case continued(Loc)
}

extension Evaluator {
    /// The most iterations one `while` loop may run (guards a loop whose condition never fails).
    static let maxLoopIterations = 10_000

    /// Runs statements, appending the views they produce to `nodes`; the value of a `return`
    /// (with where it was written) when one ends them.
    func run(_ statements: [Statement], _ env: Env, into nodes: inout [ViewNode]) throws(ModelError) -> (Value, Loc)? {
        var env = env
        switch try execute(statements, &env, into: &nodes) {
        case .next: return nil
        case .returned(let value, let loc): return (value, loc)
        case .broke(let loc): throw error("'break' outside a loop", at: loc, expected: "'break' inside a 'for' or 'while' loop")
        case .continued(let loc): throw error("'continue' outside a loop", at: loc, expected: "'continue' inside a 'for' or 'while' loop")
        }
    }

    /// Runs statements in `env`, which their `let`, `var` and assignments change.
    func execute(_ statements: [Statement], _ env: inout Env, into nodes: inout [ViewNode]) throws(ModelError) -> Flow {
        for statement in statements {
            try tick(at: Self.loc(of: statement))
            switch statement {
            case .expression(let expression):
                if try mutatingCall(expression, &env) { continue }
                let value = try evaluate(expression, env)
                if case .void = value { continue }
                nodes += try toViews(value, at: expression.loc)
            case .binding(let name, let value, _) where name.hasPrefix("("):
                let parts = Self.tupleParts(try evaluate(value, env))
                for (index, part) in name.dropFirst().dropLast().split(separator: ",").enumerated() {
                    env = env.binding(String(part), index < parts.count ? parts[index] : .unknown(String(part)))
                }
            case .binding(let name, let value, _):
                if name != "_" { env = env.binding(name, try evaluate(value, env), integer: declaredTyping(nil, value, env)) }
            case .variable(let name, let type, let value, _):
                var initial = try value.map { e throws(ModelError) in try evaluate(e, env) } ?? Self.zeroValue(type) ?? .null
                if let value, let typed = try fileTypeValue(initial, type, at: value.loc) { initial = typed }
                env = env.declaring(name, initial, integer: declaredTyping(type, value, env))
            case .assignment(let target, let value, let loc):
                switch env.isMutable(target) {
                case true?: env.assign(target, try evaluate(value, env))
                case false?:
                    throw error("cannot assign to '\(target)': it is a 'let' constant", at: loc, expected: "a 'var'")
                case nil:
                    if let key = stateTarget(target, env) {
                        try writeState(key, try evaluate(value, env), at: loc)
                        continue
                    }
                    throw error("assignment to '\(target)' in a view builder", at: loc, expected: "a view, or a 'var' declared before")
                }
            case .mutation(let target, let op, let value, let loc):
                try mutate(target, op, value, &env, at: loc)
            case .conditional(let clauses, let thenBranch, let elseBranch, _):
                let flow: Flow
                if let inner = try holds(clauses, env) {
                    flow = try block(thenBranch, &env, inner, into: &nodes)
                } else if let elseBranch {
                    flow = try block(elseBranch, &env, env, into: &nodes)
                } else {
                    flow = .next
                }
                if case .next = flow { continue }
                return flow
            case .guarding(let clauses, let elseBranch, let loc):
                if let inner = try holds(clauses, env) {
                    env = inner
                    continue
                }
                let flow = try block(elseBranch, &env, env, into: &nodes)
                if case .next = flow {
                    throw error("the 'else' of a guard must leave the scope", at: loc, expected: "'return', 'break' or 'continue' in the else block")
                }
                return flow
            case .switching(let subject, let cases, let loc):
                let value = try evaluate(subject, env)
                guard let (body, inner) = try chooseCase(value, cases, env, at: loc) else { continue }
                // `break` in a case ends the switch, as in Swift.
                switch try block(body, &env, inner, into: &nodes) {
                case .next, .broke: continue
                case let flow: return flow
                }
            case .forLoop(let names, let sequence, let body, _):
                let sequenceValue = try evaluate(sequence, env)
                // `for i in 0..<n`: `i` is an Int (integer division in the body).
                let integers = if case .range = sequenceValue, names.count == 1 { true } else { false }
                for element in try elements(of: sequenceValue, at: sequence.loc) {
                    var inner = env
                    for (name, value) in zip(names, spread(element, names.count)) { inner = inner.binding(name, value, integer: integers ? true : nil) }
                    let flow = try block(body, &env, inner, into: &nodes)
                    if case .broke = flow { break }
                    if case .returned = flow { return flow }
                }
            case .whileLoop(let clauses, let body, let loc):
                var iterations = 0
                while let inner = try holds(clauses, env) {
                    try countIteration(&iterations, of: "while", at: loc)
                    let flow = try block(body, &env, inner, into: &nodes)
                    if case .broke = flow { break }
                    if case .returned = flow { return flow }
                }
            case .repeatWhile(let body, let clauses, let loc):
                var iterations = 0
                repeat {
                    try countIteration(&iterations, of: "repeat-while", at: loc)
                    let flow = try block(body, &env, env, into: &nodes)
                    if case .broke = flow { break }
                    if case .returned = flow { return flow }
                } while try holds(clauses, env) != nil
            case .returning(let expression, let loc):
                guard let expression else { return .returned(.void, loc) }
                return .returned(try evaluate(expression, env), expression.loc)
            case .breaking(let loc): return .broke(loc)
            case .continuing(let loc): return .continued(loc)
            }
        }
        return .next
    }

    /// Counts one iteration of a loop; past `maxLoopIterations` an error at the loop.
    private func countIteration(_ iterations: inout Int, of loop: String, at loc: Loc) throws(ModelError) {
        iterations += 1
        guard iterations > Self.maxLoopIterations else { return }
        throw error("this \(loop) loop ran more than \(Self.maxLoopIterations) times", at: loc, expected: "a condition that becomes false")
    }

    /// Runs a nested block in `inner` (made from `env` by adding names); the variables of
    /// `env` keep what the block assigned.
    private func block(_ statements: [Statement], _ env: inout Env, _ inner: Env, into nodes: inout [ViewNode]) throws(ModelError) -> Flow {
        var scope = inner
        defer { env.adopt(scope) }
        return try execute(statements, &scope, into: &nodes)
    }

    /// Counts one step (a statement, a loop iteration, a closure call) against `workLimit`: a
    /// custom layout's call, or the whole load.
    func tick(at loc: Loc) throws(ModelError) {
        guard let limit = workLimit else { return }
        work += 1
        if work > limit {
            if layoutHost != nil {
                throw error(
                    "the layout's code ran more than \(limit) steps in one call", at: loc,
                    expected: "loops that end (a layout call is bounded so a layout cannot hang)")
            }
            throw error("the model's code ran more than \(limit) steps while loading", at: loc, expected: "loops that end")
        }
    }

    /// Where a statement starts, for the work bound's error.
    static func loc(of statement: Statement) -> Loc {
        switch statement {
        case .expression(let e): e.loc
        case .binding(_, _, let loc), .variable(_, _, _, let loc), .assignment(_, _, let loc), .mutation(_, _, _, let loc),
            .conditional(_, _, _, let loc), .guarding(_, _, let loc), .switching(_, _, let loc), .forLoop(_, _, _, let loc),
            .whileLoop(_, _, let loc), .repeatWhile(_, _, let loc), .returning(_, let loc), .breaking(let loc), .continuing(let loc):
            loc
        }
    }
}
