import Foundation
import FrameSolver
import TestSupport
import Testing

@testable import FrameSolverCommands

/// The views of a `--format json` run, parsed with JSONSerialization.
func views(_ run: CLIRun) throws -> [[String: Any]] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    return try #require(document["views"] as? [[String: Any]])
}

/// A JSON length: a number, or the strings "inf" / "-inf".
func length(_ value: Any?) -> Double? {
    switch value {
    case let text as String: text == "inf" ? .infinity : text == "-inf" ? -.infinity : nil
    case let number as NSNumber: number.doubleValue
    default: nil
    }
}

/// `framesolver solve Models/<model> --format json` validates against the README's shape.
@Suite("solve --format json")
struct SolveJSONTests {
    /// Every model but the constraint-native relations, which the default (negotiation) engine
    /// rejects.
    @Test("the document has exactly the documented fields and agrees with the engine", arguments: modelFiles())
    func shape(_ name: String) throws {
        let run = framesolver("solve", Package.model(name), "--device", "none", "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        let document = try #require(object as? [String: Any])
        let text = try String(contentsOfFile: Package.model(name), encoding: .utf8)
        let model = try ModelLanguage.load(text, file: name, options: LoadOptions(lenient: true, resolvesReaderText: true))
        // A model with geometry callbacks adds its passes (docs/geometry-feedback.md).
        var feedback: FeedbackRun?
        if model.needsPasses {
            var session = FeedbackSession()
            let program = try FeedbackProgram.load(text, file: name, options: LoadOptions(lenient: true))
            feedback = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: 390, height: 844), session: &session)
        }
        var documentKeys: Set<String> = ["schema", "file", "engine", "window", "views"]
        if let feedback {
            documentKeys.formUnion(["passes", "state", "converged"])
            if feedback.cycle != nil { documentKeys.insert("cycle") }
            #expect((document["passes"] as? [Any])?.count == feedback.passes.count)
        }
        #expect(Set(document.keys) == documentKeys)
        #expect(document["schema"] as? Int == 1)
        #expect(document["file"] as? String == Package.model(name))
        #expect(document["engine"] as? String == "negotiation")
        let window = try #require(document["window"] as? [String: Any])
        #expect(Set(window.keys) == ["width", "height"])
        #expect(length(window["width"]) == 390)
        #expect(length(window["height"]) == 844)
        let views = try #require(document["views"] as? [[String: Any]])

        // The same model laid out in-process (leniently, as `solve` does by default; in passes
        // when it has geometry callbacks): same nodes, same order, same frames.
        let result = try feedback?.result ?? NegotiationEngine().layout(model.root, in: ProposedSize(width: 390, height: 844))
        #expect(views.count == result.nodes.count)

