/// Numbers and text as SVG and HTML attributes want them.
enum SVGNumber {
    /// A finite number with at most 3 decimals and no trailing zeros (`230.8`, `75`, `-0.125`).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        // `String(Double)` may print an exponent for tiny values; they round to 0 above.
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// Escapes text for XML content and attribute values.
func xmlEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default:
            // XML 1.0 forbids most control characters, even escaped: show them as U+FFFD.
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r"
            {
                result += "\u{FFFD}"
            } else {
                result.append(character)
            }
        }
    }
    return result
}
