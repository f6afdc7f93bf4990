import ModelLanguage
import Testing
import ViewTree

/// Each modifier parses to the node or attribute the FrameSolver DSL builds.
@Suite("Modifiers")
struct ModifierConstructTests {
    let red = ViewNode(.color(.named("red")))

    func wrapped(_ kind: NodeKind, _ content: [ViewNode] = []) -> ViewNode {
        red.applying(.layout(kind, content: content))
    }

    @Test("frame: fixed and flexible, constants and .infinity")
    func frames() throws {
        #expect(try tree("Color.red.frame(width: 10, height: 20, alignment: .top)") == wrapped(.frame(FixedFrame(width: 10, height: 20, alignment: .top))))
        #expect(try tree("Color.red.frame(height: nil)") == wrapped(.frame(FixedFrame())))
        #expect(
            try tree("Color.red.frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)")
                == wrapped(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .leading))))
        #expect(try tree("let w = 100\nColor.red.frame(idealWidth: w / 2 + 5)") == wrapped(.flexibleFrame(FlexibleFrame(idealWidth: 55))))
    }

    @Test("padding: all forms")
    func padding() throws {
        #expect(try tree("Color.red.padding()") == wrapped(.padding(EdgeInsets(.all, 16))))
        #expect(try tree("Color.red.padding(8)") == wrapped(.padding(EdgeInsets(.all, 8))))
        #expect(try tree("Color.red.padding(.horizontal)") == wrapped(.padding(EdgeInsets(.horizontal, 16))))
        #expect(try tree("Color.red.padding(.horizontal, 16)") == wrapped(.padding(EdgeInsets(.horizontal, 16))))
        #expect(try tree("Color.red.padding([.top, .leading], 4)") == wrapped(.padding(EdgeInsets(top: 4, leading: 4))))
        #expect(
            try tree("Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
                == wrapped(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))))
    }

    @Test("aspectRatio, scaledToFit, scaledToFill")
    func aspectRatio() throws {
        #expect(try tree("Color.red.aspectRatio(1.77, contentMode: .fill)") == wrapped(.aspectRatio(AspectRatioSpec(ratio: 1.77, contentMode: .fill))))
        #expect(try tree("Color.red.aspectRatio(contentMode: .fit)") == wrapped(.aspectRatio(AspectRatioSpec())))
        #expect(try tree("Color.red.aspectRatio(CGSize(width: 16, height: 8))") == wrapped(.aspectRatio(AspectRatioSpec(ratio: 2))))
        #expect(try tree("Color.red.scaledToFit()") == wrapped(.aspectRatio(AspectRatioSpec(ratio: nil, contentMode: .fit))))
        #expect(try tree("Color.red.scaledToFill()") == wrapped(.aspectRatio(AspectRatioSpec(ratio: nil, contentMode: .fill))))
    }

    @Test("overlay and background: closure or view argument, several views form a ZStack")
    func secondary() throws {
        let text = ViewNode(.text("a"))
        #expect(try tree("Color.red.overlay(alignment: .topLeading) { Text(\"a\") }") == wrapped(.overlay(alignment: .topLeading), [text]))
        #expect(try tree("Color.red.overlay(Text(\"a\"), alignment: .bottom)") == wrapped(.overlay(alignment: .bottom), [text]))
        // A colour given as the value is a shape style: it ignores the safe area on every edge
        // (background(_:ignoresSafeAreaEdges:), default .all); a view or closure does not.
        let blue = ViewNode(.color(.named("blue"))).applying(.ignoresSafeArea(.all))
        #expect(try tree("Color.red.background(Color.blue)") == wrapped(.background(alignment: .center), [blue]))
        #expect(try tree("Color.red.background(.blue)") == wrapped(.background(alignment: .center), [blue]))
        #expect(try tree("Color.red.background(.blue, ignoresSafeAreaEdges: [])") == wrapped(.background(alignment: .center), [ViewNode(.color(.named("blue"))).applying(.ignoresSafeArea([]))]))
        #expect(try tree("Color.red.background(.blue, ignoresSafeAreaEdges: .top)") == wrapped(.background(alignment: .center), [ViewNode(.color(.named("blue"))).applying(.ignoresSafeArea(.top))]))
        #expect(try tree("Color.red.background { Color.blue }") == wrapped(.background(alignment: .center), [ViewNode(.color(.named("blue")))]))
        #expect(try tree("Color.red.background(Rectangle().fill(.blue))")?.children[1].attributes.ignoresSafeArea == nil)
        let two = try #require(try tree("Color.red.background { Text(\"a\"); Text(\"b\") }"))
        #expect(two.children[1] == ViewNode(.zStack(alignment: .center), children: [text, ViewNode(.text("b"))]))
    }

    @Test("fixedSize, offset, position, scaleEffect")
    func simpleLayoutModifiers() throws {
        #expect(try tree("Color.red.fixedSize()") == wrapped(.fixedSize(horizontal: true, vertical: true)))
        #expect(try tree("Color.red.fixedSize(horizontal: false, vertical: true)") == wrapped(.fixedSize(horizontal: false, vertical: true)))
        #expect(try tree("Color.red.offset(x: 5)") == wrapped(.offset(x: 5, y: 0)))
        #expect(try tree("Color.red.offset(CGSize(width: 1, height: -2))") == wrapped(.offset(x: 1, y: -2)))
        #expect(try tree("Color.red.position(x: 10, y: 20)") == wrapped(.position(x: 10, y: 20)))
        #expect(try tree("Color.red.scaleEffect(2.2)") == wrapped(.scaleEffect(x: 2.2, y: 2.2, anchor: .center)))
        #expect(try tree("Color.red.scaleEffect(x: 2, y: 3, anchor: .topLeading)") == wrapped(.scaleEffect(x: 2, y: 3, anchor: .topLeading)))
    }

    @Test("containerRelativeFrame: whole, grid, closure per axis")
    func containerRelativeFrame() throws {
        #expect(
            try tree("Color.red.containerRelativeFrame(.horizontal)")
                == wrapped(.containerRelativeFrame(ContainerRelativeSpec(axes: .horizontal, length: .grid(count: 1, span: 1, spacing: 0)))))
        #expect(
            try tree("Color.red.containerRelativeFrame(.vertical, count: 3, span: 2, spacing: 8)")
                == wrapped(.containerRelativeFrame(ContainerRelativeSpec(axes: .vertical, length: .grid(count: 3, span: 2, spacing: 8)))))
        let closure = try tree("Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in length * 0.25 }")
        let h = Expr.variable(.containerLength(.horizontal)) * 0.25, v = Expr.variable(.containerLength(.vertical)) * 0.25
        #expect(closure == wrapped(.containerRelativeFrame(ContainerRelativeSpec(axes: .both, length: .closure(horizontal: h, vertical: v)))))
    }

    @Test(
        "lineLimit's minimum lines: reservesSpace: true, a range's lower bound (below 1: none), a partial range",
        arguments: [
            ("3, reservesSpace: true", 3, 3), ("3, reservesSpace: false", 3, nil), ("3...6", 6, 3), ("3..<6", 5, 3),
            ("2...", Int.max, 2), ("...4", 4, nil), ("..<4", 3, nil), ("0...2", 2, nil), ("1...5", 5, 1),
        ] as [(String, Int, Int?)])
    func lineLimitMinimum(arguments: String, limit: Int, minimum: Int?) throws {
        let node = try #require(try tree("Text(\"a\").lineLimit(\(arguments))"))
        #expect(node.attributes.lineLimit == limit)
        #expect(node.attributes.minimumLines == minimum)
    }

    @Test("a lineLimit below 1 warns and is no limit", arguments: [("0", "1:21"), ("-1", "1:21")])
    func lineLimitBelowOne(limit: String, at location: String) throws {
        let model = try load("Text(\"a\").lineLimit(\(limit))")
        let warning = try #require(model.warnings.first { $0.message.contains("'lineLimit'") })
        #expect(warning.message == "'lineLimit' of \(limit) is not a number of lines (at least 1): treated as no limit")
        // `Text("a").lineLimit(` is 20 characters: the limit starts at column 21.
        #expect("\(warning.line):\(warning.column)" == location)
        #expect(try tree("Text(\"a\").lineLimit(2)") != nil)
        #expect(try load("Text(\"a\").lineLimit(2)").warnings.isEmpty)
    }

    @Test("lineLimit's limit and minimum are one value: the inner declaration sets both")
    func lineLimitInnerWins() throws {
        let node = try #require(try tree("Text(\"a\").lineLimit(3...6).lineLimit(1)"))
        #expect(node.attributes.lineLimit == 6 && node.attributes.minimumLines == 3)
        let plain = try #require(try tree("Text(\"a\").lineLimit(1).lineLimit(2...)"))
        #expect(plain.attributes.lineLimit == 1 && plain.attributes.minimumLines == nil)
    }

    @Test("id: an enum case is a tag named by the case; a record's id is an identity, not a tag")
    func enumCaseIDs() throws {
        let declared = "enum Section: Hashable { case header, body }\nstruct Item: Identifiable { let id: Int }\n"
        #expect(try tree(declared + "Text(\"a\").id(Section.header)")?.attributes.id == "header")
        #expect(try tree(declared + "Text(\"a\").id(Item(id: 3))")?.attributes.id == nil)
        #expect(try tree(declared + "Text(\"a\").id(7)")?.attributes.id == "7")
    }

    @Test("attributes: id, layoutPriority, font, lineLimit, grid cells, coordinate space, content margins")
    func attributes() throws {
        var node = ViewNode(.text("a"))
        node.attributes.id = "t"
        node.attributes.layoutPriority = 1
        node.attributes.font = .title
        node.attributes.lineLimit = 2
        #expect(try tree("Text(\"a\").id(\"t\").layoutPriority(1).font(.title).lineLimit(2)") == node)
        #expect(try tree("Text(\"a\").font(.system(size: 20))")?.attributes.font == Font(size: 20))
        #expect(try tree("Text(\"a\").lineLimit(nil)")?.attributes.lineLimit == Int.max)
        let cell = try #require(
            try tree("Color.red.gridCellColumns(2).gridCellUnsizedAxes(.horizontal).gridColumnAlignment(.trailing).gridCellAnchor(.topLeading)"))
        #expect(cell.attributes.gridCellColumns == 2)
        #expect(cell.attributes.gridCellUnsizedAxes == .horizontal)
        #expect(cell.attributes.gridColumnAlignment == .trailing)
        #expect(cell.attributes.gridCellAnchor == .topLeading)
        #expect(try tree("Color.red.coordinateSpace(name: \"p\")")?.attributes.coordinateSpace == "p")
        #expect(try tree("Color.red.coordinateSpace(.named(\"q\"))")?.attributes.coordinateSpace == "q")
        let margins = try tree("ScrollView { Color.red }.contentMargins(.horizontal, 20, for: .scrollContent)")
        #expect(margins?.attributes.contentMargins == EdgeInsets(.horizontal, 20))
        // SwiftUI's contentMargins(_ length:, for:): every edge.
        let allEdges = try load("ScrollView { Color.red }.contentMargins(16, for: .scrollContent)")
        #expect(allEdges.warnings.isEmpty, "\(allEdges.warnings)")
        #expect(allEdges.root?.attributes.contentMargins == EdgeInsets(.all, 16))
    }

    @Test("alignmentGuide over ViewDimensions")
    func alignmentGuide() throws {
        let node = try #require(try tree("Color.red.alignmentGuide(.leading) { d in d[.trailing] - 10 }.alignmentGuide(.top) { d in d.height / 2 }"))
        #expect(node.attributes.horizontalGuides[.leading] == Expr.variable(.dimensionWidth) - 10)
        #expect(node.attributes.verticalGuides[.top] == Expr.variable(.dimensionHeight) / 2)
    }

    @Test("visual-only modifiers are recorded, not nodes")
    func visual() throws {
        let node = try #require(
            try tree(
                "Rectangle().fill(.orange).border(Color.gray, width: 2).opacity(0.5).clipped().shadow(radius: 3).cornerRadius(4).foregroundStyle(.red).stroke(.blue, lineWidth: 2)"
            ))
        #expect(node.kind == .shape(.rectangle))
        #expect(
            node.attributes.visual == [
                VisualModifier("fill", color: .named("orange")), VisualModifier("border", color: .gray, value: 2),
                VisualModifier("opacity", value: 0.5), VisualModifier("clipped"), VisualModifier("shadow", value: 3),
                VisualModifier("cornerRadius", value: 4), VisualModifier("foregroundStyle", color: .named("red")),
                VisualModifier("stroke", color: .named("blue"), value: 2),
            ])
        #expect(try tree("Text(\"a\").border(.blue)")?.attributes.visual == [VisualModifier("border", color: .named("blue"), value: 1)])
    }

    @Test("whole SwiftUI files: imports and #Preview are read past")
    func swiftUIFile() throws {
        let model = try load("import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"a\") }\n}\n\n#Preview {\n    ContentView()\n}\n")
        #expect(model.root?.strippingSources() == ViewNode(.text("a")))
        #expect(model.rootName == "ContentView")
    }
    @Test("a flexible frame with its limits out of order warns, as SwiftUI logs, and keeps them for I.1's normalising")
    func contradictoryFrameWarns() throws {
        let contradictory = try load("Color.red.frame(minWidth: 100, maxWidth: 50, minHeight: 5, maxHeight: 10)")
        #expect(
            contradictory.warnings.map(\.message) == [
                "contradictory frame constraints on the width (min <= ideal <= max does not hold); normalised as SwiftUI does (I.1)"
            ])
        // In order (infinity last), or with a side absent: no warning.
        for ordered in ["Color.red.frame(minWidth: 0, maxWidth: .infinity)", "Color.red.frame(idealWidth: 40, maxWidth: 50)", "Color.red.frame(minWidth: 10)"] {
            #expect(try load(ordered).warnings.isEmpty, "\(ordered)")
        }
    }
    @Test("lineSpacing, tracking, kerning and fontWidth are accepted with a warning saying how the Text differs")
    func unmeasuredTextStylingWarns() throws {
        let model = try load("Text(\"one\\ntwo\").lineSpacing(4).tracking(1)")
        #expect(
            model.warnings.map(\.message) == [
                "'lineSpacing' is accepted but the space it adds between a Text's lines is not laid out: a Text of n lines is (n - 1) x the spacing shorter than in SwiftUI",
                "'tracking' is accepted but the space it adds after each character is not laid out: the Text is narrower than in SwiftUI",
            ])
        // The Text is laid out as without them: no layout node is added.
        #expect(model.root?.kind == .text("one\ntwo"))
    }
}
