import ViewTree

/// A model's views with its geometry state as unknowns, for the constraint engine's one
/// solve (docs/geometry-feedback.md, "The constraint engine").
public struct StateProgramTree: Sendable {
    /// The views, reading each geometry state as `ExprVariable.state`; the root carries the
    /// `StateProgram` (nil when no callback assigns a state from geometry).
    public let root: ViewNode?
    /// The definitions the root carries.
    public let program: StateProgram?
    /// Whether a Text shows a GeometryReader's size: it is resolved from the readers' sizes
    /// passed in (`readers:`), as the passes resolve it within a pass.
    public let readerText: Bool
    let readerIdentity: [ReaderID: String]
    /// Whether every Text that shows a reader's size found it in the sizes passed in (false:
    /// one shows a placeholder, so the tree is not the one to solve).
    public var readerTextResolved = true

    /// Each reader's size from sizes by tree path (an engine's before its solve, a component
    /// nil where unknown: NaN here, which a Text reading it treats as not known), by the
    /// reader's stable identity: what `stateProgramTree(readers:)` takes.
    public func readerSizes(byPath sizes: [String: (width: Double?, height: Double?)]) -> [String: Size] {
        let lookup = GeometryLookup(root: root, result: LayoutResult(engine: "", window: ProposedSize(width: nil, height: nil), nodes: []), anchors: [:])
        var readers: [String: Size] = [:]
        for (reader, identity) in readerIdentity {
            guard let path = lookup.paths[reader], let size = sizes[path], size.width != nil || size.height != nil else { continue }
            readers[identity] = Size(width: size.width ?? .nan, height: size.height ?? .nan)
        }
        return readers
    }

    /// Each reader's size in `result` (a layout of `root`), by the reader's stable identity:
    /// what `stateProgramTree(readers:)` takes for a Text that shows a reader's size.
    public func readerSizes(_ result: LayoutResult) -> [String: Size] {
        let lookup = GeometryLookup(root: root, result: result, anchors: [:])
        var sizes: [String: Size] = [:]
        for (reader, identity) in readerIdentity {
            if let path = lookup.paths[reader], let frame = lookup.frames[path] { sizes[identity] = frame.frame.size }
        }
        return sizes
    }
}

extension FeedbackProgram {
    /// The model as one simultaneous system. Steps:
    /// 1. evaluate at the initial state and run every callback symbolically (all of them: at a
    ///    fixed point each callback's assignment holds); a state assigned a value that reads
    ///    geometry is a geometry state;
    /// 2. evaluate again with those states read as unknowns (`ExprVariable.state`, by
    ///    component for sizes, points and rects);
    /// 3. run that evaluation's callbacks symbolically: each assignment, over this evaluation's
    ///    readers, is a definition `state = value`; the last assignment of a pass wins, as in
    ///    the passes.
    /// - Parameter readers: reader sizes, by identity, for a Text that shows one.
    /// - Throws: the model's `ModelError`.
    public func stateProgramTree(readers: [String: Size] = [:]) throws(ModelError) -> StateProgramTree {
        let first = try evaluate(state: [:], readers: readers)
        var symbolic: [StateKey: Value] = [:]
        for write in try first.symbolicAssignments() where Self.readsGeometry(write.value) {
            if let unknown = Self.unknown(write.key.displayName, shapedLike: write.value) { symbolic[write.key] = unknown }
        }
        guard !symbolic.isEmpty else {
            var tree = StateProgramTree(root: first.root, program: nil, readerText: first.evaluator.feedback.readerText, readerIdentity: first.evaluator.feedback.readerIdentity)
            tree.readerTextResolved = !first.evaluator.feedback.readerTextUnresolved
            return tree
        }
        let second = try evaluate(state: [:], readers: readers, symbolic: symbolic)
        let feedback = second.evaluator.feedback
        let shown = feedback.shownStates.map {
            StateProgram.ShownState(state: $0.key.displayName, source: "\(source.file):\($0.loc.line):\($0.loc.column)")
        }
        var definitions: [StateDefinition] = []
        for write in try second.symbolicAssignments() where symbolic[write.key] != nil {
            let site = "\(source.file):\(write.callback.loc.line):\(write.callback.loc.column)"
            let once = if case .appear = write.callback.trigger { true } else { false }
            let initials = Dictionary(
                (first.evaluator.feedback.state[write.key]?.components(write.key.displayName) ?? []).map { ($0.name, $0.value) },
                uniquingKeysWith: { a, _ in a })
            for (name, value) in Self.components(write.key.displayName, write.value) {
                definitions.removeAll { $0.state == name }
                definitions.append(
                    StateDefinition(state: name, value: value, callback: write.callback.written, source: site, once: once, initial: initials[name]))
            }
        }
        let program = StateProgram(definitions: definitions, anchors: feedback.anchors, shownInText: shown)
        var root = second.root
        root?.attributes.stateProgram = program
        var tree = StateProgramTree(root: root, program: program, readerText: feedback.readerText, readerIdentity: feedback.readerIdentity)
        tree.readerTextResolved = !feedback.readerTextUnresolved
        return tree
    }

