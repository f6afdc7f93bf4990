import ViewTree

// Calls: `Name(…)` is a value constructor, a view from the registry or a custom view;
// `view.name(…)` is a modifier from the registry; `.name(…)` waits for its type.

extension Evaluator {
    /// Style refinements read past on implicit members: `.red.opacity(0.5)`, `.title.bold()`.
    static let refinements: Set<String> = [
        "opacity", "bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading", "width",
    ]

    func evaluateCall(_ callee: SyntaxExpr, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        switch callee.kind {
        case .identifier(let name):
            return try callNamed(name, arguments, env, at: callee.loc)
        case .implicitMember(let name):
            return .symbol(name, arguments: arguments, env: env)
        case .member(let base, let name, let nameLoc):
            if name == "async", case .member(let queue, "main", _) = base.kind, case .identifier("DispatchQueue") = queue.kind {
                return try deferredBlock(arguments, env, at: nameLoc)
            }
            if name == "environment", let result = try environmentCall(base, arguments, env) { return result }
            let baseValue: Value
            if case .identifier("self") = base.kind {
                if let method = method(name, env) { return try callFunction(method, arguments, Env(instance: env.instance), env, at: nameLoc) }
                if let views = env.modifiedViews {
                    return try applyModifier(name, to: views, arguments, env, nameLoc: nameLoc)
                }
                baseValue = try lookup(name, env, at: nameLoc)
                return try callValue(baseValue, arguments, env, at: nameLoc)
            }
            baseValue = try evaluate(base, env)
            return try callMember(baseValue, name, arguments, env, nameLoc: nameLoc, baseLoc: base.loc)
        default:
            return try callValue(try evaluate(callee, env), arguments, env, at: callee.loc)
        }
    }

    /// `Name(…)`: a closure in scope, a value constructor, a view, or a custom view.
    private func callNamed(_ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        if let value = env.lookup(name) ?? constants[name] { return try callValue(value, arguments, env, at: loc) }
        if let method = method(name, env) {
            return try callFunction(method, arguments, Env(instance: env.instance), env, at: loc)
        }
        if let function = functions[name] { return try callFunction(function, arguments, Env(), env, at: loc) }
        if let views = env.modifiedViews, ModifierRegistry.entries[name] != nil || viewExtensions[name] != nil {
            // `padding()` inside an `extension View` function or a ViewModifier: on `self`.
            return try applyModifier(name, to: views, arguments, env, nameLoc: loc)
        }
        if name == "print" { return try recordPrint(arguments, env) }
        if name == "withAnimation" || name == "withTransaction", let body = arguments.last(where: \.isTrailing) {
            // The change it wraps happens now; the animation is drawing.
            return try callValue(try evaluate(body.value, env), [], env, at: loc)
        }
        if let value = try builtinFunction(name, arguments, env, at: loc) { return value }
        if let value = try affineTransform(name, arguments, env, at: loc) { return value }
        if ValueConstructors.names.contains(name) {
            return try ValueConstructors.construct(name, arguments, env, self, at: loc)
        }
        if let value = try passThroughConstructor(name, arguments, env, at: loc) { return value }
        // A type of the file shadows a framework's of the same name, as in Swift (a
        // `struct Map: View` of a game is not MapKit's Map).
        if let decl = structs[name] {
            if decl.conformances.contains("Layout") { return try layoutInstance(decl, arguments, env, at: loc) }
            if decl.isData { return try instantiateData(decl, arguments, env, at: loc) }
            return .views(try instantiate(decl, arguments, env, at: loc))
        }
        if let entry = ViewRegistry.entries[name] {
            let site = CallSite(loc: loc, env: env, name: name)
            // Only the views a Picker or TabView lists directly are its options (through
            // ForEach, Group and Section, which splice theirs into the list).
            let selectable = buildsSelectableViews
            if !ForEachTags.listingViews.contains(name) { buildsSelectableViews = false }
            defer { buildsSelectableViews = selectable }
            if let raw = entry.raw { return .views(try raw(self, RawArguments(all: arguments, env: env), site)) }
            let bound: BoundArguments
            do {
                bound = try bind(arguments, entry.signatures, name: name, env: env, at: loc)
            } catch {
                // Lenient: a known view whose arguments are not understood keeps its kind's
                // placeholder (an Image the image placeholder, others the 100x44 box).
                guard lenient, error.diagnostic == lastBindMismatch else { throw error }
                warn("\(error.diagnostic.message); '\(name)' replaced by a placeholder", at: loc)
                return .views([name == "Image" ? try imagePlaceholder("Image", at: loc) : try placeholderBox(name, at: loc)])
            }
            return .views(try entry.build(self, bound, site))
        }
        if enums[name] != nil { return .opaque(name) }
        if lenient {
            let near = Suggestions.nearest(to: name, in: Array(ViewRegistry.entries.keys) + structs.keys.filter { structs[$0]?.isData == false })
            warn(
                "unknown view or type '\(name)' replaced by a placeholder (as a view, a box of ideal size \(formatLength(Self.placeholderSize.width))x\(formatLength(Self.placeholderSize.height)); as data, placeholder data)"
                    + (near.map { "; did you mean '\($0)'?" } ?? ""),
                at: loc)
            return .unknown(name)
        }
        let candidates = Array(ViewRegistry.entries.keys) + Array(structs.keys) + ValueConstructors.names
        throw error(
            "unknown view '\(name)'", at: loc, expected: "a view such as Text, HStack, Color.red, or a struct declared in this file" + Self.lenientHint,
            suggestion: Suggestions.nearest(to: name, in: candidates))
    }

