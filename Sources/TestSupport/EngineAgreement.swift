import Foundation
import FrameSolver

/// The package's root directory, found from a source file's path.
public func packageRoot(from filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}

/// Every `.layout` file under Models/ both engines lay out, relative paths sorted (the
/// relations of `constraint-native/` are compared with their twins instead).
public func modelFiles() -> [String] {
    allModelFiles().filter { !$0.hasPrefix("constraint-native/") }
}

/// Every `.layout` file under Models/, relative paths sorted.
public func allModelFiles() -> [String] {
    let root = packageRoot().appendingPathComponent("Models")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".layout") }.sorted()
}

/// The twin a constraint-native model names on its first line (`// twin: name.layout`),
/// relative to Models/.
public func twinFile(of relative: String) throws -> String? {
    let url = packageRoot().appendingPathComponent("Models").appendingPathComponent(relative)
    let firstLine = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").first ?? ""
    guard firstLine.hasPrefix("// twin:") else { return nil }
    let name = firstLine.dropFirst("// twin:".count).trimmingCharacters(in: .whitespaces)
    return url.deletingLastPathComponent().appendingPathComponent(name).standardizedFileURL.path
        .replacingOccurrences(of: packageRoot().appendingPathComponent("Models").standardizedFileURL.path + "/", with: "")
}

/// Loads `Models/<relative>` with the model language; the pasted-style bodies of
/// `realistic/` in lenient mode (they read app data the files do not define).
public func loadModel(_ relative: String) throws -> LoadedModel {
    let url = packageRoot().appendingPathComponent("Models").appendingPathComponent(relative)
    let options = LoadOptions(lenient: relative.hasPrefix("realistic/"))
    return try ModelLanguage.load(String(contentsOf: url, encoding: .utf8), file: "Models/" + relative, options: options)
}
