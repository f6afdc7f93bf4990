import Foundation
import ViewTree

// A custom `Layout`'s values while its code runs (docs/model-language.md, "Custom layouts"):
// `subviews` is an array of `LayoutSubview`s, whose answers come from the engine through
// `layoutHost`; `ProposedViewSize`; `place(at:anchor:proposal:)`; layout values; and the
// layouts as values (`AnyLayout(HStackLayout())`) called with content.

extension Evaluator {
    /// SwiftUI's layouts as values and the containers they build.
    static let builtinLayouts = ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid"]

    /// The engine answering the code; only inside a custom layout's methods.
    func host(at loc: Loc) throws(ModelError) -> any LayoutHost {
        guard let layoutHost else {
            throw error("a layout subview is only available in a Layout's methods", at: loc, expected: "sizeThatFits or placeSubviews")
        }
        return layoutHost
    }

    /// Calls the engine; its error (a piece split, a failure) is kept and rethrown unchanged
    /// by the session, so the evaluator's own error here only unwinds.
    func hostCall<T>(at loc: Loc, _ body: () throws -> T) throws(ModelError) -> T {
        do {
            return try body()
        } catch {
            hostFailure = error
            throw self.error("the layout engine stopped this call: \(error)", at: loc)
        }
    }

    /// Whether a value is a layout (`AnyLayout` wraps any of them).
    func isLayout(_ value: Value) -> Bool {
        switch value {
        case .builtinLayout: true
        case .record(let instance): instance.decl.conformances.contains("Layout")
        default: false
        }
    }

    // MARK: - Containers

    /// `Name(args)` for a struct conforming to Layout: the layout value, or with trailing
    /// content the container.
    func layoutInstance(_ decl: CustomViewDecl, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        let record = try instantiateData(decl, arguments.filter { !$0.isTrailing }, env, at: loc)
        let content = arguments.filter(\.isTrailing)
        return content.isEmpty ? record : try layoutContainer(record, content: content, env, at: loc)
    }

    /// A layout called with content (`layout { … }`, `Split(ratio: 0.25) { … }`).
    func layoutContainer(_ layout: Value, content: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        var children: [ViewNode] = []
        for argument in content { children += try views(argument.value, env) }
        switch layout {
        case .builtinLayout(let container, let stored, let storedEnv):
            // The container as if written `HStack(stored…) { content }` where the layout was made.
            let name = "$layoutContent"
            let argument = Argument(label: nil, value: SyntaxExpr(kind: .identifier(name), loc: loc), loc: loc, isTrailing: true)
            return try evaluateCall(SyntaxExpr(kind: .identifier(container), loc: loc), stored + [argument], storedEnv.binding(name, .views(children)), at: loc)
        case .record(let instance):
            return .views([try customLayoutNode(instance, children, at: loc)])
        default:
            throw error("\(layout.typeDescription) is not a layout", at: loc, expected: "a Layout")
        }
    }

    /// The node of a custom layout: its code, checked for the two required methods.
    func customLayoutNode(_ instance: Instance, _ children: [ViewNode], at loc: Loc) throws(ModelError) -> ViewNode {
        let decl = instance.decl
        for required in ["sizeThatFits", "placeSubviews"] where !decl.methods.contains(where: { $0.name == required }) {
            throw error(
                "'\(decl.name)' conforms to Layout but has no \(required)(…) that FrameSolver understands", at: decl.loc,
                expected: "func sizeThatFits(proposal:subviews:cache:) -> CGSize and func placeSubviews(in:proposal:subviews:cache:)")
        }
        // Layout's optional methods FrameSolver does not call (a helper of the same name without
        // a `cache:` parameter is the file's own function).
        for method in decl.methods where Self.readPastReasons[method.name] != nil && method.parameters.contains(where: { $0.label == "cache" }) {
            warn(Self.readPastReasons[method.name]!, at: method.loc)
        }
        let spec = CustomLayoutSpec(
            name: decl.name, stackOrientation: try stackOrientation(decl),
            program: ModelLayoutProgram(context: context, instance: instance))
        return try node(.customLayout(spec), children: children, at: loc)
    }

    /// Why an optional method of Layout is read past (docs/model-language.md).
    static let readPastReasons = [
        "spacing": "'spacing(subviews:cache:)' is read past: FrameSolver's stacks put 8 between views (0 next to a Spacer) whatever a view prefers",
        "explicitAlignment": "'explicitAlignment' is read past: FrameSolver reads a container's guides as implicit (R6.2)",
        "updateCache": "'updateCache' is read past: within one layout the subviews never change, so SwiftUI would not call it",
    ]

    /// `static var layoutProperties` with `stackOrientation` set, else nil.
    private func stackOrientation(_ decl: CustomViewDecl) throws(ModelError) -> Axis? {
        guard let property = decl.staticProperties.first(where: { $0.name == "layoutProperties" }) else { return nil }
        guard case .record(let properties) = try staticValue(property, at: property.loc) else { return nil }
        switch properties.values["stackOrientation"] {
        case .axis(let axis)?: return axis
        case .symbol("horizontal", nil, _)?: return .horizontal
        case .symbol("vertical", nil, _)?: return .vertical
        default: return nil
        }
    }

