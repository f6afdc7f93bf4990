import Foundation
import FrameSolver

/// `framesolver solve FILE... [--size WxH] [--root Name] [--engine negotiation|constraints]
/// [--format table|json] [--pixel-scale S] [--strict] [--jobs N]`.
enum SolveCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.solve, output: output) else { return 0 }
        let baseScreen = try parsed.screen()
        let presenting = parsed.flags.contains("presented")
        let format = parsed.outputFormat()
        let pixelScale = try parsed.options["pixel-scale"].map { text throws(UsageError) in try Self.pixelScale(text) }
        let useConstraints = parsed.options["engine"] == "constraints"
        let constraintEngine = try parsed.constraintEngine()
        let constraints: [LayoutConstraint]
        do {
            constraints = try (parsed.repeated["constrain"] ?? []).map { text throws(LayoutQueryError) in try LayoutConstraint(parsing: text) }
        } catch {
            throw UsageError("--constrain: \(error)")
        }
        if !constraints.isEmpty, !useConstraints { throw UsageError("--constrain needs --engine constraints") }
        let maxPasses = try FeedbackSolving.maxPasses(parsed)
        let inputs = try ModelInputs(parsed.positionals, output: output)
        let jobs = try parsed.jobs(default: ProcessInfo.processInfo.activeProcessorCount)
        return try ModelBatch.run(inputs, jobs: jobs, json: format == "json", output: output) { source, output in
            let model = try ModelLoading.load(
                source, rootName: parsed.options["root"], lenient: parsed.lenient, passes: parsed.options["engine"] != "constraints",
                textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(), presenting: presenting, output: output)
            // `--presented`: the presentation's content in its own window (Screen.presenting).
            let screen = model.presentation.map { baseScreen.presenting($0.style) } ?? baseScreen
            let window = screen.window
            let host = ScreenHost(screen)
            let engine: any LayoutEngine = useConstraints ? constraintEngine : NegotiationEngine()
            let result: LayoutResult
            var check: ConstraintCheck?
            var feedback: FeedbackRun?
            var oneProgram: OneProgramOutcome?
            var lastStateName = "the initial state"
            do {
                if model.needsPasses, useConstraints, constraints.isEmpty, let text = source.text {
                    // The one program: the state as columns, tied to the geometry it is assigned from.
                    var options = LoadOptions(lenient: parsed.lenient, textMetrics: try parsed.textMetrics())
                    options.presenting = presenting
                    let program = try FeedbackProgram.load(text, file: source.name, rootName: parsed.options["root"], options: options)
                    let evaluated = Result { () throws(ModelError) in try program.stateProgramTree() }
                    // Where the state is not in the program (nothing assigns it from geometry,
                    // an `onAppear` sets it, a Text shows it), the tree of the passes' last
                    // state, as `compare` solves it: the negotiation engine's passes give it.
                    let lastState = { () throws(LayoutError) -> ViewNode? in
                        var session = FeedbackSession()
                        do {
                            let run = try FeedbackDriver.run(
                                program, engine: HostedEngine(host: host, engine: NegotiationEngine()), window: window, session: &session,
                                maxPasses: maxPasses)
                            lastStateName = "the passes' last state"
                            return run.root
                        } catch {
                            output.writeError("framesolver: \(source.name): the passes failed (\(error)); the constraint engine solves the initial state\n")
                            return model.root
                        }
                    }
                    let (exact, outcome) = try OneProgramSolving.solve(
                        program, evaluated, lastState: lastState, window: window,
                        measure: OneProgramSolving.measurer(constraintEngine, host, window)
                    ) {
                        root throws(LayoutError) in try host.layout(root, in: window, with: engine)
                    }
                    oneProgram = outcome
                    result = pixelScale.map { exact.roundedToPixels(scale: $0) } ?? exact
                } else if model.needsPasses, !useConstraints {
                    var session = FeedbackSession()
                    let run = try FeedbackSolving.run(
                        source, model: model, rootName: parsed.options["root"], lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), window: window,
                        maxPasses: maxPasses, engine: HostedEngine(host: host, engine: engine), session: &session, output: output)
                    feedback = run
                    result = pixelScale.map { run.result.roundedToPixels(scale: $0) } ?? run.result
                } else if constraints.isEmpty {
                    let exact = try host.layout(model.root, in: window, with: engine)
                    result = pixelScale.map { exact.roundedToPixels(scale: $0) } ?? exact
                } else {
                    // With the window fixed every frame is fixed: the added rows hold or conflict.
                    let compiled = constraintEngine.compile(host.hosted(model.root))
                    defer { compiled.close() }
                    let checked: ConstraintCheck
                    do throws(LayoutError) { checked = try compiled.check(constraints, at: window) } catch { throw host.unhosted(error) }
                    check = checked
                    let layout = try host.finish(checked.layout, root: model.root) { node, size throws(LayoutError) in
                        try constraintEngine.layout(node, in: size)
                    }
                    result = pixelScale.map { layout.roundedToPixels(scale: $0) } ?? layout
                }
            } catch let error as LayoutError {
                throw CommandErrors.failure(error, file: source.name)
            } catch {
                throw CommandFailure(message: "\(error)")
            }
            if let check {
                if check.holds {
                    output.writeError("framesolver: the constraints hold: \(constraints.map(\.text).joined(separator: ", "))\n")
                } else {
                    throw CommandFailure(
                        message: "framesolver: the constraints conflict with the layout at \(window): " + check.conflict.joined(separator: "; "))
                }
            }
            for warning in result.warnings { output.writeError("\(warning)\n") }
            if format == "json" {
                output.write(
                    try JSONDocuments.line(LayoutDocument(file: source.name, result: result, feedback: feedback, screen: screen, oneProgram: oneProgram)) + "\n")
            } else {
                if inputs.isBatch { output.write("==> \(source.name) <==\n") }
                output.write(TableLayoutWriter.document(result, screen: screen) + "\n")
                if let feedback { output.write(PassesTableWriter.document(feedback) + "\n") }
                if let oneProgram { output.write(OneProgramSolving.line(oneProgram, fallback: lastStateName) + "\n") }
            }
            return 0
        }
    }
}

