import ViewTree

/// List, Form and Section (composed by ListLayout), LabeledContent, GroupBox,
/// DisclosureGroup and ContentUnavailableView, as compositions of layout primitives
/// (docs/known-differences.md, "Lists and forms" and "Controls and containers").
enum ListRegistry {
    static let entries: [String: ViewEntry] = [
        "List": ViewEntry(raw: list),
        "Form": ViewEntry(raw: list),
        "Section": ViewEntry(raw: section),
        "LabeledContent": ViewEntry(raw: labeledContent),
        "GroupBox": ViewEntry(raw: groupBox),
        "DisclosureGroup": ViewEntry(raw: { ev, args, site throws(ModelError) in
            // Laid out collapsed (docs/known-differences.md): an expansion the code sets is
            // not silently dropped.
            if let expanded = args.labeled("isExpanded"), case .bool(true) = ev.dereferenced(try ev.evaluate(expanded.value, args.env)) {
                ev.warn("DisclosureGroup is laid out collapsed; its content, expanded here, is not shown", at: expanded.loc)
            }
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
    /// content is the sections (ListLayout.content, in the inset-grouped style until a
    /// `listStyle` says otherwise); views outside a Section form implicit sections without a
    /// header.
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
            sections.append(try ListLayout.section(ev, header: [], rows: loose, footer: [], at: site.loc))
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
        let padded = try ListLayout.content(ev, sections: sections, style: .insetGrouped, listSpacing: nil, at: site.loc)
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
        return [try ListLayout.section(ev, header: header, rows: rows, footer: footer, at: site.loc)]
    }

    /// `LabeledContent("Label", value: "Value")` (a number in its `format:` style, as a Text
    /// shows it) or `LabeledContent("Label") { content }`: `HStack { label; Spacer(); value }`.
    private static func labeledContent(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var label: [ViewNode] = []
        if let title = args.unlabeled.first {
            label = try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc)
        } else if let labelArgument = args.labeled("label") {
            label = try ev.toViews(try ev.evaluate(labelArgument.value, args.env), at: labelArgument.loc)
        }
        var value: [ViewNode] = []
        if let valueArgument = args.labeled("value") {
            let shown = try ev.evaluate(valueArgument.value, args.env)
            if let style = args.labeled("format"), let text = try ev.formatted(shown, style: style.value, args.env) {
                value = [try ev.textNode(text, at: valueArgument.loc)]
            } else {
                value = try ev.titleViews(shown, at: valueArgument.loc)
            }
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
