import Foundation
import FrameSolverCommands
import TestSupport

/// What one in-process `framesolver` run returned and wrote.
struct CLIRun {
    var code: Int32
    var standardOutput: String
    var standardError: String

    /// Standard error split into lines (without the final empty one).
    var errorLines: [String] { standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// Runs `framesolver` in-process with buffered output.
func framesolver(_ arguments: String...) -> CLIRun {
    framesolver(arguments)
}

func framesolver(_ arguments: [String]) -> CLIRun {
    let output = BufferedOutput()
    let code = runFrameSolver(arguments, output: output)
    return CLIRun(code: code, standardOutput: output.standardOutput, standardError: output.standardError)
}

enum Package {
    /// The package root.
    static let root = packageRoot()

    /// The absolute path of `Models/<name>`.
    static func model(_ name: String) -> String { root.appendingPathComponent("Models").appendingPathComponent(name).path }
}

/// A model file written to a fresh temporary directory, for malformed-input tests.
struct TemporaryModel {
    let path: String

    init(_ text: String, name: String = "broken.layout") throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        path = url.path
    }

    func remove() { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
}
