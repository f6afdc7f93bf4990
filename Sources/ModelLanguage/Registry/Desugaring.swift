import ViewTree

// Building blocks for controls and containers written as compositions of layout primitives
// (stacks, frames, padding, background, Spacer, shapes, Text, Grid), so both engines lay them
// out with no engine change. Each node records where the control was written.

/// Marks on desugared controls, kept as visual modifiers (ignored by layout) so a later style
/// modifier (`buttonStyle(.bordered)`, `labelStyle(.iconOnly)`, …) can find its controls.
enum ControlMark {
    static let prefix = "control:"
    static let styledSuffix = ".styled"

    static func name(_ control: String) -> String { prefix + control }

    /// The control `node` is marked as (its style not yet chosen), if any.
    static func control(of node: ViewNode) -> String? {
        for visual in node.attributes.visual where visual.name.hasPrefix(prefix) && !visual.name.hasSuffix(styledSuffix) {
            return String(visual.name.dropFirst(prefix.count))
        }
        return nil
    }

    static func isStyled(_ node: ViewNode, _ control: String) -> Bool {
        node.attributes.visual.contains { $0.name == prefix + control + styledSuffix }
    }

    /// `node` with its mark for `control` turned into the styled mark.
    static func markStyled(_ node: ViewNode, _ control: String) -> ViewNode {
        var node = node
        node.attributes.visual = node.attributes.visual.map {
            $0.name == prefix + control ? VisualModifier(prefix + control + styledSuffix) : $0
        }
        return node
    }

    /// Rewrites every control of kind `control` below (and at) each node, outermost first; a
    /// control already styled by a nearer style modifier is left alone (the nearest wins).
    static func restyle(_ nodes: [ViewNode], _ control: String, _ transform: (ViewNode) throws(ModelError) -> ViewNode) throws(ModelError) -> [ViewNode] {
        var result: [ViewNode] = []
        for node in nodes { result.append(try restyle(node, control, transform)) }
        return result
    }

    private static func restyle(_ node: ViewNode, _ control: String, _ transform: (ViewNode) throws(ModelError) -> ViewNode) throws(ModelError) -> ViewNode {
        if isStyled(node, control) { return node }
        if ControlMark.control(of: node) == control { return try transform(markStyled(node, control)) }
        var copy = node
        copy.children = try restyle(node.children, control, transform)
        return copy
    }
}

extension Evaluator {
    func mark(_ node: ViewNode, _ control: String) -> ViewNode {
        var node = node
        node.attributes.visual.append(VisualModifier(ControlMark.name(control)))
        // Results report the control's own name for the node it was laid out as.
        node.attributes.displayKind = control
        return node
    }

