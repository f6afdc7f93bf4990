import ModelLanguage
import Testing
import ViewTree

/// Shape's static members (iOS 17: `.rect`, `.rect(cornerRadius:)`, `.capsule`, `.circle`,
/// `.ellipse`) written where a shape is expected, and a modifier whose arguments are not
/// understood in lenient mode: found pasting a profile screen whose
/// `.background(.red, in: .rect(cornerRadius: 12))` replaced the whole screen by a placeholder
/// box and whose `in: .capsule` was read as an unknown colour.
@Suite("Shape members and modifiers not understood")
struct ShapeMembersTests {
    /// The kind of the shape a `background(_:in:)` draws behind its view.
    func backgroundShape(_ member: String) throws -> NodeKind? {
        let root = try #require(try tree("Text(\"a\").background(.red, in: \(member))"))
        // background(style, in: shape): the shape filled with the style behind the Text.
        return root.children.last?.kind
    }

    @Test("each member is the shape view it names")
    func members() throws {
        #expect(try backgroundShape(".rect") == .shape(.rectangle))
        #expect(try backgroundShape(".rect(cornerRadius: 12)") == .shape(.roundedRectangle(cornerRadius: 12)))
        #expect(try backgroundShape(".rect(cornerRadius: 12, style: .continuous)") == .shape(.roundedRectangle(cornerRadius: 12)))
        #expect(try backgroundShape(".rect(cornerSize: CGSize(width: 6, height: 4))") == .shape(.roundedRectangle(cornerRadius: 6)))
        #expect(try backgroundShape(".capsule") == .shape(.capsule))
        #expect(try backgroundShape(".capsule(style: .continuous)") == .shape(.capsule))
        #expect(try backgroundShape(".circle") == .shape(.circle))
        #expect(try backgroundShape(".ellipse") == .shape(.ellipse))
        #expect(try backgroundShape(".rect(topLeadingRadius: 4, topTrailingRadius: 9)") == .shape(.other("UnevenRoundedRectangle")))
    }

    @Test("no member is read as a colour, and the style stays the view's")
    func noUnknownColours() throws {
        let model = try load(
            """
            VStack(spacing: 12) {
                Text("capsule").padding(8).background(.red, in: .capsule)
                Text("circle").padding(8).background(.green, in: .circle)
                Text("rect").padding(8).background(.blue, in: .rect(cornerRadius: 8))
            }
            """, lenient: true)
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        #expect(model.root?.children.count == 3)
    }

    @Test("lenient: a modifier whose argument does not fit is left out at the argument, its container stays")
    func modifierLeftOut() throws {
        let model = try load(
            """
            VStack {
                Text("Header")
                Text("x").frame(width: "wide")
                Text("Footer")
            }
            """, lenient: true)
        let root = try #require(model.root).strippingSources()
        // The VStack keeps its three Texts; the frame is gone from the second.
        #expect(root.kind.name == "VStack")
        #expect(root.children.map(\.kind) == [.text("Header"), .text("x"), .text("Footer")])
        let warning = try #require(model.warnings.first)
        #expect(model.warnings.count == 1)
        // Line 3, column 28: the string argument of `frame(width:)`.
        #expect(warning.line == 3 && warning.column == 28, "\(warning)")
        #expect(warning.message.hasSuffix("; modifier 'frame' ignored"), "\(warning.message)")
        #expect(WarningSummary.cause(of: warning) == "modifiers whose arguments are not understood")
    }

    @Test("strict: the same modifier is an error at its argument")
    func strictModifier() throws {
        let diagnostic = try #require(loadError("VStack {\n    Text(\"x\").frame(width: \"wide\")\n}"))
        #expect(diagnostic.line == 2 && diagnostic.column == 28, "\(diagnostic)")
    }
}
