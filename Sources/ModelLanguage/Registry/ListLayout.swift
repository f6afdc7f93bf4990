import ViewTree

/// How a List or Form is composed of layout primitives, and how its style and spacing
/// modifiers recompose it (docs/known-differences.md, "Lists and forms").
///
/// A list is built when its content is evaluated, before the modifiers written after it
/// (`listStyle`, `listSectionSpacing`) are known, so it is built in the default style and
/// those modifiers rewrite it. What they set is recorded on the List node, as drawing-free
/// marks, so the nearest one of each kind wins and every rewrite starts from the same facts:
/// - `list:style:NAME`: the style;
/// - `list:sectionSpacing`: spacing between sections, on the List or on one Section;
/// - `list:rowSpacing`: spacing between adjacent rows (`listRowSpacing`), on the List;
/// - on a row's view, before the row is built: `list:rowInsets` (a padding the row uses as
///   its insets), `list:rowBackground` (a background the row moves behind itself) and
///   `list:separatorHidden`.
enum ListLayout {
    static let styleMark = "list:style:"
    static let spacingMark = "list:sectionSpacing"
    static let rowInsetsMark = "list:rowInsets"
    static let rowBackgroundMark = "list:rowBackground"
    static let separatorHiddenMark = "list:separatorHidden"
    static let gapMark = "list:gap"
    static let rowSpacingMark = "list:rowSpacing"

    // MARK: - Marks

    static func has(_ node: ViewNode, _ mark: String) -> Bool { node.attributes.visual.contains { $0.name == mark } }

    static func value(_ node: ViewNode, _ mark: String) -> Double? { node.attributes.visual.first { $0.name == mark }?.value }

    static func marked(_ node: ViewNode, _ mark: String, value: Double? = nil) -> ViewNode {
        var copy = node
        copy.attributes.visual.append(VisualModifier(mark, value: value))
        return copy
    }

    /// The style recorded on a List node (inset grouped until a `listStyle` sets one).
    static func style(of list: ViewNode) -> ListStyleKind? {
        for visual in list.attributes.visual where visual.name.hasPrefix(styleMark) {
            return ListStyleKind(rawValue: String(visual.name.dropFirst(styleMark.count)))
        }
        return nil
    }

    // MARK: - Rows

    /// A row (SwiftUI's list cell):
    /// 1. the content padded by its `listRowInsets`, else the default insets (16 x 6);
    /// 2. in `frame(maxWidth: .infinity, minHeight: defaultMinListRowHeight, alignment: .leading)`;
    /// 3. on its `listRowBackground`, if any, which takes the row's size;
    /// 4. with a separator overlaid along its bottom edge (a view of no layout weight: a
    ///    hairline Rectangle from the content's leading inset to the trailing edge) unless
    ///    it is its section's last row or `listRowSeparator(.hidden)` is written on it.
    static func row(_ ev: Evaluator, _ content: ViewNode, minHeight: Double, separator: Bool, at loc: Loc) throws(ModelError) -> ViewNode {
        var inner = content
        var background: ViewNode?
        var padded: ViewNode?
        var separatorHidden = false
        // Peel the marks `listRowInsets` and `listRowBackground` left on the row's view, the
        // outermost first (for each kind the one nearest the view wins).
        while true {
            separatorHidden = separatorHidden || has(inner, separatorHiddenMark)
            if has(inner, rowBackgroundMark), case .background = inner.kind, inner.children.count == 2 {
                background = inner.children[1]
                inner = inner.children[0]
            } else if has(inner, rowInsetsMark), case .padding = inner.kind, inner.children.count == 1 {
                padded = inner
                inner = inner.children[0]
            } else {
                break
            }
        }
        let withInsets: ViewNode
        if let padded {
            var copy = padded
            copy.children = [inner]
            withInsets = copy
        } else {
            withInsets = try ev.padded(inner, ListMetrics.rowInsets, at: loc)
        }
        var row = try ev.flexibleFrame(
            withInsets, FlexibleFrame(maxWidth: .infinity, minHeight: .constant(minHeight), alignment: .leading), at: loc)
        if let background { row = try ev.backed(row, background, at: loc) }
        if separator && !separatorHidden {
            guard case .padding(let insets) = withInsets.kind else { return row }
            row = try ev.node(.overlay(alignment: .bottom), children: [row, try self.separator(ev, leading: insets.leading, at: loc)], at: loc)
        }
        return ev.mark(row, "ListRow")
    }

