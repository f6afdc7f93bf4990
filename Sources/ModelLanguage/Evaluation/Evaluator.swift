import ViewTree

/// Turns the syntax tree into ViewNodes: runs view builders, evaluates expressions, and calls
/// views and modifiers through the registries (`ViewRegistry`, `ModifierRegistry`).
///
/// `lenient` makes unknown views placeholders and unknown modifiers no-ops, with warnings.
final class Evaluator {
    /// The deepest nesting of closures, custom views and expressions evaluated: each of the
    /// parser's `Parser.maxDepth` levels may take three (a call, its closure, a custom view),
    /// so whatever parses also evaluates, and only a view that contains itself reaches it.
    static let maxDepth = 3 * Parser.maxDepth
    /// The most nodes one model may build (guards `ForEach(0..<1_000_000)` and the like).
    static let maxNodes = 200_000

    let source: SourceText
    let lenient: Bool
    var structs: [String: CustomViewDecl] = [:]
    var constants: [String: Value] = [:]
    var warnings: [ModelDiagnostic] = []
    /// Functions of `extension View`, by name: modifiers the file defines.
    var viewExtensions: [String: FunctionDecl] = [:]
    /// The file's top-level functions, by name.
    var functions: [String: FunctionDecl] = [:]
    /// Whether a `List` or `Form`'s content is being built: a `Section` there is a card of
    /// rows; elsewhere it is a plain container, as in SwiftUI.
    var insideList = false
    /// Whether the views being built are a Picker's options or a TabView's tabs, whose
    /// ForEach tags its views with their ids (ForEachTags); containers inside reset it.
    var buildsSelectableViews = false
    /// The resting pass of a clamped scroll offset: NavigationStacks mark their scroll views
    /// (ScrollRanges).
    var marksScrollViews = false
    /// The last "no overload fits" error `bind` threw, to tell it from errors inside arguments.
    var lastBindMismatch: ModelDiagnostic?
    /// `typealias Name = Type` of the file.
    var typealiases: [String: String] = [:]
    /// Enums of the file and their cases.
    var enums: [String: [String]] = [:]
    /// Static members added by extensions (`extension Color { static let brand = … }`), by type.
    var extensionStatics: [String: [String: PropertyDecl]] = [:]
    /// Strings built with placeholder data; a Text showing one is marked as a placeholder.
    var placeholderStrings: Set<String> = []
    /// How many `UUID()`s this evaluation has made (`nextUUID`).
    var uuidsMade = 0
    private var depth = 0
    private var nodesBuilt = 0
    /// The custom views being instantiated, outermost first: a name twice means recursion.
    var activeCustomViews: [String] = []
    /// The most steps (statements, loop iterations, closure calls) loading a model may take,
    /// so nested loops cannot hang the loader.
    static let maxLoadWork = 1_000_000
    /// The most steps the current evaluation may take: `maxLoadWork` while loading,
    /// `ModelLayoutSession.workLimit` in one call of a custom layout's code.
    var workLimit: Int? = Evaluator.maxLoadWork
    var work = 0
    /// The engine answering a custom layout's code while it runs (Evaluator+Layout).
    var layoutHost: (any LayoutHost)?
    /// What `subview.place(…)` recorded during `placeSubviews`.
    var placements: [LayoutPlacement] = []
    /// The engine's error (a piece split, a failure) that stopped a layout call, rethrown as is.
    var hostFailure: (any Error)?
    /// State, callbacks and preferences of the geometry feedback (Feedback/).
    var feedback = FeedbackRecording()
    /// The screen's system bars and what NavigationStacks and TabViews being built ask of them (BarRegistry).
    var bars = ScreenBarsState()
    /// Set when the model is loaded to lay out what it presents: `sheet` and
    /// `fullScreenCover` then build their content into `presentations`.
    var presenting = false
    var presentations: [Presentation] = []

    init(source: SourceText, lenient: Bool) {
        self.source = source
        self.lenient = lenient
    }

    // MARK: - Errors

    func error(_ message: String, at loc: Loc, expected: String? = nil, suggestion: String? = nil) -> ModelError {
        source.error(message, line: loc.line, column: loc.column, expected: expected, suggestion: suggestion)
    }

    func warn(_ message: String, at loc: Loc) {
        warnings.append(source.diagnostic(message, severity: .warning, line: loc.line, column: loc.column))
    }

    func location(_ loc: Loc) -> SourceLocation { source.location(loc.line, loc.column) }

