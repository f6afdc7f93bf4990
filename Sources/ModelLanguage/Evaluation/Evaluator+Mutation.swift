import ViewTree

// Assignments to a `var`, one of its members or elements: `x += w`, `point.x = 0`,
// `rows[i] = row`, `cache.sizes = sizes`, and the mutating array methods (`append`,
// `insert`, `removeAll`, `removeLast`, `removeFirst`). Values have value semantics, as in
// Swift: a changed member builds a new point, size, rectangle, array or record.

extension Evaluator {
    /// One step from a variable to the part assigned.
    enum PathStep {
        case member(String, Loc)
        case index(SyntaxExpr)
    }

    /// The array methods that change the array they are called on.
    static let mutatingMethods: Set<String> = ["append", "insert", "removeAll", "removeLast", "removeFirst"]

    /// `target op value`.
    func mutate(_ target: SyntaxExpr, _ op: String, _ value: SyntaxExpr, _ env: inout Env, at loc: Loc) throws(ModelError) {
        if let (root, written) = path(target), env.isMutable(root) == nil, let key = stateTarget(root, env) {
            // State, through its property, `$x.wrappedValue` or a local binding.
            var steps = written
            if case .member("wrappedValue", _)? = steps.first, root.hasPrefix("$") || env.isLocal(root) { steps.removeFirst() }
            let current = self.current(key)
            var newValue = try evaluate(value, env)
            if op != "=" { newValue = try combine(String(op.dropLast()), try read(current, steps, env, at: loc), newValue, at: loc) }
            try writeState(key, try write(current, steps, newValue, env, at: loc), at: loc)
            return
        }
        // `formatter.numberStyle = .currency` on an instance of a type the file does not
        // define (a class from Foundation or the app, placeholder data): setting its property
        // has no layout meaning, also through a `let`.
        if let (root, steps) = path(target), !steps.isEmpty, let current = env.lookup(root), Self.isPlaceholderData(current) { return }
        let (root, steps) = try assignable(target, env)
        let current = env.lookup(root) ?? .null
        var newValue = try evaluate(value, env)
        if op != "=" {
            let old = try read(current, steps, env, at: loc)
            newValue = try combine(String(op.dropLast()), old, newValue, at: loc)
        }
        env.assign(root, try write(current, steps, newValue, env, at: loc))
    }

