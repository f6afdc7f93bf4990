import Comparison
import Foundation
import FrameSolver
import Rendering

/// `framesolver report FILE... --out PATH.html [--size WxH] [--sweep-width A...B:STEP]
/// [--strict]`: one self-contained HTML page for every model given (Sources/Rendering/Report).
enum ReportCommand {
    static let defaultSweep = "160...1200:80"

    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.report, output: output) else { return 0 }
        guard let out = parsed.options["out"] else { throw UsageError("report needs --out PATH.html") }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), isFolder.boolValue {
            throw UsageError("--out '\(out)' is a folder; give the HTML file to write (e.g. \(out.hasSuffix("/") ? out : out + "/")report.html)")
        }
        let screen = try parsed.screen()
        let window = screen.window
        let sweepText = parsed.options["sweep-width"] ?? defaultSweep
        let sweep: WindowSweep
        do {
            sweep = try WindowSweep(parsing: sweepText)
        } catch {
            throw UsageError("--sweep-width: \(error)")
        }
        guard sweep.values.count <= 400 else {
            throw UsageError("--sweep-width '\(sweepText)' has \(sweep.values.count) widths; a report takes at most 400 (each is a picture in the page)")
        }
        let sources = try ModelInputs(parsed.positionals, output: output).sources
        var inputs: [ReportBuilder.Input] = []
        for source in sources {
            let model = try ModelLoading.load(
                source, rootName: nil, lenient: parsed.lenient, passes: true, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(),
                screen: try parsed.screen(), output: output)
            let twin = try TwinDeclaration.twin(of: source).map {
                try ModelLoading.load(
                    $0, rootName: nil, lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(),
                    output: output
                ).root
            }
            // A model with geometry callbacks is laid out as compare lays it out (the passes and
            // the one program), so the two count its differences the same way.
            let layouts =
                model.needsPasses && twin == nil
                ? try FeedbackWindows.load(
                    source, model: model, parsed: parsed, screen: screen, tolerance: Comparison.defaultTolerance,
                    constraintEngine: constraintEngineFactory(try parsed.constraintEngine()))
                : nil
            inputs.append(ReportBuilder.Input(name: source.name, root: model.root, twin: twin ?? nil, layouts: layouts))
        }
        let data = ReportBuilder.build(
            inputs, widths: sweep.values, height: window.height, initialWidth: window.width, sweep: sweepText, safeArea: screen.safeArea)
        for model in data.models {
            for step in model.steps {
                if let error = step.error { output.writeError("\(model.name): width \(formatLength(step.width)): \(error)\n") }
            }
        }
        let html: String
        do {
            html = try ReportPage.html(data)
            try Data(html.utf8).write(to: URL(fileURLWithPath: out))
        } catch {
            throw CommandFailure(message: "framesolver: cannot write '\(out)': \(ModelSource.describe(error))")
        }
        // Counted as compare counts: a model differs where any view does; `compare` without
        // --fail-on-difference fails only on the unexplained ones.
        let disagreeing = data.models.filter { $0.summary.windowsDiffering > 0 }.count
        let unexplained = data.models.filter { $0.summary.unexplained > 0 }.count
        output.write(
            "wrote \(out): \(data.models.count) models, \(sweep.values.count) widths each, \(disagreeing) with differences (\(unexplained) unexplained), \(html.utf8.count / 1024) KiB\n"
        )
        return 0
    }
}
