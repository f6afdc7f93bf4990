import Foundation
import Testing

/// `--text-metrics simple|font`, and the rule when it is absent: the real font whenever a device
/// applies (the implicit iPhone 14 included), I.2's model on a bare canvas.
@Suite("--text-metrics")
struct TextMetricsArgumentTests {
    func textFrame(_ arguments: [String]) throws -> (width: Double, height: Double) {
        let model = try TemporaryModel("Text(\"Main content\").font(.system(size: 13))", name: "text.layout")
        defer { model.remove() }
        let run = framesolver(["solve", model.path, "--format", "json"] + arguments)
        #expect(run.code == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let text = try #require(views.first { $0["kind"] as? String == "Text" })
        return (try #require((text["width"] as? NSNumber)?.doubleValue), try #require((text["height"] as? NSNumber)?.doubleValue))
    }

    @Test("font: the shaped width in Inter, for either engine", arguments: ["negotiation", "constraints"])
    func font(engine: String) throws {
        // hb-shape Inter-Regular.otf "Main content": 17420 units of 2816; 13 pt: 80.419 x 15.733
        // (line height 3408 units).
        let frame = try textFrame(["--size", "400x100", "--text-metrics", "font", "--engine", engine])
        #expect(abs(frame.width - 17420.0 * 13 / 2816) < 1e-6)
        #expect(abs(frame.height - 3408.0 * 13 / 2816) < 1e-6)
    }

    @Test(
        "simple, and a bare canvas: 12 characters x 6.5 = 78 by 15.6 (I.2)",
        arguments: [
            ["--size", "400x100", "--text-metrics", "simple"], ["--size", "400x100"], ["--device", "none"],
            ["--device", "none", "--size", "400x100"], ["--size", "400x100", "--safe-area", "10,0,0,0"],
            ["--text-metrics", "simple"], ["--device", "iphone-15", "--text-metrics", "simple"],
        ])
    func simple(arguments: [String]) throws {
        let frame = try textFrame(arguments)
        #expect(frame.width == 78)
        #expect(frame.height == 15.6)
    }

    @Test(
        "a device means the font: the implicit iPhone 14, a named device, a device on another window",
        arguments: [[], ["--device", "iphone-14"], ["--device", "iphone-se"], ["--device", "iphone-15", "--orientation", "landscape"],
            ["--device", "ipad-11", "--size", "400x100"], ["--engine", "constraints"]])
    func deviceMeansFont(arguments: [String]) throws {
        // As above: 17420 units of 2816 at 13 pt wide, 3408 units tall, whatever the window.
        let frame = try textFrame(arguments)
        #expect(abs(frame.width - 17420.0 * 13 / 2816) < 1e-6)
        #expect(abs(frame.height - 3408.0 * 13 / 2816) < 1e-6)
    }

    @Test("another value is a usage error naming the choices")
    func badValue() {
        let run = framesolver("solve", Package.model("ratio-split-hstack.layout"), "--text-metrics", "real")
        #expect(run.code == 2)
        #expect(run.standardError.contains("simple") && run.standardError.contains("font"))
    }

    @Test("help and completion list it", arguments: ["solve", "compare", "lp", "render", "report", "watch", "query"])
    func listed(command: String) {
        #expect(framesolver(command, "--help").standardOutput.contains("--text-metrics"))
        #expect(framesolver("completion", "bash").standardOutput.contains("--text-metrics"))
    }
}
