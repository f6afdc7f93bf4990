import ViewTree

// Font refinements on views (`.bold()`, `.fontWeight(.semibold)`, `.monospacedDigit()`, …)
// and on font values (`.body.bold()`, `.system(size: 13, weight: .medium)`): the weight,
// design, digit style and slant the real-font measurer reads (docs/text-measurement.md).

extension ModifierRegistry {
    /// View modifiers that set font traits for the subtree.
    static let fontTraits: [String: ModifierEntry] = [
        "bold": toggle { FontTraits(weight: $0 ? .bold : nil) },
        "italic": toggle { FontTraits(italic: $0 ? true : nil) },
        "monospaced": toggle { FontTraits(design: $0 ? .monospaced : nil) },
        "monospacedDigit": ModifierEntry([Signature([])]) { _, _, _, _ throws(ModelError) in .modifier(.fontTraits(FontTraits(monospacedDigit: true))) },
        "fontWeight": ModifierEntry([Signature([.unlabeled("weight", .any, nullable: true)])]) { ev, a, site, nodes throws(ModelError) in
            guard let value = a.value("weight") else { return .nodes(nodes) }  // nil: the font's own weight
            guard let weight = try ev.fontWeight(value, at: a.loc("weight") ?? site.loc) else { return .nodes(nodes) }
            return .modifier(.fontTraits(FontTraits(weight: weight)))
        },
        "fontDesign": ModifierEntry([Signature([.unlabeled("design", .any, nullable: true)])]) { ev, a, site, nodes throws(ModelError) in
            guard let value = a.value("design") else { return .nodes(nodes) }
            guard let design = try ev.fontDesign(value, at: a.loc("design") ?? site.loc) else { return .nodes(nodes) }
            return .modifier(.fontTraits(FontTraits(design: design)))
        },
    ]

    /// `name(_ isActive: Bool = true)`: the traits when active, nothing when not.
    private static func toggle(_ traits: @escaping @Sendable (Bool) -> FontTraits) -> ModifierEntry {
        ModifierEntry([Signature([.unlabeled("isActive", .bool, optional: true)])]) { _, a, _, nodes throws(ModelError) in
            let active = a.bool("isActive") ?? true
            return active ? .modifier(.fontTraits(traits(active))) : .nodes(nodes)
        }
    }
}

extension Evaluator {
    /// A `Font.Weight`: `.bold`, `Font.Weight.semibold`; another value is an error in strict
    /// mode and, with a warning, the font's own weight in lenient mode.
    func fontWeight(_ value: Value, at loc: Loc) throws(ModelError) -> FontWeight? {
        try fontChoice(value, FontWeight.allCases.map(\.rawValue), "a font weight", at: loc).flatMap(FontWeight.init(rawValue:))
    }

    /// A `Font.Design`: `.monospaced`, `.rounded`, `.serif`, `.default`.
    func fontDesign(_ value: Value, at loc: Loc) throws(ModelError) -> FontDesign? {
        try fontChoice(value, FontDesign.allCases.map(\.rawValue), "a font design", at: loc).flatMap(FontDesign.init(rawValue:))
    }

    private func fontChoice(_ value: Value, _ names: [String], _ what: String, at loc: Loc) throws(ModelError) -> String? {
        if case .symbol(let name, nil, _) = value, names.contains(name) { return name }
        if case .null = value { return nil }
        let expected = "\(what): " + names.map { "." + $0 }.joined(separator: ", ")
        if !lenient { throw error("expected \(what), got \(value.typeDescription)", at: loc, expected: expected) }
        warn("\(what) that is not one of \(names.map { "." + $0 }.joined(separator: ", ")) is ignored: the font keeps its own", at: loc)
        return nil
    }

    /// `font` refined by the `Font` method `name` (`bold`, `weight(_:)`, `italic`,
    /// `monospaced`, `monospacedDigit`); other refinements (`leading`, `smallCaps`, `width`)
    /// do not change the metrics and leave it as it is.
    func refined(_ font: Font, _ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Font {
        switch name {
        case "bold": return font.bold()
        case "italic": return font.italic()
        case "monospaced": return font.monospaced()
        case "monospacedDigit": return font.monospacedDigit()
        case "weight":
            guard let argument = arguments.first else { return font }
            return try fontWeight(try evaluate(argument.value, env), at: loc).map { font.weight($0) } ?? font
        case "width", "leading":
            // `.title.width(.condensed)`, `.body.leading(.tight)`: a Text's width or line
            // height that the measurers do not model (as `fontWidth` and `lineSpacing`).
            guard let argument = arguments.first, case .implicitMember(let value) = argument.value.kind, value != "standard" else { return font }
            let missing = name == "width"
                ? "a condensed or expanded width is not measured: the Text is as wide as in the standard width"
                : "a tight or loose leading is not laid out: the Text's lines keep the standard height"
            warn("Font.\(name)(.\(value)) is accepted but \(missing)", at: loc)
            return font
        case "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps":
            warn("Font.\(name)() is accepted but small capitals are not measured: the Text is as wide as in its own letters", at: loc)
            return font
        default: return font
        }
    }
}
