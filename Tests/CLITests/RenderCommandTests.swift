import Foundation
import Testing

/// `framesolver render` and `framesolver report`: pictures written where asked, clear errors.
@Suite("framesolver render and report")
struct RenderCommandTests {
    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-\(UUID().uuidString)-\(name)").path
    }

    @Test("render writes an SVG and a PNG of a model")
    func writesPictures() throws {
        let svg = temporary("ratio.svg")
        let png = temporary("ratio.png")
        defer {
            try? FileManager.default.removeItem(atPath: svg)
            try? FileManager.default.removeItem(atPath: png)
        }
        let run = framesolver("render", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--out", svg)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput == "wrote \(svg): negotiation layout, window 300x60, 12 views drawn, 0 differ from the other engine\n")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        // The 25% column of the 300-wide frame: 75 wide.
        #expect(text.contains("data-path=\"0.0.0.0\" data-kind=\"overlay\" data-id=\"left\""))
        #expect(text.contains("<rect class=\"box\" x=\"0\" y=\"0\" width=\"75\" height=\"60\" data-path=\"0.0.0.0\""))
        let pngRun = framesolver("render", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--engine", "constraints", "--out", png, "--scale", "1")
        #expect(pngRun.code == 0, "\(pngRun.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("render draws a constraint-native model (its twin marked) by default")
    func constraintNative() throws {
        let svg = temporary("relative.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let run = framesolver("render", Package.model("constraint-native/relative-split.layout"), "--out", svg)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("constraints layout"))
    }

    @Test("render rejects bad options with exit code 2 and a message")
    func renderErrors() {
        let model = Package.model("ratio-split-hstack.layout")
        let missingOut = framesolver("render", model)
        #expect(missingOut.code == 2)
        #expect(missingOut.standardError.contains("render needs --out PATH.svg or --out PATH.png"))
        let badExtension = framesolver("render", model, "--out", "/tmp/x.jpg")
        #expect(badExtension.code == 2 && badExtension.standardError.contains("must end in .svg or .png"))
        let badEngine = framesolver("render", model, "--out", "/tmp/x.svg", "--engine", "yoga")
        #expect(badEngine.code == 2 && badEngine.standardError.contains("--engine must be negotiation, constraints or both"))
        let badScale = framesolver("render", model, "--out", "/tmp/x.svg", "--scale", "0")
        #expect(badScale.code == 2 && badScale.standardError.contains("--scale"))
        let unwritable = framesolver("render", model, "--out", "/no/such/directory/x.svg")
        #expect(unwritable.code == 2 && unwritable.standardError.contains("cannot write '/no/such/directory/x.svg'"))
        #expect(framesolver("render", "/no/such/model.layout", "--out", "/tmp/x.svg").code == 2)
    }

    @Test("report writes one page holding every model given")
    func report() throws {
        let html = temporary("report.html")
        defer { try? FileManager.default.removeItem(atPath: html) }
        let models = ["ratio-split-hstack.layout", "two-my-rectangles.layout"].map(Package.model)
        let run = framesolver(["report"] + models + ["--out", html, "--sweep-width", "200...400:100"])
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("wrote \(html): 2 models, 3 widths each, 0 with differences"))
        let text = try String(contentsOfFile: html, encoding: .utf8)
        for model in models { #expect(text.contains("<h2>\(model)</h2>")) }
    }

    @Test("report rejects bad input with exit code 2")
    func reportErrors() {
        #expect(framesolver("report", "--out", "/tmp/x.html").standardError.contains("report needs at least one FILE"))
        #expect(framesolver("report", Package.model("ratio-split-hstack.layout")).standardError.contains("report needs --out PATH.html"))
        let sweep = framesolver("report", Package.model("ratio-split-hstack.layout"), "--out", "/tmp/x.html", "--sweep-width", "1...1000:1")
        #expect(sweep.code == 2 && sweep.standardError.contains("at most 400"))
    }
}
