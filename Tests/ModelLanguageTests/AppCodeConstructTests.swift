import ModelLanguage
import Testing
import ViewTree

/// Swift as apps write it, read for layout: extension inits, generic data parameters,
/// trailing closures in conditions, DynamicTypeSize comparisons, implicit `.init(…)`, `is`,
/// and an unknown argument label read as a known one (docs/model-language.md).
@Suite("App code constructs")
struct AppCodeConstructTests {
    /// The strings of the Texts the model builds, in order.
    private func texts(_ text: String, lenient: Bool = false) throws -> [String] {
        var found: [String] = []
        try load(text, lenient: lenient).root?.preorder { node, _ in if case .text(let t) = node.kind { found.append(t) } }
        return found
    }

    /// The fixed frames' widths in pre-order.
    private func frameWidths(_ root: ViewNode?) -> [Double] {
        var widths: [Double] = []
        root?.preorder { node, _ in if case .frame(let frame) = node.kind, let w = frame.width?.constantValue { widths.append(w) } }
        return widths
    }

    @Test("an init in a constrained extension, delegating with self.init, builds the view")
    func constrainedExtensionInit() throws {
        let text = """
            struct Card<Content: View>: View {
                let title: String
                let content: Content
                init(title: String, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View { VStack { Text(title); content } }
            }
            extension Card where Content == EmptyView {
                init(title: String) { self.init(title: title) { EmptyView() } }
                var isPlain: Bool { true }
            }
            struct Screen: View {
                var body: some View {
                    VStack { Card(title: "A"); Card(title: "B") { Text("body") } }
                }
            }
            """
        // Strict mode: both calls bind, so nothing is a placeholder; "A" has no content.
        #expect(try texts(text) == ["A", "B", "body"])
    }

    @Test("generic parameters bounded by a data protocol take the value passed, View-bounded ones are content")
    func genericBounds() throws {
        let text = """
            struct Item: Identifiable { let id: Int; let name: String }
            struct Row<Element: Identifiable & Hashable>: View {
                let element: Element
                var body: some View { Text(element.name) }
            }
            struct Swatch<S>: View where S: ShapeStyle {
                let fill: S
                var body: some View { Rectangle().fill(fill).frame(width: 20, height: 20) }
            }
            struct Box<Content>: View where Content: View {
                let content: Content
                var body: some View { content.frame(width: 30) }
            }
            struct Screen: View {
                var body: some View {
                    VStack { Row(element: Item(id: 1, name: "Ada")); Swatch(fill: Color.red); Box(content: Text("in")) }
                }
            }
            """
        let model = try load(text)
        #expect(try texts(text) == ["Ada", "in"])
        #expect(frameWidths(model.root) == [20, 30])
    }

    @Test("a trailing closure inside parentheses in an if condition, and the array predicates")
    func trailingClosureInCondition() throws {
        let text = """
            struct Screen: View {
                let items = ["a", "", "c"]
                var body: some View {
                    VStack {
                        if (items.contains { $0.isEmpty }) { Text("has empty") }
                        if items.contains("c") { Text("has c") }
                        if items.contains(where: { $0 == "z" }) { Text("has z") }
                        if (items.allSatisfy { !$0.isEmpty }) { Text("all full") }
                        Text(items.first(where: { !$0.isEmpty && $0 != "a" }) ?? "none")
                        Text(items.last(where: { $0 == "q" }) ?? "none")
                    }
                }
            }
            """
        #expect(try texts(text) == ["has empty", "has c", "c", "none"])
    }

    @Test("DynamicTypeSize compares by its case order; the environment's value is .large")
    func dynamicTypeSize() throws {
        let text = """
            struct Screen: View {
                @Environment(\\.dynamicTypeSize) var dynamicTypeSize
                var body: some View {
                    VStack {
                        if dynamicTypeSize < .accessibility1 { Text("small") }
                        if dynamicTypeSize >= .xxLarge { Text("large") }
                        if DynamicTypeSize.large < DynamicTypeSize.xLarge { Text("ordered") }
                        if dynamicTypeSize.isAccessibilitySize { Text("accessibility") }
                        if DynamicTypeSize.accessibility2.isAccessibilitySize { Text("a2") }
                    }
                }
            }
            """
        #expect(try texts(text) == ["small", "ordered", "a2"])
    }

