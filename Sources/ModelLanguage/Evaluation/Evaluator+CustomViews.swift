import ViewTree

// Custom views as people write them: stored properties with or without defaults, computed
// properties, view-builder content (`let content: Content`, generic `<L: View>`), memberwise
// or explicit `init`s. An instance is not a node: its body's views are spliced (I.4).

extension Evaluator {
    /// The views of `Name(args) { … }`.
    func instantiate(_ decl: CustomViewDecl, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> [ViewNode] {
        try enter(loc, "the custom view '\(decl.name)'")
        activeCustomViews.append(decl.name)
        defer {
            leave()
            activeCustomViews.removeLast()
        }
        guard let body = decl.body else {
            throw error("struct '\(decl.name)' has no 'var body'", at: decl.loc, expected: "'var body: some View { … }'")
        }
        var values: [String: Value] = [:]
        if decl.initializers.isEmpty {
            let params = memberwiseParameters(decl)
            let bound = try bind(arguments, [Signature(params.map(\.param))], name: decl.name, env: env, at: loc)
            for (property, _) in params {
                guard let arg = bound.values[property.name] else { continue }
                // `ProductTile(product: .sample)`: an implicit member of the property's type.
                let given = value(of: arg)
                values[property.name] = try fileTypeValue(given, property.type, at: loc) ?? given
            }
        } else {
            try runInitializer(decl, arguments, env, at: loc, into: &values)
        }
        for property in decl.properties where property.isStored && values[property.name] == nil {
            values[property.name] = try missingValue(property, decl, at: loc)
        }
        let identity = feedback.identity(decl.name, at: loc)
        feedback.instancePath.append(identity)
        defer { feedback.instancePath.removeLast() }
        try bindState(decl, &values, at: loc)
        return try build(body, Env(instance: Instance(decl: decl, values: values)))
    }

    /// A stored property no argument set: its default; `@Environment(\.key)` reads iOS's
    /// default; an optional is nil; `@Binding` gets its type's zero value; anything else is an
    /// error, or placeholder data in lenient mode.
    private func missingValue(_ property: PropertyDecl, _ decl: CustomViewDecl, at loc: Loc) throws(ModelError) -> Value {
        if let defaultValue = property.defaultValue {
            return try coerce(try evaluate(defaultValue, Env()), to: property, at: defaultValue.loc)
        }
        if property.type?.isOptional == true { return .null }
        if property.attributes.contains("Environment") {
            let argument = property.attributeArguments["Environment"]
            if argument?.hasPrefix("\\") == true { return try environmentValue(argument, at: property.loc) }
        }
        // `@Namespace var animation`: SwiftUI always gives one (for matchedGeometryEffect).
        if property.attributes.contains("Namespace") { return .opaque("Namespace.ID") }
        if property.attributes.contains("Binding") || property.attributes.contains("FocusState"),
            let zero = Self.zeroValue(property.type)
        {
            return zero
        }
        let reads = ["Environment", "EnvironmentObject", "ObservedObject", "Bindable"].first { property.attributes.contains($0) }
        if lenient {
            warn("'\(decl.name).\(property.name)' has no value here; placeholder data", at: property.loc)
            return .unknown(property.name)
        }
        if let reads {
            throw error(
                "'\(decl.name).\(property.name)' (@\(reads)) reads data the file does not define", at: property.loc,
                expected: "a property with a default value, or an argument" + Self.lenientHint)
        }
        throw error("missing argument '\(property.name):' in call to '\(decl.name)'", at: loc, expected: signatureDisplay(decl) + Self.lenientHint)
    }

    /// The memberwise initialiser's parameters: stored properties in order, except `let`s
    /// with a value and environment reads.
    private func memberwiseParameters(_ decl: CustomViewDecl) -> [(property: PropertyDecl, param: Param)] {
        decl.properties.compactMap { property in
            guard property.isStored, !(property.isLet && property.defaultValue != nil),
                !property.attributes.contains("Environment"), !property.attributes.contains("EnvironmentObject"),
                !(property.isPrivate && property.defaultValue != nil)
            else { return nil }
            // A `@Binding` takes the binding itself (`$width`), whatever its value's type.
            let type = property.attributes.contains("Binding") ? .any : argType(property.type, decl, defaultValue: property.defaultValue)
            // Every parameter may be left out here; a missing one without a value is reported
            // (or becomes placeholder data) when the instance is completed.
            return (property, Param(label: property.name, type: type, optional: true, nullable: property.type?.isOptional == true, key: property.name))
        }
    }

    /// Binds the matching explicit `init` and runs its `self.x = …` statements.
    func runInitializer(
        _ decl: CustomViewDecl, _ arguments: [Argument], _ env: Env, at loc: Loc, into values: inout [String: Value]
    ) throws(ModelError) {
        let signatures = decl.initializers.map { initializerSignature($0, decl) }
        let bound: BoundArguments
        var relaxed = false
        do {
            bound = try bind(arguments, signatures, name: decl.name, env: env, at: loc)
        } catch {
            guard lenient else { throw error }
            // Lenient: the init's required parameters that the call leaves out (the root,
            // built without arguments) get placeholder data, as memberwise properties do.
            let optional = signatures.map { Signature($0.params.map { var p = $0; p.optional = true; return p }) }
            bound = try bind(arguments, optional, name: decl.name, env: env, at: loc)
            relaxed = true
        }
        let initializer = decl.initializers[bound.signatureIndex]
        var initEnv = Env()
        for parameter in initializer.parameters {
            if let arg = bound.values[parameter.name] {
                initEnv = initEnv.binding(parameter.name, value(of: arg))
            } else if let defaultValue = parameter.defaultValue {
                initEnv = initEnv.binding(parameter.name, try evaluate(defaultValue, Env()))
            } else if relaxed {
                warn("'\(decl.name)' init parameter '\(parameter.name)' has no argument here; placeholder data", at: parameter.loc)
                initEnv = initEnv.binding(parameter.name, .unknown(parameter.name))
            } else {
                initEnv = initEnv.binding(parameter.name, .null)
            }
        }
        for statement in initializer.body {
            if case .expression(let expression) = statement {
                // `self.init(…)`: a delegating init (often in a constrained extension) runs
                // the init it calls; any other call (setup) has no layout effect.
                if case .call(let callee, let arguments) = expression.kind, case .member(let base, "init", _) = callee.kind,
                    case .identifier("self") = base.kind
                {
                    try runInitializer(decl, arguments, initEnv, at: expression.loc, into: &values)
                }
                continue
            }
            switch statement {
            case .assignment(let written, let expression, let statementLoc):
                // `_count = State(initialValue: count)` sets the wrapper of `count`.
                let target = written.hasPrefix("_") && !decl.properties.contains { $0.name == written } ? String(written.dropFirst()) : written
                guard let property = decl.properties.first(where: { $0.name == target && $0.isStored }) else {
                    throw error(
                        "'\(decl.name)' has no stored property '\(target)'", at: statementLoc, expected: "a stored property",
                        suggestion: Suggestions.nearest(to: target, in: decl.properties.map(\.name)))
                }
                values[target] = try coerce(try evaluate(expression, initEnv), to: property, at: expression.loc)
            case .binding(let name, let expression, _):
                initEnv = initEnv.binding(name, try evaluate(expression, initEnv))
            default:
                if lenient {
                    warn("a statement of '\(decl.name).init' other than 'self.property = value' is ignored", at: initializer.loc)
                    continue
                }
                throw error("only 'self.property = value' is supported in an init", at: initializer.loc, expected: "assignments to stored properties")
            }
        }
    }

    /// A value checked against a property's declared type, and converted (`.black` to a color).
    func coerce(_ value: Value, to property: PropertyDecl, at loc: Loc) throws(ModelError) -> Value {
        guard let declared = property.type else { return value }
        // `let style: CardStyle = .init(radius: 4)`, `[Product] = [.init(…), .sample]`, and a
        // tuple type's labels on the literal's elements.
        if let typed = try fileTypeValue(value, declared, at: loc) { return typed }
        if let opaque = Self.opaqueMember(value, declared) { return opaque }
        if lenient, Self.isPlaceholderData(value) { return value }
        let type = argType(declared, nil, defaultValue: nil)
        guard let arg = try convert(value, to: type, nullable: declared.isOptional, at: loc) else {
            throw error(
                "type mismatch: '\(property.name)' is \(declared.text), got \(value.typeDescription)", at: loc, expected: type.description)
        }
        return self.value(of: arg)
    }

    /// `value` read as `declared` where that is one of the file's data types (or an array or
    /// optional of one), as Swift's type context reads an implicit member: `.init(…)` is its
    /// initialiser, `.sample` its static property, `.make(…)` its static function; an array
    /// literal's elements each. Nil when none of these applies.
    func fileTypeValue(_ value: Value, _ declared: TypeRef?, at loc: Loc) throws(ModelError) -> Value? {
        guard var text = declared?.text.replacingOccurrences(of: "?", with: "") else { return nil }
        // `[(name: String, amount: String)] = [("Eggs", "6")]`: the declared type's tuple
        // labels name the literal's elements (a data type's property, a parameter, a typed let).
        if let labels = Self.tupleLabels(text) { return Self.labelingTuples(value, labels) }
        var isArray = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            text = String(text.dropFirst().dropLast())
            isArray = true
        }
        text = typealiases[text] ?? text
        guard let decl = structs[text], decl.body == nil, !decl.conformances.contains("Layout") else { return nil }
        func member(_ value: Value) throws(ModelError) -> Value? {
            guard case .symbol(let name, let arguments, let env) = value else { return nil }
            if name == "init", let arguments { return try instantiateData(decl, arguments, env, at: loc) }
            if arguments == nil, let property = decl.staticProperties.first(where: { $0.name == name }) {
                return try staticValue(property, at: loc)
            }
            if let arguments, let function = decl.staticMethods.first(where: { $0.name == name }) {
                return try callFunction(function, arguments, Env(), env, at: loc)
            }
            return nil
        }
        guard isArray else { return try member(value) }
        guard case .array(let elements) = value else { return nil }
        var changed = false
        var result: [Value] = []
        for element in elements {
            if let typed = try member(element) {
                result.append(typed)
                changed = true
            } else {
                result.append(element)
            }
        }
        return changed ? .array(result) : nil
    }

