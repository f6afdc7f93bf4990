import ModelLanguage
import Testing
import ViewTree

/// Values with an identity: `UUID()` is new each time it runs and equal only to itself; a
/// framework value the file cannot read (a Date) is not compared silently.
@Suite("Identities")
struct IdentityTests {
    @Test("UUID() is one identity per instance: only the last item has no divider")
    func uuidIdentity() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }
            struct Screen: View {
                let items = [Item(title: "A"), Item(title: "B"), Item(title: "C")]
                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            Text(item.title)
                            if item.id != items.last?.id { Text("divider") }
                        }
                        Text(items[0].id == items[0].id ? "same" : "differs")
                        Text(items[0].id == items[1].id ? "same" : "differs")
                        Text(items[2].id.uuidString.count == 36 ? "36" : "not 36")
                    }
                }
            }
            """, lenient: false)
        // Two dividers for three items; an id equals itself and no other; a UUID string is
        // 36 characters (32 hex digits and 4 hyphens).
        #expect(found == ["A", "divider", "B", "divider", "C", "same", "differs", "36"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("a comparison of a value the file cannot read warns")
    func opaqueComparisonWarns() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Screen: View {
                let sent = Date()
                var body: some View {
                    Text(sent == Date.now ? "now" : "earlier")
                }
            }
            """, lenient: false)
        #expect(found == ["earlier"])
        #expect(warnings.contains { $0.contains("Date values are not compared; '==' reads as false") }, "\(warnings)")
    }
}
