import ModelLanguage
import Testing
import ViewTree

/// String methods views compute with, and `textCase`, which changes the strings Text shows
/// (so a measured font measures the letters shown). Expected texts worked out by hand.
@Suite("String methods and text case")
struct StringMethodTests {
    @Test("split, components, hasPrefix, hasSuffix, contains, replacingOccurrences, reversed, suffix, dropFirst")
    func stringMethods() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Names: View {
                let name = "ada lovelace"
                var body: some View {
                    VStack {
                        Text(name.split(separator: " ").map { $0.capitalized }.joined(separator: " "))
                        Text(name.components(separatedBy: "l").count.description)
                        Text(name.hasPrefix("ada") && name.hasSuffix("ace") ? "both" : "-")
                        Text(name.contains("love") ? "in" : "out")
                        Text(name.localizedCaseInsensitiveContains("LOVE") ? "in" : "out")
                        Text(name.replacingOccurrences(of: "a", with: "4"))
                        Text(String(name.reversed()))
                        Text(name.suffix(4) + name.dropFirst(8) + name.dropLast(9))
                        Text(name.localizedCapitalized)
                    }
                }
            }
            """)
        // "ada" "lovelace" capitalised; "l" splits "ada lovelace" into "ada ", "ove", "ace":
        // three parts; both ends match; "4d4 lovel4ce"; the letters backwards; the last four
        // "lace", from the ninth "lace", the first three "ada".
        #expect(found == ["Ada Lovelace", "3", "both", "in", "in", "4d4 lovel4ce", "ecalevol ada", "lacelaceada", "Ada Lovelace"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("textCase changes the strings below it; the nearest setting wins and nil keeps an outer case off")
    func textCase() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            VStack {
                Text("Shout")
                Text("Quiet").textCase(.lowercase)
                Text("Kept").textCase(nil)
                HStack { Text("Inner") }
            }
            .textCase(.uppercase)
            """)
        #expect(found == ["SHOUT", "quiet", "Kept", "INNER"])
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
