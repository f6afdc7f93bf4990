import ViewTree

// The syntax tree of a model file: what was written, before any view is built. The parser
// produces it; the evaluator turns it into ViewNodes through the view and modifier registries.

/// A parsed `.layout` file.
struct SyntaxFile: Sendable {
    var declarations: [Declaration]
    /// Functions of `extension View { … }`: modifiers the file defines.
    var viewExtensions: [FunctionDecl] = []
    /// Enums declared in the file: their names (usable as types) and their cases.
    var enums: [String: [String]] = [:]
    /// Static properties added by extensions (`extension Color { static let brand = … }`), by type.
    var extensionStatics: [String: [PropertyDecl]] = [:]
    /// `typealias Name = Type`, by name (also inside `#if`): the type's text.
    var typealiases: [String: String] = [:]
    /// The bodies of `#Preview { … }` blocks, in order (a root candidate).
    var previews: [Closure] = []
    /// Top-level `func` declarations (helpers a view calls: `func label(for item: Item) -> String`).
    var functions: [FunctionDecl] = []
}

/// A top-level declaration.
enum Declaration: Sendable {
    /// `let name = expr` or `let name: Type = expr`.
    case constant(name: String, value: SyntaxExpr, location: Loc)
    /// `@State var name: Type = value` at the top level (state of the root expression).
    case state(name: String, type: TypeRef?, value: SyntaxExpr?, location: Loc)
    /// `struct Name: View { … }` (or an `App` struct, `isApp`).
    case view(CustomViewDecl)
    /// A view expression at the top level: the root.
    case root(SyntaxExpr)
}

/// A line and column (1-based) in the file being parsed.
struct Loc: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// An expression node with where it starts.
struct SyntaxExpr: Sendable {
    indirect enum Kind: Sendable {
        case number(Double)
        /// A string literal without interpolations.
        case string(String)
        /// `"\(count) items"`: text and interpolations, parsed once by the parser.
        case interpolatedString([InterpolationSegment])
        case bool(Bool)
        case nilLiteral
        case identifier(String)
        /// `.name`: a member of whatever type the context expects (`.red`, `.topLeading`).
        case implicitMember(String)
        /// `base.name`; `nameLoc` is where `name` is written (a modifier's source).
        case member(base: SyntaxExpr, name: String, nameLoc: Loc)
        /// `callee(args) { trailing } label: { trailing }`.
        case call(callee: SyntaxExpr, arguments: [Argument])
        /// `base[args]`.
        case subscripted(base: SyntaxExpr, arguments: [Argument])
        case closure(Closure)
        /// `a op b` for `+ - * / % < > <= >= == != && || ..< ...`.
        case binary(op: String, lhs: SyntaxExpr, rhs: SyntaxExpr)
        /// `-a`, `!a`, and the partial ranges `...b`, `..<b`.
        case prefix(op: String, operand: SyntaxExpr)
        /// `a...`: a partial range from `a`.
        case postfix(op: String, operand: SyntaxExpr)
        case ternary(condition: SyntaxExpr, then: SyntaxExpr, else: SyntaxExpr)
        case array([SyntaxExpr])
        /// `(a, b)` or `(x: 1, y: 2)`: labels (nil when unlabelled) and elements.
        case tuple([(label: String?, value: SyntaxExpr)])
        /// `[key: value, …]`.
        case dictionary([(key: SyntaxExpr, value: SyntaxExpr)])
        /// `\.self`, `\.id`: kept as text (ForEach's `id:`).
        case keyPath(String)
        /// `let name` inside a `case` pattern: binds the matched value.
        case patternBinding(String)
        /// `#available(…)` in a condition: true (FrameSolver lays out the newest iOS).
        case availability(Bool)
    }

    var kind: Kind
    var loc: Loc
    /// A number literal written without a fraction or exponent (`60`, `0x1F`): Swift types
    /// it `Int` unless its context wants a floating type (`IntegerTyping`).
    var isIntegerLiteral = false
}

