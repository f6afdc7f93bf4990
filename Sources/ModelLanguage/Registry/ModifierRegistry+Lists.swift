import ViewTree

// The list modifiers (ListLayout; docs/known-differences.md, "Lists and forms"): the style and
// section spacing, read by the List or Form below, and the row modifiers, read by the row the
// view becomes. Outside a List or Form the row modifiers do nothing, as in SwiftUI.

extension ModifierRegistry {
    static let lists: [String: ModifierEntry] = [
        // `.plain`, `.grouped`, `.insetGrouped`, `.sidebar`; `.automatic`, `.inset` and others
        // lay out inset grouped. The nearest listStyle wins.
        "listStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ListStyleKind(styleName: ev.symbolName(a.value("style") ?? .null))
            return .nodes(
                try ListLayout.rewriteLists(nodes) { (list) throws(ModelError) in
                    guard ListLayout.style(of: list) == nil else { return list }
                    let marked = ListLayout.marked(list, ListLayout.styleMark + style.rawValue)
                    return try ListLayout.relayout(ev, marked, newStyle: style, at: site.loc)
                })
        },
        // `.default`, `.compact`, `.custom(x)` or a number, on a List (every section) or on a
        // Section (its own, which wins over the list's).
        "listSectionSpacing": ModifierEntry([Signature([.unlabeled("spacing", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let spacing = try sectionSpacing(ev, a.value("spacing") ?? .null, at: a.loc("spacing") ?? site.loc)
            var result: [ViewNode] = []
            for node in nodes {
                if ControlMark.control(of: node) == "Section" {
                    // A Section: recorded for the list that gathers it; `.default` is the list's.
                    guard let spacing, ListLayout.value(node, ListLayout.spacingMark) == nil else {
                        result.append(node)
                        continue
                    }
                    result.append(ListLayout.marked(node, ListLayout.spacingMark, value: spacing))
                    continue
                }
                result += try ListLayout.rewriteLists([node]) { (list) throws(ModelError) in
                    guard let spacing, ListLayout.value(list, ListLayout.spacingMark) == nil else { return list }
                    return try ListLayout.relayout(ev, ListLayout.marked(list, ListLayout.spacingMark, value: spacing), at: site.loc)
                }
            }
            return .nodes(result)
        },
        // `listRowSpacing(s)` on a List: s points between adjacent rows of each section; nil
        // keeps the style's 0. The nearest one wins.
        "listRowSpacing": ModifierEntry([Signature([.unlabeled("spacing", .number, nullable: true)])]) { ev, a, site, nodes throws(ModelError) in
            guard let expr = a.number("spacing") else { return .nodes(nodes) }
            guard let spacing = expr.constantValue, spacing.isFinite, spacing >= 0 else {
                throw ev.error("listRowSpacing needs a constant number of points", at: a.loc("spacing") ?? site.loc, expected: "a length such as 8, or nil")
            }
            return .nodes(
                try ListLayout.rewriteLists(nodes) { (list) throws(ModelError) in
                    guard ListLayout.value(list, ListLayout.rowSpacingMark) == nil else { return list }
                    return try ListLayout.relayout(ev, ListLayout.marked(list, ListLayout.rowSpacingMark, value: spacing), at: site.loc)
                })
        },
        // `listRowInsets(EdgeInsets(…))`, `listRowInsets(nil)` (the default insets), and
        // `listRowInsets(.leading, 0)`: the other edges keep the default insets.
        "listRowInsets": ModifierEntry([
            Signature([.unlabeled("insets", .insets, nullable: true)]),
            Signature([.unlabeled("edges", .edgeSet, optional: true), .unlabeled("length", .number, nullable: true)]),
        ]) { ev, a, site, nodes throws(ModelError) in
            guard ev.insideList else { return .nodes(nodes) }
            var insets = ListMetrics.rowInsets
            if a.signatureIndex == 0 {
                guard let given = a.insets("insets") else { return .nodes(nodes) }
                insets = given
            } else {
                let edges = a.edgeSet("edges") ?? .all
                guard let length = a.number("length") else { return .nodes(nodes) }
                if edges.contains(.top) { insets.top = length }
                if edges.contains(.leading) { insets.leading = length }
                if edges.contains(.bottom) { insets.bottom = length }
                if edges.contains(.trailing) { insets.trailing = length }
            }
            return .nodes(
                try rowModifier(ev, nodes, "listRowInsets", at: site.loc) { (node) throws(ModelError) in
                    ListLayout.marked(try ev.padded(node, insets, at: site.loc), ListLayout.rowInsetsMark)
                })
        },
        // A view behind the row, the row's size (a Color, a shape, any view); nil: none.
        "listRowBackground": ModifierEntry([Signature([.unlabeled("view", .views, nullable: true)])]) { ev, a, site, nodes throws(ModelError) in
            guard ev.insideList, let views = a.views("view"), let background = try ev.single(views, at: site.loc) else { return .nodes(nodes) }
            return .nodes(
                try rowModifier(ev, nodes, "listRowBackground", at: site.loc) { (node) throws(ModelError) in
                    ListLayout.marked(try ev.backed(node, background, at: site.loc), ListLayout.rowBackgroundMark)
                })
        },
        // `.hidden` removes the row's separator; `.visible` and `.automatic` keep it.
        "listRowSeparator": ModifierEntry([Signature([.unlabeled("visibility", .any), .labeled("edges", .edgeSet)])]) { ev, a, site, nodes throws(ModelError) in
            guard ev.insideList, ev.symbolName(a.value("visibility") ?? .null) == "hidden" else { return .nodes(nodes) }
            return .nodes(
                try rowModifier(ev, nodes, "listRowSeparator", at: site.loc) { (node) throws(ModelError) in
                    ListLayout.marked(node, ListLayout.separatorHiddenMark)
                })
        },
    ]

    /// Applies a row modifier to each row view; a Section's rows are built already, so on a
    /// Section it warns and does nothing (write it on the rows).
    private static func rowModifier(
        _ ev: Evaluator, _ nodes: [ViewNode], _ name: String, at loc: Loc, _ transform: (ViewNode) throws(ModelError) -> ViewNode
    ) throws(ModelError) -> [ViewNode] {
        var result: [ViewNode] = []
        for node in nodes {
            if ControlMark.control(of: node) == "Section" {
                ev.warn("\(name) on a Section is ignored: write it on the section's rows", at: loc)
                result.append(node)
            } else {
                result.append(try transform(node))
            }
        }
        return result
    }

    /// A `ListSectionSpacing` in points: `.compact` 20, `.custom(x)` or a number x; nil for
    /// `.default` (the style's own spacing).
    private static func sectionSpacing(_ ev: Evaluator, _ value: Value, at loc: Loc) throws(ModelError) -> Double? {
        var number: Expr?
        switch value {
        case .number(let expr): number = expr
        case .symbol("default", nil, _): return nil
        case .symbol("compact", nil, _): return ListMetrics.compactSectionSpacing
        case .symbol("custom", let arguments?, let env) where arguments.count == 1:
            if case .number(let expr) = try ev.evaluate(arguments[0].value, env) { number = expr }
        default: break
        }
        guard let points = number?.constantValue, points.isFinite, points >= 0 else {
            throw ev.error("listSectionSpacing needs a constant number of points", at: loc, expected: ".default, .compact, .custom(10) or 10")
        }
        return points
    }
}
