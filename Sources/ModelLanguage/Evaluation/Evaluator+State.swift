import Foundation
import ViewTree

// `@State`, `@Binding` and `$x`: a state property holds a `.binding` to its storage, read at
// the state of the moment; callbacks write it (docs/geometry-feedback.md). Environment values
// set with `.environment(\.key, value)` and read with `@Environment(\.key)`.

extension Evaluator {
    /// Gives each `@State` property of a new instance its storage: the value the passes so far
    /// left, else the property's initial value (recorded as declared). State the passes can hold
    /// is a number, Bool, String, CGSize, CGPoint, CGRect or nil.
    func bindState(_ decl: CustomViewDecl, _ values: inout [String: Value], at loc: Loc) throws(ModelError) {
        // `.constant(x)` for a `@Binding` (previews pass `isOn: .constant(true)`): x.
        for property in decl.properties where property.attributes.contains("Binding") {
            if case .symbol("constant", let arguments?, let env)? = values[property.name], arguments.count == 1 {
                values[property.name] = try evaluate(arguments[0].value, env)
            }
        }
        let states = decl.properties.filter { $0.isStored && $0.attributes.contains("State") }
        guard !states.isEmpty else { return }
        // A view's state lives in its instance; a ViewModifier's in the modifier at its call site.
        let instance = decl.isData ? feedback.identity(decl.name, at: loc) : feedback.instancePath.last ?? "root"
        for property in states {
            let key = StateKey(instance: instance, owner: decl.name, property: property.name)
            if feedback.state[key] == nil {
                let initial = values[property.name] ?? .null
                // State of other types (arrays, records, enums) keeps its initial value: an
                // assignment to it in a callback is a warning naming the callback.
                guard let concrete = try stateValue(initial, at: property.loc) else { continue }
                feedback.state[key] = concrete
                feedback.declared.append((key, concrete, property.loc))
            } else if !feedback.declared.contains(where: { $0.key == key }) {
                feedback.declared.append((key, feedback.state[key]!, property.loc))
            }
            if ["CGFloat", "Double", "Float"].contains(property.type?.text ?? "") { feedback.floating.insert(key) }
            values[property.name] = .binding(key)
        }
    }

    /// `@State var name = value` at the top level: a file constant holding the binding.
    func declareTopLevelState(_ name: String, type: TypeRef?, value: SyntaxExpr?, at loc: Loc) throws(ModelError) {
        let key = StateKey(instance: "file", owner: "", property: name)
        if feedback.state[key] == nil {
            let initial = try value.map { e throws(ModelError) in try evaluate(e, Env()) } ?? Self.zeroValue(type) ?? .null
            guard let concrete = try stateValue(initial, at: loc) else {
                constants[name] = initial
                return
            }
            feedback.state[key] = concrete
        }
        feedback.declared.append((key, feedback.state[key]!, loc))
        if ["CGFloat", "Double", "Float"].contains(type?.text ?? "") { feedback.floating.insert(key) }
        constants[name] = .binding(key)
    }

    /// A state value as the evaluator's value.
    static func value(of state: StateValue) -> Value {
        switch state {
        case .number(let n): .number(.constant(n))
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        case .size(let w, let h): .size(width: .constant(w), height: .constant(h))
        case .point(let x, let y): .point(x: .constant(x), y: .constant(y))
        case .rect(let x, let y, let w, let h): .rect(x: .constant(x), y: .constant(y), width: .constant(w), height: .constant(h))
        case .none: .null
        }
    }

    /// The current value behind a binding.
    func current(_ key: StateKey) -> Value { feedback.symbolicState[key] ?? Self.value(of: feedback.state[key] ?? .none) }

    /// A number that reads geometry, as its value after layout while callbacks run (an
    /// `onGeometryChange` closure's `proxy.size.width < 350`); any other value unchanged.
    func settledAfterLayout(_ value: Value) -> Value {
        guard case .number(let expr) = value, expr.constantValue == nil, let geometry = feedback.geometry,
            let settled = try? expr.evaluate(geometry)
        else { return value }
        return .number(.constant(settled))
    }

