import Foundation
import FrameSolverCommands
import ModelLanguage
import NegotiationEngine
import TestSupport
import Testing
import ViewTree

@testable import FrameSolverCommands

/// The README's command lines run, and their printed output compared with the README's.
@Suite("README: commands and models")
struct CommandExampleTests {
    /// Runs `framesolver` in-process on the README's relative paths (made absolute, and the
    /// package root taken out of the output again, so no test changes the current directory).
    private func framesolver(_ arguments: [String]) -> (code: Int32, out: String) {
        let root = packageRoot().path + "/"
        let output = BufferedOutput()
        let code = runFrameSolver(arguments.map { $0.hasPrefix("Models/") ? root + $0 : $0 }, output: output)
        return (code, output.standardOutput.replacingOccurrences(of: root, with: ""))
    }

    @Test("the first command's real output is the README's")
    func quickStart() throws {
        let commands = try #require(Readme.block(containing: "swift run framesolver solve"))
        let line = try #require(commands.split(separator: "\n").first { $0.contains("swift run framesolver") })
        let arguments = line.components(separatedBy: "swift run framesolver ")[1].split(separator: " ").map(String.init)
        let printed = try #require(Readme.block(containing: "negotiation engine, window"))
        let run = framesolver(arguments)
        #expect(run.code == 0)
        #expect(run.out == printed + "\n")
    }

    @Test("the JSON example is what solve prints")
    func json() throws {
        let printed = try #require(Readme.blocks.first { $0.language == "json" }?.body)
        let run = framesolver(["solve", "Models/size-view-scale-effect.layout", "--device", "none", "--format", "json"])
        #expect(run.code == 0)
        #expect(run.out == printed + "\n")
    }

    @Test("every option in the CLI synopsis is one its command accepts")
    func synopsis() throws {
        let synopsis = try #require(Readme.block(containing: "framesolver solve FILE..."))
        for line in synopsis.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            #expect(words.first == "framesolver")
            var path = [words[1]]
            if words.count > 2, CommandTable.spec([words[1], words[2]]) != nil { path.append(words[2]) }
            if path == ["help"] { continue }
            let spec = try #require(CommandTable.spec(path), "\(line)")
            let options = words.flatMap { $0.matches(of: /--[a-z-]+/).map { String($0.output.dropFirst(2)) } }
            for option in options where option != "help" && option != "version" {
                #expect(spec.option(named: option) != nil, "\(line): --\(option)")
            }
        }
    }

    @Test("the model example loads strictly and lays out as computed by hand")
    func modelExample() throws {
        let text = try #require(Readme.block(containing: "struct Card: View"))
        let model = try ModelLanguage.load(text, file: "README.md", options: LoadOptions(lenient: false))
        #expect(model.warnings.isEmpty)
        let result = try NegotiationEngine().layout(model.root, in: ProposedSize(width: 390, height: 844))
        // padding 16 proposes 358 wide. The Text (headline 17 pt, "Hello": 5 x 8.5 = 42.5 x
        // 20.4) is sized first; the image fits 16:9 in 358: 358 x 201.375. VStack: 358 x
        // (201.375 + 8 + 20.4 = 229.775); padded 390 x 261.775, centred: y = (844 - 261.775) / 2
        // = 291.1125. The title: x 16, y 291.1125 + 16 + 201.375 + 8 = 516.4875.
        let title = try #require(result[id: "title"])
        #expect(abs(title.frame.x - 16) < 1e-9)
        #expect(abs(title.frame.y - 516.4875) < 1e-9)
        #expect(abs(title.frame.width - 42.5) < 1e-9)
        #expect(abs(title.frame.height - 20.4) < 1e-9)
    }
}
