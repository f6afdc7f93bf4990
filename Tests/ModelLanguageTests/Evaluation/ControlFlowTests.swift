import ModelLanguage
import Testing
import ViewTree

/// Swift in view builders: if/else, if let, switch, ternaries, #if, local let, computed
/// properties, helper functions, explicit inits, property wrappers read with their defaults.
@Suite("Control flow")
struct ControlFlowTests {
    private func texts(_ text: String, lenient: Bool = false) throws -> [String] {
        var found: [String] = []
        try load(text, lenient: lenient).root?.preorder { node, _ in if case .text(let t) = node.kind { found.append(t) } }
        return found
    }

    @Test("a false if adds no child and no gap; else if and else")
    func ifElse() throws {
        let root = try #require(try tree("VStack {\n if 1 > 2 { Text(\"a\") }\n Text(\"b\")\n}"))
        #expect(root.children.count == 1)
        #expect(try texts("let n = 2\nVStack {\n if n == 1 { Text(\"one\") } else if n == 2 { Text(\"two\") } else { Text(\"many\") }\n}") == ["two"])
    }

    @Test("unlabelled tuple elements: pair.0, pair.0.1 and \\.0 as a ForEach id")
    func tupleElements() throws {
        // `0.1` after a dot is lexed as one number; it reads element 0, then its element 1.
        let text = """
            struct V: View {
                let stats: [(String, String)] = [("Steps", "8,421"), ("Distance", "5.2 km")]
                let nested = (("a", "b"), "c")
                var body: some View {
                    ForEach(stats, id: \\.0) { stat in
                        Text(stat.0)
                        Text(stat.1)
                    }
                    Text(nested.0.1)
                }
            }
            """
        let model = try load(text)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        #expect(try texts(text) == ["Steps", "8,421", "Distance", "5.2 km", "b"])
    }

    @Test("if let binds non-nil values; nil takes the else branch; let shorthand and commas")
    func ifLet() throws {
        let text = """
            struct V: View {
                var name: String? = "Ada"
                var missing: String? = nil
                var body: some View {
                    if let name, name != "" { Text(name) }
                    if let value = missing { Text(value) } else { Text("none") }
                }
            }
            """
        #expect(try texts(text) == ["Ada", "none"])
    }

    @Test("switch over enum cases, payload bindings, literals, ranges, default")
    func switching() throws {
        let text = """
            enum Kind { case a, b(Int) }
            struct V: View {
                var kind: Kind = .b(3)
                var score = 7
                var body: some View {
                    switch kind {
                    case .a: Text("a")
                    case .b(let n) where n > 5: Text("big")
                    case .b(let n): Text("b\\(n)")
                    }
                    switch score {
                    case 0..<5: Text("low")
                    case 5, 6: Text("mid")
                    default: Text("high")
                    }
                }
            }
            """
        #expect(try texts(text) == ["b3", "high"])
    }

    @Test("ternaries, local let, for loops and #if os(iOS)")
    func expressions() throws {
        let text = """
            let compact = true
            VStack(spacing: compact ? 4 : 8) {
                let title = "T"
                Text(compact ? title : "long")
                for i in 0..<2 { Text("\\(i)") }
                #if os(iOS)
                Text("iOS")
                #elseif os(macOS)
                Text("mac")
                #else
                Text("other")
                #endif
            }
            """
        let root = try #require(try tree(text))
        #expect(root.kind == .stack(StackSpec(axis: .vertical, spacing: 4)))
        #expect(try texts(text) == ["T", "0", "1", "iOS"])
    }

    @Test("computed view properties, helper functions and a View extension")
    func helpers() throws {
        let text = """
            extension View {
                func card() -> some View { padding(8) }
            }
            struct V: View {
                var header: some View { Text("h") }
                func row(_ title: String, bold: Bool = false) -> some View { Text(bold ? title + "!" : title) }
                var body: some View {
                    VStack {
                        header
                        row("a")
                        self.row("b", bold: true)
                        Text("c").card()
                    }
                }
            }
            """
        let root = try #require(try tree(text))
        #expect(try texts(text) == ["h", "a", "b!", "c"])
        #expect(root.children[3].kind == .padding(EdgeInsets(.all, 8)))
    }

    @Test("explicit init with a generic @ViewBuilder parameter; a ViewModifier")
    func initsAndModifiers() throws {
        let text = """
            struct Boxed: ViewModifier {
                func body(content: Content) -> some View { content.padding(4) }
            }
            struct Card<Content: View>: View {
                let title: String
                let content: Content
                init(_ title: String, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View { VStack { Text(title); content } }
            }
            Card("t") { Text("inside").modifier(Boxed()) }
            """
        let root = try #require(try tree(text))
        #expect(root.children[1].kind == .padding(EdgeInsets(.all, 4)))
    }

    @Test("@State, @Binding, @Environment and @FocusState read with their defaults")
    func propertyWrappers() throws {
        let text = """
            struct V: View {
                @State private var count = 2
                @Binding var isOn: Bool
                @Environment(\\.colorScheme) var scheme
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @FocusState private var focused: Bool
                var body: some View {
                    Text("\\(count)")
                    if isOn || focused { Text("on") }
                    if scheme == .dark { Text("dark") } else { Text("light") }
                    if sizeClass == .compact { Text("compact") }
                }
            }
            """
        #expect(try texts(text) == ["2", "light", "compact"])
    }

    @Test("ForEach over Identifiable stand-ins, static samples, enumerated pairs and $0")
    func data() throws {
        let text = """
            struct Item: Identifiable {
                let id = UUID()
                var name: String
                static let samples = [Item(name: "x"), Item(name: "y")]
            }
            struct V: View {
                let items = [Item(name: "a"), Item(name: "b")]
                var body: some View {
                    ForEach(items) { item in Text(item.name) }
                    ForEach(Item.samples) { Text($0.name) }
                    ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Text("\\(index)\\(item.name)") }
                    Text("\\(items.count)")
                }
            }
            """
        #expect(try texts(text) == ["a", "b", "x", "y", "0a", "1b", "2"])
    }
}
