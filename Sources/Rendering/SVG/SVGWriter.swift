/// Builds an SVG document element by element: attributes are escaped, numbers rounded to
/// 3 decimals (a thousandth of a point is below any screen's resolution).
struct SVGWriter {
    private(set) var text = ""

    /// An attribute value: a number, or text to escape.
    enum Value {
        case number(Double)
        case text(String)
    }

    /// `<name a="v" …/>`, or with content `<name …>content</name>` (content escaped); nil
    /// values are left out, `more` follows `attributes`.
    mutating func element(
        _ name: String, _ attributes: KeyValuePairs<String, Value?>, _ more: KeyValuePairs<String, Value?> = [:], content: String? = nil
    ) {
        open(name, attributes, more, selfClosing: content == nil)
        if let content {
            text += xmlEscaped(content)
            text += "</\(name)>\n"
        }
    }

    /// `<name …>` for a group whose children follow; close it with `close(name)`.
    mutating func open(
        _ name: String, _ attributes: KeyValuePairs<String, Value?>, _ more: KeyValuePairs<String, Value?> = [:], selfClosing: Bool = false
    ) {
        text += "<" + name
        for (key, value) in Array(attributes) + Array(more) {
            guard let value else { continue }
            text += " " + key + "=\""
            switch value {
            case .number(let number): text += SVGNumber.format(number)
            case .text(let string): text += xmlEscaped(string)
            }
            text += "\""
        }
        text += selfClosing ? "/>\n" : ">"
        if !selfClosing, name == "g" || name == "svg" || name == "defs" || name == "pattern" { text += "\n" }
    }

    /// `</name>`.
    mutating func close(_ name: String) { text += "</\(name)>\n" }

    /// A comment (`--` cannot occur inside one, so it is replaced).
    mutating func comment(_ note: String) {
        text += "<!-- " + note.replacingOccurrences(of: "--", with: "- -") + " -->\n"
    }

    /// Raw markup written by the caller.
    mutating func raw(_ markup: String) { text += markup }
}

extension SVGWriter.Value: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    init(stringLiteral value: String) { self = .text(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
}
