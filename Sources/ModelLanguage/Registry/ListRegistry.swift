import ViewTree

/// List, Form and Section in the inset-grouped style, LabeledContent, GroupBox,
/// DisclosureGroup and ContentUnavailableView, as compositions of layout primitives
/// (docs/known-differences.md, "Controls and containers").
enum ListRegistry {
    /// FrameSolver's approximation of iOS 17's inset-grouped list.
    enum Metrics {
        static let sectionInset = 20.0
        static let listVerticalInset = 20.0
        static let sectionSpacing = 35.0
        static let rowMinHeight = 44.0
        static let rowHorizontalPadding = 16.0
        static let rowVerticalPadding = 6.0
        static let cornerRadius = 10.0
        static let headerBottom = 6.0
    }

    static let entries: [String: ViewEntry] = [
        "List": ViewEntry(raw: list),
        "Form": ViewEntry(raw: list),
        "Section": ViewEntry(raw: section),
        "LabeledContent": ViewEntry(raw: labeledContent),
        "GroupBox": ViewEntry(raw: groupBox),
        "DisclosureGroup": ViewEntry(raw: { ev, args, site throws(ModelError) in
            let chevron = try ev.symbolImage("chevron.right", at: site.loc)
            return [
                try ev.labeledRow(
                    try ControlRegistry.controlLabel(ev, RawArguments(all: args.all.filter { !$0.isTrailing || $0.label == "label" }, env: args.env), site),
                    chevron, control: "DisclosureGroup", at: site.loc)
            ]
        }),
        "ContentUnavailableView": ViewEntry(raw: contentUnavailable),
    ]

