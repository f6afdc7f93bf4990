import ViewTree

// The array methods that take a function, as Swift's Sequence offers them: `filter`, `map`,
// `compactMap`, `flatMap`, `contains(where:)`, `allSatisfy`, `first(where:)`, `last(where:)`,
// `firstIndex(where:)`, `lastIndex(where:)`, `count(where:)`, `max(by:)`, `min(by:)`,
// `prefix(while:)`, `drop(while:)`, `sorted(by:)` and `sorted(using:)`, `reduce(_:_:)` and
// `reduce(into:_:)`. The function is a closure or a key path used as one (SE-0249:
// `habits.filter(\.isDone)`), or a comparison operator where two elements are compared
// (`sorted(by: >)`), and a closure of two arguments over pairs (`enumerated()`,
// `zip`) takes each pair's parts, as Swift destructures the tuple.

extension Evaluator {
    /// A function passed to a sequence method.
    enum ElementFunction {
        case closure(Closure, Env)
        /// `\.isDone`, `\Habit.goal`, `\.self`: the members read, in order.
        case keyPath([String])
        /// `<` or `>` (`<=`, `>=`) as `areInIncreasingOrder` (`sorted(by: >)`, `max(by: <)`).
        case comparison(descending: Bool)
        /// `String.init` (`numbers.map(String.init)`): the text an interpolation shows.
        case stringInit
        /// `Photo.init` of a data type of the file (`(1...12).map(Photo.init)`): an init called
        /// with the element (a pair's parts for an init of two), by the labels of the init
        /// that takes that many (`InitializerFunction`).
        case initializer(CustomViewDecl)
    }

    /// A comparison operator written as an argument (`sorted(by: >)`); nil for anything else.
    static func comparisonOperator(_ argument: Argument) -> ElementFunction? {
        guard case .identifier(let op) = argument.value.kind, ["<", ">", "<=", ">="].contains(op) else { return nil }
        return .comparison(descending: op.hasPrefix(">"))
    }

    /// `String.init`, or the init of a data type of the file, written as an argument; nil for
    /// anything else.
    func initializerFunction(_ argument: Argument) -> ElementFunction? {
        guard case .member(let base, "init", _) = argument.value.kind, case .identifier(let type) = base.kind else { return nil }
        if type == "String" { return .stringInit }
        return structs[typealiases[type] ?? type].map { .initializer($0) }
    }

    /// `value` as a function: a closure or a key path; nil for anything else.
    static func elementFunction(_ value: Value) -> ElementFunction? {
        switch value {
        case .closure(let closure, let env): return .closure(closure, env)
        case .keyPath(let path): return .keyPath(keyPathComponents(path))
        default: return nil
        }
    }

    /// The members a key path reads, in order: `\Item.name` names its root type first, `\.name`
    /// does not; `self` reads nothing.
    static func keyPathComponents(_ path: String) -> [String] {
        var components = path.split(separator: ".").map(String.init)
        if !path.hasPrefix("."), !components.isEmpty { components.removeFirst() }
        return components.filter { $0 != "self" }
    }

    /// `function` applied to one element: a closure of several parameters takes a pair's parts.
    func apply(_ function: ElementFunction, to element: Value, at loc: Loc) throws(ModelError) -> Value {
        switch function {
        case .closure(let closure, let env):
            let arguments = closure.arity > 1 ? spread(element, closure.arity) : [element]
            return try call(closure, env, arguments: arguments, at: loc)
        case .keyPath(let components):
            var value = element
            for name in components { value = try member(of: value, name, at: loc, baseLoc: loc) }
            return value
        case .comparison:
            return .null
        case .stringInit:
            let (text, placeholder) = display(element)
            if placeholder { placeholderStrings.insert(text) }
            return .string(text)
        case .initializer(let decl):
            return try initialized(decl, with: element, at: loc)
        }
    }

    /// `Type.init` applied to `element`: the data type made by its init of one parameter (of
    /// two for a pair, spread), the memberwise init's first stored properties where the file
    /// writes no init. Swift passes a function reference's arguments without their labels;
    /// the labels here are the init's, so that the usual call makes the value.
    private func initialized(_ decl: CustomViewDecl, with element: Value, at loc: Loc) throws(ModelError) -> Value {
        var labels: [String?]
        let pairs = Self.tupleParts(element)
        let arity = pairs.count == 2 && (decl.initializers.contains { $0.parameters.count == 2 } || decl.initializers.isEmpty && Self.memberwise(decl).count == 2) ? 2 : 1
        if let explicit = decl.initializers.first(where: { $0.parameters.count == arity }) {
            labels = explicit.parameters.map(\.label)
        } else {
            labels = Self.memberwise(decl).prefix(arity).map { Optional($0) }
        }
        let values = arity == 2 ? pairs : [element]
        var env = Env()
        var arguments: [Argument] = []
        for (index, value) in values.enumerated() where index < labels.count {
            let name = "$init\(index)"
            env = env.binding(name, value)
            arguments.append(Argument(label: labels[index], value: SyntaxExpr(kind: .identifier(name), loc: loc), loc: loc))
        }
        return try instantiateData(decl, arguments, env, at: loc)
    }