    /// A separator: `Rectangle().frame(height: 1/3).padding(.leading, inset)`.
    private static func separator(_ ev: Evaluator, leading: Expr, at loc: Loc) throws(ModelError) -> ViewNode {
        let line = try ev.fixedFrame(try ev.node(.shape(.rectangle), at: loc), height: ListMetrics.separatorThickness, at: loc)
        return ev.mark(try ev.padded(line, EdgeInsets(leading: leading), at: loc), "Separator")
    }

    // MARK: - Sections

    /// A section: `VStack(spacing: 0) { header; card; footer }`, the card the rows in a
    /// `VStack(spacing: 0)` on a RoundedRectangle(cornerRadius: 10), every row but the last
    /// with a separator.
    static func section(_ ev: Evaluator, header: [ViewNode], rows: [ViewNode], footer: [ViewNode], at loc: Loc) throws(ModelError) -> ViewNode {
        let minHeight = try minRowHeight(ev, at: loc)
        var parts: [ViewNode] = []
        if let header = try ev.single(header, alignment: .leading, at: loc) {
            parts.append(try caption(ev, header, EdgeInsets(top: 0, leading: 16, bottom: .constant(ListMetrics.headerSpacing), trailing: 16), at: loc))
        }
        var styledRows: [ViewNode] = []
        for (index, row) in rows.enumerated() {
            styledRows.append(try self.row(ev, row, minHeight: minHeight, separator: index < rows.count - 1, at: loc))
        }
        // The card is drawn in the grouped row colour, as SwiftUI paints it (a bare shape would
        // be filled with the foreground colour, black); drawing only, layout does not read it.
        var cardShape = try ev.roundedRectangle(ListMetrics.cornerRadius, at: loc)
        cardShape.attributes.visual.append(VisualModifier("fill", color: .named("secondarySystemGroupedBackground")))
        let card = try ev.backed(try ev.vStack(styledRows, spacing: 0, at: loc), cardShape, at: loc)
        parts.append(card)
        if let footer = try ev.single(footer, alignment: .leading, at: loc) {
            parts.append(try caption(ev, footer, EdgeInsets(top: .constant(ListMetrics.headerSpacing), leading: 16, bottom: 0, trailing: 16), at: loc))
        }
        return ev.mark(try ev.vStack(parts, spacing: 0, at: loc), "Section")
    }

    /// A header or footer: footnote font, padded, leading in the full width.
    private static func caption(_ ev: Evaluator, _ view: ViewNode, _ insets: EdgeInsets, at loc: Loc) throws(ModelError) -> ViewNode {
        var padded = try ev.padded(view, insets, at: loc)
        padded = SymbolSizing.apply(.footnote, to: padded.applying(.font(.footnote)))
        return try ev.flexibleFrame(padded, FlexibleFrame(maxWidth: .infinity, alignment: .leading), at: loc)
    }

    /// `EnvironmentValues.defaultMinListRowHeight` where the rows are built: an
    /// `.environment(\.defaultMinListRowHeight, h)` above, else 44.
    static func minRowHeight(_ ev: Evaluator, at loc: Loc) throws(ModelError) -> Double {
        let value = try ev.environmentValue("\\.defaultMinListRowHeight", at: loc)
        if case .number(let expr) = value {
            if let height = expr.constantValue, height.isFinite, height >= 0 { return height }
            ev.warn("defaultMinListRowHeight is not a constant number of points; rows keep the minimum height 44", at: loc)
        }
        return ListMetrics.rowMinHeight
    }

    // MARK: - The list

