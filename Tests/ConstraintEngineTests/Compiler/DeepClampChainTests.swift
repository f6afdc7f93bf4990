import FrameSolver
import TestSupport
import Testing

/// A chain of clamps each reading the one before, deeper than the range analysis' branching
/// budget of 64 (nested paddings: each proposes `max(p - 0.002, 0)` to its child, a clamp
/// that switches at a window width of 0.002 k inside 0...4096): the forms under the budget are
/// bounded by interval arithmetic over the clamps' columns, and the frames stay exact.
@Suite("Relation encoding: a chain of clamps deeper than the branching budget")
struct DeepClampChainTests {
    /// 200 paddings of 0.001 around a 10-tall Color.
    static let depth = 200
    static let model = "Color.red.frame(height: 10).id(\"leaf\")" + String(repeating: ".padding(0.001)", count: depth)

    @Test("At 1000 wide every clamp takes its first side; at 0.1 the inner 150 propose 0")
    func frames() throws {
        let root = try ModelLanguage.load(Self.model, file: "chain.layout").root
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        // 1000 x 500: the leaf is proposed 1000 - 200 x 0.002 = 999.6 and takes it; it sits
        // 200 x 0.001 = 0.2 in from the root, which is 1000 x (10 + 0.4) centred in the window
        // (y = (500 - 10.4) / 2 = 244.8, so the leaf's y is 245).
        let wide = try compiled.solve(ProposedSize(width: 1_000, height: 500))
        expectFrame(wide, "leaf", 0.2, 245, 999.6, 10)
        expectFrame(wide, path: "0", 0, 244.8, 1_000, 10.4)
        // 0.1 x 500: the padding at depth i (0 outermost) is proposed max(0.1 - 0.002 i, 0),
        // 0 from depth 50 on, so the leaf is 0 wide; each padding adds 0.002 to its child, so
        // the root is 200 x 0.002 = 0.4 wide, centred: x = (0.1 - 0.4) / 2 = -0.15, and the
        // leaf is at -0.15 + 0.2 = 0.05.
        let narrow = try compiled.solve(ProposedSize(width: 0.1, height: 500))
        expectFrame(narrow, "leaf", 0.05, 245, 0, 10)
        expectFrame(narrow, path: "0", -0.15, 244.8, 0.4, 10.4)
    }

    @Test("Relation encoding: past 64 binaries each clamp narrows the piece, in one pass")
    func relationsCapNarrows() throws {
        let root = try ModelLanguage.load(Self.model, file: "chain.layout").root
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        // Each padding clamps its child's proposal on both axes, width then height: the 32
        // outermost paddings' 64 clamps (switching at 0.002 k, k = 1...32, on each axis) take
        // the piece's 64 binaries. The 33rd's width clamp narrows the box to where it and the
        // chain under it are decided at 1000 x 500, width (0.066, 4096], which fixes the 32
        // width binaries; its height clamp does the same on the height. Every later clamp
        // narrows once more: 2 x 168 splits at the cap, ending at the innermost's 0.4, no binary
        // left.
        let (_, piece) = try compiled.program(for: ProposedSize(width: 1_000, height: 500))
        #expect(piece.binaries == 0)
        #expect(piece.binaryCapSplits == 336)
        #expect(piece.range == "width (0.4, 4096], height (0.4, 4096]", "\(piece.range)")
        #expect(compiled.passCount == 1)
        expectFrame(try compiled.solve(ProposedSize(width: 1_000, height: 500)), "leaf", 0.2, 245, 999.6, 10)
    }

    @Test("Regions encoding: the 400 switches near 0 narrow in one pass, not a pass each")
    func regionsNarrowInOnePass() throws {
        let root = try ModelLanguage.load(Self.model, file: "chain.layout").root
        let compiled = ConstraintEngine(options: ConstraintOptions(encoding: .regions)).compile(root)
        defer { compiled.close() }
        // The same frames as above: the leaf 999.6 wide, 0.2 in from the root.
        let wide = try compiled.solve(ProposedSize(width: 1_000, height: 500))
        expectFrame(wide, "leaf", 0.2, 245, 999.6, 10)
        // Over 0...4096 the clamp at depth k switches at 0.002 (k + 1), on each axis; the
        // regions program writes no binaries, so each switch bounds the piece. Narrowed in the
        // pass that meets it (every decision before it holds over the narrower box), one pass
        // narrows 400 times and its program is the final box's: 1 pass. Split one at a time,
        // it was 401 passes: one for each switch, and the last.
        #expect(compiled.compilationCount == 1)
        #expect(compiled.passCount == 1, "\(compiled.passCount) passes")
        // The piece is the region above the last switches, 0.4 (200 x 0.002) on each axis.
        let piece = try #require(compiled.pieces.first)
        #expect(piece.range == "width (0.4, 4096], height (0.4, 4096]", "\(piece.range)")
        // Each switch is a cause, spelt when the summary is read: 200 on each axis (the window
        // height is a range too), the last the innermost padding's height, at 0.4.
        #expect(piece.causes.count == 400)
        #expect(piece.causes.filter { $0.hasSuffix("switches sides (width 0.4)") }.count == 1)
        #expect(piece.causes.last?.hasSuffix("padding inner_h (chain.layout:1:40) switches sides (height 0.4)") == true)
        // 0.1 x 500 as above: the inner 150 paddings propose 0.
        let narrow = try compiled.solve(ProposedSize(width: 0.1, height: 500))
        expectFrame(narrow, "leaf", 0.05, 245, 0, 10)
        expectFrame(narrow, path: "0", -0.15, 244.8, 0.4, 10.4)
    }
}
