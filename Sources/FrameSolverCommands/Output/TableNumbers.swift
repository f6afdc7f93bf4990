import Foundation
import ViewTree

/// Numbers as the tables print them: at most 3 decimals (`230.8`, not `230.79999999999998`), so
/// that a reader sees the layout and not floating-point noise; JSON keeps full precision.
enum TableNumbers {
    /// `value` rounded to 3 decimals, without trailing zeros; `inf`, `-inf`; never `-0`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return formatLength(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        if abs(rounded) >= 1e15 { return formatLength(rounded) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `(x 0, y 19.8, w 93.5, h 20.4)`.
    static func frame(_ rect: Rect) -> String {
        "(x \(format(rect.x)), y \(format(rect.y)), w \(format(rect.width)), h \(format(rect.height)))"
    }

    /// A Text's first characters, quoted: at most `limit` characters, then `…`; line breaks as `\n`.
    static func excerpt(_ text: String, limit: Int = 24) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + (flat.count > limit ? String(flat.prefix(limit)) + "…" : flat) + "\""
    }

    /// `file:line`, the file without its folders (the header names the model).
    static func source(_ location: SourceLocation?) -> String? {
        guard let location else { return nil }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(file):\(location.line)"
    }
}
