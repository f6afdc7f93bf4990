import FrameSolver
import TestSupport
import Testing

/// A ForEach tags each view it builds with its element's id, so a Picker's or a TabView's
/// selection matches rows that have no `tag(_:)` (Apple's Picker documentation: "ForEach
/// automatically assigns a tag to the selection views using each option's id"), in both
/// engines.
///
/// TabViews run on the iPhone 14 (390x844, safe area 390 x 763 at y 47): the tab bar is 49
/// tall at 810 - 49 = 761, so the selected tab fills 0, 47, 390, 763 - 49 = 714 and the other
/// tabs are not laid out. Pickers run on the bare 390x844 canvas with I.2 text: body 8.5 per
/// character, 20.4 tall; the value is `HStack(spacing: 4) { title; chevron }`, the chevron
/// 0.6 x 15.6 = 9.36 wide (a footnote symbol's side is 13 x 1.2 = 15.6).
@Suite("ForEach implicit tags")
struct ForEachTagsTests {
    /// The loaded model and both engines' layout (they must agree): on the iPhone 14, or on
    /// the bare canvas when `bare`; strict unless `lenient`.
    func layout(_ text: String, bare: Bool = false, lenient: Bool = false) throws -> (LoadedModel, LayoutResult) {
        let screen = bare ? Screen.canvas(ProposedSize(width: 390, height: 844)) : Screen.device(.iPhone14)
        let options = LoadOptions(lenient: lenient, bars: bare ? nil : BarMetrics.of(screen))
        let model = try ModelLanguage.load(text, file: "tags.layout", options: options)
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return (model, negotiation)
    }

    /// The Text nodes that show `string`.
    func texts(_ r: LayoutResult, _ string: String) -> [NodeFrame] { r.nodes.filter { $0.text == string } }

    @Test("Picker over ForEach(strings, id: \\.self) { Text($0) }: the selected string's row is the value")
    func pickerStrings() throws {
        let (model, r) = try layout(
            """
            struct Root: View {
                @State private var flavor = "Vanilla"
                let flavors = ["Chocolate", "Vanilla", "Strawberry"]
                var body: some View {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(flavors, id: \\.self) { Text($0) }
                    }
                }
            }
            """, bare: true)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // "Vanilla": 7 x 8.5 = 59.5 wide; no other option is shown.
        let title = try #require(texts(r, "Vanilla").first)
        #expect(close(title.frame.width, 59.5) && close(title.frame.height, 20.4), "\(title.frame)")
        #expect(texts(r, "Chocolate").isEmpty && texts(r, "Strawberry").isEmpty)
    }

    @Test("Apple's Flavor example: ForEach(Flavor.allCases) tags each row with its id, the case itself")
    func pickerIdentifiableEnum() throws {
        let (model, r) = try layout(
            """
            enum Flavor: String, CaseIterable, Identifiable {
                case chocolate, vanilla, strawberry
                var id: Self { self }
            }

            struct Root: View {
                @State private var selectedFlavor: Flavor = .strawberry
                var body: some View {
                    Picker("Flavor", selection: $selectedFlavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized)
                        }
                    }
                }
            }
            """, bare: true)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // The raw value of `strawberry` is its name; capitalized "Strawberry", 10 x 8.5 = 85.
        let title = try #require(texts(r, "Strawberry").first)
        #expect(close(title.frame.width, 85), "\(title.frame)")
        #expect(texts(r, "Chocolate").isEmpty && texts(r, "Vanilla").isEmpty)
    }

    @Test("an enum whose id is its String raw value matches a String selection")
    func rawValueIds() throws {
        let (model, r) = try layout(
            """
            enum Units: String, CaseIterable, Identifiable {
                case metric, imperial = "us"
                var id: String { rawValue }
            }

            struct Root: View {
                @State private var units = "us"
                var body: some View {
                    TabView(selection: $units) {
                        ForEach(Units.allCases) { unit in
                            Color.blue.id(unit.rawValue)
                        }
                    }
                }
            }
            """)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        // `imperial`'s written raw value is "us": the second tab.
        expectFrame(r, "us", 0, 47, 390, 714)
        #expect(r[id: "metric"] == nil)
        // Int raw values count up from 0 and from a written one: low 0, mid 5, high 6.
        let (levels, l) = try layout(
            """
            enum Level: Int, CaseIterable, Identifiable {
                case low, mid = 5, high
                var id: Int { rawValue }
            }

            struct Root: View {
                @State private var level = 6
                var body: some View {
                    TabView(selection: $level) {
                        ForEach(Level.allCases) { level in Color.blue.id("level\\(level.rawValue)") }
                    }
                }
            }
            """)
        #expect(levels.warnings.isEmpty, "\(levels.warnings)")
        expectFrame(l, "level6", 0, 47, 390, 714)
        #expect(l[id: "level0"] == nil && l[id: "level5"] == nil)
    }