    /// A value made concrete: geometry read after layout is substituted (while callbacks run);
    /// nil when it is not a value state can hold or reads geometry not known here.
    func stateValue(_ value: Value, at loc: Loc) throws(ModelError) -> StateValue? {
        func number(_ expr: Expr) -> Double? {
            if let constant = expr.constantValue { return constant }
            guard let geometry = feedback.geometry else { return nil }
            return try? expr.evaluate(geometry)
        }
        switch value {
        case .number(let e): return number(e).map(StateValue.number)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .null: return StateValue.none
        case .size(let w, let h):
            guard let w = number(w), let h = number(h) else { return nil }
            return .size(width: w, height: h)
        case .point(let x, let y):
            guard let x = number(x), let y = number(y) else { return nil }
            return .point(x: x, y: y)
        case .rect(let x, let y, let w, let h):
            guard let x = number(x), let y = number(y), let w = number(w), let h = number(h) else { return nil }
            return .rect(x: x, y: y, width: w, height: h)
        case .binding(let key): return feedback.state[key]
        case .symbol("zero", nil, _): return .number(0)
        default: return nil
        }
    }

    /// A property read: a state property gives its current value.
    func dereferenced(_ value: Value) -> Value {
        if case .binding(let key) = value { return current(key) }
        return value
    }

