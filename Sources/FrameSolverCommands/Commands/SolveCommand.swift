import Foundation
import FrameSolver

/// `framesolver solve FILE [--size WxH] [--root Name] [--engine negotiation|constraints]
/// [--format table|json] [--pixel-scale S] [--strict]`.
enum SolveCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, options: ["size", "root", "engine", "format", "pixel-scale", "encoding"], flags: ["help", "strict"])
        if parsed.flags.contains("help") {
            output.write(HelpText.solve)
            return 0
        }
        let path = try parsed.file(of: "solve")
        let window = try parsed.window()
        let format = try parsed.outputFormat()
        var pixelScale: Double?
        if let text = parsed.options["pixel-scale"] {
            guard let scale = Double(text), scale > 0, scale.isFinite else {
                throw UsageError("--pixel-scale must be a positive number of pixels per point (2 rounds to 0.5 pt), not '\(text)'")
            }
            pixelScale = scale
        }
        let engineName = parsed.options["engine"] ?? "negotiation"
        let engine: any LayoutEngine
        switch engineName {
        case "negotiation": engine = NegotiationEngine()
        case "constraints": engine = try parsed.constraintEngine()
        default: throw UsageError("--engine must be negotiation or constraints, not '\(engineName)'")
        }
        let model = try ModelLoading.load(path, rootName: parsed.options["root"], lenient: !parsed.flags.contains("strict"), output: output)
        let result: LayoutResult
        do {
            let exact = try engine.layout(model.root, in: window)
            result = pixelScale.map { exact.roundedToPixels(scale: $0) } ?? exact
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        for warning in result.warnings { output.writeError("\(warning)\n") }
        output.write((format == "json" ? JSONLayoutWriter.document(result) : TableLayoutWriter.document(result)) + "\n")
        return 0
    }
}

/// Reading a model file, with its errors turned into command failures. Lenient mode (the
/// default of solve and compare) replaces what the file does not define by placeholders, each
/// with a warning on standard error.
enum ModelLoading {
    static func load(_ path: String, rootName: String?, lenient: Bool = false, output: CommandOutput) throws -> LoadedModel {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CommandFailure(message: "framesolver: cannot read '\(path)': no such file or not UTF-8 text")
        }
        do {
            let model = try ModelLanguage.load(text, file: path, rootName: rootName, options: LoadOptions(lenient: lenient))
            for warning in model.warnings { output.writeError("\(warning)\n") }
            return model
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
