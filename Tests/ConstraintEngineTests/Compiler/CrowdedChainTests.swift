import FrameSolver
import TestSupport
import Testing

/// A chain of paddings deeper than the range analysis's budget: each padding's inner
/// proposal `max(0, proposal - 2 x inset)` switches inside the piece (the piece starts at a
/// zero-width window), and each switch reads the one outside it, so from the 65th level on
/// every clamp is crowded (`ClampSwitches`). With a window height as well as a width there are
/// two such chains; before crowded clamps were known without a walk, a chain of 150 took about
/// a minute to compile and print (`lp`), cubic in the depth.
@Suite("Relation encoding: a chain of clamps deeper than the budget")
struct CrowdedChainTests {
    /// `depth` paddings of `inset` around `Color.gray.frame(height: 10)`, built from the leaf up.
    static func chain(depth: Int, inset: Double) -> ViewNode {
        var node = ViewNode(.frame(FixedFrame(width: nil, height: .constant(10))), children: [ViewNode(.color(.gray))])
        for _ in 0..<depth { node = ViewNode(.padding(EdgeInsets(.all, .constant(inset))), children: [node]) }
        return node
    }

    @Test("both engines size every level as the paddings add up", arguments: [70, 150])
    func chainFrames(depth: Int) throws {
        let window = ProposedSize(width: 390, height: 844)
        // Compiled over the windows 0...4096, where the clamps switch (a window alone would
        // decide them all).
        let compiled = ConstraintEngine().compile(Self.chain(depth: depth, inset: 0.5))
        defer { compiled.close() }
        let result = try compiled.solve(window)
        // Each level takes 0.5 from each side: the leaf's frame is 390 - depth wide and 10 tall
        // (a fixed height), the outermost padding 390 wide and 10 + depth tall.
        let leafPath = "0" + String(repeating: ".0", count: depth)
        expectSize(result, path: "0", 390, 10 + Double(depth))
        expectSize(result, path: leafPath, 390 - Double(depth), 10)
        // Level k (0 the outermost) is 390 - k wide.
        let level = 40
        expectSize(result, path: "0" + String(repeating: ".0", count: level), 390 - Double(level), 10 + Double(depth - level))
        let reference = try NegotiationEngine().layout(Self.chain(depth: depth, inset: 0.5), in: window)
        #expect(result[path: leafPath]?.frame == reference[path: leafPath]?.frame)
    }
}