        var kindsByPath: [String: String] = [:]
        var seen: Set<String> = []
        for (view, node) in zip(views, result.nodes) {
            let path = try #require(view["path"] as? String)
            #expect(seen.insert(path).inserted, "duplicate path \(path)")
            #expect(path == node.path)
            let kind = try #require(view["kind"] as? String)
            #expect(kind == node.kind)
            kindsByPath[path] = kind
            #expect(view["id"] as? String == node.id)
            // render exactly when the view or an ancestor is an offset or scaleEffect (I.4).
            let underEffect = path.split(separator: ".").indices.contains { depth in
                let ancestor = path.split(separator: ".").prefix(depth + 1).joined(separator: ".")
                return ["offset", "scaleEffect"].contains(kindsByPath[ancestor] ?? "")
            }
            var expectedKeys: Set<String> = ["path", "kind", "x", "y", "width", "height"]
            if node.id != nil { expectedKeys.insert("id") }
            if underEffect { expectedKeys.insert("render") }
            // "placeholder": true exactly on lenient stand-ins.
            if node.placeholder { expectedKeys.insert("placeholder") }
            // "source": {"line", "column"} on every view written in the file; "text" on Text.
            if let source = node.source {
                expectedKeys.insert("source")
                let written = view["source"] as? [String: Int]
                #expect(written == ["line": source.line, "column": source.column], "\(path): source")
            }
            if let string = node.text {
                expectedKeys.insert("text")
                #expect(view["text"] as? String == string)
            }
            // "chosenCandidate" exactly on a ViewThatFits, the index of the child laid out.
            if let candidate = node.chosenCandidate {
                expectedKeys.insert("chosenCandidate")
                #expect(view["chosenCandidate"] as? Int == candidate, "\(path): chosenCandidate")
            }
            #expect((view["placeholder"] as? Bool) == (node.placeholder ? true : nil))
            #expect(Set(view.keys) == expectedKeys, "\(path): \(view.keys.sorted())")
            let frame = node.frame
            for (key, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
                let written = try #require(length(view[key]), "\(path).\(key) is not a length: \(String(describing: view[key]))")
                #expect(close(written, value), "\(path).\(key): \(written) vs \(value)")
            }
            if let render = view["render"] as? [String: Any] {
                #expect(Set(render.keys) == ["x", "y", "width", "height"])
                #expect(node.render != nil)
            }
        }
        // Pre-order: the first view is the root and every other view's parent came before it.
        #expect(views.first?["path"] as? String == "0")
        for path in kindsByPath.keys where path != "0" {
            let parent = path.split(separator: ".").dropLast().joined(separator: ".")
            #expect(kindsByPath[parent] != nil, "\(path) has no parent")
        }
        // Shortest round-trip numbers: never a trailing ".0".
        #expect(!run.standardOutput.contains(/[0-9]\.0+[,}\]]/), "a number written with a trailing .0")
    }

    /// JSONEncoder with sorted keys, one line: `{"height":60,"id":"left",…}`.
    @Test("ratio-split-hstack: 75 and 225, written as 75 and 225 (not 75.0)")
    func ratioSplit() throws {
        let run = framesolver("solve", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--format", "json")
        #expect(run.code == 0)
        // Hand-derived (see ModelsTests): left 75 x 60 at 0, right 225 x 60 at 75.
        #expect(
            run.standardOutput.contains(
                #"{"height":60,"id":"left","kind":"overlay","path":"0.0.0.0","source":{"column":22,"line":20},"width":75,"x":0,"y":0}"#))
        #expect(
            run.standardOutput.contains(
                #"{"height":60,"id":"right","kind":"overlay","path":"0.0.0.1","source":{"column":22,"line":23},"width":225,"x":75,"y":0}"#))
        let left = try #require(try views(run).first { $0["id"] as? String == "left" })
        #expect(Set(left.keys) == ["path", "id", "kind", "x", "y", "width", "height", "source"])
        #expect(length(left["width"]) == 75)
    }

    @Test("size-view-scale-effect: render frames 220 x 220 only under the scaleEffect")
    func render() throws {
        let run = framesolver("solve", Package.model("size-view-scale-effect.layout"), "--device", "none", "--format", "json")
        let all = try views(run)
        #expect(all.count == 3)
        for view in all {
            // Layout 100 x 100 centred at (145, 372); drawn 220 x 220 about the centre: (85, 312).
            #expect(length(view["width"]) == 100)
            let render = try #require(view["render"] as? [String: Any])
            #expect(close(try #require(length(render["x"])), 85))
            #expect(close(try #require(length(render["y"])), 312))
            #expect(close(try #require(length(render["width"])), 220))
            #expect(close(try #require(length(render["height"])), 220))
        }
    }

    @Test("an infinite window side is the string \"inf\"; infinite sizes too")
    func infinite() throws {
        let run = framesolver("solve", Package.model("path-view.layout"), "--size", "infx600", "--format", "json")
        #expect(run.code == 0)
        #expect(run.standardOutput.contains(#""window":{"height":600,"width":"inf"}"#))
        // The reader takes the proposal: inf x 600, at 0 on the infinite axis (I.1 root), centred on y.
        let reader = try #require(try views(run).first)
        #expect(reader["width"] as? String == "inf")
        #expect(length(reader["height"]) == 600)
        #expect(length(reader["x"]) == 0)
        #expect(length(reader["y"]) == 0)
    }

    @Test("a nil window side is null")
    func nilSide() throws {
        let run = framesolver("solve", Package.model("geometryreader-in-scrollview.layout"), "--size", "300.5xnil", "--format", "json")
        #expect(run.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let window = try #require(document["window"] as? [String: Any])
        #expect(window["height"] is NSNull)
        #expect(length(window["width"]) == 300.5)
        // The reader is proposed (300.5, nil) by the ScrollView: 300.5 x 10, at y 0 (nil axis).
        let reader = try #require(try views(run).first { $0["id"] as? String == "reader" })
        #expect(length(reader["width"]) == 300.5)
        #expect(length(reader["height"]) == 10)
        #expect(length(reader["y"]) == 0)
    }

    /// The four constraint-native models: relations the negotiation engine cannot express.
    static let constraintNative = ["bound-aspect-box", "centered-column", "equal-width-labels", "relative-split"].map {
        Package.model("constraint-native/\($0).layout")
    }

    @Test("a model that fails is an error document in its place, naming the file; the summary counts it")
    func errorDocuments() throws {
        let folder = Package.model("constraint-native")
        let run = framesolver("solve", folder, "--format", "json", "--jobs", "2")
        #expect(run.code == 2)
        let documents = try run.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let failed = documents.filter { $0["error"] != nil }
        #expect(failed.compactMap { $0["file"] as? String } == Self.constraintNative)
        for document in failed {
            #expect(Set(document.keys) == ["schema", "file", "error"])
            #expect(document["schema"] as? Int == 1)
            // The message standard error shows, as its first line there.
            let error = try #require(document["error"] as? String)
            let firstLine = try #require(error.split(separator: "\n").first.map(String.init))
            #expect(run.errorLines.contains(firstLine), "\(error)")
        }
        let summary = try #require(documents.last?["summary"] as? [String: Int])
        #expect(summary["errors"] == 4)
        #expect(summary["models"] == documents.count - 1)

        // One model alone: the error document too, then the usual message on standard error.
        let one = framesolver("solve", Self.constraintNative[0], "--format", "json")
        #expect(one.code == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8)) as? [String: Any])
        #expect(document["file"] as? String == Self.constraintNative[0])
        #expect((document["error"] as? String).map { one.standardError.hasPrefix($0) } == true, "\(one.standardError)")
    }

    @Test("solve --help's JSON example runs: every gallery model, exit 0")
    func helpExample() throws {
        #expect(CommandTable.solve.examples.contains("solve Models/gallery --format json"))
        let run = framesolver("solve", Package.model("gallery"), "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(#"{"schema":1,"summary":{"differing":0,"errors":0,"models":6,"solved":6}}"# + "\n"))
    }
}
