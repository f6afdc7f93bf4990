import FrameSolver
import Foundation

/// The agreement the constraint engine must reach in the linear fragment (LP-MODELLING.md
/// A.3): |a - b| <= 1e-6 + 1e-9 |a| for every frame component.
public func agree(_ a: Double, _ b: Double) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= 1e-6 + 1e-9 * abs(a)
}

/// The first node where two layouts of the same tree disagree, described; nil when they agree.
public func firstDisagreement(_ a: LayoutResult, _ b: LayoutResult) -> String? {
    guard a.nodes.count == b.nodes.count else {
        return "\(a.engine) reports \(a.nodes.count) nodes, \(b.engine) \(b.nodes.count)"
    }
    for (x, y) in zip(a.nodes, b.nodes) {
        guard x.path == y.path else { return "paths differ: \(x.path) vs \(y.path)" }
        let f = x.frame, g = y.frame
        if !(agree(f.x, g.x) && agree(f.y, g.y) && agree(f.width, g.width) && agree(f.height, g.height)) {
            return "\(x.path) \(x.kind): \(a.engine) \(f) vs \(b.engine) \(g)"
        }
    }
    return nil
}

/// The package's root directory, found from a source file's path.
public func packageRoot(from filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}

/// Every `.layout` file under Models/, relative paths sorted.
public func modelFiles() -> [String] {
    let root = packageRoot().appendingPathComponent("Models")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".layout") }.sorted()
}

/// Loads `Models/<relative>` with the model language; the pasted-style bodies of
/// `realistic/` in lenient mode (they read app data the files do not define).
public func loadModel(_ relative: String) throws -> LoadedModel {
    let url = packageRoot().appendingPathComponent("Models").appendingPathComponent(relative)
    let options = LoadOptions(lenient: relative.hasPrefix("realistic/"))
    return try ModelLanguage.load(String(contentsOf: url, encoding: .utf8), file: "Models/" + relative, options: options)
}