    /// Whether a value reads anything known only after layout.
    static func readsGeometry(_ value: Value) -> Bool { components("", value).contains { !$0.1.variables.isEmpty } }

    /// A value's numbers by component name: `name` for a number, `name.width` for a size, …
    static func components(_ name: String, _ value: Value) -> [(String, Expr)] {
        switch value {
        case .number(let e): [(name, e)]
        case .size(let w, let h): [("\(name).width", w), ("\(name).height", h)]
        case .point(let x, let y): [("\(name).x", x), ("\(name).y", y)]
        case .rect(let x, let y, let w, let h): [("\(name).minX", x), ("\(name).minY", y), ("\(name).width", w), ("\(name).height", h)]
        default: []
        }
    }

    /// The unknowns standing for a state assigned values of `value`'s shape.
    static func unknown(_ name: String, shapedLike value: Value) -> Value? {
        func state(_ component: String) -> Expr { .variable(.state(component)) }
        switch value {
        case .number: return .number(state(name))
        case .size: return .size(width: state("\(name).width"), height: state("\(name).height"))
        case .point: return .point(x: state("\(name).x"), y: state("\(name).y"))
        case .rect: return .rect(x: state("\(name).minX"), y: state("\(name).minY"), width: state("\(name).width"), height: state("\(name).height"))
        default: return nil
        }
    }
}

extension FeedbackEvaluation {
    /// Every callback run once, in the passes' order, with its arguments as expressions (a
    /// geometry read stays a variable): what each assigns, unevaluated.
    /// - Throws: a `ModelError` naming the callback when it cannot run over expressions (a
    ///   comparison of geometry, `proxy.size.width < 350`, is a step, not a linear value): the
    ///   passes run it with the numbers of each layout, so a program without its assignment
    ///   would lay out another state.
    func symbolicAssignments() throws(ModelError) -> [(key: StateKey, value: Value, callback: FeedbackCallback)] {
        evaluator.feedback.symbolicWrites = []
        defer { evaluator.feedback.symbolicWrites = nil }
        let marked = Self.markedPaths(root)
        var assignments: [(key: StateKey, value: Value, callback: FeedbackCallback)] = []
        let ordered = evaluator.feedback.callbacks.enumerated().sorted { ($0.element.trigger.phase, $0.offset) < ($1.element.trigger.phase, $1.offset) }
        let registered = evaluator.feedback.callbacks.count
        func runSymbolically(_ callback: FeedbackCallback) throws(ModelError) {
            guard let arguments = try symbolicArguments(callback, marked) else { return }
            let before = evaluator.feedback.symbolicWrites?.count ?? 0
            evaluator.feedback.runningCallback = callback.written
            evaluator.workLimit = Evaluator.maxLoadWork
            evaluator.work = 0
            do {
                _ = try evaluator.call(callback.closure, callback.env, arguments: arguments, at: callback.loc)
            } catch {
                evaluator.feedback.runningCallback = nil
                throw notLinear(callback, error)
            }
            evaluator.feedback.runningCallback = nil
            for write in (evaluator.feedback.symbolicWrites ?? []).dropFirst(before) { assignments.append((write.key, write.value, callback)) }
        }
        for (_, callback) in ordered { try runSymbolically(callback) }
        // Then the blocks the callbacks schedule (`DispatchQueue.main.async` inside one), as the
        // passes run them.
        var cursor = registered, ran = 0
        while let callback = Self.nextScheduled(evaluator, &cursor, &ran) { try runSymbolically(callback) }
        return assignments
    }