    /// The layout modifier `name` is a likely misspelling of (`paddding`, `fram`), or nil. A
    /// name that extends a layout modifier (`framed`, `paddingH`) is an app's own modifier.
    static func layoutNearMiss(_ name: String) -> String? {
        guard let candidate = Suggestions.nearest(to: name, in: ModifierRegistry.layoutNames), !name.hasPrefix(candidate) else { return nil }
        return candidate
    }

    /// The ideal size of an unknown view's placeholder box.
    static let placeholderSize = (width: 100.0, height: 44.0)

    /// An unknown view: a box (`.shape(.other(name))`) in a frame with the placeholder's ideal
    /// size, both marked as placeholders.
    func placeholderBox(_ name: String, at loc: Loc) throws(ModelError) -> ViewNode {
        var box = try node(.shape(.other(name)), at: loc)
        box.attributes.placeholder = true
        var frame = try node(
            .flexibleFrame(FlexibleFrame(idealWidth: .constant(Self.placeholderSize.width), idealHeight: .constant(Self.placeholderSize.height))),
            children: [box], at: loc)
        frame.attributes.placeholder = true
        return frame
    }

    /// Foundation and SwiftUI initialisers that stand for their argument or for opaque data.
    private func passThroughConstructor(_ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        switch name {
        case "GridItem":
            // GridItem(_ size = .flexible(), spacing:, alignment:) as a payload for the grids.
            var size: Value = .symbol("flexible", arguments: [], env: Env())
            var spacing: Value = .null
            var alignment: Value = .null
            for argument in arguments {
                switch argument.label {
                case nil: size = try evaluate(argument.value, env)
                case "spacing": spacing = try evaluate(argument.value, env)
                case "alignment": alignment = try evaluate(argument.value, env)
                default: break
                }
            }
            return .enumCase("GridItem", [size, spacing, alignment])
        case "Array" where arguments.first?.label == "repeating":
            guard arguments.count == 2, let count = numberIfAny(try evaluate(arguments[1].value, env))?.constantValue,
                let n = Self.wholeNumber(count), n >= 0, n <= 10_000
            else { return .opaque("Array") }
            return .array(Array(repeating: try evaluate(arguments[0].value, env), count: n))
        case "Set" where arguments.count == 1 && arguments[0].label == nil:
            // `Set(tags)`: the distinct elements, in first-seen order.
            let value = try evaluate(arguments[0].value, env)
            guard case .array(let elements) = value else { return value }
            var distinct: [Value] = []
            for element in elements where !distinct.contains(where: { Self.equal($0, element) == true }) { distinct.append(element) }
            return .array(distinct)
        case "Dictionary" where arguments.count == 2 && arguments[0].label == "grouping" && arguments[1].label == "by":
            // `Dictionary(grouping: items, by: \.day)`: the keys in first-seen order.
            let elements = try self.elements(of: try evaluate(arguments[0].value, env), at: arguments[0].loc)
            guard let key = Self.elementFunction(try evaluate(arguments[1].value, env)) else { return .opaque(name) }
            var keys: [Value] = [], groups: [[Value]] = []
            for element in elements {
                let k = try apply(key, to: element, at: loc)
                if let index = keys.firstIndex(where: { Self.equal($0, k) == true }) {
                    groups[index].append(element)
                } else {
                    keys.append(k)
                    groups.append([element])
                }
            }
            return .enumCase("Dictionary", [.array(keys), .array(groups.map(Value.array))])
        case "Array", "Set", "AnyView", "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Optional":
            guard let first = arguments.first, !(name == "Binding" && first.label == "get") else { return .opaque(name) }
            return try evaluate(first.value, env)
        case "String" where arguments.count == 2 && arguments[0].label == "repeating" && arguments[1].label == "count":
            // `String(repeating: "ab", count: 3)`: the string repeated, up to the longest Text
            // (docs/limits.md: a longer one is the Text's error, not a silent cut).
            let (unit, placeholder) = display(try evaluate(arguments[0].value, env))
            guard let count = numberIfAny(try evaluate(arguments[1].value, env))?.constantValue, let n = Self.wholeNumber(count), n >= 0 else {
                warn("String(repeating:count:) with a count that is not a whole number known here; the string shown once", at: loc)
                return .string(unit)
            }
            // At most one repetition past the longest Text (docs/limits.md): a Text showing it
            // fails with the Text's own error rather than holding a string cut short.
            let repeated = String(repeating: unit, count: Swift.min(n, NumericPolicy.longestText / Swift.max(1, unit.count) + 1))
            if placeholder { placeholderStrings.insert(repeated) }
            return .string(repeated)
        case "String":
            guard let first = arguments.first else { return .string("") }
            if first.label == "format", case .string(let format) = try evaluate(first.value, env) {
                return try formattedString(format, arguments.dropFirst().filter { $0.label == nil }, env, at: first.value.loc)
            }
            let (text, placeholder) = display(try evaluate(first.value, env))
            if placeholder { placeholderStrings.insert(text) }
            return .string(text)
        case _ where Self.concreteStyles[name] != nil:
            // `PlainButtonStyle()` is `.plain`: the style modifiers read one name.
            return .symbol(Self.concreteStyles[name]!, arguments: nil, env: Env())
        case "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "NSLocalizedString", "String.LocalizedValue":
            // Localised text keeps its key (the text shown in the development language).
            guard let first = arguments.first else { return .string("") }
            return try evaluate(first.value, env)
        case "Gradient":
            // Its colours, for the gradient views and styles (Evaluator+Gradients).
            return try gradientValue(arguments, env)
        case "Decimal" where arguments.count == 1 && arguments[0].label == nil:
            // `Decimal(item.quantity)`, `Decimal(2.5)`: a number, as Double(x) is; FrameSolver
            // reads every number as a Double (a Decimal's exact decimal digits do not move a frame).
            let value = try evaluate(arguments[0].value, env)
            guard case .number = value else { return .opaque(name) }
            return value
        case "KeyPathComparator", "SortDescriptor":
            // `KeyPathComparator(\.score, order: .reverse)`: what `sorted(using:)` reads.
            guard let first = arguments.first, first.label == nil, case .keyPath(let path) = try evaluate(first.value, env) else {
                return .opaque(name)
            }
            var reverse = false
            if let order = arguments.first(where: { $0.label == "order" }), case .symbol(let rule, nil, _) = try evaluate(order.value, env) {
                reverse = rule == "reverse"
            }
            return .enumCase("SortComparator", [.keyPath(path), .bool(reverse)])
        case "UUID" where arguments.isEmpty:
            // `let id = UUID()`: a new identity each time it runs, equal only to itself, so
            // that `item.id != items.last?.id` is false for the last item alone (an opaque
            // value compared unequal to everything, itself too: every row had its divider).
            return .string(nextUUID())
        case "URL", "UUID", "Date", "Calendar", "DateFormatter", "NumberFormatter", "Decimal", "StrokeStyle",
            "NavigationPath", "Locale", "TimeZone", "Measurement", "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan",
            "AVPlayer", "SKScene", "SCNScene":
            for argument in arguments where !argument.isTrailing { _ = try? evaluate(argument.value, env) }
            return .opaque(name)
        default:
            return nil
        }
    }

