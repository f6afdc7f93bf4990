import FrameSolver

/// A command line read against its command's table: positionals, option values and flags.
///
/// Written by hand because no outside package can be fetched; it follows swift-argument-parser's
/// conventions (docs/command-line.md): `--name value` and `--name=value`, `-h`/`--help`
/// anywhere before `--`, `--` ends the options, a lone `-` is a positional (standard input),
/// and anything the table does not name is a usage error with a "did you mean".
struct ParsedArguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    /// Every value of each option given more than once is kept here, in order (`--constrain`).
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []
    /// `-h` or `--help` was given: print the help and nothing else.
    var helpRequested = false
    /// Deprecated spellings that were used, one warning each, for standard error.
    var warnings: [String] = []
    /// The spellings as typed, for commands whose options changed meaning.
    var spellings: Set<String> = []

    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let optionEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
        if arguments[..<optionEnd].contains(where: { $0 == "-h" || $0 == "--help" }) {
            helpRequested = true
            return
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (option, spelling, inlineValue) = try Self.option(argument, spec: spec)
            spellings.insert(spelling)
            if spelling != option.name {
                warnings.append("framesolver: warning: --\(spelling) is deprecated; use --\(option.name)")
            }
            if option.isFlag {
                guard inlineValue == nil else { throw UsageError("--\(spelling) takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("--\(spelling) needs a value (\(option.value ?? "a value"))") }
                value = arguments[index]
                index += 1
            }
            if !option.choices.isEmpty, !option.choices.contains(value) {
                let hint = Suggestions.nearest(to: value, in: option.choices).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("--\(option.name) must be \(Self.list(option.choices)), not '\(value)'\(hint)")
            }
            options[option.name] = value
            repeated[option.name, default: []].append(value)
        }
        try checkPositionals(spec)
    }

    /// The option an argument names, the spelling used and an inline `=value`.
    private static func option(_ argument: String, spec: CommandSpec) throws(UsageError) -> (OptionSpec, String, String?) {
        if !argument.hasPrefix("--") {
            let letters = argument.dropFirst()
            if letters.count == 1, let option = spec.option(short: letters.first!) { return (option, option.name, nil) }
            throw unknown(argument, spec: spec)
        }
        var name = String(argument.dropFirst(2))
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard let option = spec.option(named: name) else { throw unknown("--\(name)", spec: spec) }
        return (option, name, inlineValue)
    }

    private static func unknown(_ spelling: String, spec: CommandSpec) -> UsageError {
        let names = spec.allOptions.map { "--\($0.name)" }
        let hint = Suggestions.nearest(to: spelling, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError("unknown option \(spelling) for '\(spec.displayName)'\(hint) (known: \(names.joined(separator: ", ")))")
    }

    private func checkPositionals(_ spec: CommandSpec) throws(UsageError) {
        let command = spec.path.joined(separator: " ")
        guard let argument = spec.arguments.first else {
            if let extra = positionals.first { throw UsageError("\(command) takes no argument, got '\(extra)'") }
            return
        }
        if positionals.isEmpty, !argument.optional {
            throw UsageError("\(command) needs \(argument.repeats ? "at least one" : "a") \(argument.name)")
        }
        if positionals.count > 1, !argument.repeats, spec.arguments.count == 1 {
            throw UsageError("\(command) takes one \(argument.name), got \(positionals.count)")
        }
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

extension ParsedArguments {
    /// `--format table|json`; table when absent.
    func outputFormat() -> String { options["format"] ?? "table" }

    /// `--strict`: the model is read strictly (lenient, with placeholders, by default).
    var lenient: Bool { !flags.contains("strict") }

    /// `--jobs N`: how many models run at once (`fallback` when absent).
    func jobs(default fallback: Int) throws(UsageError) -> Int {
        guard let text = options["jobs"] else { return fallback }
        guard let jobs = Int(text), jobs > 0 else { throw UsageError("--jobs must be a positive whole number, not '\(text)'") }
        return jobs
    }
}

/// A command line that does not fit the command's grammar; exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

extension ParsedArguments {
    /// Parses `arguments` against `spec`; for `-h`/`--help` prints the help and returns nil.
    /// Deprecated spellings' warnings go to standard error.
    static func parse(_ arguments: [String], spec: CommandSpec, output: CommandOutput) throws(UsageError) -> ParsedArguments? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.helpRequested {
            output.write(HelpRenderer.help(spec))
            return nil
        }
        for warning in parsed.warnings { output.writeError(warning + "\n") }
        return parsed
    }
}
