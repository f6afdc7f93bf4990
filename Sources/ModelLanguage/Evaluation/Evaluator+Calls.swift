import ViewTree

// Calls: `Name(…)` is a value constructor, a view from the registry or a custom view;
// `view.name(…)` is a modifier from the registry; `.name(…)` waits for its type.

extension Evaluator {
    /// Style refinements read past on implicit members: `.red.opacity(0.5)`, `.title.bold()`.
    static let refinements: Set<String> = [
        "opacity", "bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading", "width",
    ]

    func evaluateCall(_ callee: SyntaxExpr, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        switch callee.kind {
        case .identifier(let name):
            return try callNamed(name, arguments, env, at: callee.loc)
        case .implicitMember(let name):
            return .symbol(name, arguments: arguments, env: env)
        case .member(let base, let name, let nameLoc):
            let baseValue: Value
            if case .identifier("self") = base.kind {
                baseValue = try lookup(name, env, at: nameLoc)
                return try callValue(baseValue, arguments, env, at: nameLoc)
            }
            baseValue = try evaluate(base, env)
            return try callMember(baseValue, name, arguments, env, nameLoc: nameLoc, baseLoc: base.loc)
        default:
            return try callValue(try evaluate(callee, env), arguments, env, at: callee.loc)
        }
    }

    /// `Name(…)`: a closure in scope, a value constructor, a view, or a custom view.
    private func callNamed(_ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        if let value = env.lookup(name) ?? constants[name] { return try callValue(value, arguments, env, at: loc) }
        if ValueConstructors.names.contains(name) {
            return try ValueConstructors.construct(name, arguments, env, self, at: loc)
        }
        if let entry = ViewRegistry.entries[name] {
            let bound = try bind(arguments, entry.signatures, name: name, env: env, at: loc)
            return .views(try entry.build(self, bound, CallSite(loc: loc, env: env, name: name)))
        }
        if let decl = structs[name] {
            return .views(try instantiate(decl, arguments, env, at: loc))
        }
        let candidates = Array(ViewRegistry.entries.keys) + Array(structs.keys) + ValueConstructors.names
        if lenient {
            warn("unknown view '\(name)' replaced by a placeholder that takes the proposal", at: loc)
            var placeholder = try node(.shape(.other(name)), at: loc)
            placeholder.attributes.placeholder = true
            return .views([placeholder])
        }
        throw error(
            "unknown view '\(name)'", at: loc, expected: "a view such as Text, HStack, Color.red, or a struct declared in this file",
            suggestion: Suggestions.nearest(to: name, in: candidates))
    }

    /// Calling a value: a closure (`content()`), or an error.
    private func callValue(_ value: Value, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        guard case .closure(let closure, let closureEnv) = value else {
            throw error("\(value.typeDescription) cannot be called", at: loc, expected: "a view or a function")
        }
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument.value, env)) }
        return try call(closure, closureEnv, arguments: values, at: loc)
    }

    /// `base.name(…)`: a modifier on views, a static member of a type, a refinement of a style.
    private func callMember(
        _ base: Value, _ name: String, _ arguments: [Argument], _ env: Env, nameLoc: Loc, baseLoc: Loc
    ) throws(ModelError) -> Value {
        switch base {
        case .views(let nodes):
            return try applyModifier(name, to: nodes, arguments, env, nameLoc: nameLoc)
        case .color, .closure:
            return try applyModifier(name, to: try toViews(base, at: baseLoc), arguments, env, nameLoc: nameLoc)
        case .typeName(let type) where Self.typeNames.contains(type):
            return .symbol(name, arguments: arguments, env: env)
        case .symbol where Self.refinements.contains(name):
            return base
        case .proxy:
            throw error(
                "'proxy.\(name)(…)' is not supported; a layout-only model reads proxy.size.width and proxy.size.height",
                at: nameLoc, expected: "proxy.size")
        default:
            throw error("'\(name)(…)' cannot be called on \(base.typeDescription)", at: nameLoc, expected: "a modifier applied to a view")
        }
    }

    /// Applies the registry's modifier `name` to each view (I.1: several views each get it).
    func applyModifier(_ name: String, to nodes: [ViewNode], _ arguments: [Argument], _ env: Env, nameLoc: Loc) throws(ModelError) -> Value {
        guard let entry = ModifierRegistry.entries[name] else {
            if lenient {
                warn("unknown modifier '\(name)' ignored", at: nameLoc)
                return .views(nodes)
            }
            throw error(
                "unknown modifier '\(name)'", at: nameLoc, expected: "a modifier such as padding, frame or background",
                suggestion: Suggestions.nearest(to: name, in: ModifierRegistry.entries.keys))
        }
        let bound = try bind(arguments, entry.signatures, name: name, env: env, at: nameLoc)
        switch try entry.apply(self, bound, CallSite(loc: nameLoc, env: env, name: name), nodes) {
        case .modifier(let modifier):
            if case .layout = modifier { try count(nodes.count, at: nameLoc) }
            return .views(nodes.applying(modifier, source: location(nameLoc)))
        case .nodes(let result):
            return .views(result)
        }
    }
}

/// Where a view or modifier was called, for its entry: the name's location and the scope.
struct CallSite {
    let loc: Loc
    let env: Env
    let name: String
}
