import ViewTree

/// The type a parameter of a view, modifier or value constructor accepts.
enum ArgType: Sendable, Hashable {
    case number, int, string, bool, color, font
    case alignment, horizontalAlignment, verticalAlignment, unitPoint, contentMode
    case edgeSet, axisSet, insets, size, point, rect
    /// A view, several views, or a `{ … }` view builder without parameters.
    case views
    /// A closure kept unevaluated (content with parameters, a computed length).
    case closure
    /// An expression kept as written, for the entry to read (a Text's `format:` style).
    case syntax
    /// Anything; the entry reads it itself.
    case any

    /// How the type is named in messages.
    var description: String {
        switch self {
        case .number: "a number"
        case .int: "a whole number"
        case .string: "a string"
        case .bool: "true or false"
        case .color: "a color such as .red or Color(white: 0.5)"
        case .font: "a font such as .title or .system(size: 20)"
        case .alignment: "an alignment such as .topLeading"
        case .horizontalAlignment: "a horizontal alignment (.leading, .center, .trailing)"
        case .verticalAlignment: "a vertical alignment (.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline)"
        case .unitPoint: "a unit point such as .center or UnitPoint(x: 0, y: 1)"
        case .contentMode: ".fit or .fill"
        case .edgeSet: "edges such as .horizontal or [.top, .leading]"
        case .axisSet: "axes such as .horizontal or [.horizontal, .vertical]"
        case .insets: "EdgeInsets(top:leading:bottom:trailing:)"
        case .size: "CGSize(width:height:)"
        case .point: "CGPoint(x:y:)"
        case .rect: "CGRect(x:y:width:height:)"
        case .views: "a view or a { … } view builder"
        case .closure: "a closure { … }"
        case .syntax: "an expression"
        case .any: "a value"
        }
    }

    var acceptsClosure: Bool { self == .views || self == .closure }
}

/// One parameter: its label (nil for `_`), type, and whether it may be left out.
struct Param: Sendable {
    var label: String?
    var type: ArgType
    var optional: Bool
    /// Accepts `nil` (`frame(width: nil)`, `lineLimit(nil)`).
    var nullable: Bool
    /// The key the entry reads the value by (the label, or a name for unlabelled ones).
    var key: String

    /// `label:` of type, required unless `optional`.
    static func labeled(_ label: String, _ type: ArgType, optional: Bool = true, nullable: Bool = false) -> Param {
        Param(label: label, type: type, optional: optional, nullable: nullable, key: label)
    }

    /// `_ key` of type.
    static func unlabeled(_ key: String, _ type: ArgType, optional: Bool = false, nullable: Bool = false) -> Param {
        Param(label: nil, type: type, optional: optional, nullable: nullable, key: key)
    }
}

/// One overload: `name(label:label:)` and its parameters in order.
struct Signature: Sendable {
    var params: [Param]

    init(_ params: [Param]) { self.params = params }

    /// `frame(width:height:alignment:)`.
    func display(_ name: String) -> String {
        name + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A typed argument value, converted from what the call wrote.
enum Arg: Sendable {
    case number(Expr), int(Int), string(String), bool(Bool), color(ColorValue), font(Font)
    case alignment(Alignment), horizontalAlignment(HorizontalAlignment), verticalAlignment(VerticalAlignment)
    case unitPoint(UnitPoint), contentMode(AspectRatioSpec.ContentMode)
    case edgeSet(EdgeSet), axisSet(AxisSet), insets(EdgeInsets)
    case size(Expr, Expr), point(Expr, Expr), rect(Expr, Expr, Expr, Expr)
    case views([ViewNode])
    case closure(Closure, Env)
    case syntax(SyntaxExpr, Env)
    case value(Value)
    case null
}

/// The arguments of one call, matched to a signature and converted; read by key.
struct BoundArguments: Sendable {
    var values: [String: Arg] = [:]
    var locs: [String: Loc] = [:]
    /// The keys whose argument is a string literal as written (a `LocalizedStringKey`).
    var literals: Set<String> = []
    /// Which overload matched (its index in the entry's signatures).
    var signatureIndex = 0

    func has(_ key: String) -> Bool {
        if let value = values[key], case .null = value { return false }
        return values[key] != nil
    }

    func number(_ key: String) -> Expr? { if case .number(let v)? = values[key] { v } else { nil } }
    func int(_ key: String) -> Int? { if case .int(let v)? = values[key] { v } else { nil } }
    func string(_ key: String) -> String? { if case .string(let v)? = values[key] { v } else { nil } }
    func bool(_ key: String) -> Bool? { if case .bool(let v)? = values[key] { v } else { nil } }
    func color(_ key: String) -> ColorValue? { if case .color(let v)? = values[key] { v } else { nil } }
    func font(_ key: String) -> Font? { if case .font(let v)? = values[key] { v } else { nil } }
    func alignment(_ key: String) -> Alignment? { if case .alignment(let v)? = values[key] { v } else { nil } }
    func horizontalAlignment(_ key: String) -> HorizontalAlignment? { if case .horizontalAlignment(let v)? = values[key] { v } else { nil } }
    func verticalAlignment(_ key: String) -> VerticalAlignment? { if case .verticalAlignment(let v)? = values[key] { v } else { nil } }
    func unitPoint(_ key: String) -> UnitPoint? { if case .unitPoint(let v)? = values[key] { v } else { nil } }
    func contentMode(_ key: String) -> AspectRatioSpec.ContentMode? { if case .contentMode(let v)? = values[key] { v } else { nil } }
    func edgeSet(_ key: String) -> EdgeSet? { if case .edgeSet(let v)? = values[key] { v } else { nil } }
    func axisSet(_ key: String) -> AxisSet? { if case .axisSet(let v)? = values[key] { v } else { nil } }
    func insets(_ key: String) -> EdgeInsets? { if case .insets(let v)? = values[key] { v } else { nil } }
    func size(_ key: String) -> (width: Expr, height: Expr)? { if case .size(let w, let h)? = values[key] { (w, h) } else { nil } }
    func views(_ key: String) -> [ViewNode]? { if case .views(let v)? = values[key] { v } else { nil } }
    func closure(_ key: String) -> (Closure, Env)? { if case .closure(let c, let e)? = values[key] { (c, e) } else { nil } }
    func value(_ key: String) -> Value? { if case .value(let v)? = values[key] { v } else { nil } }
    func loc(_ key: String) -> Loc? { locs[key] }
}
