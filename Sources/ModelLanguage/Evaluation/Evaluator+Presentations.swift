import ViewTree

/// A `sheet` or `fullScreenCover` of the model, read when the model is loaded to lay out
/// what it presents (`LoadOptions.presenting`, the CLI's `--presented`).
public struct Presentation: Sendable {
    /// The modifier that presents it, which decides its window (`Screen.presenting`).
    public var style: PresentationStyle
    /// Its content, built as when it shows.
    public var content: [ViewNode]
    /// Where the modifier was written.
    public var source: SourceLocation
}

extension Evaluator {
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover"]

    /// `sheet(isPresented:onDismiss:content:)`, `sheet(item:onDismiss:content:)` and the same
    /// `fullScreenCover`s: when the model is loaded to lay out what it presents, the content
    /// closure is built (an `item:` closure's parameter is opaque data) and recorded, in the
    /// order met; the modified views are unchanged. Otherwise nil: they are no-ops.
    func presentationModifier(_ name: String, to nodes: [ViewNode], _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        guard presenting, let style = PresentationStyle(rawValue: name) else { return nil }
        guard let found = arguments.last(where: \.isTrailing) ?? arguments.first(where: { $0.label == "content" }) else {
            throw error("'\(name)' needs its content closure to be presented", at: loc, expected: "\(name)(isPresented: $flag) { content }")
        }
        let content: [ViewNode]
        if case .closure(let closure, let captured) = try evaluate(found.value, env) {
            content = try callViews(closure, captured, arguments: closure.parameters.map { _ in Value.opaque("item") }, at: found.loc)
        } else {
            content = try toViews(try evaluate(found.value, env), at: found.loc)
        }
        presentations.append(Presentation(style: style, content: content, source: location(loc)))
        return .views(nodes)
    }
}
