import Foundation

/// One model to read: a file, or standard input (`-`), with the name diagnostics use.
struct ModelSource: Sendable {
    /// The path as given, or `<stdin>`.
    var name: String
    /// The model's text, or nil when the file cannot be read (reported when it is loaded).
    var text: String?
    /// The folder a twin declaration is relative to: the file's, or the current one for stdin.
    var directory: URL

    static let standardInputName = "<stdin>"

    /// The file at `path`, read now (nil text when missing or not UTF-8).
    init(path: String) {
        name = path
        text = try? String(contentsOfFile: path, encoding: .utf8)
        directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    init(name: String, text: String?, directory: URL) {
        self.name = name
        self.text = text
        self.directory = directory
    }
}

/// The model FILE arguments expanded: files as given, folders to their `*.layout` files
/// (recursively, sorted by path), `-` to standard input.
struct ModelInputs {
    var sources: [ModelSource]
    /// More than one model, or a folder: each result is labelled and a summary line ends.
    var isBatch: Bool

    init(_ arguments: [String], output: CommandOutput) throws(UsageError) {
        var sources: [ModelSource] = []
        var sawFolder = false
        var sawStandardInput = false
        for argument in arguments {
            if argument == "-" {
                guard !sawStandardInput else { throw UsageError("- (standard input) can be given once") }
                sawStandardInput = true
                let text = String(data: output.readStandardInput(), encoding: .utf8)
                let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                sources.append(ModelSource(name: ModelSource.standardInputName, text: text, directory: current))
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                sawFolder = true
                let found = Self.layoutFiles(in: argument)
                guard !found.isEmpty else { throw UsageError("folder '\(argument)' holds no .layout file") }
                sources += found.map(ModelSource.init(path:))
            } else {
                sources.append(ModelSource(path: argument))
            }
        }
        self.sources = sources
        isBatch = sources.count > 1 || sawFolder
    }

    /// Every `*.layout` under `folder`, recursively, sorted by path.
    static func layoutFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".layout") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }
}
