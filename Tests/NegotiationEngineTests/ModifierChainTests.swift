import FrameSolver
import TestSupport
import Testing

/// Chains of one-child modifiers, which the sizing walks in a loop rather than by recursion
/// (ModifierChain): the same frames and the same measurement counts as the rules give one
/// modifier at a time, and an error deep in a chain leaves the prepared tree usable.
@Suite("Modifier chains")
struct ModifierChainTests {
    /// `Color.frame(height: 20).padding(2).offset(x: 3).overlay(Color).frame(width: 100)
    /// .padding(5)`, in pre-order: padding(5) 0, frame(width:) 1, overlay 2, offset 3,
    /// padding(2) 4, frame(height:) 5, its Color 6, the overlay's Color 7.
    static func chain(innerPadding: Expr = 2) -> ViewNode {
        let leaf = ViewNode(.frame(FixedFrame(height: 20)), children: [ViewNode(.color(.gray))])
        let padded = ViewNode(.padding(EdgeInsets(top: innerPadding, leading: innerPadding, bottom: innerPadding, trailing: innerPadding)), children: [leaf])
        let offset = ViewNode(.offset(x: 3, y: 0), children: [padded])
        let overlay = ViewNode(.overlay(alignment: .center), children: [offset, ViewNode(.color(.named("red")))])
        let framed = ViewNode(.frame(FixedFrame(width: 100)), children: [overlay])
        return ViewNode(.padding(EdgeInsets(.all, 5)), children: [framed])
    }

    @Test("frames by hand through padding, frame, overlay, offset and padding")
    func handFrames() throws {
        let frames = try NegotiationEngine().prepare(Self.chain()).layout(in: ProposedSize(width: 400, height: 300))
        // Down: 400x300 -> padding(5) 390x290 -> frame(width: 100) 100x290 -> overlay and offset
        // pass it on -> padding(2) 96x286 -> frame(height: 20) proposes 96x20 -> Color 96x20.
        // Up: frame 96x20, padding(2) 100x24, offset and overlay 100x24, frame(width: 100)
        // 100x24, padding(5) 110x34, centred: ((400 - 110) / 2, (300 - 34) / 2) = (145, 133).
        #expect(frames.frame(of: 0) == Rect(x: 145, y: 133, width: 110, height: 34))
        for index in 1...4 { #expect(frames.frame(of: index) == Rect(x: 150, y: 138, width: 100, height: 24)) }
        #expect(frames.frame(of: 5) == Rect(x: 152, y: 140, width: 96, height: 20))
        #expect(frames.frame(of: 6) == Rect(x: 152, y: 140, width: 96, height: 20))
        // The overlay's Color is proposed the primary's 100x24 and fills it.
        #expect(frames.frame(of: 7) == Rect(x: 150, y: 138, width: 100, height: 24))
    }

    @Test("each link is measured once per new proposal, and answered from the cache after")
    func measuredOnce() throws {
        let layout = try NegotiationEngine().prepare(Self.chain())
        try layout.layout(in: ProposedSize(width: 400, height: 300))
        // One proposal reaches every node of the chain; the overlay's Color is sized when placed.
        #expect(layout.measureCounts == [1, 1, 1, 1, 1, 1, 1, 1])
        // A new height changes every proposal below padding(5) but frame(height:)'s own 96x20
        // to its Color, which is cached.
        try layout.layout(in: ProposedSize(width: 400, height: 200))
        #expect(layout.measureCounts == [2, 2, 2, 2, 2, 2, 1, 1])
    }

    @Test("a chain 100,000 modifiers deep lays out, its frames by hand")
    func hundredThousandLinks() throws {
        // 100,000 nested padding(0.5) and fixedSize(horizontal: false, vertical: false)
        // alternating, around Color.frame(width: 10, height: 10): 50,000 paddings add 50 000 in
        // each direction, so the root is 50,010 square, at the origin in a 60,010 window less
        // (60,010 - 50,010) / 2 = 5,000 on each axis.
        var node = ViewNode(.frame(FixedFrame(width: 10, height: 10)), children: [ViewNode(.color(.gray))])
        for level in 0..<100_000 {
            node = level % 2 == 0
                ? ViewNode(.padding(EdgeInsets(.all, 0.5)), children: [node])
                : ViewNode(.fixedSize(horizontal: false, vertical: false), children: [node])
        }
        let frames = try NegotiationEngine().prepare(node).layout(in: ProposedSize(width: 60_010, height: 60_010))
        #expect(frames.frame(of: 0) == Rect(x: 5_000, y: 5_000, width: 50_010, height: 50_010))
        // The frame sits 50,000 paddings of 0.5 in: at 5,000 + 25,000.
        #expect(frames.frame(of: 100_000) == Rect(x: 30_000, y: 30_000, width: 10, height: 10))
    }

    @Test("an error deep in a chain names the view it comes from")
    func errorInChain() throws {
        // padding(2) reads a reader's width that no GeometryReader encloses: node 4, 0.0.0.0.0.
        let layout = try NegotiationEngine().prepare(Self.chain(innerPadding: .variable(.readerWidth(ReaderID(987_654)))))
        let error = #expect(throws: LayoutError.self) { try layout.layout(in: ProposedSize(width: 400, height: 300)) }
        #expect(error?.path == "0.0.0.0.0")
        #expect(error?.kind == "padding")
    }
}
