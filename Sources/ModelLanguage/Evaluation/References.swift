// The names a declaration refers to, for root selection: the root is the last view struct
// that no other view struct uses (a file's screen, not its row views).

enum References {
    /// Every identifier used in a struct's body, properties, methods and inits.
    static func names(in decl: CustomViewDecl) -> Set<String> {
        var names: Set<String> = []
        var statements: [Statement] = decl.body ?? []
        for property in decl.properties {
            statements += property.getter ?? []
            if let value = property.defaultValue { statements.append(.expression(value)) }
        }
        for method in decl.methods { statements += method.body }
        for initializer in decl.initializers { statements += initializer.body }
        collect(statements, into: &names)
        return names
    }

    /// Every identifier used in `statements` (a preview's body).
    static func names(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        collect(statements, into: &names)
        return names
    }

    private static func collect(_ statements: [Statement], into names: inout Set<String>) {
        for statement in statements {
            switch statement {
            case .expression(let e): collect(e, into: &names)
            case .binding(_, let e, _), .assignment(_, let e, _): collect(e, into: &names)
            case .returning(let e, _): if let e { collect(e, into: &names) }
            case .conditional(let clauses, let then, let otherwise, _):
                collect(clauses, into: &names)
                collect(then, into: &names)
                collect(otherwise ?? [], into: &names)
            case .switching(let subject, let cases, _):
                collect(subject, into: &names)
                for c in cases { collect(c.body, into: &names) }
            case .forLoop(_, let sequence, let body, _):
                collect(sequence, into: &names)
                collect(body, into: &names)
            case .variable(_, _, let value, _): if let value { collect(value, into: &names) }
            case .mutation(let target, _, let value, _):
                collect(target, into: &names)
                collect(value, into: &names)
            case .whileLoop(let clauses, let body, _), .guarding(let clauses, let body, _), .repeatWhile(let body, let clauses, _):
                collect(clauses, into: &names)
                collect(body, into: &names)
            case .breaking, .continuing: break
            }
        }
    }

    private static func collect(_ clauses: [ConditionClause], into names: inout Set<String>) {
        for clause in clauses {
            switch clause {
            case .boolean(let e), .optionalBinding(_, let e), .matching(_, let e): collect(e, into: &names)
            }
        }
    }

    private static func collect(_ expression: SyntaxExpr, into names: inout Set<String>) {
        switch expression.kind {
        case .identifier(let name): names.insert(name)
        case .member(let base, _, _): collect(base, into: &names)
        case .call(let callee, let arguments), .subscripted(let callee, let arguments):
            collect(callee, into: &names)
            for argument in arguments { collect(argument.value, into: &names) }
        case .closure(let closure):
            if case .statements(let body) = closure.body { collect(body, into: &names) }
        case .binary(_, let a, let b): collect(a, into: &names); collect(b, into: &names)
        case .prefix(_, let a), .postfix(_, let a): collect(a, into: &names)
        case .ternary(let c, let a, let b): collect(c, into: &names); collect(a, into: &names); collect(b, into: &names)
        case .array(let elements): for e in elements { collect(e, into: &names) }
        case .tuple(let elements): for element in elements { collect(element.value, into: &names) }
        case .dictionary(let entries): for entry in entries { collect(entry.key, into: &names); collect(entry.value, into: &names) }
        default: break
        }
    }
}