    @Test("TabView over Identifiable records: the tab whose id equals the selection; id: key paths, qualified or not")
    func tabViewRecords() throws {
        func model(_ forEach: String, selection: String) -> String {
            """
            struct Page: Identifiable {
                let id: Int
                let name: String
            }

            struct Root: View {
                @State private var selection = \(selection)
                let pages = [Page(id: 10, name: "one"), Page(id: 20, name: "two"), Page(id: 30, name: "three")]
                var body: some View {
                    TabView(selection: $selection) {
                        \(forEach) { page in
                            Color.green.id(page.name)
                                .tabItem { Label(page.name, systemImage: "circle") }
                        }
                    }
                }
            }
            """
        }
        for (forEach, selection) in [("ForEach(pages)", "20"), ("ForEach(pages, id: \\.name)", "\"two\""), ("ForEach(pages, id: \\Page.id)", "20")] {
            let (loaded, r) = try layout(model(forEach, selection: selection))
            #expect(loaded.warnings.isEmpty, "\(forEach): \(loaded.warnings)")
            expectFrame(r, "two", 0, 47, 390, 714)
            #expect(r[id: "one"] == nil && r[id: "three"] == nil, "\(forEach)")
            // The bar keeps all three items: 390 / 3 = 130 each, the second at x 130.
            let item = try #require(r[path: "0.1.0.1"])
            #expect(close(item.frame.x, 130) && close(item.frame.width, 130), "\(item.frame)")
        }
    }

    @Test("ForEach over a range tags with the Int; enumerated() pairs by \\.offset")
    func rangesAndOffsets() throws {
        let (range, r) = try layout(
            """
            struct Root: View {
                @State private var page = 2
                var body: some View {
                    TabView(selection: $page) {
                        ForEach(0..<4) { i in Color.red.id("page\\(i)") }
                    }
                }
            }
            """)
        #expect(range.warnings.isEmpty, "\(range.warnings)")
        expectFrame(r, "page2", 0, 47, 390, 714)
        #expect(r[id: "page0"] == nil && r[id: "page1"] == nil && r[id: "page3"] == nil)
        let (pairs, p) = try layout(
            """
            let names = ["Ann", "Bob", "Cy"]

            struct Root: View {
                @State private var selection = 1
                var body: some View {
                    TabView(selection: $selection) {
                        ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                            Color.orange.id(name)
                        }
                    }
                }
            }
            """)
        #expect(pairs.warnings.isEmpty, "\(pairs.warnings)")
        expectFrame(p, "Bob", 0, 47, 390, 714)
        #expect(p[id: "Ann"] == nil && p[id: "Cy"] == nil)
    }

    @Test("a tag written inside the ForEach wins over the element's id")
    func explicitTagWins() throws {
        func model(_ selection: Int) -> String {
            """
            struct Root: View {
                @State private var tab = \(selection)
                var body: some View {
                    TabView(selection: $tab) {
                        ForEach(0..<3) { i in Color.red.id("t\\(i)").tag(i * 10) }
                    }
                }
            }
            """
        }
        let (tagged, r) = try layout(model(20))
        #expect(tagged.warnings.isEmpty, "\(tagged.warnings)")
        expectFrame(r, "t2", 0, 47, 390, 714)
        // Selection 1 is the second element's id, but its tag is 10: nothing matches, the
        // TabView warns and lays out the first tab.
        let (unmatched, u) = try layout(model(1))
        expectFrame(u, "t0", 0, 47, 390, 714)
        #expect(unmatched.warnings.contains { $0.message.contains("'1' matches no tab's tag") }, "\(unmatched.warnings)")
    }

    @Test("placeholder data has no ids: the selection matches nothing and the TabView says so")
    func placeholderElements() throws {
        let (model, r) = try layout(
            """
            struct Root: View {
                @State private var tab = 1
                var body: some View {
                    TabView(selection: $tab) {
                        ForEach(store.items) { item in Color.red }
                    }
                }
            }
            """, lenient: true)
        #expect(model.warnings.contains { $0.message.contains("unknown") })
        #expect(model.warnings.contains { $0.message.contains("has no tags to match") }, "\(model.warnings)")
        expectFrame(r, path: "0.0", 0, 47, 390, 714)
    }
}
