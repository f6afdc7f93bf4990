import ViewTree

// Running an evaluation's callbacks after its layout, in SwiftUI's order
// (docs/geometry-feedback.md): appearance (`onAppear`, `task`), then value and geometry
// changes (`task(id:)`, `onChange`, `onGeometryChange`), then preference changes (read from
// the layout that produced them), then deferred blocks (`DispatchQueue.main.async`).

/// What the passes remember from one layout to the next (and from one window to the next
/// when a sweep keeps state): the state, the views that appeared, the last values seen.
public struct FeedbackSession: Sendable {
    var state: [StateKey: StateValue] = [:]
    /// Callback identities that have appeared (`onAppear` fires once per identity).
    var appeared: Set<String> = []
    /// The last `task(id:)` id, `onChange` value, geometry value or preference value, by identity.
    var lastSeen: [String: StateValue] = [:]
    /// The readers' sizes in the last layout, for text that shows them.
    var readers: [String: Size] = [:]

    /// A session with no state yet: every `@State` starts at its initial value.
    public init() {}
}

extension FeedbackEvaluation {
    /// Runs the callbacks against `result` (this evaluation's layout); the state changes they
    /// made (net: a state written back to its old value did not change) and the callbacks run.
    func runCallbacks(_ result: LayoutResult, _ session: inout FeedbackSession) -> (changes: [StateChange], triggers: [String]) {
        let lookup = GeometryLookup(root: root, result: result, anchors: evaluator.feedback.anchors)
        evaluator.feedback.geometry = { lookup.value($0) }
        evaluator.feedback.writes = []
        let before = evaluator.feedback.state
        var triggers: [String] = []
        let ordered = evaluator.feedback.callbacks.enumerated().sorted { ($0.element.trigger.phase, $0.offset) < ($1.element.trigger.phase, $1.offset) }
        let registered = evaluator.feedback.callbacks.count
        for (_, callback) in ordered {
            guard let arguments = due(callback, lookup, &session) else { continue }
            triggers.append(callback.written)
            run(callback, arguments)
        }
        // `DispatchQueue.main.async { … }` inside a callback (`onAppear { DispatchQueue.main.async
        // { … } }`): the block runs after the callbacks, in the order it was scheduled.
        var cursor = registered, ran = 0
        var last: FeedbackCallback?
        while let callback = Self.nextScheduled(evaluator, &cursor, &ran) {
            triggers.append(callback.written)
            run(callback, [])
            last = callback
        }
        if ran > Self.maximumScheduledBlocks, let last {
            warn(last, "more than \(Self.maximumScheduledBlocks) blocks were scheduled in one pass; the rest do not run")
        }
        evaluator.feedback.geometry = nil
        var changes: [StateChange] = []
        var seen = Set<StateKey>()
        for write in evaluator.feedback.writes.reversed() where seen.insert(write.key).inserted {
            let old = before[write.key] ?? .none
            let new = evaluator.feedback.state[write.key] ?? .none
            guard old != new else { continue }
            let callback = evaluator.feedback.callbacks.first { $0.written == write.callback }
            changes.append(
                StateChange(
                    state: write.key.displayName, old: old, new: new, callback: write.callback,
                    source: callback.map { "\(evaluator.source.file):\($0.loc.line):\($0.loc.column)" }))
        }
        session.state = evaluator.feedback.state
        return (changes.reversed(), triggers)
    }

    /// The most blocks that callbacks and the blocks they schedule may schedule in one pass; a
    /// block that schedules itself for ever stops there, with a warning.
    static let maximumScheduledBlocks = 1_000

    /// The next deferred block scheduled while callbacks ran (registered at `cursor` or later),
    /// blocks scheduled by those included; nil when none is left, or once `ran` passes
    /// `maximumScheduledBlocks` (then `ran` is above it).
    static func nextScheduled(_ evaluator: Evaluator, _ cursor: inout Int, _ ran: inout Int) -> FeedbackCallback? {
        while cursor < evaluator.feedback.callbacks.count {
            let callback = evaluator.feedback.callbacks[cursor]
            cursor += 1
            guard case .deferred = callback.trigger else { continue }
            ran += 1
            return ran > maximumScheduledBlocks ? nil : callback
        }
        return nil
    }

    /// The arguments `callback` runs with now, or nil when it is not due.
    private func due(_ callback: FeedbackCallback, _ lookup: GeometryLookup, _ session: inout FeedbackSession) -> [Value]? {
        let identity = callback.identity
        let first = session.appeared.insert(identity).inserted
        switch callback.trigger {
        case .appear:
            return first ? [] : nil
        case .deferred:
            return []
        case .task(let id):
            guard let value = concrete(id, callback) else { return nil }
            defer { session.lastSeen[identity] = value }
            return first || session.lastSeen[identity] != value ? [] : nil
        case .change(let subject, let initial):
            guard let value = concrete(subject, callback) else { return nil }
            let old = session.lastSeen[identity]
            session.lastSeen[identity] = value
            if first || old == nil { return initial ? arguments(callback, old: value, new: value) : nil }
            return old != value ? arguments(callback, old: old!, new: value) : nil
        case .geometryChange(let reader, let readerEnv, let anchor):
            let read: Value
            do {
                read = try evaluator.call(reader, readerEnv, arguments: [.proxy(anchor)], at: callback.loc)
            } catch {
                warn(callback, "its 'of:' closure cannot be evaluated: \(error.diagnostic.message)")
                return nil
            }
            guard let value = concrete(read, callback) else { return nil }
            let old = session.lastSeen[identity]
            session.lastSeen[identity] = value
            if old == value { return nil }
            return arguments(callback, old: old ?? value, new: value)
        case .preferenceChange(let key, let mark):
            guard let value = preference(key, receiver: mark, lookup, callback) else { return nil }
            let old = session.lastSeen[identity]
            session.lastSeen[identity] = value
            return old == value ? nil : [Evaluator.value(of: value)]
        }
    }

