import FrameSolver

/// Laying out a model with geometry callbacks in passes (FeedbackDriver), for the commands
/// that show passes (`solve`, `compare`).
enum FeedbackSolving {
    /// `--max-passes N` (default 16).
    static func maxPasses(_ parsed: ParsedArguments) throws(UsageError) -> Int {
        guard let text = parsed.options["max-passes"] else { return FeedbackDriver.defaultMaxPasses }
        guard let value = Int(text), value >= 1, value <= 10_000 else {
            throw UsageError("--max-passes must be a whole number from 1 to 10000, not '\(text)'")
        }
        return value
    }

    /// `--sweep-state keep|reset`: whether a sweep's windows share state (keep, as a window
    /// being resized does) or each starts from the initial state.
    static func keepsState(_ parsed: ParsedArguments) -> Bool { parsed.options["sweep-state"] != "reset" }

    /// The passes of `model` (already loaded, its warnings printed) in `window`, its Text
    /// measured by `textMetrics`, its bars `bars`; the driver's warnings that loading did not already print go
    /// to standard error.
    static func run(
        _ source: ModelSource, model: LoadedModel, rootName: String?, lenient: Bool, textMetrics: TextMetricsModel, bars: BarMetrics? = nil,
        window: ProposedSize,
        maxPasses: Int,
        engine: any LayoutEngine = NegotiationEngine(), session: inout FeedbackSession, output: CommandOutput
    ) throws -> FeedbackRun {
        guard let text = source.text else { throw CommandFailure(message: "framesolver: cannot read '\(source.name)'") }
        let run: FeedbackRun
        do {
            var options = LoadOptions(lenient: lenient, textMetrics: textMetrics, bars: bars)
            // The scroll offset clamped as it was when the model was loaded (ScrollRanges).
            if options.bars != nil, let ranges = model.scrollRanges { options.bars?.scrollRanges = ranges }
            // Presented content (`--presented`) in every pass, as the model was loaded.
            options.presenting = model.presentation != nil
            let program = try FeedbackProgram.load(text, file: source.name, rootName: rootName, options: options)
            run = try FeedbackDriver.run(program, engine: engine, window: window, session: &session, maxPasses: maxPasses)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let printed = Set(model.warnings.map(\.description))
        for warning in run.warnings where !printed.contains(warning.description) { output.writeError("\(warning)\n") }
        return run
    }
}

/// An engine laying out on a screen (its safe area, ScreenHost): what the passes use on a
/// device, so each pass is laid out as `solve` lays out a model without callbacks.
struct HostedEngine: LayoutEngine {
    let host: ScreenHost
    let engine: any LayoutEngine

    var name: String { engine.name }

    func layout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> LayoutResult {
        try host.layout(root, in: window, with: engine)
    }
}
