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
                let (text, isPlaceholder) = display(try evaluate(interpolation.expression, env), specifier: interpolation.specifier)
                result += text
                placeholder = placeholder || isPlaceholder
            }
        }
        if placeholder { placeholderStrings.insert(result) }
        return result
    }

    /// The text a value shows, and whether it is placeholder data.
    func display(_ value: Value, specifier: String? = nil) -> (String, Bool) {
        switch value {
        case .string(let text): return (text, placeholderStrings.contains(text))
        case .number(let number):
            guard let constant = number.constantValue else { return (Self.placeholderText, true) }
            if let specifier { return (String(format: specifier, constant), false) }
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
