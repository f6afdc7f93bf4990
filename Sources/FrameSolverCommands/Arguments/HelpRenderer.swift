/// `--help` text from a command's table: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// EXAMPLES and EXIT STATUS, in swift-argument-parser's layout (labels in a 26-column gutter,
/// text wrapped at 80 columns).
enum HelpRenderer {
    static let gutter = 26
    static let width = 80

    static func help(_ spec: CommandSpec) -> String {
        var sections = ["OVERVIEW: \(spec.abstract)"]
        if !spec.discussion.isEmpty { sections.append(wrap(spec.discussion, indent: 0)) }
        sections.append("USAGE: " + usage(spec))
        if !spec.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.arguments.map { entry($0.usage, $0.help) }.joined(separator: "\n"))
        }
        if !spec.subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + spec.subcommands.map { entry($0.path.last!, $0.abstract) }.joined(separator: "\n"))
        }
        sections.append("OPTIONS:\n" + spec.allOptions.map(optionEntry).joined(separator: "\n"))
        if !spec.examples.isEmpty {
            sections.append("EXAMPLES:\n" + spec.examples.map { "  " + ($0.contains("framesolver ") ? $0 : "framesolver " + $0) }.joined(separator: "\n"))
        }
        sections.append("EXIT STATUS: " + spec.exitStatus)
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `framesolver solve <file> ... [--size <WxH>] …`, wrapped under the command's name.
    static func usage(_ spec: CommandSpec) -> String {
        if !spec.subcommands.isEmpty {
            return "\(spec.displayName) <subcommand> [options]"
        }
        var words = [spec.displayName] + spec.arguments.map(\.usage)
        // A label lists its spellings as "-o, --output <file>"; a value name may hold a comma
        // of its own (`<n,n>`), so only ", " separates spellings.
        words += spec.options.map { "[\($0.label.components(separatedBy: ", ").last!.trimmingCharacters(in: .whitespaces))]" }
        let indent = String(repeating: " ", count: 7 + spec.displayName.count + 1)
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > width - 7 {
                lines.append(line)
                line = indent + word
            } else {
                line = line.isEmpty ? word : line + " " + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    private static func optionEntry(_ option: OptionSpec) -> String {
        var text = option.help
        if !option.choices.isEmpty, !text.contains(option.choices[0]) { text += " One of: \(option.choices.joined(separator: ", "))." }
        if let value = option.defaultValue { text += " (default: \(value))" }
        if !option.aliases.isEmpty { text += " (deprecated spelling: \(option.aliases.map { "--\($0)" }.joined(separator: ", ")))" }
        return entry(option.label, text)
    }

    /// One labelled entry: the label in the gutter, the text wrapped beside it (under it when
    /// the label is too long).
    static func entry(_ label: String, _ text: String) -> String {
        let head = "  " + label
        let body = wrap(text, indent: gutter)
        if head.count < gutter - 1 {
            return head + String(repeating: " ", count: gutter - head.count) + body.dropFirst(gutter)
        }
        return head + "\n" + body
    }

    /// `text` wrapped at `width`, every line indented by `indent`; blank lines kept.
    static func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, indent + line.count + 1 + word.count > width {
                    lines.append(pad + line)
                    line = String(word)
                } else {
                    line = line.isEmpty ? String(word) : line + " " + word
                }
            }
            lines.append(line.isEmpty ? "" : pad + line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
