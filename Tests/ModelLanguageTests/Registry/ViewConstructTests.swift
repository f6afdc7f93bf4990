import ModelLanguage
import Testing
import ViewTree

/// Each view parses to the node the FrameSolver DSL builds for the same code.
@Suite("Views")
struct ViewConstructTests {
    @Test("colors: named, clear, white, rgb")
    func colors() throws {
        #expect(try tree("Color.red") == ViewNode(.color(.named("red"))))
        #expect(try tree("Color.clear") == ViewNode(.color(.clear)))
        #expect(try tree("Color(white: 0.5)") == ViewNode(.color(.white(0.5, opacity: 1))))
        #expect(try tree("Color(red: 1, green: 0.5, blue: 0, opacity: 0.2)") == ViewNode(.color(.rgb(red: 1, green: 0.5, blue: 0, opacity: 0.2))))
    }

    @Test("each Color initialiser gives its own colour: name, a colour, UIKit's, hex, hue")
    func colorInitializers() throws {
        #expect(try tree("Color(\"brand\")") == ViewNode(.color(.named("brand"))))
        #expect(try tree("Color(.red)") == ViewNode(.color(.named("red"))))
        #expect(try tree("Color(uiColor: .systemRed)") == ViewNode(.color(.named("systemRed"))))
        #expect(try tree("Color(nsColor: .red)") == ViewNode(.color(.named("red"))))
        #expect(try tree("Color(hex: 0xFF0000)") == ViewNode(.color(.named("hex"))))
        #expect(try tree("Color(hue: 0.5, saturation: 0.5, brightness: 0.5)") == ViewNode(.color(.named("hsb"))))
        // With a colour space (strict mode used to read `.sRGB` as an unknown colour name).
        #expect(
            try tree("Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)") == ViewNode(.color(.rgb(red: 0.2, green: 0.4, blue: 0.6, opacity: 1))))
        #expect(
            try tree("Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)")
                == ViewNode(.color(.rgb(red: 1, green: 0, blue: 0, opacity: 0.5))))
        #expect(try tree("Color(.sRGBLinear, white: 0.25)") == ViewNode(.color(.white(0.25, opacity: 1))))
        let badSpace = loadError("Color(.purple, red: 1, green: 0, blue: 0)")
        #expect(badSpace?.message.contains("unknown color space '.purple'") == true)
    }

    @Test("shapes")
    func shapes() throws {
        #expect(try tree("Rectangle()") == ViewNode(.shape(.rectangle)))
        #expect(try tree("RoundedRectangle(cornerRadius: 12)") == ViewNode(.shape(.roundedRectangle(cornerRadius: 12))))
        #expect(try tree("Circle()") == ViewNode(.shape(.circle)))
        #expect(try tree("Capsule()") == ViewNode(.shape(.capsule)))
        #expect(try tree("Ellipse()") == ViewNode(.shape(.ellipse)))
        #expect(try tree("Path { path in\n path.move(to: CGPoint(x: 0, y: 0))\n for i in 0..<3 { }\n}") == ViewNode(.shape(.path)))
        #expect(try tree("Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))") == ViewNode(.shape(.path)))
    }

    @Test("leaves: Text, Image, Spacer, Divider, EmptyView")
    func leaves() throws {
        #expect(try tree(#"Text("Hello \"world\"")"#) == ViewNode(.text("Hello \"world\"")))
        #expect(try tree(#"Image("pic", width: 1600, height: 900)"#) == ViewNode(.image(ImageSpec(name: "pic", width: 1600, height: 900))))
        #expect(try tree(#"Image("pic").resizable()"#) == ViewNode(.image(ImageSpec(name: "pic", resizable: true))))
        #expect(try tree("Spacer()") == ViewNode(.spacer(minLength: nil)))
        #expect(try tree("Spacer(minLength: 20)") == ViewNode(.spacer(minLength: 20)))
        #expect(try tree("Divider()") == ViewNode(.divider))
        #expect(try tree("EmptyView()") == nil)
    }

    @Test("an asset image without a declared size says its size is a stand-in")
    func assetImageWarns() throws {
        let (_, undeclared) = try textsAndWarnings(#"Image("hero").resizable().aspectRatio(contentMode: .fit)"#)
        #expect(undeclared.count == 1 && undeclared[0].contains(#"the asset image "hero" has no size here"#), "\(undeclared)")
        let (_, declared) = try textsAndWarnings(#"Image("hero", width: 1600, height: 900).resizable()"#)
        let (_, symbol) = try textsAndWarnings(#"Image(systemName: "star")"#)
        #expect(declared.isEmpty && symbol.isEmpty, "\(declared) \(symbol)")
    }

    @Test("stacks with alignment and spacing")
    func stacks() throws {
        let h = try tree("HStack(alignment: .top, spacing: 4) { Color.red; Color.blue }")
        #expect(
            h
                == ViewNode(
                    .stack(StackSpec(axis: .horizontal, alignment: .top, spacing: 4)),
                    children: [ViewNode(.color(.named("red"))), ViewNode(.color(.named("blue")))]))
        let v = try tree("VStack(alignment: .leading) {\n Text(\"a\")\n Text(\"b\")\n}")
        #expect(v == ViewNode(.stack(StackSpec(axis: .vertical, alignment: .leading)), children: [ViewNode(.text("a")), ViewNode(.text("b"))]))
        let lazy = try tree("LazyVStack(spacing: 0) { Divider() }")
        #expect(lazy == ViewNode(.stack(StackSpec(axis: .vertical, spacing: 0, lazy: true)), children: [ViewNode(.divider)]))
        let z = try tree("ZStack(alignment: .bottomTrailing) { Color.red }")
        #expect(z == ViewNode(.zStack(alignment: .bottomTrailing), children: [ViewNode(.color(.named("red")))]))
    }

    @Test("alignments on a text baseline: by name and as Alignment(horizontal:vertical:)")
    func baselineAlignments() throws {
        let named = try tree("ZStack(alignment: .leadingFirstTextBaseline) { Color.red }")
        #expect(named == ViewNode(.zStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)), children: [ViewNode(.color(.named("red")))]))
        let built = try tree("Color.red.frame(width: 10, alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline))")
        let frame = FixedFrame(width: 10, height: nil, alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline))
        #expect(built == ViewNode(.frame(frame), children: [ViewNode(.color(.named("red")))]))
        let swapped = loadError("ZStack(alignment: Alignment(horizontal: .top, vertical: .leading)) { Color.red }")
        #expect(swapped?.message.contains("expects guides such as .leading and .firstTextBaseline") == true, "\(String(describing: swapped))")
        #expect(swapped?.line == 1 && swapped?.column == 19)
    }

    @Test("GeometryReader content reads the reader's size symbolically")
    func geometryReader() throws {
        let root = try #require(try tree("GeometryReader { proxy in\n Color.red.frame(width: proxy.size.width * 0.25, height: min(proxy.size.height, 100))\n}"))
        let id = try #require(root.readerIDs.first)
        let width = Expr.variable(.readerWidth(id)) * 0.25
        let height = Expr.min(.variable(.readerHeight(id)), 100)
        let frame = ViewNode(.frame(FixedFrame(width: width, height: height)), children: [ViewNode(.color(.named("red")))])
        #expect(root == ViewNode(.geometryReader(id), children: [frame]))
    }

    @Test("ScrollView wraps several views in an implicit stack")
    func scrollView() throws {
        let one = try tree("ScrollView { Color.red }")
        #expect(one == ViewNode(.scrollView(ScrollSpec(axes: .vertical)), children: [ViewNode(.color(.named("red")))]))
        let several = try tree("ScrollView(.horizontal, showsIndicators: false) { Color.red; Color.blue }")
        let content = ViewNode(.stack(StackSpec(axis: .horizontal)), children: [ViewNode(.color(.named("red"))), ViewNode(.color(.named("blue")))])
        #expect(several == ViewNode(.scrollView(ScrollSpec(axes: .horizontal)), children: [content]))
        let both = try tree("ScrollView([.horizontal, .vertical]) { Color.red }")
        #expect(both == ViewNode(.scrollView(ScrollSpec(axes: .both)), children: [ViewNode(.color(.named("red")))]))
    }

    @Test("Grid, GridRow, ViewThatFits")
    func grids() throws {
        let grid = try tree("Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 4) {\n GridRow(alignment: .top) { Color.red }\n Divider()\n}")
        let row = ViewNode(.gridRow(alignment: .top), children: [ViewNode(.color(.named("red")))])
        #expect(grid == ViewNode(.grid(GridSpec(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 4)), children: [row, ViewNode(.divider)]))
        let fits = try tree("ViewThatFits(in: .horizontal) { Text(\"long\"); Text(\"s\") }")
        #expect(fits == ViewNode(.viewThatFits(axes: .horizontal), children: [ViewNode(.text("long")), ViewNode(.text("s"))]))
    }

    @Test("LazyVGrid: a GridItem spacing other than the first's, or an adaptive item among others, warns; the last item's spacing never shows")
    func lazyGridApproximationsWarn() throws {
        func warnings(_ columns: String) throws -> [String] {
            try load("LazyVGrid(columns: [\(columns)]) { Color.red }").warnings.map(\.message)
        }
        // Two gaps, 8 then 4: the grid spaces both by 8.
        #expect(
            try warnings("GridItem(.fixed(60)), GridItem(.flexible(), spacing: 4), GridItem(.flexible())")
                == ["every column of this grid is spaced by its first GridItem's spacing, 8; a GridItem's own spacing (4 here) is not modelled"])
        // One gap, the first item's 12: exact, whatever the last item says.
        #expect(try warnings("GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 2)").isEmpty)
        #expect(
            try warnings("GridItem(.fixed(60)), GridItem(.adaptive(minimum: 40))")
                == ["an adaptive GridItem among other items is laid out as one flexible column with its minimum, not as many as fit (not modelled)"])
    }

    @Test("ForEach over ranges and arrays, Group: spliced")
    func forEachAndGroup() throws {
        let range = try tree("HStack { ForEach(0..<3) { i in Color.red.frame(width: i * 10) } }")
        let children = (0..<3).map { ViewNode(.frame(FixedFrame(width: Expr(Double($0 * 10)))), children: [ViewNode(.color(.named("red")))]) }
        #expect(range == ViewNode(.stack(StackSpec(axis: .horizontal)), children: children))
        let closed = try #require(try tree("VStack { ForEach(1...3) { _ in Divider() } }"))
        #expect(closed.children.count == 3)
        let array = try tree("VStack { ForEach([\"a\", \"b\"], id: \\.self) { name in Text(name) } }")
        #expect(array == ViewNode(.stack(StackSpec(axis: .vertical)), children: [ViewNode(.text("a")), ViewNode(.text("b"))]))
        let group = try tree("VStack { Group { Text(\"a\"); Text(\"b\") }.padding(4) }")
        let padded = ["a", "b"].map { ViewNode(.padding(EdgeInsets(.all, 4)), children: [ViewNode(.text($0))]) }
        #expect(group == ViewNode(.stack(StackSpec(axis: .vertical)), children: padded))
    }

    @Test("several root views form an implicit VStack")
    func implicitRoot() throws {
        let root = try tree("struct Two: View {\n    var body: some View {\n        Text(\"a\")\n        Text(\"b\")\n    }\n}")
        #expect(root == ViewNode(.stack(StackSpec(axis: .vertical)), children: [ViewNode(.text("a")), ViewNode(.text("b"))]))
    }

    @Test("if and else over literal booleans: a false branch adds nothing")
    func conditionals() throws {
        let root = try tree("VStack {\n if true { Text(\"yes\") } else { Text(\"no\") }\n if false { Divider() }\n if !false && 1 < 2 { Color.red }\n}")
        #expect(root == ViewNode(.stack(StackSpec(axis: .vertical)), children: [ViewNode(.text("yes")), ViewNode(.color(.named("red")))]))
    }

    @Test("source locations point at the name of each view and modifier")
    func sources() throws {
        let model = try load("VStack {\n    Text(\"a\")\n        .padding()\n}")
        let root = try #require(model.root)
        #expect(root.attributes.source == SourceLocation(file: "test.layout", line: 1, column: 1))
        #expect(root.children[0].attributes.source == SourceLocation(file: "test.layout", line: 3, column: 10))
        #expect(root.children[0].children[0].attributes.source == SourceLocation(file: "test.layout", line: 2, column: 5))
    }
    @Test("a DisclosureGroup is laid out collapsed; one the code expands warns that its content is not shown")
    func disclosureExpansionWarns() throws {
        let text = """
            struct Folders: View {
                @State private var open = OPEN
                var body: some View {
                    DisclosureGroup("Folders", isExpanded: $open) { Text("Work") }
                }
            }
            """
        let collapsed = try load(text.replacingOccurrences(of: "OPEN", with: "false"))
        #expect(collapsed.warnings.isEmpty)
        let expanded = try load(text.replacingOccurrences(of: "OPEN", with: "true"))
        #expect(expanded.warnings.map(\.message) == ["DisclosureGroup is laid out collapsed; its content, expanded here, is not shown"])
        // Both show the label row only: the content's Text is in neither tree.
        for model in [collapsed, expanded] {
            var texts: [String] = []
            model.root?.preorder { node, _ in if case .text(let t) = node.kind { texts.append(t) } }
            #expect(texts == ["Folders"])
        }
    }
    @Test("a NavigationSplitView is its sidebar; on a regular-width screen the detail it drops is warned")
    func splitViewDetailWarns() throws {
        let text = """
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            """
        for (screen, warned) in [(Screen.device(.iPhone14), false), (Screen.device(.iPad11), true)] {
            let model = try ModelLanguage.load(text, file: "split.layout", options: LoadOptions(bars: BarMetrics.of(screen)))
            var texts: [String] = []
            model.root?.preorder { node, _ in if case .text(let t) = node.kind { texts.append(t) } }
            #expect(texts == ["Sidebar"])
            #expect(
                model.warnings.map(\.message)
                    == (warned
                        ? ["NavigationSplitView is laid out as its sidebar alone, as a compact width shows it; on this regular-width screen SwiftUI shows its detail column too, which is not laid out"]
                        : []))
        }
    }
}