    /// The error saying `callback` cannot run over expressions, and why (`error`'s message).
    private func notLinear(_ callback: FeedbackCallback, _ error: ModelError) -> ModelError {
        evaluator.error(
            "\(callback.written) cannot run with geometry as unknowns: \(error.diagnostic.message)", at: callback.loc,
            expected: "a callback whose values are linear in the geometry it reads")
    }

    /// The arguments a callback runs with at a fixed point: its subject as an expression.
    private func symbolicArguments(_ callback: FeedbackCallback, _ marked: [Int: [String]]) throws(ModelError) -> [Value]? {
        func pair(_ value: Value) -> [Value] { callback.closure.arity >= 2 ? [value, value] : [value] }
        switch callback.trigger {
        case .appear, .deferred, .task: return []
        case .change(let subject, _): return pair(subject)
        case .geometryChange(let reader, let env, let anchor):
            do {
                return pair(try evaluator.call(reader, env, arguments: [.proxy(anchor)], at: callback.loc))
            } catch {
                throw notLinear(callback, error)
            }
        case .preferenceChange(let key, let mark):
            return symbolicPreference(key, receivers: marked[mark] ?? [], marked, callback).map { [$0] }
        }
    }

    /// The key's value over the receivers' views: their emissions in pre-order combined by
    /// the key's `reduce`, or its `defaultValue`.
    private func symbolicPreference(_ key: String, receivers: [String], _ marked: [Int: [String]], _ callback: FeedbackCallback) -> Value? {
        var values: [(String, Value)] = []
        for emission in evaluator.feedback.emissions where emission.key == key {
            for path in marked[emission.mark] ?? [] where receivers.contains(where: { GeometryLookup.contains($0, path) }) {
                values.append((path, emission.value))
            }
        }
        values.sort { TreePathOrder.less($0.0, $1.0) }
        guard let decl = evaluator.structs[key] else { return nil }
        guard var reduced = values.first?.1 else {
            guard let property = decl.staticProperties.first(where: { $0.name == "defaultValue" }) else { return nil }
            return try? evaluator.staticValue(property, at: property.loc)
        }
        guard let reduce = decl.staticMethods.first(where: { $0.name == "reduce" }) else { return reduced }
        for (_, next) in values.dropFirst() {
            guard let combined = try? evaluator.reducePreferenceValue(reduce, reduced, next, at: callback.loc) else { return nil }
            reduced = combined
        }
        return reduced
    }

    /// The paths of each mark's nodes in `root`.
    static func markedPaths(_ root: ViewNode?) -> [Int: [String]] {
        guard let root else { return [:] }
        var marked: [Int: [String]] = [:]
        var work: [(ViewNode, String)] = [(root, "0")]
        while let (node, path) = work.popLast() {
            for mark in node.attributes.feedbackMarks { marked[mark, default: []].append(path) }
            for (index, child) in node.children.enumerated().reversed() { work.append((child, "\(path).\(index)")) }
        }
        return marked
    }
}
