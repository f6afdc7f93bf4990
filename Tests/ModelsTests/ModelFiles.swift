import FrameSolver
import TestSupport
import Testing

/// The seed and gallery model files of Models/.
enum ModelFiles {
    /// Every seed and gallery `.layout` file under Models/, as a path relative to Models/
    /// (`gallery/toolbar.layout`). The pasted-style bodies of `realistic/` read app data the
    /// files do not define; RealisticCorpusTests solves them in lenient mode. The relations of
    /// `constraint-native/` only the constraint engine lays out (TwinModelTests).
    static var all: [String] { modelFiles().filter { !$0.hasPrefix("realistic/") } }

    /// Loads `Models/<name>` (e.g. `ratio-split-hstack.layout`) and lays it out in a window with
    /// the negotiation engine.
    static func solve(_ name: String, _ width: Double?, _ height: Double?) throws -> LayoutResult {
        try NegotiationEngine().layout(loadModel(name).root, in: ProposedSize(width: width, height: height))
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
    expectRender(result[id: id], "'\(id)'", result, x, y, width, height, sourceLocation: sourceLocation)
}

/// Expects the render frame of the node at `path`.
func expectRender(
    _ result: LayoutResult, path: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectRender(result[path: path], "path \(path)", result, x, y, width, height, sourceLocation: sourceLocation)
}

private func expectRender(
    _ node: NodeFrame?, _ what: String, _ result: LayoutResult, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation
) {
    guard let render = node?.render else {
        Issue.record("no render frame for \(what) in:\n\(result.treeDump())", sourceLocation: sourceLocation)
        return
    }
    expectRect(render, x, y, width, height, "render of \(what)", result, sourceLocation: sourceLocation)
}
