import Foundation
import LinearProgramming

/// The twin rule: a constraint-native model names its SwiftUI-only twin on its first
/// line, `// twin: NAME.layout`; `compare` lays the twin out with the negotiation engine and
/// matches views by id.
enum TwinDeclaration {
    /// The path of the twin that `source` declares (relative to its folder), or nil when its
    /// first line declares none (or it could not be read).
    ///
    /// A twin resolves only inside the model's own folder tree: a relative path to a
    /// `.layout` file in the model's folder, below it, or beside it under the folder above
    /// (`Models/constraint-native/x.layout` names `../ratio-split-hstack.layout`). An absolute
    /// path, another kind of file, or one that climbs further out (with `..` or through a
    /// symbolic link) is refused, so a model can never make the CLI read, and quote in an
    /// error, a file elsewhere on the machine.
    /// - Throws: `CommandFailure` when the declaration names no file or one outside the tree.
    static func twin(of source: ModelSource) throws -> String? {
        guard let text = source.text else { return nil }
        guard let name = declaredName(firstLine: String(text.prefix { $0 != "\n" && $0 != "\r" })) else { return nil }
        guard !name.isEmpty else {
            throw CommandFailure(message: "\(source.name):1: '// twin:' names no file (expected '// twin: NAME.layout')")
        }
        let tree = source.directory.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = source.directory.appendingPathComponent(name).standardizedFileURL.resolvingSymlinksInPath().path
        guard !name.hasPrefix("/"), name.hasSuffix(".layout"), resolved.hasPrefix(tree.hasSuffix("/") ? tree : tree + "/") else {
            throw CommandFailure(
                message:
                    "\(source.name):1: '// twin: \(CPLEXNames.oneLine(name))' is not a .layout file of the model's folder tree; a twin is a relative path to a .layout file in the model's folder, below it, or in the folder above")
        }
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
