import ViewTree

/// The tags a ForEach gives its views implicitly: each element's id (docs/known-differences.md,
/// "Navigation and tab bars").
///
/// Apple's Picker documentation: over `ForEach(Flavor.allCases) { Text(…) }`, "ForEach
/// automatically assigns a tag to the selection views using each option's id", so a Picker's
/// or a TabView's selection is matched to the elements' ids without a `tag(_:)`.
///
/// 1. The id of an element is its `id:` key path read on it (`\.self` is the element,
///    `\.name` its `name`, `\.offset` and `\.element` the parts of an `enumerated()` pair,
///    `\.element.id` a path of them). Without `id:` it is the element's `id` (an Identifiable
///    record's stored or computed `id`, an enum's computed `var id`), else the element itself
///    (`ForEach(0..<3)` identifies its Ints by themselves; an enum case with no `id`
///    property stands for itself as Hashable values do).
/// 2. Each view the content builds for the element is tagged with that id, unless it already
///    has a tag of its own: a `tag(_:)` written inside the content is nearer to the view and
///    wins, as SwiftUI's explicit tags do over ForEach's.
/// 3. An id that cannot be read (a placeholder element, a key path naming no property) tags
///    nothing; a selection then matches no tag and the Picker or TabView warns, as it does for
///    untagged views.
///
/// Only a ForEach whose views are a Picker's options or a TabView's tabs tags them
/// (`Evaluator.buildsSelectableViews`): elsewhere a tag means nothing to layout, and leaving
/// it off keeps a list's identical rows identical.
enum ForEachTags {
    /// The views that splice their content into the list around them.
    static let listingViews: Set<String> = ["ForEach", "Group", "Section"]

    /// `build` run with the views it builds read as a Picker's options or a TabView's tabs.
    static func selectable<T>(_ ev: Evaluator, _ build: () throws(ModelError) -> T) throws(ModelError) -> T {
        let saved = ev.buildsSelectableViews
        ev.buildsSelectableViews = true
        defer { ev.buildsSelectableViews = saved }
        return try build()
    }

    /// Steps 1 and 2: `views`, built for `element`, with the element's id as their tag.
    static func tagged(_ views: [ViewNode], element: Value, keyPath: String?, _ ev: Evaluator, at loc: Loc) -> [ViewNode] {
        guard let id = identity(of: element, keyPath: keyPath, ev, at: loc) else { return views }
        return views.map { view in TabSelection.tag(of: view, ev) == nil ? TabSelection.tagged(view, id, ev) : view }
    }

    /// Step 1: the id of `element`; nil when it cannot be read (step 3).
    static func identity(of element: Value, keyPath: String?, _ ev: Evaluator, at loc: Loc) -> Value? {
        let id: Value?
        if let keyPath {
            var value: Value? = element
            for component in Evaluator.keyPathComponents(keyPath) {
                value = value.flatMap { member(component, of: $0, ev, at: loc) }
            }
            id = value
        } else {
            id = member("id", of: element, ev, at: loc) ?? element
        }
        guard let id else { return nil }
        switch id {
        case .unknown, .opaque, .void, .null: return nil
        default: return ev.dereferenced(id)
        }
    }

    /// One key-path component read on `value` without a placeholder or a warning: nil when the
    /// value has no such member.
    private static func member(_ name: String, of value: Value, _ ev: Evaluator, at loc: Loc) -> Value? {
        switch value {
        case .record(let instance):
            if let stored = instance.values[name] { return stored }
            if let property = instance.computed[name] { return try? ev.computed(property, instance, at: loc) }
            return nil
        case .array(let parts) where parts.count == 2:
            // An `enumerated()` pair.
            switch name {
            case "offset", "0": return parts[0]
            case "element", "1": return parts[1]
            default: return nil
            }
        case .enumCase("Tuple", _):
            return try? ev.member(of: value, name, at: loc, baseLoc: loc)
        default:
            guard let caseName = Evaluator.enumCaseName(value), let decl = ev.enumDeclaring(caseName, property: name),
                let property = decl.properties.first(where: { $0.name == name })
            else { return nil }
            return try? ev.computed(property, Instance(decl: decl, values: [:]), at: loc, selfValue: value)
        }
    }
}
