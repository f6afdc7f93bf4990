import ViewTree

/// What a menu-style Picker shows (docs/known-differences.md, "Pickers and text fields"): the
/// selected option's title and the menu's up-and-down chevron, at the trailing end of its row
/// in a List or Form and as the whole picker elsewhere (Apple: the menu style's "button itself
/// indicates the selected option"; its label is not shown there).
///
/// 1. The options are the Picker's content (the `content:` closure, else the first trailing
///    closure), each tagged as a TabView's tabs are (TabSelection): `Text("French").tag("fr")`,
///    or a ForEach's views, which carry their elements' ids as tags (ForEachTags).
/// 2. The selected option is the first whose tag equals `selection:` at the state of the moment;
///    its title is the first Text string inside it.
/// 3. The value is `HStack(spacing: 4) { Text(title).lineLimit(1); chevron }`, the chevron
///    `Image(systemName: "chevron.up.chevron.down")` in the footnote font (SymbolShapes).
///    A `currentValueLabel:` (iOS 18, "a view that represents the current value of the
///    picker") takes the title's place.
/// 4. Without a `selection:`, a selected option or a title, the value is the 100x22 box of
///    before; a selection matching no option's tag warns (SwiftUI logs that such a selection
///    "is invalid and does not have an associated tag" and shows no title).
enum PickerValue {
    static func view(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> ViewNode {
        var current: ViewNode?
        if let label = args.labeled("currentValueLabel") {
            current = try ev.single(try ev.toViews(try contentValue(ev, label, args), at: label.loc), at: label.loc)
        } else if let title = try selectedTitle(ev, args, site) {
            var text = try ev.textNode(title, at: site.loc)
            text.attributes.lineLimit = 1
            current = text
        }
        if let current {
            var chevron = try ev.symbolImage("chevron.up.chevron.down", at: site.loc)
            chevron = SymbolSizing.apply(.footnote, to: chevron.applying(.font(.footnote)))
            return try ev.hStack([current, chevron], spacing: 4, at: site.loc)
        }
        return try ev.fixedFrame(try ev.box("PickerValue", at: site.loc), width: 100, height: 22, at: site.loc)
    }

    /// Steps 1 and 2: the selected option's title; nil when there is none to show.
    private static func selectedTitle(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> String? {
        guard let (selection, loc) = try TabSelection.selection(ev, args),
            let content = args.labeled("content") ?? args.trailing.first
        else { return nil }
        let options = try ForEachTags.selectable(ev) { () throws(ModelError) in try ev.toViews(try contentValue(ev, content, args), at: content.loc) }
        guard let index = TabSelection.matching(ev, options, selection) else {
            if !options.isEmpty {
                ev.warn("Picker's selection '\(ev.display(selection).0)' matches no option's tag; no title is shown (a 100x22 value box)", at: loc)
            }
            return nil
        }
        var title: String?
        options[index].preorder { node, _ in
            if title == nil, case .text(let string) = node.kind { title = string }
        }
        return title
    }

    /// The options' views: a builder closure called, any other value as it is.
    private static func contentValue(_ ev: Evaluator, _ content: Argument, _ args: RawArguments) throws(ModelError) -> Value {
        let value = try ev.evaluate(content.value, args.env)
        guard case .closure(let closure, let env) = value else { return value }
        return .views(try ev.callViews(closure, env, arguments: [], at: closure.loc))
    }
}
