import ViewTree

/// Registers a file's declarations and picks its root view.
///
/// Order: `--root Name`; else the top-level view expression; else the body of an `@main`
/// App; else the first preview (`#Preview`, then a `PreviewProvider`); else `ContentView`; else the last view struct that no other view struct uses; else
/// the last one declared. Several root views form an implicit VStack (I.4), as the DSL's
/// `viewTree` does.
enum RootSelection {
    /// The most struct declarations a model may hold (docs/limits.md): far more than any
    /// screen's file, few enough that every pass over them stays quick.
    static let maxStructs = 10_000

    struct Selection {
        var root: ViewNode?
        var name: String?
        var structNames: [String]
    }

    static func select(_ file: SyntaxFile, rootName: String?, evaluator: Evaluator) throws(ModelError) -> Selection {
        var views: [CustomViewDecl] = []
        var app: CustomViewDecl?
        var rootExpression: SyntaxExpr?
        evaluator.enums = file.enums
        for function in file.viewExtensions { evaluator.viewExtensions[function.name] = function }
        for function in file.functions { evaluator.functions[function.name] = function }
        for (type, properties) in file.extensionStatics {
            for property in properties { evaluator.extensionStatics[type, default: [:]][property.name] = property }
        }
        var structCount = 0
        for declaration in file.declarations {
            switch declaration {
            case .view(let decl):
                structCount += 1
                if structCount > maxStructs {
                    throw evaluator.error(
                        "the model declares more than \(maxStructs) structs, the most FrameSolver reads (docs/limits.md)", at: decl.loc,
                        expected: "at most \(maxStructs) struct declarations")
                }
                if evaluator.structs[decl.name] != nil {
                    throw evaluator.error("struct '\(decl.name)' is declared twice", at: decl.loc, expected: "a new name")
                }
                evaluator.structs[decl.name] = decl
                registerNested(decl, in: evaluator)
                if decl.isData { continue }
                if decl.isApp { app = decl } else { views.append(decl) }
            case .constant(let name, let value, let loc):
                if evaluator.constants[name] != nil {
                    throw evaluator.error("constant '\(name)' is declared twice", at: loc, expected: "a new name")
                }
                evaluator.constants[name] = try evaluator.evaluate(value, Env())
            case .state(let name, let type, let value, let loc):
                if evaluator.constants[name] != nil {
                    throw evaluator.error("'\(name)' is declared twice", at: loc, expected: "a new name")
                }
                try evaluator.declareTopLevelState(name, type: type, value: value, at: loc)
            case .root(let expression):
                rootExpression = expression
            }
        }
        for (alias, type) in file.typealiases {
            // `typealias Tokens = DesignSystem`: the alias reads the same declarations.
            if evaluator.structs[alias] == nil, let decl = evaluator.structs[type] { evaluator.structs[alias] = decl }
            if evaluator.enums[alias] == nil, let cases = evaluator.enums[type] { evaluator.enums[alias] = cases }
            evaluator.typealiases[alias] = type
        }
        let names = views.map(\.name)
        let nodes: [ViewNode]
        var chosen: String?
        if let rootName {
            guard let decl = evaluator.structs[rootName], !decl.isApp else {
                throw evaluator.error(
                    "no view struct named '\(rootName)' (from --root)", at: Loc(line: 1, column: 1),
                    expected: names.isEmpty ? "a 'struct \(rootName): View'" : "one of: \(names.joined(separator: ", "))",
                    suggestion: Suggestions.nearest(to: rootName, in: names))
            }
            nodes = try evaluator.instantiate(decl, [], Env(), at: decl.loc)
            chosen = rootName
        } else if let rootExpression {
            nodes = try evaluator.views(rootExpression, Env())
        } else if let app, app.body != nil {
            nodes = try evaluator.instantiate(app, [], Env(), at: app.loc)
            chosen = app.name
        } else if let preview = try previewRoot(file, views: views, evaluator: evaluator) {
            (nodes, chosen) = preview
        } else if let decl = views.first(where: { $0.name == "ContentView" }) ?? topmost(views) ?? views.last {
            nodes = try evaluator.instantiate(decl, [], Env(), at: decl.loc)
            chosen = decl.name
        } else {
            throw evaluator.error(
                "the file declares no view", at: Loc(line: 1, column: 1),
                expected: "a top-level view expression or a 'struct Name: View { var body: some View { … } }'")
        }
        let root = ViewNode.implicitContainer(nodes, .stack(StackSpec(axis: .vertical)))
        return Selection(root: root, name: chosen, structNames: names)
    }

    /// The first preview's views and the struct it builds: a `#Preview { … }` block, else the
    /// `previews` of a `PreviewProvider`. Nil when the file has none.
    private static func previewRoot(_ file: SyntaxFile, views: [CustomViewDecl], evaluator: Evaluator) throws(ModelError) -> ([ViewNode], String?)? {
        var body: [Statement]?
        var loc = Loc(line: 1, column: 1)
        if let preview = file.previews.first, case .statements(let statements) = preview.body {
            body = statements
            loc = preview.loc
        } else {
            for case .view(let decl) in file.declarations where decl.conformances.contains("PreviewProvider") {
                if let property = decl.staticProperties.first(where: { $0.name == "previews" }), let getter = property.getter {
                    body = getter
                    loc = property.loc
                    break
                }
            }
        }
        guard let body else { return nil }
        try evaluator.enter(loc, "the preview")
        defer { evaluator.leave() }
        let nodes = try evaluator.build(body, Env())
        let used = References.names(in: body)
        let built = views.last { used.contains($0.name) }?.name
        return (nodes, built)
    }

    /// Registers the types nested in `decl` as `Outer.Inner`, and as `Inner` where that name is
    /// free (Swift finds a nested type by its bare name inside its outer type).
    private static func registerNested(_ decl: CustomViewDecl, prefix: String? = nil, in evaluator: Evaluator) {
        let qualified = prefix.map { "\($0).\(decl.name)" } ?? decl.name
        for nested in decl.nestedTypes {
            let name = "\(qualified).\(nested.name)"
            evaluator.structs[name] = nested
            if evaluator.structs[nested.name] == nil { evaluator.structs[nested.name] = nested }
            if !nested.enumCases.isEmpty {
                evaluator.enums[name] = nested.enumCases
                if evaluator.enums[nested.name] == nil { evaluator.enums[nested.name] = nested.enumCases }
            }
            registerNested(nested, prefix: qualified, in: evaluator)
        }
    }

    /// The last view struct that no other view struct uses (rows and helpers are used by the
    /// screen that shows them).
    /// Linear in the file: each struct's references are looked up in a set of view names.
    private static func topmost(_ views: [CustomViewDecl]) -> CustomViewDecl? {
        let viewNames = Set(views.map(\.name))
        var used: Set<String> = []
        for decl in views {
            for name in References.names(in: decl) where name != decl.name && viewNames.contains(name) { used.insert(name) }
        }
        return views.last { !used.contains($0.name) }
    }
}
