import ViewTree

// Modifiers that are attributes of the node they apply to (I.4), and the visual-only ones.

extension ModifierRegistry {
    private static func attribute(_ modifier: Modifier) -> ModifierResult { .modifier(modifier) }

    /// `id`, `layoutPriority`, `font`, `lineLimit` (with its minimum lines), grid cell
    /// attributes, `coordinateSpace`, `contentMargins`, `alignmentGuide`, `resizable`.
    static let attributes: [String: ModifierEntry] = [
        "id": ModifierEntry([Signature([.unlabeled("id", .any)])]) { ev, a, site, nodes throws(ModelError) in
            switch a.value("id") {
            case .string(let id)?: return attribute(.id(id))
            case .number(let number)? where number.constantValue != nil: return attribute(.id(formatLength(number.constantValue!)))
            // An enum case (`.id(Section.header)`) tags the view with its name, as a string would:
            // `#header` finds it. A case with a payload, a record or unknown data is an identity
            // (a ScrollViewReader's target, a row's `item.id`), which layout does not read.
            case .symbol(let name, nil, _)?: return attribute(.id(name))
            case .enumCase(let name, let payload)? where payload.isEmpty: return attribute(.id(name))
            case .record?, .unknown?, .opaque?, .symbol?, .enumCase?: return .nodes(nodes)
            case let other?:
                throw ev.error(
                    "type mismatch: 'id' expects a string, got \(other.typeDescription)", at: a.loc("id") ?? site.loc, expected: "a string such as \"left\"")
            case nil: return .nodes([])
            }
        },
        // `textCase(.uppercase)`: the Text strings below in that case, the nearest setting
        // winning (an inner one, applied first, is already on its subtree); `textCase(nil)`
        // keeps an outer case off. The strings change, so their measured widths do.
        "textCase": ModifierEntry([Signature([.unlabeled("case", .any, nullable: true)])]) { ev, a, site, nodes throws(ModelError) in
            let textCase: TextCase?
            switch a.value("case") {
            case .symbol("uppercase", nil, _)?: textCase = .uppercase
            case .symbol("lowercase", nil, _)?: textCase = .lowercase
            case .null?, nil: textCase = nil
            case let other?:
                throw ev.error(
                    "'textCase' expects .uppercase, .lowercase or nil, got \(other.typeDescription)", at: a.loc("case") ?? site.loc,
                    expected: ".uppercase, .lowercase or nil")
            }
            // A view with its own setting (an inner textCase, applied first) keeps it, and so
            // does its subtree.
            func cased(_ node: ViewNode) -> ViewNode {
                guard node.attributes.textCase == nil else { return node }
                var node = node
                if let textCase, case .text(let text) = node.kind { node.kind = .text(textCase.applied(to: text)) }
                node.children = node.children.map(cased)
                return node
            }
            return .nodes(
                nodes.map { node in
                    guard node.attributes.textCase == nil else { return node }
                    var marked = cased(node)
                    marked.attributes.textCase = .some(textCase)
                    return marked
                })
        },
        // `defaultScrollAnchor(.bottom)`: the nearest ScrollViews (and Lists) at or below the
        // view align content smaller than themselves to the anchor and start scrolled to it;
        // `for: .alignment` or `.initialOffset` sets one of the two (`.sizeChanges` is about
        // later changes, not a layout). The innermost setting wins, as the environment's does.
        "defaultScrollAnchor": ModifierEntry([
            Signature([.unlabeled("anchor", .unitPoint, nullable: true), .labeled("for", .any)])
        ]) { ev, a, site, nodes throws(ModelError) in
            let anchor = a.unitPoint("anchor")
            // The content moves by the room left times the anchor: a fraction of the ScrollView,
            // finite and at most 1,000 either way, so that the move stays a layout length.
            if let anchor, !(anchor.x.isFinite && anchor.y.isFinite && abs(anchor.x) <= 1_000 && abs(anchor.y) <= 1_000) {
                throw ev.error(
                    "defaultScrollAnchor's point (\(anchor.x), \(anchor.y)) is not finite or beyond 1000 (docs/limits.md)",
                    at: a.loc("anchor") ?? site.loc, expected: "a unit point such as .bottom or UnitPoint(x: 0, y: 1)")
            }
            var alignment = true, initial = true
            if case .symbol(let role, nil, _)? = a.value("for") {
                alignment = role == "alignment"
                initial = role == "initialOffset"
            }
            func anchored(_ node: ViewNode) -> ViewNode {
                var node = node
                if case .scrollView(var spec) = node.kind {
                    if alignment, spec.alignmentAnchor == nil { spec.alignmentAnchor = anchor }
                    if initial, spec.initialAnchor == nil { spec.initialAnchor = anchor }
                    node.kind = .scrollView(spec)
                    return node
                }
                node.children = node.children.map(anchored)
                return node
            }
            return .nodes(nodes.map(anchored))
        },
        // A value a custom Layout reads as `subview[Key.self]`: a number, a string or a boolean.
        "layoutValue": ModifierEntry([Signature([.labeled("key", .any, optional: false), .labeled("value", .any, optional: false)])]) {
            ev, a, site, _ throws(ModelError) in
            guard case .typeName(let key)? = a.value("key") else {
                throw ev.error("'layoutValue' needs 'key:' a LayoutValueKey type", at: a.loc("key") ?? site.loc, expected: "key: Rank.self")
            }
            switch a.value("value") {
            case .number(let number)?: return attribute(.layoutValue(key, .number(number)))
            case .string(let text)?: return attribute(.layoutValue(key, .string(text)))
            case .bool(let flag)?: return attribute(.layoutValue(key, .bool(flag)))
            case let other:
                throw ev.error(
                    "'layoutValue' takes a number, a string or a boolean, got \(other?.typeDescription ?? "nothing")", at: a.loc("value") ?? site.loc,
                    expected: "value: 2")
            }
        },
        "layoutPriority": ModifierEntry([Signature([.unlabeled("priority", .number)])]) { ev, a, site, _ throws(ModelError) in
            attribute(.layoutPriority(try ev.constant(a, "priority", at: site.loc)))
        },
        // The font of the Texts below; symbol images below are resized to it (the nearest wins).
        "font": ModifierEntry([Signature([.unlabeled("font", .font, nullable: true)])]) { _, a, site, nodes throws(ModelError) in
            guard let font = a.font("font") else { return .nodes(nodes) }
            return .nodes(nodes.map { SymbolSizing.apply(font, to: $0.applying(.font(font), source: nil)) })
        },
        "lineLimit": ModifierEntry([
            Signature([.unlabeled("limit", .int, nullable: true), .labeled("reservesSpace", .bool)]),
            Signature([.unlabeled("range", .any)]),
        ]) { ev, a, site, _ throws(ModelError) in
            // The fewest lines: `reservesSpace: true`'s limit, or a range's lower bound (below 1: none).
            func least(_ lines: Int?) -> Int? { lines.flatMap { $0 >= 1 ? $0 : nil } }
            switch a.value("range") {
            case .range(let lower, let upper, let closed)?: return attribute(.lineLimit(closed ? upper : upper - 1, minimum: least(lower)))
            case .partialRange(let from, let through)?: return attribute(.lineLimit(through, minimum: least(from)))
            default: break
            }
            let limit = a.int("limit")
            // A Text takes all the lines it needs under a limit below 1 (as under `nil`): said,
            // since `lineLimit(0)` reads as "no lines" as much as "no limit".
            if let limit, limit < 1 {
                ev.warn("'lineLimit' of \(limit) is not a number of lines (at least 1): treated as no limit", at: a.loc("limit") ?? site.loc)
            }
            return attribute(.lineLimit(limit, minimum: a.bool("reservesSpace") == true ? least(limit) : nil))
        },
        "gridCellColumns": ModifierEntry([Signature([.unlabeled("count", .int)])]) { ev, a, site, _ throws(ModelError) in
            guard let count = a.int("count"), count >= 1 else {
                throw ev.error("'gridCellColumns' needs at least 1 column", at: a.loc("count") ?? site.loc, expected: "a positive whole number")
            }
            return attribute(.gridCellColumns(count))
        },
        "gridCellUnsizedAxes": ModifierEntry([Signature([.unlabeled("axes", .axisSet)])]) { _, a, _, _ throws(ModelError) in
            attribute(.gridCellUnsizedAxes(a.axisSet("axes") ?? []))
        },
        "gridColumnAlignment": ModifierEntry([Signature([.unlabeled("guide", .horizontalAlignment)])]) { _, a, _, _ throws(ModelError) in
            attribute(.gridColumnAlignment(a.horizontalAlignment("guide") ?? .center))
        },
        "gridCellAnchor": ModifierEntry([Signature([.unlabeled("anchor", .unitPoint)])]) { _, a, _, _ throws(ModelError) in
            attribute(.gridCellAnchor(a.unitPoint("anchor") ?? .center))
        },
        // coordinateSpace(name: "x") and coordinateSpace(.named("x")).
        "coordinateSpace": ModifierEntry([
            Signature([.labeled("name", .string, optional: false)]),
            Signature([.unlabeled("space", .any)]),
        ]) { ev, a, site, _ throws(ModelError) in
            if let name = a.string("name") { return attribute(.coordinateSpace(name)) }
            guard case .symbol("named", let arguments?, let env)? = a.value("space"), arguments.count == 1,
                case .string(let name) = try ev.evaluate(arguments[0].value, env)
            else {
                throw ev.error(
                    "type mismatch: 'coordinateSpace' expects .named(\"name\")", at: a.loc("space") ?? site.loc, expected: ".named(\"name\") or name: \"name\"")
            }
            return attribute(.coordinateSpace(name))
        },
        // contentMargins(edges, length, for: .scrollContent), contentMargins(length, for: …):
        // margins of the ScrollViews below (I.3).
        "contentMargins": ModifierEntry([
            Signature([.unlabeled("edges", .edgeSet, optional: true), .unlabeled("length", .number), .labeled("for", .any)]),
            Signature([.unlabeled("length", .number), .labeled("for", .any)]),
            Signature([.unlabeled("insets", .insets), .labeled("for", .any)]),
        ]) { ev, a, site, nodes throws(ModelError) in
            if let placement = a.value("for") {
                guard let name = ev.symbolName(placement), ["scrollContent", "automatic", "scrollIndicators"].contains(name) else {
                    throw ev.error(
                        "type mismatch: 'contentMargins' expects a placement for 'for:'", at: a.loc("for") ?? site.loc,
                        expected: ".scrollContent, .automatic or .scrollIndicators")
                }
                if name == "scrollIndicators" { return .nodes(nodes) }
            }
            if let insets = a.insets("insets") { return attribute(.contentMargins(insets)) }
            return attribute(.contentMargins(EdgeInsets(a.edgeSet("edges") ?? .all, a.number("length") ?? 0)))
        },
        // alignmentGuide(.leading) { d in d[.trailing] }: the value over d.width / d.height.
        "alignmentGuide": ModifierEntry([
            Signature([.unlabeled("guide", .any), .labeled("computeValue", .closure, optional: false)])
        ]) { ev, a, site, _ throws(ModelError) in
            guard let guide = a.value("guide"), let (closure, env) = a.closure("computeValue") else { return .nodes([]) }
            let value = try ev.call(closure, env, arguments: [.dimensions], at: closure.loc)
            guard let length = ev.numberIfAny(value) else {
                throw ev.error(
                    "the alignmentGuide closure must give a number, got \(value.typeDescription)", at: closure.loc,
                    expected: "a length such as 'd[.trailing]' or 'd.width / 2'")
            }
            if let name = ev.symbolName(guide), let horizontal = HorizontalAlignment(rawValue: name) {
                return attribute(.horizontalGuide(horizontal, length))
            }
            if let name = ev.symbolName(guide), let vertical = VerticalAlignment(rawValue: name) {
                return attribute(.verticalGuide(vertical, length))
            }
            let names = HorizontalAlignment.allCases.map(\.rawValue) + VerticalAlignment.allCases.map(\.rawValue)
            throw ev.error(
                "type mismatch: 'alignmentGuide' expects an alignment guide, got \(guide.typeDescription)", at: a.loc("guide") ?? site.loc,
                expected: "a guide such as .leading or .top", suggestion: ev.symbolName(guide).flatMap { Suggestions.nearest(to: $0, in: names) })
        },
        // ignoresSafeArea(_ regions: = .all, edges: = .all); only the keyboard region: nothing
        // to ignore (no keyboard is shown). edgesIgnoringSafeArea(_ edges:) is the older name.
        "ignoresSafeArea": ModifierEntry([Signature([.unlabeled("regions", .any, optional: true), .labeled("edges", .edgeSet)])]) {
            _, a, _, nodes throws(ModelError) in
            if case .symbol("keyboard", _, _)? = a.value("regions") { return .nodes(nodes) }
            return attribute(.ignoresSafeArea(a.edgeSet("edges") ?? .all))
        },
        "edgesIgnoringSafeArea": ModifierEntry([Signature([.unlabeled("edges", .edgeSet)])]) { _, a, _, _ throws(ModelError) in
            attribute(.ignoresSafeArea(a.edgeSet("edges") ?? .all))
        },
        "resizable": ModifierEntry([Signature([.labeled("capInsets", .any), .labeled("resizingMode", .any)])]) { _, _, _, _ throws(ModelError) in
            attribute(.resizable)
        },
    ]

