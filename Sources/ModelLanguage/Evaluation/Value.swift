import ViewTree

/// What an expression evaluates to while views are built.
///
/// Implicit members (`.red`, `.topLeading`, `.system(size: 20)`) stay `symbol` until the place
/// that reads them says what type it expects, as Swift's type context does.
enum Value: Sendable {
    case number(Expr)
    case string(String)
    case bool(Bool)
    case null
    case color(ColorValue)
    case size(width: Expr, height: Expr)
    case point(x: Expr, y: Expr)
    case rect(x: Expr, y: Expr, width: Expr, height: Expr)
    case insets(EdgeInsets)
    case unitPoint(UnitPoint)
    case font(Font)
    /// Views built so far: none (EmptyView), one, or several (a Group, a custom view's body).
    case views([ViewNode])
    /// `.name` or `.name(args)`, resolved by the reader's expected type.
    case symbol(String, arguments: [Argument]?, env: Env)
    /// A type name used as a value (`Color`, `HorizontalAlignment`), for `Type.member`.
    case typeName(String)
    case array([Value])
    /// `a..<b` (`closed: false`) or `a...b`.
    case range(lower: Int, upper: Int, closed: Bool)
    case closure(Closure, Env)
    /// A GeometryReader's proxy.
    case proxy(ReaderID)
    /// The `ViewDimensions` of an alignmentGuide closure.
    case dimensions
    case axis(Axis)
    case keyPath(String)
    /// An instance of a data type declared in the file (an `Identifiable` item, a view model).
    case record(Instance)
    /// `.success(image)`: an enum case with its payload (AsyncImage's phase).
    case enumCase(String, [Value])
    /// Data the file does not define (lenient mode): a placeholder, named as written.
    /// Text shows it as `Placeholder`, a condition reads it as false, a ForEach over it has
    /// three elements, an `if let` binds it.
    case unknown(String)
    /// A value FrameSolver knows exists but that has no layout meaning (a Date, a URL, an
    /// action, an environment object); read like unknown data, without a warning.
    case opaque(String)

    /// How the value is named in "expected X, got Y" messages.
    var typeDescription: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .null: "nil"
        case .color: "a color"
        case .size: "a CGSize"
        case .point: "a CGPoint"
        case .rect: "a CGRect"
        case .insets: "EdgeInsets"
        case .unitPoint: "a UnitPoint"
        case .font: "a font"
        case .views: "a view"
        case .symbol(let name, let arguments, _): arguments == nil ? "'.\(name)'" : "'.\(name)(…)'"
        case .typeName(let name): "the type '\(name)'"
        case .array: "an array"
        case .range: "a range"
        case .closure: "a closure"
        case .proxy: "a GeometryProxy"
        case .dimensions: "ViewDimensions"
        case .axis: "an axis"
        case .keyPath: "a key path"
        case .record(let instance): "a '\(instance.decl.name)'"
        case .enumCase(let name, _): "'.\(name)(…)'"
        case .unknown(let name): "unknown data '\(name)'"
        case .opaque(let name): "a \(name)"
        }
    }
}

/// The names visible where an expression is evaluated: locals (closure parameters, `let`)
/// and the custom view instance's properties (`self`); the file's constants come last.
struct Env: Sendable {
    /// Innermost last; a name is looked up from the end.
    var locals: [(name: String, value: Value)] = []
    /// The custom view whose body is being evaluated.
    var instance: Instance?

    /// The views a `ViewModifier`'s `content` or a `View` extension's `self` stands for.
    var modifiedViews: [ViewNode]?

    /// A local or a stored property.
    func lookup(_ name: String) -> Value? {
        for entry in locals.reversed() where entry.name == name { return entry.value }
        return instance?.values[name]
    }

    func binding(_ name: String, _ value: Value) -> Env {
        var env = self
        if name != "_" { env.locals.append((name, value)) }
        return env
    }

    /// Every name visible here, for suggestions.
    var names: [String] {
        locals.map(\.name) + (instance.map { Array($0.values.keys) + Array($0.computed.keys) } ?? [])
    }
}

/// A custom view instance: its declaration, stored property values and computed properties.
final class Instance: Sendable {
    let decl: CustomViewDecl
    let values: [String: Value]
    let computed: [String: PropertyDecl]

    init(decl: CustomViewDecl, values: [String: Value]) {
        self.decl = decl
        self.values = values
        var computed: [String: PropertyDecl] = [:]
        for property in decl.properties where !property.isStored { computed[property.name] = property }
        self.computed = computed
    }
}