    func hStack(_ children: [ViewNode], spacing: Double? = nil, alignment: VerticalAlignment = .center, at loc: Loc) throws(ModelError) -> ViewNode {
        try node(
            .stack(StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing.map(Expr.constant))),
            children: children, at: loc)
    }

    func vStack(_ children: [ViewNode], spacing: Double? = nil, alignment: HorizontalAlignment = .center, at loc: Loc) throws(ModelError) -> ViewNode {
        try node(
            .stack(StackSpec(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing.map(Expr.constant))),
            children: children, at: loc)
    }

    /// One view for several (an implicit VStack, as a control's label), nil for none.
    func single(_ nodes: [ViewNode], alignment: HorizontalAlignment = .center, at loc: Loc) throws(ModelError) -> ViewNode? {
        if nodes.count > 1 { return try vStack(nodes, alignment: alignment, at: loc) }
        return nodes.first
    }

    func fixedFrame(_ child: ViewNode, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center, at loc: Loc) throws(ModelError) -> ViewNode
    {
        try node(.frame(FixedFrame(width: width.map(Expr.constant), height: height.map(Expr.constant), alignment: alignment)), children: [child], at: loc)
    }

    func flexibleFrame(_ child: ViewNode, _ frame: FlexibleFrame, at loc: Loc) throws(ModelError) -> ViewNode {
        try node(.flexibleFrame(frame), children: [child], at: loc)
    }

    func padded(_ child: ViewNode, _ insets: EdgeInsets, at loc: Loc) throws(ModelError) -> ViewNode {
        try node(.padding(insets), children: [child], at: loc)
    }

    func backed(_ child: ViewNode, _ background: ViewNode, at loc: Loc) throws(ModelError) -> ViewNode {
        try node(.background(alignment: .center), children: [child, background], at: loc)
    }

    /// A shape-like leaf reported under `name` (a switch, a slider track, a gradient).
    func box(_ name: String, at loc: Loc) throws(ModelError) -> ViewNode { try node(.shape(.other(name)), at: loc) }

    func roundedRectangle(_ radius: Double, at loc: Loc) throws(ModelError) -> ViewNode {
        try node(.shape(.roundedRectangle(cornerRadius: radius)), at: loc)
    }

    func textNode(_ text: String, at loc: Loc) throws(ModelError) -> ViewNode {
        var node = try node(.text(text), at: loc)
        node.attributes.placeholder = placeholderStrings.contains(text)
        return node
    }

    func spacerNode(at loc: Loc) throws(ModelError) -> ViewNode { try node(.spacer(minLength: nil), at: loc) }

    /// A title argument as views: a string (or data) becomes a Text; views stay.
    func titleViews(_ value: Value?, at loc: Loc) throws(ModelError) -> [ViewNode] {
        guard let value else { return [] }
        if case .views(let nodes) = value { return nodes }
        if case .closure(let closure, let env) = value, closure.parameters.isEmpty { return try callViews(closure, env, arguments: [], at: loc) }
        let (text, placeholder) = display(value)
        if placeholder, case .opaque(let name) = value { warn("\(name) shown as placeholder text", at: loc) }
        var node = try textNode(text, at: loc)
        node.attributes.placeholder = node.attributes.placeholder || placeholder
        return [node]
    }

    /// `Image(systemName:)`: a box of side one line in the body font (1.2 x 17 = 20.4), in
    /// the symbol's ratio (SymbolShapes; unknown symbols are square); a `font` modifier above
    /// it resizes it to 1.2 x that font's size.
    func symbolImage(_ name: String, at loc: Loc) throws(ModelError) -> ViewNode {
        let box = SymbolShapes.size(of: name, side: Self.symbolSide(Font.body))
        var image = try node(.image(ImageSpec(name: name, width: box.width, height: box.height)), at: loc)
        image.attributes.visual.append(VisualModifier(ControlMark.name("symbol")))
        SymbolBaseline.set(&image, height: box.height, fontSize: Font.body.size)
        return image
    }

    static func symbolSide(_ font: Font) -> Double { font.size * 1.2 }

    /// The row of a labelled control: `HStack { label; Spacer(); trailing }`, so it takes the
    /// proposed width and is as tall as the taller of the label and the control.
    func labeledRow(_ label: [ViewNode], _ trailing: ViewNode, control: String, at loc: Loc) throws(ModelError) -> ViewNode {
        var children: [ViewNode] = []
        if let label = try single(label, alignment: .leading, at: loc) { children.append(label) }
        children.append(try spacerNode(at: loc))
        children.append(trailing)
        return mark(try hStack(children, at: loc), control)
    }
}

/// Resizing of symbol images by the `font` that applies to them (the nearest one wins).
enum SymbolSizing {
    static func apply(_ font: Font, to node: ViewNode, isRoot: Bool = true) -> ViewNode {
        if !isRoot, node.attributes.font != nil { return node }
        var copy = node
        if case .image(var spec) = node.kind, node.attributes.visual.contains(where: { $0.name == ControlMark.name("symbol") }) {
            let box = SymbolShapes.size(of: spec.name, side: Evaluator.symbolSide(font) * SymbolScale.of(node).factor)
            spec.width = box.width
            spec.height = box.height
            copy.kind = .image(spec)
            SymbolBaseline.set(&copy, height: box.height, fontSize: font.size)
        }
        copy.children = node.children.map { apply(font, to: $0, isRoot: false) }
        return copy
    }
}
