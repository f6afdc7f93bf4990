import ViewTree

/// Modifiers FrameSolver accepts but lays out without their effect, warning where the effect
/// would show: a control style it does not model, and settings that change sizes it keeps.
/// (The modifiers that never change a layout are `NoOpModifiers`.)
extension ModifierRegistry {
    static let unmodelled: [String: ModifierEntry] = [
        // Styles that change a control's shape, which FrameSolver lays out in its default one.
        "gaugeStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ev.symbolName(a.value("style") ?? .null)
            if let style, style.lowercased().contains("circular") {
                ev.warn("gaugeStyle(.\(style)) is laid out as the linear bar (a circular gauge's size is not modelled)", at: site.loc)
            }
            return .nodes(nodes)
        },
        "toggleStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ev.symbolName(a.value("style") ?? .null)
            if let style, style == "button" || style == "checkbox" {
                ev.warn("toggleStyle(.\(style)) is laid out as the switch row (the \(style)'s size is not modelled)", at: site.loc)
            }
            return .nodes(nodes)
        },
        "datePickerStyle": ModifierEntry([Signature([.unlabeled("style", .any)])]) { ev, a, site, nodes throws(ModelError) in
            let style = ev.symbolName(a.value("style") ?? .null)
            if let style, style == "graphical" || style == "wheel" {
                ev.warn("datePickerStyle(.\(style)) is laid out as the compact row (the \(style) calendar's size is not modelled)", at: site.loc)
            }
            return .nodes(nodes)
        },
        // `dynamicTypeSize(.xxLarge)`: another text size than the default (.large) FrameSolver
        // measures at; a range (`...DynamicTypeSize.xxLarge`) that holds the default changes nothing.
        "dynamicTypeSize": ModifierEntry([Signature([.unlabeled("size", .syntax)])]) { ev, a, site, nodes throws(ModelError) in
            // Read as written: a range is never evaluated (its bounds are no numbers).
            var size: String?
            if case .syntax(let expression, _)? = a.values["size"] {
                if case .implicitMember(let name) = expression.kind { size = name }
                if case .member(_, let name, _) = expression.kind { size = name }
            }
            if let size, size != "large" {
                ev.warn("dynamicTypeSize(.\(size)) is not laid out: Text is measured at the default size (.large)", at: site.loc)
            }
            return .nodes(nodes)
        },
        // A List row's badge takes the row's trailing edge; elsewhere (a tab item) it is drawn.
        "badge": ModifierEntry([Signature([.unlabeled("value", .any)])]) { ev, _, site, nodes throws(ModelError) in
            if ev.insideList { ev.warn("a List row's badge is not laid out (iOS shows it at the row's trailing edge, narrowing the row's content)", at: site.loc) }
            return .nodes(nodes)
        },
        "statusBarHidden": ModifierEntry([Signature([.unlabeled("hidden", .bool, optional: true)])]) { ev, a, site, nodes throws(ModelError) in
            if a.bool("hidden") ?? true { ev.warn("statusBarHidden is not laid out: the device's top safe-area inset stays", at: site.loc) }
            return .nodes(nodes)
        },
        "baselineOffset": ModifierEntry([Signature([.unlabeled("offset", .number)])]) { ev, a, site, nodes throws(ModelError) in
            if let offset = a.number("offset")?.constantValue, offset != 0 {
                ev.warn("baselineOffset(\(formatLength(offset))) is not laid out: SwiftUI makes the Text's line that much taller", at: site.loc)
            }
            return .nodes(nodes)
        },
    ]
}
