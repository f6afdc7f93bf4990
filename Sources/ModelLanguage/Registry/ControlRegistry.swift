import ViewTree

/// Controls, each a composition of layout primitives (docs/known-differences.md, "Controls and
/// containers"): FrameSolver's approximation of iOS 17's default look.
enum ControlRegistry {
    static let entries: [String: ViewEntry] = [
        "Button": ViewEntry(raw: button),
        "Menu": ViewEntry(raw: button),
        "NavigationLink": ViewEntry(raw: button),
        "Link": ViewEntry(raw: button),
        "ShareLink": ViewEntry(raw: shareLink),
        "EditButton": ViewEntry(raw: { ev, _, site throws(ModelError) in [ev.mark(try ev.textNode("Edit", at: site.loc), "Button")] }),
        "Label": ViewEntry(raw: label),
        // The switch drawn as iOS draws it: a capsule, green when on (the binding's value of
        // the moment), the light fill when off.
        "Toggle": ViewEntry(raw: { ev, args, site throws(ModelError) in
            var track = try ev.box("Switch", at: site.loc)
            var isOn = false
            if let binding = args.labeled("isOn"),
                case .bool(let value)? = try ev.convert(ev.dereferenced(try ev.evaluate(binding.value, args.env)), to: .bool, nullable: false, at: binding.loc)
            {
                isOn = value
            }
            track.attributes.visual.append(VisualModifier("fill", color: .named(isOn ? "green" : "tertiarySystemFill")))
            track.attributes.visual.append(VisualModifier("cornerRadius", value: 15.5))
            let switchBox = try ev.fixedFrame(track, width: 51, height: 31, at: site.loc)
            return [try ev.labeledRow(try controlLabel(ev, args, site), switchBox, control: "Toggle", at: site.loc)]
        }),
        // The minus and plus buttons on one rounded light fill.
        "Stepper": ViewEntry(raw: { ev, args, site throws(ModelError) in
            var buttons = try ev.box("Stepper", at: site.loc)
            buttons.attributes.visual.append(VisualModifier("fill", color: .named("tertiarySystemFill")))
            buttons.attributes.visual.append(VisualModifier("cornerRadius", value: 8))
            let stepper = try ev.fixedFrame(buttons, width: 94, height: 32, at: site.loc)
            return [try ev.labeledRow(try controlLabel(ev, args, site), stepper, control: "Stepper", at: site.loc)]
        }),
        // In a List or Form a row of the label and the value; elsewhere the menu's button,
        // which shows the value alone (PickerValue).
        "Picker": ViewEntry(raw: { ev, args, site throws(ModelError) in
            let value = try PickerValue.view(ev, args, site)
            guard ev.insideList else { return [ev.mark(value, "Picker")] }
            return [try ev.labeledRow(try pickerLabel(ev, args, site), value, control: "Picker", at: site.loc)]
        }),
        "DatePicker": ViewEntry(raw: { ev, args, site throws(ModelError) in
            let value = try ev.fixedFrame(try ev.box("DatePickerValue", at: site.loc), width: 120, height: 34, at: site.loc)
            return [try ev.labeledRow(try controlLabel(ev, args, site), value, control: "Picker", at: site.loc)]
        }),
        "ColorPicker": ViewEntry(raw: { ev, args, site throws(ModelError) in
            let well = try ev.fixedFrame(try ev.box("ColorWell", at: site.loc), width: 28, height: 28, at: site.loc)
            return [try ev.labeledRow(try controlLabel(ev, args, site), well, control: "ColorPicker", at: site.loc)]
        }),
        "Slider": ViewEntry(raw: slider),
        "TextField": ViewEntry(raw: textField),
        "SecureField": ViewEntry(raw: textField),
        "TextEditor": ViewEntry(raw: { ev, _, site throws(ModelError) in [try ev.box("TextEditor", at: site.loc)] }),
        "ProgressView": ViewEntry(raw: progressView),
        "Gauge": ViewEntry(raw: progressView),
    ]

