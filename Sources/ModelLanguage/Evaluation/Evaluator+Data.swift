import Foundation
import ViewTree

// Data as real view files use it: records of the file's own types (Identifiable items, view
// models), their static samples, arrays and strings with the members views read, enum cases,
// environment values with iOS's defaults, and placeholders for what the file does not define.

extension Evaluator {
    /// The text a placeholder shows in a Text (documented: 11 characters).
    static let placeholderText = "Placeholder"

    /// `Color.name` / `.name` for a colour: SwiftUI's and UIKit's named colours; else an
    /// unknown colour (gray, with a warning, in lenient mode).
    func namedColor(_ name: String, at loc: Loc) throws(ModelError) -> ColorValue {
        if ColorValue.standardNames.contains(name) || Self.systemColorNames.contains(name) { return .named(name) }
        if lenient {
            warn("unknown color '\(name)' replaced by gray", at: loc)
            return .gray
        }
        throw error(
            "unknown color 'Color.\(name)'", at: loc, expected: "a color name such as red, blue or clear" + Self.lenientHint,
            suggestion: Suggestions.nearest(to: name, in: ColorValue.standardNames))
    }

    /// UIKit's semantic colours (`Color(.systemGray6)`, `Color(uiColor: .label)`).
    static let systemColorNames: Set<String> = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
        "placeholderText", "separator", "opaqueSeparator", "link", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "systemRed", "systemBlue", "systemGreen", "systemOrange", "systemYellow", "systemPink",
        "systemPurple", "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown", "darkGray", "lightGray",
        "tertiary", "quaternary",
    ]

    /// A static property's value.
    func staticValue(_ property: PropertyDecl, at loc: Loc) throws(ModelError) -> Value {
        if let defaultValue = property.defaultValue {
            let value = try evaluate(defaultValue, Env())
            return try fileTypeValue(value, property.type, at: defaultValue.loc) ?? value
        }
        if let getter = property.getter {
            let value = try evaluateBody(getter, Env())
            return try fileTypeValue(value, property.type, at: property.loc) ?? value
        }
        throw error("static '\(property.name)' has no value", at: loc, expected: "a static property with a value")
    }

    // MARK: - Members of data

    /// `value.name` for records, arrays, strings, numbers, enum payloads and placeholders;
    /// nil when the value has no such member.
    func dataMember(of value: Value, _ name: String, at loc: Loc) throws(ModelError) -> Value? {
        if let caseName = Self.enumCaseName(value), let decl = enumDeclaring(caseName, property: name),
            let property = decl.properties.first(where: { $0.name == name })
        {
            // A computed property of one of the file's enums (`var title: String { switch
            // self { case .account: "Account" … } }`), with `self` the case.
            return try computed(property, Instance(decl: decl, values: [:]), at: loc, selfValue: value)
        }
        if name == "rawValue", let raw = enumRawValue(value) { return raw }
        switch value {
        case .record(let instance):
            if let stored = instance.values[name] { return stored }
            if let property = instance.computed[name] { return try computed(property, instance, at: loc) }
            if lenient {
                warn("'\(instance.decl.name)' has no property '\(name)'; placeholder data", at: loc)
                return .unknown(name)
            }
            let names = Array(instance.values.keys) + Array(instance.computed.keys)
            throw error(
                "'\(instance.decl.name)' has no property '\(name)'", at: loc, expected: "one of: \(names.sorted().joined(separator: ", "))" + Self.lenientHint,
                suggestion: Suggestions.nearest(to: name, in: names))
        case .array(let elements):
            switch name {
            case "count": return .number(.constant(Double(elements.count)))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .null
            case "last": return elements.last ?? .null
            case "indices": return .range(lower: 0, upper: elements.count, closed: false)
            // `items.lazy.filter(…)`: evaluated eagerly, with the same elements.
            case "lazy": return value
            // An `enumerated()` pair is an array of two: `$0.offset`, `$0.element`.
            case "offset" where elements.count == 2: return elements[0]
            case "element" where elements.count == 2: return elements[1]
            default: break
            }
        case .enumCase("Dictionary", let parts):
            guard case .array(let keys) = parts[0], case .array(let values) = parts[1] else { break }
            switch name {
            case "count": return .number(.constant(Double(keys.count)))
            case "isEmpty": return .bool(keys.isEmpty)
            case "keys": return .array(keys)
            case "values": return .array(values)
            default: break
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "count": return .number(.constant(Double(upper - lower + (closed ? 1 : 0))))
            case "isEmpty": return .bool(upper - lower + (closed ? 1 : 0) <= 0)
            default: break
            }
        case .string(let text):
            switch name {
            case "count": return .number(.constant(Double(text.count)))
            case "isEmpty": return .bool(text.isEmpty)
            case "capitalized", "localizedCapitalized": return .string(text.capitalized)
            case "localizedUppercase": return .string(text.uppercased())
            case "localizedLowercase": return .string(text.lowercased())
            case "last": return text.last.map { .string(String($0)) } ?? .null
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "description", "uuidString": return value
            default: break
            }
        case .number, .bool:
            // `count.description`: the text a string interpolation shows.
            if name == "description" {
                let (text, placeholder) = display(value)
                if placeholder { placeholderStrings.insert(text) }
                return .string(text)
            }
        case .enumCase(_, let payload):
            if name == "image" || name == "value" { return payload.first ?? .null }
            if name == "error" { return .opaque("Error") }
        case .unknown(let base):
            return .unknown("\(base).\(name)")
        case .opaque:
            return .opaque(name)
        case .symbol(let base, _, _) where !Self.refinements.contains(name):
            // `Tab.home.title`: a property of an enum case the file does not declare; unknown.
            // Warned where the case is one of the file's (an app's implicit member such as
            // `.brand.display` is warned by the slot that reads it).
            if lenient {
                if enums.values.contains(where: { $0.contains(base) }) {
                    warn("'.\(base).\(name)' is not declared; placeholder data", at: loc)
                } else if base == "init" || structs.values.contains(where: { $0.staticProperties.contains { $0.name == base } }) {
                    // `.init(…)` or `.sample` where no declared type of the file says whose (an
                    // app's token such as `.brand.display` is warned by the slot that reads it).
                    warn("'.\(base)' has no type FrameSolver knows here to read '\(name)' from; placeholder data", at: loc)
                }
                return .unknown("\(base).\(name)")
            }
        default:
            break
        }
        return nil
    }

    /// `value.name(args)` for data: array and string methods, record methods, placeholders.
    func dataMethod(_ base: Value, _ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        if let value = try affineMethod(base, name, arguments, env, at: loc) { return value }
        switch base {
        case .record(let instance):
            if let method = instance.decl.methods.first(where: { $0.name == name }) {
                return try callFunction(method, arguments, Env(instance: instance), env, at: loc)
            }
        case .array(let elements):
            if let value = try sequenceMethod(elements, name, arguments, env, at: loc) { return value }
            func count() throws(ModelError) -> Int? {
                guard let first = arguments.first, let number = numberIfAny(try evaluate(first.value, env))?.constantValue,
                    let n = Self.wholeNumber(number)
                else { return nil }
                return max(0, n)
            }
            switch name {
            case "prefix", "suffix", "dropFirst", "dropLast":
                // `prefix(2)`; `dropFirst()` drops one. A count that is not a known whole number
                // is not guessed: the caller's placeholder warns.
                guard let n = arguments.isEmpty && name.hasPrefix("drop") ? 1 : try count() else { break }
                switch name {
                case "prefix": return .array(Array(elements.prefix(n)))
                case "suffix": return .array(Array(elements.suffix(n)))
                case "dropFirst": return .array(Array(elements.dropFirst(n)))
                default: return .array(Array(elements.dropLast(n)))
                }
            case "reversed": return .array(elements.reversed())
            case "shuffled": return base
            case "joined":
                // `names.joined(separator: ", ")`: the elements' texts.
                var separator = ""
                if let argument = arguments.first {
                    guard case .string(let text) = try evaluate(argument.value, env) else { break }
                    separator = text
                }
                var texts: [String] = []
                var placeholder = false
                for element in elements {
                    guard case .string = element else { return .unknown(name) }
                    let (text, isPlaceholder) = display(element)
                    texts.append(text)
                    placeholder = placeholder || isPlaceholder
                }
                let joined = texts.joined(separator: separator)
                if placeholder { placeholderStrings.insert(joined) }
                return .string(joined)
            case "enumerated":
                return .array(elements.enumerated().map { .array([.number(.constant(Double($0.offset))), $0.element]) })
            case "contains", "firstIndex", "lastIndex":
                // `contains(x)`, `firstIndex(of: x)`: by value (a predicate was read above).
                guard let argument = arguments.last else { break }
                let value = try evaluate(argument.value, env)
                let matches = elements.indices.filter { Self.equal(elements[$0], value) == true }
                if name == "contains" { return .bool(!matches.isEmpty) }
                return (name == "firstIndex" ? matches.first : matches.last).map { .number(.constant(Double($0))) } ?? .null
            default: break
            }
        case .string(let text):
            if let value = try stringMethod(text, name, arguments, env) { return value }
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "prefix":
                guard let first = arguments.first, let n = numberIfAny(try evaluate(first.value, env))?.constantValue else { return base }
                return .string(String(text.prefix(NumericPolicy.count(n, atMost: text.count))))
            case "trimmingCharacters":
                // `.whitespaces` or `.whitespacesAndNewlines`; another set leaves the text as is.
                guard let argument = arguments.first, case .symbol(let set, nil, _) = try evaluate(argument.value, env) else { return base }
                switch set {
                case "whitespaces": return .string(text.trimmingCharacters(in: .whitespaces))
                case "whitespacesAndNewlines": return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
                default: return base
                }
            default: break
            }
        case .number(let number):
            if let constant = number.constantValue, let value = try numberMethod(constant, name, arguments, env) { return value }
            if name == "formatted", let constant = number.constantValue {
                // `x.formatted()` is the `.number` style; `x.formatted(style)` the style written.
                guard let style = arguments.first, arguments.count == 1, style.label == nil else {
                    return .string(NumberFormat(base: .number).string(constant))
                }
                return .string(try formatted(base, style: style.value, env) ?? formatLength(constant))
            }
        case .unknown(let text):
            return .unknown("\(text).\(name)()")
        case .opaque:
            return .opaque(name)
        default:
            break
        }
        if lenient, case .views = base { return nil }
        if lenient {
            warn("'\(name)(…)' on \(base.typeDescription) is not understood; placeholder data", at: loc)
            return .unknown(name)
        }
        return nil
    }

    /// The string methods views use, as Swift computes them: `split(separator:)` (a Character
    /// or a String) and `components(separatedBy:)`, `hasPrefix`, `hasSuffix`, `contains`,
    /// `localizedCaseInsensitiveContains`, `replacingOccurrences(of:with:)`, `reversed()`
    /// (a string again, as `String(s.reversed())` makes it), `suffix(n)`, `dropFirst(n)`,
    /// `dropLast(n)`; nil when the arguments are not understood.
    private func stringMethod(_ text: String, _ name: String, _ arguments: [Argument], _ env: Env) throws(ModelError) -> Value? {
        guard Self.stringMethods.contains(name) else { return nil }
        var strings: [String] = []
        var counts: [Int] = []
        for argument in arguments {
            switch try evaluate(argument.value, env) {
            case .string(let s): strings.append(s)
            case .number(let n): if let c = n.constantValue.flatMap(Self.wholeNumber), c >= 0 { counts.append(c) }
            default: return nil
            }
        }
        switch (name, strings.count, counts.count) {
        case ("split", 1, 0):
            guard !strings[0].isEmpty else { return nil }
            return .array(text.split(separator: strings[0]).map { .string(String($0)) })
        case ("components", 1, 0):
            guard !strings[0].isEmpty else { return nil }
            return .array(text.components(separatedBy: strings[0]).map(Value.string))
        case ("hasPrefix", 1, 0): return .bool(text.hasPrefix(strings[0]))
        case ("hasSuffix", 1, 0): return .bool(text.hasSuffix(strings[0]))
        case ("contains", 1, 0): return .bool(strings[0].isEmpty || text.contains(strings[0]))
        case ("localizedCaseInsensitiveContains", 1, 0): return .bool(text.localizedCaseInsensitiveContains(strings[0]))
        case ("replacingOccurrences", 2, 0):
            guard !strings[0].isEmpty else { return .string(text) }
            return .string(text.replacingOccurrences(of: strings[0], with: strings[1]))
        case ("reversed", 0, 0): return .string(String(text.reversed()))
        case ("suffix", 0, 1): return .string(String(text.suffix(counts[0])))
        case ("dropFirst", 0, 0), ("dropFirst", 0, 1): return .string(String(text.dropFirst(counts.first ?? 1)))
        case ("dropLast", 0, 0), ("dropLast", 0, 1): return .string(String(text.dropLast(counts.first ?? 1)))
        default: return nil
        }
    }

    /// The names `stringMethod` computes.
    static let stringMethods: Set<String> = [
        "split", "components", "hasPrefix", "hasSuffix", "contains", "localizedCaseInsensitiveContains", "replacingOccurrences", "reversed",
        "suffix", "dropFirst", "dropLast",
    ]

    /// `x.rounded()` (or `.rounded(.up)`, `.down`, `.towardZero`, `.awayFromZero`,
    /// `.toNearestOrEven`) and `n.isMultiple(of: k)` on a known number; nil for other methods.
    private func numberMethod(_ x: Double, _ name: String, _ arguments: [Argument], _ env: Env) throws(ModelError) -> Value? {
        switch name {
        case "rounded":
            guard let argument = arguments.first else { return .number(.constant(x.rounded())) }
            guard case .symbol(let rule, nil, _) = try evaluate(argument.value, env) else { return nil }
            let rules: [String: FloatingPointRoundingRule] = [
                "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
            ]
            return rules[rule].map { .number(.constant(x.rounded($0))) }
        case "isMultiple":
            guard let argument = arguments.first, let k = numberIfAny(try evaluate(argument.value, env))?.constantValue,
                let n = Self.wholeNumber(x), let m = Self.wholeNumber(k)
            else { return nil }
            return .bool(m == 0 ? n == 0 : n % m == 0)
        default:
            return nil
        }
    }

    /// The case an enum value names: `.account`, or `.loaded(x)` with its payload.
    static func enumCaseName(_ value: Value) -> String? {
        switch value {
        // A case with its payload (`.shipped(days: 2)`) too: its computed properties switch on it.
        case .symbol(let name, _, _): name
        case .enumCase(let name, _) where name != "Tuple" && name != "Dictionary" && name != "StyleConfiguration": name
        default: nil
        }
    }

    /// `rawValue` of a case of one of the file's enums with a String or integer raw type: the
    /// literal written after the case, else (Swift's implicit raw values) the case's name for
    /// String and one more than the previous case's value, from 0, for integers. Nil for other
    /// values and enums without a raw type.
    func enumRawValue(_ value: Value) -> Value? {
        guard let caseName = Self.enumCaseName(value) else { return nil }
        for decl in structs.values where decl.enumCases.contains(caseName) {
            guard let rawType = decl.conformances.first else { continue }
            if rawType == "String" {
                if case .string(let text)? = decl.enumRawValues[caseName] { return .string(text) }
                return .string(caseName)
            }
            guard Self.integerRawTypes.contains(rawType) else { continue }
            var next = 0.0
            for name in decl.enumCases {
                if case .number(let number)? = decl.enumRawValues[name] { next = number }
                if name == caseName { return .number(.constant(next)) }
                next += 1
            }
        }
        return nil
    }

    static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The file's enum that has the case `caseName` and a computed property `property`.
    func enumDeclaring(_ caseName: String, property: String) -> CustomViewDecl? {
        structs.values.first { decl in
            decl.enumCases.contains(caseName) && decl.properties.contains { $0.name == property && $0.getter != nil }
        }
    }

    // MARK: - Functions

    /// Calls a function of a struct or of `extension View` with `arguments` evaluated in `callerEnv`.
    func callFunction(_ function: FunctionDecl, _ arguments: [Argument], _ scope: Env, _ callerEnv: Env, at loc: Loc) throws(ModelError) -> Value {
        try enter(loc, "the function '\(function.name)'")
        defer { leave() }
        let signature = Signature(
            function.parameters.map { parameter in
                Param(
                    label: parameter.label, type: parameter.type.isFunction ? .closure : .any,
                    optional: parameter.defaultValue != nil, nullable: true, key: parameter.name)
            })
        let bound = try bind(arguments, [signature], name: function.name, env: callerEnv, at: loc)
        var env = scope
        for parameter in function.parameters {
            if let arg = bound.values[parameter.name] {
                let given = value(of: arg)
                env = env.binding(parameter.name, try fileTypeValue(given, parameter.type, at: loc) ?? given, integer: Self.integerType(parameter.type.text))
            } else if let defaultValue = parameter.defaultValue {
                env = env.binding(parameter.name, try evaluate(defaultValue, scope), integer: Self.integerType(parameter.type.text))
            }
        }
        return try evaluateBody(function.body, env)
    }

    /// A method of the custom view being built (`header(title: "x")`), if there is one.
    func method(_ name: String, _ env: Env) -> FunctionDecl? {
        env.instance?.decl.methods.first { $0.name == name }
    }

    /// A `ViewModifier` record applied with `.modifier(X())`: its `body(content:)` with `content` bound.
    func applyViewModifier(_ instance: Instance, to nodes: [ViewNode], at loc: Loc) throws(ModelError) -> [ViewNode] {
        guard let body = instance.decl.methods.first(where: { $0.name == "body" }) else { return nodes }
        try enter(loc, "the modifier '\(instance.decl.name)'")
        defer { leave() }
        var env = Env(instance: instance)
        env.modifiedViews = nodes
        for parameter in body.parameters { env = env.binding(parameter.name, .views(nodes)) }
        return try toViews(try evaluateBody(body.body, env), at: loc)
    }

    /// The members of a style's `configuration` (`ButtonStyleConfiguration`,
    /// `LabelStyleConfiguration`, `ToggleStyleConfiguration`), in the order they are stored.
    static let configurationMembers = ["label", "icon", "title", "content", "isPressed", "isOn", "role"]

    /// A custom `ButtonStyle` / `LabelStyle` / `ToggleStyle` of the file applied to one control:
    /// its `makeBody(configuration:)` with `configuration.label` (`icon`, `title`) the control's
    /// parts; the result keeps the control's name. Nil when the type has no `makeBody`.
    func applyStyleBody(_ instance: Instance, label: [ViewNode], icon: [ViewNode], title: [ViewNode], control: String, at loc: Loc) throws(ModelError)
        -> ViewNode?
    {
        guard let makeBody = instance.decl.methods.first(where: { $0.name == "makeBody" }) else { return nil }
        try enter(loc, "the style '\(instance.decl.name)'")
        defer { leave() }
        let configuration = Value.enumCase(
            "StyleConfiguration", [.views(label), .views(icon), .views(title), .views(label), .bool(false), .bool(false), .null])
        var env = Env(instance: instance)
        for parameter in makeBody.parameters { env = env.binding(parameter.name, configuration) }
        let nodes = try toViews(try evaluateBody(makeBody.body, env), at: loc)
        let result = nodes.count == 1 ? nodes[0] : ViewNode.implicitContainer(nodes, .stack(StackSpec(axis: .vertical)))
        guard let result else { return nil }
        return mark(result, control)
    }

    /// A function of `extension View` applied as a modifier: `self` is the views.
    func applyViewExtension(_ function: FunctionDecl, to nodes: [ViewNode], _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> [ViewNode] {
        var scope = Env()
        scope.modifiedViews = nodes
        return try toViews(try callFunction(function, arguments, scope, env, at: loc), at: loc)
    }

    // MARK: - Records

    /// `Item(name: "A")` for a data type of the file: memberwise, defaults for the rest.
    func instantiateData(_ decl: CustomViewDecl, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        try enter(loc, "'\(decl.name)'")
        defer { leave() }
        let stored = decl.properties.filter { $0.isStored && !($0.isLet && $0.defaultValue != nil) }
        let params = stored.map { property in
            Param(
                label: property.name, type: property.attributes.contains("Binding") ? .any : argType(property.type, decl, defaultValue: property.defaultValue),
                optional: true, nullable: true, key: property.name)
        }
        var values: [String: Value] = [:]
        let initializers = decl.initializers.map { initializerSignature($0, decl) }
        if !initializers.isEmpty, (try? bind(arguments, initializers, name: decl.name, env: env, at: loc)) != nil {
            // An explicit init the call matches (`Item("x")` for `init(_ name: String)`): its
            // `self.x = …` statements set the properties.
            try runInitializer(decl, arguments, env, at: loc, into: &values)
        } else if let bound = try? bind(arguments, [Signature(params)], name: decl.name, env: env, at: loc) {
            for property in stored {
                guard let arg = bound.values[property.name] else { continue }
                let given = value(of: arg)
                if let opaque = Self.opaqueMember(given, property.type) {
                    values[property.name] = opaque
                } else {
                    values[property.name] = try fileTypeValue(given, property.type, at: loc) ?? given
                }
            }
        } else if !arguments.isEmpty {
            // An init FrameSolver did not read (its body is more than assignments), or arguments
            // of no init: the properties keep their defaults, which the layout may not show.
            warn("'\(decl.name)(…)' matches no init FrameSolver reads; its properties keep their defaults", at: loc)
        }
        for property in decl.properties where property.isStored && values[property.name] == nil {
            if let defaultValue = property.defaultValue {
                let value = try evaluate(defaultValue, Env())
                values[property.name] = try fileTypeValue(value, property.type, at: defaultValue.loc) ?? value
            } else {
                values[property.name] = Self.zeroValue(property.type) ?? .unknown(property.name)
            }
        }
        try bindState(decl, &values, at: loc)
        return .record(Instance(decl: decl, values: values))
    }

    /// The value of a declared type when nothing gives one: false, 0, "", [], nil.
    static func zeroValue(_ type: TypeRef?) -> Value? {
        guard let type else { return nil }
        if type.isOptional { return .null }
        switch type.text {
        case "Bool": return .bool(false)
        case "CGFloat", "Double", "Float", "Int": return .number(.constant(0))
        case "String": return .string("")
        case "CGSize": return .size(width: .constant(0), height: .constant(0))
        case "CGPoint": return .point(x: .constant(0), y: .constant(0))
        case "CGRect": return .rect(x: .constant(0), y: .constant(0), width: .constant(0), height: .constant(0))
        default: return type.text.hasPrefix("[") ? .array([]) : nil
        }
    }

    /// `@Environment(\.key)`: iOS's default for the key (light mode; the size classes of the
    /// screen, an iPhone upright on a bare canvas), or opaque.
    static func environmentDefault(_ argument: String?, sizeClasses: SizeClasses = .phonePortrait) -> Value {
        let key = argument.map { $0.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: ".", with: "") } ?? ""
        func symbol(_ name: String) -> Value { .symbol(name, arguments: nil, env: Env()) }
        switch key {
        case "colorScheme": return symbol("light")
        case "horizontalSizeClass": return symbol(sizeClasses.horizontal.rawValue)
        case "verticalSizeClass": return symbol(sizeClasses.vertical.rawValue)
        case "dynamicTypeSize": return symbol("large")
        case "layoutDirection": return symbol("leftToRight")
        case "isEnabled": return .bool(true)
        case "isSearching", "isPresented", "isFocused": return .bool(false)
        case "displayScale": return .number(.constant(3))
        case "defaultMinListRowHeight": return .number(.constant(ListMetrics.rowMinHeight))
        default: return .opaque(key.isEmpty ? "environment value" : key)
        }
    }
}