/// A piece of an interpolated string literal.
enum InterpolationSegment: Sendable {
    case text(String)
    /// `\(expression)` or `\(expression, specifier: "%.2f")`. One that does not parse keeps its
    /// error, reported when the string is evaluated.
    case interpolation(Result<Interpolation, ModelError>)
}

/// The expression of `\( … )` and its `specifier:`, if any.
struct Interpolation: Sendable {
    var expression: SyntaxExpr
    var specifier: String?
    /// `\(price, format: .currency(code: "EUR"))`: the format style as written.
    var format: SyntaxExpr?
    /// One more than the highest `$n` the interpolation reads (`"\($0.name)"` in a closure).
    var anonymousArgumentCount = 0
}

/// One argument of a call; trailing closures become arguments with `isTrailing`.
struct Argument: Sendable {
    var label: String?
    var value: SyntaxExpr
    var loc: Loc
    var isTrailing: Bool = false
}

/// `{ params in statements }`.
struct Closure: Sendable {
    enum Body: Sendable {
        case statements([Statement])
        /// Not parseable as statements (a `Path` drawing, an action): read past with balanced
        /// braces; the error is reported only if the closure's content is needed.
        case opaque(ModelError)
    }

    var parameters: [String]
    /// For a closure without named parameters, one more than the highest `$n` its body reads.
    var anonymousArgumentCount = 0
    var body: Body
    var loc: Loc

    /// How many arguments the closure takes: its named parameters, else its `$0`, `$1`, ….
    var arity: Int { parameters.isEmpty ? anonymousArgumentCount : parameters.count }
}

/// A statement of a view builder or a closure.
indirect enum Statement: Sendable {
    case expression(SyntaxExpr)
    /// `let name = value` (or `var`). `let (a, b) = pair` is written with the name `(a,b)`.
    case binding(name: String, value: SyntaxExpr, loc: Loc)
    /// `if cond, let x = v, case .a = y { … } else if … { … } else { … }`; `else` is a nested
    /// `if` or a block.
    case conditional(clauses: [ConditionClause], then: [Statement], else: [Statement]?, loc: Loc)
    /// `switch subject { case …: … default: … }`.
    case switching(subject: SyntaxExpr, cases: [SwitchCase], loc: Loc)
    /// `for name in sequence { … }` in a view builder (like ForEach).
    case forLoop(names: [String], sequence: SyntaxExpr, body: [Statement], loc: Loc)
    /// `self.x = value` or `x = value` (in an `init`, or to a `var`).
    case assignment(target: String, value: SyntaxExpr, loc: Loc)
    /// `return expr` (or a bare `return`).
    case returning(SyntaxExpr?, loc: Loc)
    /// `var name = value` (or `var name: Type` with no value): a local that may be assigned.
    case variable(name: String, type: TypeRef?, value: SyntaxExpr?, loc: Loc)
    /// `target op value` for `=`, `+=`, `-=`, `*=`, `/=` where the target is a `var`, one of
    /// its members (`point.x`) or elements (`rows[i]`).
    case mutation(target: SyntaxExpr, op: String, value: SyntaxExpr, loc: Loc)
    /// `while condition { … }`; the evaluator bounds its iterations.
    case whileLoop(clauses: [ConditionClause], body: [Statement], loc: Loc)
    /// `repeat { … } while condition`: the body first, then the test; bounded as `while` is.
    case repeatWhile(body: [Statement], clauses: [ConditionClause], loc: Loc)
    /// `guard condition else { … }`: the `else` block must leave (return, break, continue).
    case guarding(clauses: [ConditionClause], else: [Statement], loc: Loc)
    /// `break` and `continue` in a loop.
    case breaking(loc: Loc)
    case continuing(loc: Loc)
}

/// One clause of an `if` condition.
enum ConditionClause: Sendable {
    case boolean(SyntaxExpr)
    /// `let name = value` (or `let name` for `let name = name`): true when the value is not nil.
    case optionalBinding(name: String, value: SyntaxExpr)
    /// `case pattern = value`.
    case matching(SwitchPattern, value: SyntaxExpr)
}

