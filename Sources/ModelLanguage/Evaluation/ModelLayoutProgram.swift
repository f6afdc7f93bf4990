import ViewTree

/// What a model's code needs after loading: the file's declarations, read-only, so a custom
/// layout can run its code when an engine calls it, on any thread.
struct EvaluationContext: Sendable {
    let source: SourceText
    let lenient: Bool
    let structs: [String: CustomViewDecl]
    let constants: [String: Value]
    let viewExtensions: [String: FunctionDecl]
    let enums: [String: [String]]
    let extensionStatics: [String: [String: PropertyDecl]]
}

extension Evaluator {
    /// The declarations loaded so far.
    var context: EvaluationContext {
        EvaluationContext(
            source: source, lenient: lenient, structs: structs, constants: constants, viewExtensions: viewExtensions, enums: enums,
            extensionStatics: extensionStatics)
    }

    /// An evaluator over `context`, for one call of a custom layout's code.
    convenience init(context: EvaluationContext) {
        self.init(source: context.source, lenient: context.lenient)
        structs = context.structs
        constants = context.constants
        viewExtensions = context.viewExtensions
        enums = context.enums
        extensionStatics = context.extensionStatics
    }

    /// Runs a method of a custom layout with Layout's arguments by label (`proposal`,
    /// `subviews`, `cache`, `in`); the result and the cache as the method left it.
    func callLayoutMethod(_ instance: Instance, _ name: String, _ arguments: [String: Value]) throws(ModelError) -> (Value, Value?) {
        guard let method = instance.decl.methods.first(where: { $0.name == name }) else {
            throw error("'\(instance.decl.name)' has no \(name)(…)", at: instance.decl.loc, expected: "a Layout with \(name)")
        }
        var env = Env(instance: instance)
        var cacheName: String?
        for parameter in method.parameters {
            let label = parameter.label ?? parameter.name
            guard let value = arguments[label] else {
                throw error(
                    "'\(name)' has a parameter '\(label)' that Layout does not pass", at: parameter.loc,
                    expected: "the parameters \(arguments.keys.sorted().joined(separator: ", "))")
            }
            if label == "cache" {
                cacheName = parameter.name
                env = env.declaring(parameter.name, value)
            } else {
                env = env.binding(parameter.name, value)
            }
        }
        var nodes: [ViewNode] = []
        var result = Value.void
        if method.body.count == 1, case .expression(let expression) = method.body[0], !(try mutatingCall(expression, &env)) {
            // A single expression is the method's value (Swift's implicit return).
            result = try evaluate(expression, env)
        } else {
            switch try execute(method.body, &env, into: &nodes) {
            case .next: break
            case .returned(let value, _): result = value
            case .broke(let loc), .continued(let loc): throw error("'break' or 'continue' outside a loop", at: loc, expected: "a loop")
            }
        }
        if !nodes.isEmpty { throw error("'\(name)' builds views; a Layout's methods compute sizes and places", at: method.loc) }
        return (result, cacheName.flatMap { env.lookup($0) })
    }
}

/// A custom layout's code as both engines call it: the layout instance (its stored
/// properties, as the model built it) and the file's declarations.
struct ModelLayoutProgram: LayoutProgram {
    let context: EvaluationContext
    let instance: Instance

    func makeSession() -> any LayoutSession { ModelLayoutSession(self) }
}

/// One container's calls during one layout, with its cache.
///
/// Each call runs on a fresh evaluator whose work is bounded (`workLimit` steps: statements,
/// loop iterations and closure calls), so a layout that does not end is a located error.
final class ModelLayoutSession: LayoutSession {
    /// The most steps one call may take.
    static let workLimit = 100_000

    let program: ModelLayoutProgram
    /// `makeCache(subviews:)`'s value (Void without one), made on the first call.
    private var cache: Value?

    init(_ program: ModelLayoutProgram) { self.program = program }

    func sizeThatFits(proposal: LayoutProposal, host: any LayoutHost) throws -> LayoutSize {
        try run("sizeThatFits", host, ["proposal": .proposal(width: proposal.width, height: proposal.height)]) { evaluator, value throws(ModelError) in
            try evaluator.layoutSize(value, at: self.methodLoc("sizeThatFits"))
        }
    }

    func placeSubviews(size: LayoutSize, proposal: LayoutProposal, host: any LayoutHost) throws -> [LayoutPlacement] {
        let bounds = Value.rect(x: 0, y: 0, width: size.width, height: size.height)
        return try run("placeSubviews", host, ["in": bounds, "proposal": .proposal(width: proposal.width, height: proposal.height)]) {
            evaluator, _ throws(ModelError) in evaluator.placements
        }
    }

    private func methodLoc(_ name: String) -> Loc {
        program.instance.decl.methods.first { $0.name == name }?.loc ?? program.instance.decl.loc
    }

    /// Runs one method; errors in the code become `LayoutCodeError`s at their line, the
    /// engine's own errors pass through unchanged.
    private func run<T>(
        _ name: String, _ host: any LayoutHost, _ arguments: [String: Value], _ read: (Evaluator, Value) throws(ModelError) -> T
    ) throws -> T {
        let evaluator = Evaluator(context: program.context)
        evaluator.layoutHost = host
        evaluator.workLimit = Self.workLimit
        do {
            var all = arguments
            let subviews = Value.array((0..<host.subviewCount).map(Value.subview))
            all["subviews"] = subviews
            if cache == nil {
                cache = .void
                if program.instance.decl.methods.contains(where: { $0.name == "makeCache" }) {
                    cache = try evaluator.callLayoutMethod(program.instance, "makeCache", ["subviews": subviews]).0
                }
            }
            all["cache"] = cache
            let (value, newCache) = try evaluator.callLayoutMethod(program.instance, name, all)
            if let newCache { cache = newCache }
            let answer = try read(evaluator, value)
            // What lenient mode read past in the code (an unknown function as a placeholder):
            // warned on the container, at the code's line, as the model's own warnings are.
            for warning in evaluator.warnings {
                host.warn(
                    "in \(program.instance.decl.name).\(name): \(warning.message)",
                    at: SourceLocation(file: warning.file, line: warning.line, column: warning.column))
            }
            return answer
        } catch {
            if let failure = evaluator.hostFailure { throw failure }
            let diagnostic = error.diagnostic
            let expected = diagnostic.expected.map { "; expected \($0)" } ?? ""
            throw LayoutCodeError(
                message: "in \(program.instance.decl.name).\(name): \(diagnostic.message)\(expected)",
                source: SourceLocation(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column))
        }
    }
}
