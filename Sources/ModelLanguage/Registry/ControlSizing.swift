import ViewTree

/// `ControlSize` on iPhone, and what each size changes (docs/known-differences.md, "Control
/// sizes"): a bordered button's padding and font, and a spinner's side. Toggle, Slider,
/// Stepper, pickers and text fields keep their size on iOS.
enum ControlSizeKind: String, CaseIterable, Sendable {
    case mini, small, regular, large

    /// The size a `controlSize(…)` argument names; `.extraLarge` "resolves to large on
    /// platforms other than visionOS" (Apple, `ControlSize.extraLarge`).
    init?(name: String?) {
        switch name {
        case "extraLarge": self = .large
        case let name?: self.init(rawValue: name)
        case nil: return nil
        }
    }

    /// A `.bordered` / `.borderedProminent` button's padding around its label.
    var borderedInsets: EdgeInsets {
        switch self {
        case .mini: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The font a bordered button's label takes at this size (nil: the label's own).
    var borderedFont: Font? {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .regular, .large: nil
        }
    }

    /// A bordered button's corner radius (drawing only).
    var borderedCornerRadius: Double { self == .large ? 12 : 8 }

    /// An indeterminate ProgressView's side: UIActivityIndicatorView's medium style (20) up
    /// to regular, its large style (37) at large.
    var spinnerSide: Double { self == .large ? 37 : 20 }
}

/// How `controlSize` and `buttonStyle` meet: the size is recorded on each control below
/// (`controlSize:NAME`, the nearest one wins) and read by whichever rule draws the control,
/// so `.controlSize(.large).buttonStyle(.bordered)` and the reverse order agree.
enum ControlSizing {
    static let sizeMark = "controlSize:"
    static let borderedMark = "button:bordered"
    static let prominentMark = "button:borderedProminent"

    static func size(of node: ViewNode) -> ControlSizeKind? {
        for visual in node.attributes.visual where visual.name.hasPrefix(sizeMark) {
            return ControlSizeKind(rawValue: String(visual.name.dropFirst(sizeMark.count)))
        }
        return nil
    }

    private static func sized(_ node: ViewNode, _ size: ControlSizeKind) -> ViewNode {
        var copy = node
        copy.attributes.visual.append(VisualModifier(sizeMark + size.rawValue))
        return copy
    }

    /// A bordered button: `label.padding(insets).background(RoundedRectangle(…))` at the
    /// label's recorded size (regular when none), the label in that size's font.
    ///
    /// Drawn in the style's colours, which change no frame: `.bordered` the accent colour on
    /// a light fill of it, `.borderedProminent` white on the accent colour (a label's own
    /// foreground colour, nearer, still wins). Without them the shape took the default black
    /// fill and the label was black on black.
    static func bordered(_ ev: Evaluator, _ label: ViewNode, prominent: Bool, at loc: Loc) throws(ModelError) -> ViewNode {
        let size = size(of: label) ?? .regular
        var content = label
        if let font = size.borderedFont, content.attributes.font == nil {
            content = SymbolSizing.apply(font, to: content.applying(.font(font)))
        }
        let accent = ColorValue.named("accentColor")
        var padded = try ev.padded(content, size.borderedInsets, at: loc)
        padded.attributes.visual.append(VisualModifier("foregroundColor", color: prominent ? .named("white") : accent))
        var shape = try ev.roundedRectangle(size.borderedCornerRadius, at: loc)
        shape.attributes.visual.append(VisualModifier("fill", color: prominent ? accent : .faded(accent, opacity: 0.15)))
        var button = try ev.backed(padded, shape, at: loc)
        button.attributes.visual.append(VisualModifier(prominent ? prominentMark : borderedMark))
        return button
    }

    /// `controlSize(size)` over `nodes`: every Button, bordered button and ProgressView below
    /// without a nearer size records this one, and the bordered buttons and spinners among
    /// them are redrawn at it.
    static func apply(_ ev: Evaluator, _ nodes: [ViewNode], _ size: ControlSizeKind, at loc: Loc) throws(ModelError) -> [ViewNode] {
        var result: [ViewNode] = []
        for node in nodes { result.append(try apply(ev, node, size, at: loc)) }
        return result
    }

    private static func apply(_ ev: Evaluator, _ node: ViewNode, _ size: ControlSizeKind, at loc: Loc) throws(ModelError) -> ViewNode {
        if let mark = node.attributes.visual.first(where: { $0.name == borderedMark || $0.name == prominentMark }), node.children.count == 2,
            case .padding = node.children[0].kind, node.children[0].children.count == 1
        {
            // The label as it was before the bordered style drew it (its font added by a
            // smaller size is the label's own only when it had one).
            let label = node.children[0].children[0]
            guard self.size(of: label) == nil else { return node }
            var copy = try bordered(ev, sized(label, size), prominent: mark.name == prominentMark, at: loc)
            copy.attributes = node.attributes
            return copy
        }
        if ControlMark.control(of: node) == "Button" || ControlMark.isStyled(node, "Button") {
            return self.size(of: node) == nil ? sized(node, size) : node
        }
        if ControlMark.control(of: node) == "ProgressView" || ControlMark.isStyled(node, "ProgressView") {
            guard self.size(of: node) == nil else { return node }
            return resizedSpinners(sized(node, size), side: size.spinnerSide)
        }
        var copy = node
        copy.children = try apply(ev, node.children, size, at: loc)
        return copy
    }

    /// Every spinner (`frame(width:height:)` around the `Spinner` box) below `node` at `side`.
    private static func resizedSpinners(_ node: ViewNode, side: Double) -> ViewNode {
        var copy = node
        if case .frame(var frame) = node.kind, node.children.count == 1, case .shape(.other("Spinner")) = node.children[0].kind {
            frame.width = .constant(side)
            frame.height = .constant(side)
            copy.kind = .frame(frame)
            return copy
        }
        copy.children = node.children.map { resizedSpinners($0, side: side) }
        return copy
    }
}

/// `progressViewStyle(.circular)` / `.linear`: a ProgressView redrawn as the other indicator
/// (docs/known-differences.md, "Controls and containers"): circular is the spinner with its
/// label below (`VStack(spacing: 8)`), linear the bar of the proposed width with its label
/// above (`VStack(alignment: .leading, spacing: 4)`), whichever the ProgressView was built as.
enum ProgressStyling {
    static func restyled(_ ev: Evaluator, _ node: ViewNode, circular: Bool, at loc: Loc) throws(ModelError) -> ViewNode {
        func isIndicator(_ part: ViewNode) -> Bool {
            guard case .frame = part.kind, part.children.count == 1, case .shape(.other(let name)) = part.children[0].kind else { return false }
            return name == "Spinner" || name == "ProgressBar"
        }
        var label: ViewNode?
        if isIndicator(node) {
            label = nil
        } else if case .stack = node.kind, node.children.count == 2, let index = node.children.firstIndex(where: isIndicator) {
            label = node.children[1 - index]
        } else {
            return node
        }
        let side = (ControlSizing.size(of: node) ?? .regular).spinnerSide
        let indicator =
            circular
            ? try ev.fixedFrame(try ev.box("Spinner", at: loc), width: side, height: side, at: loc)
            : try ev.fixedFrame(try ev.box("ProgressBar", at: loc), height: 4, at: loc)
        var rebuilt = indicator
        if let label {
            rebuilt =
                circular
                ? try ev.vStack([indicator, label], spacing: 8, at: loc)
                : try ev.vStack([label, indicator], spacing: 4, alignment: .leading, at: loc)
        }
        rebuilt.attributes = node.attributes
        return rebuilt
    }
}
