import ViewTree

// Reading a value as the type a parameter expects; nil means "not that type" (another
// overload may fit). Implicit members resolve here, by the expected type.

extension Evaluator {
    /// `value` as `type`, or nil when it is not convertible.
    func convert(_ value: Value, to type: ArgType, nullable: Bool, at loc: Loc) throws(ModelError) -> Arg? {
        if case .null = value { return nullable ? .null : nil }
        // An implicit `.init(…)` is the slot type's initialiser (`.padding(.init(top: 4, …))`,
        // `.frame(width: .init(12))`, `Text(.init("Title"))`), as Swift's type context reads it.
        if case .symbol("init", let arguments?, let env) = value, let constructed = try implicitInit(arguments, env, for: type, at: loc) {
            return try convert(constructed, to: type, nullable: nullable, at: loc)
        }
        // `.constant(x)` for a `@Binding` (previews pass `isPlaying: .constant(true)`): x.
        if case .symbol("constant", let arguments?, let env) = value, arguments.count == 1, arguments[0].label == nil, type != .any {
            return try convert(try evaluate(arguments[0].value, env), to: type, nullable: nullable, at: loc)
        }
        switch type {
        case .any: return .value(value)
        // Bound before it is evaluated (`match`): not a conversion.
        case .syntax: return nil
        case .number: return numberIfAny(value).map(Arg.number)
        case .int:
            guard let number = numberIfAny(value)?.constantValue else { return nil }
            if number.isFinite, number == number.rounded(), abs(number) > 1_000_000_000 {
                throw error(
                    "\(formatLength(number)) is beyond the largest whole number FrameSolver accepts as a count, 1e9 (docs/limits.md)", at: loc,
                    expected: "a whole number of at most 1e9")
            }
            guard let int = Self.wholeNumber(number) else { return nil }
            return .int(int)
        case .string: if case .string(let s) = value { return .string(s) } else { return nil }
        case .bool: if case .bool(let b) = value { return .bool(b) } else { return nil }
        case .color:
            if let color = color(value) { return .color(color) }
            if case .symbol(_, nil, _) = value, let color = try shapeStyleColor(value, at: loc) { return .color(color) }
            return nil
        case .font:
            if let font = try font(value, at: loc) { return .font(font) }
            if case .symbol(let name, _, _) = value {
                if let property = extensionStatics["Font"]?[name], let font = try font(try staticValue(property, at: loc), at: loc) { return .font(font) }
                if lenient {
                    warn("unknown font '.\(name)' replaced by .body", at: loc)
                    return .font(.body)
                }
            }
            return nil
        case .alignment: return symbolName(value).flatMap { Alignment.named[$0] }.map(Arg.alignment)
        case .horizontalAlignment: return symbolName(value).flatMap(HorizontalAlignment.init(rawValue:)).map(Arg.horizontalAlignment)
        case .verticalAlignment: return symbolName(value).flatMap(VerticalAlignment.init(rawValue:)).map(Arg.verticalAlignment)
        case .unitPoint:
            if case .unitPoint(let point) = value { return .unitPoint(point) }
            return symbolName(value).flatMap { UnitPoint.named[$0] }.map(Arg.unitPoint)
        case .contentMode: return symbolName(value).flatMap(AspectRatioSpec.ContentMode.init(rawValue:)).map(Arg.contentMode)
        case .edgeSet: return setOf(value, EdgeSet.named).map(Arg.edgeSet)
        case .axisSet:
            if case .axis(let axis) = value { return .axisSet(AxisSet(axis)) }
            return setOf(value, ["horizontal": AxisSet.horizontal, "vertical": .vertical]).map(Arg.axisSet)
        case .insets:
            if case .insets(let insets) = value { return .insets(insets) }
            if case .symbol("init", let arguments?, let env) = value {
                guard case .insets(let insets) = try ValueConstructors.construct("EdgeInsets", arguments, env, self, at: loc) else { return nil }
                return .insets(insets)
            }
            return nil
        case .size:
            switch value {
            case .size(let w, let h): return .size(w, h)
            case .symbol("zero", nil, _): return .size(0, 0)
            case .symbol("init", let arguments?, let env):
                guard case .size(let w, let h) = try ValueConstructors.construct("CGSize", arguments, env, self, at: loc) else { return nil }
                return .size(w, h)
            default: return nil
            }
        case .point:
            switch value {
            case .point(let x, let y): return .point(x, y)
            case .symbol("zero", nil, _): return .point(0, 0)
            default: return nil
            }
        case .rect:
            if case .rect(let x, let y, let w, let h) = value { return .rect(x, y, w, h) }
            if case .symbol("zero", nil, _) = value { return .rect(0, 0, 0, 0) }
            return nil
        case .views:
            switch value {
            case .views, .color: return .views(try toViews(value, at: loc))
            case .record(let instance) where instance.decl.isShape: return .views(try toViews(value, at: loc))
            case .symbol(let name, nil, _) where ColorValue.standardNames.contains(name): return .views(try toViews(value, at: loc))
            case .symbol: return try styleView(value, at: loc).map(Arg.views)
            case .closure(let closure, _) where closure.parameters.isEmpty: return .views(try toViews(value, at: loc))
            case .unknown where lenient: return .views(try toViews(value, at: loc))
            default: return nil
            }
        case .closure:
            if case .closure(let closure, let env) = value { return .closure(closure, env) }
            return nil
        }
    }

