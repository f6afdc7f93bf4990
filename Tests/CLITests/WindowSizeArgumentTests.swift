import Testing

/// `--size WxH`: each side `[0-9]+(\.[0-9]+)?`, `nil` or `inf`, a lowercase `x`.
@Suite("--size grammar")
struct WindowSizeArgumentTests {
    @Test(
        "accepted sizes set the window",
        arguments: [
            ("390x844", "390", "844"), ("300.5xnil", "300.5", "null"), ("infx600", "\"inf\"", "600"),
            ("0x0", "0", "0"), ("nilxnil", "null", "null"), ("1024.25xinf", "1024.25", "\"inf\""),
        ])
    func accepted(_ example: (String, String, String)) {
        let (size, width, height) = example
        let run = framesolver("solve", Package.model("path-view.layout"), "--size", size, "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        // JSONEncoder, keys sorted: {"height": H, "width": W}.
        #expect(run.standardOutput.contains("\"window\":{\"height\":\(height),\"width\":\(width)}"), "\(run.standardOutput)")
    }

    @Test(
        "rejected sizes exit 2 and quote the argument",
        arguments: [
            "390X844", "-5x10", "1e3x10", "390x", "x844", "390x844x1", "3.x4", "390", "", "x", ".5x4", "390 x 844", "NaNx4",
            "infinityx4", "390x844.", "+5x10",
        ])
    func rejected(_ size: String) {
        let run = framesolver("solve", Package.model("path-view.layout"), "--size", size)
        #expect(run.code == 2)
        #expect(run.standardError.contains("--size '\(size)'"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("a number in another spelling is named as such, not as no number")
    func otherSpellings() {
        let exponent = framesolver("solve", Package.model("path-view.layout"), "--size", "1e308x844")
        #expect(exponent.errorLines.first == "framesolver: --size '1e308x844': '1e308' is not written in plain digits (each side plain digits such as 390 or 300.5, nil or inf)")
        let negative = framesolver("solve", Package.model("path-view.layout"), "--size", "-5x10")
        #expect(negative.errorLines.first?.contains("'-5' is negative") == true, "\(negative.standardError)")
        let word = framesolver("solve", Package.model("path-view.layout"), "--size", "wide x10")
        #expect(word.errorLines.first?.contains("is not a number, nil or inf") == true, "\(word.standardError)")
    }

    @Test("--size=WxH works like --size WxH")
    func inlineValue() {
        let run = framesolver("solve", Package.model("path-view.layout"), "--size=300x60", "--format", "json")
        #expect(run.code == 0)
        #expect(run.standardOutput.contains("\"window\":{\"height\":60,\"width\":300}"))
    }
}
