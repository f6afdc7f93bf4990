import Foundation
import ModelLanguage
import TestSupport
import Testing
import ViewTree

/// No input crashes or hangs the parser: every variant loads or fails with a ModelError.
@Suite("Robustness")
struct RobustnessTests {
    /// Loads `text`; any outcome but a ModelError-or-success is impossible by the typed throw,
    /// so reaching the end is the check (a crash or hang would fail the run).
    @discardableResult
    func survive(_ text: String) -> Bool {
        do {
            _ = try ModelLanguage.load(text, file: "fuzz.layout")
            return true
        } catch {
            #expect(error.diagnostic.line >= 1)
            #expect(error.diagnostic.column >= 1)
            return false
        }
    }

    @Test("truncations at 50 cut points of every model", arguments: modelFiles.map(modelName))
    func truncations(_ name: String) {
        let characters = Array(modelText(modelsDirectory.appendingPathComponent(name)))
        for step in 0...50 {
            survive(String(characters.prefix(characters.count * step / 50)))
        }
    }

    @Test("50 seeded shuffles of lines and tokens of every model", arguments: modelFiles.map(modelName))
    func shuffles(_ name: String) {
        let text = modelText(modelsDirectory.appendingPathComponent(name))
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        for round in 0..<50 {
            switch round % 3 {
            case 0:
                survive(lines.shuffled(using: &generator).joined(separator: "\n"))
            case 1:
                var mixed = tokens
                for _ in 0..<4 {
                    let i = Int.random(in: 0..<mixed.count, using: &generator), j = Int.random(in: 0..<mixed.count, using: &generator)
                    mixed.swapAt(i, j)
                }
                survive(mixed.joined(separator: " "))
            default:
                var characters = Array(text)
                for _ in 0..<3 where !characters.isEmpty {
                    characters.remove(at: Int.random(in: 0..<characters.count, using: &generator))
                }
                survive(String(characters))
            }
        }
    }

    @Test("hostile inputs: huge ranges, self-nesting, odd characters, long expressions")
    func hostile() {
        #expect(!survive("VStack { ForEach(0..<1_000_000_000) { _ in Color.red } }"))
        #expect(!survive("VStack { ForEach(0..<5000) { _ in HStack { ForEach(0..<5000) { _ in Color.red } } } }"))
        #expect(!survive("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A(); A() } }"))
        #expect(!survive("Color.red.frame(width: 1e999)"))
        #expect(!survive("\u{0}\u{7}§"))
        #expect(!survive("/* unterminated"))
        #expect(!survive(String(repeating: "(", count: 5000)))
        #expect(!survive(String(repeating: "{", count: 5000) + String(repeating: "}", count: 5000)))
        #expect(!survive("Color.red.frame(width: " + Array(repeating: "1", count: 5000).joined(separator: " + ") + ")"))
        #expect(survive("Color.red.frame(width: " + Array(repeating: "1", count: 500).joined(separator: " + ") + ")"))
        #expect(!survive(""))
    }

    @Test("1,000-deep nesting of views loads; beyond the limit is a clear error")
    func deepNesting() throws {
        let deep = String(repeating: "VStack {\n", count: 1_000) + "Color.red\n" + String(repeating: "}\n", count: 1_000)
        let model = try ModelLanguage.load(deep, file: "deep.layout")
        #expect(model.root?.depth == 1_001)
        let tooDeep = String(repeating: "VStack {\n", count: 2_100) + "Color.red\n" + String(repeating: "}\n", count: 2_100)
        do {
            _ = try ModelLanguage.load(tooDeep, file: "deep.layout")
            Issue.record("expected the nesting limit")
        } catch {
            #expect(error.diagnostic.message == "nesting is too deep (more than 2000 levels)")
        }
        let modifiers = "Color.red" + String(repeating: ".padding(1)", count: 1_000)
        #expect(try ModelLanguage.load(modifiers, file: "chain.layout").root?.depth == 1_001)
        #expect(!survive("Color.red" + String(repeating: ".padding(1)", count: 20_000)))
    }
}
