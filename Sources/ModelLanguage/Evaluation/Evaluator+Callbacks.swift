import ViewTree

// Geometry callbacks and preferences as modifiers: each is recorded with the closure and the
// scope it captured, and the views it applies to are marked, so the passes (Feedback/) can run
// it after layout with the geometry of those views. `DispatchQueue.main.async { … }` in a body
// is recorded the same way; `print` is recorded, not shown.

extension Evaluator {
    /// The modifiers the feedback records.
    static let feedbackModifiers: Set<String> = [
        "onAppear", "task", "onChange", "onGeometryChange", "onPreferenceChange", "preference", "visualEffect",
    ]

    /// Applies a geometry callback, preference or render-only effect; nil for other modifiers.
    func feedbackModifier(_ name: String, to nodes: [ViewNode], _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        guard Self.feedbackModifiers.contains(name) else { return nil }
        func argument(_ label: String?) -> Argument? { arguments.first { $0.label == label && !$0.isTrailing } }
        func closure(_ labels: [String?]) throws(ModelError) -> (Closure, Env)? {
            let found = arguments.last(where: \.isTrailing) ?? arguments.first { labels.contains($0.label) }
            guard let found else { return nil }
            guard case .closure(let closure, let captured) = try evaluate(found.value, env) else {
                throw error("'\(name)' needs a closure", at: found.loc, expected: "{ … }")
            }
            return (closure, captured)
        }
        func record(_ trigger: CallbackTrigger, _ action: (Closure, Env)?, written: String) {
            guard let (closure, captured) = action else { return }
            let identity = feedback.identity(written, at: loc)
            feedback.callbacks.append(
                FeedbackCallback(trigger: trigger, closure: closure, env: captured, identity: identity, loc: loc, written: written))
        }
        switch name {
        case "onAppear":
            record(.appear, try closure(["perform"]), written: "onAppear")
        case "task":
            if let id = argument("id") {
                record(.task(id: try evaluate(id.value, env)), try closure(["operation"]), written: "task(id:)")
            } else {
                record(.appear, try closure(["operation"]), written: "task")
            }
        case "onChange":
            guard let subject = argument("of") else { throw error("'onChange' needs 'of:'", at: loc, expected: "onChange(of: value) { … }") }
            var initial = false
            if let written = argument("initial"), case .bool(let flag) = try evaluate(written.value, env) { initial = flag }
            record(.change(of: try evaluate(subject.value, env), initial: initial), try closure(["perform", "action"]), written: "onChange(of:)")
        case "onGeometryChange":
            // Swift's forward scan: in `onGeometryChange(for: T.self) { proxy in … } action: { … }`,
            // the way Apple's documentation writes it, the first trailing closure is `of:`.
            let trailing = arguments.filter(\.isTrailing)
            let of = argument("of") ?? (trailing.count > 1 && trailing[0].label == nil ? trailing[0] : nil)
            guard let of, case .closure(let reader, let readerEnv) = try evaluate(of.value, env) else {
                throw error("'onGeometryChange' needs 'of:' with a closure", at: loc, expected: "onGeometryChange(for: T.self, of: { $0.size.width }) { … }")
            }
            let anchor = ReaderID.next()
            let mark = feedback.newMark()
            feedback.anchors[anchor] = mark
            let action = arguments.count > 2 || arguments.contains(where: \.isTrailing) ? try closure(["action"]) : nil
            record(.geometryChange(of: reader, readerEnv, anchor: anchor), action, written: "onGeometryChange(for:of:action:)")
            return .views(Self.marking(nodes, mark))
        case "onPreferenceChange":
            guard let keyArgument = arguments.first(where: { !$0.isTrailing && $0.label == nil }) else {
                throw error("'onPreferenceChange' needs a key", at: loc, expected: "onPreferenceChange(Key.self) { … }")
            }
            let key = try preferenceKeyName(keyArgument, env)
            let mark = feedback.newMark()
            record(.preferenceChange(key: key, mark: mark), try closure(["perform", "action"]), written: "onPreferenceChange")
            return .views(Self.marking(nodes, mark))
        case "preference":
            guard let keyArgument = argument("key"), let valueArgument = argument("value") else {
                throw error("'preference' needs 'key:' and 'value:'", at: loc, expected: "preference(key: Key.self, value: v)")
            }
            let key = try preferenceKeyName(keyArgument, env)
            let mark = feedback.newMark()
            feedback.emissions.append(PreferenceEmission(key: key, value: try evaluate(valueArgument.value, env), mark: mark, loc: loc))
            return .views(Self.marking(nodes, mark))
        case "visualEffect":
            return .views(try visualEffect(nodes, try closure(["effect"]), at: loc))
        default:
            return nil
        }
        return .views(nodes)
    }

    /// The views with a feedback mark added.
    static func marking(_ nodes: [ViewNode], _ mark: Int) -> [ViewNode] {
        nodes.map { node in
            var marked = node
            marked.attributes.feedbackMarks.append(mark)
            return marked
        }
    }

