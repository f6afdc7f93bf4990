/// Every command's table: the one source of `--help`, the parser and the completion scripts.
enum CommandTable {
    static let version = "0.1.0"

    static let all: [CommandSpec] = [solve, compare, lp, fuzz, bench, completion, versionCommand, help]

    /// The table at `path` (`["bench", "sweep"]`), if any.
    static func spec(_ path: [String]) -> CommandSpec? {
        var specs = all
        var found: CommandSpec?
        for word in path {
            guard let next = specs.first(where: { $0.path.last == word }) else { return nil }
            found = next
            specs = next.subcommands
        }
        return found
    }

    // MARK: Shared options

    static let files = ArgumentSpec(
        name: "FILE",
        help: "Model files (.layout), folders (every *.layout inside, recursively) or - for standard input.",
        repeats: true, completion: .layoutFiles)
    static let size = OptionSpec(
        name: "size", value: "WxH", defaultValue: "390x844",
        help: "The window: each side a number, nil or inf, with a lowercase x (e.g. 300.5xnil, infx600).")
    static let root = OptionSpec(
        name: "root", value: "name",
        help: "The struct to lay out when the file has no top-level view (default: ContentView if declared, else the last struct).")
    static let strict = OptionSpec(
        name: "strict",
        help: "Reject what the file does not define (unknown views, modifiers, names, colours, fonts). Without it (lenient mode) each becomes a documented placeholder, with a warning (file:line:col) on standard error.")
    static let format = OptionSpec(
        name: "format", value: "format", choices: ["table", "json"], defaultValue: "table",
        help: "table (for people) or json (one document per model, schema 1: docs/json-schema.json).")
    static let jobs = OptionSpec(
        name: "jobs", short: "j", value: "n", defaultValue: "the number of cores",
        help: "How many models run at once; results still print in the order given.")
    static let multiFileNote =
        "With several files or a folder, the models run in parallel (--jobs), each result prints in the order given, and a summary line ends the output: 'N models: S solved, D differing, E errors'. The exit status covers every model."

    // MARK: Commands

    static let solve = CommandSpec(
        path: ["solve"], abstract: "Lay out a .layout model and print every view's frame.",
        discussion: "Prints every layout node with its frame in window coordinates, in pre-order.\n\n" + multiFileNote,
        arguments: [files],
        options: [
            size, root,
            OptionSpec(
                name: "engine", value: "engine", choices: ["negotiation", "constraints"], defaultValue: "negotiation",
                help: "negotiation (SwiftUI's rules) or constraints (the tree compiled into a linear program solved by GLPK)."),
            encoding, format,
            OptionSpec(
                name: "pixel-scale", value: "s",
                help: "Round frame edges to a grid of 1/S points (2 gives 0.5 pt, as a device rounds); exact values when omitted."),
            strict, jobs,
        ],
        examples: [
            "solve Models/ratio-split-hstack.layout --size 300x60",
            "solve Models --format json",
            "pbpaste | framesolver solve - --engine constraints",
        ])

    static let compare = CommandSpec(
        path: ["compare"], abstract: "Both engines' frames view by view, every difference explained.",
        discussion: """
            Prints, per window and per view, both frames, the difference and, for a differing view, its cause: "approximation: …" (named by the constraint compiler), "follows from PATH" or "unexplained"; then 'N views, M differ (U unexplained), max |diff| = D'. A model whose first line is '// twin: NAME.layout' is compared with its twin (laid out by negotiation), views matched by id. See docs/comparison.md.

            --strict reads the model strictly, as in every command. Until the next release, --strict given without --fail-on-difference also keeps its old effect here (exit 1 on any difference) and says so on standard error; add --fail-on-difference to keep that effect.

            """ + multiFileNote,
        arguments: [files],
        options: [
            size,
            OptionSpec(
                name: "sweep-width", value: "A...B:STEP",
                help: "Every width from A by STEP up to B (B too when on a step), with the height of --size."),
            OptionSpec(name: "sweep-height", value: "A...B:STEP", help: "Likewise for heights; with --sweep-width, every pair."),
            OptionSpec(
                name: "tolerance", value: "T", defaultValue: "0.01",
                help: "Frames differ when x, y, width or height differ by more than T points."),
            OptionSpec(name: "fail-on-difference", help: "Exit 1 when any view differs, explained or not."),
            OptionSpec(name: "strict", help: strict.help, aliases: ["strict-model"]),
            encoding, format, root, jobs,
        ],
        examples: [
            "compare Models/ratio-split-hstack.layout --size 300x60",
            "compare Models --sweep-width 100...1400:13 --fail-on-difference",
        ],
        exitStatus: "0 when no difference is unexplained, 1 when one is (with --fail-on-difference, when any view differs), 2 on bad input or an engine error in any window.")

    static let lp = CommandSpec(
        path: ["lp"], abstract: "Print the compiled linear program (CPLEX LP, for glpsol --lp).",
        discussion: "Compiles the model for the constraint engine and prints the program of the piece of the window range that contains --size, with the window's columns fixed, in CPLEX LP format: `glpsol --lp` solves it. Comments say which windows the piece covers, why it ends there, and which view, modifier and model line each row and column comes from.\n\n" + multiFileNote,
        arguments: [files],
        options: [
            size, root, encoding,
            OptionSpec(
                name: "stats",
                help: "Print what the program contains instead: views, columns, rows by kind (relation, inequality, definition), binaries, and the share of varying frame components GLPK determines."),
            strict, jobs,
        ],
        examples: ["lp Models/ratio-split-hstack.layout --size 300x60 > split.lp && glpsol --lp split.lp"])

