import Foundation
import FrameSolverCommands
import Testing

/// The hostile inputs that once crashed, hung or answered wrongly, each with the answer or
/// the error it must get (docs/limits.md). Expected frames are computed by hand in comments.
@Suite("Hostile inputs: answers and errors (docs/limits.md)")
struct HostileInputTests {
    /// `solve` of `text` (written to a temporary file) with `arguments`.
    func solve(_ text: String, _ arguments: String...) throws -> CLIRun {
        let model = try TemporaryModel(text, name: "hostile.layout")
        defer { model.remove() }
        // A bare canvas, as before devices existed: the expected frames are the window's.
        return framesolver(["solve", model.path, "--device", "none"] + arguments)
    }

    /// Both engines reject `text` with exit 2, the error at `line:column` containing `message`.
    func expectError(_ text: String, at position: String, _ message: String) throws {
        for engine in ["negotiation", "constraints"] {
            let run = try solve(text, "--engine", engine)
            #expect(run.code == 2, "\(engine): \(run.standardOutput)")
            #expect(run.standardError.contains("hostile.layout:\(position): error: "), "\(engine): \(run.standardError)")
            #expect(run.standardError.contains(message), "\(engine): \(run.standardError)")
        }
    }

    /// The JSON frame of `path` in `run`'s output: [x, y, width, height].
    func frame(_ run: CLIRun, _ path: String) throws -> [Double] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["path"] as? String == path })
        return ["x", "y", "width", "height"].map { (view[$0] as? NSNumber)?.doubleValue ?? .nan }
    }

    // MARK: Crashes

    @Test("nested members of one equalWidth group: a model error naming both, not a stack overflow")
    func nestedGroupMembers() throws {
        // The outer .equalWidth starts at column 34, the inner at column 11.
        let run = try solve(#"Text("a").equalWidth(group: "g").equalWidth(group: "g")"#, "--engine", "constraints")
        #expect(run.code == 2)
        #expect(run.standardError.contains("hostile.layout:1:34: error: equalWidth(group: \"g\") contains another member of the same group, equalWidth at 0.0"))
        #expect(run.standardError.contains("hostile.layout:1:11"))
    }

    @Test("font sizes 0, -0 and 1e-300 lay out (no Int conversion traps); NaN is an error", arguments: ["0", "-0.0"])
    func zeroFont(_ size: String) throws {
        // Advance 0.5 x 0 = 0 and line height 0: a 0 x 0 Text centred in 390 x 844 at (195, 422).
        for engine in ["negotiation", "constraints"] {
            let run = try solve("Text(\"hi\").font(.system(size: \(size)))", "--engine", engine, "--format", "json")
            #expect(run.code == 0, "\(run.standardError)")
            #expect(try frame(run, "0") == [195, 422, 0, 0])
        }
    }

    @Test("a subnormal-sized font lays out at its tiny size")
    func tinyFont() throws {
        // "hi": 2 x 0.5e-300 = 1e-300 wide, 1.2e-300 tall; centred: 195 - 0.5e-300 rounds to 195.
        let run = try solve("Text(\"hi\").font(.system(size: 1e-300))", "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(try frame(run, "0") == [195, 422, 1e-300, 1.2e-300])
        try expectError("Text(\"hi\").font(.system(size: .nan))", at: "1:1", "'font size' is not a number (NaN)")
    }

    @Test("String.prefix with NaN or 1e300 does not trap")
    func prefixCounts() throws {
        // prefix(.nan) keeps nothing: an empty Text is 0 x 0 at the centre (195, 422).
        let none = try solve("let s = \"hello\"\nText(s.prefix(.nan))", "--format", "json")
        #expect(try frame(none, "0") == [195, 422, 0, 0])
        // prefix(1e300) keeps all 5 characters: 5 x 8.5 = 42.5 by 20.4, at ((390 - 42.5) / 2, (844 - 20.4) / 2).
        let all = try solve("let s = \"hello\"\nText(s.prefix(1e300))", "--format", "json")
        let box = try frame(all, "0")
        #expect(box[0] == 173.75 && box[2] == 42.5 && abs(box[1] - 411.8) < 1e-9 && abs(box[3] - 20.4) < 1e-9, "\(box)")
    }

    @Test("lengths beyond 1e9 are located errors, not traps")
    func hugeLengths() throws {
        try expectError(
            #"Text("Hello world wraps").frame(width: 1e20)"#, at: "1:27",
            "'width' is 1e+20, beyond the largest magnitude FrameSolver accepts, 1e9")
        try expectError(
            #"Text("Hello world wraps").frame(width: 20, height: 1e300)"#, at: "1:27",
            "'height' is 1e+300, beyond the largest magnitude FrameSolver accepts, 1e9")
    }

    @Test("a layout length times a chain of numbers past 1e36 is a located error; times 1e9 it lays out, the same in both engines")
    func productChains() throws {
        // Found by a user: p.size.width * 1e9 five times overflowed to infinity, which the
        // negotiation engine ignored (a 300-wide frame) and the constraint engine solved as 0.
        // Reach: 1e9 (a layout length) x 1e9^4 = 1e45 > 1e36; the error is at the first
        // operand of the product that passes it, `p` at column 46.
        try expectError(
            "GeometryReader { p in Color.red.frame(width: p.size.width * 1e9 * 1e9 * 1e9 * 1e9 * 1e9) }", at: "1:46",
            "'*' can give a number beyond 1e+36 here")
        // A reach that overflows (1e9 x 1e300) names the number, not infinity.
        try expectError(
            "GeometryReader { p in Color.red.frame(width: p.size.width * 1e300) }", at: "1:46",
            "'*' can give a number beyond 1e+36 here (a length read from the layout, at most 1e9, times numbers up to 1e+300)")
        // 300 x 1e9 = 3e11: finite, beyond any screen, and the same in both engines.
        for engine in ["negotiation", "constraints"] {
            let run = try solve("GeometryReader { p in Color.red.frame(width: p.size.width * 1e9) }", "--size", "300x300", "--engine", engine, "--format", "json")
            #expect(run.code == 0, "\(engine): \(run.standardError)")
            #expect(try frame(run, "0.0")[2] == 3e11, "\(engine)")
        }
    }

    @Test("--size 1e20 is a usage error; every bundled model lays out at a 1e9-wide window")
    func hugeWindow() throws {
        let run = framesolver("solve", Package.model("realistic/login-form.layout"), "--size", "100000000000000000000x844")
        #expect(run.code == 2)
        #expect(run.standardError.contains("window side 1e+20 is beyond the largest window side, 1e9"))
        let folder = Package.root.appendingPathComponent("Models").path
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".layout") }
        #expect(files.count > 40)
        for file in files where !file.hasPrefix("constraint-native/") {
            let wide = framesolver("solve", folder + "/" + file, "--size", "1000000000x844", "--format", "json")
            #expect(wide.code == 0, "\(file): \(wide.standardError)")
            #expect(!wide.standardOutput.contains("nan"), "\(file)")
        }
    }

    // MARK: Out of memory, quadratic time

    @Test("a grid span of 1e9 is an error naming the limit")
    func hugeGridSpan() throws {
        // Color.red starts at column 18.
        try expectError(
            "Grid { GridRow { Color.red.gridCellColumns(1000000000) } }", at: "1:18",
            "'gridCellColumns' is 1000000000, beyond the largest grid span FrameSolver accepts, 1000")
    }

    @Test("10,000 nested string interpolations are an error, in well under a second of work")
    func deepInterpolation() throws {
        let depth = 10_000
        let text = "let s = \"" + String(repeating: "\\(\"", count: depth) + "x" + String(repeating: "\")", count: depth) + "\"\nText(s)\n"
        let run = try solve(text)
        #expect(run.code == 2)
        #expect(run.standardError.contains("string interpolations nest deeper than 32 levels"))
    }

    @Test("a 1 MB Text is an error naming the limit; a 90,000-emoji Text lays out")
    func longText() throws {
        let long = try solve("Text(\"" + String(repeating: "lorem ipsum ", count: 90_000) + "\")")
        #expect(long.code == 2)
        #expect(long.standardError.contains("'text' holds 1080000 characters, beyond the longest Text FrameSolver lays out, 100000"))
        // Body 17 pt: advance 8.5, line 20.4. 390 / 8.5 = 45.9 -> 45 per line (382.5 wide);
        // one 90,000-character word -> 2,000 lines; 844 / 20.4 = 41.4 -> 41 lines (836.4 tall).
        // Centred: x (390 - 382.5) / 2 = 3.75, y (844 - 836.4) / 2 = 3.8.
        let emoji = try solve("Text(\"" + String(repeating: "😀", count: 90_000) + "\")", "--format", "json")
        #expect(emoji.code == 0, "\(emoji.standardError)")
        let box = try frame(emoji, "0")
        #expect(box[2] == 382.5 && abs(box[3] - 836.4) < 1e-9 && box[0] == 3.75 && abs(box[1] - 3.8) < 1e-9, "\(box)")
    }

    @Test("more than 10,000 structs is an error at the first one past the limit")
    func manyStructs() throws {
        let text = (0...10_000).map { "struct V\($0): View { var body: some View { Color.red } }\n" }.joined()
        let run = try solve(text)
        #expect(run.code == 2)
        #expect(run.standardError.contains("hostile.layout:10001:8: error: the model declares more than 10000 structs"))
    }

    @Test("bench, fuzz and sweep sizes past their limits are usage errors")
    func commandLimits() {
        let bench = framesolver("bench", "lp", "--nodes", "100000000")
        #expect(bench.code == 2)
        #expect(bench.standardError.contains("--nodes: 100000000 is beyond the largest benchmark size, 1000000 nodes"))
        let sweep = framesolver("compare", Package.model("ratio-split-hstack.layout"), "--sweep-width", "1...100000:1")
        #expect(sweep.code == 2)
        #expect(sweep.standardError.contains("'1...100000:1' has 100000 values, more than 10000"))
        let fuzz = framesolver("fuzz", "--trees", "10000000")
        #expect(fuzz.code == 2)
        #expect(fuzz.standardError.contains("--trees 10000000 is beyond the most trees one run lays out, 1000000"))
    }

    @Test("a long sweep reports progress on standard error every 10%")
    func sweepProgress() {
        // 0...1999:1 is 2,000 windows: progress at 200, 400, ..., 2000.
        let run = framesolver("compare", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--sweep-width", "0...1999:1")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardError.contains("200 of 2000 windows"))
        #expect(run.standardError.contains("1800 of 2000 windows"))
    }

    // MARK: Exit 0 with a wrong answer

    @Test("NaN sources are located errors in both engines")
    func nanSources() throws {
        try expectError(
            "Color.red.aspectRatio(.infinity, contentMode: .fit)", at: "1:11", "'aspectRatio' is inf; it must be a finite number greater than 0")
        try expectError(
            "Color.red.aspectRatio(.infinity, contentMode: .fill)", at: "1:11", "'aspectRatio' is inf; it must be a finite number greater than 0")
        try expectError("HStack(spacing: -.infinity) { Color.red; Color.blue }", at: "1:1", "'spacing' is -inf; it must be finite")
        try expectError(
            "ScrollView { Color.red.frame(height: 10) }.contentMargins(.horizontal, -.infinity)", at: "1:1",
            "'contentMargins.leading' is -inf; it must be finite")
        try expectError("Image(\"x\", width: -100, height: 0.0/0.0)", at: "1:1", "'width' is -100; it must be a finite number, 0 or more")
        try expectError("Image(\"x\", width: 100, height: 0.0/0.0)", at: "1:1", "'height' is not a number (NaN)")
    }

    @Test("negative sizes: errors, or ignored with a warning")
    func negativeSizes() throws {
        try expectError("Text(\"hi\").font(.system(size: -5))", at: "1:1", "'font size' is -5; it must be a finite number, 0 or more")
        try expectError("Text(\"hi\").centeredColumn(maxWidth: -768)", at: "1:12", "'maxWidth' is -768; it must be 0 or more (or .infinity)")
        // maxWidth -inf is ignored: the frame passes the 390 x 844 proposal on; Color takes it.
        for engine in ["negotiation", "constraints"] {
            let run = try solve("Color.red.frame(maxWidth: -.infinity)", "--engine", engine, "--format", "json")
            #expect(run.code == 0)
            #expect(run.standardError.contains("hostile.layout:1:11: warning: frame(maxWidth: -inf) is negative; treated as unspecified"))
            #expect(try frame(run, "0") == [0, 0, 390, 844])
        }
        // HStack(spacing: -100) of two 10-wide colours: 10 - 100 + 10 = -80, reported as 0 with a warning.
        for engine in ["negotiation", "constraints"] {
            let run = try solve("HStack(spacing: -100) { Color.red.frame(width: 10); Color.blue.frame(width: 10) }", "--engine", engine, "--format", "json")
            #expect(run.code == 0)
            #expect(run.standardError.contains("the layout computed a negative width (-80) for HStack"))
            #expect(try frame(run, "0")[2] == 0)
        }
    }

    @Test("a relativeFrame that restates its anchor's width is an error naming both views")
    func undeterminedRelativeFrame() throws {
        let run = try solve("VStack { Color.red.relativeFrame(width: 1) }", "--engine", "constraints")
        #expect(run.code == 2)
        #expect(run.standardError.contains("hostile.layout:1:1: error: the final width of this view is undetermined: relativeFrame at 0.0"))
        // A fraction other than 1 determines it: w = 0.5 w gives w = 0; a fixed root frame too.
        let fixed = try solve("VStack { Color.red.relativeFrame(width: 0.5) }.frame(width: 200, height: 100)", "--engine", "constraints", "--format", "json")
        #expect(fixed.code == 0, "\(fixed.standardError)")
    }

    @Test("a relativeFrame undetermined through a min/max is an error naming both views, in both encodings and in lp")
    func undeterminedRelativeFrameThroughClamp() throws {
        // The VStack's final width W is read by the relativeFrame (width 1 x W); the frame
        // around it answers max(10, min(390, W)) at a 390 proposal (minWidth 10, no max), and
        // the VStack is that frame: W = max(10, min(390, W)) holds for every W in [10, 390].
        let model = "VStack { Color.red.relativeFrame(width: 1).frame(minWidth: 10) }"
        for encoding in ["regions", "relations"] {
            let run = try solve(model, "--engine", "constraints", "--encoding", encoding, "--size", "390x844")
            #expect(run.code == 2, "\(encoding): \(run.standardOutput)")
            #expect(
                run.standardError.contains("hostile.layout:1:1: error: the final width of this view is undetermined: relativeFrame at 0.0.0 (")
                    && run.standardError.contains("hostile.layout:1:20) reads it, and the views between them let any width from 10 to 390 fit"
                ), "\(encoding): \(run.standardError)")
        }
        let file = try TemporaryModel(model, name: "hostile.layout")
        defer { file.remove() }
        let lp = framesolver(["lp", file.path, "--size", "390x844"])
        #expect(lp.code == 2)
        #expect(lp.standardError.contains("the final width of this view is undetermined"))
        // maxWidth 500 instead: W = min(500, max(390, W)) at a 390 proposal holds for W in [390, 500].
        let capped = try solve("VStack { Color.red.relativeFrame(width: 1).frame(maxWidth: 500) }", "--engine", "constraints", "--size", "390x844")
        #expect(capped.code == 2)
        #expect(capped.standardError.contains("let any width from 390 to 500 fit"), "\(capped.standardError)")
        // Padding breaks the loop: the frame answers min(390, W + 20) = W only at W = 390.
        let padded = try solve(
            "VStack { Color.red.relativeFrame(width: 1).padding(10).frame(minWidth: 10) }", "--engine", "constraints", "--size", "390x844", "--format",
            "json")
        #expect(padded.code == 0, "\(padded.standardError)")
        #expect(try frame(padded, "0")[2] == 390)
    }

    @Test("a custom Layout answering 1e301 is the same located error in both engines (fuzz finding)")
    func customLayoutHugeAnswer() throws {
        // The libFuzzer lp target found a hostile Layout whose answer reached the LP file as
        // 1.8e308, a constant GLPK's reader rejects; the layout code's numbers now pass the
        // numeric policy. The container is written at line 7, column 1.
        let model = """
            struct Huge: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 1e300 * 10, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Huge { Color.red }
            """
        try expectError(
            model, at: "7:1", "the layout's code answered a sizeThatFits width that is 1e+301, beyond the largest magnitude FrameSolver accepts, 1e9")
    }

    @Test("padding(-1e308): both engines give the same error")
    func hugeNegativePadding() throws {
        try expectError("Color.red.padding(-1e308)", at: "1:11", "'padding.top' is -1e+308, beyond the largest magnitude FrameSolver accepts, 1e9")
    }

    // MARK: lp

    @Test("lp of a program with no rows, and of a file name with a newline, is read by glpsol")
    func lpReadable() throws {
        for (text, name, size) in [("Color.red", "plain.layout", "nilxnil"), ("Color.red", "a\nb.layout", "390x844")] {
            let model = try TemporaryModel(text, name: name)
            defer { model.remove() }
            let run = framesolver("lp", model.path, "--size", size)
            #expect(run.code == 0, "\(run.standardError)")
            #expect(!run.standardOutput.contains("a\nb"))
            let lp = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).lp").path
            defer { try? FileManager.default.removeItem(atPath: lp) }
            try run.standardOutput.write(toFile: lp, atomically: true, encoding: .utf8)
            let glpsol = Process()
            glpsol.executableURL = URL(fileURLWithPath: "/usr/bin/glpsol")
            glpsol.arguments = ["--lp", lp]
            let pipe = Pipe()
            glpsol.standardOutput = pipe
            try glpsol.run()
            let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            glpsol.waitUntilExit()
            #expect(report.contains("OPTIMAL"), "\(name): \(report)")
        }
    }

    @Test("lp is lenient like solve: an unknown view is a placeholder with a warning")
    func lpLenient() throws {
        let model = try TemporaryModel("VStack { Fancy() }")
        defer { model.remove() }
        let run = framesolver("lp", model.path)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning"))
    }

    // MARK: Files and messages

    @Test("a twin outside the model's folder tree is refused without reading it")
    func twinOutsideTree() throws {
        for name in ["/etc/passwd", "../../../../etc/passwd"] {
            let model = try TemporaryModel("// twin: \(name)\nColor.red")
            defer { model.remove() }
            let run = framesolver("compare", model.path)
            #expect(run.code == 2)
            #expect(run.standardError.contains("'// twin: \(name)' is not a .layout file of the model's folder tree"))
            #expect(!run.standardError.contains("root:"))
        }
    }

    @Test("deep nesting, named constants: messages that say what happened")
    func messages() throws {
        // 1,500 plain nested VStacks are within the 2,000-level limit: they lay out.
        let deep = try solve(String(repeating: "VStack { ", count: 1_500) + "Color.red" + String(repeating: " }", count: 1_500))
        #expect(deep.code == 0, "\(deep.standardError.prefix(300))")
        try expectError("Color.red.frame(width: Int.max)", at: "1:11", "'width' is 9.223372036854776e+18, beyond the largest magnitude")
        try expectError(
            "Color.red.frame(width: CGFloat.greatestFiniteMagnitude)", at: "1:11", "'width' is 1.7976931348623157e+308, beyond the largest magnitude")
        try expectError("Color.red.padding(.nan)", at: "1:11", "'padding.top' is not a number (NaN)")
        // A fixed frame's NaN is ignored with a warning (I.5): the Color fills the window.
        let nan = try solve("Color.red.frame(width: .nan)", "--format", "json")
        #expect(nan.code == 0)
        #expect(nan.standardError.contains("frame(width:) is NaN; treated as unspecified"))
    }

    @Test("a missing file, a folder, /dev/null and invalid UTF-8 each get their own message")
    func unreadableFiles() throws {
        let missing = framesolver("solve", "/nonexistent/m.layout")
        #expect(missing.standardError.contains("cannot read '/nonexistent/m.layout': no such file"))
        let device = framesolver("solve", "/dev/null")
        #expect(device.standardError.contains("cannot read '/dev/null': not a regular file"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = framesolver("solve", folder.path)
        #expect(directory.standardError.contains("holds no .layout file"))
        let bad = folder.appendingPathComponent("bad.layout")
        try Data(Array("Color.red\nText(\"a".utf8) + [0xFF] + Array("\")".utf8)).write(to: bad)
        let invalid = framesolver("solve", bad.path)
        // Line 2 is `Text("a` then 0xFF: the 8th column.
        #expect(invalid.standardError.contains("not UTF-8 text: byte 0xFF at line 2, column 8"), "\(invalid.standardError)")
        for run in [missing, device, directory, invalid] { #expect(run.code == 2) }
    }

    /// The message a model over 16 MiB on standard input gets (a file gets its byte count).
    static let standardInputTooLarge =
        "framesolver: cannot read '<stdin>': it holds more than 16777216 bytes, beyond the largest model file, 16 MiB (docs/limits.md)\n"

    @Test("standard input has the 16 MiB limit of a model file: 16 MiB lays out, one byte more is refused")
    func standardInputLimit() throws {
        // 16 MiB of comment lines (17 bytes each with the newline) and a Color: a valid model.
        let line = Data("// xxxxxxxxxxxxx\n".utf8)
        var model = Data(capacity: 16 << 20)
        while model.count + line.count <= (16 << 20) - 10 { model.append(line) }
        model.append(Data("Color.red\n".utf8))
        model.append(Data(repeating: UInt8(ascii: " "), count: (16 << 20) - model.count))
        #expect(model.count == 16 << 20)
        let fits = BufferedOutput(standardInputBytes: model)
        #expect(runFrameSolver(["solve", "-", "--size", "10x10"], output: fits) == 0, "\(fits.standardError.prefix(300))")
        #expect(fits.standardOutput.contains("Color 0  (x 0, y 0, w 10, h 10)"), "\(fits.standardOutput)")

        model.append(UInt8(ascii: " "))
        let beyond = BufferedOutput(standardInputBytes: model)
        #expect(runFrameSolver(["solve", "-", "--size", "10x10"], output: beyond) == 2)
        #expect(beyond.standardError == Self.standardInputTooLarge)
        #expect(beyond.standardOutput.isEmpty)
    }

    @Test("bytes that are not UTF-8 on standard input get the message a file gets")
    func standardInputNotUTF8() {
        // Line 2 is `Text("a` then 0x88 (a continuation byte with no lead): the 8th column.
        let output = BufferedOutput(standardInputBytes: Data(Array("Color.red\nText(\"a".utf8) + [0x88] + Array("\")".utf8)))
        #expect(runFrameSolver(["solve", "-"], output: output) == 2)
        #expect(output.standardError == "framesolver: cannot read '<stdin>': not UTF-8 text: byte 0x88 at line 2, column 8 is not UTF-8\n")
    }

    @Test(
        "an endless stream on standard input stops at the limit: exit 2 with one line, no hang, no trap",
        .enabled(if: BuiltBinary.url != nil, "framesolver was not found next to the tests or in .build/debug; run swift build first"))
    func endlessStandardInput() throws {
        // `yes` never ends; before the limit the binary read it until memory ran out. `timeout`
        // turns a hang into exit 124, so the test fails instead of waiting.
        let binary = try #require(BuiltBinary.url).path
        let run = try BuiltBinary.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "yes '// xxxxxxxxxxxx' | timeout 120 '\(binary)' solve - --size 10x10"])
        #expect(run.code == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == Self.standardInputTooLarge)
    }
}
