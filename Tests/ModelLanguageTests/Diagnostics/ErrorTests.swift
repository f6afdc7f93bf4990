import ModelLanguage
import Testing
import ViewTree

/// Malformed input: the diagnostic's line, column, message, expectation and suggestion.
@Suite("Errors")
struct ErrorTests {
    func check(
        _ text: String, line: Int, column: Int, message: String, expected: String? = nil, suggestion: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let d = loadError(text, sourceLocation: sourceLocation) else { return }
        #expect(d.file == "test.layout", sourceLocation: sourceLocation)
        #expect(d.line == line, sourceLocation: sourceLocation)
        #expect(d.column == column, sourceLocation: sourceLocation)
        #expect(d.message == message, sourceLocation: sourceLocation)
        if let expected { #expect(d.expected == expected, sourceLocation: sourceLocation) }
        #expect(d.suggestion == suggestion, sourceLocation: sourceLocation)
    }

    @Test("a control character is named by its escape, and shown as a symbol in the quoted line")
    func controlCharacter() {
        check("Color.red\u{0}", line: 1, column: 10, message: "unexpected character '\\0'")
        // ESC, DEL and a C1 code (U+0085) each one character wide, so the caret under column 4
        // (the DEL) stays under it; a tab is kept.
        let diagnostic = ModelDiagnostic(file: "t.layout", line: 1, column: 4, message: "m", sourceLine: "\ta\u{1B}\u{7F}\u{85}b")
        let lines = diagnostic.description.split(separator: "\n").map(String.init)
        #expect(lines[1] == "\ta\u{241B}\u{2421}\u{FFFD}b")
        #expect(lines[2] == "\t  ^")
    }

    @Test("unknown view, with a near spelling")
    func unknownView() {
        check("VStack {\n    Txt(\"a\")\n}", line: 2, column: 5, message: "unknown view 'Txt'", suggestion: "Text")
        check("VStack {\n    Frobnicate()\n}", line: 2, column: 5, message: "unknown view 'Frobnicate'")
    }

    @Test("unknown modifier, with a near spelling")
    func unknownModifier() {
        check(
            "Text(\"a\")\n    .paddin(8)", line: 2, column: 6, message: "unknown modifier 'paddin'",
            expected: "a modifier such as padding, frame or background (without --strict, lenient mode uses a placeholder here)", suggestion: "padding")
    }

    @Test("wrong label")
    func wrongLabel() {
        check(
            "Color.red.frame(widht: 100)", line: 1, column: 17, message: "wrong argument label 'widht:' in call to 'frame'",
            expected: "frame(width:height:alignment:) or frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
            suggestion: "width")
        check("RoundedRectangle(12)", line: 1, column: 18, message: "missing argument label 'cornerRadius:' in call to 'RoundedRectangle'")
        check("Text(text: \"a\")", line: 1, column: 6, message: "extraneous argument label 'text:' in call to 'Text'")
    }

    @Test("type mismatch")
    func typeMismatch() {
        check(
            "Color.red.frame(width: \"wide\")", line: 1, column: 24,
            message: "type mismatch: 'frame' expects a number for 'width:', got a string", expected: "a number")
        check(
            "Color.red.frame(width: 10, alignment: .topleading)", line: 1, column: 39,
            message: "type mismatch: 'frame' expects an alignment such as .topLeading for 'alignment:', got '.topleading'",
            suggestion: "topLeading")
        check(
            "struct S: View {\n    let ratio: CGFloat\n    var body: some View { Color.red }\n}\nS(ratio: \"x\")", line: 5, column: 10,
            message: "type mismatch: 'S' expects a number for 'ratio:', got a string")
    }

    @Test("unclosed brace: the brace most likely left open")
    func unclosedBrace() {
        check(
            "struct A: View {\n    var body: some View {\n        VStack {\n            HStack {\n                Text(\"a\")\n            Text(\"b\")\n        }\n    }\n}\n",
            line: 4, column: 20, message: "unclosed '{'", expected: "a matching '}'")
        check("VStack {\n    Text(\"a\")\n", line: 1, column: 8, message: "unclosed '{'")
        check("Text(\"a\")\n}", line: 2, column: 1, message: "unexpected '}' with no matching '{'")
    }

    @Test("unterminated string")
    func unterminatedString() {
        check(
            "VStack {\n    Text(\"Hello)\n}", line: 2, column: 10, message: "unterminated string literal",
            expected: "a closing '\"' on the same line")
    }

    @Test("bad number")
    func badNumber() {
        check("Color.red.padding(12px)", line: 1, column: 19, message: "invalid number '12px'", expected: "a number such as 12, 0.5 or 1_000")
        check("Color.red.padding(1.2.3)", line: 1, column: 19, message: "invalid number '1.2.3'")
    }

    @Test("other syntax errors name what was expected")
    func syntax() {
        check("VStack {\n    Text(\"a\" Text(\"b\")\n}", line: 2, column: 14, message: "unexpected 'Text'", expected: "',' or ')' in the argument list")
        check("Text(\"a\") Text(\"b\")", line: 1, column: 11, message: "unexpected 'Text'", expected: "a new line or ';' between statements")
        check("Text(\"a\")\nText(\"b\")", line: 2, column: 1, message: "a second top-level view; the root was already given at line 1")
        check("Color.blu", line: 1, column: 7, message: "unknown color 'Color.blu'", suggestion: "blue")
        check("Color.red.frame(width: widht)\n", line: 1, column: 24, message: "unknown name 'widht'")
        check(
            "struct A: View {\n    var body: some View { A() }\n}", line: 2, column: 27,
            message: "the custom view 'A' nests too deeply (more than 6000 evaluated levels)", expected: "a view that does not contain itself")
    }

    @Test("the description renders file, line, column, the line, a caret, expected and suggestion")
    func rendering() throws {
        let d = try #require(loadError("Text(\"a\")\n    .paddin(8)"))
        #expect(
            d.description == """
                test.layout:2:6: error: unknown modifier 'paddin'
                    .paddin(8)
                     ^
                expected a modifier such as padding, frame or background (without --strict, lenient mode uses a placeholder here)
                did you mean 'padding'?

                """)
    }

    @Test("lenient mode: unknown views become placeholders, unknown modifiers are ignored, with warnings")
    func lenient() throws {
        let model = try load("VStack {\n    Widget()\n    Text(\"a\").shimmer()\n}", lenient: true)
        let root = try #require(model.root)
        #expect(root.children[0].attributes.placeholder)
        // In a stack the placeholder keeps its ideal size: a fixed 100x44 frame.
        #expect(root.children[0].kind == .frame(FixedFrame(width: 100, height: 44)))
        #expect(root.children[0].children[0].kind == .shape(.other("Widget")))
        #expect(root.children[0].children[0].attributes.placeholder)
        #expect(root.children[1].kind == .text("a"))
        #expect(
            model.warnings.map { "\($0.line):\($0.column) \($0.message)" } == [
                "2:5 unknown view or type 'Widget' replaced by a placeholder (as a view, a box of ideal size 100x44; as data, placeholder data)",
                "3:15 unknown modifier 'shimmer' ignored",
            ])
    }
}
