import Foundation
import FrameSolver
import TestSupport
import Testing

/// The model files of Models/, found from this file's path (Tests/ModelsTests/ -> package root).
enum ModelFiles {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let modelsDirectory = packageRoot.appendingPathComponent("Models")

    /// Every seed and gallery `.layout` file under Models/, as a path relative to Models/
    /// (`gallery/toolbar.layout`). The pasted-style bodies of `realistic/` read app data the
    /// files do not define; RealisticCorpusTests solves them in lenient mode. The relations of
    /// `constraint-native/` only the constraint engine lays out (TwinModelTests).
    static var all: [String] {
        let enumerator = FileManager.default.enumerator(at: modelsDirectory, includingPropertiesForKeys: nil)
        var names: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "layout", !url.path.contains("/realistic/"), !url.path.contains("/constraint-native/") else { continue }
            names.append(String(url.standardizedFileURL.path.dropFirst(modelsDirectory.standardizedFileURL.path.count + 1)))
        }
        return names.sorted()
    }

    /// Loads `Models/<name>` (e.g. `ratio-split-hstack.layout`) and returns its root.
    static func load(_ name: String, root: String? = nil) throws -> ViewNode? {
        let url = modelsDirectory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        return try ModelLanguage.load(text, file: "Models/" + name, rootName: root).root
    }

    /// Loads and lays out `Models/<name>` in a window with the negotiation engine.
    static func solve(_ name: String, _ width: Double?, _ height: Double?, root: String? = nil) throws -> LayoutResult {
        let tree = try load(name, root: root)
        return try NegotiationEngine().layout(tree, in: ProposedSize(width: width, height: height))
    }
}

/// Expects the node at `path` to be of `kind` (so path-addressed assertions fail clearly if
/// the tree's shape changes).
func expectKind(_ result: LayoutResult, path: String, _ kind: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(result[path: path]?.kind == kind, "path \(path): expected kind \(kind)\n\(result.treeDump())", sourceLocation: sourceLocation)
}

/// Expects the render frame of the node tagged `id`.
func expectRender(
    _ result: LayoutResult, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let render = result[id: id]?.render else {
        Issue.record("no render frame for '\(id)' in:\n\(result.treeDump())", sourceLocation: sourceLocation)
        return
    }
    expectRect(render, x, y, width, height, "render of '\(id)'", result, sourceLocation: sourceLocation)
}