    @Test("implicit .init(…) is the initialiser of the parameter's or the property's type")
    func implicitInit() throws {
        let text = """
            struct CardStyle { let radius: CGFloat; let inset: CGFloat }
            struct Screen: View {
                let gap: CGFloat = .init(12)
                let style: CardStyle = .init(radius: 4, inset: 6)
                let insets: EdgeInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
                var body: some View {
                    VStack(spacing: gap) {
                        Text(.init("Title"))
                        Color.red.frame(width: .init(30), height: .init(10))
                        Color.blue.padding(style.inset)
                        Color.green.padding(insets)
                        Color.gray.padding(.init(top: 5, leading: 6, bottom: 7, trailing: 8))
                    }
                }
            }
            """
        let model = try load(text)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        let root = try #require(model.root)
        #expect(try texts(text) == ["Title"])
        guard case .stack(let stack) = root.kind else { throw Expectation.notAStack }
        #expect(stack.spacing?.constantValue == 12)
        #expect(frameWidths(root) == [30])
        var paddings: [EdgeInsets] = []
        root.preorder { node, _ in if case .padding(let insets) = node.kind { paddings.append(insets) } }
        #expect(paddings.map { $0.leading.constantValue } == [6, 2, 6])
        #expect(paddings.map { $0.bottom.constantValue } == [6, 3, 7])
    }

    enum Expectation: Error { case notAStack }

    @Test("is checks the type where it is known; nil is no type; unknown types and placeholder data warn and are false")
    func isChecksTypes() throws {
        let text = """
            enum Mode { case list, grid }
            protocol Named {}
            struct Person: Named { let name: String }
            struct Screen: View {
                let text: Any = "x"
                let count: Any = 3
                let ratio: Any = 3.5
                let mode: Mode = .grid
                let person: Any = Person(name: "A")
                let missing: String? = nil
                var body: some View {
                    VStack {
                        if text is String { Text("text is String") }
                        if text is Int { Text("text is Int") }
                        if count is Int { Text("count is Int") }
                        if ratio is Int { Text("ratio is Int") }
                        if ratio is Double { Text("ratio is Double") }
                        if mode is Mode { Text("mode is Mode") }
                        if person is Person { Text("person is Person") }
                        if person is Named { Text("person is Named") }
                        if text is Named { Text("text is Named") }
                        if missing is String { Text("nil is String") }
                    }
                }
            }
            """
        #expect(
            try texts(text) == ["text is String", "count is Int", "ratio is Double", "mode is Mode", "person is Person", "person is Named"])
        let lenient = """
            struct Screen: View {
                let text: Any = "x"
                var body: some View {
                    VStack {
                        if text is AppModel { Text("app model") }
                        if viewModel.item is String { Text("unknown data") }
                    }
                }
            }
            """
        let model = try load(lenient, lenient: true)
        #expect(try texts(lenient, lenient: true).isEmpty)
        let messages = model.warnings.map(\.message)
        #expect(messages.contains("the type 'AppModel' is not known here; 'is AppModel' is false"))
        #expect(messages.contains("'is String' of placeholder data is false"))
    }

    @Test("an unknown label whose first word names one known label is read as it: Image(systemSymbol:) is a symbol")
    func sameFirstWordLabel() throws {
        let model = try load("HStack { Image(systemSymbol: .folder); Image(systemName: \"folder\"); Text(\"x\").frame(widht: 10) }", lenient: true)
        let root = try #require(model.root)
        // Both images are the same symbol; `widht:` has no same-word label and is dropped.
        #expect(root.children[0] == root.children[1].strippingSources().withSource(root.children[0].attributes.source))
        let messages = model.warnings.map(\.message)
        #expect(messages.contains("unknown argument label 'systemSymbol:' in call to 'Image' read as 'systemName:'"))
        #expect(messages.contains { $0.hasPrefix("unknown argument label 'widht:'") })
    }
}

extension ViewNode {
    /// This node with its own `source` set to `source` (children unchanged).
    fileprivate func withSource(_ source: ViewTree.SourceLocation?) -> ViewNode {
        var node = self
        node.attributes.source = source
        return node
    }
}
