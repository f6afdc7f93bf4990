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

/// More of what apps write, found by pasting app-style code (docs/model-language.md).
@Suite("App code constructs, pasted")
struct PastedAppCodeTests {
    private func texts(_ root: ViewNode?) -> [String] {
        var found: [String] = []
        root?.preorder { node, _ in if case .text(let t) = node.kind { found.append(t) } }
        return found
    }

    @Test("a computed property of an enum, with switch self, read on a case")
    func enumComputedProperties() throws {
        let text = """
            enum Item: CaseIterable {
                case account, about
                var title: String {
                    switch self {
                    case .account: "Account"
                    case .about: "About"
                    }
                }
                var width: CGFloat { self == .account ? 30 : 10 }
            }
            struct Screen: View {
                var body: some View {
                    VStack { ForEach(Item.allCases, id: \\.self) { item in Text(item.title).frame(width: item.width) } }
                }
            }
            """
        let model = try load(text)
        #expect(texts(model.root) == ["Account", "About"])
        var widths: [Double] = []
        model.root?.preorder { node, _ in if case .frame(let f) = node.kind, let w = f.width?.constantValue { widths.append(w) } }
        #expect(widths == [30, 10])
    }

    @Test("an enum's computed properties on a case with a payload: switch, bound payload, if case, Type.case(payload)")
    func enumPayloadProperties() throws {
        // Found pasting an order screen: `status.title` on `.shipped(days: 2)` showed
        // "Placeholder" with no warning.
        let text = """
            enum OrderStatus {
                case processing
                case shipped(days: Int)
                var title: String {
                    switch self {
                    case .processing: return "Processing"
                    case .shipped(let days): return "Arrives in \\(days) days"
                    }
                }
                var short: String {
                    switch self {
                    case .shipped: return "Shipped"
                    default: return "Other"
                    }
                }
                var note: String {
                    if case .shipped(let d) = self { return "in \\(d)" }
                    return "none"
                }
            }
            struct StatusView: View {
                @State private var status: OrderStatus = .shipped(days: 2)
                let fixed: OrderStatus = .processing
                var body: some View {
                    VStack {
                        Text(status.title)
                        Text(status.short)
                        Text(status.note)
                        Text(fixed.title)
                        Text(OrderStatus.shipped(days: 4).title)
                    }
                }
            }
            """
        let model = try load(text)
        #expect(texts(model.root) == ["Arrives in 2 days", "Shipped", "in 2", "Processing", "Arrives in 4 days"])
    }

    @Test("lenient: a property no enum of the file declares on a case is placeholder data, with a warning")
    func undeclaredCaseProperty() throws {
        let model = try load("enum Tab { case home }\nText(Tab.home.title)", lenient: true)
        #expect(texts(model.root) == ["Placeholder"])
        #expect(model.warnings.map(\.message) == ["'.home.title' is not declared; placeholder data"])
        #expect(model.warnings.first.map(WarningSummary.cause(of:)) == "undeclared members")
    }

    @Test("a Date given as .now is a date (Placeholder, warned), also in a record and in an interpolation")
    func datesAsPlaceholders() throws {
        // Found pasting an inbox: every row's time showed the word "now", and "Placed \(d.formatted())"
        // showed "Placed Placeholder" with no warning.
        let text = """
            struct Message { let sender: String; let receivedAt: Date }
            struct Row: View {
                let message = Message(sender: "Mom", receivedAt: .now)
                let direct: Date = .now
                let placedOn = Date(timeIntervalSince1970: 1_700_000_000)
                var body: some View {
                    VStack {
                        Text(message.receivedAt, format: .dateTime.hour().minute())
                        Text(direct, style: .time)
                        Text("Placed \\(placedOn.formatted(date: .abbreviated, time: .omitted))")
                    }
                }
            }
            """
        let model = try load(text, lenient: true)
        #expect(texts(model.root) == ["Placeholder", "Placeholder", "Placed Placeholder"])
        // One warning per shown date, on lines 8, 9 and 10.
        #expect(model.warnings.map(\.line) == [8, 9, 10])
        #expect(model.warnings.allSatisfy { WarningSummary.cause(of: $0) == "dates and other framework values shown as placeholder text" })
    }

