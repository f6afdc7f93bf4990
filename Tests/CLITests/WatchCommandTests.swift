import Foundation
import Testing

@testable import FrameSolverCommands

/// `framesolver watch`: a layout at the start and after every change, errors reported and the
/// watch going on. The loop's stop closure edits the file, so the test runs on one thread.
@Suite("framesolver watch")
struct WatchCommandTests {
    @Test("lays out at the start and after each change; an error is reported and the watch goes on")
    func changes() throws {
        let file = try TemporaryModel("Color.red.frame(width: 10, height: 20)")
        defer { file.remove() }
        let parsed = try ParsedArguments([file.path, "--size", "100x100", "--interval", "0.01", "--strict"], spec: CommandTable.watch)
        let settings = try WatchCommand.Settings(parsed)
        let output = BufferedOutput()
        var calls = 0
        WatchCommand.watch(settings, output: output) {
            calls += 1
            switch calls {
            case 2: try? "Color.red.frame(width: 30, height: 40)".write(toFile: file.path, atomically: true, encoding: .utf8)
            case 4: try? "Widget()".write(toFile: file.path, atomically: true, encoding: .utf8)
            case 6: try? "Color.red.frame(width: 30, height: 40)".write(toFile: file.path, atomically: true, encoding: .utf8)
            default: break
            }
            return calls == 8
        }
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(output.standardOutput)")
        // Two nodes (the frame and its Color, I.4); a 10 x 20 frame centred in 100 x 100:
        // x = (100 - 10) / 2 = 45, y = (100 - 20) / 2 = 40.
        #expect(lines.first?.hasSuffix(": 2 views, negotiation engine, window 100x100, root (x 45, y 40, w 10, h 20)") == true)
        // 30 x 40: x = 35, y = 30.
        #expect(lines.dropFirst().first?.hasSuffix("root (x 35, y 30, w 30, h 40)") == true)
        #expect(lines.dropFirst(2).first?.hasSuffix("error (see above); waiting for the next change") == true)
        #expect(output.standardError.contains("\(file.path):1:1: error: unknown view 'Widget'"))
        #expect(lines.last?.hasSuffix("root (x 35, y 30, w 30, h 40)") == true)
    }

    @Test("--render draws the picture again after each layout")
    func render() throws {
        let file = try TemporaryModel("Color.red.frame(width: 10, height: 20).id(\"box\")")
        defer { file.remove() }
        let picture = (file.path as NSString).deletingLastPathComponent + "/picture.svg"
        let parsed = try ParsedArguments([file.path, "--size", "100x100", "--interval", "0.01", "--render", picture], spec: CommandTable.watch)
        let output = BufferedOutput()
        var calls = 0
        var first = ""
        WatchCommand.watch(try WatchCommand.Settings(parsed), output: output) {
            calls += 1
            if calls == 2 {
                first = (try? String(contentsOfFile: picture, encoding: .utf8)) ?? ""
                try? "Color.red.frame(width: 30, height: 40).id(\"box\")".write(toFile: file.path, atomically: true, encoding: .utf8)
            }
            return calls == 3
        }
        #expect(output.standardOutput.components(separatedBy: ", drew \(picture)").count == 3, "\(output.standardOutput)\(output.standardError)")
        let second = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(first.hasPrefix("<svg") || first.hasPrefix("<?xml"))
        #expect(second.contains("box"))
        #expect(first != second)
    }

    @Test("watch takes one file, not standard input, and a sane interval")
    func usage() {
        #expect(framesolver("watch").code == 2)
        #expect(framesolver("watch", "-").standardError.contains("standard input cannot change"))
        #expect(framesolver("watch", "a.layout", "b.layout").code == 2)
        #expect(framesolver("watch", "a.layout", "--interval", "0").standardError.contains("--interval"))
    }
}
