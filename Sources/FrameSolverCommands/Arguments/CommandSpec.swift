/// One command's grammar: what `--help` prints, what the parser accepts and what the
/// completion scripts offer, from this one table (docs/command-line.md).
struct CommandSpec: Sendable {
    /// The words after `framesolver`: `["solve"]`, `["bench", "sweep"]`.
    var path: [String]
    /// One line for the command list and the top of `--help`.
    var abstract: String
    /// Paragraphs after the usage line: what the command does and why.
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// Command lines shown under EXAMPLES; `framesolver ` is prefixed unless the line names it.
    var examples: [String] = []
    /// What the exit codes mean for this command.
    var exitStatus: String = "0 on success, 2 on bad input (the message names file, line and column)."
    /// Commands reached through this one (`bench lp`, `bench sweep`); empty for a leaf.
    var subcommands: [CommandSpec] = []

    /// `framesolver solve`, as the usage line and diagnostics name the command.
    var displayName: String { (["framesolver"] + path).joined(separator: " ") }

    /// Every option the parser accepts: the table's own, then `-h/--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The option spelled `--name` or `-c` (deprecated aliases included).
    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name || $0.aliases.contains(name) }
    }

    func option(short: Character) -> OptionSpec? { allOptions.first { $0.short == short } }
}

/// A positional argument: a model FILE, a shell name.
struct ArgumentSpec: Sendable {
    /// `FILE`, `SHELL`.
    var name: String
    var help: String
    /// Several values (`FILE...`): files, folders (their `*.layout`, recursively) or `-`.
    var repeats: Bool = false
    var optional: Bool = false
    /// What the completion scripts offer for it.
    var completion: Completion = .none

    /// The value's placeholder as the usage line writes it: `<file> ...`, `[<command>]`.
    var usage: String {
        let word = "<\(name.lowercased())>" + (repeats ? " ..." : "")
        return optional ? "[\(word)]" : word
    }
}

/// An option: a flag (`--strict`) or one that takes a value (`--size WxH`).
struct OptionSpec: Sendable {
    /// The long name without dashes: `size`.
    var name: String
    var short: Character? = nil
    /// The value's placeholder (`WxH`); nil for a flag.
    var value: String? = nil
    /// The only values accepted, when the set is closed (`table`, `json`); checked by the
    /// parser, offered by the completion scripts.
    var choices: [String] = []
    /// The value used when the option is absent, as `--help` prints it.
    var defaultValue: String? = nil
    var help: String
    /// Old spellings still accepted, each with a warning naming `--name`.
    var aliases: [String] = []
    var completion: Completion = .none

    var isFlag: Bool { value == nil }

    /// `-h, --help`, `--size <WxH>`: the spelling in OPTIONS.
    var label: String {
        let long = "--\(name)" + (value.map { " <\($0)>" } ?? "")
        return short.map { "-\($0), \(long)" } ?? long
    }

    /// `-h/--help` on every command.
    static let help = OptionSpec(name: "help", short: "h", help: "Show this help.")
}

/// What a shell completes for a value.
enum Completion: Sendable, Equatable {
    case none
    /// Model files (`*.layout`) and folders.
    case layoutFiles
    /// Any file or folder.
    case files
}