    @Test("searchable warns that its field is not laid out; a @Namespace has a value without one")
    func searchableAndNamespace() throws {
        let text = """
            struct Screen: View {
                @Namespace private var animation
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Row").matchedGeometryEffect(id: "row", in: animation) }
                            .searchable(text: $query)
                    }
                }
            }
            """
        let model = try load(text, lenient: true)
        #expect(texts(model.root) == ["Row"])
        // One warning, at `searchable` (line 7, column 18); none for the namespace.
        #expect(model.warnings.map { "\($0.line):\($0.column)" } == ["7:18"], "\(model.warnings)")
        #expect(model.warnings.first.map(WarningSummary.cause(of:)) == "modifiers not laid out")
    }

    @Test("a Shape struct of the file is a shape view, also as background(_:in:); .constant(x) passes x to a Binding")
    func customShapeAndConstantBinding() throws {
        let text = """
            struct Bubble: Shape {
                var tail: Bool
                func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 18) }
            }
            struct Row: View {
                @Binding var isOn: Bool
                var body: some View {
                    VStack {
                        Text("hi").background(Color.blue, in: Bubble(tail: true))
                        Bubble(tail: false).fill(.red).frame(width: isOn ? 40 : 20, height: 10)
                    }
                }
            }
            struct Screen: View { var body: some View { Row(isOn: .constant(true)) } }
            """
        let model = try load(text)
        var kinds: [String] = []
        var widths: [Double] = []
        model.root?.preorder { node, _ in
            kinds.append(node.kind.name)
            if case .frame(let f) = node.kind, let w = f.width?.constantValue { widths.append(w) }
        }
        #expect(kinds.filter { $0 == "Bubble" }.count == 2)
        #expect(widths == [40])
    }

    @Test("labelled tuple types name a literal's elements; a let class instance's property may be set")
    func tupleLabelsAndClassSetup() throws {
        let text = """
            struct Screen: View {
                let items: [(name: String, price: Double)] = [("Coffee", 3.5), ("Tea", 2)]
                var total: Double { items.reduce(0) { $0 + $1.price } }
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.name) { item in Text(item.name) }
                        Text("\\(total)")
                    }
                }
            }
            """
        #expect(texts(try load(text).root) == ["Coffee", "Tea", "5.5"])
        let formatter = """
            struct Screen: View {
                var formatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter
                }()
                var body: some View { Text("x").frame(width: 10) }
            }
            """
        let model = try load(formatter, lenient: true)
        #expect(texts(model.root) == ["x"])
    }

    @Test("an enum nested in a view struct, with a computed property, is read; HSplitView is a stack of its panes")
    func nestedEnumInViewAndSplitView() throws {
        let text = """
            struct Card: View {
                let brand: Brand
                enum Brand {
                    case visa, mastercard
                    var name: String { self == .visa ? "VISA" : "Mastercard" }
                }
                var body: some View {
                    HSplitView {
                        Text(brand.name).frame(minWidth: 300)
                        Text(Brand.mastercard.name)
                    }
                }
            }
            struct Screen: View { var body: some View { Card(brand: .visa) } }
            """
        let model = try load(text)
        #expect(texts(model.root) == ["VISA", "Mastercard"])
        let root = try #require(model.root)
        #expect(root.attributes.displayKind == "HSplitView")
        guard case .stack(let spec) = root.kind else { Issue.record("not a stack: \(root.kind)"); return }
        #expect(spec.axis == .horizontal && spec.spacing?.constantValue == 0)
    }

    @Test("system singletons (Bundle.main, UIDevice.current) are known opaque data: no warning; navigationViewStyle is a no-op")
    func systemSingletons() throws {
        let text = """
            NavigationView {
                VStack {
                    Text("Version \\(Bundle.main.appVersion)")
                    Text(UIDevice.current.name)
                }
            }
            .navigationViewStyle(StackNavigationViewStyle())
            """
        let model = try load(text, lenient: true)
        // No unknown names or modifiers; the version (interpolated) and the device's name are
        // shown as placeholder text, each with its warning (a placeholder always warns).
        #expect(!model.warnings.contains { $0.message.contains("unknown") }, "\(model.warnings.map(\.message))")
        #expect(model.warnings.map(\.message) == ["appVersion shown as placeholder text", "name shown as placeholder text"])
    }