    /// `[new]` or `[old, new]`, as the closure takes them (none for `{ … }` without parameters).
    private func arguments(_ callback: FeedbackCallback, old: StateValue, new: StateValue) -> [Value] {
        callback.closure.arity >= 2 ? [Evaluator.value(of: old), Evaluator.value(of: new)] : [Evaluator.value(of: new)]
    }

    /// Runs the callback's closure; what it cannot do is a warning naming it.
    private func run(_ callback: FeedbackCallback, _ arguments: [Value]) {
        evaluator.feedback.runningCallback = callback.written
        defer { evaluator.feedback.runningCallback = nil }
        evaluator.workLimit = Evaluator.maxLoadWork
        evaluator.work = 0
        do {
            _ = try evaluator.call(callback.closure, callback.env, arguments: arguments, at: callback.loc)
        } catch {
            warn(callback, "it cannot run: \(error.diagnostic.message)")
        }
    }

    /// A value read after layout; a warning naming the callback when it is not one.
    private func concrete(_ value: Value, _ callback: FeedbackCallback) -> StateValue? {
        if let state = try? evaluator.stateValue(value, at: callback.loc) { return state }
        warn(callback, "its value (\(value.typeDescription)) is not known after layout, so the callback never runs")
        return nil
    }

    /// The key's value over the receiver's views: the emissions inside them in pre-order,
    /// combined by the key's `reduce(value:nextValue:)`; the key's `defaultValue` when none.
    private func preference(_ key: String, receiver mark: Int, _ lookup: GeometryLookup, _ callback: FeedbackCallback) -> StateValue? {
        let receivers = lookup.marked[mark] ?? []
        var values: [(String, StateValue)] = []
        for emission in evaluator.feedback.emissions where emission.key == key {
            for path in lookup.marked[emission.mark] ?? [] where receivers.contains(where: { GeometryLookup.contains($0, path) }) {
                guard let value = concrete(emission.value, callback) else { return nil }
                values.append((path, value))
            }
        }
        values.sort { TreePathOrder.less($0.0, $1.0) }
        guard let decl = evaluator.structs[key] else {
            warn(callback, "the preference key '\(key)' is not declared in the file")
            return nil
        }
        guard var reduced = values.first?.1 else { return defaultPreference(decl, callback) }
        guard let reduce = decl.staticMethods.first(where: { $0.name == "reduce" }) else { return reduced }
        for (_, next) in values.dropFirst() {
            do {
                reduced = try evaluator.reducePreference(reduce, reduced, next, at: callback.loc) ?? reduced
            } catch {
                warn(callback, "'\(key).reduce' cannot run: \(error.diagnostic.message)")
                return nil
            }
        }
        return reduced
    }

    private func defaultPreference(_ decl: CustomViewDecl, _ callback: FeedbackCallback) -> StateValue? {
        guard let property = decl.staticProperties.first(where: { $0.name == "defaultValue" }) else {
            warn(callback, "'\(decl.name)' has no 'static var defaultValue'")
            return nil
        }
        if property.defaultValue == nil, property.getter == nil, property.type?.isOptional == true { return StateValue.none }
        guard let value = try? evaluator.staticValue(property, at: property.loc) else { return nil }
        return concrete(value, callback)
    }

    private func warn(_ callback: FeedbackCallback, _ message: String) {
        evaluator.warn("'\(callback.written)': \(message)", at: callback.loc)
    }
}

extension Evaluator {
    /// `reduce(value: &value, nextValue: { next })`: the body run with `value` as a `var`.
    func reducePreference(_ reduce: FunctionDecl, _ value: StateValue, _ next: StateValue, at loc: Loc) throws(ModelError) -> StateValue? {
        try stateValue(reducePreferenceValue(reduce, Self.value(of: value), Self.value(of: next), at: loc), at: loc)
    }

    /// `reduce(value:nextValue:)` over evaluator values (symbolic ones too: the one-program
    /// evaluation combines geometry expressions).
    func reducePreferenceValue(_ reduce: FunctionDecl, _ value: Value, _ next: Value, at loc: Loc) throws(ModelError) -> Value {
        guard reduce.parameters.count == 2 else { return value }
        let valueName = reduce.parameters[0].name == "_" ? "__value" : reduce.parameters[0].name
        let nextName = reduce.parameters[1].name
        var env = Env().declaring(valueName, value)
        env = env.binding("__next", next)
        let getter = Closure(parameters: [], body: .statements([.expression(SyntaxExpr(kind: .identifier("__next"), loc: loc))]), loc: loc)
        env = env.binding(nextName, .closure(getter, env))
        var nodes: [ViewNode] = []
        _ = try execute(reduce.body, &env, into: &nodes)
        return env.lookup(valueName) ?? .null
    }
}