    /// `List { … }`, `List(data) { item in … }`, `Form { … }`: a vertical ScrollView whose
    /// content is the sections in a VStack (spacing 35) padded 20 on every edge; views outside
    /// a Section form implicit sections without a header.
    private static func list(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var content: [ViewNode] = []
        let wasInsideList = ev.insideList
        ev.insideList = true
        defer { ev.insideList = wasInsideList }
        if let closureArgument = args.labeled("content") ?? args.trailing.first {
            let value = try ev.evaluate(closureArgument.value, args.env)
            if let data = args.unlabeled.first, case .closure(let closure, let env) = value {
                let dataValue = try ev.evaluate(data.value, args.env)
                if case .unknown(let name) = dataValue { ev.warn("List over unknown data '\(name)' has three placeholder rows", at: data.loc) }
                content = try ev.forEachViews(try ev.elements(of: dataValue, at: data.loc), closure, env, at: closure.loc)
            } else {
                content = try ev.toViews(value, at: closureArgument.loc)
            }
        }
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() throws(ModelError) {
            guard !loose.isEmpty else { return }
            sections.append(try sectionNode(ev, header: [], rows: loose, footer: [], at: site.loc))
            loose = []
        }
        for node in content {
            if ControlMark.control(of: node) == "Section" || ControlMark.isStyled(node, "Section") {
                try flush()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        try flush()
        let stack = try ev.vStack(sections, spacing: Metrics.sectionSpacing, at: site.loc)
        let insets = EdgeInsets(
            top: .constant(Metrics.listVerticalInset), leading: .constant(Metrics.sectionInset),
            bottom: .constant(Metrics.listVerticalInset), trailing: .constant(Metrics.sectionInset))
        let padded = try ev.padded(stack, insets, at: site.loc)
        return [ev.mark(try ev.node(.scrollView(ScrollSpec(axes: .vertical)), children: [padded], at: site.loc), "List")]
    }

    /// `Section("Title") { … }`, `Section { … } header: { … } footer: { … }`,
    /// `Section(header: Text(…), footer: …) { … }`.
    private static func section(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        func views(_ argument: Argument?) throws(ModelError) -> [ViewNode] {
            guard let argument else { return [] }
            return try ev.toViews(try ev.evaluate(argument.value, args.env), at: argument.loc)
        }
        var header = try views(args.labeled("header"))
        if let title = args.unlabeled.first { header = try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc) }
        let rows = try views(args.labeled("content") ?? args.trailing.first)
        let footer = try views(args.labeled("footer"))
        // Outside a List or Form a Section adds nothing: its header, rows and footer splice
        // into the parent, as a Group's do.
        guard ev.insideList else { return header + rows + footer }
        return [try sectionNode(ev, header: header, rows: rows, footer: footer, at: site.loc)]
    }

    /// A section: `VStack(spacing: 0) { header; card; footer }`, the card a `VStack(spacing: 0)`
    /// of rows on a RoundedRectangle(cornerRadius: 10).
    static func sectionNode(_ ev: Evaluator, header: [ViewNode], rows: [ViewNode], footer: [ViewNode], at loc: Loc) throws(ModelError) -> ViewNode {
        var parts: [ViewNode] = []
        if let header = try ev.single(header, alignment: .leading, at: loc) {
            parts.append(try caption(ev, header, EdgeInsets(top: 0, leading: 16, bottom: .constant(Metrics.headerBottom), trailing: 16), at: loc))
        }
        var styledRows: [ViewNode] = []
        for row in rows { styledRows.append(try self.row(ev, row, at: loc)) }
        let card = try ev.backed(try ev.vStack(styledRows, spacing: 0, at: loc), try ev.roundedRectangle(Metrics.cornerRadius, at: loc), at: loc)
        parts.append(card)
        if let footer = try ev.single(footer, alignment: .leading, at: loc) {
            parts.append(try caption(ev, footer, EdgeInsets(top: .constant(Metrics.headerBottom), leading: 16, bottom: 0, trailing: 16), at: loc))
        }
        return ev.mark(try ev.vStack(parts, spacing: 0, at: loc), "Section")
    }

    /// A header or footer: footnote font, padded, leading in the full width.
    private static func caption(_ ev: Evaluator, _ view: ViewNode, _ insets: EdgeInsets, at loc: Loc) throws(ModelError) -> ViewNode {
        var padded = try ev.padded(view, insets, at: loc)
        padded = SymbolSizing.apply(.footnote, to: padded.applying(.font(.footnote)))
        return try ev.flexibleFrame(padded, FlexibleFrame(maxWidth: .infinity, alignment: .leading), at: loc)
    }

    /// A row: its content padded 6 vertically and 16 horizontally, in
    /// `frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)`.
    static func row(_ ev: Evaluator, _ content: ViewNode, at loc: Loc) throws(ModelError) -> ViewNode {
        let insets = EdgeInsets(
            top: .constant(Metrics.rowVerticalPadding), leading: .constant(Metrics.rowHorizontalPadding),
            bottom: .constant(Metrics.rowVerticalPadding), trailing: .constant(Metrics.rowHorizontalPadding))
        let padded = try ev.padded(content, insets, at: loc)
        return try ev.flexibleFrame(padded, FlexibleFrame(maxWidth: .infinity, minHeight: .constant(Metrics.rowMinHeight), alignment: .leading), at: loc)
    }

    /// `LabeledContent("Label", value: "Value")` or `LabeledContent("Label") { content }`:
    /// `HStack { label; Spacer(); value }`.
    private static func labeledContent(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var label: [ViewNode] = []
        if let title = args.unlabeled.first {
            label = try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc)
        } else if let labelArgument = args.labeled("label") {
            label = try ev.toViews(try ev.evaluate(labelArgument.value, args.env), at: labelArgument.loc)
        }
        var value: [ViewNode] = []
        if let valueArgument = args.labeled("value") {
            value = try ev.titleViews(try ev.evaluate(valueArgument.value, args.env), at: valueArgument.loc)
        } else if let content = args.labeled("content") ?? args.trailing.first {
            value = try ev.toViews(try ev.evaluate(content.value, args.env), at: content.loc)
        }
        var trailing: ViewNode
        if let single = try ev.single(value, alignment: .trailing, at: site.loc) {
            trailing = single
        } else {
            trailing = try ev.node(.text(""), at: site.loc)
        }
        return [try ev.labeledRow(label, trailing, control: "LabeledContent", at: site.loc)]
    }

