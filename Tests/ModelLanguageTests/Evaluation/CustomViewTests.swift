import ModelLanguage
import Testing
import ViewTree

/// Custom view structs as people write them.
@Suite("Custom views")
struct CustomViewTests {
    static let ratioSplit = """
        struct RatioSplitHStack<L, R>: View where L: View, R: View {
            let leftWidthRatio: CGFloat
            let leftContent: L
            let rightContent: R
            init(leftWidthRatio: CGFloat, @ViewBuilder leftContent: @escaping () -> L, @ViewBuilder rightContent: @escaping () -> R) {
                self.leftWidthRatio = leftWidthRatio
                self.leftContent = leftContent()
                self.rightContent = rightContent()
            }
            var body: some View {
                GeometryReader { proxy in
                    HStack(spacing: 0) {
                        Color.clear.frame(width: proxy.size.width * leftWidthRatio).overlay(leftContent)
                        Color.clear.overlay(rightContent)
                    }
                }
            }
        }

        """

    @Test("RatioSplitHStack: explicit init, generic parameters, two view-builder closures")
    func ratioSplit() throws {
        let root = try #require(try tree(Self.ratioSplit + "RatioSplitHStack(leftWidthRatio: 0.25) {\n Rectangle()\n} rightContent: {\n Text(\"R\")\n}"))
        let id = try #require(root.readerIDs.first)
        let left = ViewNode(.color(.clear))
            .applying(.layout(.frame(FixedFrame(width: Expr.variable(.readerWidth(id)) * 0.25))))
            .applying(.layout(.overlay(alignment: .center), content: [ViewNode(.shape(.rectangle))]))
        let right = ViewNode(.color(.clear)).applying(.layout(.overlay(alignment: .center), content: [ViewNode(.text("R"))]))
        let stack = ViewNode(.stack(StackSpec(axis: .horizontal, spacing: 0)), children: [left, right])
        #expect(root == ViewNode(.geometryReader(id), children: [stack]))
    }

    @Test("memberwise init: defaults, view-builder content, trailing closure, self.")
    func memberwise() throws {
        let text = """
            struct Card<Content: View>: View {
                var title: String = "Card"
                var inset: CGFloat = 8
                var color: Color = .blue
                let content: Content
                var body: some View {
                    VStack {
                        Text(self.title)
                        content.padding(inset)
                    }
                    .background(color)
                }
            }
            Card(inset: 4) { Divider() }
            """
        let expected = ViewNode(
            .stack(StackSpec(axis: .vertical)),
            children: [
                ViewNode(.text("Card")), ViewNode(.divider).applying(.layout(.padding(EdgeInsets(.all, 4)))),
            ]
            // A colour given as the value is a shape style, which ignores the safe area by default.
        ).applying(.layout(.background(alignment: .center), content: [ViewNode(.color(.named("blue"))).applying(.ignoresSafeArea(.all))]))
        #expect(try tree(text) == expected)
    }

    @Test("ViewBuilder init with a content closure property; computed properties; booleans in if")
    func builderInit() throws {
        let text = """
            struct Box<Content: View>: View {
                var bordered: Bool = false
                let content: () -> Content
                init(bordered: Bool = false, @ViewBuilder content: @escaping () -> Content) {
                    self.bordered = bordered
                    self.content = content
                }
                var side: CGFloat { 10 * 2 }
                var body: some View {
                    if bordered {
                        content().frame(width: side)
                    } else {
                        content()
                    }
                }
            }
            HStack { Box(bordered: true) { Color.red }; Box { Color.blue } }
            """
        let expected = ViewNode(
            .stack(StackSpec(axis: .horizontal)),
            children: [
                ViewNode(.color(.named("red"))).applying(.layout(.frame(FixedFrame(width: 20)))), ViewNode(.color(.named("blue"))),
            ])
        #expect(try tree(text) == expected)
    }

    @Test("a modifier on a custom view with several body views applies to each")
    func modifierOnSeveral() throws {
        let text = "struct Pair: View {\n var body: some View {\n  Text(\"a\")\n  Text(\"b\")\n }\n}\nVStack { Pair().padding(2) }"
        let padded = ["a", "b"].map { ViewNode(.text($0)).applying(.layout(.padding(EdgeInsets(.all, 2)))) }
        #expect(try tree(text) == ViewNode(.stack(StackSpec(axis: .vertical)), children: padded))
    }

    @Test("a view struct nested in the view that shows it, by its bare name and qualified")
    func nestedView() throws {
        let text = """
            struct Screen: View {
                struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                var body: some View {
                    VStack {
                        Row(title: "a")
                        Screen.Row(title: "b")
                    }
                }
            }
            """
        let rows = ["a", "b"].map { ViewNode(.text($0)) }
        #expect(try tree(text) == ViewNode(.stack(StackSpec(axis: .vertical)), children: rows))
    }

