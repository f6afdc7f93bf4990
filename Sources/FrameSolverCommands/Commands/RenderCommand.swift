import Foundation
import FrameSolver
import Rendering

/// `framesolver render FILE [--size WxH] [--root Name] [--engine negotiation|constraints|both]
/// --out PATH.svg|PATH.png [--scale S] [--strict]`: a picture of the layout (Sources/Rendering).
enum RenderCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.render, output: output) else { return 0 }
        let baseScreen = try parsed.screen()
        let presenting = parsed.flags.contains("presented")
        let engine = EngineChoice(rawValue: parsed.options["engine"] ?? "both") ?? .both
        guard let out = parsed.options["out"] else { throw UsageError("render needs --out PATH.svg or --out PATH.png") }
        let format = try PictureFormat(path: out)
        let scale = try parseScale(parsed.options["scale"], default: format == .png ? 2 : 1)

        let inputs = try ModelInputs(parsed.positionals, output: output)
        guard let source = inputs.sources.first, inputs.sources.count == 1 else {
            throw UsageError("render draws one model; give one FILE (a folder holds \(inputs.sources.count)), or use report for several")
        }
        let model = try ModelLoading.load(
            source, rootName: parsed.options["root"], lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(),
            presenting: presenting, output: output)
        let twin = try TwinDeclaration.twin(of: source).map {
            try ModelLoading.load(
                ModelSource(path: $0), rootName: nil, lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(),
                presenting: presenting, output: output
            ).root
        }
        // `--presented`: the presentation's content in its own window (Screen.presenting).
        let screen = model.presentation.map { baseScreen.presenting($0.style) } ?? baseScreen
        let window = screen.window
        let drawing: Drawing.Output
        do {
            drawing = try Drawing.draw(root: model.root, twin: twin ?? nil, window: window, engine: engine, options: RenderOptions(scale: scale), safeArea: screen.safeArea)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        try write(drawing.svg, to: out, format: format)
        var summary = "wrote \(out): \(drawing.picture.engine) layout, window \(window), \(drawing.picture.items.count) views drawn"
        if let comparison = drawing.comparison {
            summary += ", \(comparison.summary.differ) differ from the other engine"
        }
        output.write(summary + "\n")
        return 0
    }

    /// Writes an SVG as it is or rasterised to PNG.
    static func write(_ svg: String, to path: String, format: PictureFormat) throws {
        switch format {
        case .svg:
            do {
                try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure(message: "framesolver: cannot write '\(path)': \(error.localizedDescription)")
            }
        case .png:
            do {
                try PNGRasterizer.writePNG(svg, to: path)
            } catch {
                throw CommandFailure(message: "framesolver: \(error)")
            }
        }
    }

    /// `--scale S`: pixels per point, a finite number > 0.
    static func parseScale(_ text: String?, default value: Double) throws(UsageError) -> Double {
        guard let text else { return value }
        guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 16 else {
            throw UsageError("--scale must be a number of pixels per point above 0 and at most 16 (e.g. 2), not '\(text)'")
        }
        return scale
    }
}

/// The picture file's format, from its extension.
enum PictureFormat {
    case svg, png

    init(path: String) throws(UsageError) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        default: throw UsageError("--out '\(path)' must end in .svg or .png")
        }
    }
}