extension SolveCommand {
    /// The range `--pixel-scale` accepts: Apple's screens have 1, 2 or 3 pixels per point, and
    /// render's `--scale` stops at 16 too. Below 1 the grid is coarser than a point (0.0001 put
    /// every frame at 0x0); far above, `length x scale` overflows and the edges become NaN
    /// (docs/limits.md).
    static let pixelScales: ClosedRange<Double> = 1...16

    /// `--pixel-scale S`: a number of pixels per point in `pixelScales`.
    static func pixelScale(_ text: String) throws(UsageError) -> Double {
        guard let scale = Double(text), pixelScales.contains(scale) else {
            throw UsageError("--pixel-scale must be a number of pixels per point from 1 to 16 (2 rounds to 0.5 pt, as a Retina screen does), not '\(text)'")
        }
        return scale
    }
}

/// Reading a model, with its errors turned into command failures. Lenient mode (the default
/// of every command) replaces what the file does not define by placeholders, each with a
/// warning on standard error.
enum ModelLoading {
    /// Loads the model file at `path`.
    static func load(
        _ path: String, rootName: String?, lenient: Bool = true, textMetrics: TextMetricsModel = .simple, bars: BarMetrics? = nil,
        screen: Screen? = nil, output: CommandOutput
    ) throws -> LoadedModel {
        try load(ModelSource(path: path), rootName: rootName, lenient: lenient, textMetrics: textMetrics, bars: bars, screen: screen, output: output)
    }

    /// Loads `source` (a file or standard input), named `source.name` in diagnostics, its Text
    /// measured by `textMetrics` (`--text-metrics`), its NavigationStacks and TabViews given the
    /// screen's `bars` (nil on a bare canvas), a scroll offset clamped to the content's range on
    /// `screen` when given; `passes` when the command lays it out in passes.
    static func load(
        _ source: ModelSource, rootName: String?, lenient: Bool = true, passes: Bool = false, textMetrics: TextMetricsModel = .simple,
        bars: BarMetrics? = nil, screen: Screen? = nil, presenting: Bool = false, output: CommandOutput
    ) throws -> LoadedModel {
        guard let text = source.text else {
            throw CommandFailure(message: "framesolver: cannot read '\(source.name)': \(source.readProblem)")
        }
        do {
            var options = LoadOptions(lenient: lenient, textMetrics: textMetrics, resolvesReaderText: passes, bars: bars)
            options.presenting = presenting
            if let screen, let bars, bars.scrollOffset > 0 {
                // The offset is clamped to what the content scrolls, measured on the resting screen.
                options.restLayout = { model in
                    let shown = model.presentation.map { screen.presenting($0.style) } ?? screen
                    return try ScreenHost(shown).layout(model.root, in: shown.window, with: NegotiationEngine())
                }
            }
            let model = try ModelLanguage.load(text, file: source.name, rootName: rootName, options: options)
            for warning in model.warnings { output.writeError("\(warning)\n") }
            // Every command that loads a model ends its warnings the same way: counted by cause,
            // each cause with where its warnings are.
            for line in WarningSummary.lines(model.warnings, name: source.name) { output.writeError(line + "\n") }
            return model
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