    /// The memberwise init's parameters: the stored properties, a `let` with a value aside.
    static func memberwise(_ decl: CustomViewDecl) -> [String] {
        decl.properties.filter { $0.isStored && !($0.isLet && $0.defaultValue != nil) }.map(\.name)
    }

    /// `function` applied to two values (`sorted(by:)`, `max(by:)`): a key path takes none.
    private func apply(_ function: ElementFunction, _ a: Value, _ b: Value, at loc: Loc) throws(ModelError) -> Value {
        switch function {
        case .closure(let closure, let env): return try call(closure, env, arguments: [a, b], at: loc)
        case .comparison(let descending): return .bool(descending ? Self.ascending(b, a) : Self.ascending(a, b))
        case .keyPath, .stringInit, .initializer: return .null
        }
    }

    /// True when `function` holds for `element` (a predicate returning `true`).
    private func holds(_ function: ElementFunction, _ element: Value, at loc: Loc) throws(ModelError) -> Bool {
        if case .bool(true) = try apply(function, to: element, at: loc) { return true }
        return false
    }

    /// `elements.name(arguments)` for the methods above; nil for other methods, and for these
    /// when their argument is not a function (`contains(x)`, `prefix(2)`), which the caller reads.
    func sequenceMethod(_ elements: [Value], _ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        if name == "reduce" { return try reduced(elements, arguments, env, at: loc) }
        if name == "sorted" { return try sortedElements(elements, arguments, env, at: loc).map(Value.array) }
        guard let argument = arguments.last else { return nil }
        if let comparison = Self.comparisonOperator(argument) {
            guard name == "max" || name == "min" else { return nil }
            return try best(elements, name, comparison, at: loc)
        }
        var function = initializerFunction(argument)
        if function == nil { function = Self.elementFunction(try evaluate(argument.value, env)) }
        guard let function else { return nil }
        switch name {
        case "filter":
            var kept: [Value] = []
            for element in elements where try holds(function, element, at: loc) { kept.append(element) }
            return .array(kept)
        case "map", "compactMap", "flatMap":
            var result: [Value] = []
            for element in elements {
                let value = try apply(function, to: element, at: loc)
                switch (name, value) {
                case ("compactMap", .null): continue
                case ("flatMap", .array(let parts)): result += parts
                default: result.append(value)
                }
            }
            return .array(result)
        case "contains":
            for element in elements where try holds(function, element, at: loc) { return .bool(true) }
            return .bool(false)
        case "allSatisfy":
            for element in elements where !(try holds(function, element, at: loc)) { return .bool(false) }
            return .bool(true)
        case "count":
            var count = 0
            for element in elements where try holds(function, element, at: loc) { count += 1 }
            return .number(.constant(Double(count)))
        case "first", "firstIndex":
            for (index, element) in elements.enumerated() where try holds(function, element, at: loc) {
                return name == "first" ? element : .number(.constant(Double(index)))
            }
            return .null
        case "last", "lastIndex":
            for (index, element) in elements.enumerated().reversed() where try holds(function, element, at: loc) {
                return name == "last" ? element : .number(.constant(Double(index)))
            }
            return .null
        case "prefix", "drop":
            // `prefix(while:)`, `drop(while:)`: up to the first element that does not hold.
            var count = 0
            while count < elements.count, try holds(function, elements[count], at: loc) { count += 1 }
            return .array(Array(name == "prefix" ? elements.prefix(count) : elements.dropFirst(count)))
        case "max", "min":
            return try best(elements, name, function, at: loc)
        default:
            return nil
        }
    }

    /// `max(by: areInIncreasingOrder)` and `min(by:)`: the first of equal elements, as Swift's.
    private func best(_ elements: [Value], _ name: String, _ function: ElementFunction, at loc: Loc) throws(ModelError) -> Value {
        guard var best = elements.first else { return .null }
        for element in elements.dropFirst() {
            let replaces = name == "max" ? try apply(function, best, element, at: loc) : try apply(function, element, best, at: loc)
            if case .bool(true) = replaces { best = element }
        }
        return best
    }

