import FrameSolver
import TestSupport
import Testing

/// Custom `Layout` containers in both engines: SwiftUI's calling rules, and the errors that
/// name the container and the line instead of approximating.
@Suite("Custom layouts in both engines")
struct CustomLayoutEngineTests {
    static func root(_ text: String) throws -> ViewNode? {
        try ModelLanguage.load(text, file: "test.layout").root
    }

    static func both(_ text: String, _ width: Double, _ height: Double) throws -> [LayoutResult] {
        let root = try root(text)
        let window = ProposedSize(width: width, height: height)
        return [try NegotiationEngine().layout(root, in: window), try ConstraintEngine().layout(root, in: window)]
    }

    @Test("a subview the code does not place sits at the centre of the bounds at its ideal size")
    func unplacedSubview() throws {
        let text = """
            struct FirstOnly: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: 50, height: 40))
                }
            }
            FirstOnly {
                Color.red.id("placed")
                Text("abcd").id("unplaced")
            }
            """
        for result in try Self.both(text, 300, 200) {
            // The first: proposed 50x40 at the top-leading corner (the default anchor). The second:
            // "abcd" ideal 34 x 20.4, centred on (150, 100): (133, 89.8).
            expectFrame(result, "placed", 0, 0, 50, 40)
            expectFrame(result, "unplaced", 133, 89.8, 34, 20.4)
        }
    }

    @Test("a stack's probes reach sizeThatFits: a Layout in an HStack shares like any flexible view")
    func probes() throws {
        let text = """
            struct Fill: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: min(proposal.width ?? 10, 200), height: 30)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            HStack(spacing: 0) {
                Fill { }.id("fill")
                Color.blue.id("color")
            }
            """
        for result in try Self.both(text, 300, 30) {
            // Probed at 0 and inf, Fill ranges [0, 200], the Color [0, inf]: Fill (less flexible)
            // is offered 300 / 2 = 150 and takes 150; the Color the remaining 150.
            expectFrame(result, "fill", 0, 0, 150, 30)
            expectFrame(result, "color", 150, 0, 150, 30)
        }
        for result in try Self.both(text, 1000, 30) {
            // Offered 500, Fill takes 200; the Color 800.
            expectFrame(result, "fill", 0, 0, 200, 30)
            expectFrame(result, "color", 200, 0, 800, 30)
        }
    }

    @Test("a product of two layout-dependent numbers: a program over a range of windows names the container; one window lays it out")
    func nonLinear() throws {
        let text = """
            struct Square: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let side = proposal.width ?? 10
                    return CGSize(width: side, height: side * side / 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Square { }
            """
        let root = try Self.root(text)
        let result = try NegotiationEngine().layout(root, in: ProposedSize(width: 200, height: 600))
        // 200 x 200 x 200 / 100 = 400 tall, centred: y (600 - 400) / 2 = 100.
        expectFrame(result, path: "0", 0, 100, 200, 400)
        // Compiled for one window, the proposal is the number 200 there, and the product a
        // number: the same frame.
        let alone = try ConstraintEngine().layout(root, in: ProposedSize(width: 200, height: 600))
        expectFrame(alone, path: "0", 0, 100, 200, 400)
        // Over the windows 0...4096 the proposal is the window's width, and `side * side` its
        // square, which no linear row holds.
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        do {
            _ = try compiled.solve(ProposedSize(width: 200, height: 600))
            Issue.record("expected the constraint engine to reject the product")
        } catch {
            #expect(error.kind == "Square")
            #expect(error.path == "0")
            #expect(error.message.contains("multiplies two layout-dependent values"))
            #expect(error.source?.line == 8)
        }
    }

    @Test("what lenient mode reads past in the code warns in both engines, once, at the code's line")
    func codeWarning() throws {
        let text = """
            struct Odd: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let unused = someHelper(3)
                    subviews[0].place(at: bounds.origin, proposal: .unspecified)
                }
            }
            Odd { Color.red }
            """
        let root = try ModelLanguage.load(text, file: "test.layout", options: LoadOptions(lenient: true)).root
        let window = ProposedSize(width: 300, height: 300)
        let engines: [any LayoutEngine] = [NegotiationEngine(), ConstraintEngine()]
        for engine in engines {
            let result = try engine.layout(root, in: window)
            // `someHelper` is on line 6, at column 22 (after 8 spaces and `let unused = `).
            let warnings = result.warnings.filter { $0.message.hasPrefix("in Odd.placeSubviews: unknown view or type 'someHelper'") }
            #expect(warnings.count == 1, "\(engine.name): \(result.warnings)")
            #expect(warnings.first?.source?.line == 6 && warnings.first?.source?.column == 22, "\(engine.name)")
            #expect(warnings.first?.path == "0")
            // The layout goes on: the Color at the bounds' origin, (100, 100) in the window.
            #expect(result[path: "0.0"]?.frame.x == 100 && result[path: "0.0"]?.frame.y == 100)
        }
        // Without lenient mode the same code is an error.
        #expect(throws: (any Error).self) { try ModelLanguage.load(text, file: "test.layout").root.map { try NegotiationEngine().layout($0, in: window) } }
    }

    @Test("an error in the code is located at its line in both engines")
    func codeError() throws {
        let text = """
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[3].sizeThatFits(.unspecified)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Broken { Text("a") }
            """
        let root = try Self.root(text)
        let engines: [any LayoutEngine] = [NegotiationEngine(), ConstraintEngine()]
        for engine in engines {
            do {
                _ = try engine.layout(root, in: ProposedSize(width: 100, height: 100))
                Issue.record("\(engine.name): expected an error")
            } catch {
                #expect(error.message == "in Broken.sizeThatFits: index out of range; expected an index below 1", "\(engine.name)")
                #expect(error.source?.line == 3, "\(engine.name)")
                #expect(error.kind == "Broken")
            }
        }
    }

    @Test("subview.priority reads layoutPriority through modifiers; dimensions(in:) reads alignment guides")
    func priorityAndGuides() throws {
        let text = """
            struct Favourite: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews {
                        let width = subview.priority > 0 ? bounds.width : 10
                        let offer = ProposedViewSize(width: width, height: 20)
                        let guide = subview.dimensions(in: offer)[.leading]
                        subview.place(at: CGPoint(x: bounds.minX - guide, y: bounds.minY), proposal: offer)
                    }
                }
            }
            Favourite {
                Color.red.alignmentGuide(.leading) { d in d.width / 2 }.id("plain")
                Color.blue.layoutPriority(1).padding(0).id("favourite")
            }
            """
        for result in try Self.both(text, 300, 100) {
            // The plain one: 10 wide, its leading guide moved to its middle (5), so placed at -5.
            // The favourite (priority 1, passed up through padding): the whole width, guide 0.
            expectFrame(result, "plain", -5, 0, 10, 20)
            expectFrame(result, "favourite", 0, 0, 300, 20)
        }
    }
}
