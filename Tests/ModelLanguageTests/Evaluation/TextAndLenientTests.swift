import ModelLanguage
import Testing
import ViewTree

/// Text forms and their no-op modifiers; lenient placeholders and what strict mode says.
@Suite("Text and lenient mode")
struct TextAndLenientTests {
    @Test("interpolation, verbatim:, format:, comment:, specifier, concatenation")
    func textForms() throws {
        #expect(try tree("let n = 3\nText(\"\\(n) items\")") == ViewNode(.text("3 items")))
        #expect(try tree("Text(verbatim: \"a\")") == ViewNode(.text("a")))
        #expect(try tree("Text(2.5, format: .number)") == ViewNode(.text("2.5")))
        #expect(try tree("Text(\"Hi\", comment: \"greeting\")") == ViewNode(.text("Hi")))
        #expect(try tree("let p = 1.5\nText(\"$\\(p, specifier: \"%.2f\")\")") == ViewNode(.text("$1.50")))
        #expect(try tree("Text(\"a\") + Text(\"b\")") == ViewNode(.text("ab")))
        #expect(try tree("Text(String(repeating: \"ab\", count: 3))") == ViewNode(.text("ababab")))
    }

    @Test("a string literal's inline Markdown is rendered (a LocalizedStringKey); a variable and verbatim: are not")
    func markdown() throws {
        // Found pasting a checkout screen: "**Free shipping** on orders over $50" was measured
        // with its asterisks: 36 characters at I.2's 8.5 each, 306 wide, where SwiftUI shows 32
        // (272 wide).
        #expect(try tree("Text(\"**Free shipping** on orders over $50\")") == ViewNode(.text("Free shipping on orders over $50")))
        #expect(try tree("Text(\"*it* _em_ ~~gone~~ `code **x**` [Apple](https://apple.com)\")") == ViewNode(.text("it em gone code **x** Apple")))
        // Marks that open nothing stay: snake_case, a lone `**` between spaces, arithmetic.
        #expect(try tree("Text(\"snake_case 2 * 3 * 4 a ** b x^2\")") == ViewNode(.text("snake_case 2 * 3 * 4 a ** b x^2")))
        // A backslash escapes a mark.
        #expect(try tree("Text(\"\\\\*lit\\\\*\")") == ViewNode(.text("*lit*")))
        // Inflection: the noun agrees with its number (English's regular plurals).
        #expect(try tree("let n = 3\nText(\"^[\\(n) item](inflect: true)\")") == ViewNode(.text("3 items")))
        #expect(try tree("Text(\"^[1 photo](inflect: true), ^[2 box](inflect: true), ^[5 city](inflect: true)\")") == ViewNode(.text("1 photo, 2 boxes, 5 cities")))
        // Not a LocalizedStringKey: shown as written.
        #expect(try tree("let s = \"**raw**\"\nText(s)") == ViewNode(.text("**raw**")))
        #expect(try tree("Text(verbatim: \"**raw**\")") == ViewNode(.text("**raw**")))
    }

    @Test("String(repeating:count:) past the longest Text is the Text's error, not a string cut short")
    func repeatedPastTheLimit() throws {
        // 60,000 x "ab" is 120,000 characters: more than a Text's 100,000 (docs/limits.md), so
        // the string is longer than the limit (the layout's check names the Text), though not
        // built whole: 50,001 repetitions, 100,002 characters.
        guard case .text(let text)? = try tree("Text(String(repeating: \"ab\", count: 60_000))")?.kind else {
            Issue.record("not a Text")
            return
        }
        #expect(text.count == 100_002)
        #expect(text.count > NumericPolicy.longestText)
    }

    @Test("fontWeight, bold, minimumScaleFactor, multilineTextAlignment, truncationMode: no layout effect")
    func textModifiers() throws {
        let root = try tree(
            "Text(\"a\").fontWeight(.bold).bold().minimumScaleFactor(0.5).multilineTextAlignment(.center).truncationMode(.tail)")
        #expect(root?.kind == .text("a"))
        #expect(root?.children.isEmpty == true)
    }

    @Test("non-layout modifiers are no-ops; hidden() keeps its space")
    func noOps() throws {
        let text =
            "Text(\"a\").onAppear { load() }.navigationTitle(\"T\").toolbar { Button(\"x\") { } }.accessibilityLabel(\"a\").animation(.spring, value: x).transition(.slide).contentShape(Rectangle()).listStyle(.plain).sheet(isPresented: $s) { Detail() }"
        #expect(try tree(text) == ViewNode(.text("a")))
        let hidden = try #require(try tree("Text(\"a\").hidden()"))
        #expect(hidden.kind == .text("a") && hidden.attributes.visual.map(\.name) == ["hidden"])
    }

    @Test("lenient: unknown data is a placeholder string, colour gray, font body, image 100x100, three ForEach elements")
    func placeholders() throws {
        let text = """
            VStack {
                Text(user.name)
                Color.brandBlue
                Text("x").font(.brandTitle)
                Image(product.photo)
                ForEach(store.items) { item in Text("row") }
            }
            """
        let model = try load(text, lenient: true)
        let root = try #require(model.root).strippingSources()
        var name = ViewNode(.text("Placeholder"))
        name.attributes.placeholder = true
        #expect(root.children[0] == name)
        #expect(root.children[1].kind == .color(.gray))
        #expect(root.children[2].attributes.font == .body)
        #expect(root.children[3].kind == .image(ImageSpec(name: "Image", width: 100, height: 100)) && root.children[3].attributes.placeholder)
        #expect(root.children.count == 7)
        #expect(model.warnings.map(\.line) == [2, 3, 4, 5, 5, 6, 6])
    }