extension Evaluator {
    /// Shape styles that are not colours: hierarchical styles, materials, gradients.
    static let shapeStyleNames: Set<String> = [
        "tint", "foreground", "background", "selection", "separator", "placeholder", "link", "fill", "windowBackground",
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient", "shadow", "image",
    ]

    /// The colour of a drawing modifier's argument: a colour, nil for another shape style;
    /// an unknown `.name` is an unknown colour (gray in lenient mode, else an error).
    func shapeStyleColor(_ value: Value?, at loc: Loc) throws(ModelError) -> ColorValue? {
        guard let value else { return nil }
        if let color = color(value) { return color }
        switch value {
        case .symbol(let name, _, _) where Self.shapeStyleNames.contains(name): return nil
        case .symbol(let name, nil, _):
            if let property = extensionStatics["Color"]?[name] ?? extensionStatics["ShapeStyle"]?[name] {
                return color(try staticValue(property, at: loc))
            }
            return try namedColor(name, at: loc)
        default: return nil
        }
    }

    /// A shape style written where a view is expected (`.background(.ultraThinMaterial)`).
    func styleView(_ value: Value, at loc: Loc) throws(ModelError) -> [ViewNode]? {
        switch value {
        case .symbol(let name, _, _) where Self.shapeStyleNames.contains(name):
            return [try box(name.prefix(1).uppercased() + name.dropFirst(), at: loc)]
        case .symbol(let name, let arguments, let env) where Self.shapeMemberNames.contains(name):
            return [try shapeMember(name, arguments ?? [], env, at: loc)]
        case .symbol(_, nil, _):
            guard let color = try shapeStyleColor(value, at: loc) else { return nil }
            return [try node(.color(color), at: loc)]
        default:
            return nil
        }
    }
}