    /// `K.self`, or a parameter holding it: the key's type name.
    func preferenceKeyName(_ argument: Argument, _ env: Env) throws(ModelError) -> String {
        if case .member(let base, "self", _) = argument.value.kind, case .identifier(let name) = base.kind { return name }
        if case .typeName(let name) = try evaluate(argument.value, env) { return name }
        throw error("expected a preference key type", at: argument.loc, expected: "Key.self")
    }

    /// `proxy.frame(in: .local | .global | .named("x"))` (also `.coordinateSpace(.named("x"))`'s
    /// `NamedCoordinateSpace`): `.local` is the reader's own size at the origin; the others are
    /// known once the layout is placed.
    func proxyFrame(_ reader: ReaderID, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        guard let argument = arguments.first else { throw error("'frame' needs 'in:'", at: loc, expected: "proxy.frame(in: .global)") }
        let space: String
        switch try evaluate(argument.value, env) {
        case .symbol("local", nil, _):
            return .rect(x: .constant(0), y: .constant(0), width: .variable(.readerWidth(reader)), height: .variable(.readerHeight(reader)))
        case .symbol("global", nil, _): space = "global"
        case .symbol("named", let named?, let namedEnv):
            guard let first = named.first, case .string(let name) = try evaluate(first.value, namedEnv) else {
                throw error("'.named' needs a name", at: argument.loc, expected: ".named(\"name\")")
            }
            space = "named:" + name
        case .string(let name): space = "named:" + name
        case let other:
            throw error(
                "'proxy.frame(in:)' expects .local, .global or .named(\"x\"), got \(other.typeDescription)", at: argument.loc,
                expected: ".local, .global or .named(\"x\")")
        }
        func member(_ name: String) -> Expr { .variable(.readerFrame(reader, space: space, member: name)) }
        return .rect(x: member("minX"), y: member("minY"), width: member("width"), height: member("height"))
    }

    /// `DispatchQueue.main.async { … }` (and `execute:`): recorded as a deferred block.
    func deferredBlock(_ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        guard let found = arguments.last(where: \.isTrailing) ?? arguments.first(where: { $0.label == "execute" }),
            case .closure(let closure, let captured) = try evaluate(found.value, env)
        else { throw error("'DispatchQueue.main.async' needs a closure", at: loc, expected: "DispatchQueue.main.async { … }") }
        let identity = feedback.identity("DispatchQueue.main.async", at: loc)
        feedback.callbacks.append(
            FeedbackCallback(trigger: .deferred, closure: closure, env: captured, identity: identity, loc: loc, written: "DispatchQueue.main.async"))
        return .void
    }

    /// `print(a, b)`: recorded (shown with the passes), never written to the output.
    func recordPrint(_ arguments: [Argument], _ env: Env) throws(ModelError) -> Value {
        var parts: [String] = []
        for argument in arguments where argument.label == nil {
            let value = try evaluate(argument.value, env)
            if let state = try stateValue(value, at: argument.loc) { parts.append(state.description) } else { parts.append(display(value).0) }
        }
        feedback.printed.append(parts.joined(separator: " "))
        return .void
    }

    /// `.environment(\.key, value)`: the value is set for the modified view's evaluation, which
    /// is why it is read before the view is built (Swift builds the view first, but SwiftUI
    /// gives the environment to its body, which runs later).
    func environmentCall(_ base: SyntaxExpr, _ arguments: [Argument], _ env: Env) throws(ModelError) -> Value? {
        guard arguments.count == 2, case .keyPath(let path) = arguments[0].value.kind else { return nil }
        let value = try evaluate(arguments[1].value, env)
        feedback.environment.append((Self.environmentKeyName(path), value))
        defer { feedback.environment.removeLast() }
        return try evaluate(base, env)
    }

    /// `visualEffect { content, proxy in … }`: render-only. The closure's effects are drawing
    /// effects (offset, scaleEffect, opacity …) over the view's own geometry; layout frames are
    /// the view's, untouched. The proxy reads the view's layout size as an alignment guide
    /// reads its dimensions.
    func visualEffect(_ nodes: [ViewNode], _ action: (Closure, Env)?, at loc: Loc) throws(ModelError) -> [ViewNode] {
        guard let (closure, captured) = action else { return nodes }
        let result = try callViews(closure, captured, arguments: [.views(nodes), .dimensions], at: loc)
        // Above the content, only drawing effects.
        func addsLayout(_ node: ViewNode) -> Bool {
            if nodes.contains(node) { return false }
            if !node.kind.isRenderEffect { return true }
            return node.children.contains(where: addsLayout)
        }
        if result.contains(where: addsLayout) {
            throw error(
                "a visualEffect closure may only use drawing effects (offset, scaleEffect, …), not layout modifiers", at: loc,
                expected: "content.offset(…) or content.scaleEffect(…)")
        }
        return result
    }
}
