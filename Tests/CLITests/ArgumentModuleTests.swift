import Foundation
import Testing

@testable import FrameSolverCommands

/// The argument module's conventions: help on every command, version, "did you mean", `--`,
/// standard input, several files, and completion scripts drawn from the help tables.
@Suite("Argument module")
struct ArgumentModuleTests {
    /// Every command and subcommand by its words.
    static let commandPaths: [[String]] = CommandTable.all.flatMap { spec in [spec.path] + spec.subcommands.map(\.path) }

    @Test("-h, --help and help COMMAND print OVERVIEW, USAGE, OPTIONS, EXAMPLES on every command", arguments: commandPaths)
    func helpSections(_ path: [String]) throws {
        let spec = try #require(CommandTable.spec(path))
        let short = framesolver(path + ["-h"])
        let long = framesolver(path + ["--help"])
        let viaHelp = framesolver(["help"] + path)
        for run in [short, long, viaHelp] {
            #expect(run.code == 0, "\(path): \(run.standardError)")
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput == long.standardOutput)
        }
        let text = long.standardOutput
        #expect(text.hasPrefix("OVERVIEW: \(spec.abstract)"))
        #expect(text.contains("USAGE: framesolver \(path.joined(separator: " "))"))
        #expect(text.contains("\nOPTIONS:\n"))
        #expect(text.contains("\nEXAMPLES:\n"))
        #expect(text.contains("-h, --help"))
        if !spec.arguments.isEmpty { #expect(text.contains("\nARGUMENTS:\n")) }
        for option in spec.options { #expect(text.contains("--\(option.name)"), "\(path) --help lacks --\(option.name)") }
        // The USAGE lines show every option by its name (a value name with a comma, `<n,n>`,
        // once cut `--nodes <n,n>` down to `n>`).
        let usage = text.components(separatedBy: "USAGE: ").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        for option in spec.options { #expect(usage.contains("[--\(option.name)"), "\(path) USAGE lacks [--\(option.name)") }
        // -h wins over anything else on the line, as in swift-argument-parser.
        #expect(framesolver(path + ["--no-such-option", "-h"]).code == 0)
    }

    @Test("the top-level help lists every command and subcommand, bench sweep included")
    func mainHelp() {
        let run = framesolver("--help")
        for path in Self.commandPaths { #expect(run.standardOutput.contains("\n  \(path.joined(separator: " ")) ")) }
        #expect(run.standardOutput.contains("--version"))
    }

    @Test("--version and version print the version and exit 0", arguments: [["--version"], ["version"]])
    func version(_ arguments: [String]) {
        let run = framesolver(arguments)
        #expect(run.code == 0)
        #expect(run.standardOutput == "framesolver \(CommandTable.version)\n")
    }

    @Test(
        "unknown commands, options and values exit 2 with a did-you-mean",
        arguments: [
            (["solv", "x.layout"], "did you mean 'solve'?"),
            (["help", "comapre"], "did you mean 'compare'?"),
            (["help", "bench", "swep"], "did you mean 'sweep'?"),
            (["bench", "swep", "x.layout"], "did you mean 'sweep'?"),
            (["solve", "x.layout", "--engine", "constraint"], "did you mean 'constraints'?"),
            (["solve", "x.layout", "--formt", "json"], "did you mean '--format'?"),
            (["compare", "x.layout", "--fail-on-diference"], "did you mean '--fail-on-difference'?"),
            (["completion", "zhs"], "did you mean 'zsh'?"),
            (["--verison"], "did you mean '--version'?"),
        ])
    func unknown(_ example: ([String], String)) {
        let run = framesolver(example.0)
        #expect(run.code == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(example.1), "\(run.standardError)")
    }

    @Test("errors point at the help of the command that failed, never at an option it lacks")
    func errorNamesTheCommand() {
        let run = framesolver("lp", "x.layout", "--engine", "constraints")
        #expect(run.code == 2)
        #expect(run.standardError.contains("unknown option --engine for 'framesolver lp'"))
        #expect(run.standardError.contains("Run 'framesolver lp --help'"))
        #expect(!run.standardError.contains("--pixel-scale"))
        let sweep = framesolver("bench", "sweep", "x.layout", "--size", "300x60")
        #expect(sweep.standardError.contains("Run 'framesolver bench sweep --help'"))
    }

    @Test("-- ends the options: a file named -h is read, not taken for help")
    func doubleDash() {
        let run = framesolver("solve", "--", "-h")
        #expect(run.code == 2)
        #expect(run.standardError.contains("cannot read '-h'"))
    }

    /// Standard input holds an HStack of a 10 pt wide Color and Text("x"), window 100x50.
    @Test("- reads the model from standard input, named <stdin> in diagnostics")
    func standardInput() throws {
        let output = BufferedOutput(standardInput: "HStack(spacing: 0) { Color.red.frame(width: 10).id(\"bar\"); Color.blue }\n")
        let code = runFrameSolver(["solve", "-", "--size", "100x50", "--format", "json"], output: output)
        #expect(code == 0, "\(output.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(document["file"] as? String == "<stdin>")
        let views = try #require(document["views"] as? [[String: Any]])
        // The HStack takes the window (the blue Color is flexible): 100 x 50; the bar is 10 wide at x 0.
        let bar = try #require(views.first { $0["id"] as? String == "bar" })
        #expect(bar["width"] as? Double == 10)
        #expect(bar["x"] as? Double == 0)
        #expect(views.first?["width"] as? Double == 100)

        let broken = BufferedOutput(standardInput: "VStack {\n    Text(\"a\").paddin(8)\n}\n")
        #expect(runFrameSolver(["solve", "-", "--strict"], output: broken) == 2)
        #expect(broken.standardError.hasPrefix("<stdin>:2:"), "\(broken.standardError)")
    }

    @Test("several files and a folder: results in the order given, a summary line, an exit status for all")
    func severalFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Color.red.frame(width: 10, height: 20)".write(to: folder.appendingPathComponent("a.layout"), atomically: true, encoding: .utf8)
        try "Color.red.frame(width: 30, height: 40)".write(to: folder.appendingPathComponent("sub/b.layout"), atomically: true, encoding: .utf8)
        try "not a layout".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let run = framesolver("solve", folder.path, "--jobs", "2")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let headers = lines.filter { $0.hasPrefix("==> ") }
        #expect(headers == ["==> \(folder.path)/a.layout <==", "==> \(folder.path)/sub/b.layout <=="])
        #expect(lines.last == "2 models: 2 solved, 0 differing, 0 errors")

        // A missing file among good ones: every model still runs, the missing one gets an
        // error document in its place; the status is 2.
        let mixed = framesolver("solve", folder.path + "/a.layout", "/no/such.layout", folder.path + "/sub/b.layout", "--format", "json")
        #expect(mixed.code == 2)
        #expect(mixed.standardError.contains("cannot read '/no/such.layout'"))
        let documents = mixed.standardOutput.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        try #require(documents.count == 4)
        #expect(documents[0]?["file"] as? String == folder.path + "/a.layout")
        #expect(documents[1]?["file"] as? String == "/no/such.layout")
        #expect(documents[1]?["error"] as? String == "framesolver: cannot read '/no/such.layout': no such file")
        #expect(documents[2]?["file"] as? String == folder.path + "/sub/b.layout")
        let summary = try #require(documents[3]?["summary"] as? [String: Int])
        #expect(summary == ["models": 3, "solved": 2, "differing": 0, "errors": 1])
    }

    @Test("the order of results does not depend on --jobs")
    func stableOrder() {
        let models = Package.root.appendingPathComponent("Models/gallery").path
        let one = framesolver("solve", models, "--jobs", "1")
        let two = framesolver("solve", models, "--jobs", "2")
        #expect(one.code == 0)
        #expect(one.standardOutput == two.standardOutput)
        #expect(one.standardOutput.hasSuffix("6 models: 6 solved, 0 differing, 0 errors\n"))
    }

    @Test("--strict reads the model strictly in lp and bench sweep too (lenient by default)")
    func strictEverywhere() throws {
        let file = try TemporaryModel("HStack { Widget(); Color.red }")
        defer { file.remove() }
        #expect(framesolver("lp", file.path).code == 0)
        let strict = framesolver("lp", file.path, "--strict")
        #expect(strict.code == 2)
        #expect(strict.standardError.contains("unknown view 'Widget'"))
        #expect(framesolver("bench", "sweep", file.path, "--strict").code == 2)
    }

    @Test("completion scripts name every command, subcommand and option of the help tables", arguments: ["bash", "zsh", "fish"])
    func completion(_ shell: String) {
        let run = framesolver("completion", shell)
        #expect(run.code == 0)
        let script = run.standardOutput
        for spec in CompletionScript.leaves(CommandTable.all) {
            for word in spec.path { #expect(script.contains(word), "\(shell): \(spec.path)") }
            for option in spec.allOptions {
                // bash and zsh spell options --name; fish writes -l name.
                let spelled = shell == "fish" ? "-l \(option.name)" : "--\(option.name)"
                #expect(script.contains(spelled), "\(shell) lacks \(spelled) of \(spec.path)")
                for choice in option.choices { #expect(script.contains(choice)) }
            }
        }
    }

    @Test("the bash completion script is valid bash and completes options and values")
    func bashCompletes() throws {
        let script = framesolver("completion", "bash").standardOutput
        func complete(_ words: [String]) throws -> [String] {
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            let program = script + "\nCOMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _framesolver; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", program]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["framesolver", "so"]) == ["solve"])
        #expect(try complete(["framesolver", "solve", "--eng"]) == ["--engine"])
        #expect(try complete(["framesolver", "solve", "--engine", ""]) == ["negotiation", "constraints"])
        #expect(try complete(["framesolver", "bench", "sw"]) == ["sweep"])
        #expect(try complete(["framesolver", "bench", "sweep", "--he"]) == ["--height", "--help"])
        #expect(try complete(["framesolver", "compare", "--fail"]) == ["--fail-on-difference"])
    }
}
