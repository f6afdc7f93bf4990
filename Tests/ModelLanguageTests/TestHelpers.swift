import Foundation
import ModelLanguage
import Testing
import ViewTree

/// Loads `text` as a model, failing the test with the diagnostic if it does not load.
func load(_ text: String, root: String? = nil, lenient: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LoadedModel {
    do {
        return try ModelLanguage.load(text, file: "test.layout", rootName: root, options: LoadOptions(lenient: lenient))
    } catch {
        Issue.record("unexpected error:\n\(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The root of `text`, with every `source` removed so it compares with hand-built nodes.
func tree(_ text: String, root: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ViewNode? {
    try load(text, root: root, sourceLocation: sourceLocation).root?.strippingSources()
}

/// The strings of the Texts `text` builds, in order, and the messages of the warnings it
/// loads with.
func textsAndWarnings(_ text: String, lenient: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (texts: [String], warnings: [String]) {
    let model = try load(text, lenient: lenient, sourceLocation: sourceLocation)
    var found: [String] = []
    model.root?.preorder { node, _ in if case .text(let t) = node.kind { found.append(t) } }
    return (found, model.warnings.map(\.message))
}

/// The error `text` fails with; records an issue if it loads.
func loadError(_ text: String, root: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModelDiagnostic? {
    do {
        _ = try ModelLanguage.load(text, file: "test.layout", rootName: root)
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error.diagnostic
    }
}

extension ViewNode {
    /// This tree with `attributes.source` cleared everywhere.
    func strippingSources() -> ViewNode {
        var node = self
        node.attributes.source = nil
        node.children = children.map { $0.strippingSources() }
        return node
    }

    /// The first node in pre-order whose id is `id`.
    func find(_ id: String) -> ViewNode? {
        var found: ViewNode?
        preorder { node, _ in if found == nil, node.attributes.id == id { found = node } }
        return found
    }

    /// Every GeometryReader identity, in pre-order.
    var readerIDs: [ReaderID] {
        var ids: [ReaderID] = []
        preorder { node, _ in if case .geometryReader(let id) = node.kind { ids.append(id) } }
        return ids
    }
}

/// A node with an id attribute.
func tagged(_ node: ViewNode, _ id: String) -> ViewNode {
    var node = node
    node.attributes.id = id
    return node
}

/// The package root, found from this file's path.
let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return url
}()

/// Every `.layout` file under Models/, sorted by path.
let modelFiles: [URL] = {
    let models = modelsDirectory
    guard let enumerator = FileManager.default.enumerator(at: models, includingPropertiesForKeys: nil) else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "layout" { files.append(url.resolvingSymlinksInPath()) }
    return files.sorted { $0.path < $1.path }
}()

/// Models/, with symbolic links resolved.
let modelsDirectory = packageRoot.appendingPathComponent("Models").resolvingSymlinksInPath()

/// A model's name relative to Models/.
func modelName(_ url: URL) -> String {
    url.resolvingSymlinksInPath().path.replacingOccurrences(of: modelsDirectory.path + "/", with: "")
}

func modelText(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
