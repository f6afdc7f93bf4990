import Foundation
import Testing

/// One class of malformed input: the file, and where and what the error must say.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    /// An extra line stderr must contain (`expected …`, `did you mean …`), if any.
    var hint: String?

    var testDescription: String { name }
}

/// Each malformed input class through `framesolver solve`: exit 2, and standard error shows
/// `file:line:column: error: message`, the source line and a caret under the column.
@Suite("Malformed models")
struct MalformedModelTests {
    static let cases: [MalformedCase] = [
        // "            Txt" : the name starts after 12 spaces -> column 13.
        MalformedCase(
            name: "unknown view",
            text: """
                struct Card: View {
                    var body: some View {
                        VStack {
                            Txt("Hello")
                        }
                    }
                }
                """, line: 4, column: 13, message: "unknown view 'Txt'", hint: "did you mean 'Text'?"),
        // "        .paddin(8)": the dot is column 9, the name column 10.
        MalformedCase(
            name: "unknown modifier",
            text: """
                VStack {
                    Text("a")
                        .paddin(8)
                }
                """, line: 3, column: 10, message: "unknown modifier 'paddin'", hint: "did you mean 'padding'?"),
        // "    Color.red.frame(" is 20 characters: the label starts at column 21.
        MalformedCase(
            name: "wrong label",
            text: """
                HStack {
                    Color.red.frame(widht: 100)
                }
                """, line: 2, column: 21, message: "wrong argument label 'widht:' in call to 'frame'", hint: "did you mean 'width'?"),
        // "    Color.red.frame(width: " is 27 characters: the string starts at column 28.
        MalformedCase(
            name: "type mismatch",
            text: """
                HStack {
                    Color.red.frame(width: "wide")
                }
                """, line: 2, column: 28, message: "type mismatch: 'frame' expects a number for 'width:', got a string",
            hint: "expected a number"),
        // The HStack's brace (line 4, column 20) is the one left open: its closer is mis-indented.
        MalformedCase(
            name: "unclosed brace",
            text: """
                struct A: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Text("a")
                            Text("b")
                        }
                    }
                }

                """, line: 4, column: 20, message: "unclosed '{'", hint: "expected a matching '}'"),
    ]

    /// `--strict`: lenient mode (the default) would replace an unknown view or
    /// modifier with a placeholder and a warning; these classes are errors in strict mode.
    @Test("the message, position and caret are on standard error, exit code 2", arguments: cases)
    func malformed(_ example: MalformedCase) throws {
        let file = try TemporaryModel(example.text)
        defer { file.remove() }
        let run = framesolver("solve", file.path, "--strict")
        #expect(run.code == 2)
        #expect(run.standardOutput.isEmpty)
        let lines = run.errorLines
        try #require(lines.count >= 3, "stderr: \(run.standardError)")
        #expect(lines[0] == "\(file.path):\(example.line):\(example.column): error: \(example.message)")
        let sourceLine = example.text.split(separator: "\n", omittingEmptySubsequences: false)[example.line - 1]
        #expect(lines[1] == sourceLine)
        #expect(lines[2] == String(repeating: " ", count: example.column - 1) + "^")
        if let hint = example.hint {
            #expect(lines.contains(hint), "stderr: \(run.standardError)")
        }
    }

    @Test("a malformed model's JSON is an error document holding standard error's diagnostic, no layout")
    func errorDocument() throws {
        let file = try TemporaryModel("VStack {\n    Txt(\"a\")\n}")
        defer { file.remove() }
        let run = framesolver("solve", file.path, "--format", "json", "--strict")
        #expect(run.code == 2)
        #expect(run.standardError.hasPrefix("\(file.path):2:5: error: unknown view 'Txt'"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["schema", "file", "error"])
        #expect(document["file"] as? String == file.path)
        // The whole diagnostic (message, source line, caret, suggestion), without the last newline.
        #expect(document["error"] as? String == String(run.standardError.dropLast()))
        #expect(run.standardOutput.filter { $0 == "\n" }.count == 1)
    }

    @Test("control characters in the quoted source line are shown as symbols, the caret still under the column")
    func controlCharacters() throws {
        // A NUL (column 10) and an escape sequence before it: echoed raw they reached the
        // terminal; shown as ␛ and ␀ they take one column each, as the raw bytes did.
        let file = try TemporaryModel("Color.red\u{1B}[1m\u{0}\n")
        defer { file.remove() }
        let run = framesolver("solve", file.path, "--strict")
        #expect(run.code == 2)
        #expect(!run.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(run.standardError.debugDescription)")
        let lines = run.errorLines
        try #require(lines.count >= 3, "\(run.standardError)")
        #expect(lines[0] == "\(file.path):1:10: error: unexpected character '\\u{1B}'", "\(lines[0])")
        #expect(lines[1] == "Color.red\u{241B}[1m\u{2400}")
        #expect(lines[2] == String(repeating: " ", count: 9) + "^")
    }
}