    /// `GroupBox("Title") { … }`: `VStack(alignment: .leading, spacing: 8) { title (headline);
    /// content }`, padded 16, on a RoundedRectangle(cornerRadius: 8).
    private static func groupBox(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var children: [ViewNode] = []
        if let title = args.unlabeled.first {
            children += try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc).map {
                SymbolSizing.apply(.headline, to: $0.applying(.font(.headline)))
            }
        } else if let labelArgument = args.labeled("label") {
            children += try ev.toViews(try ev.evaluate(labelArgument.value, args.env), at: labelArgument.loc).map {
                SymbolSizing.apply(.headline, to: $0.applying(.font(.headline)))
            }
        }
        if let content = args.labeled("content") ?? args.trailing.first {
            children += try ev.toViews(try ev.evaluate(content.value, args.env), at: content.loc)
        }
        let stack = try ev.vStack(children, spacing: 8, alignment: .leading, at: site.loc)
        let padded = try ev.padded(stack, EdgeInsets(.all, 16), at: site.loc)
        return [ev.mark(try ev.backed(padded, try ev.roundedRectangle(8, at: site.loc), at: site.loc), "GroupBox")]
    }

    /// `ContentUnavailableView("Title", systemImage: "tray", description: Text(…))`: a VStack
    /// (spacing 8) of the symbol in the largeTitle size, the title in title2 and the
    /// description, in `frame(maxWidth: .infinity, maxHeight: .infinity)`.
    private static func contentUnavailable(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var children: [ViewNode] = []
        if let systemImage = args.labeled("systemImage") {
            let symbol = try ev.symbolImage(ev.display(try ev.evaluate(systemImage.value, args.env)).0, at: systemImage.loc)
            children.append(SymbolSizing.apply(.largeTitle, to: symbol.applying(.font(.largeTitle))))
        }
        if let title = args.unlabeled.first {
            children += try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc).map { $0.applying(.font(.title2)) }
        } else if let labelArgument = args.labeled("label") ?? args.trailing.first {
            children += try ev.toViews(try ev.evaluate(labelArgument.value, args.env), at: labelArgument.loc)
        }
        if let description = args.labeled("description") {
            children += try ev.toViews(try ev.evaluate(description.value, args.env), at: description.loc)
        }
        let stack = try ev.vStack(children, spacing: 8, at: site.loc)
        return [ev.mark(try ev.flexibleFrame(stack, FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity), at: site.loc), "ContentUnavailableView")]
    }
}

extension ListRegistry {
    /// A List or Form (as `list` builds it) in another `listStyle` (docs/known-differences.md;
    /// approximations of iOS 17 on iPhone, where Apple gives no metrics):
    /// - `.plain`: rows on the list's background, full width: no outer padding, no space
    ///   between sections, no card;
    /// - `.grouped`: full-width cards: no horizontal outer padding, square corners;
    /// - `.insetGrouped`, `.automatic`, `.sidebar` (on iPhone), any other: as built.
    static func restyled(_ list: ViewNode, _ style: String?) -> ViewNode {
        guard style == "plain" || style == "grouped", case .scrollView = list.kind, list.children.count == 1,
            case .padding(let insets) = list.children[0].kind, list.children[0].children.count == 1,
            case .stack(var spec) = list.children[0].children[0].kind
        else { return list }
        let plain = style == "plain"
        var padding = list.children[0]
        var stack = padding.children[0]
        padding.kind = .padding(
            plain ? EdgeInsets() : EdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0))
        if plain { spec.spacing = .constant(0) }
        stack.kind = .stack(spec)
        stack.children = stack.children.map { section in restyledSection(section, plain: plain) }
        padding.children = [stack]
        var copy = list
        copy.children = [padding]
        return copy
    }

    /// A section's card: a `background` of the rows on a RoundedRectangle. Plain: the rows
    /// alone; grouped: a Rectangle behind them.
    private static func restyledSection(_ section: ViewNode, plain: Bool) -> ViewNode {
        var copy = section
        copy.children = section.children.map { part in
            guard case .background = part.kind, part.children.count == 2, case .shape(.roundedRectangle) = part.children[1].kind else { return part }
            if plain { return part.children[0] }
            var card = part
            card.children[1].kind = .shape(.rectangle)
            return card
        }
        return copy
    }
}