    /// SwiftUI's concrete style types and the implicit member each stands for.
    static let concreteStyles: [String: String] = [
        "IconOnlyLabelStyle": "iconOnly", "TitleOnlyLabelStyle": "titleOnly", "TitleAndIconLabelStyle": "titleAndIcon",
        "DefaultLabelStyle": "automatic", "PlainButtonStyle": "plain", "BorderedButtonStyle": "bordered",
        "BorderedProminentButtonStyle": "borderedProminent", "BorderlessButtonStyle": "borderless", "DefaultButtonStyle": "automatic",
        "LinkButtonStyle": "link", "CardButtonStyle": "card", "PlainTextFieldStyle": "plain",
        "RoundedBorderTextFieldStyle": "roundedBorder", "DefaultTextFieldStyle": "automatic", "SquareBorderTextFieldStyle": "squareBorder",
        "SegmentedPickerStyle": "segmented", "WheelPickerStyle": "wheel", "MenuPickerStyle": "menu", "InlinePickerStyle": "inline",
        "DefaultPickerStyle": "automatic", "RadioGroupPickerStyle": "radioGroup", "PlainListStyle": "plain",
        "InsetGroupedListStyle": "insetGrouped", "GroupedListStyle": "grouped", "InsetListStyle": "inset", "SidebarListStyle": "sidebar",
        "DefaultListStyle": "automatic", "SwitchToggleStyle": "switch", "CheckboxToggleStyle": "checkbox", "ButtonToggleStyle": "button",
        "DefaultToggleStyle": "automatic", "PageTabViewStyle": "page", "DefaultTabViewStyle": "automatic",
        "StackNavigationViewStyle": "stack", "DoubleColumnNavigationViewStyle": "columns", "DefaultMenuStyle": "automatic",
        "BorderlessButtonMenuStyle": "borderlessButton", "LinearProgressViewStyle": "linear", "CircularProgressViewStyle": "circular",
        "DefaultProgressViewStyle": "automatic", "GroupBoxStyle": "automatic", "DefaultGroupBoxStyle": "automatic",
    ]

