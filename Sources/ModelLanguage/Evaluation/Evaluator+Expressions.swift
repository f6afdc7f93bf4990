import ViewTree

// Expressions: names, members, arithmetic over `Expr` (constants fold, proxy sizes stay
// symbolic), comparisons and booleans for `if`, ranges for ForEach.

extension Evaluator {
    /// Type names that may be used as values (`Color.red`, `HorizontalAlignment.center`).
    static let typeNames: Set<String> = [
        "Color", "Font", "CGFloat", "Double", "Float", "Int", "CGSize", "CGPoint", "CGRect", "EdgeInsets",
        "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Axis", "Edge", "ContentMode",
        "ShapeStyle", "Angle", "ProposedViewSize", "UIColor", "NSColor", "DynamicTypeSize",
    ]

    func evaluate(_ expression: SyntaxExpr, _ env: Env) throws(ModelError) -> Value {
        try enter(expression.loc, "this expression")
        defer { leave() }
        let loc = expression.loc
        switch expression.kind {
        case .number(let value): return .number(.constant(value))
        case .string(let text): return .string(text)
        case .interpolatedString(let segments): return .string(try interpolate(segments, env))
        case .bool(let value): return .bool(value)
        case .nilLiteral: return .null
        case .identifier(let name): return try lookup(name, env, at: loc)
        case .implicitMember(let name): return .symbol(name, arguments: nil, env: env)
        case .member(let base, let name, let nameLoc):
            if case .identifier("self") = base.kind { return try lookupSelf(name, env, at: nameLoc) }
            return try member(of: try evaluate(base, env), name, at: nameLoc, baseLoc: base.loc)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, env, at: loc)
        case .subscripted(let base, let arguments):
            return try subscripted(try evaluate(base, env), arguments, env, at: loc)
        case .closure(let closure): return .closure(closure, env)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, env, at: loc)
        case .prefix(let op, let operand) where op == "..." || op == "..<":
            let bound = try rangeBound(try evaluate(operand, env), op, at: loc)
            return .partialRange(from: nil, through: op == "..." ? bound : bound - 1)
        case .postfix(let op, let operand):
            return .partialRange(from: try rangeBound(try evaluate(operand, env), op, at: loc), through: nil)
        case .prefix(let op, let operand):
            let value = try evaluate(operand, env)
            if op == "-", let number = numberIfAny(value) { return .number(-number) }
            if op == "!", case .bool(let b) = value { return .bool(!b) }
            // Placeholder data: `!unknown` is false (like `unknown` itself in a condition),
            // `-unknown` stays unknown.
            if op == "!", Self.isPlaceholderData(value) { return .bool(false) }
            if op == "-", Self.isPlaceholderData(value) { return value }
            throw error("'\(op)' cannot be applied to \(value.typeDescription)", at: loc, expected: op == "-" ? "a number" : "a boolean")
        case .ternary(let condition, let thenValue, let elseValue):
            return try truth(condition, env) ? evaluate(thenValue, env) : evaluate(elseValue, env)
        case .array(let elements):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, env)) }
            return .array(values)
        case .tuple(let elements):
            // Kept as `Tuple` with its labels (nil when unlabelled) and values.
            var labels: [Value] = [], values: [Value] = []
            for element in elements {
                labels.append(element.label.map(Value.string) ?? .null)
                values.append(try evaluate(element.value, env))
            }
            return .enumCase("Tuple", [.array(labels), .array(values)])
        case .dictionary(let entries):
            // Kept as `Dictionary` with its keys and values in order; `d[key]` finds by value.
            var keys: [Value] = [], values: [Value] = []
            for entry in entries {
                keys.append(try evaluate(entry.key, env))
                values.append(try evaluate(entry.value, env))
            }
            return .enumCase("Dictionary", [.array(keys), .array(values)])
        case .keyPath(let path): return .keyPath(path)
        case .availability(let available): return .bool(available)
        case .patternBinding(let name):
            throw error("'let \(name)' is only allowed in a case pattern", at: loc, expected: "a value")
        }
    }

    // MARK: - Names

    /// A local, a property of the custom view, a file constant, or a type name.
    func lookup(_ name: String, _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        if let value = env.lookup(name) {
            // A state property reads its value of the moment; a local binding stays a binding.
            return env.isLocal(name) ? value : dereferenced(value)
        }
        if let binding = projected(name, env) { return binding }
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            // `$name` of a property that is not state (a `@FocusState`, a view model's): its value.
            return try lookup(String(name.dropFirst()), env, at: loc)
        }
        if let instance = env.instance, let property = instance.computed[name] {
            return try computed(property, instance, at: loc)
        }
        // `rawValue` alone inside one of the enum's own computed properties: `self.rawValue`.
        if name == "rawValue", let selfValue = env.lookup("self"), let raw = enumRawValue(selfValue) { return raw }
        if let value = constants[name] { return dereferenced(value) }
        if let target = typealiases[name], target != name { return try lookup(target, env, at: loc) }
        if Self.typeNames.contains(name) || ViewRegistry.entries[name] != nil || structs[name] != nil || enums[name] != nil
            || extensionStatics[name] != nil
        {
            return .typeName(name)
        }
        if name == "self", let views = env.modifiedViews { return .views(views) }
        if name == "self", let instance = env.instance, instance.decl.isData { return .record(instance) }
        if name == "self", env.instance != nil {
            throw error("'self' must be followed by a property, as in 'self.ratio'", at: loc, expected: "'self.' and a property name")
        }
        if let known = Self.knownOpaqueNames[name] { return known }
        if lenient {
            warn("unknown name '\(name)' replaced by placeholder data", at: loc)
            return .unknown(name)
        }
        let candidates = env.names + Array(constants.keys)
        throw error(
            "unknown name '\(name)'", at: loc,
            expected: (candidates.isEmpty ? "a constant, a property or a closure parameter" : "one of: \(candidates.sorted().joined(separator: ", "))")
                + Self.lenientHint,
            suggestion: Suggestions.nearest(to: name, in: candidates))
    }

    /// Added to strict-mode errors about what lenient mode replaces.
    static let lenientHint = " (without --strict, lenient mode uses a placeholder here)"

    /// Names of the frameworks a view file may read that have no layout meaning.
    static let knownOpaqueNames: [String: Value] = [
        "UUID": .typeName("UUID"), "Date": .typeName("Date"), "URL": .typeName("URL"),
        // System singletons apps read for text or behaviour (`Bundle.main`, `UIDevice.current`).
        "Bundle": .typeName("Bundle"), "ProcessInfo": .typeName("ProcessInfo"), "UserDefaults": .typeName("UserDefaults"),
        "Locale": .typeName("Locale"), "Calendar": .typeName("Calendar"), "TimeZone": .typeName("TimeZone"),
        "NotificationCenter": .typeName("NotificationCenter"), "FileManager": .typeName("FileManager"),
        "UIApplication": .typeName("UIApplication"), "UIDevice": .typeName("UIDevice"), "UIScreen": .typeName("UIScreen"),
        "NSApplication": .typeName("NSApplication"), "NSWorkspace": .typeName("NSWorkspace"),
        // The data of the framework views that fill their space (Map, VideoPlayer, …).
        "CLLocationCoordinate2D": .typeName("CLLocationCoordinate2D"), "MKCoordinateRegion": .typeName("MKCoordinateRegion"),
        "MKCoordinateSpan": .typeName("MKCoordinateSpan"), "MapCameraPosition": .typeName("MapCameraPosition"),
        "AVPlayer": .typeName("AVPlayer"),
    ]

    /// `self.name`: a property of the custom view being built.
    private func lookupSelf(_ name: String, _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        guard let instance = env.instance else {
            throw error("'self' is only available inside a custom view", at: loc, expected: "a name")
        }
        if let value = instance.values[name] { return dereferenced(value) }
        if let property = instance.computed[name] { return try computed(property, instance, at: loc) }
        if let views = env.modifiedViews, name == "content" { return .views(views) }
        let names = Array(instance.values.keys) + Array(instance.computed.keys)
        throw error(
            "'\(instance.decl.name)' has no property '\(name)'", at: loc, expected: "one of: \(names.sorted().joined(separator: ", "))",
            suggestion: Suggestions.nearest(to: name, in: names))
    }

    /// Evaluates a computed property's getter with the instance's properties.
    func computed(_ property: PropertyDecl, _ instance: Instance, at loc: Loc, selfValue: Value? = nil) throws(ModelError) -> Value {
        try enter(loc, "the property '\(property.name)'")
        defer { leave() }
        var env = Env(instance: instance)
        if let selfValue { env = env.binding("self", selfValue) }
        let statements = property.getter ?? []
        let isView = property.type.map { $0.text.contains("View") || $0.text.contains("Scene") } ?? true
        let value = isView ? try evaluateBody(statements, env) : try evaluateValueBody(statements, env)
        if case .views = value { return value }
        return try coerce(value, to: property, at: property.loc)
    }

    // MARK: - Members

    /// `value.name` (not called).
    func member(of value: Value, _ name: String, at loc: Loc, baseLoc: Loc) throws(ModelError) -> Value {
        if let result = try layoutMember(of: value, name, at: loc) { return result }
        switch (value, name) {
        case (.null, _):
            // Optional chaining: a member of nil is nil.
            return .null
        case (.enumCase("Tuple", let parts), _):
            // `pair.0` or `pair.width`.
            guard case .array(let labels) = parts[0], case .array(let values) = parts[1] else { return .null }
            if let index = Int(name), values.indices.contains(index) { return values[index] }
            if let index = labels.firstIndex(where: { if case .string(name) = $0 { true } else { false } }) { return values[index] }
            throw error("the tuple has no member '\(name)'", at: loc, expected: "a label of the tuple or its position")
        case (.enumCase("StyleConfiguration", let parts), _) where Self.configurationMembers.contains(name):
            return parts[Self.configurationMembers.firstIndex(of: name)!]
        case (.typeName(let type), _) where structs[type]?.staticProperties.contains(where: { $0.name == name }) == true:
            // A namespace's constant (`DesignSystem.cornerRadius`), before enum cases.
            return try staticValue(structs[type]!.staticProperties.first { $0.name == name }!, at: loc)
        case (.typeName(let type), _) where structs["\(type).\(name)"] != nil:
            return .typeName("\(type).\(name)")
        case (.typeName(let type), _) where extensionStatics[type]?[name] != nil:
            return try staticValue(extensionStatics[type]![name]!, at: loc)
        case (.typeName("Color"), _):
            return .color(try namedColor(name, at: loc))
        case (.typeName(let type), _) where ["CGFloat", "Double", "Float"].contains(type) && Self.numberConstants[name] != nil:
            return .number(.constant(Self.numberConstants[name]!))
        case (.typeName(let type), _) where ["Int", "Int32", "Int64", "UInt"].contains(type) && Self.integerConstants[name] != nil:
            return .number(.constant(Self.integerConstants[name]!))
        case (.typeName(let type), _) where Self.typeNames.contains(type):
            return .symbol(name, arguments: nil, env: Env())
        case (.typeName(let type), _) where enums[type] != nil && (structs[type] == nil || !enums[type]!.isEmpty):
            if name == "allCases" { return .array(enums[type]!.map { .symbol($0, arguments: nil, env: Env()) }) }
            return .symbol(name, arguments: nil, env: Env())
        case (.typeName(let type), _) where structs[type] != nil:
            guard let property = structs[type]!.staticProperties.first(where: { $0.name == name }) else {
                if lenient {
                    warn("'\(type).\(name)' is not declared; placeholder data", at: loc)
                    return .unknown("\(type).\(name)")
                }
                throw error("'\(type)' has no static member '\(name)'", at: loc, expected: "a static property declared in '\(type)'" + Self.lenientHint)
            }
            return try staticValue(property, at: loc)
        case (.typeName("UIScreen"), "main") where bars.metrics?.screenSize != nil:
            return .opaque("UIScreen.main")
        case (.opaque("UIScreen.main"), _) where (name == "bounds" || name == "nativeBounds") && bars.metrics?.screenSize != nil:
            // The device's screen in points (`nativeBounds` is in pixels: the same rectangle
            // times the scale, which FrameSolver does not know, so it is read as points too).
            let screen = bars.metrics!.screenSize!
            if name == "nativeBounds" { warn("UIScreen.main.nativeBounds is read in points (the screen's scale is not known)", at: loc) }
            return .rect(x: .constant(0), y: .constant(0), width: .constant(screen.width), height: .constant(screen.height))
        case (.typeName(let type), _) where Self.knownOpaqueNames[type] != nil:
            return .opaque(type)
        case (.proxy(let reader), "size"):
            return .size(width: .variable(.readerWidth(reader)), height: .variable(.readerHeight(reader)))
        case (.binding(let key), "wrappedValue"): return current(key)
        case (.binding, "projectedValue"): return value
        case (.rect(let x, _, let w, _), "midX"): return .number(x + w / 2)
        case (.rect(_, let y, _, let h), "midY"): return .number(y + h / 2)
        case (.rect(let x, _, let w, _), "maxX"): return .number(x + w)
        case (.rect(_, let y, _, let h), "maxY"): return .number(y + h)
        case (.size(let width, _), "width"), (.rect(_, _, let width, _), "width"): return .number(width)
        case (.size(_, let height), "height"), (.rect(_, _, _, let height), "height"): return .number(height)
        case (.point(let x, _), "x"), (.rect(let x, _, _, _), "minX"), (.rect(let x, _, _, _), "x"): return .number(x)
        case (.point(_, let y), "y"), (.rect(_, let y, _, _), "minY"), (.rect(_, let y, _, _), "y"): return .number(y)
        case (.rect(let x, let y, _, _), "origin"): return .point(x: x, y: y)
        case (.rect(_, _, let w, let h), "size"): return .size(width: w, height: h)
        case (.dimensions, "size"): return .size(width: .variable(.dimensionWidth), height: .variable(.dimensionHeight))
        case (.dimensions, "width"): return .number(.variable(.dimensionWidth))
        case (.dimensions, "height"): return .number(.variable(.dimensionHeight))
        case (.color, "gradient"), (.symbol(_, _, _), "gradient"): return value
        case (.symbol(let size, nil, _), "isAccessibilitySize") where Self.dynamicTypeSizes.contains(size):
            return .bool(size.hasPrefix("accessibility"))
        case (.proxy, _):
            throw error(
                "'proxy.\(name)' is not supported; a layout-only model reads proxy.size.width and proxy.size.height",
                at: loc, expected: "'size'", suggestion: Suggestions.nearest(to: name, in: ["size"]))
        case (.views, _) where ModifierRegistry.entries[name] != nil, (.color, _) where ModifierRegistry.entries[name] != nil:
            throw error("the modifier '\(name)' needs parentheses", at: loc, expected: "'.\(name)(…)'")
        default:
            if let result = try dataMember(of: value, name, at: loc) { return result }
            throw error("\(value.typeDescription) has no member '\(name)'", at: loc, expected: "a member of \(value.typeDescription)")
        }
    }

    /// `d[.leading]` in an alignmentGuide closure.
    private func subscripted(_ base: Value, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        if let result = try layoutSubscript(base, arguments, env, at: loc) { return result }
        switch base {
        case .array(let elements) where arguments.count == 1:
            guard let number = numberIfAny(try evaluate(arguments[0].value, env))?.constantValue, let index = Self.wholeNumber(number),
                elements.indices.contains(index)
            else {
                throw error("index out of range", at: arguments[0].loc, expected: "an index below \(elements.count)")
            }
            return elements[index]
        case .unknown(let name), .opaque(let name):
            return .unknown("\(name)[]")
        case .enumCase("Dictionary", let parts) where arguments.count == 1:
            guard case .array(let keys) = parts[0], case .array(let values) = parts[1] else { return .null }
            let key = try evaluate(arguments[0].value, env)
            // A missing key is nil, so `d[key] ?? fallback` reads as in Swift.
            return keys.firstIndex { Self.equal($0, key) == true }.map { values[$0] } ?? .null
        default:
            break
        }
        guard case .dimensions = base, arguments.count == 1 else {
            throw error("\(base.typeDescription) cannot be subscripted", at: loc, expected: "d[.leading] inside alignmentGuide")
        }
        let guide = try evaluate(arguments[0].value, env)
        let width = Expr.variable(.dimensionWidth), height = Expr.variable(.dimensionHeight)
        if case .symbol(let name, nil, _) = guide {
            switch name {
            case "leading", "top": return .number(0)
            case "center": return .number(width / 2)
            case "trailing": return .number(width)
            case "bottom", "firstTextBaseline", "lastTextBaseline": return .number(height)
            default: break
            }
        }
        throw error(
            "unknown guide for ViewDimensions", at: arguments[0].loc, expected: "an alignment guide such as .leading or .top")
    }

    // MARK: - Operators

    private func binary(_ op: String, _ lhs: SyntaxExpr, _ rhs: SyntaxExpr, _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        if op == "&&" || op == "||" {
            let left = try truth(lhs, env)
            if op == "&&" && !left { return .bool(false) }
            if op == "||" && left { return .bool(true) }
            return .bool(try truth(rhs, env))
        }
        var a = try evaluate(lhs, env)
        if op == "is", case .string(let type) = rhs.kind {
            return .bool(isInstance(a, of: type, at: loc))
        }
        if op == "as", case .string(let type) = rhs.kind {
            return try fileTypeValue(a, TypeRef(text: type, isOptional: false, isFunction: false), at: loc) ?? a
        }
        if op == "??" {
            // Unknown data has no value to show: the default is what SwiftUI would show for nil.
            if case .null = a { return try evaluate(rhs, env) }
            // A framework value (`url.host`) is known without a warning when it is made; the
            // default shown for it is a stand-in, so it warns (unknown data warned when made).
            if case .opaque(let name) = a { warn("\(name) is not read; the '??' default is shown in its place", at: loc) }
            if Self.isPlaceholderData(a) { return try evaluate(rhs, env) }
            return a
        }
        var b = try evaluate(rhs, env)
        if ["==", "!=", "<", ">", "<=", ">="].contains(op) {
            // While callbacks run after layout the geometry they read is known: compare its values.
            a = settledAfterLayout(a)
            b = settledAfterLayout(b)
        }
        if Self.isPlaceholderData(a) || Self.isPlaceholderData(b) {
            // Unknown data: comparisons are false, arithmetic stays unknown. Unknown data
            // warned when it was made; a framework value (a Date, a URL) did not, so a
            // comparison that picks a branch from one says so.
            if ["==", "!=", "<", ">", "<=", ">="].contains(op) {
                let result = op == "!="
                if case .opaque(let name) = Self.isPlaceholderData(a) ? a : b {
                    warn("\(name) values are not compared; '\(op)' reads as \(result)", at: loc)
                }
                return .bool(result)
            }
            if case .string(let text) = a, op == "+" { return .string(text + Self.placeholderText) }
            if case .unknown(let name) = a { return .unknown(name) }
            if case .unknown(let name) = b { return .unknown(name) }
            // A framework value (a Date, a Decimal) stays one, so that showing the result warns
            // as showing the value would (`Text(total, format: .number)` with `total` a Decimal
            // sum): an unknown made here would show as "Placeholder" without a word.
            if case .opaque(let name) = a { return .opaque(name) }
            if case .opaque(let name) = b { return .opaque(name) }
            return .unknown("\(op)")
        }
        if op == "+", let joined = Self.concatenatedText(a, b) { return .views([joined]) }
        if op == "/", let quotient = integerQuotient(a, b, lhs, rhs, env) { return quotient }
        if ["+", "-", "*", "/"].contains(op) { return try combine(op, a, b, at: loc, operands: (lhs.loc, rhs.loc)) }
        if op == "==" || op == "!=" {
            if let x = numberIfAny(a), let y = numberIfAny(b), x.constantValue == nil || y.constantValue == nil, layoutHost != nil {
                // Layout-time numbers: equal when neither is below the other.
                let below = try less(x, y, at: loc) ?? false
                let above = try less(y, x, at: loc) ?? false
                let equal = !below && !above
                return .bool(op == "==" ? equal : !equal)
            }
            if let x = numberIfAny(a), let y = numberIfAny(b), x.constantValue == nil || y.constantValue == nil,
                let (p, q) = try readerCompared(op, x, y, at: loc)
            {
                return .bool((p == q) == (op == "=="))
            }
            guard let equal = Self.equal(a, b) else {
                throw error("cannot compare \(a.typeDescription) with \(b.typeDescription)", at: loc, expected: "two constant values of the same type")
            }
            return .bool(op == "==" ? equal : !equal)
        }
        if ["<", ">", "<=", ">="].contains(op) {
            // A Comparable system enum (`dynamicTypeSize < .accessibility1`): by case order.
            if let p = Self.comparableCaseRank(a), let q = Self.comparableCaseRank(b) { return .bool(Self.ordered(op, p, q)) }
            // Strings compare as Swift's do (`sorted { $0.name < $1.name }`).
            if case .string(let p) = a, case .string(let q) = b { return .bool(Self.ordered(op, p, q)) }
        }
        guard let x = numberIfAny(a), let y = numberIfAny(b) else {
            let bad = numberIfAny(a) == nil ? (a, lhs.loc) : (b, rhs.loc)
            throw error("'\(op)' needs numbers, got \(bad.0.typeDescription)", at: bad.1, expected: "a number")
        }
        if ["<", ">", "<=", ">="].contains(op), x.constantValue == nil || y.constantValue == nil, layoutHost != nil {
            // Inside a custom layout's code the engine decides (R0: the constraint engine over the piece).
            switch op {
            case "<": return .bool(try less(x, y, at: loc) ?? false)
            case ">": return .bool(try less(y, x, at: loc) ?? false)
            case "<=": return .bool(!(try less(y, x, at: loc) ?? false))
            default: return .bool(!(try less(x, y, at: loc) ?? false))
            }
        }
        var sides: (Double, Double)?
        if let p = x.constantValue, let q = y.constantValue { sides = (p, q) } else { sides = try readerCompared(op, x, y, at: loc) }
        guard let (p, q) = sides else {
            throw error("'\(op)' needs constant numbers here, not sizes known only at layout time", at: loc, expected: "constant numbers")
        }
        switch op {
        case "<": return .bool(p < q)
        case ">": return .bool(p > q)
        case "<=": return .bool(p <= q)
        case ">=": return .bool(p >= q)
        case "%": return .number(.constant(p.truncatingRemainder(dividingBy: q)))
        default:
            guard let lower = Self.wholeNumber(p), let upper = Self.wholeNumber(q) else {
                throw error("a range needs whole-number bounds", at: loc, expected: "a range such as 0..<5")
            }
            guard upper >= lower || (op == "..<" && upper == lower) else {
                throw error("range bounds are reversed (\(lower)\(op)\(upper))", at: loc, expected: "a lower bound not above the upper bound")
            }
            return .range(lower: lower, upper: upper, closed: op == "...")
        }
    }

    /// The cases of `DynamicTypeSize`, SwiftUI's Comparable system enum, smallest first.
    static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    /// The position of a Comparable system enum's case (`.large`, `DynamicTypeSize.xLarge`) in
    /// its declared order, or nil for any other value.
    static func comparableCaseRank(_ value: Value) -> Int? {
        guard case .symbol(let name, nil, _) = value else { return nil }
        return dynamicTypeSizes.firstIndex(of: name)
    }

    /// `a op b` for `+ - * /`: numbers (symbolic ones stay expressions), strings and arrays
    /// joined, and the geometry of CGPoint and CGSize (`p + q`, `s * 2`, `s / 2`).
    func combine(_ op: String, _ a: Value, _ b: Value, at loc: Loc, operands: (Loc, Loc)? = nil) throws(ModelError) -> Value {
        if let x = numberIfAny(a), let y = numberIfAny(b) {
            let result: Expr
            switch op {
            case "+": result = x + y
            case "-": result = x - y
            case "*": result = x * y
            default: result = x / y
            }
            // A length read from the layout times numbers: each number is at most 1e9 and so
            // is every length the layout gives it, but a chain of products is not. The two
            // engines would meet an overflow differently (a value evaluated step by step, a
            // coefficient multiplied out), so a reach beyond 1e36 is the file's error.
            if result.constantValue == nil, Self.reach(result) > Self.largestReach {
                // The numbers the length is multiplied by; where their product with it overflows
                // (`width * 1e300`), the larger operand's reach says which number it was.
                let factor = Self.reach(result) / NumericPolicy.largestMagnitude
                let shown = factor.isFinite ? factor : Swift.max(Self.reach(x), Self.reach(y))
                throw error(
                    "'\(op)' can give a number beyond \(formatLength(Self.largestReach)) here (a length read from the layout, at most 1e9, times numbers up to \(formatLength(shown)))",
                    at: loc, expected: "an expression whose value stays below 1e36 with every layout length at 1e9 (docs/limits.md)")
            }
            return .number(result)
        }
        switch (op, a, b) {
        case ("+", .string(let x), .string(let y)): return .string(x + y)
        case ("+", .array(let x), .array(let y)): return .array(x + y)
        case ("+", .point(let x1, let y1), .point(let x2, let y2)): return .point(x: x1 + x2, y: y1 + y2)
        case ("-", .point(let x1, let y1), .point(let x2, let y2)): return .point(x: x1 - x2, y: y1 - y2)
        case ("+", .size(let w1, let h1), .size(let w2, let h2)): return .size(width: w1 + w2, height: h1 + h2)
        case ("-", .size(let w1, let h1), .size(let w2, let h2)): return .size(width: w1 - w2, height: h1 - h2)
        default: break
        }
        if op == "*" || op == "/", let k = numberIfAny(b) {
            switch a {
            case .point(let x, let y): return op == "*" ? .point(x: x * k, y: y * k) : .point(x: x / k, y: y / k)
            case .size(let w, let h): return op == "*" ? .size(width: w * k, height: h * k) : .size(width: w / k, height: h / k)
            default: break
            }
        }
        if op == "*", let k = numberIfAny(a) {
            switch b {
            case .point(let x, let y): return .point(x: k * x, y: k * y)
            case .size(let w, let h): return .size(width: k * w, height: k * h)
            default: break
            }
        }
        let bad = numberIfAny(a) == nil ? (a, operands?.0 ?? loc) : (b, operands?.1 ?? loc)
        throw error("'\(op)' needs numbers, got \(bad.0.typeDescription)", at: bad.1, expected: "a number")
    }

    /// The most a symbolic length's expression can reach, every layout value at most 1e9 (a
    /// division by a layout value is read as by 1: such a value is checked where it is computed).
    static func reach(_ expr: Expr) -> Double {
        switch expr {
        case .constant(let value): return abs(value)
        case .variable: return NumericPolicy.largestMagnitude
        case .add(let a, let b), .subtract(let a, let b): return reach(a) + reach(b)
        case .multiply(let a, let b): return reach(a) * reach(b)
        case .divide(let a, let b):
            if let divisor = b.constantValue, divisor != 0 { return reach(a) / abs(divisor) }
            return reach(a)
        case .negate(let a): return reach(a)
        case .minimum(let a, let b), .maximum(let a, let b): return max(reach(a), reach(b))
        }
    }

    /// 1e36, four lengths' worth of 1e9: far past any layout (an area times a factor stays
    /// below), and far from overflow (two such numbers multiplied are still finite).
    static let largestReach = 1e36

    /// `x < y`: by value for constants; inside a custom layout's code, the engine decides the
    /// others; nil outside one.
    func less(_ x: Expr, _ y: Expr, at loc: Loc) throws(ModelError) -> Bool? {
        if let p = x.constantValue, let q = y.constantValue { return p < q }
        guard let host = layoutHost else { return nil }
        return try hostCall(at: loc) { try host.isLess(x, y, reason: "cmp_L\(loc.line)") }
    }

    /// The named constants of Swift's floating-point types (`.infinity`, `CGFloat.nan`,
    /// `.greatestFiniteMagnitude`): read as the numbers they are, so that the numeric policy
    /// (docs/limits.md) judges them like any other number, with its own message.
    static let numberConstants: [String: Double] = [
        "infinity": .infinity, "zero": 0, "nan": .nan, "signalingNaN": .nan, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
        "leastNonzeroMagnitude": .leastNonzeroMagnitude, "leastNormalMagnitude": .leastNormalMagnitude, "pi": .pi, "ulpOfOne": .ulpOfOne,
    ]
    /// `Int.max` and `Int.min` as numbers (for lengths; counts reject them as too large).
    static let integerConstants: [String: Double] = ["max": Double(Int.max), "min": Double(Int.min), "zero": 0]

    /// The number in a value, with `.infinity`, `.zero`, `.nan` and the other named constants
    /// read as numbers.
    func numberIfAny(_ value: Value) -> Expr? {
        switch value {
        case .number(let number): number
        case .symbol(let name, nil, _): Self.numberConstants[name].map(Expr.constant) ?? numericExtensionStatic(name)
        default: nil
        }
    }

    /// `.editorMaxColumnWidth` where a number is expected: a static of `extension CGFloat`
    /// (or `Double`, `Float`, `Int`) that the file declares.
    private func numericExtensionStatic(_ name: String) -> Expr? {
        for type in ["CGFloat", "Double", "Float", "Int"] {
            guard let property = extensionStatics[type]?[name], let value = try? staticValue(property, at: property.loc),
                case .number(let number) = value
            else { continue }
            return number
        }
        return nil
    }

    /// An integral value small enough for counts and ranges.
    /// The bound of a partial range (`2...`, `...6`): a constant whole number.
    func rangeBound(_ value: Value, _ op: String, at loc: Loc) throws(ModelError) -> Int {
        guard let number = numberIfAny(value)?.constantValue, let bound = Self.wholeNumber(number) else {
            throw error("'\(op)' needs a whole number, got \(value.typeDescription)", at: loc, expected: "a partial range such as 2... or ...6")
        }
        return bound
    }

    /// `p op q` for one of `<`, `>`, `<=`, `>=`.
    static func ordered<T: Comparable>(_ op: String, _ p: T, _ q: T) -> Bool {
        switch op {
        case "<": p < q
        case ">": p > q
        case "<=": p <= q
        default: p >= q
        }
    }

    static func wholeNumber(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) <= 1_000_000_000 else { return nil }
        return Int(value)
    }

    /// Unknown or opaque data.
    static func isPlaceholderData(_ value: Value) -> Bool {
        switch value {
        case .unknown, .opaque: true
        default: false
        }
    }

    /// `Text("a") + Text("b")`: one Text with both strings.
    private static func concatenatedText(_ a: Value, _ b: Value) -> ViewNode? {
        guard case .views(let x) = a, case .views(let y) = b, x.count == 1, y.count == 1,
            case .text(let first) = x[0].kind, case .text(let second) = y[0].kind
        else { return nil }
        var node = x[0]
        node.kind = .text(first + second)
        node.attributes.placeholder = x[0].attributes.placeholder || y[0].attributes.placeholder
        return node
    }

    static func equal(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            guard let p = x.constantValue, let q = y.constantValue else { return nil }
            return p == q
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.symbol(let x, nil, _), .symbol(let y, nil, _)): return x == y
        case (.symbol(let x, nil, _), .enumCase(let y, _)), (.enumCase(let y, _), .symbol(let x, nil, _)): return x == y
        case (.record(let x), .record(let y)): return x === y
        default: return nil
        }
    }

    /// The elements of a tuple value (`let (a, b) = pair`); placeholder data gives none.
    static func tupleParts(_ value: Value) -> [Value] {
        if case .enumCase("Tuple", let parts) = value, case .array(let values) = parts[1] { return values }
        if case .array(let values) = value { return values }
        return []
    }
}