    /// Drawing-only modifiers: kept for rendering, no effect on layout (I.4).
    static let visual: [String: ModifierEntry] = [
        "fill": colorModifier("fill", extra: [.labeled("style", .any)]),
        "foregroundStyle": colorModifier("foregroundStyle"),
        "foregroundColor": colorModifier("foregroundColor"),
        "tint": colorModifier("tint"),
        "border": ModifierEntry([Signature([.unlabeled("color", .color), .labeled("width", .number)])]) { ev, a, site, _ throws(ModelError) in
            let width = a.has("width") ? try ev.constant(a, "width", at: site.loc) : 1
            return .modifier(.visual(VisualModifier("border", color: a.color("color"), value: width)))
        },
        "stroke": ModifierEntry([
            Signature([.unlabeled("color", .any, optional: true), .labeled("lineWidth", .number), .labeled("style", .any), .labeled("antialiased", .any)])
        ]) {
            ev, a, site, _ throws(ModelError) in
            let width = a.has("lineWidth") ? try ev.constant(a, "lineWidth", at: site.loc) : 1
            return .modifier(.visual(VisualModifier("stroke", color: try ev.shapeStyleColor(a.value("color"), at: a.loc("color") ?? site.loc), value: width)))
        },
        "opacity": numberModifier("opacity"),
        "cornerRadius": numberModifier("cornerRadius", extra: [.labeled("antialiased", .bool)]),
        "shadow": ModifierEntry([
            Signature([.labeled("color", .color), .labeled("radius", .number, optional: false), .labeled("x", .number), .labeled("y", .number)])
        ]) { ev, a, site, _ throws(ModelError) in
            .modifier(.visual(VisualModifier("shadow", color: a.color("color"), value: try ev.constant(a, "radius", at: site.loc))))
        },
        // Where each line of the Texts below sits in its frame: `.leading` 0, `.center` 0.5,
        // `.trailing` 1 (an alignment the model cannot read changes nothing).
        "multilineTextAlignment": ModifierEntry([Signature([.unlabeled("alignment", .any)])]) { ev, a, _, nodes throws(ModelError) in
            let fractions = ["leading": 0.0, "center": 0.5, "trailing": 1.0]
            guard let name = ev.symbolName(a.value("alignment") ?? .null), let fraction = fractions[name] else { return .nodes(nodes) }
            return .modifier(.visual(VisualModifier("multilineTextAlignment", value: fraction)))
        },
        "clipped": plain("clipped", [.labeled("antialiased", .bool)]),
        "clipShape": plain("clipShape", [.unlabeled("shape", .any), .labeled("style", .any)]),
    ]

