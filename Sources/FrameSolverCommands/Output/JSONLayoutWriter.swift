import ViewTree

/// Writes a layout as the JSON documented in the README:
/// `{"engine": …, "window": {"width": W, "height": H}, "views": [{"path", "id"?, "kind", "x",
/// "y", "width", "height", "render"?, "placeholder"?}]}`. Infinite numbers are the strings
/// "inf" and "-inf", a nil window side is `null`, finite numbers are in Swift's shortest
/// round-trip form (`75`, `220.33898305084745`).
enum JSONLayoutWriter {
    static func document(_ result: LayoutResult) -> String {
        var out = "{\"engine\": \(string(result.engine)), \"window\": {\"width\": \(optionalNumber(result.window.width)), "
        out += "\"height\": \(optionalNumber(result.window.height))}, \"views\": ["
        out += result.nodes.map(view).joined(separator: ", ")
        out += "]}"
        return out
    }

    static func view(_ node: NodeFrame) -> String {
        var fields = ["\"path\": \(string(node.path))"]
        if let id = node.id { fields.append("\"id\": \(string(id))") }
        fields.append("\"kind\": \(string(node.kind))")
        fields.append(rectFields(node.frame))
        if let render = node.render { fields.append("\"render\": {\(rectFields(render))}") }
        if node.placeholder { fields.append("\"placeholder\": true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func rectFields(_ rect: Rect) -> String {
        "\"x\": \(number(rect.x)), \"y\": \(number(rect.y)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))"
    }

    static func number(_ value: Double) -> String {
        if value == .infinity { return "\"inf\"" }
        if value == -.infinity { return "\"-inf\"" }
        return formatLength(value == 0 ? 0 : value)
    }

    static func optionalNumber(_ value: Double?) -> String { value.map(number) ?? "null" }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
