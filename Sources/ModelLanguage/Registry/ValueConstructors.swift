import ViewTree

/// Values written as calls: `CGSize(width:height:)`, `EdgeInsets(…)`, `Color(white:)`,
/// `min`/`max`, numeric conversions.
enum ValueConstructors {
    static let names = [
        "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "Alignment", "Color", "min", "max", "CGFloat", "Double", "Float", "Int",
    ]

    private static let signatures: [String: [Signature]] = [
        "CGSize": [Signature([.labeled("width", .number, optional: false), .labeled("height", .number, optional: false)])],
        "CGPoint": [Signature([.labeled("x", .number, optional: false), .labeled("y", .number, optional: false)])],
        "CGRect": [
            Signature([
                .labeled("x", .number, optional: false), .labeled("y", .number, optional: false),
                .labeled("width", .number, optional: false), .labeled("height", .number, optional: false),
            ]),
            Signature([.labeled("origin", .point, optional: false), .labeled("size", .size, optional: false)]),
        ],
        "EdgeInsets": [
            Signature([.labeled("top", .number), .labeled("leading", .number), .labeled("bottom", .number), .labeled("trailing", .number)])
        ],
        "UnitPoint": [Signature([.labeled("x", .number, optional: false), .labeled("y", .number, optional: false)])],
        "Alignment": [Signature([.labeled("horizontal", .any, optional: false), .labeled("vertical", .any, optional: false)])],
        "Color": [
            Signature([.labeled("white", .number, optional: false), .labeled("opacity", .number)]),
            Signature([
                .labeled("red", .number, optional: false), .labeled("green", .number, optional: false),
                .labeled("blue", .number, optional: false), .labeled("opacity", .number),
            ]),
            // `Color(.sRGB, red:…)` and `Color(.displayP3, white:…)`: before `Color(_ color:)`, which
            // would read `.sRGB` as an unknown colour name.
            Signature([
                .unlabeled("space", .any), .labeled("red", .number, optional: false), .labeled("green", .number, optional: false),
                .labeled("blue", .number, optional: false), .labeled("opacity", .number),
            ]),
            Signature([.unlabeled("space", .any), .labeled("white", .number, optional: false), .labeled("opacity", .number)]),
            Signature([.unlabeled("name", .string), .labeled("bundle", .any)]),
            Signature([.unlabeled("color", .color)]),
            Signature([.labeled("uiColor", .color, optional: false)]),
            Signature([.labeled("nsColor", .color, optional: false)]),
            Signature([.labeled("hex", .any, optional: false)]),
            Signature([
                .labeled("hue", .number, optional: false), .labeled("saturation", .number, optional: false), .labeled("brightness", .number, optional: false),
                .labeled("opacity", .number),
            ]),
        ],
        "min": [Signature([.unlabeled("a", .number), .unlabeled("b", .number)])],
        "max": [Signature([.unlabeled("a", .number), .unlabeled("b", .number)])],
        "CGFloat": [Signature([.unlabeled("value", .number)])],
        "Double": [Signature([.unlabeled("value", .number)])],
        "Float": [Signature([.unlabeled("value", .number)])],
        "Int": [Signature([.unlabeled("value", .number)])],
    ]

    /// `Color.RGBColorSpace`'s cases (FrameSolver draws every space alike).
    static let colorSpaces: Set<String> = ["sRGB", "sRGBLinear", "displayP3"]