    /// A string, a title value, a `label:` closure or the trailing closure: the label views.
    static func controlLabel(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        if let label = args.labeled("label") { return try ev.toViews(try ev.evaluate(label.value, args.env), at: label.loc) }
        if let title = args.unlabeled.first {
            let titleViews = try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc)
            if let icon = args.labeled("systemImage") {
                let (name, _) = ev.display(try ev.evaluate(icon.value, args.env))
                return [try labelStack(ev, icon: try ev.symbolImage(name, at: icon.loc), title: titleViews, at: site.loc)]
            }
            return titleViews
        }
        if let trailing = args.trailing.first { return try ev.toViews(try ev.evaluate(trailing.value, args.env), at: trailing.loc) }
        return []
    }

    /// A Picker's label: its title or `label:`; the trailing closure is its content, not its label.
    private static func pickerLabel(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        guard args.labeled("label") == nil, args.unlabeled.isEmpty else { return try controlLabel(ev, args, site) }
        return []
    }

    /// Button, Menu, NavigationLink, Link: laid out as their label (the default, `.plain` and
    /// `.borderless` styles add nothing). The trailing closure is the label only when the
    /// action or destination was given in the parentheses.
    private static func button(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var label: [ViewNode]
        if let labelArgument = args.labeled("label") {
            label = try ev.toViews(try ev.evaluate(labelArgument.value, args.env), at: labelArgument.loc)
        } else if !args.unlabeled.isEmpty {
            label = try controlLabel(ev, RawArguments(all: args.all.filter { !$0.isTrailing }, env: args.env), site)
        } else if let trailing = args.trailing.last,
            site.name == "NavigationLink" || site.name == "Link" || args.has("action") || args.trailing.count > 1
        {
            label = try ev.toViews(try ev.evaluate(trailing.value, args.env), at: trailing.loc)
        } else {
            label = []
        }
        guard let single = try ev.single(label, at: site.loc) else { return [] }
        return [ev.mark(single, "Button")]
    }

    /// `ShareLink(item:)`: its label, or `Label("Share", systemImage: "square.and.arrow.up")`.
    private static func shareLink(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        if args.labeled("label") != nil || !args.trailing.isEmpty { return try button(ev, args, site) }
        let title = try args.unlabeled.first.map { (argument) throws(ModelError) in try ev.evaluate(argument.value, args.env) } ?? .string("Share")
        let icon = try ev.symbolImage("square.and.arrow.up", at: site.loc)
        return [ev.mark(try labelStack(ev, icon: icon, title: try ev.titleViews(title, at: site.loc), at: site.loc), "Button")]
    }

    /// `Label`: `HStack { icon; title }` (default spacing 8), marked for `labelStyle`.
    private static func label(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var title: [ViewNode] = []
        var icon: ViewNode?
        if let first = args.unlabeled.first {
            title = try ev.titleViews(try ev.evaluate(first.value, args.env), at: first.loc)
        } else if let titleArgument = args.labeled("title") ?? args.trailing.first {
            title = try ev.toViews(try ev.evaluate(titleArgument.value, args.env), at: titleArgument.loc)
        }
        if let systemImage = args.labeled("systemImage") {
            icon = try ev.symbolImage(ev.display(try ev.evaluate(systemImage.value, args.env)).0, at: systemImage.loc)
        } else if let image = args.labeled("image") {
            icon = try ev.node(.image(ImageSpec(name: ev.display(try ev.evaluate(image.value, args.env)).0)), at: image.loc)
        } else if let iconArgument = args.labeled("icon") {
            icon = try ev.single(try ev.toViews(try ev.evaluate(iconArgument.value, args.env), at: iconArgument.loc), at: iconArgument.loc)
        }
        return [try labelStack(ev, icon: icon, title: title, at: site.loc)]
    }

    static func labelStack(_ ev: Evaluator, icon: ViewNode?, title: [ViewNode], at loc: Loc) throws(ModelError) -> ViewNode {
        let titleNode = try ev.single(title, alignment: .leading, at: loc)
        return ev.mark(try ev.hStack([icon, titleNode].compactMap { $0 }, at: loc), "Label")
    }

    /// `Slider`: the proposed width, 28 tall; `minimumValueLabel`/`maximumValueLabel` beside it
    /// in an HStack. The label is not shown (iOS uses it for accessibility).
    private static func slider(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        let track = try ev.fixedFrame(try ev.box("Slider", at: site.loc), height: 28, at: site.loc)
        var children: [ViewNode] = []
        if let minimum = args.labeled("minimumValueLabel") { children += try ev.toViews(try ev.evaluate(minimum.value, args.env), at: minimum.loc) }
        children.append(track)
        if let maximum = args.labeled("maximumValueLabel") { children += try ev.toViews(try ev.evaluate(maximum.value, args.env), at: maximum.loc) }
        if children.count == 1 { return [ev.mark(track, "Slider")] }
        return [ev.mark(try ev.hStack(children, at: site.loc), "Slider")]
    }

    /// `TextField`/`SecureField`: the proposed width, one line of the current font tall: its
    /// prompt as a one-line Text in `frame(maxWidth: .infinity, alignment: .leading)`, drawn
    /// in the placeholder grey (an empty field shows its prompt so). With `axis: .vertical`
    /// the prompt wraps instead, and takes the `lineLimit` set on the field or above it (a
    /// range's lower bound as its fewest lines: `lineLimit(3...6)` is 3 lines tall at least).
    private static func textField(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var prompt = " "
        if let title = args.unlabeled.first, case .string(let text) = try ev.evaluate(title.value, args.env), !text.isEmpty {
            prompt = text
        }
        var text = try ev.textNode(prompt, at: site.loc)
        if try !isVertical(ev, args) { text.attributes.lineLimit = 1 }
        text.attributes.visual.append(VisualModifier("foregroundColor", color: .named("placeholderText")))
        let field = try ev.flexibleFrame(text, FlexibleFrame(maxWidth: .infinity, alignment: .leading), at: site.loc)
        return [ev.mark(field, "TextField")]
    }

    /// Whether a TextField's `axis:` is `.vertical` (`Axis.vertical`).
    private static func isVertical(_ ev: Evaluator, _ args: RawArguments) throws(ModelError) -> Bool {
        guard let axis = args.labeled("axis") else { return false }
        let value = try ev.evaluate(axis.value, args.env)
        if case .axis(let axis) = value { return axis == .vertical }
        return ev.symbolName(value) == "vertical"
    }

    /// How full a determinate ProgressView or Gauge is drawn: `value / total`, or where `value`
    /// lies in a Gauge's `in:` range; 0 when the value is not a number known here (app data).
    private static func progressFraction(_ ev: Evaluator, _ args: RawArguments) throws(ModelError) -> Double {
        func number(_ label: String) throws(ModelError) -> Double? {
            guard let argument = args.labeled(label) else { return nil }
            return ev.numberIfAny(ev.dereferenced(try ev.evaluate(argument.value, args.env)))?.constantValue
        }
        guard let value = try number("value") else { return 0 }
        if let range = args.labeled("in"), case .binary(let op, let lhs, let rhs) = range.value.kind, op == "..." || op == "..<",
            let low = ev.numberIfAny(try ev.evaluate(lhs, args.env))?.constantValue, let high = ev.numberIfAny(try ev.evaluate(rhs, args.env))?.constantValue,
            high > low
        {
            return (value - low) / (high - low)
        }
        let total = try number("total") ?? 1
        return total > 0 ? value / total : 0
    }

    /// `ProgressView()`: a 20x20 spinner; with a title, the title below it (VStack spacing 8).
    /// `ProgressView(value:)`: a bar of the proposed width, 4 tall, with its label above it.
    private static func progressView(_ ev: Evaluator, _ args: RawArguments, _ site: CallSite) throws(ModelError) -> [ViewNode] {
        var label: [ViewNode] = []
        if let title = args.unlabeled.first {
            label = try ev.titleViews(try ev.evaluate(title.value, args.env), at: title.loc)
        } else if let labelArgument = args.labeled("label") ?? args.trailing.first {
            label = try ev.toViews(try ev.evaluate(labelArgument.value, args.env), at: labelArgument.loc)
        }
        let determinate = args.has("value") || site.name == "Gauge"
        var bar = try ev.box("ProgressBar", at: site.loc)
        if determinate {
            // Drawn filled to `value / total` (total 1 unless given; a Gauge's `in:` range).
            bar.attributes.visual.append(VisualModifier("progress", value: try progressFraction(ev, args)))
        }
        var indicator =
            determinate
            ? try ev.fixedFrame(bar, height: 4, at: site.loc)
            : try ev.fixedFrame(try ev.box("Spinner", at: site.loc), width: 20, height: 20, at: site.loc)
        // A Gauge's other labels, as its default (linear capacity) style shows them: the
        // minimum and maximum on the bar's leading and trailing edges, the current value below.
        var below: ViewNode?
        if site.name == "Gauge" {
            func views(_ name: String) throws(ModelError) -> [ViewNode] {
                guard let argument = args.labeled(name) else { return [] }
                return try ev.toViews(try ev.evaluate(argument.value, args.env), at: argument.loc)
            }
            let minimum = try views("minimumValueLabel"), maximum = try views("maximumValueLabel")
            if !minimum.isEmpty || !maximum.isEmpty { indicator = try ev.hStack(minimum + [indicator] + maximum, at: site.loc) }
            below = try ev.single(try views("currentValueLabel"), alignment: .leading, at: site.loc)
        }
        let labelNode = try ev.single(label, alignment: .leading, at: site.loc)
        if labelNode == nil, below == nil { return [ev.mark(indicator, "ProgressView")] }
        let stack =
            determinate
            ? try ev.vStack([labelNode, indicator, below].compactMap { $0 }, spacing: 4, alignment: .leading, at: site.loc)
            : try ev.vStack([indicator, labelNode!], spacing: 8, at: site.loc)
        return [ev.mark(stack, "ProgressView")]
    }
}
