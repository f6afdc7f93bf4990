import Foundation
import FrameSolver
import LinearProgramming

/// `framesolver lp FILE... [--size WxH] [--root Name] [--strict] [--jobs N]`: the compiled
/// program of the piece that contains the window, with the window fixed, in CPLEX LP format
/// (`glpsol --lp` solves it). Comments name the piece's window range, why it ends there, and
/// what every short name stands for (view path, modifier, model line).
enum LPCommand {
    /// What `--stats` says of branch and bound: whether a piece needs it, and its time limit.
    static func branchAndBound(_ binaries: Int, limit: Double?) -> String {
        guard binaries > 0 else { return "none (no binaries: the piece is an LP)" }
        let bound = limit.map { "stops with an error after \(formatLength($0)) s" } ?? "has no time limit"
        return "over \(binaries) binar\(binaries == 1 ? "y" : "ies") when the binaries guessed from the window do not fit, under --constrain and in query; each search \(bound)"
    }

    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.lp, output: output) else { return 0 }
        let screen = try parsed.screen()
        let window = screen.window
        let host = ScreenHost(screen)
        let inputs = try ModelInputs(parsed.positionals, output: output)
        let jobs = try parsed.jobs(default: ProcessInfo.processInfo.activeProcessorCount)
        return try ModelBatch.run(inputs, jobs: jobs, json: false, output: output) { source, output in
            let model = try ModelLoading.load(source, rootName: parsed.options["root"], lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(), output: output)
            let compiled = try parsed.constraintEngine().compile(host.hosted(model.root))
            defer { compiled.close() }
            let program: LPModel
            let piece: PieceSummary
            do throws(LayoutError) {
                (program, piece) = try compiled.program(for: window)
            } catch {
                throw CommandErrors.failure(error, file: source.name)
            }
            if parsed.flags.contains("stats") {
                output.write(
                    "\(source.name), window \(window): piece \(piece.range)\n  \(piece.statistics)\n"
                        + "  splits: \(piece.causeCount) narrowed the piece, \(piece.binaryCapSplits) of them at a clamp's switch for the 64-binary cap;"
                        + " \(compiled.passCount) pass\(compiled.passCount == 1 ? "" : "es") over the tree\n"
                        + "  branch and bound: \(branchAndBound(piece.binaries, limit: compiled.options.branchAndBoundTimeLimit))\n")
                return 0
            }
            let exported: LPExport
            do {
                exported = try program.export(.cplexLP)
            } catch {
                throw CommandFailure(message: "framesolver: cannot write the program: \(error)")
            }
            // On a device the program is the hosted tree's: view 0 is the safe area's padding.
            let hostNote = screen.safeArea.isZero ? [] : ["\\ safe area \(screen.safeArea): view 0 is its padding, the model's root is 0.0"]
            let header = ["\\ framesolver lp \(CPLEXNames.oneLine(source.name)), window \(window)", "\\ \(CPLEXNames.oneLine("\(piece)"))"] + hostNote
                + LPPresentation.summary(piece)
            output.write(header.joined(separator: "\n") + "\n" + LPPresentation.groupedByView(exported, program))
            return 0
        }
    }
}
