import ModelLanguage
import Testing
import ViewTree

/// A number's format style decides the string a Text shows, so its width: the styles app code
/// writes, read as en_US shows them (the currency's symbol before the amount, thousands
/// grouped by commas, the currency's two fraction digits, `%` after a percentage).
@Suite("Text: number format styles")
struct NumberFormatTests {
    func shown(_ expression: String, _ sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String? {
        guard case .text(let text)? = try tree("let price = 1234.5\nlet share = 0.243\n\(expression)", sourceLocation: sourceLocation)?.kind
        else { return nil }
        return text
    }

    @Test("Text(value, format:): currency, percent, number with precision and grouping")
    func textFormat() throws {
        // 1234.5 euros: symbol first, grouped thousands, two fraction digits.
        #expect(try shown("Text(price, format: .currency(code: \"EUR\"))") == "€1,234.50")
        #expect(try shown("Text(price, format: .currency(code: \"USD\"))") == "$1,234.50")
        // 0.243 as a percentage: 24.3 followed by %.
        #expect(try shown("Text(share, format: .percent)") == "24.3%")
        #expect(try shown("Text(price, format: .number)") == "1,234.5")
        #expect(try shown("Text(price, format: .number.precision(.fractionLength(2)))") == "1,234.50")
        #expect(try shown("Text(price, format: .number.grouping(.never))") == "1234.5")
        // 0.5 with one or two fraction digits: 50.0%.
        #expect(try shown("Text(0.5, format: .percent.precision(.fractionLength(1...2)))") == "50.0%")
        // Yen with no fraction digits and no grouping: 1234.5 rounds half to even, ¥1234.
        #expect(try shown("Text(price, format: .currency(code: \"JPY\").precision(.fractionLength(0)).grouping(.never))") == "¥1234")
        // German: dot for thousands, comma for the fraction.
        #expect(try shown("Text(price, format: .number.locale(Locale(identifier: \"de_DE\")))") == "1.234,5")
        #expect(try shown("Text(1_250_000, format: .number.notation(.compactName))") == "1.2M")
    }

    @Test("interpolation with format: and .formatted(…) read the same styles")
    func interpolationAndFormatted() throws {
        #expect(try shown("Text(\"Total: \\(price, format: .currency(code: \"USD\"))\")") == "Total: $1,234.50")
        #expect(try shown("Text(price.formatted(.currency(code: \"USD\")))") == "$1,234.50")
        // `formatted()` is the number style: grouped.
        #expect(try shown("Text(price.formatted())") == "1,234.5")
        // A specifier is still printf's.
        #expect(try shown("Text(\"\\(price, specifier: \"%.1f\")\")") == "1234.5")
    }

    @Test("LabeledContent(_:value:format:) shows its value in the style, as a Text would")
    func labeledContent() throws {
        let model = try load("let share = 0.42\nLabeledContent(\"Storage\", value: share, format: .percent)")
        // 0.42 as a percentage: 42%.
        var texts: [String] = []
        model.root?.preorder { node, _ in if case .text(let text) = node.kind { texts.append(text) } }
        #expect(texts == ["Storage", "42%"])
        #expect(model.warnings.isEmpty)
    }

    @Test("a style FrameSolver does not read is reported where it is written, and the number shows as written")
    func notRead() throws {
        let model = try load("let price = 1234.5\nText(price, format: .number.rounded(rule: .up))")
        #expect(model.root?.kind == .text("1234.5"))
        #expect(model.warnings.count == 1)
        #expect(model.warnings.first?.line == 2)
        #expect(model.warnings.first?.message.contains(".rounded(…) in a number format style is not read") == true)
    }
}