    /// `$name`: the binding of a `@State` or `@Binding` property.
    func projected(_ name: String, _ env: Env) -> Value? {
        guard name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) else { return nil }
        let base = String(name.dropFirst())
        if let local = env.locals.last(where: { $0.name == base }), case .binding = local.value { return local.value }
        if let value = env.instance?.values[base], case .binding = value { return value }
        if case .binding? = constants[base] { return constants[base] }
        return nil
    }

    /// The binding an assignment to `name` writes through, when `name` is a state property
    /// (`width = …`), a projected one (`$width`), or a local binding.
    func stateTarget(_ name: String, _ env: Env) -> StateKey? {
        if let projected = projected(name, env), case .binding(let key) = projected { return key }
        if env.isLocal(name) {
            if let local = env.locals.last(where: { $0.name == name }), case .binding(let key) = local.value { return key }
            return nil
        }
        if let value = env.instance?.values[name], case .binding(let key) = value { return key }
        if env.instance?.values[name] == nil, case .binding(let key)? = constants[name] { return key }
        return nil
    }

    /// An assignment to state: recorded while a callback runs; during a body's evaluation it
    /// is SwiftUI's "Modifying state during view update", warned about and not applied.
    func writeState(_ key: StateKey, _ value: Value, at loc: Loc) throws(ModelError) {
        guard let callback = feedback.runningCallback else {
            warn(
                "'\(key.displayName)' is modified during view update (SwiftUI: undefined behaviour); not applied: assign it in a callback (onAppear, task(id:), onChange, DispatchQueue.main.async)",
                at: loc)
            return
        }
        if feedback.symbolicWrites != nil {
            feedback.symbolicWrites?.append((key, value, callback))
            return
        }
        guard let new = try stateValue(value, at: loc) else {
            warn("'\(key.displayName)' is assigned \(value.typeDescription), which is not a value known after layout; not applied", at: loc)
            return
        }
        if case .number(let n) = new, !n.isFinite {
            warn("'\(key.displayName)' is assigned \(n), which is not a finite number; not applied", at: loc)
            return
        }
        let old = feedback.state[key] ?? .none
        feedback.state[key] = new
        feedback.writes.append((key, old, new, callback))
    }

    /// The two sides of a comparison that reads a GeometryReader's size (`if proxy.size.width >
    /// 500` in the reader's content), as numbers: SwiftUI runs the content with the size during
    /// layout, so the passes evaluate it at the readers' sizes of the layout before, as they do
    /// a Text that shows one (the pass is laid out again once they are known; before that the
    /// sides are 0 and 1, so `<`, `<=` and `!=` hold and the others do not). Outside the passes
    /// (`render`, `lp`, a plain load) the size is not known: lenient mode warns and takes the
    /// same values, as it does everywhere for a reader's frame (`proxy.frame(in: .global).minY
    /// < 0`), which is known only once the layout is placed. Nil for a comparison that reads
    /// anything else, or in strict mode.
    func readerCompared(_ op: String, _ x: Expr, _ y: Expr, at loc: Loc) throws(ModelError) -> (Double, Double)? {
        // Callbacks run over expressions (the one program, `symbolicAssignments`) read
        // geometry as unknowns: a comparison there is a step the program cannot carry.
        guard feedback.symbolicWrites == nil else { return nil }
        func onlyReads(_ allowed: (ExprVariable) -> Bool) -> Bool { [x, y].allSatisfy { $0.variables.allSatisfy(allowed) } }
        // What the stand-in sides 0 and 1 make of the comparison.
        let taken = ["<", "<=", "!="].contains(op)
        guard onlyReads(Self.isReaderSize) else {
            // A reader's frame in a coordinate space (`proxy.frame(in: .global).minY < 0`) is
            // known only once the layout is placed: not modelled in the reader's content.
            let readsFrames = onlyReads {
                switch $0 {
                case .readerWidth, .readerHeight, .readerFrame: true
                default: false
                }
            }
            guard readsFrames, lenient else { return nil }
            warn("'\(op)' compares a GeometryReader's frame, known only once the layout is placed: taken as \(taken) (not modelled)", at: loc)
            return (0, 1)
        }
        if feedback.resolvesReaders {
            let p = x.constantValue ?? readerResolved(x), q = y.constantValue ?? readerResolved(y)
            if let p, let q { return (p, q) }
            return (0, 1)
        }
        guard lenient else { return nil }
        // Commands that lay out in passes (`LoadedModel.needsPasses`) decide it there.
        feedback.readerText = true
        warn(
            "'\(op)' compares a GeometryReader's size, known only during layout: taken as \(taken) here; solve and compare decide it with the laid-out size",
            at: loc)
        return (0, 1)
    }

    /// Whether `variable` is a GeometryReader's width or height (`proxy.size.width`).
    static func isReaderSize(_ variable: ExprVariable) -> Bool {
        switch variable {
        case .readerWidth, .readerHeight: true
        default: false
        }
    }

    /// A reader-dependent number (`proxy.size.width`) at the readers' sizes of the layout
    /// before; nil when it reads anything else or no layout is known yet.
    func readerResolved(_ number: Expr) -> Double? {
        guard number.variables.allSatisfy(Self.isReaderSize) else {
            return nil
        }
        feedback.readerText = true
        let known = feedback.knownReaders, identities = feedback.readerIdentity
        // A component given as NaN is not known (a size the program decides in its solve).
        let resolved = try? number.evaluate { variable in
            let value: Double? =
                switch variable {
                case .readerWidth(let id): identities[id].flatMap { known[$0] }?.width
                case .readerHeight(let id): identities[id].flatMap { known[$0] }?.height
                default: nil
                }
            return value.flatMap { $0.isNaN ? nil : $0 }
        }
        if resolved == nil { feedback.readerTextUnresolved = true }
        return resolved
    }

    // MARK: - Environment

    /// `@Environment(\.key)`: the nearest `.environment(\.key, value)` above, else the
    /// default of the file's `EnvironmentKey` behind the key, else iOS's default.
    func environmentValue(_ argument: String?, at loc: Loc) throws(ModelError) -> Value {
        let key = Self.environmentKeyName(argument ?? "")
        if let set = feedback.environment.last(where: { $0.key == key }) { return set.value }
        if let decl = environmentKeyDecl(for: key), let property = decl.staticProperties.first(where: { $0.name == "defaultValue" }) {
            return try staticValue(property, at: loc)
        }
        return Self.environmentDefault(argument, sizeClasses: bars.metrics?.sizeClasses ?? .phonePortrait)
    }

    /// `\.safeAreaSize` as `safeAreaSize`.
    static func environmentKeyName(_ path: String) -> String {
        path.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: ".", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// The file's `EnvironmentKey` struct for a key: the one an `extension EnvironmentValues`
    /// property reads (`self[SafeAreaSizeKey.self]`), found by the Swift convention of naming
    /// it after the key (`safeAreaSize` → `SafeAreaSizeKey`), or the file's only one.
    func environmentKeyDecl(for key: String) -> CustomViewDecl? {
        let keys = structs.values.filter { $0.conformances.contains("EnvironmentKey") }
        guard !keys.isEmpty else { return nil }
        let conventional = key.prefix(1).uppercased() + key.dropFirst() + "Key"
        if let decl = keys.first(where: { $0.name == conventional }) { return decl }
        if let decl = keys.first(where: { $0.name.lowercased().hasPrefix(key.lowercased()) }) { return decl }
        return keys.count == 1 ? keys.first : nil
    }
}
