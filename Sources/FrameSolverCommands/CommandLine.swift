import Foundation
import FrameSolver

/// Runs `framesolver` with `arguments` (without the program name) and returns the exit code:
/// 0 success, 1 for a comparison with failing differences, 2 for bad input of any kind.
public func runFrameSolver(_ arguments: [String], output: CommandOutput) -> Int32 {
    guard let name = arguments.first else {
        output.write(CommandTable.mainHelp)
        return 0
    }
    let rest = Array(arguments.dropFirst())
    var command = [name]
    do {
        switch name {
        case "solve": return try SolveCommand.run(rest, output: output)
        case "bench":
            if let suite = rest.first, CommandTable.spec(["bench", suite]) != nil { command.append(suite) }
            return try BenchCommand.run(rest, output: output)
        case "lp": return try LPCommand.run(rest, output: output)
        case "query": return try QueryCommand.run(rest, output: output)
        case "formulas": return try FormulasCommand.run(rest, output: output)
        case "fuzz": return try FuzzCommand.run(rest, output: output)
        case "devices": return try DevicesCommand.run(rest, output: output)
        case "compare": return try CompareCommand.run(rest, output: output)
        case "watch": return try WatchCommand.run(rest, output: output)
        case "render": return try RenderCommand.run(rest, output: output)
        case "report": return try ReportCommand.run(rest, output: output)
        case "completion": return try completion(rest, output: output)
        case "version", "--version":
            let parsed = try ParsedArguments(rest, spec: CommandTable.versionCommand)
            output.write(parsed.helpRequested ? HelpRenderer.help(CommandTable.versionCommand) : "framesolver \(CommandTable.version)\n")
            return 0
        case "help", "--help", "-h":
            command = []
            return try help(rest, output: output)
        default:
            command = []
            let names = CommandTable.all.map { $0.path[0] } + ["--help", "--version"]
            let hint = Suggestions.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown \(name.hasPrefix("-") ? "option" : "command") '\(name)'\(hint)")
        }
    } catch let error as UsageError {
        let helpCommand = (["framesolver"] + command + ["--help"]).joined(separator: " ")
        output.writeError("framesolver: \(error.message)\nRun '\(helpCommand)' for usage.\n")
        return 2
    } catch {
        output.writeError(CommandErrors.message(error))
        return 2
    }
}

/// `help [COMMAND [SUBCOMMAND]]`: the help of a command; an unknown one is a usage error.
private func help(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: CommandTable.help)
    if parsed.helpRequested {
        output.write(HelpRenderer.help(CommandTable.help))
        return 0
    }
    guard !parsed.positionals.isEmpty else {
        output.write(CommandTable.mainHelp)
        return 0
    }
    guard let spec = CommandTable.spec(parsed.positionals) else {
        let parent = CommandTable.spec(Array(parsed.positionals.dropLast()))
        let candidates = (parent?.subcommands ?? CommandTable.all).map { $0.path.last! }
        let word = parsed.positionals.last!
        let hint = Suggestions.nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("no help for unknown command '\(parsed.positionals.joined(separator: " "))'\(hint)")
    }
    output.write(HelpRenderer.help(spec))
    return 0
}

/// `completion bash|zsh|fish`.
private func completion(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: CommandTable.completion)
    if parsed.helpRequested {
        output.write(HelpRenderer.help(CommandTable.completion))
        return 0
    }
    let shell = parsed.positionals[0]
    guard let script = CompletionScript.script(for: shell, commands: CommandTable.all) else {
        let hint = Suggestions.nearest(to: shell, in: CompletionScript.shells).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("completion: unknown shell '\(shell)' (bash, zsh or fish)\(hint)")
    }
    output.write(script)
    return 0
}

/// Input the command could read but not use (a model error, a layout error); exit code 2.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    /// The message, so that a failure wrapped again (`"\(error)"`) reads as itself.
    var description: String { message }
}

/// How a command's error reads on standard error.
enum CommandErrors {
    /// The message for `error`, ending in a newline.
    static func message(_ error: any Error) -> String {
        switch error {
        case let failure as CommandFailure: failure.message.hasSuffix("\n") ? failure.message : failure.message + "\n"
        case let usage as UsageError: "framesolver: \(usage.message)\n"
        default: "framesolver: \(error)\n"
        }
    }

    /// The kinds of layout error that are about the command's own input or the program as a
    /// whole (a `--constrain`, the window, the compiled program), not about a view.
    static let modelWideKinds: Set<String> = ["constraint", "window", "program"]

    /// A layout error as a command's failure. An error about a view keeps its location
    /// (`file:line:column: error: … (frame at 0.1)`); one about the command's input or the whole
    /// program has none, so it names the file instead of an internal place:
    /// `framesolver: FILE: --constrain '#nope.width >= 1': no view is tagged id("nope")`.
    /// `engine` names the engine that failed when the command runs two (`constraints engine`).
    static func failure(_ error: LayoutError, file: String, engine: String? = nil) -> CommandFailure {
        let prefix = engine.map { "\($0): " } ?? ""
        guard error.source == nil, modelWideKinds.contains(error.kind) else { return CommandFailure(message: "\(prefix)\(error)") }
        return CommandFailure(message: "framesolver: \(file): \(prefix)\(error.message)")
    }
}

/// Writes to the process's standard output and standard error.
public final class StandardOutput: CommandOutput {
    /// The process's streams.
    public init() {}
    /// Writes `text` to standard output.
    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    /// Writes `text` to standard error.
    public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
