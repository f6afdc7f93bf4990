import Foundation
import FrameSolverCommands
import TestSupport
import Testing

/// Every JSON document the CLI prints for the models in Models/ is valid against
/// docs/json-schema.json (checked by this target's validator of the subset the schema uses).
@Suite("JSON schema")
struct JSONSchemaTests {
    static let validator: JSONSchemaValidator? = {
        let url = packageRoot().appendingPathComponent("docs/json-schema.json")
        guard let text = try? String(contentsOf: url, encoding: .utf8), let root = try? JSONValue.parse(text) else { return nil }
        return JSONSchemaValidator(root: root)
    }()

    static let models = packageRoot().appendingPathComponent("Models").path

    /// Runs framesolver and returns each printed line parsed.
    private func documents(_ arguments: [String]) throws -> [JSONValue] {
        let output = BufferedOutput()
        _ = runFrameSolver(arguments, output: output)
        return try output.standardOutput.split(separator: "\n").map { try JSONValue.parse(String($0)) }
    }

    private func expectValid(_ documents: [JSONValue]) throws {
        let validator = try #require(Self.validator, "docs/json-schema.json is missing or not JSON")
        for document in documents {
            let problems = validator.problems(document)
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    @Test("solve: every model, both engines, plus the summary line")
    func solve() throws {
        for engine in ["negotiation", "constraints"] {
            let lines =
                try documents(["solve", Self.models, "--format", "json", "--engine", engine])
                + documents(["solve", Self.models + "/gallery", "--format", "json", "--engine", engine, "--device", "none"])
            // Every model but those an engine rejects prints a document; the summary is last.
            #expect(lines.count > 40)
            guard case .object(let last)? = lines.last else { Issue.record("no summary"); continue }
            #expect(last["summary"] != nil)
            try expectValid(lines)
        }
    }

    @Test("compare: every model, and the gallery over a sweep of two widths")
    func compare() throws {
        let lines = try documents(["compare", Self.models, "--format", "json"])
        #expect(lines.count > 50)
        try expectValid(lines)
        try expectValid(try documents(["compare", Self.models + "/gallery", "--format", "json", "--sweep-width", "200...300:100"]))
        // Geometry feedback: the passes of every window of a sweep.
        try expectValid(try documents(["compare", Self.models + "/feedback", "--format", "json", "--sweep-width", "300...400:100"]))
        try expectValid(try documents(["solve", Self.models + "/feedback", "--format", "json", "--max-passes", "2"]))
    }

    @Test("formulas: the gallery and the seed models")
    func formulas() throws {
        let gallery = try documents(["formulas", Self.models + "/gallery", "--format", "json", "--range", "100...1400"])
        #expect(gallery.count == 7, "six models and the summary")
        try expectValid(gallery)
        try expectValid(try documents(["formulas", Self.models + "/ratio-split-hstack.layout", Self.models + "/image-container-2.layout", "--format", "json"]))
    }

    @Test("an infinite window, nil sides and placeholders are valid too")
    func edges() throws {
        try expectValid(try documents(["solve", Self.models + "/realistic", "--format", "json", "--size", "infxnil"]))
    }

    @Test("query: one answer, and two models with their summary line")
    func query() throws {
        let sidebar = Self.models + "/gallery/sidebar-split.layout"
        let one = try documents(["query", sidebar, "--minimize", "window.width", "--constrain", "#detail.width >= 500", "--format", "json"])
        #expect(one.count == 1)
        // The narrowest window whose detail pane is 500 wide: the 260-point sidebar, the
        // 1-point divider and 500 (README).
        guard case .object(let answer)? = one.first else { Issue.record("no document"); return }
        #expect(answer["objective"] == .number(761))
        #expect(answer["engine"] == .string("constraints"))
        try expectValid(one)
        let column = Self.models + "/gallery/max-width-column.layout"
        let two = try documents(["query", sidebar, column, "--maximize", "window.width", "--range", "0...1000", "--format", "json"])
        #expect(two.count == 3, "two answers and the summary")
        try expectValid(two)
    }

    @Test("a model that fails in a JSON run is an error document, valid like the rest")
    func errors() throws {
        // A model that lays out, then a file that does not exist: its document says why.
        let lines = try documents([
            "solve", Self.models + "/my-rectangle.layout", "/no/such.layout", "--format", "json",
        ])
        #expect(lines.count == 3)
        guard case .object(let failed)? = lines.dropFirst().first else { Issue.record("no error document"); return }
        #expect(failed["file"] == .string("/no/such.layout"))
        #expect(failed["error"] == .string("framesolver: cannot read '/no/such.layout': no such file"))
        try expectValid(lines)
    }

    @Test("bench layout: both engines on every workload at a small size")
    func benchLayout() throws {
        let lines = try documents(["bench", "layout", "--engine", "both", "--nodes", "21", "--runs", "1", "--format", "json"])
        #expect(lines.count == 1)
        try expectValid(lines)
    }

    @Test("bench sweep: one model over two widths, and two models with their summary line")
    func benchSweep() throws {
        let one = try documents(["bench", "sweep", Self.models + "/my-rectangle.layout", "--sweep-width", "200...300:100", "--format", "json"])
        #expect(one.count == 1)
        try expectValid(one)
        let two = try documents([
            "bench", "sweep", Self.models + "/my-rectangle.layout", Self.models + "/ratio-split-hstack.layout", "--sweep-width", "200...300:100", "--format",
            "json",
        ])
        #expect(two.count == 3)
        try expectValid(two)
    }

    @Test("devices --format json and a device run's fields follow the schema")
    func devices() throws {
        try expectValid(try documents(["devices", "--format", "json"]))
        try expectValid(try documents(["solve", Self.models + "/gallery", "--format", "json", "--device", "iphone-15", "--orientation", "landscape"]))
    }

    @Test(
        "the validator rejects what the schema forbids",
        arguments: [
            #"{"schema":2,"summary":{"models":1,"solved":1,"differing":0,"errors":0}}"#,
            #"{"schema":1,"summary":{"models":1,"solved":1,"differing":0}}"#,
            #"{"schema":1,"summary":{"models":1.5,"solved":1,"differing":0,"errors":0}}"#,
            #"{"schema":1,"file":"a","engine":"negotiation","window":{"width":1,"height":null},"views":[{"path":"0","kind":"Color","x":0,"y":0,"width":"nan","height":1}]}"#,
            #"{"schema":1,"file":"a","engine":"negotiation","window":{"width":1,"height":1},"views":[{"path":"0","kind":"Color","x":0,"y":0,"width":1,"height":1,"colour":"red"}]}"#,
            #"{"schema":1,"file":"a","engine":"magic","window":{"width":1,"height":1},"views":[]}"#,
            #"{"schema":1,"file":"a"}"#,
            #"{"schema":1,"file":"a","error":"framesolver: x","views":[]}"#,
            #"{"schema":1,"file":"a","objective":1,"engine":"negotiation","window":{"width":1,"height":1},"views":[]}"#,
            #"{"schema":1,"file":"a","objective":"1","engine":"constraints","window":{"width":1,"height":1},"views":[]}"#,
        ])
    func rejects(_ text: String) throws {
        let validator = try #require(Self.validator)
        #expect(!validator.problems(try JSONValue.parse(text)).isEmpty)
    }

    @Test("the validator accepts a hand-written valid document")
    func accepts() throws {
        let validator = try #require(Self.validator)
        let text =
            #"{"schema":1,"file":"<stdin>","engine":"constraints","window":{"width":"inf","height":null},"views":[{"path":"0","id":"a","kind":"Color","x":0,"y":-1.5,"width":"inf","height":10,"placeholder":true}]}"#
        #expect(validator.problems(try JSONValue.parse(text)) == [])
        let query =
            #"{"schema":1,"file":"q.layout","objective":269.5,"openEnd":"just below 269.5","engine":"constraints","window":{"width":269.5,"height":844},"views":[]}"#
        #expect(validator.problems(try JSONValue.parse(query)) == [])
        let error = #"{"schema":1,"file":"<stdin>","error":"<stdin>:1:1: error: unknown view 'Foo'\nFoo()\n^"}"#
        #expect(validator.problems(try JSONValue.parse(error)) == [])
    }
}
