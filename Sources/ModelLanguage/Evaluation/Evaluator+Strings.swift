import Foundation
import ViewTree

// String interpolation (`"\(count) items"`, `"\(price, specifier: "%.2f")"`) and the text a
// value shows in a Text: numbers as written, placeholder data as `Placeholder`.

extension Evaluator {
    /// A string literal with its interpolations evaluated.
    func interpolate(_ literal: StringLiteral, _ env: Env, at loc: Loc) throws(ModelError) -> String {
        if let plain = literal.plainText { return plain }
        var result = ""
        var placeholder = false
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                result += text
            case .interpolation(let source):
                let (expression, specifier) = try parseInterpolation(source, at: loc)
                let value = try evaluate(expression, env)
                let (text, isPlaceholder) = display(value, specifier: specifier)
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
        case .symbol(let name, _, _): return (name, false)
        case .enumCase(let name, _): return (name, false)
        case .null: return ("nil", false)
        default: return (Self.placeholderText, true)
        }
    }

    /// The expression of `\( … )` and its `specifier:` if any.
    private func parseInterpolation(_ source: String, at loc: Loc) throws(ModelError) -> (SyntaxExpr, String?) {
        let text = SourceText(source, file: self.source.file)
        var lexer = Lexer(source, source: text)
        var tokens: [Token]
        do {
            tokens = try lexer.tokenize()
        } catch {
            throw self.error("invalid interpolation '\\(\(source))': \(error.diagnostic.message)", at: loc, expected: "an expression inside \\( )")
        }
        for index in tokens.indices {
            tokens[index].line = loc.line
            tokens[index].column = loc.column
            tokens[index].startsLine = index == 0
        }
        var parser = Parser(tokens: tokens, source: self.source)
        do {
            let expression = try parser.parseExpression()
            var specifier: String?
            if parser.accept(","), parser.current.is("specifier"), parser.peek().is(":") {
                parser.advance()
                parser.advance()
                if case .string(let literal) = parser.current.kind { specifier = literal.plainText }
            }
            return (expression, specifier)
        } catch {
            throw self.error("invalid interpolation '\\(\(source))': \(error.diagnostic.message)", at: loc, expected: "an expression inside \\( )")
        }
    }
}