    /// Enters one level of evaluation; throws past `maxDepth` (a custom view that contains itself).
    func enter(_ loc: Loc, _ what: @autoclosure () -> String) throws(ModelError) {
        depth += 1
        if depth > Self.maxDepth {
            let subject = what()
            let recursive = Set(activeCustomViews).count < activeCustomViews.count
            throw error(
                "\(subject) nests too deeply (more than \(Self.maxDepth) evaluated levels)", at: loc,
                expected: recursive ? "a view that does not contain itself" : "a flatter model (split deep nesting into custom views)")
        }
    }

    func leave() { depth -= 1 }

    /// Counts built nodes against `maxNodes`.
    func count(_ nodes: Int, at loc: Loc) throws(ModelError) {
        nodesBuilt += nodes
        if nodesBuilt > Self.maxNodes {
            throw error("the model builds more than \(Self.maxNodes) views", at: loc, expected: "a smaller ForEach range")
        }
    }

    /// A node of `kind` written at `loc`.
    func node(_ kind: NodeKind, children: [ViewNode] = [], at loc: Loc) throws(ModelError) -> ViewNode {
        try count(1, at: loc)
        var node = ViewNode(kind, children: children)
        node.attributes.source = location(loc)
        return node
    }

    // MARK: - View builders

    /// Runs view-builder statements and collects the views they produce (I.1: Groups, ForEach
    /// and custom views splice; `if false` adds nothing). A `return` ends the builder.
    func build(_ statements: [Statement], _ env: Env) throws(ModelError) -> [ViewNode] {
        var nodes: [ViewNode] = []
        if let (value, loc) = try run(statements, env, into: &nodes) { nodes += try toViews(value, at: loc) }
        return nodes
    }

    /// The views an expression stands for.
    func views(_ expression: SyntaxExpr, _ env: Env) throws(ModelError) -> [ViewNode] {
        try toViews(try evaluate(expression, env), at: expression.loc)
    }

    /// A value read as views: colors become Color views, closures are run as view builders.
    func toViews(_ value: Value, at loc: Loc) throws(ModelError) -> [ViewNode] {
        switch value {
        case .views(let nodes):
            return nodes
        case .color(let color):
            return [try node(.color(color), at: loc)]
        case .symbol(let name, nil, _) where ColorValue.standardNames.contains(name):
            return [try node(.color(.named(name)), at: loc)]
        case .closure(let closure, let env):
            return try toViews(try call(closure, env, arguments: [], at: loc), at: loc)
        case .unknown(let name) where lenient:
            // Unknown data shown as a view: the placeholder box.
            return [try placeholderBox(name, at: loc)]
        case .record(let instance) where instance.decl.isShape:
            // A `Shape` of the file: its path does not change layout, which is any shape's
            // (it takes the proposal).
            return [try node(.shape(.other(instance.decl.name)), at: loc)]
        case .typeName(let name) where ViewRegistry.entries[name] != nil || structs[name] != nil:
            throw error("'\(name)' is a view type, not a view", at: loc, expected: "a call such as '\(name)()'")
        default:
            throw error("expected a view, got \(value.typeDescription)", at: loc, expected: ArgType.views.description)
        }
    }

    // MARK: - Closures

    /// Calls a closure with arguments bound to its parameters. A single expression (or
    /// `return`) gives its value; a longer body is a view builder.
    /// - Parameter integers: the arguments are `Int`s (a range's elements), for integer
    ///   division in the body (`Evaluator.integerTyped`).
    func call(_ closure: Closure, _ env: Env, arguments: [Value], integers: Bool = false, at loc: Loc) throws(ModelError) -> Value {
        let statements: [Statement]
        switch closure.body {
        case .statements(let list): statements = list
        case .opaque(let error): throw error
        }
        try enter(closure.loc, "this closure")
        defer { leave() }
        try tick(at: closure.loc)
        var inner = env
        for (index, name) in closure.parameters.enumerated() {
            inner = inner.binding(name, index < arguments.count ? arguments[index] : .null, integer: integers ? true : nil)
        }
        if closure.parameters.isEmpty {
            for (index, argument) in arguments.enumerated() { inner = inner.binding("$\(index)", argument, integer: integers ? true : nil) }
        }
        return try evaluateBody(statements, inner)
    }

    /// A closure's result read as views.
    func callViews(_ closure: Closure, _ env: Env, arguments: [Value], integers: Bool = false, at loc: Loc) throws(ModelError) -> [ViewNode] {
        try toViews(try call(closure, env, arguments: arguments, integers: integers, at: loc), at: loc)
    }
}