    @Test("a data type's explicit init runs: Item(\"x\") sets what init(_ name:) assigns")
    func dataTypeInit() throws {
        // The init sets size to 40 whatever the name; the memberwise form would leave it 0.
        let text = """
            struct Item {
                let name: String
                let size: CGFloat
                init(_ name: String) {
                    self.name = name
                    self.size = 40
                }
            }
            Text(Item("x").name).frame(width: Item("y").size)
            """
        let model = try load(text)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        let frame = FixedFrame(width: 40, height: nil)
        #expect(model.root?.strippingSources() == ViewNode(.text("x")).applying(.layout(.frame(frame))))
    }

    @Test("a data type called with arguments no init reads: a warning, its properties at their defaults")
    func dataTypeUnmatchedInit() throws {
        // The init's do/catch is not read, and no memberwise init has a `scale:`; strict mode,
        // where an unknown label is no warning of its own.
        let text = """
            struct Item {
                var size: CGFloat = 10
                init(scale: Double) {
                    do { size = try compute(scale) } catch { size = 1 }
                }
            }
            Color.red.frame(width: Item(scale: 2).size)
            """
        let model = try load(text)
        let warning = try #require(model.warnings.first)
        #expect((warning.line, warning.column) == (7, 24))
        #expect(warning.message == "'Item(…)' matches no init FrameSolver reads; its properties keep their defaults")
    }

    @Test("CGSize properties and proxy.size passed down")
    func sizes() throws {
        let text =
            "struct Half: View {\n var size: CGSize\n var body: some View { Color.red.frame(width: size.width / 2, height: size.height / 2) }\n}\nGeometryReader { g in Half(size: g.size) }"
        let root = try #require(try tree(text))
        let id = try #require(root.readerIDs.first)
        let frame = FixedFrame(width: Expr.variable(.readerWidth(id)) / 2, height: Expr.variable(.readerHeight(id)) / 2)
        #expect(root == ViewNode(.geometryReader(id), children: [ViewNode(.color(.named("red"))).applying(.layout(.frame(frame)))]))
    }

    @Test("each instance gets its own GeometryReader identity")
    func readerIdentities() throws {
        let text = "struct R: View { var body: some View { GeometryReader { _ in Color.red } } }\nVStack { R(); R() }"
        let root = try #require(try tree(text))
        #expect(Set(root.readerIDs).count == 2)
    }
}

/// Which view a file lays out.
@Suite("Root selection")
struct RootSelectionTests {
    let structs =
        "struct A: View { var body: some View { Text(\"A\") } }\nstruct ContentView: View { var body: some View { Text(\"C\") } }\nstruct B: View { var body: some View { Text(\"B\") } }\n"

    @Test("--root names a struct")
    func named() throws {
        let model = try load(structs + "Text(\"top\")", root: "A")
        #expect(model.rootName == "A")
        #expect(model.root?.strippingSources() == ViewNode(.text("A")))
        #expect(model.structNames == ["A", "ContentView", "B"])
    }

    @Test("else the top-level expression, else ContentView, else the last struct")
    func defaults() throws {
        let top = try load(structs + "Text(\"top\")")
        #expect(top.rootName == nil)
        #expect(top.root?.strippingSources() == ViewNode(.text("top")))
        #expect(try load(structs).rootName == "ContentView")
        let last = try load("struct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { var body: some View { Text(\"B\") } }")
        #expect(last.rootName == "B")
    }

    @Test("an @main App's WindowGroup is the root when there is no top-level view")
    func app() throws {
        let model = try load(
            "@main\nstruct MyApp: App {\n var body: some Scene {\n  WindowGroup { ContentView() }\n }\n}\nstruct ContentView: View { var body: some View { Divider() } }"
        )
        #expect(model.rootName == "MyApp")
        #expect(model.root?.strippingSources() == ViewNode(.divider))
    }

    @Test("a missing --root struct is an error with a suggestion")
    func missing() throws {
        let diagnostic = try #require(loadError(structs, root: "Contentview"))
        #expect(diagnostic.message == "no view struct named 'Contentview' (from --root)")
        #expect(diagnostic.suggestion == "ContentView")
        #expect(diagnostic.expected == "one of: A, ContentView, B")
    }

    @Test("a file without views is an error")
    func empty() throws {
        let diagnostic = try #require(loadError("// nothing\nlet x = 1\n"))
        #expect(diagnostic.message == "the file declares no view")
        #expect((diagnostic.line, diagnostic.column) == (1, 1))
    }
}
