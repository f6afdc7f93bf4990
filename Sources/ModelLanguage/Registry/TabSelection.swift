import ViewTree

/// Which tab a TabView lays out: the one whose tag matches `selection:` (docs/known-differences.md,
/// "Navigation and tab bars").
///
/// 1. A tab's tag is the value of the nearest `tag(_:)` written on it or on the modifiers
///    around it (SwiftUI's tag is a trait, which layout modifiers pass up), or a `Tab`'s
///    `value:`.
/// 2. The selection is `selection:` read at the state of the moment: a `@State` or `@Binding`
///    (`$tab`), `.constant(x)`, or a value written in place. Numbers, strings, Booleans and
///    enum cases compare as Swift's `==` does (`.search` and `Section.search` are equal).
/// 3. The first tab whose tag equals the selection is laid out. With no `selection:` the first
///    tab is. A selection that matches no tag (or that cannot be compared, such as unknown
///    data) warns at the argument and lays out the first tab: Apple asks that the selection
///    match a tab's value and documents nothing else, and a tab bar whose selection matches no
///    tab still shows one tab, its first (FrameSolver's choice, stated in the warning).
enum TabSelection {
    /// The mark a tagged view carries: the index of its value in `ScreenBarsState.tags`.
    static let tagMark = "tag"

    /// `node` tagged with `value` (a later, outer tag replaces it: the nearest one is read).
    static func tagged(_ node: ViewNode, _ value: Value, _ ev: Evaluator) -> ViewNode {
        ev.bars.tags.append(ev.dereferenced(value))
        var copy = node
        copy.attributes.visual.append(VisualModifier(tagMark, value: Double(ev.bars.tags.count - 1)))
        return copy
    }

    /// The value of the mark named `name` on `node` or, through layout modifiers (whose child
    /// 0 is the view they modify), on the view it modifies: the outermost one wins.
    static func markValue(_ name: String, of node: ViewNode) -> Int? {
        if let mark = node.attributes.visual.last(where: { $0.name == name }), let value = mark.value { return Int(value) }
        guard node.kind.isModifier, let first = node.children.first else { return nil }
        return markValue(name, of: first)
    }

    /// Step 1: the tag of a tab, if it has one.
    static func tag(of node: ViewNode, _ ev: Evaluator) -> Value? {
        markValue(tagMark, of: node).flatMap { ev.bars.tags.indices.contains($0) ? ev.bars.tags[$0] : nil }
    }

    /// Steps 2 and 3: the index of the tab to lay out among `tabs` (0 when there are none).
    static func selectedIndex(_ ev: Evaluator, _ tabs: [ViewNode], _ args: RawArguments) throws(ModelError) -> Int {
        guard let argument = args.labeled("selection") else { return 0 }
        let selection = resolved(try ev.evaluate(argument.value, args.env), ev)
        for (index, tab) in tabs.enumerated() {
            if let tag = tag(of: tab, ev), Evaluator.equal(selection, tag) == true { return index }
        }
        guard !tabs.isEmpty else { return 0 }
        let written = ev.display(selection).0
        let tagged = tabs.contains { tag(of: $0, ev) != nil }
        let reason = tagged ? "matches no tab's tag" : "has no tags to match (write .tag(_:) on each tab)"
        ev.warn("TabView's selection '\(written)' \(reason); the first tab is laid out", at: argument.loc)
        return 0
    }

    /// The value a selection argument holds now: a binding's current value, `.constant(x)`'s x.
    private static func resolved(_ value: Value, _ ev: Evaluator) -> Value {
        switch value {
        case .binding(let key): return ev.current(key)
        case .symbol("constant", let arguments?, let env) where arguments.count == 1 && arguments[0].label == nil:
            return (try? ev.evaluate(arguments[0].value, env)).map { resolved($0, ev) } ?? value
        default: return value
        }
    }
}
