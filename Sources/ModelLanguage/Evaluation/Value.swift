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
    /// `a...` (`from: a`), `...b` (`through: b`) or `..<b` (`through: b - 1`): the partial
    /// ranges `lineLimit(_:)` takes.
    case partialRange(from: Int?, through: Int?)
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
    /// What a call done for its effect returns (`subview.place(…)`, `()`): an expression
    /// statement of this value adds nothing.
    case void
    /// A custom `Layout`'s subview (`LayoutSubview`), by position; `subviews` is an array of them.
    case subview(Int)
    /// `ProposedViewSize`: nil sides are unspecified.
    case proposal(width: Expr?, height: Expr?)
    /// `subview.dimensions(in: proposal)`: its size, and its guides on demand.
    case subviewDimensions(Int, LayoutProposal, width: Expr, height: Expr)
    /// `subview.spacing` (`ViewSpacing`), for `distance(to:along:)`.
    case subviewSpacing(Int)
    /// `HStackLayout(…)`, `VStackLayout(…)`, `ZStackLayout(…)`, `GridLayout(…)` as a value:
    /// the container it builds when called with content, with the arguments written.
    case builtinLayout(container: String, arguments: [Argument], env: Env)
    /// A `@State` property's storage (also what `$x` and a `@Binding` hold): reads go to the
    /// state of the moment, assignments in callbacks change it.
    case binding(StateKey)

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
        case .partialRange: "a partial range"
        case .closure: "a closure"
        case .proxy: "a GeometryProxy"
        case .dimensions: "ViewDimensions"
        case .axis: "an axis"
        case .keyPath: "a key path"
        case .record(let instance): "a '\(instance.decl.name)'"
        case .enumCase(let name, _): "'.\(name)(…)'"
        case .unknown(let name): "unknown data '\(name)'"
        case .opaque(let name): "a \(name)"
        case .void: "no value (Void)"
        case .subview: "a LayoutSubview"
        case .proposal: "a ProposedViewSize"
        case .subviewDimensions: "ViewDimensions"
        case .subviewSpacing: "a ViewSpacing"
        case .builtinLayout(let container, _, _): "a '\(container)Layout'"
        case .binding(let key): "a Binding to '\(key.displayName)'"
        }
    }
}

/// The names visible where an expression is evaluated: locals (closure parameters, `let`)
/// and the custom view instance's properties (`self`); the file's constants come last.
struct Env: Sendable {
    /// Innermost last; a name is looked up from the end. `mutable` for a `var`.
    var locals: [(name: String, value: Value, mutable: Bool)] = []
    /// The custom view whose body is being evaluated.
    var instance: Instance?

    /// The views a `ViewModifier`'s `content` or a `View` extension's `self` stands for.
    var modifiedViews: [ViewNode]?
    /// Locals whose Swift type is known to be an integer (true) or a floating type (false),
    /// for integer division (`Evaluator.integerTyped`); a name bound again is forgotten.
    var numericTypes: [String: Bool] = [:]

    /// A local or a stored property.
    func lookup(_ name: String) -> Value? {
        for entry in locals.reversed() where entry.name == name { return entry.value }
        return instance?.values[name]
    }

    func binding(_ name: String, _ value: Value, integer: Bool? = nil) -> Env {
        var env = self
        if name != "_" {
            env.locals.append((name, value, false))
            env.type(name, integer: integer)
        }
        return env
    }

    /// `var name = value`: a local that assignments may change.
    func declaring(_ name: String, _ value: Value, integer: Bool? = nil) -> Env {
        var env = self
        if name != "_" {
            env.locals.append((name, value, true))
            env.type(name, integer: integer)
        }
        return env
    }

    /// Records a new local's numeric type (nil: not known, forgetting an outer one's).
    private mutating func type(_ name: String, integer: Bool?) {
        if let integer {
            numericTypes[name] = integer
        } else if !numericTypes.isEmpty {
            numericTypes[name] = nil
        }
    }

    /// Whether the innermost local `name` is a `var` (nil when there is no such local).
    func isMutable(_ name: String) -> Bool? {
        locals.last { $0.name == name }?.mutable
    }

    /// Sets the innermost `var` named `name`.
    mutating func assign(_ name: String, _ value: Value) {
        guard let index = locals.lastIndex(where: { $0.name == name }) else { return }
        locals[index].value = value
    }

    /// Takes the values of this scope's variables from `inner`, a scope made from it by adding
    /// names (a block's, a loop body's), so assignments in the block outlive it.
    mutating func adopt(_ inner: Env) {
        for index in locals.indices where locals[index].mutable && index < inner.locals.count {
            locals[index].value = inner.locals[index].value
        }
    }

    /// Whether `name` is a local here (a parameter, a `let`, a `var`), not a property.
    func isLocal(_ name: String) -> Bool { locals.contains { $0.name == name } }

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