    static let fuzz = CommandSpec(
        path: ["fuzz"], abstract: "Random trees through both engines; the agreement rate.",
        discussion: "Generates seeded random trees of the linear fragment (stacks, spacers, colours, fixed and flexible frames, padding, overlays, ZStacks, GeometryReaders read linearly, containerRelativeFrame, aspectRatio, Grid), lays each out with both engines at five windows and prints how many agree within 1e-6 + 1e-9 |a| pt, with the first disagreements.",
        options: [
            OptionSpec(name: "trees", value: "n", defaultValue: "2000", help: "How many trees."),
            OptionSpec(name: "seed", value: "s", defaultValue: "10000", help: "The first tree's seed; tree i uses seed + i."),
            OptionSpec(name: "views", value: "v", defaultValue: "25", help: "The most views in one tree."),
            encoding,
        ],
        examples: ["fuzz --trees 200 --seed 1"],
        exitStatus: "0 when every tree agrees, 1 when one disagrees, 2 on bad input.")

    static let bench = CommandSpec(
        path: ["bench"], abstract: "Benchmarks: the LP layer (bench lp) and window sweeps (bench sweep).",
        discussion: "Build in release for real numbers (swift run -c release framesolver bench lp).",
        examples: ["bench lp --sizes 1000 --reps 3", "bench sweep Models/gallery/toolbar.layout"],
        subcommands: [benchLP, benchSweep])

    static let benchLP = CommandSpec(
        path: ["bench", "lp"], abstract: "Time the LP layer on layout-shaped models (medians).",
        discussion: "Builds, solves cold and re-solves warm after a window change, on layout-shaped linear programs, and prints the median times of --reps runs (docs/linear-programming.md).",
        options: [
            OptionSpec(name: "sizes", value: "n,n", defaultValue: "1000,10000,100000", help: "Model sizes in views."),
            OptionSpec(
                name: "shapes", value: "shape,shape", defaultValue: "flat-row,deep-chain,list",
                help: "Model shapes: flat-row, deep-chain, list."),
            OptionSpec(name: "reps", value: "n", defaultValue: "5", help: "Runs per cell; the median is printed."),
        ],
        examples: ["bench lp --sizes 1000,10000 --shapes list"])

    static let benchSweep = CommandSpec(
        path: ["bench", "sweep"], abstract: "Time 100 widths solved from one compiled layout against cold solves.",
        discussion: "Solves each model at 100 widths (100...1090 by 10) from one compiled layout (warm) and compiles and solves each width cold, and times the negotiation engine. Several models run one at a time unless --jobs says otherwise, so that they do not share the cores they are timed on.",
        arguments: [files],
        options: [
            OptionSpec(name: "height", value: "points", defaultValue: "844", help: "The window height of every width."),
            OptionSpec(name: "sweep-width", value: "A...B:STEP", defaultValue: "100...1090:10", help: "The widths to solve."),
            encoding, strict,
            OptionSpec(name: "jobs", short: "j", value: "n", defaultValue: "1", help: jobs.help),
        ],
        examples: ["bench sweep Models/gallery/toolbar.layout --height 600"])

    static let completion = CommandSpec(
        path: ["completion"], abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: "The script is generated from the same tables that --help prints.",
        arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish.")],
        examples: [
            "completion bash > /etc/bash_completion.d/framesolver",
            "completion zsh > \"${fpath[1]}/_framesolver\"",
            "completion fish > ~/.config/fish/completions/framesolver.fish",
        ],
        exitStatus: "0 on success, 2 for an unknown shell.")

    static let versionCommand = CommandSpec(
        path: ["version"], abstract: "Print the version (as --version does).",
        examples: ["version", "--version"], exitStatus: "0.")

    static let help = CommandSpec(
        path: ["help"], abstract: "Show the help of a command.",
        arguments: [ArgumentSpec(name: "COMMAND", help: "A command, and a subcommand for bench (help bench sweep).", repeats: true, optional: true)],
        examples: ["help compare", "help bench sweep"],
        exitStatus: "0, or 2 for an unknown command.")

    /// The top-level `--help`: the commands and subcommands with their summaries.
    static var mainHelp: String {
        var lines = [
            "OVERVIEW: SwiftUI-style layout on Linux, by negotiation and by linear programming.", "",
            "USAGE: framesolver <command> [options]", "", "COMMANDS:",
        ]
        for spec in all {
            lines.append(HelpRenderer.entry(spec.path[0], spec.abstract))
            for sub in spec.subcommands { lines.append(HelpRenderer.entry(sub.path.joined(separator: " "), sub.abstract)) }
        }
        lines += [
            "", "OPTIONS:", HelpRenderer.entry("-h, --help", "Show this help."),
            HelpRenderer.entry("--version", "Print the version."), "",
            "See 'framesolver help <command>' for a command's arguments, options and examples.", "",
        ]
        return lines.joined(separator: "\n")
    }
}
