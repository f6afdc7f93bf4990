import Foundation

/// A number format style as app code writes it: `Text(price, format: .currency(code: "EUR"))`,
/// `"\(share, format: .percent)"`, `total.formatted(.number.precision(.fractionLength(2)))`.
///
/// Why it matters to layout: the Text shows the formatted string, and its width is the
/// string's (`€1,234.50` is wider than `1234.5`). The style is read from the code as written
/// and applied with Foundation's own `FormatStyle`s, in the `en_US` locale (the locale of the
/// measured oracle cases and of Xcode's previews unless set), or the one `.locale(Locale(identifier:))`
/// names. A style FrameSolver does not read is reported, and the number shows as written.
struct NumberFormat: Equatable {
    enum Base: Equatable {
        case number
        case percent
        case currency(code: String)
    }

    enum Precision: Equatable {
        case fractionLength(ClosedRange<Int>)
        case integerLength(ClosedRange<Int>)
        case significantDigits(ClosedRange<Int>)
    }

    enum Notation: Equatable {
        case automatic, compactName, scientific
    }

    var base: Base
    var precision: Precision?
    /// false for `.grouping(.never)`.
    var grouping = true
    var notation: Notation?
    var localeIdentifier = "en_US"

    /// The string the style makes of `value`.
    func string(_ value: Double) -> String {
        let locale = Locale(identifier: localeIdentifier)
        switch base {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: locale)
            if let precision { style = style.precision(Self.foundation(precision)) }
            if !grouping { style = style.grouping(.never) }
            if let notation { style = style.notation(Self.foundation(notation)) }
            return value.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let precision { style = style.precision(Self.foundation(precision)) }
            if !grouping { style = style.grouping(.never) }
            if let notation { style = style.notation(Self.foundation(notation)) }
            return value.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(Self.foundation(precision)) }
            if !grouping { style = style.grouping(.never) }
            if let notation { style = style.notation(Self.currencyNotation(notation)) }
            return value.formatted(style)
        }
    }

    private static func foundation(_ precision: Precision) -> NumberFormatStyleConfiguration.Precision {
        switch precision {
        case .fractionLength(let range): .fractionLength(range)
        case .integerLength(let range): .integerLength(range)
        case .significantDigits(let range): .significantDigits(range)
        }
    }

    private static func foundation(_ notation: Notation) -> NumberFormatStyleConfiguration.Notation {
        switch notation {
        case .automatic: .automatic
        case .compactName: .compactName
        case .scientific: .scientific
        }
    }

    private static func currencyNotation(_ notation: Notation) -> CurrencyFormatStyleConfiguration.Notation {
        switch notation {
        case .automatic: .automatic
        case .compactName: .compactName
        case .scientific: .scientific
        }
    }
}

extension Evaluator {
    /// The number format style `expr` writes, or the part of it FrameSolver does not read.
    ///
    /// Read: `.number`, `.percent`, `.currency(code:)`, each refined by `.precision(…)`
    /// (`.fractionLength`, `.integerLength`, `.significantDigits`, a count or a range),
    /// `.grouping(.never | .automatic)`, `.notation(.compactName | .scientific | .automatic)`
    /// and `.locale(Locale(identifier:))`.
    func numberFormat(_ expr: SyntaxExpr, _ env: Env) throws(ModelError) -> Result<NumberFormat, FormatNotRead> {
        switch expr.kind {
        case .implicitMember("number"):
            return .success(NumberFormat(base: .number))
        case .implicitMember("percent"):
            return .success(NumberFormat(base: .percent))
        case .call(let callee, let arguments):
            if case .implicitMember("currency") = callee.kind, arguments.count == 1, arguments[0].label == "code",
                case .string(let code) = try evaluate(arguments[0].value, env)
            {
                return .success(NumberFormat(base: .currency(code: code)))
            }
            guard case .member(let base, let name, let nameLoc) = callee.kind else { break }
            let format: NumberFormat
            switch try numberFormat(base, env) {
            case .success(let read): format = read
            case .failure(let notRead): return .failure(notRead)
            }
            if let refined = try refined(format, name, arguments, env) { return .success(refined) }
            return .failure(FormatNotRead(part: ".\(name)(…)", loc: nameLoc))
        default:
            break
        }
        return .failure(FormatNotRead(part: "this format style", loc: expr.loc))
    }

    /// `format` with the refinement `name(arguments)`, or nil when it is not one FrameSolver reads.
    private func refined(_ format: NumberFormat, _ name: String, _ arguments: [Argument], _ env: Env) throws(ModelError) -> NumberFormat? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let argument = arguments[0].value
        var format = format
        switch (name, argument.kind) {
        case ("precision", .call(let callee, let inner)):
            guard case .implicitMember(let kind) = callee.kind, inner.count == 1, inner[0].label == nil,
                let range = try lengthRange(inner[0].value, env)
            else { return nil }
            switch kind {
            case "fractionLength": format.precision = .fractionLength(range)
            case "integerLength": format.precision = .integerLength(range)
            case "significantDigits": format.precision = .significantDigits(range)
            default: return nil
            }
        case ("grouping", .implicitMember("never")): format.grouping = false
        case ("grouping", .implicitMember("automatic")): format.grouping = true
        case ("notation", .implicitMember("compactName")): format.notation = .compactName
        case ("notation", .implicitMember("scientific")): format.notation = .scientific
        case ("notation", .implicitMember("automatic")): format.notation = .automatic
        case ("locale", .call(let callee, let inner)):
            guard case .identifier("Locale") = callee.kind, inner.count == 1, inner[0].label == "identifier",
                case .string(let identifier) = try evaluate(inner[0].value, env)
            else { return nil }
            format.localeIdentifier = identifier
        default:
            return nil
        }
        return format
    }

    /// `2` or `1...3` (`..<` too) as a range of lengths, each 0 to 20 (more is not a length a
    /// format style takes); nil otherwise.
    private func lengthRange(_ expr: SyntaxExpr, _ env: Env) throws(ModelError) -> ClosedRange<Int>? {
        func length(_ expr: SyntaxExpr) throws(ModelError) -> Int? {
            guard let value = numberIfAny(try evaluate(expr, env))?.constantValue, value.isFinite, value == value.rounded(),
                value >= 0, value <= 20
            else { return nil }
            return Int(value)
        }
        if case .binary(let op, let lhs, let rhs) = expr.kind, op == "..." || op == "..<" {
            guard let low = try length(lhs), var high = try length(rhs) else { return nil }
            if op == "..<" { high -= 1 }
            return low <= high ? low...high : nil
        }
        return try length(expr).map { $0...$0 }
    }

    /// `value` shown with the format style written at `expr`: Foundation's string for a
    /// number; for a style not read (or a value that is not a number), nil after a warning
    /// that the value shows as written.
    func formatted(_ value: Value, style expr: SyntaxExpr, _ env: Env) throws(ModelError) -> String? {
        guard case .number(let number) = value, let constant = number.constantValue else { return nil }
        switch try numberFormat(expr, env) {
        case .success(let format):
            return format.string(constant)
        case .failure(let notRead):
            warn("\(notRead.part) in a number format style is not read; the number shows as written", at: notRead.loc)
            return nil
        }
    }
}

/// The part of a format style FrameSolver does not read, and where it is.
struct FormatNotRead: Error {
    var part: String
    var loc: Loc
}
