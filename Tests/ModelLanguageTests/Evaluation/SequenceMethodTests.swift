import ModelLanguage
import Testing
import ViewTree

/// The array methods that take a function, with a closure or a key path as the function, as
/// Swift evaluates them (Evaluator+Sequences). Each expected text is worked out by hand from
/// the data in the test.
@Suite("Sequence methods")
struct SequenceMethodTests {
    /// Three items: b (score 3, done), a (score 9, not done), c (score 5, done).
    private func items(_ body: String) -> String {
        """
        struct Item: Identifiable {
            let id: Int
            var name: String
            var score: Int
            var done: Bool
        }
        struct Probe: View {
            let items = [
                Item(id: 1, name: "b", score: 3, done: true),
                Item(id: 2, name: "a", score: 9, done: false),
                Item(id: 3, name: "c", score: 5, done: true),
            ]
            var body: some View {
                VStack {
        \(body)
                }
            }
        }
        """
    }

    @Test("a key path is a function: filter, contains(where:), allSatisfy, first(where:), compactMap, count(where:)")
    func keyPathsAsFunctions() throws {
        let (found, warnings) = try textsAndWarnings(
            items(
                """
                Text("\\(items.filter(\\.done).count)")
                Text("\\(items.contains(where: \\.done))")
                Text("\\(items.allSatisfy(\\.done))")
                Text(items.first(where: \\.done)?.name ?? "-")
                Text(items.compactMap(\\.name).joined())
                Text("\\(items.count(where: \\.done))")
                Text("\\(items.count(where: { $0.score > 4 }))")
                """))
        // b and c are done (2); some is done; not all (a is not); b is the first done one;
        // the names in order "bac"; two done; a (9) and c (5) score above 4.
        #expect(found == ["2", "true", "false", "b", "bac", "2", "2"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("max(by:), min(by:), firstIndex, lastIndex, prefix(while:), drop(while:), flatMap")
    func orderAndPositions() throws {
        let (found, warnings) = try textsAndWarnings(
            items(
                """
                Text(items.max(by: { $0.score < $1.score })?.name ?? "-")
                Text(items.min { $0.score < $1.score }?.name ?? "-")
                Text("\\(items.firstIndex(where: { $0.name == "c" }) ?? -1)")
                Text("\\(items.lastIndex(where: \\.done) ?? -1)")
                Text("\\([4, 7, 4].firstIndex(of: 4) ?? -1) \\([4, 7, 4].lastIndex(of: 4) ?? -1)")
                Text("\\(items.prefix(while: \\.done).count) \\(items.drop(while: \\.done).count)")
                Text("\\([[1, 2], [3]].flatMap { $0 }.count)")
                Text([3, 3].max(by: { $0 < $1 }) == 3 ? "tie" : "-")
                """))
        // a has the highest score (9), b the lowest (3); c is at index 2; the last done item
        // is c (2); 4 is first at 0 and last at 2; only b leads while done, two remain after
        // it; [1, 2, 3] has three elements.
        #expect(found == ["a", "b", "2", "2", "0 2", "1 2", "3", "tie"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("reduce(into:) changes its accumulator in place; zip pairs are spread over $0 and $1")
    func reduceIntoAndPairs() throws {
        let (found, warnings) = try textsAndWarnings(
            items(
                """
                Text("\\(items.reduce(into: 0) { $0 += $1.score })")
                Text("\\(items.reduce(into: 1) { total, item in total *= item.score })")
                Text("\\(items.reduce(0) { $0 + $1.score })")
                Text("\\(zip(items, items.dropFirst()).map { $0.score + $1.score }.max() ?? 0)")
                Text(items.enumerated().map { "\\($0)\\($1.name)" }.joined(separator: " "))
                """))
        // 3 + 9 + 5 = 17; 3 * 9 * 5 = 135; the neighbours' sums are 12 and 14; the offsets
        // with the names.
        #expect(found == ["17", "135", "17", "14", "0b 1a 2c"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("sorted(using:) reads KeyPathComparator with its order; Set drops duplicates; Dictionary(grouping:by:)")
    func comparatorsSetsAndGroups() throws {
        let (found, warnings) = try textsAndWarnings(
            items(
                """
                Text(items.sorted(using: KeyPathComparator(\\.score)).map(\\.name).joined())
                Text(items.sorted(using: KeyPathComparator(\\.score, order: .reverse)).map(\\.name).joined())
                Text(items.sorted(using: [SortDescriptor(\\.name.count), SortDescriptor(\\.score, order: .reverse)]).map(\\.name).joined())
                Text("\\(Set(items.map(\\.done)).count)")
                Text("\\(Dictionary(grouping: items, by: \\.done).count)")
                Text("\\(Dictionary(grouping: items, by: \\.done)[true]?.count ?? 0)")
                Text("\\(items.lazy.filter(\\.done).count)")
                Text(["pear", "fig"].max() ?? "-")
                """))
        // By score 3, 5, 9: b c a; reversed: a c b. Every name is one letter long, so the
        // first descriptor ties everywhere and the scores decide, descending: a c b. Two distinct done values;
        // two groups, the done one of b and c; lazy keeps the elements; "pear" sorts last.
        #expect(found == ["bca", "acb", "acb", "2", "2", "2", "2", "pear"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("prefix with a count that is not known is not guessed as one")
    func unknownCountWarns() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Probe: View {
                let names = ["a", "b", "c"]
                var body: some View { Text("\\(names.prefix(names.first == "a" ? "x" : "y").count)") }
            }
            """, lenient: true)
        #expect(found == ["Placeholder"])
        #expect(warnings == ["'prefix(…)' on an array is not understood; placeholder data"])
    }
    @Test("an enumerated pair has offset and element; a long sort stays within the step limit")
    func enumeratedMembersAndLongSorts() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Probe: View {
                let xs = Array(repeating: 1, count: 3000)
                var body: some View {
                    VStack {
                        Text(["x", "y"].enumerated().map { "\\($0.offset)\\($0.element)" }.joined())
                        Text("\\(xs.indices.sorted { $0 > $1 }.first ?? -1)")
                    }
                }
            }
            """)
        // 3,000 indices in descending order start at 2,999: about 3,000 x 12 comparisons, far
        // below the 1,000,000 steps an insertion sort's 4.5 million would have exceeded.
        #expect(found == ["0x1y", "2999"])
        #expect(warnings.isEmpty, "\(warnings)")
    }
    @Test("an operator as the ordering and String.init as the function: sorted(by: >), max(by: <), map(String.init)")
    func operatorsAndInitializers() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Probe: View {
                let xs = [3, 1, 2]
                var body: some View {
                    VStack {
                        Text(xs.sorted(by: >).map(String.init).joined(separator: ","))
                        Text(xs.sorted(by: <=).map(String.init).joined())
                        Text("\\(xs.max(by: <) ?? 0) \\(xs.min(by: <) ?? 0)")
                    }
                }
            }
            """)
        // Descending 3, 2, 1; ascending 1, 2, 3; the largest 3 and the smallest 1.
        #expect(found == ["3,2,1", "123", "3 1"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test("a type's init as a function: map(Photo.init), an explicit init, a pair")
    func initializerAsFunction() throws {
        let (found, warnings) = try textsAndWarnings(
            """
            struct Photo: Identifiable {
                let id: Int
                var title: String { "Photo \\(id)" }
            }
            struct Tag {
                var name: String
                init(_ raw: String) { name = raw.uppercased() }
            }
            struct Point {
                var x: Int
                var y: Int
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text((1...3).map(Photo.init).map(\\.title).joined(separator: ","))
                        Text(["a", "b"].map(Tag.init).map(\\.name).joined())
                        Text(zip([1, 2], [3, 4]).map(Point.init).map { "\\($0.x)\\($0.y)" }.joined(separator: " "))
                    }
                }
            }
            """, lenient: false)
        // Memberwise Photo(id:) for 1, 2, 3; Tag's init(_:) upper-cases; Point(x:y:) of each pair.
        #expect(found == ["Photo 1,Photo 2,Photo 3", "AB", "13 24"])
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