    /// `reduce(0) { $0 + $1 }`, `reduce(0, +)`, `reduce(0, max)` and `reduce(into: 0) { $0 += $1 }`
    /// (the closure's first parameter a `var` it changes in place).
    private func reduced(_ elements: [Value], _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        guard arguments.count == 2 else { throw error("'reduce' takes an initial value and a closure", at: loc, expected: "reduce(0) { $0 + $1 }") }
        var accumulator = try evaluate(arguments[0].value, env)
        let combiner = arguments[1].value
        if case .identifier(let op) = combiner.kind, ["max", "min", "+", "-", "*", "/"].contains(op) {
            // `reduce(0, +)`, `reduce(0, max)`: the operator or function itself.
            for element in elements {
                if op == "max" || op == "min" {
                    guard let a = numberIfAny(accumulator), let b = numberIfAny(element) else {
                        throw error("'\(op)' needs numbers", at: combiner.loc, expected: "numbers")
                    }
                    accumulator = .number(op == "max" ? .max(a, b) : .min(a, b))
                } else {
                    accumulator = try combine(op, accumulator, element, at: combiner.loc)
                }
            }
            return accumulator
        }
        guard case .closure(let closure, let closureEnv) = try evaluate(combiner, env), case .statements(let body) = closure.body else {
            throw error("'reduce' needs a closure or max/min", at: combiner.loc, expected: "reduce(0) { $0 + $1 }")
        }
        guard arguments[0].label == "into" else {
            for element in elements { accumulator = try call(closure, closureEnv, arguments: [accumulator, element], at: loc) }
            return accumulator
        }
        let names = closure.parameters.isEmpty ? ["$0", "$1"] : closure.parameters + ["_"]
        for element in elements {
            try enter(closure.loc, "this closure")
            defer { leave() }
            try tick(at: closure.loc)
            var inner = closureEnv.declaring(names[0], accumulator).binding(names[1], element)
            var nodes: [ViewNode] = []
            _ = try execute(body, &inner, into: &nodes)
            accumulator = inner.lookup(names[0]) ?? .null
        }
        return accumulator
    }

    /// `sorted()` of numbers or strings, `sorted { $0.x < $1.x }`, `sorted(by:)` and
    /// `sorted(using: KeyPathComparator(\.x))` (or an array of comparators, the first deciding
    /// first). Stable, as ties keep their order; elements that cannot be compared keep theirs.
    /// Nil when the argument is none of these.
    private func sortedElements(_ elements: [Value], _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> [Value]? {
        var function: ElementFunction?
        var comparators: [(key: ElementFunction, reverse: Bool)] = []
        if let argument = arguments.last, let comparison = Self.comparisonOperator(argument) {
            function = comparison
        } else if let argument = arguments.last {
            // The closure or the comparators, evaluated once for all the comparisons.
            let value = try evaluate(argument.value, env)
            if argument.label == "using" {
                for comparator in Self.tupleParts(value).isEmpty ? [value] : Self.tupleParts(value) {
                    guard case .enumCase("SortComparator", let parts) = comparator, let key = Self.elementFunction(parts[0]),
                        case .bool(let reverse) = parts[1]
                    else { return nil }
                    comparators.append((key, reverse))
                }
            } else {
                guard let closure = Self.elementFunction(value), case .closure = closure else { return nil }
                function = closure
            }
        }
        func ascending(_ a: Value, _ b: Value) throws(ModelError) -> Bool {
            if let function {
                if case .bool(true) = try apply(function, a, b, at: loc) { return true }
                return false
            }
            if comparators.isEmpty { return Self.ascending(a, b) }
            for (key, reverse) in comparators {
                let p = try apply(key, to: a, at: loc), q = try apply(key, to: b, at: loc)
                if Self.ascending(p, q) { return !reverse }
                if Self.ascending(q, p) { return reverse }
            }
            return false
        }
        // Swift's sort, kept stable by the elements' positions where neither comes first; the
        // closure's first error stops the comparisons and is thrown.
        var failure: ModelError?
        let sorted = elements.enumerated().sorted { a, b in
            guard failure == nil else { return false }
            do throws(ModelError) {
                if try ascending(a.element, b.element) { return true }
                if try ascending(b.element, a.element) { return false }
            } catch {
                failure = error
                return false
            }
            return a.offset < b.offset
        }
        if let failure { throw failure }
        return sorted.map(\.element)
    }

    /// `a < b` for the values Swift's `sorted()` orders: constant numbers, strings, and the
    /// cases of a Comparable system enum; false for anything else.
    static func ascending(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            guard let p = x.constantValue, let q = y.constantValue else { return false }
            return p < q
        case (.string(let x), .string(let y)): return x < y
        default:
            guard let p = comparableCaseRank(a), let q = comparableCaseRank(b) else { return false }
            return p < q
        }
    }
}
