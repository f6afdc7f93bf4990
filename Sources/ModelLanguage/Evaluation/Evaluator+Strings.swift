import Foundation
import ViewTree

// String interpolation (`"\(count) items"`, `"\(price, specifier: "%.2f")"`) and the text a
// value shows in a Text: numbers as written, placeholder data as `Placeholder`.

extension Evaluator {
    /// An interpolated string literal with its interpolations evaluated.
    func interpolate(_ segments: [InterpolationSegment], _ env: Env) throws(ModelError) -> String {
        var result = ""
        var placeholder = false
        for segment in segments {
            switch segment {
            case .text(let text):
                result += text
            case .interpolation(let parsed):
                let interpolation = try parsed.get()
                let value = try evaluate(interpolation.expression, env)
                if !feedback.symbolicState.isEmpty { recordShownStates(value, at: interpolation.expression.loc) }
                if interpolation.specifier == nil, case .identifier(let name) = interpolation.expression.kind, let key = stateTarget(name, env),
                    feedback.floating.contains(key), case .number(let number) = value, let constant = number.constantValue
                {
                    // `\(width)` of a CGFloat state prints as Swift prints a Double: `0.0`, `123.5`.
                    result += StateValue.swiftDescription(constant)
                    continue
                }
                if let style = interpolation.format, let text = try formatted(value, style: style, env) {
                    result += text
                    continue
                }
                let (text, isPlaceholder) = display(value, specifier: interpolation.specifier)
                if isPlaceholder, !feedback.resolvesReaders, case .number(let number) = value,
                    number.variables.contains(where: { if case .readerWidth = $0 { true } else if case .readerHeight = $0 { true } else { false } })
                {
                    warn(
                        "this text shows a GeometryReader's size, known only during layout: 'Placeholder' here; solve and compare show the laid-out size",
                        at: interpolation.expression.loc)
                }
                // A framework value shown (`"Placed \(date.formatted())"`) warns as a Text of it does.
                if isPlaceholder, case .opaque(let name) = value { warn("\(name) shown as placeholder text", at: interpolation.expression.loc) }
                result += text
                placeholder = placeholder || isPlaceholder
            }
        }
        if placeholder { placeholderStrings.insert(result) }
        return result
    }

    /// Notes the symbolic states `value` reads (a Text showing them is not linear).
    private func recordShownStates(_ value: Value, at loc: Loc) {
        let exprs: [Expr]
        switch value {
        case .number(let e): exprs = [e]
        case .size(let w, let h): exprs = [w, h]
        case .point(let x, let y): exprs = [x, y]
        case .rect(let x, let y, let w, let h): exprs = [x, y, w, h]
        default: exprs = []
        }
        let names = Set(exprs.flatMap(\.variables).compactMap { variable -> String? in
            if case .state(let name) = variable { return name }
            return nil
        })
        for (key, symbolic) in feedback.symbolicState {
            if case .number(let e) = symbolic, e.variables.contains(where: { if case .state(let n) = $0 { names.contains(n) } else { false } }) {
                feedback.shownStates.append((key, loc))
            } else if names.contains(where: { $0.hasPrefix(key.displayName + ".") }) {
                feedback.shownStates.append((key, loc))
            }
        }
    }

    /// The text a value shows, and whether it is placeholder data.
    func display(_ value: Value, specifier: String? = nil) -> (String, Bool) {
        switch value {
        case .string(let text): return (text, placeholderStrings.contains(text))
        case .number(let number):
            guard let constant = number.constantValue ?? readerResolved(number) else { return (Self.placeholderText, true) }
            if let specifier {
                guard let text = StringFormat.format(specifier, [(constant, formatLength(constant))]) else { return (Self.placeholderText, true) }
                return (text, false)
            }
            return (formatLength(constant), false)
        case .bool(let b): return (b ? "true" : "false", false)
        case .symbol("init", let arguments?, let env) where arguments.count == 1 && arguments[0].label == nil:
            // `Text(.init("Title"))`: LocalizedStringKey's initialiser keeps the text.
            guard let inner = try? evaluate(arguments[0].value, env) else { return (Self.placeholderText, true) }
            return display(inner, specifier: specifier)
        case .symbol(let name, _, _): return (name, false)
        case .enumCase(let name, _): return (name, false)
        case .null: return ("nil", false)
        default: return (Self.placeholderText, true)
        }
    }
}

extension Evaluator {
    /// `String(format: format, arguments…)` (`StringFormat`); a format it cannot read, or an
    /// argument that is not the number its conversion needs, shows the placeholder with a warning.
    func formattedString(_ format: String, _ arguments: some Collection<Argument>, _ env: Env, at loc: Loc) throws(ModelError) -> Value {
        var given: [(number: Double?, text: String)] = []
        var placeholder = false
        for argument in arguments {
            let value = try evaluate(argument.value, env)
            let (text, unknown) = display(value)
            placeholder = placeholder || unknown
            var number: Double?
            if case .number(let expr) = value { number = expr.constantValue ?? readerResolved(expr) }
            given.append((number, text))
        }
        guard !placeholder, let text = StringFormat.format(format, given) else {
            if !placeholder { warn("the format \"\(format)\" is not read with these arguments; the text shows a placeholder", at: loc) }
            placeholderStrings.insert(Self.placeholderText)
            return .string(Self.placeholderText)
        }
        return .string(text)
    }
}

