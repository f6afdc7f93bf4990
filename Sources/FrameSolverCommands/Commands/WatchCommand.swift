import Dispatch
import Foundation
import FrameSolver
import Rendering
import Synchronization

/// `framesolver watch FILE [--size WxH] [--root Name] [--engine E] [--strict] [--tree]
/// [--render PATH.svg|PATH.png] [--interval S]`: lays the model out again (and draws it again
/// with `--render`) whenever the file changes, printing its diagnostics or a one-line summary
/// (the tree too with `--tree`); Ctrl-C ends it with exit 0.
///
/// The file is polled (its modification time, size and text) rather than watched through
/// inotify: editors that save by replacing the file would otherwise end the watch.
enum WatchCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.watch, output: output) else { return 0 }
        let settings = try Settings(parsed)
        let (interrupted, source) = Interruption.install()
        defer { Interruption.remove(source) }
        watch(settings, output: output, stop: { interrupted.isSet })
        output.writeError("framesolver: watch stopped\n")
        return 0
    }

    /// What one watch lays out, read from its command line.
    struct Settings {
        var path: String
        var window: ProposedSize
        var screen: Screen
        var rootName: String?
        var lenient: Bool
        var textMetrics: TextMetricsModel
        var bars: BarMetrics?
        var constraints: Bool
        var tree: Bool
        var interval: Double
        /// `--render PATH`: the picture drawn after each layout, and its format.
        var render: (path: String, format: PictureFormat)?

        init(_ parsed: ParsedArguments) throws(UsageError) {
            path = parsed.positionals[0]
            guard path != "-" else { throw UsageError("watch needs a file; standard input cannot change") }
            screen = try parsed.screen()
            window = screen.window
            rootName = parsed.options["root"]
            lenient = parsed.lenient
            textMetrics = try parsed.textMetrics()
            bars = try parsed.bars()
            constraints = parsed.options["engine"] == "constraints"
            tree = parsed.flags.contains("tree")
            let text = parsed.options["interval"] ?? "0.2"
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0.01 else {
                throw UsageError("--interval must be a number of seconds >= 0.01, not '\(text)'")
            }
            interval = seconds
            if let path = parsed.options["render"] { render = (path, try PictureFormat(path: path)) }
        }
    }

    /// Polls the file every `interval` until `stop()` is true, laying it out at the start and
    /// after every change.
    static func watch(_ settings: Settings, output: CommandOutput, stop: () -> Bool) {
        var seen: FileState?
        while !stop() {
            let state = FileState(path: settings.path)
            if state != seen {
                seen = state
                output.write(layOut(settings, output: output) + "\n")
            }
            Thread.sleep(forTimeInterval: settings.interval)
        }
    }

    /// One layout of the file as it is now: the summary line (after the tree with `--tree`);
    /// errors and warnings go to standard error.
    static func layOut(_ settings: Settings, output: CommandOutput) -> String {
        let time = timeFormatter.string(from: Date())
        let source = ModelSource(path: settings.path)
        do {
            let model = try ModelLoading.load(source, rootName: settings.rootName, lenient: settings.lenient, textMetrics: settings.textMetrics, bars: settings.bars, screen: settings.screen, output: output)
            let engine: any LayoutEngine = settings.constraints ? ConstraintEngine() : NegotiationEngine()
            let result: LayoutResult
            do {
                result = try ScreenHost(settings.screen).layout(model.root, in: settings.window, with: engine)
            } catch {
                throw CommandFailure(message: "\(error)")
            }
            for warning in result.warnings { output.writeError("\(warning)\n") }
            var drawn = ""
            if let render = settings.render {
                let engine: EngineChoice = settings.constraints ? .constraints : .negotiation
                let scale: Double = render.format == .png ? 2 : 1
                let drawing: Drawing.Output
                do {
                    drawing = try Drawing.draw(root: model.root, window: settings.window, engine: engine, options: RenderOptions(scale: scale), safeArea: settings.screen.safeArea)
                } catch {
                    throw CommandFailure(message: "\(error)")
                }
                try RenderCommand.write(drawing.svg, to: render.path, format: render.format)
                drawn = ", drew \(render.path)"
            }
            let placeholders = result.nodes.count { $0.placeholder }
            let root = result.nodes.first.map { " root \($0.frame)" } ?? ""
            let summary =
                "[\(time)] \(source.name): \(result.nodes.count) views, \(result.engine) engine, window \(settings.window),\(root)"
                + (placeholders > 0 ? ", \(placeholders) placeholders" : "") + drawn
            return (settings.tree ? TableLayoutWriter.document(result, screen: settings.screen) + "\n" : "") + summary
        } catch {
            output.writeError(CommandErrors.message(error))
            return "[\(time)] \(source.name): error (see above); waiting for the next change"
        }
    }

    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
}

/// What decides that a watched file changed: its modification time, size and text.
struct FileState: Equatable {
    var modified: Date?
    var size: Int?
    var text: String?

    init(path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        modified = attributes?[.modificationDate] as? Date
        size = (attributes?[.size] as? NSNumber)?.intValue
        text = try? String(contentsOfFile: path, encoding: .utf8)
    }
}

/// Ctrl-C while watching: SIGINT sets a flag the watch loop reads, so it ends cleanly.
final class Interruption: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Whether SIGINT arrived since the interruption was installed.
    var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Turns SIGINT into `isSet` (instead of the default exit) until `remove(_:)`.
    static func install() -> (Interruption, DispatchSourceSignal) {
        let interruption = Interruption()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { interruption.flag.store(true, ordering: .relaxed) }
        source.resume()
        return (interruption, source)
    }

    /// Gives SIGINT back its default action.
    static func remove(_ source: DispatchSourceSignal) {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