    /// Calling a value: a closure (`content()`), or an error.
    private func callValue(_ value: Value, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        switch value {
        case .unknown, .opaque: return value
        case .views(let nodes) where arguments.isEmpty: return .views(nodes)
        case _ where isLayout(value): return try layoutContainer(value, content: arguments, env, at: loc)
        default: break
        }
        guard case .closure(let closure, let closureEnv) = value else {
            throw error("\(value.typeDescription) cannot be called", at: loc, expected: "a view or a function")
        }
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument.value, env)) }
        return try call(closure, closureEnv, arguments: values, at: loc)
    }

    /// `base.name(…)`: a modifier on views, a static member of a type, a refinement of a style.
    private func callMember(
        _ base: Value, _ name: String, _ arguments: [Argument], _ env: Env, nameLoc: Loc, baseLoc: Loc
    ) throws(ModelError) -> Value {
        switch base {
        case .views(let nodes):
            return try applyModifier(name, to: nodes, arguments, env, nameLoc: nameLoc)
        case .color, .closure:
            return try applyModifier(name, to: try toViews(base, at: baseLoc), arguments, env, nameLoc: nameLoc)
        case .record(let instance) where instance.decl.isShape && instance.decl.methods.first(where: { $0.name == name }) == nil:
            return try applyModifier(name, to: try toViews(base, at: baseLoc), arguments, env, nameLoc: nameLoc)
        case .typeName(let type) where Self.typeNames.contains(type):
            return .symbol(name, arguments: arguments, env: env)
        case .font(let font) where Self.refinements.contains(name):
            return .font(try refined(font, name, arguments, env, at: nameLoc))
        case .symbol where Self.refinements.contains(name):
            // A font's refinement changes its metrics; a colour's opacity (`.red.opacity(0.5)`)
            // only how it is drawn.
            if let font = try font(base, at: baseLoc) { return .font(try refined(font, name, arguments, env, at: nameLoc)) }
            if name == "opacity", let color = color(base), arguments.count == 1,
                let factor = numberIfAny(try evaluate(arguments[0].value, env))?.constantValue
            {
                return .color(color.opacity(factor))
            }
            return base
        case .proxy(let reader) where name == "frame":
            return try proxyFrame(reader, arguments, env, at: nameLoc)
        case .proxy:
            if lenient {
                // `proxy.frame(in: .global)` reads where the view is on screen (scroll
                // offsets): placeholder data, which conditions read as false and numbers
                // as their slot's placeholder.
                warn("'proxy.\(name)(…)' is not modelled (only proxy.size is); placeholder data", at: nameLoc)
                return .unknown("proxy.\(name)")
            }
            throw error(
                "'proxy.\(name)(…)' is not supported; a model reads proxy.size and proxy.frame(in: .local | .global | .named(\"x\"))",
                at: nameLoc, expected: "proxy.size or proxy.frame(in:)")
        case .typeName(let type) where structs["\(type).\(name)"] != nil && enums[type]?.contains(name) != true:
            // `Screen.Row(title: "a")`: the nested type, as by its bare name inside `Screen`.
            let decl = structs["\(type).\(name)"]!
            if decl.conformances.contains("Layout") { return try layoutInstance(decl, arguments, env, at: nameLoc) }
            if decl.isData { return try instantiateData(decl, arguments, env, at: nameLoc) }
            return .views(try instantiate(decl, arguments, env, at: nameLoc))
        case .typeName(let type) where enums[type]?.contains(name) == true:
            // `OrderStatus.shipped(days: 4)`: the case with its payload, as `.shipped(days: 4)`.
            return .symbol(name, arguments: arguments, env: env)
        case .typeName(let type) where enums[type] != nil:
            return .opaque(type)
        case .unknown
            where ModifierRegistry.entries[name] != nil || NoOpModifiers.names.contains(name) || NoOpModifiers.notLaidOut[name] != nil
                || viewExtensions[name] != nil:
            // An unknown view with modifiers: the placeholder box, modified.
            return try applyModifier(name, to: try toViews(base, at: baseLoc), arguments, env, nameLoc: nameLoc)
        default:
            if let result = try layoutMethod(base, name, arguments, env, at: nameLoc) { return result }
            if let result = try dataMethod(base, name, arguments, env, at: nameLoc) { return result }
            throw error("'\(name)(…)' cannot be called on \(base.typeDescription)", at: nameLoc, expected: "a modifier applied to a view")
        }
    }

    /// Applies the registry's modifier `name` to each view (I.1: several views each get it).
    func applyModifier(_ name: String, to nodes: [ViewNode], _ arguments: [Argument], _ env: Env, nameLoc: Loc) throws(ModelError) -> Value {
        if let result = try feedbackModifier(name, to: nodes, arguments, env, at: nameLoc) { return result }
        if let result = try presentationModifier(name, to: nodes, arguments, env, at: nameLoc) { return result }
        guard let entry = ModifierRegistry.entries[name] else {
            if let function = viewExtensions[name] {
                return .views(try applyViewExtension(function, to: nodes, arguments, env, at: nameLoc))
            }
            if NoOpModifiers.names.contains(name) { return .views(nodes) }
            if let missing = NoOpModifiers.notLaidOut[name] {
                warn("'\(name)' is accepted but \(missing)", at: nameLoc)
                return .views(nodes)
            }
            if lenient, let intended = Self.layoutNearMiss(name) {
                // A misspelt layout modifier changes the layout: an error in lenient mode too.
                throw error(
                    "unknown modifier '\(name)'", at: nameLoc,
                    expected: "a known modifier (a near miss of a layout modifier is an error even in lenient mode: ignoring it would change the layout)",
                    suggestion: intended)
            }
            if lenient {
                warn("unknown modifier '\(name)' ignored", at: nameLoc)
                return .views(nodes)
            }
            throw error(
                "unknown modifier '\(name)'", at: nameLoc, expected: "a modifier such as padding, frame or background" + Self.lenientHint,
                suggestion: Suggestions.nearest(to: name, in: ModifierRegistry.entries.keys))
        }
        let bound: BoundArguments
        do {
            bound = try bind(arguments, entry.signatures, name: name, env: env, at: nameLoc)
        } catch {
            // Lenient: a known modifier whose arguments are not understood is left out, with a
            // warning at the argument, and the view it modifies stays (not its container).
            guard lenient, error.diagnostic == lastBindMismatch else { throw error }
            warnings.append(source.diagnostic(
                "\(error.diagnostic.message); modifier '\(name)' ignored", severity: .warning, line: error.diagnostic.line,
                column: error.diagnostic.column))
            return .views(nodes)
        }
        switch try entry.apply(self, bound, CallSite(loc: nameLoc, env: env, name: name), nodes) {
        case .modifier(let modifier):
            if case .layout = modifier { try count(nodes.count, at: nameLoc) }
            return .views(nodes.applying(modifier, source: location(nameLoc)))
        case .nodes(let result):
            return .views(result)
        }
    }
}

/// Where a view or modifier was called, for its entry: the name's location and the scope.
struct CallSite {
    let loc: Loc
    let env: Env
    let name: String
}

extension Evaluator {
    /// A new UUID's text, as `UUID().uuidString` spells one (36 characters, version 4), counted
    /// from 1 in each evaluation, so that a model lays out the same on every run.
    func nextUUID() -> String {
        uuidsMade += 1
        let digits = String(uuidsMade, radix: 16, uppercase: true)
        let tail = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        return "00000000-0000-4000-8000-" + tail.suffix(12)
    }
}