    /// `let sent: Date = .now`, `Message(sentAt: .now)`: an implicit member of a framework type
    /// the file reads as opaque (`Date`, `URL`, `UUID`, ...) is a value of that type (a Text of
    /// it shows `Placeholder`, with a warning), not the member's name; nil for other values.
    static func opaqueMember(_ value: Value, _ declared: TypeRef?) -> Value? {
        guard case .symbol = value, let declared else { return nil }
        let bare = declared.text.replacingOccurrences(of: "?", with: "").trimmingCharacters(in: .whitespaces)
        return knownOpaqueNames[bare] != nil ? .opaque(bare) : nil
    }

    /// The labels of a tuple type, or of an array's element tuple type (`[(name: String,
    /// price: Double)]`); nil when the type is no labelled tuple.
    static func tupleLabels(_ type: String) -> [String?]? {
        var text = type.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        var parts: [String] = [], current = "", depth = 0
        for character in text.dropFirst().dropLast() {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        let labels: [String?] = parts.map { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !label.isEmpty ? label : nil
        }
        return parts.count > 1 && labels.contains { $0 != nil } ? labels : nil
    }

    /// `value` (a tuple or an array of them) with unlabelled elements named by `labels`.
    static func labelingTuples(_ value: Value, _ labels: [String?]) -> Value {
        switch value {
        case .array(let elements): return .array(elements.map { labelingTuples($0, labels) })
        case .enumCase("Tuple", let parts):
            guard case .array(let written) = parts[0], case .array(let values) = parts[1], values.count == labels.count else { return value }
            let merged = zip(written, labels).map { old, new -> Value in
                if case .null = old, let new { return .string(new) }
                return old
            }
            return .enumCase("Tuple", [.array(merged), .array(values)])
        default: return value
        }
    }

    /// The argument type of a declared type.
    func argType(_ type: TypeRef?, _ decl: CustomViewDecl?, defaultValue: SyntaxExpr?) -> ArgType {
        guard let type else {
            switch defaultValue?.kind {
            case .number?: return .number
            case .string?, .interpolatedString?: return .string
            case .bool?: return .bool
            default: return .any
            }
        }
        if type.isFunction { return .closure }
        switch type.text {
        case "CGFloat", "Double", "Float", "Int": return .number
        case "String", "LocalizedStringKey": return .string
        case "Bool": return .bool
        case "Color": return .color
        case "Font": return .font
        case "CGSize": return .size
        case "CGPoint": return .point
        case "CGRect": return .rect
        case "EdgeInsets": return .insets
        case "Alignment": return .alignment
        case "HorizontalAlignment": return .horizontalAlignment
        case "VerticalAlignment": return .verticalAlignment
        case "UnitPoint": return .unitPoint
        case "Axis.Set": return .axisSet
        case "Edge.Set": return .edgeSet
        case "View", "Content", "AnyView", "Label", "Body": return .views
        default:
            if let decl, decl.genericParameters.contains(type.text) { return .views }
            return .any
        }
    }

    /// A converted argument as a value again (aligned names become implicit members).
    func value(of arg: Arg) -> Value {
        switch arg {
        case .number(let n): .number(n)
        case .int(let i): .number(.constant(Double(i)))
        case .string(let s): .string(s)
        case .bool(let b): .bool(b)
        case .color(let c): .color(c)
        case .font(let f): .font(f)
        case .alignment(let a): Self.symbol(Alignment.named.first { $0.value == a }?.key)
        case .horizontalAlignment(let a): Self.symbol(a.rawValue)
        case .verticalAlignment(let a): Self.symbol(a.rawValue)
        case .unitPoint(let p): .unitPoint(p)
        case .contentMode(let m): Self.symbol(m.rawValue)
        case .edgeSet(let edges):
            .array(EdgeSet.named.filter { ["top", "leading", "bottom", "trailing"].contains($0.key) && edges.contains($0.value) }.map { Self.symbol($0.key) })
        case .axisSet(let axes):
            .array([axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil].compactMap { $0 }.map { Self.symbol($0) })
        case .insets(let i): .insets(i)
        case .size(let w, let h): .size(width: w, height: h)
        case .point(let x, let y): .point(x: x, y: y)
        case .rect(let x, let y, let w, let h): .rect(x: x, y: y, width: w, height: h)
        case .views(let nodes): .views(nodes)
        case .closure(let c, let e): .closure(c, e)
        case .syntax(let expr, let env): (try? evaluate(expr, env)) ?? .null
        case .value(let v): v
        case .null: .null
        }
    }

    private static func symbol(_ name: String?) -> Value { .symbol(name ?? "center", arguments: nil, env: Env()) }

    /// An explicit `init`'s parameters as an overload.
    func initializerSignature(_ initializer: InitializerDecl, _ decl: CustomViewDecl) -> Signature {
        Signature(
            initializer.parameters.map { parameter in
                Param(
                    label: parameter.label, type: argType(parameter.type, decl, defaultValue: nil),
                    optional: parameter.defaultValue != nil, nullable: parameter.type.isOptional, key: parameter.name)
            })
    }

    private func signatureDisplay(_ decl: CustomViewDecl) -> String {
        let signature = decl.initializers.first.map { initializerSignature($0, decl) } ?? Signature(memberwiseParameters(decl).map(\.param))
        return signature.display(decl.name)
    }
}
