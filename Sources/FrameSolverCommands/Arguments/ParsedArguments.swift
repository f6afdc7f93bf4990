/// A command line split into positionals, `--name value` options and `--flag` flags.
///
/// A small parser of our own (no outside packages): each command declares which options take
/// a value and which are flags, so an unknown `--word` is a usage error, not silently ignored.
struct ParsedArguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], options optionNames: Set<String>, flags flagNames: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if optionNames.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = (optionNames.union(flagNames)).sorted().map { "--\($0)" }.joined(separator: ", ")
                throw UsageError("unknown option --\(name) (known: \(known))")
            }
        }
    }
}

extension ParsedArguments {
    /// The one model FILE that `command` (solve, compare, lp) takes.
    func file(of command: String) throws(UsageError) -> String {
        guard positionals.count == 1, let path = positionals.first else {
            throw UsageError(positionals.isEmpty ? "\(command) needs a model FILE" : "\(command) takes one FILE, got \(positionals.count)")
        }
        return path
    }

    /// `--format table|json`; table when absent.
    func outputFormat() throws(UsageError) -> String {
        let format = options["format"] ?? "table"
        guard ["table", "json"].contains(format) else { throw UsageError("--format must be table or json, not '\(format)'") }
        return format
    }
}

/// A command line that does not fit the command's grammar; exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
