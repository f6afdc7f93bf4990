import ModelLanguage
import Testing
import ViewTree

/// An implicit member read in the context of a declared type, as Swift's type inference reads
/// it: `.init(…)`, a static property, a static function; in stored properties, static arrays,
/// view and function arguments, typed `let`s and `as`. And the file's top-level functions.
@Suite("Declared types")
struct DeclaredTypeTests {
    private let item = """
        struct Item: Identifiable {
            var id: String { title }
            var title: String
            var count: Int = 0
            static let sample = Item(title: "Sample", count: 3)
            static let all: [Item] = [.init(title: "First"), .sample, .make("Made")]
            static func make(_ title: String) -> Item { Item(title: title, count: 1) }
        }
        """

    @Test("an array of the file's type reads .init, a static property and a static function")
    func staticArray() throws {
        let (found, warnings) = try textsAndWarnings(
            item + """

                struct List: View {
                    var body: some View {
                        VStack { ForEach(Item.all) { item in Text("\\(item.title) \\(item.count)") } }
                    }
                }
                """)
        // .init keeps the default count 0; the sample has 3; make sets 1.
        #expect(found == ["First 0", "Sample 3", "Made 1"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("view and function arguments, typed lets, 'as' and top-level functions")
    func argumentsAndLets() throws {
        let (found, warnings) = try textsAndWarnings(
            item + """

                struct Row: View {
                    let item: Item
                    var body: some View { Text("\\(item.title) \\(item.count)") }
                }
                func label(for item: Item) -> String { item.title.uppercased() }
                struct Screen: View {
                    var body: some View {
                        let local: Item = .make("Local")
                        VStack {
                            Row(item: .sample)
                            Row(item: .init(title: "Inline", count: 2))
                            Text(local.title)
                            Text(label(for: .sample))
                            Text((.init(title: "Cast") as Item).title)
                        }
                    }
                }
                """, lenient: false)
        #expect(found == ["Sample 3", "Inline 2", "Local", "SAMPLE", "Cast"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("an implicit member of a typealias is read; one of a type the file does not declare warns")
    func untypedImplicitMemberWarns() throws {
        let (found, warnings) = try textsAndWarnings(
            item + """

                typealias Entry = Item
                struct Screen: View {
                    let entry: Entry = .sample
                    let remote: RemoteItem = .sample
                    var body: some View {
                        VStack {
                            Text(entry.title)
                            Text(remote.title)
                        }
                    }
                }
                """, lenient: true)
        // A typealias names the file's type; a type declared elsewhere in the app is not known.
        #expect(found == ["Sample", "Placeholder"])
        #expect(warnings == ["'.sample' has no type FrameSolver knows here to read 'title' from; placeholder data"])
    }

    @Test("a data type's tuple-array property takes its declared labels")
    func labeledTuplesInDataType() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Recipe {
                var ingredients: [(name: String, amount: String)] = [("Eggs", "6"), ("Onion", "1")]
            }
            func first(_ pairs: [(label: String, value: Int)]) -> String { pairs[0].label }
            struct Screen: View {
                let recipe = Recipe()
                var body: some View {
                    VStack {
                        ForEach(recipe.ingredients, id: \\.name) { item in Text("\\(item.name): \\(item.amount)") }
                        Text(first([("a", 1)]))
                    }
                }
            }
            """, lenient: false)
        #expect(found == ["Eggs: 6", "Onion: 1", "a"])
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

