import ViewTree

// Modifiers read by the control rules (button, label, picker and text field styles),
// `hidden()` and `modifier(_:)` for a ViewModifier of the file.

extension ModifierRegistry {
    static let controls: [String: ModifierEntry] = [
        // `labelsHidden()`: a labelled control's row keeps only its control (a Toggle its
        // switch, a Stepper its buttons, a Picker its value), for every control below it.
        "labelsHidden": ModifierEntry([Signature([])]) { _, _, _, nodes throws(ModelError) in
            .nodes(nodes.map(LabelsHidden.apply))
        },
        // `.bordered` / `.borderedProminent`: the label padded on a RoundedRectangle, by its
        // control size (7 x 12, radius 8, at regular; ControlSizing); `.plain`, `.borderless`,
        // `.automatic` and custom styles add nothing. The nearest buttonStyle wins.
        "buttonStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            if case .record(let instance)? = a.value("style") {
                // A ButtonStyle of the file: its makeBody around the label.
                return .nodes(
                    try ControlMark.restyle(nodes, "Button") { (node) throws(ModelError) in
                        try ev.applyStyleBody(instance, label: [node], icon: [], title: [], control: "Button", at: site.loc) ?? node
                    })
            }
            let style = ev.symbolName(a.value("style") ?? .null)
            let bordered = style == "bordered" || style == "borderedProminent"
            return .nodes(
                try ControlMark.restyle(nodes, "Button") { (node) throws(ModelError) in
                    guard bordered else { return node }
                    return try ControlSizing.bordered(ev, node, prominent: style == "borderedProminent", at: site.loc)
                })
        },
        // `.mini` … `.extraLarge` (large on iOS): recorded on the controls below, read by the
        // bordered button style and ProgressView's spinner (ControlSizing).
        "controlSize": ModifierEntry([Signature([.unlabeled("size", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let name = ev.symbolName(a.value("size") ?? .null)
            guard let size = ControlSizeKind(name: name) else {
                throw ev.error("unknown control size \(name.map { "." + $0 } ?? "value")", at: a.loc("size") ?? site.loc, expected: ".mini, .small, .regular, .large or .extraLarge")
            }
            return .nodes(try ControlSizing.apply(ev, nodes, size, at: site.loc))
        },
        // `.iconOnly` keeps the icon, `.titleOnly` the title; other styles keep both.
        "labelStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            if case .record(let instance)? = a.value("style") {
                // A LabelStyle of the file: its makeBody with the label's icon and title.
                return .nodes(
                    try ControlMark.restyle(nodes, "Label") { (node) throws(ModelError) in
                        guard node.children.count == 2 else { return node }
                        return try ev.applyStyleBody(
                            instance, label: [node], icon: [node.children[0]], title: [node.children[1]], control: "Label", at: site.loc) ?? node
                    })
            }
            let style = ev.symbolName(a.value("style") ?? .null)
            return .nodes(
                try ControlMark.restyle(nodes, "Label") { (node) throws(ModelError) in
                    if style == "iconOnly" { return LabelParts.keeping(node, icon: true) }
                    if style == "titleOnly" { return LabelParts.keeping(node, icon: false) }
                    return node
                })
        },
        // `.segmented`: the proposed width, 32 tall (UISegmentedControl), no label; `.wheel`:
        // the proposed width, 216 tall (UIPickerView); other styles keep the labelled row. The
        // segmented control's box carries the options' titles and the selection, to be drawn
        // as segments (PickerValue step 5).
        "pickerStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ev.symbolName(a.value("style") ?? .null)
            return .nodes(
                try ControlMark.restyle(nodes, "Picker") { (node) throws(ModelError) in
                    guard style == "segmented" || style == "wheel" else { return node }
                    var box = try ev.box("Picker", at: site.loc)
                    if style == "segmented", let segments = PickerValue.segments(in: node) {
                        box.attributes.visual.append(VisualModifier("segments", value: segments.value, texts: segments.texts))
                    }
                    return try ev.fixedFrame(box, height: style == "segmented" ? 32 : 216, at: site.loc)
                })
        },
        // `.roundedBorder`: UIKit's rounded-rect field: the line padded 7 at the sides in
        // `frame(minHeight: 34)` on a RoundedRectangle(cornerRadius: 5), drawn as the field's
        // hairline border in the separator grey (a shape without a style would draw filled
        // in the foreground colour: a black field); `.plain` and `.automatic` keep the bare line.
        "textFieldStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ev.symbolName(a.value("style") ?? .null)
            return .nodes(
                try ControlMark.restyle(nodes, "TextField") { (node) throws(ModelError) in
                    guard style == "roundedBorder" else { return node }
                    let padded = try ev.padded(node, EdgeInsets(.horizontal, .constant(7)), at: site.loc)
                    let field = try ev.flexibleFrame(padded, FlexibleFrame(minHeight: .constant(34)), at: site.loc)
                    var border = try ev.roundedRectangle(5, at: site.loc)
                    border.attributes.visual.append(VisualModifier("stroke", color: .named("separator"), value: 0.5))
                    return try ev.backed(field, border, at: site.loc)
                })
        },
        // `.small`, `.medium`, `.large`: symbol images below scaled by 0.8, 1, 1.3 (SymbolScale).
        "imageScale": ModifierEntry([Signature([.unlabeled("scale", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let name = ev.symbolName(a.value("scale") ?? .null)
            guard let scale = name.flatMap(SymbolScale.init(rawValue:)) else {
                throw ev.error("unknown image scale \(name.map { "." + $0 } ?? "value")", at: a.loc("scale") ?? site.loc, expected: ".small, .medium or .large")
            }
            return .nodes(SymbolScale.apply(scale, to: nodes))
        },
        // `.circular`: the spinner; `.linear`: the bar; `.automatic` and others keep the
        // indicator ProgressView chose (ProgressStyling). The nearest style wins.
        "progressViewStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ev.symbolName(a.value("style") ?? .null)
            guard style == "circular" || style == "linear" else { return .nodes(nodes) }
            return .nodes(
                try ControlMark.restyle(nodes, "ProgressView") { (node) throws(ModelError) in
                    try ProgressStyling.restyled(ev, node, circular: style == "circular", at: site.loc)
                })
        },
        // Keeps its space (drawing only).
        "hidden": ModifierEntry([Signature([])]) { _, _, _, _ throws(ModelError) in .modifier(.visual(VisualModifier("hidden"))) },
        // `modifier(X())` with a ViewModifier of the file: its `body(content:)`.
        "modifier": ModifierEntry([Signature([.unlabeled("modifier", .any)])]) { ev, a, site, nodes throws(ModelError) in
            guard case .record(let instance)? = a.value("modifier") else {
                if ev.lenient { ev.warn("modifier(…) of a type the file does not define ignored", at: site.loc) }
                return .nodes(nodes)
            }
            return .nodes(try ev.applyViewModifier(instance, to: nodes, at: site.loc))
        },
    ]
}

/// `labelsHidden()`: the labelled controls' rows (`Evaluator.labeledRow`: `HStack { label;
/// Spacer; control }`) keep their control alone, the control's mark and kind kept.
enum LabelsHidden {
    static let controls: Set<String> = ["Toggle", "Stepper", "Picker", "ColorPicker"]

    static func apply(_ node: ViewNode) -> ViewNode {
        var node = node
        if let control = ControlMark.control(of: node), controls.contains(control), case .stack = node.kind, node.children.count >= 2,
            case .spacer = node.children[node.children.count - 2].kind
        {
            node.children = [node.children[node.children.count - 1]]
            return node
        }
        node.children = node.children.map(apply)
        return node
    }
}

/// A Label (`HStack { icon; title }`, `ControlRegistry.labelStack`) keeping one of its parts.
enum LabelParts {
    /// The label with only its icon, or only its title. The label node stays (a Button's
    /// label is the button: its kind and marks stay with it); a label of one part is as it is.
    static func keeping(_ node: ViewNode, icon: Bool) -> ViewNode {
        guard node.children.count == 2 else { return node }
        var kept = node
        kept.children = [node.children[icon ? 0 : 1]]
        return kept
    }
}