    /// A colour or any shape style (`.tint`, `.secondary`, a gradient, a material, up to three
    /// hierarchical styles); an unknown colour name is gray in lenient mode, else an error. A
    /// gradient (`LinearGradient(…)`, `.linearGradient(…)`) is kept as one.
    private static func colorModifier(_ name: String, extra: [Param] = []) -> ModifierEntry {
        ModifierEntry([
            Signature([.unlabeled("color", .any), .unlabeled("secondary", .any, optional: true), .unlabeled("tertiary", .any, optional: true)] + extra)
        ]) { ev, a, site, _ throws(ModelError) in
            let loc = a.loc("color") ?? site.loc
            if let gradient = try ev.gradient(of: a.value("color"), at: loc) { return .modifier(.visual(VisualModifier(name, gradient: gradient))) }
            return .modifier(.visual(VisualModifier(name, color: try ev.shapeStyleColor(a.value("color"), at: loc))))
        }
    }

    private static func numberModifier(_ name: String, extra: [Param] = []) -> ModifierEntry {
        ModifierEntry([Signature([.unlabeled("value", .number)] + extra)]) { ev, a, site, _ throws(ModelError) in
            .modifier(.visual(VisualModifier(name, value: try ev.constant(a, "value", at: site.loc))))
        }
    }

    private static func plain(_ name: String, _ params: [Param]) -> ModifierEntry {
        ModifierEntry([Signature(params)]) { _, _, _, _ throws(ModelError) in .modifier(.visual(VisualModifier(name))) }
    }
}