    /// `path.append(x)` and the other mutating array methods on a variable; false when the
    /// expression is not such a call (it is then evaluated as usual).
    func mutatingCall(_ expression: SyntaxExpr, _ env: inout Env) throws(ModelError) -> Bool {
        guard case .call(let callee, let arguments) = expression.kind, case .member(let base, let name, let nameLoc) = callee.kind,
            Self.mutatingMethods.contains(name), path(base) != nil
        else { return false }
        let (root, steps) = try assignable(base, env)
        let current = env.lookup(root) ?? .null
        guard case .array(var elements) = try read(current, steps, env, at: base.loc) else {
            throw error("'\(name)' changes an array; this is not one", at: nameLoc, expected: "an array 'var'")
        }
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument.value, env)) }
        switch name {
        case "append":
            guard let first = values.first else { throw error("'append' needs a value", at: nameLoc, expected: "append(x)") }
            if arguments.first?.label == "contentsOf" {
                guard case .array(let more) = first else { throw error("'append(contentsOf:)' needs an array", at: nameLoc, expected: "an array") }
                elements += more
            } else {
                elements.append(first)
            }
        case "insert":
            guard values.count == 2, let number = numberIfAny(values[1])?.constantValue, let index = Self.wholeNumber(number),
                (0...elements.count).contains(index)
            else { throw error("'insert(_:at:)' needs a value and an index up to \(elements.count)", at: nameLoc, expected: "insert(x, at: i)") }
            elements.insert(values[0], at: index)
        case "removeAll": elements.removeAll()
        default:
            guard !elements.isEmpty else { throw error("'\(name)' on an empty array", at: nameLoc, expected: "a non-empty array") }
            if name == "removeLast" { elements.removeLast() } else { elements.removeFirst() }
        }
        env.assign(root, try write(current, steps, .array(elements), env, at: base.loc))
        return true
    }

    /// The variable and the steps of an assignment's target; the variable must be a `var`.
    private func assignable(_ target: SyntaxExpr, _ env: Env) throws(ModelError) -> (String, [PathStep]) {
        guard let (root, steps) = path(target) else {
            throw error("cannot assign to this expression", at: target.loc, expected: "a 'var', its member (p.x) or element (a[i])")
        }
        switch env.isMutable(root) {
        case true?: return (root, steps)
        case false?: throw error("cannot assign to '\(root)': it is a 'let' constant", at: target.loc, expected: "a 'var'")
        case nil: throw error("cannot assign to '\(root)': no 'var' of that name here", at: target.loc, expected: "a 'var' declared before")
        }
    }

    /// `x`, `x.a.b`, `x[i].a`: the root name and the steps, or nil.
    private func path(_ expression: SyntaxExpr) -> (String, [PathStep])? {
        switch expression.kind {
        case .identifier(let name): return (name, [])
        case .member(let base, let name, let loc):
            guard let (root, steps) = path(base) else { return nil }
            return (root, steps + [.member(name, loc)])
        case .subscripted(let base, let arguments) where arguments.count == 1:
            guard let (root, steps) = path(base) else { return nil }
            return (root, steps + [.index(arguments[0].value)])
        default: return nil
        }
    }

    private func read(_ value: Value, _ steps: [PathStep], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        var current = value
        for step in steps {
            switch step {
            case .member(let name, let nameLoc): current = try member(of: current, name, at: nameLoc, baseLoc: loc)
            case .index(let expression):
                let index = try arrayIndex(current, expression, env)
                guard case .array(let elements) = current else { break }
                current = elements[index]
            }
        }
        return current
    }

    /// `value` with the part at `steps` replaced by `newValue`.
    private func write(_ value: Value, _ steps: [PathStep], _ newValue: Value, _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        guard let step = steps.first else { return newValue }
        let rest = Array(steps.dropFirst())
        switch step {
        case .index(let expression):
            let index = try arrayIndex(value, expression, env)
            guard case .array(var elements) = value else { return value }
            elements[index] = try write(elements[index], rest, newValue, env, at: loc)
            return .array(elements)
        case .member(let name, let nameLoc):
            let part = try write(try member(of: value, name, at: nameLoc, baseLoc: loc), rest, newValue, env, at: loc)
            return try replacing(name, of: value, with: part, at: nameLoc)
        }
    }

    private func arrayIndex(_ value: Value, _ expression: SyntaxExpr, _ env: Env) throws(ModelError) -> Int {
        guard case .array(let elements) = value else {
            throw error("\(value.typeDescription) cannot be subscripted", at: expression.loc, expected: "an array")
        }
        guard let number = numberIfAny(try evaluate(expression, env))?.constantValue, let index = Self.wholeNumber(number),
            elements.indices.contains(index)
        else { throw error("index out of range", at: expression.loc, expected: "an index below \(elements.count)") }
        return index
    }

    /// A point, size, rectangle, proposal or record with one member changed.
    private func replacing(_ name: String, of value: Value, with part: Value, at loc: Loc) throws(ModelError) -> Value {
        func number() throws(ModelError) -> Expr {
            guard let n = numberIfAny(part) else { throw error("'\(name)' must be a number, got \(part.typeDescription)", at: loc, expected: "a number") }
            return n
        }
        switch (value, name) {
        case (.point(_, let y), "x"): return .point(x: try number(), y: y)
        case (.point(let x, _), "y"): return .point(x: x, y: try number())
        case (.size(_, let h), "width"): return .size(width: try number(), height: h)
        case (.size(let w, _), "height"): return .size(width: w, height: try number())
        case (.rect(_, let y, let w, let h), "x"), (.rect(_, let y, let w, let h), "minX"): return .rect(x: try number(), y: y, width: w, height: h)
        case (.rect(let x, _, let w, let h), "y"), (.rect(let x, _, let w, let h), "minY"): return .rect(x: x, y: try number(), width: w, height: h)
        case (.rect(let x, let y, _, let h), "width"): return .rect(x: x, y: y, width: try number(), height: h)
        case (.rect(let x, let y, let w, _), "height"): return .rect(x: x, y: y, width: w, height: try number())
        case (.rect(_, _, let w, let h), "origin"):
            guard case .point(let x, let y) = part else { break }
            return .rect(x: x, y: y, width: w, height: h)
        case (.rect(let x, let y, _, _), "size"):
            guard case .size(let w, let h) = part else { break }
            return .rect(x: x, y: y, width: w, height: h)
        case (.proposal(_, let h), "width"): return .proposal(width: try optionalNumber(part, name, at: loc), height: h)
        case (.proposal(let w, _), "height"): return .proposal(width: w, height: try optionalNumber(part, name, at: loc))
        case (.record(let instance), _) where instance.values[name] != nil:
            var values = instance.values
            values[name] = part
            return .record(Instance(decl: instance.decl, values: values))
        default: break
        }
        throw error("cannot assign to '\(name)' of \(value.typeDescription)", at: loc, expected: "a stored member")
    }

    /// A number, or nil for `nil` (a proposal's side).
    func optionalNumber(_ value: Value, _ name: String, at loc: Loc) throws(ModelError) -> Expr? {
        if case .null = value { return nil }
        guard let number = numberIfAny(value) else {
            throw error("'\(name)' must be a number or nil, got \(value.typeDescription)", at: loc, expected: "a number or nil")
        }
        return number
    }
}
