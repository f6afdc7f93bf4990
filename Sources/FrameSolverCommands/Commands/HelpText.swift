/// The `--help` texts of the commands.
enum HelpText {
    static let main = """
    framesolver: SwiftUI-style layout on Linux, by negotiation and by linear programming.

    USAGE: framesolver <command> [options]

    COMMANDS:
      solve FILE     Lay out a .layout model and print every view's frame.
      bench lp       Time the LP layer on layout-shaped models (medians).
      help COMMAND   Show the help of a command.

    Run 'framesolver <command> --help' for a command's options.

    """

    static let solve = """
    USAGE: framesolver solve FILE [--size WxH] [--root Name] [--engine negotiation] [--format table|json]

    Lays out the model in FILE and prints every layout node with its frame in window
    coordinates, in pre-order.

    OPTIONS:
      --size WxH       The window: each side a number, nil or inf (default 390x844;
                       e.g. 300.5xnil, infx600).
      --root Name      The struct to lay out when the file has no top-level view
                       (default: ContentView if declared, else the last struct).
      --engine NAME    negotiation (SwiftUI's rules).
      --format FORMAT  table (the tree, indented) or json (the shape in the README).
      --help           Show this help.

    Exit status: 0 on success, 2 on bad input (the message names file, line and column).

    """

    static let bench = """
    USAGE: framesolver bench lp [--sizes 1000,10000,100000] [--shapes flat-row,deep-chain,list] [--reps 5]

    Builds, solves cold and re-solves warm after a window change, on layout-shaped linear
    programs, and prints the median times of --reps runs. Build in release for real numbers
    (swift run -c release framesolver bench lp).

    """

    static func forCommand(_ name: String) -> String? {
        switch name {
        case "solve": solve
        case "bench": bench
        default: nil
        }
    }
}