/// A `case` pattern: an expression (`.a`, `.a(let x)`, `"text"`, `0..<5`), `_`, or with a
/// leading `let` that makes every bare name in it a binding.
struct SwitchPattern: Sendable {
    var expression: SyntaxExpr?
    var bindsNames: Bool
}

/// `case p1, p2 where cond: body` or `default: body` (`patterns` empty).
struct SwitchCase: Sendable {
    var patterns: [SwitchPattern]
    var guardCondition: SyntaxExpr?
    var body: [Statement]
    var loc: Loc
}

/// A function of a struct or of `extension View`: `func name(label param: Type) -> T { … }`.
struct FunctionDecl: Sendable {
    var name: String
    var parameters: [ParameterDecl]
    var body: [Statement]
    var loc: Loc
}

/// A custom view: `struct Name<L: View>: View { stored properties; init; var body }`.
struct CustomViewDecl: Sendable {
    var name: String
    var genericParameters: [String]
    var properties: [PropertyDecl]
    var initializers: [InitializerDecl]
    /// `var body: some View { … }`; nil for a struct without a body.
    var body: [Statement]?
    var loc: Loc
    /// `@main struct X: App`: its body is a scene (`WindowGroup { … }`).
    var isApp: Bool
    /// Functions (helper views, computed values, a ViewModifier's `body(content:)`).
    var methods: [FunctionDecl] = []
    /// `static func`s (a `PreferenceKey`'s `reduce(value:nextValue:)`).
    var staticMethods: [FunctionDecl] = []
    /// `static let` / `static var` properties, read as `Name.member`.
    var staticProperties: [PropertyDecl] = []
    /// A struct or class that is not a View: a data type (`Identifiable` items, view models,
    /// a `ViewModifier`, a `ButtonStyle`); calling it builds a record.
    var isData = false
    /// The protocols after the colon, as written (`Layout`, `LayoutValueKey`, `Identifiable`).
    var conformances: [String] = []
    /// A `Shape` (or `InsettableShape`) of the file: shown as a shape view.
    var isShape: Bool { conformances.contains { ["Shape", "InsettableShape", "SwiftUI.Shape"].contains($0) } }
    /// Types declared inside this one (`enum DesignSystem { enum Spaces { … } }`), read as
    /// namespaces of static constants: `DesignSystem.Spaces.two`.
    var nestedTypes: [CustomViewDecl] = []
    /// An enum's cases (empty for a struct).
    var enumCases: [String] = []
    /// The raw values written as literals after its cases (`case metric = "m"`).
    var enumRawValues: [String: RawCaseValue] = [:]
}

/// A literal raw value of an enum case.
enum RawCaseValue: Sendable, Equatable {
    case string(String)
    case number(Double)
}

/// A property of a custom view, stored (`let ratio: CGFloat`) or computed (`var size: CGSize { … }`).
struct PropertyDecl: Sendable {
    var name: String
    var isLet: Bool
    var type: TypeRef?
    var defaultValue: SyntaxExpr?
    /// `@State`, `@Environment`, `@ViewBuilder`, … without the `@`.
    var attributes: [String]
    /// The getter of a computed property.
    var getter: [Statement]?
    var isPrivate: Bool
    var loc: Loc
    /// The arguments of `@Environment(\.colorScheme)` and the like, as source text.
    var attributeArguments: [String: String] = [:]

    var isStored: Bool { getter == nil }
}

/// An explicit `init(…) { self.x = … }`.
struct InitializerDecl: Sendable {
    var parameters: [ParameterDecl]
    var body: [Statement]
    var loc: Loc
}

/// `@ViewBuilder label name: Type = default`.
struct ParameterDecl: Sendable {
    var label: String?
    var name: String
    var type: TypeRef
    var defaultValue: SyntaxExpr?
    var loc: Loc
}

/// A type as written, reduced to what the evaluator distinguishes.
struct TypeRef: Sendable, Equatable {
    /// The type's text without spaces, attributes (`@escaping`) or optionality.
    var text: String
    var isOptional: Bool
    /// A function type `(…) -> T`.
    var isFunction: Bool
}