    /// `.init(arguments)` read as the initialiser of the type `type` stands for; nil for a
    /// slot type with no initialiser the model knows (the value then fails to convert).
    private func implicitInit(_ arguments: [Argument], _ env: Env, for type: ArgType, at loc: Loc) throws(ModelError) -> Value? {
        let name: String
        switch type {
        case .number: name = "CGFloat"
        case .int: name = "Int"
        case .color: name = "Color"
        case .insets: name = "EdgeInsets"
        case .size: name = "CGSize"
        case .point: name = "CGPoint"
        case .rect: name = "CGRect"
        case .unitPoint: name = "UnitPoint"
        case .string:
            // `String(x)`, `LocalizedStringKey("x")`: the text of the one unlabeled argument.
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            let text = try evaluate(arguments[0].value, env)
            if case .string = text { return text }
            return nil
        default: return nil
        }
        // Arguments that do not fit this type's initialiser leave the value to another overload.
        return try? ValueConstructors.construct(name, arguments, env, self, at: loc)
    }

    /// The names a parameter of `type` accepts as `.name`, for suggestions.
    static func symbolNames(for type: ArgType) -> [String] {
        switch type {
        case .color: Array(ColorValue.standardNames)
        case .font: TextStyle.allCases.map(\.rawValue) + ["system", "custom"]
        case .alignment: Array(Alignment.named.keys)
        case .horizontalAlignment: HorizontalAlignment.allCases.map(\.rawValue)
        case .verticalAlignment: VerticalAlignment.allCases.map(\.rawValue)
        case .unitPoint: Array(UnitPoint.named.keys)
        case .contentMode: ["fit", "fill"]
        case .edgeSet: Array(EdgeSet.named.keys)
        case .axisSet: ["horizontal", "vertical"]
        case .number: Array(Self.numberConstants.keys)
        default: []
        }
    }

    /// A colour: `Color.red`, `.red`, `Color(white: 0.5)`, a Color view with modifiers.
    func color(_ value: Value) -> ColorValue? {
        switch value {
        case .color(let color): return color
        case .symbol(let name, nil, _) where ColorValue.standardNames.contains(name) || Self.systemColorNames.contains(name): return .named(name)
        case .views(let nodes):
            // `Color.red.opacity(0.5)` is a Color view with an opacity: as a style, a translucent colour.
            guard nodes.count == 1, case .color(let color) = nodes[0].kind else { return nil }
            return nodes[0].attributes.visual.filter { $0.name == "opacity" }.reduce(color) { $0.opacity($1.value ?? 1) }
        default: return nil
        }
    }

    /// A font: `.title`, `.system(size: 20)`, `.system(.title)`, `.custom("Name", size: 20)`.
    func font(_ value: Value, at loc: Loc) throws(ModelError) -> Font? {
        switch value {
        case .font(let font): return font
        case .symbol(let name, nil, _): return TextStyle(rawValue: name).map { Font($0) }
        case .symbol(let name, _?, _) where TextStyle(rawValue: name) != nil: return TextStyle(rawValue: name).map { Font($0) }
        case .symbol(let name, let arguments?, let env) where name == "system" || name == "custom":
            let bound = try bind(arguments, Self.fontSignatures, name: ".\(name)", env: env, at: loc)
            var font: Font
            if let style = bound.font("style") { font = style } else { font = Font(size: try constant(bound, "size", at: loc)) }
            if let weight = bound.value("weight"), let value = try fontWeight(weight, at: bound.loc("weight") ?? loc) { font.weight = value }
            if let design = bound.value("design"), let value = try fontDesign(design, at: bound.loc("design") ?? loc) { font.design = value }
            return font
        default: return nil
        }
    }

    /// `.custom(_:size:relativeTo:)`, `.system(size:weight:design:)`, `.system(_:design:weight:)`.
    private static let fontSignatures = [
        Signature([.unlabeled("name", .string), .labeled("size", .number, optional: false), .labeled("relativeTo", .any)]),
        Signature([.labeled("size", .number, optional: false), .labeled("weight", .any), .labeled("design", .any)]),
        Signature([.unlabeled("style", .font), .labeled("design", .any), .labeled("weight", .any)]),
    ]

    /// The name of an implicit member without arguments.
    func symbolName(_ value: Value) -> String? {
        if case .symbol(let name, nil, _) = value { return name }
        return nil
    }

    /// An option set from `.name` or `[.a, .b]`.
    private func setOf<S: SetAlgebra>(_ value: Value, _ named: [String: S]) -> S? {
        switch value {
        case .symbol(let name, nil, _): return named[name]
        case .array(let elements):
            var result = S()
            for element in elements {
                guard let name = symbolName(element), let member = named[name] else { return nil }
                result.formUnion(member)
            }
            return result
        default: return nil
        }
    }

    /// A bound number that must be known now (a corner radius, an image size, a count).
    func constant(_ bound: BoundArguments, _ key: String, at loc: Loc) throws(ModelError) -> Double {
        guard let number = bound.number(key) else {
            throw error("missing number '\(key)'", at: bound.loc(key) ?? loc, expected: "a number")
        }
        guard let value = number.constantValue else {
            throw error(
                "'\(key)' must be a constant number, not \(number)", at: bound.loc(key) ?? loc,
                expected: "a number known before layout (a literal or a constant)")
        }
        return value
    }
}
