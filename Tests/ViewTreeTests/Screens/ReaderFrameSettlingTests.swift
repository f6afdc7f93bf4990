import FrameSolver
import TestSupport
import Testing

/// A GeometryReader's frame read as a layout length (the stretchy header's
/// `frame(height: 280 + max(0, proxy.frame(in: .named("scroll")).minY))`), settled over
/// layouts of the screen by both engines (ReaderFrameSettling). Frames by hand on an iPhone 14:
/// 390x844, the safe area 390 x 763 from y 47; a root smaller than it is centred in it.
@Suite("Reader frames as layout lengths")
struct ReaderFrameSettlingTests {
    func layout(_ text: String) throws -> LayoutResult {
        let model = try ModelLanguage.load(text, file: "frames.layout")
        let screen = Screen.device(.iPhone14)
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    @Test("a reader's minY in the global space and in a named one sizes its content")
    func globalAndNamed() throws {
        let text = """
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    Color.blue.frame(height: proxy.frame(in: SPACE).minY).id("blue")
                }
                .frame(height: 50)
                .id("reader")
            }
            .coordinateSpace(name: "stack")
            """
        // The stack is 100 + 50 = 150 tall, centred: y 47 + (763 - 150) / 2 = 353.5; the reader
        // is 100 below, at 453.5. Its content sits at its top-leading corner, 390 wide.
        let global = try layout(text.replacingOccurrences(of: "SPACE", with: ".global"))
        expectFrame(global, "reader", 0, 453.5, 390, 50)
        expectFrame(global, "blue", 0, 453.5, 390, 453.5)
        // In the stack's space the reader is at 453.5 - 353.5 = 100.
        let named = try layout(text.replacingOccurrences(of: "SPACE", with: ".named(\"stack\")"))
        expectFrame(named, "blue", 0, 453.5, 390, 100)
    }

    @Test("a reader placed by another reader's content settles one layout later")
    func nestedReaders() throws {
        let r = try layout(
            """
            GeometryReader { outer in
                VStack(spacing: 0) {
                    Color.clear.frame(height: outer.frame(in: .global).minY / 2).id("gap")
                    GeometryReader { inner in
                        Color.red.frame(width: inner.frame(in: .global).minY).id("bar")
                    }
                    .frame(height: 10)
                    .id("inner")
                }
            }
            .frame(height: 200)
            """)
        // The outer reader is 200 tall, centred: y 47 + (763 - 200) / 2 = 328.5. The gap is
        // 328.5 / 2 = 164.25, so the inner reader is at 328.5 + 164.25 = 492.75, and the bar
        // that wide, at the inner reader's leading edge. (Three layouts: stand-ins, then the
        // outer frame, then the inner frame the outer's content moved.)
        expectFrame(r, "gap", 0, 328.5, 390, 164.25)
        expectFrame(r, "inner", 0, 492.75, 390, 10)
        expectFrame(r, "bar", 0, 492.75, 492.75, 10)
    }

    @Test("a program compiled for a range of windows names where a reader's frame is settled")
    func compiledRangeSaysWhere() throws {
        let model = try ModelLanguage.load(
            "GeometryReader { proxy in Color.red.frame(height: proxy.frame(in: .global).minY) }", file: "frames.layout")
        #expect(throws: LayoutError.self) { try ConstraintEngine().compile(model.root).solve(ProposedSize(width: 300, height: 300)) }
        do {
            _ = try ConstraintEngine().compile(model.root).solve(ProposedSize(width: 300, height: 300))
        } catch {
            #expect(error.message.contains("solve, compare, render and report settle it over layouts at each window"))
        }
    }
}
