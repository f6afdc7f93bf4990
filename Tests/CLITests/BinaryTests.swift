import Foundation
import Testing

/// The built `framesolver` executable, found next to the test bundle or in .build/debug.
enum BuiltBinary {
    static let url: URL? = {
        var directories: [URL] = []
        let bundle = Bundle.main.bundleURL
        directories.append(bundle.hasDirectoryPath ? bundle : bundle.deletingLastPathComponent())
        directories.append(bundle.deletingLastPathComponent())
        if let argument = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(Package.root.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("framesolver")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Runs the binary and returns its exit code, standard output and standard error.
    static func run(_ arguments: [String]) throws -> CLIRun {
        guard let executable = BuiltBinary.url else { throw BinaryNotFound() }
        return try run(executable, arguments)
    }

    /// Runs `executable` (the binary, or a shell that pipes into it) with `arguments`.
    static func run(_ executable: URL, _ arguments: [String]) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(
            code: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

struct BinaryNotFound: Error {}

/// The real process: exit codes and standard error as a shell sees them.
@Suite("framesolver binary")
struct BinaryTests {
    @Test(
        "a malformed model exits 2 with file:line:column and a caret on stderr",
        .enabled(if: BuiltBinary.url != nil, "framesolver was not found next to the tests or in .build/debug; run swift build first"))
    func malformed() throws {
        let file = try TemporaryModel("VStack {\n    Text(\"a\")\n        .paddin(8)\n}\n")
        defer { file.remove() }
        let run = try BuiltBinary.run(["solve", file.path, "--strict"])
        #expect(run.code == 2)
        #expect(run.standardOutput.isEmpty)
        let lines = run.errorLines
        try #require(lines.count >= 3, "stderr: \(run.standardError)")
        #expect(lines[0] == "\(file.path):3:10: error: unknown modifier 'paddin'")
        #expect(lines[1] == "        .paddin(8)")
        #expect(lines[2] == "         ^")
    }

    @Test(
        "a model solves with exit 0 and JSON on stdout; bad usage exits 2",
        .enabled(if: BuiltBinary.url != nil, "framesolver was not found next to the tests or in .build/debug; run swift build first"))
    func success() throws {
        let run = try BuiltBinary.run(["solve", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--format", "json"])
        #expect(run.code == 0, "\(run.standardError)")
        #expect(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) is [String: Any])
        #expect(run.standardOutput.contains(#""height":60,"id":"left","kind":"overlay","path":"0.0.0.0","source":{"column":22,"line":20},"width":75,"x":0,"y":0"#))
        #expect(try BuiltBinary.run(["solve", Package.model("path-view.layout"), "--size", "390X844"]).code == 2)
        #expect(try BuiltBinary.run(["--help"]).code == 0)
    }
}