    /// `LayoutProperties()`: a record with a `var stackOrientation: Axis?`.
    static let layoutPropertiesDecl: CustomViewDecl = {
        let loc = Loc(line: 1, column: 1)
        var decl = CustomViewDecl(
            name: "LayoutProperties", genericParameters: [],
            properties: [
                PropertyDecl(
                    name: "stackOrientation", isLet: false, type: TypeRef(text: "Axis", isOptional: true, isFunction: false), defaultValue: nil,
                    attributes: [], getter: nil, isPrivate: false, loc: loc)
            ], initializers: [], body: nil, loc: loc, isApp: false)
        decl.isData = true
        return decl
    }()

    // MARK: - Functions

    /// Functions of SwiftUI and the standard library that layouts use; nil for other names.
    func builtinFunction(_ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        func argument(_ label: String?) throws(ModelError) -> Value? {
            guard let found = arguments.first(where: { $0.label == label && !$0.isTrailing }) else { return nil }
            return try evaluate(found.value, env)
        }
        func constant(_ label: String?) throws(ModelError) -> Double {
            guard let value = try argument(label) else { throw error("'\(name)' needs \(label.map { "'\($0):'" } ?? "a value")", at: loc, expected: "a number") }
            guard let number = numberIfAny(value)?.constantValue else {
                throw error(
                    "'\(name)' needs a constant number, got \(value.typeDescription) (a layout-time value here would not be linear)", at: loc,
                    expected: "a number known before layout")
            }
            return number
        }
        if let container = Self.builtinLayouts[name] {
            let layout = Value.builtinLayout(container: container, arguments: arguments.filter { !$0.isTrailing }, env: env)
            let content = arguments.filter(\.isTrailing)
            return content.isEmpty ? layout : try layoutContainer(layout, content: content, env, at: loc)
        }
        switch name {
        case "AnyLayout":
            guard let value = try argument(nil), isLayout(value) else {
                throw error("'AnyLayout' wraps a layout", at: loc, expected: "AnyLayout(HStackLayout()) or AnyLayout(MyLayout())")
            }
            return value
        case "LayoutProperties":
            return .record(Instance(decl: Self.layoutPropertiesDecl, values: ["stackOrientation": .null]))
        case "ProposedViewSize":
            if let size = try argument(nil) {
                guard case .size(let width, let height) = size else {
                    throw error("'ProposedViewSize(_:)' takes a CGSize, got \(size.typeDescription)", at: loc, expected: "a CGSize")
                }
                return .proposal(width: width, height: height)
            }
            return .proposal(
                width: try optionalNumber(try argument("width") ?? .null, "width", at: loc),
                height: try optionalNumber(try argument("height") ?? .null, "height", at: loc))
        case "zip":
            let sequences = arguments.filter { !$0.isTrailing }
            guard sequences.count == 2 else { throw error("'zip' takes two sequences", at: loc, expected: "zip(a, b)") }
            let first = try elements(of: try evaluate(sequences[0].value, env), at: sequences[0].loc)
            let second = try elements(of: try evaluate(sequences[1].value, env), at: sequences[1].loc)
            return .array(zip(first, second).map { .array([$0, $1]) })
        case "stride":
            let from = try constant("from"), by = try constant("by")
            let through = try argument("through") != nil
            let end = try constant(through ? "through" : "to")
            guard by != 0, ((end - from) / by) < Double(Self.maxLoopIterations) else {
                throw error("this stride has too many elements", at: loc, expected: "at most \(Self.maxLoopIterations) elements and a non-zero step")
            }
            var values: [Value] = []
            var x = from
            while by > 0 ? (through ? x <= end : x < end) : (through ? x >= end : x > end) {
                values.append(.number(.constant(x)))
                x += by
            }
            return .array(values)
        case "abs":
            guard let value = try argument(nil), let number = numberIfAny(value) else { return nil }
            return .number(number.constantValue.map { .constant(Swift.abs($0)) } ?? .max(number, -number))
        case "sqrt": return .number(.constant(try constant(nil).squareRoot()))
        case "sin": return .number(.constant(Foundation.sin(try constant(nil))))
        case "cos": return .number(.constant(Foundation.cos(try constant(nil))))
        case "floor": return .number(.constant(try constant(nil).rounded(.down)))
        case "ceil": return .number(.constant(try constant(nil).rounded(.up)))
        case "round": return .number(.constant(try constant(nil).rounded()))
        case "Angle":
            if try argument("degrees") != nil { return .number(.constant(try constant("degrees") * Double.pi / 180)) }
            return .number(.constant(try constant("radians")))
        default:
            return nil
        }
    }
}
