import Foundation

/// The twin rule (issue 5): a constraint-native model names its SwiftUI-only twin on its first
/// line, `// twin: NAME.layout`; `compare` lays the twin out with the negotiation engine and
/// matches views by id.
enum TwinDeclaration {
    /// The path of the twin that the model at `path` declares (relative to the model's folder),
    /// or nil when its first line declares none (or the file cannot be read).
    /// - Throws: `CommandFailure` when the declaration names no file.
    static func twin(of path: String) throws -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        guard let name = declaredName(firstLine: String(text.prefix { $0 != "\n" && $0 != "\r" })) else { return nil }
        guard !name.isEmpty else {
            throw CommandFailure(message: "\(path):1: '// twin:' names no file (expected '// twin: NAME.layout')")
        }
        if name.hasPrefix("/") { return name }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The text after `// twin:` on a first line, trimmed; nil when the line is not a declaration.
    static func declaredName(firstLine: String) -> String? {
        let line = firstLine.trimmingCharacters(in: .whitespaces)
        let prefix = "// twin:"
        guard line.hasPrefix(prefix) else { return nil }
        return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
}