    @Test("strict mode rejects what lenient mode replaces, with the position and a hint")
    func strict() throws {
        for (text, line, column) in [
            ("VStack {\n    Text(user.name)\n}", 2, 10), ("AvatarView()", 1, 1), ("Color.brandBlue", 1, 7),
            ("Text(\"a\").shimmer()", 1, 11), ("ForEach(store.items) { _ in Text(\"a\") }", 1, 9),
        ] {
            let diagnostic = try #require(loadError(text))
            #expect(diagnostic.line == line && diagnostic.column == column, "\(diagnostic)")
            #expect(diagnostic.expected?.contains("lenient mode uses a placeholder") == true, "\(diagnostic)")
        }
    }

    @Test("a pass-through container's content written as a view is evaluated once (one warning)")
    func passThroughContent() throws {
        let model = try load("NavigationStack(content: Widget())", lenient: true)
        #expect(
            model.warnings.map(\.message) == [
                "unknown view or type 'Widget' replaced by a placeholder (as a view, a box of ideal size 100x44; as data, placeholder data)"
            ])
    }

    @Test("a comparison of a GeometryReader's size outside the passes: lenient takes it as unknown and asks for passes; strict names it")
    func readerComparisonOutsideThePasses() throws {
        let text = """
            GeometryReader { proxy in
                if proxy.size.width > 500 { HStack { Color.red } } else { VStack { Color.red } }
            }
            """
        // Lenient: the sides read as 0 and 1, so `>` does not hold (the VStack), with a warning
        // at the comparison; the model asks for passes, which decide it with the laid-out size.
        let model = try load(text, lenient: true)
        #expect(model.needsPasses)
        let reader = try #require(model.root)
        #expect(reader.children.first.map { if case .stack(let spec) = $0.kind { spec.axis == .vertical } else { false } } == true)
        let warning = try #require(model.warnings.first)
        #expect((warning.line, warning.column) == (2, 8))
        #expect(warning.message.hasPrefix("'>' compares a GeometryReader's size, known only during layout: taken as false here"))
        // Strict: the error at the comparison.
        let error = try #require(loadError(text))
        #expect((error.line, error.column) == (2, 8))
        #expect(error.message == "'>' needs constant numbers here, not sizes known only at layout time")
    }

    @Test("a comparison of a GeometryReader's frame in its content is not modelled: lenient warns and takes it as unknown")
    func readerFrameComparison() throws {
        let text = """
            GeometryReader { proxy in
                if proxy.frame(in: .global).minY < 0 { Color.red } else { Color.blue }
            }
            """
        // The sides read as 0 and 1: `<` holds, so the red Color.
        let model = try load(text, lenient: true)
        #expect(model.root?.children.first?.kind == .color(.named("red")))
        let warning = try #require(model.warnings.first)
        #expect((warning.line, warning.column) == (2, 8))
        #expect(warning.message == "'<' compares a GeometryReader's frame, known only once the layout is placed: taken as true (not modelled)")
        #expect(loadError(text)?.message == "'<' needs constant numbers here, not sizes known only at layout time")
    }

    @Test("syntax errors stay errors in lenient mode")
    func syntax() {
        #expect(throws: ModelError.self) { try ModelLanguage.load("VStack {", file: "x", options: LoadOptions(lenient: true)) }
        #expect(throws: ModelError.self) { try ModelLanguage.load("Text(\"a\"", file: "x", options: LoadOptions(lenient: true)) }
    }

    @Test("controls parse in every common form")
    func controls() throws {
        let text = """
            VStack {
                Button("a") { }
                Button(action: { }) { Text("b") }
                Button { } label: { Label("c", systemImage: "x") }
                Button("d", systemImage: "plus", role: .destructive) { }
                NavigationLink(destination: Text("x")) { Text("e") }
                NavigationLink { Text("x") } label: { Text("f") }
                NavigationLink("g", value: 1)
                Link("h", destination: URL(string: "https://x")!)
                Toggle(isOn: .constant(true)) { Text("i") }
                Stepper("j", value: .constant(1), in: 0...3)
                Slider(value: .constant(0.5), in: 0...1, step: 0.1)
                Picker("k", selection: .constant(1)) { Text("1").tag(1) }.pickerStyle(.menu)
                DatePicker("l", selection: .constant(Date()))
                TextField("m", text: .constant(""), prompt: Text("p"))
                SecureField("n", text: .constant(""))
                ProgressView(value: 0.3, total: 1)
                LabeledContent("o") { Text("v") }
                GroupBox("p") { Text("q") }
                ContentUnavailableView("r", systemImage: "tray", description: Text("s"))
                ShareLink(item: URL(string: "https://x")!)
                Section { Text("t") } header: { Text("u") }
                Form { Section(header: Text("v"), footer: Text("w")) { Text("x") } }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 40, maximum: 200), spacing: 4), count: 2)) { Text("y") }
                AsyncImage(url: URL(string: "x")) { phase in
                    switch phase {
                    case .success(let image): image.resizable()
                    default: ProgressView()
                    }
                }
                Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical)
                RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 10)
            }
            """
        let model = try load(text)
        // 27: the bare Section (outside a Form) splices its header and its row, as a Group does.
        #expect(model.root?.children.count == 27)
    }
}