    static func construct(_ name: String, _ arguments: [Argument], _ env: Env, _ evaluator: Evaluator, at loc: Loc) throws(ModelError) -> Value {
        if name == "min" || name == "max", arguments.count > 2, arguments.allSatisfy({ $0.label == nil }) {
            // min(a, b, c) folds pairwise.
            var result: Expr?
            for argument in arguments {
                let value = try evaluator.evaluate(argument.value, env)
                guard let number = evaluator.numberIfAny(value) else {
                    throw evaluator.error(
                        "type mismatch: '\(name)' expects numbers, got \(value.typeDescription)", at: argument.value.loc, expected: "a number")
                }
                result = result.map { name == "min" ? Expr.min($0, number) : Expr.max($0, number) } ?? number
            }
            return .number(result ?? 0)
        }
        let bound = try evaluator.bind(arguments, signatures[name] ?? [], name: name, env: env, at: loc)
        func n(_ key: String) -> Expr { bound.number(key) ?? 0 }
        func c(_ key: String) throws(ModelError) -> Double { try evaluator.constant(bound, key, at: loc) }
        switch name {
        case "CGSize": return .size(width: n("width"), height: n("height"))
        case "CGPoint": return .point(x: n("x"), y: n("y"))
        case "CGRect":
            if let origin = bound.values["origin"], case .point(let x, let y) = origin, let size = bound.size("size") {
                return .rect(x: x, y: y, width: size.width, height: size.height)
            }
            return .rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
        case "EdgeInsets":
            return .insets(EdgeInsets(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing")))
        case "UnitPoint": return .unitPoint(UnitPoint(x: try c("x"), y: try c("y")))
        case "Alignment":
            // Every pair of guides has a name (`.leadingFirstTextBaseline`), so the alignment is
            // the symbol a model writes for it.
            func guide(_ key: String) -> String? {
                guard case .value(let value)? = bound.values[key], case .symbol(let name, nil, _) = value else { return nil }
                return name
            }
            let horizontal = guide("horizontal").flatMap(HorizontalAlignment.init(rawValue:))
            let vertical = guide("vertical").flatMap(VerticalAlignment.init(rawValue:))
            guard let horizontal, let vertical,
                let name = Alignment.named.first(where: { $0.value == Alignment(horizontal: horizontal, vertical: vertical) })?.key
            else {
                throw evaluator.error(
                    "Alignment(horizontal:vertical:) expects guides such as .leading and .firstTextBaseline", at: loc,
                    expected: "Alignment(horizontal: .leading, vertical: .top)")
            }
            return .symbol(name, arguments: nil, env: env)
        case "Color":
            // By the overload's labels (white, red, name, a colour, hex, hue), not its index.
            let opacity = bound.has("opacity") ? try c("opacity") : 1
            if case .value(let space)? = bound.values["space"] {
                guard case .symbol(let name, nil, _) = space, colorSpaces.contains(name) else {
                    throw evaluator.error(
                        "unknown color space \(space.typeDescription)", at: loc, expected: "one of .sRGB, .sRGBLinear, .displayP3")
                }
            }
            if bound.has("white") { return .color(.white(try c("white"), opacity: opacity)) }
            if bound.has("red") { return .color(.rgb(red: try c("red"), green: try c("green"), blue: try c("blue"), opacity: opacity)) }
            if let name = bound.string("name") { return .color(.named(name)) }
            if bound.has("hex") { return .color(.named("hex")) }
            if bound.has("hue") { return .color(.named("hsb")) }
            return .color(bound.color("color") ?? bound.color("uiColor") ?? bound.color("nsColor") ?? .clear)
        case "min": return .number(.min(n("a"), n("b")))
        case "max": return .number(.max(n("a"), n("b")))
        case "Int":
            let value = n("value")
            guard let constant = value.constantValue else {
                // In a Layout's code the integer part is a step function the engine decides.
                if evaluator.layoutHost != nil { return .number(try evaluator.rounded(value, .towardZero, at: loc)) }
                // `Int(proxy.size.width)` shown in a Text: the reader's size once laid out.
                if let known = evaluator.readerResolved(value) { return .number(.constant(known.rounded(.towardZero))) }
                return .number(value)
            }
            // Swift stops the app where a value has no Int (`Int(.nan)`, `Int(1e300)`).
            guard constant.isFinite, abs(constant) < 9.223372036854775e18 else {
                throw evaluator.error(
                    "Int(\(constant)) has no Int value: Swift stops the app here", at: loc,
                    expected: "a finite number within Int's range (about ±9.2e18)")
            }
            return .number(.constant(constant.rounded(.towardZero)))
        default: return .number(n("value"))
        }
    }
}
