import ViewTree

// The syntax tree of a model file: what was written, before any view is built. The parser
// produces it; the evaluator turns it into ViewNodes through the view and modifier registries.

/// A parsed `.layout` file.
struct SyntaxFile: Sendable {
    var declarations: [Declaration]
}

/// A top-level declaration.
enum Declaration: Sendable {
    /// `let name = expr` or `let name: Type = expr`.
    case constant(name: String, value: SyntaxExpr, location: Loc)
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
        case string(StringLiteral)
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
        /// `-a`, `!a`.
        case prefix(op: String, operand: SyntaxExpr)
        case ternary(condition: SyntaxExpr, then: SyntaxExpr, else: SyntaxExpr)
        case array([SyntaxExpr])
        /// `\.self`, `\.id`: kept as text (ForEach's `id:`).
        case keyPath(String)
    }

    var kind: Kind
    var loc: Loc
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
    var body: Body
    var loc: Loc
}

/// A statement of a view builder or a closure.
indirect enum Statement: Sendable {
    case expression(SyntaxExpr)
    /// `let name = value` (or `var`).
    case binding(name: String, value: SyntaxExpr, loc: Loc)
    /// `if cond { … } else if … { … } else { … }`; `else` is a nested `if` or a block.
    case conditional(condition: SyntaxExpr, then: [Statement], else: [Statement]?, loc: Loc)
    /// `self.x = value` or `x = value` (in an `init`).
    case assignment(target: String, value: SyntaxExpr, loc: Loc)
    /// `return expr` (or a bare `return`).
    case returning(SyntaxExpr?, loc: Loc)
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