    /// The list's content: the sections in a VStack, padded by the style's insets, with the
    /// spacing `listSectionSpacing` gives: one spacing between every two sections when no
    /// section sets its own; else, as Apple documents, each section puts half its spacing
    /// above and below itself, a section without one taking its neighbour's, so sections
    /// i and i + 1 are `s(i)/2 + s(i + 1)/2` apart (`VStack(spacing: 0)`, every later section
    /// padded on top by its gap).
    static func content(_ ev: Evaluator, sections: [ViewNode], style: ListStyleKind, listSpacing: Double?, at loc: Loc) throws(ModelError) -> ViewNode {
        let spacing = listSpacing ?? style.defaultSectionSpacing
        let own = sections.map { value($0, spacingMark) }
        let stack: ViewNode
        if own.allSatisfy({ $0 == nil }) {
            stack = try ev.vStack(sections, spacing: spacing, at: loc)
        } else {
            var children: [ViewNode] = []
            for (index, section) in sections.enumerated() {
                guard index > 0 else {
                    children.append(section)
                    continue
                }
                let above = own[index - 1] ?? own[index] ?? spacing
                let below = own[index] ?? own[index - 1] ?? spacing
                let gap = try ev.padded(section, EdgeInsets(top: .constant(above / 2 + below / 2)), at: loc)
                children.append(marked(gap, gapMark))
            }
            stack = try ev.vStack(children, spacing: 0, at: loc)
        }
        return try ev.padded(stack, style.listInsets, at: loc)
    }

    /// The sections of a list's content (as `content` built it).
    static func sections(of list: ViewNode) -> [ViewNode]? {
        guard case .scrollView = list.kind, list.children.count == 1, case .padding = list.children[0].kind,
            list.children[0].children.count == 1, case .stack = list.children[0].children[0].kind
        else { return nil }
        return list.children[0].children[0].children.map { child in
            has(child, gapMark) && child.children.count == 1 ? child.children[0] : child
        }
    }

    /// The list rebuilt after a modifier changed its recorded style or spacing; a style
    /// newly set also reshapes each section's card.
    static func relayout(_ ev: Evaluator, _ list: ViewNode, newStyle: ListStyleKind? = nil, at loc: Loc) throws(ModelError) -> ViewNode {
        guard var sections = sections(of: list) else { return list }
        let style = style(of: list) ?? .insetGrouped
        if let newStyle { sections = sections.map { restyledCard($0, newStyle) } }
        if let rowSpacing = value(list, rowSpacingMark) { sections = sections.map { respaced($0, rowSpacing) } }
        var copy = list
        copy.children = [try content(ev, sections: sections, style: style, listSpacing: value(list, spacingMark), at: loc)]
        return copy
    }

    /// A section with `spacing` between its rows: the card's stack of rows (the stack itself
    /// in the plain style, which has no card), its header and footer unchanged.
    private static func respaced(_ section: ViewNode, _ spacing: Double) -> ViewNode {
        func spaced(_ stack: ViewNode) -> ViewNode {
            guard case .stack(var spec) = stack.kind else { return stack }
            var copy = stack
            spec.spacing = .constant(spacing)
            copy.kind = .stack(spec)
            return copy
        }
        var copy = section
        copy.children = section.children.map { part in
            if case .stack = part.kind { return spaced(part) }
            guard case .background = part.kind, part.children.count == 2 else { return part }
            var card = part
            card.children[0] = spaced(part.children[0])
            return card
        }
        return copy
    }

    /// A section's card in `style`: plain keeps the rows alone, grouped puts them on a
    /// Rectangle, the inset styles on the RoundedRectangle they were built on.
    private static func restyledCard(_ section: ViewNode, _ style: ListStyleKind) -> ViewNode {
        var copy = section
        copy.children = section.children.map { part in
            guard case .background = part.kind, part.children.count == 2, case .shape(.roundedRectangle) = part.children[1].kind else { return part }
            guard let radius = style.cardCornerRadius else { return part.children[0] }
            var card = part
            card.children[1].kind = radius == 0 ? .shape(.rectangle) : .shape(.roundedRectangle(cornerRadius: radius))
            return card
        }
        return copy
    }

    /// Applies `transform` to each List or Form at or below `nodes` (not inside a list's rows).
    static func rewriteLists(_ nodes: [ViewNode], _ transform: (ViewNode) throws(ModelError) -> ViewNode) throws(ModelError) -> [ViewNode] {
        var result: [ViewNode] = []
        for node in nodes {
            if ControlMark.control(of: node) == "List" || ControlMark.isStyled(node, "List") {
                result.append(try transform(node))
            } else {
                var copy = node
                copy.children = try rewriteLists(node.children, transform)
                result.append(copy)
            }
        }
        return result
    }
}
