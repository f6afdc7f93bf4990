/// The text a `Text` shows for a string literal: a literal is a `LocalizedStringKey`, and
/// SwiftUI renders its inline Markdown (iOS 15): `**bold**`, `*italic*`, `_italic_`,
/// `~~strike~~`, `` `code` ``, `[a link](url)` show their words without the marks, a
/// backslash escapes a mark, and `^[3 item](inflect: true)` agrees the noun with its number
/// ("3 items"). A String variable is shown as it is (`Text(verbatim:)` too).
///
/// Only the characters are modelled: a bold or code run is measured in the Text's own font
/// (docs/known-differences.md), and inflection is English's regular plural.
enum InlineMarkdown {
    /// The characters `text` shows once its inline Markdown is rendered.
    static func rendered(_ text: String) -> String {
        // Most Texts have no mark at all.
        guard text.contains(where: { "*_~`[\\^".contains($0) }) else { return text }
        return render(Array(text))
    }

    private static func render(_ characters: [Character]) -> String {
        var output: [Character] = []
        var i = 0
        // Emphasis delimiters waiting for their closing run: (run, position in `output`).
        var open: [(run: String, at: Int)] = []
        while i < characters.count {
            let c = characters[i]
            switch c {
            case "\\" where i + 1 < characters.count && characters[i + 1].isPunctuation || i + 1 < characters.count && characters[i + 1].isSymbol:
                output.append(characters[i + 1])
                i += 2
            case "`":
                // A code span: its content as written, up to the same run of backticks.
                let run = runLength(characters, i, "`")
                if let close = find(characters, from: i + run, run: String(repeating: "`", count: run)) {
                    output += characters[(i + run)..<close]
                    i = close + run
                } else {
                    output += Array(repeating: "`", count: run)
                    i += run
                }
            case "[", "^":
                // `^` starts an inflection only before `[`.
                let start = c == "^" ? i + 1 : i
                if let (label, destination, end) = link(characters, start) {
                    let shown = render(label)
                    output += c == "^" && destination.replacingOccurrences(of: " ", with: "").contains("inflect:true") ? Array(inflected(shown)) : Array(shown)
                    i = end
                } else {
                    output.append(c)
                    i += 1
                }
            case "*", "_", "~":
                let length = runLength(characters, i, c)
                let run = String(repeating: c, count: c == "~" ? min(length, 2) : min(length, 2))
                let before = i > 0 ? characters[i - 1] : " "
                let after = i + run.count < characters.count ? characters[i + run.count] : " "
                // `_` inside a word (snake_case) and a lone `~` are text.
                let intraword = c == "_" && before.isLetterOrDigit && after.isLetterOrDigit
                if intraword || (c == "~" && run.count < 2) {
                    output += Array(repeating: c, count: length)
                    i += length
                    continue
                }
                if !before.isWhitespace, let k = open.lastIndex(where: { $0.run == run }) {
                    // Closes the innermost opening of the same run: both marks disappear.
                    let opening = open[k]
                    output.removeSubrange(opening.at..<(opening.at + run.count))
                    // Openings after it stay text (they are not closed inside it).
                    open = Array(open[..<k])
                    i += run.count
                } else if !after.isWhitespace {
                    open.append((run, output.count))
                    output += Array(run)
                    i += run.count
                } else {
                    output += Array(run)
                    i += run.count
                }
            default:
                output.append(c)
                i += 1
            }
        }
        return String(output)
    }

    private static func runLength(_ characters: [Character], _ start: Int, _ c: Character) -> Int {
        var end = start
        while end < characters.count && characters[end] == c { end += 1 }
        return end - start
    }

    private static func find(_ characters: [Character], from start: Int, run: String) -> Int? {
        let marks = Array(run)
        var i = start
        while i + marks.count <= characters.count {
            if Array(characters[i..<(i + marks.count)]) == marks, i + marks.count == characters.count || characters[i + marks.count] != marks[0] {
                return i
            }
            i += 1
        }
        return nil
    }

    /// `[label](destination)` at `start`: the label's characters, the destination, and where
    /// the link ends; nil when it is not a link.
    private static func link(_ characters: [Character], _ start: Int) -> ([Character], String, Int)? {
        guard start < characters.count, characters[start] == "[" else { return nil }
        var depth = 0
        var i = start
        var labelEnd: Int?
        while i < characters.count {
            if characters[i] == "\\" { i += 2; continue }
            if characters[i] == "[" { depth += 1 }
            if characters[i] == "]" {
                depth -= 1
                if depth == 0 { labelEnd = i; break }
            }
            i += 1
        }
        guard let labelEnd, labelEnd + 1 < characters.count, characters[labelEnd + 1] == "(",
            let close = characters[(labelEnd + 2)...].firstIndex(of: ")")
        else { return nil }
        return (Array(characters[(start + 1)..<labelEnd]), String(characters[(labelEnd + 2)..<close]), close + 1)
    }

    /// `3 item` -> `3 items`, `1 item` stays: the noun after a number agrees with it (English's
    /// regular plural: -es after s, x, z, ch, sh; -ies after a consonant and y).
    static func inflected(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let numberIndex = words.firstIndex(where: { Double($0.replacingOccurrences(of: ",", with: "")) != nil }),
            numberIndex + 1 < words.count, let count = Double(words[numberIndex].replacingOccurrences(of: ",", with: "")), count != 1
        else { return phrase }
        let noun = words[numberIndex + 1]
        guard let last = noun.last, last.isLetter else { return phrase }
        let lower = noun.lowercased()
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            words[numberIndex + 1] = noun + "es"
        } else if lower.hasSuffix("y"), noun.count > 1, !"aeiou".contains(lower.dropLast().last!) {
            words[numberIndex + 1] = noun.dropLast() + "ies"
        } else {
            words[numberIndex + 1] = noun + "s"
        }
        return words.joined(separator: " ")
    }
}

extension Character {
    fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
