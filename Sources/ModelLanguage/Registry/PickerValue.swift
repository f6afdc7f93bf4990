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
/// 5. Every option's title and the selected option's index are kept on the value as a drawing
///    mark (`segmentsMark`), which `.pickerStyle(.segmented)` hands to its control's box: a
///    segmented control draws every option (docs/rendering.md).
enum PickerValue {
    /// The drawing mark holding the options' titles (`texts`) and the selected index (`value`).
    static let segmentsMark = "picker:segments"

    static func view(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> ViewNode {
        var current: ViewNode?
        let options = try self.options(ev, args, site)
        if let label = args.labeled("currentValueLabel") {
            current = try ev.single(try ev.toViews(try contentValue(ev, label, args), at: label.loc), at: label.loc)
        } else if let options, let index = options.selected, let title = options.titles[index] {
            var text = try ev.textNode(title, at: site.loc)
            text.attributes.lineLimit = 1
            current = text
        }
        var value: ViewNode
        if let current {
            var chevron = try ev.symbolImage("chevron.up.chevron.down", at: site.loc)
            chevron = SymbolSizing.apply(.footnote, to: chevron.applying(.font(.footnote)))
            value = try ev.hStack([current, chevron], spacing: 4, at: site.loc)
        } else {
            value = try ev.fixedFrame(try ev.box("PickerValue", at: site.loc), width: 100, height: 22, at: site.loc)
        }
        if let options {
            value.attributes.visual.append(
                VisualModifier(segmentsMark, value: options.selected.map(Double.init), texts: options.titles.map { $0 ?? "" }))
        }
        return value
    }

    /// The segments mark in `node` or below it, if any (step 5).
    static func segments(in node: ViewNode) -> VisualModifier? {
        var found: VisualModifier?
        node.preorder { node, _ in
            if found == nil { found = node.attributes.visual.first { $0.name == segmentsMark } }
        }
        return found
    }

    /// Steps 1 and 2: every option's title (the first Text string inside it, nil for none)
    /// and the selected option's index; nil without a selection or options.
    private static func options(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> (titles: [String?], selected: Int?)? {
        guard let (selection, loc) = try TabSelection.selection(ev, args),
            let content = args.labeled("content") ?? args.trailing.first
        else { return nil }
        let options = try ForEachTags.selectable(ev) { () throws(ModelError) in try ev.toViews(try contentValue(ev, content, args), at: content.loc) }
        let titles = options.map { option -> String? in
            var title: String?
            option.preorder { node, _ in
                if title == nil, case .text(let string) = node.kind { title = string }
            }
            return title
        }
        guard let index = TabSelection.matching(ev, options, selection) else {
            if !options.isEmpty {
                ev.warn("Picker's selection '\(ev.display(selection).0)' matches no option's tag; no title is shown (a 100x22 value box)", at: loc)
            }
            return options.isEmpty ? nil : (titles, nil)
        }
        return (titles, index)
    }

    /// The options' views: a builder closure called, any other value as it is.
    private static func contentValue(_ ev: Evaluator, _ content: Argument, _ args: RawArguments) throws(ModelError) -> Value {
        let value = try ev.evaluate(content.value, args.env)
        guard case .closure(let closure, let env) = value else { return value }
        return .views(try ev.callViews(closure, env, arguments: [], at: closure.loc))
    }
}
