import Testing

@testable import ModelLanguage

/// Numbers as Swift types them: integer division between `Int`s, and `String(format:)` with
/// every argument, each conversion given the type it reads.
@Suite("Integer division and String(format:)")
struct NumberTypingTests {
    @Test("a format's conversions, by hand")
    func formats() {
        // %d of 1.9 is 1 (truncated, as Int(1.9)); %02d pads; %.1f rounds; %@ is the text;
        // %% is a percent sign; %2$@ %1$@ swaps.
        #expect(StringFormat.format("%d:%02d", [(1.9, "1.9"), (5, "5")]) == "1:05")
        #expect(StringFormat.format("%.1f%%", [(68.26, "68.26")]) == "68.3%")
        #expect(StringFormat.format("%@ of %@", [(nil, "3"), (nil, "7")]) == "3 of 7")
        #expect(StringFormat.format("%2$@ %1$@", [(nil, "world"), (nil, "hello")]) == "hello world")
        #expect(StringFormat.format("%ld items, %x", [(12, "12"), (255, "255")]) == "12 items, ff")
        #expect(StringFormat.format("%5.2f|%-4d|", [(3.14159, ""), (7, "")]) == " 3.14|7   |")
        // A number conversion without a number, a missing argument, a '*' width: not read.
        #expect(StringFormat.format("%d", [(nil, "abc")]) == nil)
        #expect(StringFormat.format("%d %d", [(1, "1")]) == nil)
        #expect(StringFormat.format("%*d", [(3, "3"), (1, "1")]) == nil)
    }

    @Test("Int division truncates; CGFloat and literal-only division do not")
    func integerDivision() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Clock: View {
                let elapsed: Double = 95
                var count = 7
                let width: CGFloat = 7
                func format(_ t: Double) -> String {
                    let minutes = Int(t) / 60
                    let seconds = Int(t) % 60
                    return String(format: "%d:%02d", minutes, seconds)
                }
                func half(_ n: Int) -> Int { n / 2 }
                var body: some View {
                    VStack {
                        Text(format(elapsed))
                        Text("\\(count / 2) \\(width / 2) \\(half(9)) \\([1, 2, 3].count / 2) \\(-count / 2)")
                        Text("\\(Int(elapsed) / 60 * 60) \\(Double(count) / 2) \\(7 / 2)")
                    }
                }
            }
            """)
        // 95 s: Int(95) / 60 = 1, 95 % 60 = 35. count = 7 is an Int (an integer literal):
        // 7 / 2 = 3; width is a CGFloat: 3.5; half(9) = 4; 3 / 2 = 1; -count / 2 = -3 (toward 0).
        // Int(95) / 60 * 60 = 60; Double(7) / 2 = 3.5; a literal alone takes its context's
        // type, here left a Double: 3.5.
        #expect(found == ["1:35", "3 3.5 4 1 -3", "60 3.5 3.5"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("Int of a value with no Int is an error where Swift would stop", arguments: ["1e300", ".nan", "-.infinity"])
    func intOutOfRange(_ value: String) throws {
        let source = "struct V: View {\n    var body: some View {\n        Text(\"\\(Int(\(value)))\")\n    }\n}"
        #expect {
            _ = try ModelLanguage.load(source, file: "v.layout", options: LoadOptions())
        } throws: { error in
            guard let error = error as? ModelError else { return false }
            return error.diagnostic.message.contains("has no Int value") && error.diagnostic.line == 3
        }
    }

    @Test("a range's elements are Ints: ForEach and for-in divide them as Ints")
    func rangeElements() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            func rows(_ n: Int) -> String {
                var text = ""
                for i in 0..<n { text += "\\(i / 2)" }
                return text
            }
            struct Grid3: View {
                var body: some View {
                    VStack {
                        ForEach(0..<5) { i in Text("\\(i / 3)") }
                        Text(rows(5))
                        ForEach([4.0, 5.0], id: \\.self) { x in Text("\\(x / 2)") }
                    }
                }
            }
            """)
        // 0...4 over 3: 0, 0, 0, 1, 1; 0...4 over 2: 0 0 1 1 2; an array of Doubles is not a
        // range: 2 and 2.5.
        #expect(found == ["0", "0", "0", "1", "1", "00112", "2", "2.5"])
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

