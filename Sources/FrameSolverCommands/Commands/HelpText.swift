/// The `--help` texts of the commands.
enum HelpText {
    static let main = """
        framesolver: SwiftUI-style layout on Linux, by negotiation and by linear programming.

        USAGE: framesolver <command> [options]

        COMMANDS:
          solve FILE     Lay out a .layout model and print every view's frame.
          lp FILE        Print the compiled linear program (CPLEX LP, for glpsol --lp).
          fuzz           Random trees through both engines; the agreement rate.
          bench lp       Time the LP layer on layout-shaped models (medians).
          compare FILE   Both engines' frames view by view, every difference explained.
          render FILE    Draw the layout as SVG or PNG, one engine or both overlaid.
          report FILE... One HTML page: pictures, a width slider, both engines, the program.
          help COMMAND   Show the help of a command.

        Run 'framesolver <command> --help' for a command's options.

        """

    static let solve = """
        USAGE: framesolver solve FILE [--size WxH] [--root Name] [--engine negotiation|constraints] [--format table|json] [--pixel-scale S] [--strict]

        Lays out the model in FILE and prints every layout node with its frame in window
        coordinates, in pre-order.

        OPTIONS:
          --size WxH       The window: each side a number, nil or inf (default 390x844;
                           e.g. 300.5xnil, infx600).
          --root Name      The struct to lay out when the file has no top-level view
                           (default: ContentView if declared, else the last struct).
          --engine NAME    negotiation (SwiftUI's rules, the default) or constraints (the
                           tree compiled into a linear program solved by GLPK).
          --format FORMAT  table (the tree, indented) or json (the shape in the README).
          --pixel-scale S  Round frame edges to a grid of 1/S points (2 gives 0.5 pt, as a
                           device rounds); exact values when omitted.
          --strict         Reject what the file does not define (unknown views, modifiers,
                           names, colours, fonts). Without it (lenient mode) each becomes a
                           documented placeholder, with a warning (file:line:col) on standard
                           error and "placeholder": true on the affected nodes in JSON.
          --help           Show this help.

        Exit status: 0 on success, 2 on bad input (the message names file, line and column).

        """

    static let bench = """
        USAGE: framesolver bench lp [--sizes 1000,10000,100000] [--shapes flat-row,deep-chain,list] [--reps 5]
               framesolver bench sweep FILE [--height 844]

        Builds, solves cold and re-solves warm after a window change, on layout-shaped linear
        programs, and prints the median times of --reps runs. `bench sweep` solves a model at 100
        widths from one compiled layout (warm) and compiles and solves each width cold. Build in release for real numbers
        (swift run -c release framesolver bench lp).

        """

    static let compare = """
        USAGE: framesolver compare FILE [--size WxH] [--sweep-width A...B:STEP] [--sweep-height A...B:STEP]
                                   [--tolerance T] [--strict] [--strict-model] [--format table|json] [--root Name]

        Lays out the model with both engines and prints, per window and per view, both frames,
        the difference and, for a differing view, its cause: "approximation: …" (named by the
        constraint compiler), "follows from PATH" or "unexplained"; then the line
        'N views, M differ (U unexplained), max |diff| = D'. A model whose first line is
        '// twin: NAME.layout' is compared with its twin (laid out by negotiation), views
        matched by id. See docs/comparison.md.

        OPTIONS:
          --size WxH            The window (default 390x844), as for solve.
          --sweep-width A...B:STEP
                                Every width from A by STEP up to B (B too when on a step), with
                                the height of --size.
          --sweep-height A...B:STEP
                                Likewise for heights; with --sweep-width, every pair.
          --tolerance T         Frames differ when x, y, width or height differ by more than T
                                points (default 0.01).
          --strict              Exit 1 when any view differs, explained or not.
          --strict-model        Read the model strictly, as solve --strict (the default is
                                lenient mode: placeholders for what the file does not define).
          --format FORMAT       table or json.
          --root Name           The struct to lay out, as for solve.
          --help                Show this help.

        Exit status: 0 when no difference is unexplained, 1 when one is (with --strict, when any
        view differs), 2 on bad input or an engine error in any window.

        """

    static let lp = """
        USAGE: framesolver lp FILE [--size WxH] [--root Name]

        Compiles the model for the constraint engine and prints the program of the piece of the
        window range that contains --size (default 390x844), with the window's columns fixed, in
        CPLEX LP format: `glpsol --lp` solves it. Comments say which windows the piece covers, why
        it ends there, and which view, modifier and model line each row and column comes from.

        """

    static let fuzz = """
        USAGE: framesolver fuzz [--trees 2000] [--seed 10000] [--views 25]

        Generates seeded random trees of the linear fragment (stacks, spacers, colours, fixed and
        flexible frames, padding, overlays, ZStacks, GeometryReaders read linearly,
        containerRelativeFrame, aspectRatio, Grid), lays each out with both engines at five
        windows and prints how many agree within 1e-6 + 1e-9 |a| pt, with the first
        disagreements. Exit status 1 when any tree disagrees.

        """

    static func forCommand(_ name: String) -> String? {
        switch name {
        case "fuzz": fuzz
        case "lp": lp
        case "solve": solve
        case "bench": bench
        case "compare": compare
        case "render": render
        case "report": report
        default: nil
        }
    }

    static let render = """
        USAGE: framesolver render FILE [--size WxH] [--root Name] [--engine negotiation|constraints|both]
                                  --out PATH.svg|PATH.png [--scale S] [--strict]

        Draws the layout of the model in FILE: every view a box, Colors and shapes in their
        model colours, Text in the measured lines, Images hatched with their names, offset and
        scaleEffect where they are drawn (layout frame dashed), the window outlined, ids as
        labels, a legend. With --engine both (the default) the constraint engine's frames are
        drawn over the negotiation layout in red wherever they differ, with the difference in
        points (a constraint-native model is drawn by the constraint engine, its twin's frames
        marked).

        OPTIONS:
          --size WxH       The window (default 390x844; a nil or inf side takes the root's size).
          --root Name      The struct to lay out when the file has no top-level view.
          --engine NAME    negotiation, constraints or both (default both).
          --out PATH       The picture: .svg, or .png rasterised by rsvg-convert (Debian
                           package librsvg2-bin, installed by tools/install-deps.sh).
          --scale S        Pixels per point (default 1 for SVG, 2 for PNG).
          --strict         Reject what the file does not define (see solve --help).
          --help           Show this help.

        Exit status: 0 on success, 2 on bad input or when the picture cannot be written.

        """

    static let report = """
        USAGE: framesolver report FILE... --out PATH.html [--size WxH] [--sweep-width A...B:STEP] [--strict]

        Writes one self-contained HTML page (inline SVG, CSS and JavaScript; no network) for
        every model given: its picture with both engines, a width slider over a precomputed
        sweep that redraws both as you drag, hover on a box for its path, kind, id, source
        line and both frames, click for the view's rows of the compiled linear program, a
        comparison summary per model and a table of the models whose engines disagree.

        OPTIONS:
          --out PATH          The HTML file to write.
          --size WxH          The window of the first picture; its height is kept over the
                              sweep (default 390x844).
          --sweep-width A...B:STEP
                              The widths of the slider (default 160...1200:80).
          --strict            Reject what the files do not define (see solve --help).
          --help              Show this help.

        Exit status: 0 on success, 2 on bad input (a model that cannot be read or laid out
        is named, and the page is not written).

        """
}