extension Evaluator {
    /// Shape's static members (iOS 17), written where a shape is expected:
    /// `.background(.red, in: .rect(cornerRadius: 12))`, `.clipShape(.capsule)`.
    static let shapeMemberNames: Set<String> = ["rect", "capsule", "circle", "ellipse", "containerRelative"]

    /// The shape view a static member names: `.rect` a Rectangle, `.rect(cornerRadius:)` and
    /// `.rect(cornerSize:)` a RoundedRectangle, `.rect(cornerRadii:)` and
    /// `.rect(topLeadingRadius:…)` an UnevenRoundedRectangle, `.capsule(style:)` a Capsule,
    /// `.circle`, `.ellipse`, `.containerRelative` a ContainerRelativeShape. A shape fills its
    /// frame, so only the drawing tells them apart.
    func shapeMember(_ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> ViewNode {
        let bound = try bind(arguments, Self.shapeMemberSignatures[name] ?? [Signature([])], name: ".\(name)", env: env, at: loc)
        switch name {
        case "rect":
            switch bound.signatureIndex {
            case 1: return try node(.shape(.roundedRectangle(cornerRadius: try constant(bound, "cornerRadius", at: loc))), at: loc)
            case 2: return try node(.shape(.roundedRectangle(cornerRadius: bound.size("cornerSize")?.width.constantValue ?? 0)), at: loc)
            case 3, 4: return try box("UnevenRoundedRectangle", at: loc)
            default: return try node(.shape(.rectangle), at: loc)
            }
        case "capsule": return try node(.shape(.capsule), at: loc)
        case "circle": return try node(.shape(.circle), at: loc)
        case "ellipse": return try node(.shape(.ellipse), at: loc)
        default: return try box("ContainerRelativeShape", at: loc)
        }
    }

    private static let shapeMemberSignatures: [String: [Signature]] = [
        "rect": [
            Signature([]),
            Signature([.labeled("cornerRadius", .number, optional: false), .labeled("style", .any)]),
            Signature([.labeled("cornerSize", .size, optional: false), .labeled("style", .any)]),
            Signature([.labeled("cornerRadii", .any, optional: false), .labeled("style", .any)]),
            Signature([
                .labeled("topLeadingRadius", .number), .labeled("bottomLeadingRadius", .number), .labeled("bottomTrailingRadius", .number),
                .labeled("topTrailingRadius", .number), .labeled("style", .any),
            ]),
        ],
        "capsule": [Signature([.labeled("style", .any)])],
    ]

    /// The fill `background(_:in:)` and `overlay(_:in:)` give their shape: the style's colour
    /// or gradient;
    /// without a style, SwiftUI's default, the background style (white in light mode); for a
    /// style no colour stands for (a material, `.tint`, data the file does not define), the
    /// light neutral fill (`tertiarySystemFill`). Without a fill the shape would be drawn in
    /// the foreground colour, black, over the view it backs.
    func shapeFill(_ value: Value?, given: Bool, at loc: Loc) throws(ModelError) -> VisualModifier {
        guard given, let value else { return VisualModifier("fill", color: .named("systemBackground")) }
        if let gradient = try gradient(of: value, at: loc) { return VisualModifier("fill", gradient: gradient) }
        if let color = try shapeStyleColor(value, at: loc) { return VisualModifier("fill", color: color) }
        return VisualModifier("fill", color: .named("tertiarySystemFill"))
    }
}
