import Foundation

/// The twin rule: a constraint-native model names its SwiftUI-only twin on its first
/// line, `// twin: NAME.layout`; `compare` lays the twin out with the negotiation engine and
/// matches views by id.
enum TwinDeclaration {
    /// The path of the twin that `source` declares (relative to its folder), or nil when its
    /// first line declares none (or it could not be read).
    /// - Throws: `CommandFailure` when the declaration names no file.
    static func twin(of source: ModelSource) throws -> String? {
        guard let text = source.text else { return nil }
        guard let name = declaredName(firstLine: String(text.prefix { $0 != "\n" && $0 != "\r" })) else { return nil }
        guard !name.isEmpty else {
            throw CommandFailure(message: "\(source.name):1: '// twin:' names no file (expected '// twin: NAME.layout')")
        }
        if name.hasPrefix("/") { return name }
        return source.directory.appendingPathComponent(name).path
    }

    /// The text after `// twin:` on a first line, trimmed; nil when the line is not a declaration.
    static func declaredName(firstLine: String) -> String? {
        let line = firstLine.trimmingCharacters(in: .whitespaces)
        let prefix = "// twin:"
        guard line.hasPrefix(prefix) else { return nil }
        return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
}
