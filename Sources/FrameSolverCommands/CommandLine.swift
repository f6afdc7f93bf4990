import Foundation
import FrameSolver

/// Runs `framesolver` with `arguments` (without the program name) and returns the exit code:
/// 0 success, 1 for a comparison with unexplained differences, 2 for bad input of any kind.
public func runFrameSolver(_ arguments: [String], output: CommandOutput) -> Int32 {
    guard let name = arguments.first else {
        output.write(HelpText.main)
        return 0
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch name {
        case "solve": return try SolveCommand.run(rest, output: output)
        case "bench": return try BenchCommand.run(rest, output: output)
        case "lp": return try LPCommand.run(rest, output: output)
        case "fuzz": return try FuzzCommand.run(rest, output: output)
        case "compare": return try CompareCommand.run(rest, output: output)
        case "render": return try RenderCommand.run(rest, output: output)
        case "report": return try ReportCommand.run(rest, output: output)
        case "help", "--help", "-h":
            output.write(rest.first.flatMap(HelpText.forCommand) ?? HelpText.main)
            return 0
        default:
            throw UsageError("unknown command '\(name)'\(suggestion(for: name))")
        }
    } catch let error as UsageError {
        output.writeError("framesolver: \(error.message)\nRun 'framesolver --help' for usage.\n")
        return 2
    } catch let error as CommandFailure {
        output.writeError(error.message.hasSuffix("\n") ? error.message : error.message + "\n")
        return 2
    } catch {
        output.writeError("framesolver: \(error)\n")
        return 2
    }
}

/// Input the command could read but not use (a model error, a layout error); exit code 2.
struct CommandFailure: Error {
    var message: String
}

private let commandNames = ["solve", "lp", "fuzz", "bench", "compare", "render", "report", "help"]

private func suggestion(for name: String) -> String {
    let close = commandNames.filter { Suggestions.editDistance($0, name) <= 2 }
    return close.first.map { "; did you mean '\($0)'?" } ?? ""
}

/// Writes to the process's standard output and standard error.
public final class StandardOutput: CommandOutput {
    public init() {}
    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