    @Test("Decimal(x) of a number is that number; arithmetic on a framework value shown in a Text warns as the value would")
    func decimalsAndFrameworkArithmetic() throws {
        let text = """
            struct Item { var price: Decimal; var quantity: Int }
            struct Cart: View {
                let items = [Item(price: 2.5, quantity: 2), Item(price: 1, quantity: 1)]
                let opened = Date()
                var total: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
                var minutes: Double { opened.timeIntervalSince1970 / 60 }
                var body: some View {
                    VStack {
                        Text(total, format: .number)
                        Text(minutes, format: .number)
                    }
                }
            }
            """
        let model = try load(text, lenient: true)
        // 2.5 x 2 + 1 x 1 = 6; the minutes are a Date's, shown as a placeholder with its warning.
        #expect(texts(model.root) == ["6", "Placeholder"])
        #expect(model.warnings.map(\.message) == ["timeIntervalSince1970 shown as placeholder text"])
    }

    @Test("a number's and a string's description are their text; Text(.now, format:) is a date shown as a placeholder, with its warning")
    func descriptionsAndImplicitDates() throws {
        let text = """
            struct Counter: View {
                let count = 3
                let name = "Ada"
                var body: some View {
                    VStack {
                        Text(count.description)
                        Text(name.description)
                        Text(.now, format: .dateTime)
                        Text(URL(string: "https://example.com")?.host ?? "none")
                    }
                }
            }
            """
        let model = try load(text, lenient: true)
        // The URL's host is not read: the default stands in for it, with a warning.
        #expect(texts(model.root) == ["3", "Ada", "Placeholder", "none"])
        #expect(model.warnings.map(\.message) == ["now shown as placeholder text", "host is not read; the '??' default is shown in its place"])
    }

    @Test("sorted, joined, trimmingCharacters, rounded and isMultiple(of:) compute as Swift does")
    func collectionAndNumberMethods() throws {
        let text = """
            struct Task { var name: String; var minutes: Double }
            struct Tasks: View {
                let tasks = [Task(name: "Write", minutes: 25.5), Task(name: "Review", minutes: 10), Task(name: "Ship", minutes: 5)]
                var body: some View {
                    VStack {
                        Text(tasks.sorted { $0.minutes < $1.minutes }.first?.name ?? "-")
                        Text(tasks.sorted(by: { $0.name > $1.name }).map(\\.name).joined(separator: ", "))
                        Text([3, 1, 2].sorted().map { "\\($0)" }.joined())
                        Text("  Today \\n".trimmingCharacters(in: .whitespacesAndNewlines))
                        Text("\\(Int(tasks[0].minutes.rounded())) \\(Int(tasks[0].minutes.rounded(.down)))")
                        Text(tasks.count.isMultiple(of: 3) ? "three" : "other")
                    }
                }
            }
            """
        let model = try load(text, lenient: true)
        // Ship has the fewest minutes; the names in descending order; 25.5 rounds to 26 (halves
        // away from zero) and down to 25; three tasks.
        #expect(texts(model.root) == ["Ship", "Write, Ship, Review", "123", "Today", "26 25", "three"])
        #expect(model.warnings.isEmpty, "\(model.warnings.map(\.message))")
    }

    @Test("Settings, Window and MenuBarExtra scenes show their content; proxy.frame(in:) is read, symbolic as a layout length")
    func scenesAndProxyFrame() throws {
        let app = """
            struct Prefs: View { var body: some View { Text("prefs").frame(width: 420) } }
            @main
            struct MenuApp: App {
                var body: some Scene { Settings { Prefs() } }
            }
            """
        let model = try load(app)
        #expect(texts(model.root) == ["prefs"])
        let reader = """
            GeometryReader { geometry in
                let offset = geometry.frame(in: .global).minY
                Color.red.frame(height: 100 + max(0, offset))
            }
            """
        // proxy.frame(in:) is read (docs/geometry-feedback.md): known once the layout is placed,
        // so geometry callbacks and preferences use it; as a layout length the frame's height
        // stays symbolic, in lenient and strict mode alike.
        for lenient in [true, false] {
            let model = try load(reader, lenient: lenient)
            var symbolic = 0
            model.root?.preorder { node, _ in if case .frame(let f) = node.kind, f.height?.constantValue == nil { symbolic += 1 } }
            #expect(symbolic == 1)
        }
    }
}
