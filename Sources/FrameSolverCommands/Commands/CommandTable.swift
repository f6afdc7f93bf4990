import FrameSolver

/// Every command's table: the one source of `--help`, the parser and the completion scripts.
enum CommandTable {
    static let version = "0.1.0"

    static let all: [CommandSpec] = [solve, compare, lp, query, formulas, render, report, watch, devices, fuzz, bench, completion, versionCommand, help]

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
        name: "size", value: "WxH", defaultValue: "the device's window",
        help: "The window: each side a number, nil or inf, with a lowercase x (e.g. 300.5xnil, infx600). Alone (no --device) a bare canvas with no safe area; with --device it replaces the device's window and keeps its insets.")
    static let device = OptionSpec(
        name: "device", value: "name", choices: Device.presets.map(\.name) + ["none"], defaultValue: "iphone-14 unless --size is given",
        help: "The device the model runs on: its window, safe-area insets and idiom ('framesolver devices' lists them). none is a bare canvas (390x844 unless --size).")
    static let orientation = OptionSpec(
        name: "orientation", value: "orientation", choices: Orientation.allCases.map(\.rawValue), defaultValue: "portrait",
        help: "How the device is held: landscape swaps its window's sides and uses its landscape insets.")
    static let safeArea = OptionSpec(
        name: "safe-area", value: "T,L,B,R",
        help: "Safe-area insets in points (top, leading, bottom, trailing), replacing the device's (e.g. 47,0,34,0).")
    static let scrollOffset = OptionSpec(
        name: "scroll-offset", value: "y", defaultValue: "0",
        help: "Points the ScrollView or List a NavigationStack shows is scrolled up (on a device): a large title collapses by it (its 52-point row is 52 - y tall, inline from y = 52), then the content is drawn the rest higher; clamped, with a warning, to what the content scrolls (0...content - viewport at rest). 0 is the resting screen.")
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
    static let maxPasses = OptionSpec(
        name: "max-passes", value: "n", defaultValue: "16",
        help: "For a model with geometry callbacks (@State set in onAppear, task(id:), onChange, onGeometryChange, onPreferenceChange, DispatchQueue.main.async): the most layout passes run before stopping (docs/geometry-feedback.md).")
    static let multiFileNote =
        "With several files or a folder, the models run in parallel (--jobs), each result prints in the order given, and a summary line ends the output: 'N models: S solved, D differing, E errors'. The exit status covers every model."

    // MARK: Commands

    static let solve = CommandSpec(
        path: ["solve"], abstract: "Lay out a .layout model and print every view's frame.",
        discussion: "Prints every layout node with its frame in window coordinates, in pre-order.\n\n" + multiFileNote,
        arguments: [files],
        options: [
            size, device, orientation, safeArea, scrollOffset, root,
            OptionSpec(
                name: "engine", value: "engine", choices: ["negotiation", "constraints"], defaultValue: "negotiation",
                help: "negotiation (SwiftUI's rules) or constraints (the tree compiled into a linear program solved by GLPK)."),
            encoding, textMetrics, presented, constrain, format, maxPasses,
            OptionSpec(
                name: "pixel-scale", value: "s",
                help: "Round frame edges to a grid of 1/S points (2 gives 0.5 pt, as a device rounds), S from 1 to 16; exact values when omitted."),
            strict, jobs,
        ],
        examples: [
            "solve Models/ratio-split-hstack.layout --size 300x60",
            "solve Models/gallery --format json",
            "pbpaste | framesolver solve - --engine constraints",
        ])

    static let compare = CommandSpec(
        path: ["compare"], abstract: "Both engines' frames view by view, every difference explained.",
        discussion: """
            Prints, per window and per view, both frames, the difference and, for a differing view, its cause, "unexplained" (neither engine approximates, so any difference is a bug in one of them); then 'N views, M differ (U unexplained), max |diff| = D'. A model whose first line is '// twin: NAME.layout' is compared with its twin (laid out by negotiation), views matched by id. See docs/comparison.md.

            --strict reads the model strictly, as in every command. Until the next release, --strict given without --fail-on-difference also keeps its old effect here (exit 1 on any difference) and says so on standard error; add --fail-on-difference to keep that effect.

            """ + multiFileNote,
        arguments: [files],
        options: [
            size, device, orientation, safeArea, scrollOffset,
            OptionSpec(
                name: "sweep-width", value: "A...B:STEP",
                help: "Every width from A by STEP up to B (B too when on a step), with the height of --size."),
            OptionSpec(name: "sweep-height", value: "A...B:STEP", help: "Likewise for heights; with --sweep-width, every pair."),
            OptionSpec(
                name: "sweep-state", value: "mode", choices: ["keep", "reset"], defaultValue: "keep",
                help: "For a model with geometry callbacks: keep the state from one window of a sweep to the next (as a window being resized does; onAppear does not fire again) or reset it in every window."),
            maxPasses,
            OptionSpec(
                name: "tolerance", value: "T", defaultValue: "0.01",
                help: "Frames differ when x, y, width or height differ by more than T points."),
            OptionSpec(name: "fail-on-difference", help: "Exit 1 when any view differs, explained or not."),
            OptionSpec(
                name: "only-diffs",
                help: "List only the views whose frames differ (and, in the table, only the windows where one does); the summaries still count every view."),
            OptionSpec(name: "strict", help: strict.help, aliases: ["strict-model"]),
            encoding,
            OptionSpec(
                name: "baseline", value: "engine", choices: ["negotiation", "regions", "relations"], defaultValue: "negotiation",
                help: "What the constraint engine (in its --encoding) is compared with: negotiation (SwiftUI's rules), or the constraint engine in the regions or relations encoding (the two programs against each other; a twin declaration is then not used)."),
            textMetrics, presented, format, root, jobs,
        ],
        examples: [
            "compare Models/ratio-split-hstack.layout --size 300x60",
            "compare Models --sweep-width 100...1400:13",
            "compare Models/gallery --sweep-width 100...1400:13 --fail-on-difference",
            "compare Models/gallery/sidebar-split.layout --baseline regions --sweep-width 100...1400:100 --tolerance 1e-6",
            "compare Models/gallery/photo-grid.layout --sweep-width 100...1100:10 --only-diffs",
        ],
        exitStatus: "0 when no difference is unexplained, 1 when one is (with --fail-on-difference, when any view differs), 2 on bad input or an engine error in any window.")

    static let lp = CommandSpec(
        path: ["lp"], abstract: "Print the compiled linear program (CPLEX LP, for glpsol --lp).",
        discussion: "Compiles the model for the constraint engine and prints the program of the piece of the window range that contains --size, with the window's columns fixed, in CPLEX LP format: `glpsol --lp` solves it. Comments say which windows the piece covers, why it ends there, and which view, modifier and model line each row and column comes from.\n\n" + multiFileNote,
        arguments: [files],
        options: [
            size, device, orientation, safeArea, scrollOffset, root, encoding, textMetrics,
            OptionSpec(
                name: "stats",
                help: "Print what the program contains instead: views, columns, rows by kind (relation, inequality, definition), binaries, and the share of varying frame components GLPK determines."),
            strict, jobs,
        ],
        examples: ["lp Models/ratio-split-hstack.layout --size 300x60 > split.lp && glpsol --lp split.lp"])

    static let watch = CommandSpec(
        path: ["watch"], abstract: "Lay a model out (and draw it) again whenever its file changes.",
        discussion: "Lays the model out at once and after every change of the file (checked every --interval seconds), printing its errors and warnings, or a one-line summary: the time, the number of views, the engine, the window and the root's frame. With --render it draws the picture again each time. Ctrl-C ends it.",
        arguments: [ArgumentSpec(name: "FILE", help: "The model file (.layout) to watch.", completion: .layoutFiles)],
        options: [
            size, device, orientation, safeArea, scrollOffset, root,
            OptionSpec(
                name: "engine", value: "engine", choices: ["negotiation", "constraints"], defaultValue: "negotiation",
                help: "negotiation (SwiftUI's rules) or constraints (the linear program)."),
            textMetrics, strict,
            OptionSpec(name: "tree", help: "Print the tree with its frames before each summary line."),
            OptionSpec(
                name: "render", value: "path", help: "Draw the layout to PATH (.svg, or .png at scale 2) after each layout, as render does.",
                completion: .files),
            OptionSpec(name: "interval", value: "seconds", defaultValue: "0.2", help: "How often the file is checked for a change."),
        ],
        examples: ["watch Models/gallery/toolbar.layout --size 390x844 --tree", "watch screen.layout --render screen.svg"],
        exitStatus: "0 when stopped with Ctrl-C, 2 on bad usage (errors in the model are printed and the watch goes on).")

    static let render = CommandSpec(
        path: ["render"], abstract: "Draw the layout as SVG or PNG, one engine or both overlaid.",
        discussion: "Draws the layout of the model: every view a box, Colors and shapes in their model colours, Text in the font it was measured in (Inter on a device, a monospaced font for I.2's model) and in the measurer's lines, Images hatched with their names, offset and scaleEffect where they are drawn (the layout frame dashed), the window outlined, ids as labels and a legend. With --engine both (the default) the constraint engine's frame is drawn in red over the negotiation layout wherever the two differ, with the difference in points; a constraint-native model ('// twin: NAME.layout') is drawn by the constraint engine and its twin's differing frames marked (views matched by id). PNG is rasterised by rsvg-convert (Debian package librsvg2-bin, installed by tools/install-deps.sh).",
        arguments: [ArgumentSpec(name: "FILE", help: "A model file (.layout), or - for standard input.", completion: .layoutFiles)],
        options: [
            size, device, orientation, safeArea, scrollOffset, root,
            OptionSpec(
                name: "engine", value: "engine", choices: ["negotiation", "constraints", "both"], defaultValue: "both",
                help: "Whose layout to draw: negotiation, constraints, or both overlaid."),
            OptionSpec(name: "out", short: "o", value: "path", help: "The picture to write: PATH.svg or PATH.png (required).", completion: .files),
            OptionSpec(name: "scale", value: "s", defaultValue: "1 for SVG, 2 for PNG", help: "Pixels per point of the picture's size (above 0, at most 16)."),
            textMetrics, presented, strict,
        ],
        examples: [
            "render Models/ratio-split-hstack.layout --size 300x60 --out split.svg",
            "render Models/gallery/toolbar.layout --engine negotiation --out toolbar.png --scale 3",
        ],
        exitStatus: "0 on success, 2 on bad input or when the picture cannot be written (a missing rsvg-convert is named).")

    static let report = CommandSpec(
        path: ["report"], abstract: "One HTML page: pictures, width sliders, both engines, the program.",
        discussion: "Writes one self-contained HTML file (inline SVG, CSS and JavaScript, nothing fetched) for every model given: its picture with both engines overlaid, a width slider over a precomputed sweep that redraws both engines as you drag, hover on a box for its path, kind, id, source line and both engines' frames, click for the view's rows of the compiled linear program, a comparison summary per model and a table of the models whose engines disagree. An engine that fails at one width is shown at that width and named on standard error. tools/check-report-in-browser.sh checks a report in headless Chromium.",
        arguments: [files],
        options: [
            OptionSpec(name: "out", short: "o", value: "path", help: "The HTML file to write (required).", completion: .files),
            OptionSpec(
                name: "size", value: "WxH", defaultValue: "the device's window",
                help: "The window of each model's first picture; its height is kept over the sweep. Alone (no --device) a bare canvas."),
            device, orientation, safeArea, scrollOffset,
            OptionSpec(
                name: "sweep-width", value: "A...B:STEP", defaultValue: "160...1200:80",
                help: "The widths of the slider (at most 400; each is a picture in the page)."),
            textMetrics, strict,
        ],
        examples: ["report Models --out report.html", "report Models/gallery/*.layout --sweep-width 200...800:50 --out gallery.html"],
        exitStatus: "0 on success, 2 on bad input (a model that cannot be read is named and no page is written).")

    static let constrain = OptionSpec(
        name: "constrain", value: "constraint",
        help: "A linear constraint to add, repeatable: tagged views' x, y, width, height and window.width, window.height, numbers, + - *, and one of <=, >=, = (e.g. '#sidebar.width >= 200').")

    static let query = CommandSpec(
        path: ["query"], abstract: "The window width that minimises or maximises an expression under constraints.",
        discussion: "Compiles the model and searches the pieces of --range one by one: in each, the window's width is a column bounded by the piece, the constraints are rows, and GLPK optimises the expression. Prints the best window and the layout there; an optimum at an open end of a piece is reported as such ('just above 760'). The height is held at --size's. See docs/constraint-engine.md.",
        arguments: [files],
        options: [
            OptionSpec(name: "minimize", value: "expr", help: "The expression to minimise (e.g. window.width)."),
            OptionSpec(name: "maximize", value: "expr", help: "The expression to maximise."),
            constrain,
            OptionSpec(name: "range", value: "A...B", defaultValue: "0...4096", help: "The window widths searched."),
            size, device, orientation, safeArea, scrollOffset, root,
            OptionSpec(
                name: "encoding", value: "encoding", choices: encoding.choices, defaultValue: "relations",
                help: encoding.help),
            textMetrics, format, strict,
        ],
        examples: [
            "query Models/gallery/sidebar-split.layout --minimize window.width --constrain '#detail.width >= 500'",
            "query Models/gallery/max-width-column.layout --minimize window.width --constrain '#column.width >= 640'",
        ],
        exitStatus: "0 with an answer, 2 on bad input or when no width satisfies the constraints.")

    static let formulas = CommandSpec(
        path: ["formulas"], abstract: "Each view's frame as linear functions of the window width, with breakpoints and their causes.",
        discussion: "Compiles the model over --range (the height held at --size's) and prints, per view, each frame component (x, y, width, height) as linear functions of the window width w, one per stretch of widths, and at each breakpoint the decision that causes it: a Text wrapping differently, a stack's fitting order, a clamp switching sides. In the relation program (the default) the functions are read from GLPK's sensitivity analysis of the solved programs: the window width is a fixed column, the optimal basis makes every component a linear function of it, and the ranging of that column gives where the basis stops holding and which row ends it (a clamp switching sides); pieces end at step functions. With --encoding regions they are read from the pieces' affine forms of the window. Adjacent stretches with the same function are merged for each view, so a view lists only the breakpoints that change it: the responsive breakpoints of the layout. See docs/constraint-engine.md.\n\n" + multiFileNote,
        arguments: [files],
        options: [
            OptionSpec(name: "view", value: "ID", help: "Only the view tagged id(\"ID\") (or #ID), or the view at that path (0.1.2)."),
            OptionSpec(name: "range", value: "A...B", defaultValue: "0...4096", help: "The window widths covered."),
            OptionSpec(
                name: "size", value: "WxH", defaultValue: "390x844",
                help: "The window's height (its width is the range's). formulas lays out on a bare canvas: no device, no safe area, no bars (query --device none answers on the same canvas)."),
            root, encoding,
            OptionSpec(name: "text-metrics", value: "metrics", choices: textMetrics.choices, defaultValue: "simple (a bare canvas)", help: textMetrics.help),
            format, strict, jobs,
        ],
        examples: [
            "formulas Models/gallery/max-width-column.layout --view column --range 100...1400",
            "formulas Models/ratio-split-hstack.layout --format json",
        ],
        exitStatus: "0 on success, 2 on bad input, an unknown view, or a frame that reads a relation's unknown (no formula of the window).")

    static let devices = CommandSpec(
        path: ["devices"], abstract: "List the device presets: window, safe-area insets, idiom.",
        discussion: "Each preset --device takes, with its window in points and its safe-area insets (top, leading, bottom, trailing) in portrait and landscape. With no --size and no --device a model runs on iphone-14; --device none is a bare canvas. Sources: docs/devices.md.",
        options: [format],
        examples: ["devices", "solve Models/gallery/toolbar.layout --device iphone-15 --orientation landscape"],
        exitStatus: "0.")

    static let fuzz = CommandSpec(
        path: ["fuzz"], abstract: "Random trees through both engines; the agreement rate.",
        discussion: "Generates seeded random trees of the linear fragment (stacks, spacers, colours, fixed and flexible frames, padding, overlays, ZStacks, GeometryReaders read linearly, containerRelativeFrame, aspectRatio, Grid), lays each out with both engines at five windows and prints how many agree within 1e-6 + 1e-9 |a| pt, with the first disagreements.",
        options: [
            OptionSpec(name: "trees", value: "n", defaultValue: "2000", help: "How many trees."),
            OptionSpec(name: "seed", value: "s", defaultValue: "10000", help: "The first tree's seed; tree i uses seed + i."),
            OptionSpec(name: "views", value: "v", defaultValue: "25", help: "The most views in one tree."),
            OptionSpec(
                name: "check", value: "what", choices: ["layouts", "formulas", "queries"], defaultValue: "layouts",
                help:
                    "What is compared with the negotiation engine: layouts (both engines at five windows), formulas (each view's formulas over widths 0...800 at height 300, at widths every 7.3 points and just inside every segment's ends) or queries (the narrowest width in 0...600 where a tagged view reaches its median width, against a scan every half point)."
            ),
            OptionSpec(
                name: "text",
                help:
                    "Also Texts in text styles, stacks and frames aligned by text baselines, and explicit alignment guides (other trees than without it: a seed names a tree for one setting)."
            ),
            encoding,
        ],
        examples: ["fuzz --trees 200 --seed 1", "fuzz --check formulas --trees 100", "fuzz --text --trees 10000 --seed 20000"],
        exitStatus: "0 when every tree agrees, 1 when one disagrees, 2 on bad input.")

    static let bench = CommandSpec(
        path: ["bench"], abstract: "Benchmarks: layouts (bench layout), the LP layer (bench lp) and window sweeps (bench sweep).",
        discussion: "Build in release for real numbers (swift run -c release framesolver bench layout). An option the subcommands share is spelled the same in each, but each takes only its own: bench layout --nodes, --workload, --runs, --format (table or json); bench lp --nodes, --workload, --runs (a table); bench sweep FILE... --sweep-width, --height, --format (each width is solved once cold and once warm, so it has no --runs).",
        examples: ["bench layout --nodes 1000,10000 --runs 3", "bench lp --nodes 1000 --runs 3", "bench sweep Models/gallery/toolbar.layout"],
        subcommands: [benchLayout, benchLP, benchSweep])

    // MARK: Benchmark options (one spelling across bench layout, lp and sweep)

    static let benchNodes = OptionSpec(
        name: "nodes", value: "n,n", defaultValue: "1000,10000,100000",
        help: "Tree sizes, in nodes as Yoga and Taffy count them (a fixed-size Color is one node).", aliases: ["sizes"])
    static let benchWorkload = OptionSpec(
        name: "workload", value: "name", choices: ["flat", "deep", "list", "all"], defaultValue: "all",
        help: "flat (one HStack of flexible Colors), deep (nested paddings around a leaf), list (a VStack of rows), or all.",
        aliases: ["shapes"])
    static let benchRuns = OptionSpec(
        name: "runs", value: "n", defaultValue: "5", help: "Runs per cell; the median is printed, with the fastest and slowest.", aliases: ["reps"])

    static let benchLayout = CommandSpec(
        path: ["bench", "layout"], abstract: "Time first layouts, re-layouts and no-op re-layouts on synthetic trees (medians).",
        discussion: "Builds each workload in memory with the library API (nothing is parsed), then per run lays it out at width 1000, re-lays it out at 800 and 1200, and once more at 1200 with nothing changed. Prints ns per node (peer nodes, so that ratios to Yoga and Taffy compare the same work), the no-op re-layout in microseconds and the peak resident memory; for the constraint engine also the first layout's compile, load, solve and map-back. tools/bench-peers runs it beside Yoga, Taffy and kiwi.",
        options: [
            OptionSpec(
                name: "engine", value: "engine", choices: ["negotiation", "constraints", "both"], defaultValue: "negotiation",
                help: "negotiation, constraints (the compiled linear program, with --encoding), or both."),
            benchWorkload, benchNodes, benchRuns, encoding,
            OptionSpec(
                name: "budget", value: "seconds", defaultValue: "60",
                help: "A cell stops after the run that spends this much; a larger size is skipped when the smaller one's first layout, scaled linearly, would take longer."),
            OptionSpec(
                name: "format", value: "format", choices: ["table", "json"], defaultValue: "table",
                help: "table (for people) or json ({\"results\": [...]}, docs/performance.md)."),
            OptionSpec(
                name: "frames",
                help: "Time nothing: print each workload's first layout as solve's JSON, one document a line (tools/bench-peers checks that Yoga, Taffy and kiwi lay out the same shapes)."),
        ],
        examples: ["bench layout --workload deep --nodes 1000,10000", "bench layout --engine both --nodes 1000 --format json"])

    static let benchLP = CommandSpec(
        path: ["bench", "lp"], abstract: "Time the LP layer on layout-shaped models (medians).",
        discussion: "Builds, solves cold and re-solves warm after a window change, on layout-shaped linear programs, and prints the median times of --runs runs (docs/linear-programming.md).",
        options: [
            benchNodes,
            OptionSpec(
                name: "workload", value: "name,name", defaultValue: "flat,deep,list",
                help: "Model shapes: flat (flat-row), deep (deep-chain), list (list-of-rows), or all.", aliases: ["shapes"]),
            benchRuns,
        ],
        examples: ["bench lp --nodes 1000,10000 --workload list"])

    static let benchSweep = CommandSpec(
        path: ["bench", "sweep"], abstract: "Time a sweep of widths solved from one compiled layout against cold solves.",
        discussion: "Solves each model at every width of --sweep-width (100 widths by default, 100...1090 by 10) from one compiled layout (warm) and compiles and solves each width cold (the window alone, as solve compiles it), and times the negotiation engine. Several models run one at a time unless --jobs says otherwise, so that they do not share the cores they are timed on.",
        arguments: [files],
        options: [
            OptionSpec(name: "height", value: "points", defaultValue: "844", help: "The window height of every width."),
            OptionSpec(name: "sweep-width", value: "A...B:STEP", defaultValue: "100...1090:10", help: "The widths to solve."),
            encoding, strict,
            OptionSpec(
                name: "format", value: "format", choices: ["table", "json"], defaultValue: "table",
                help: "table (for people) or json (one document per model, then a summary line with several: docs/json-schema.json)."),
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
