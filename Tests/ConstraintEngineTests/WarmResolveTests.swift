import FrameSolver
import TestSupport
import Testing

/// One compiled system serves a range of windows: re-solving inside a piece compiles nothing.
@Suite("Warm re-solves")
struct WarmResolveTests {
    /// 25% of the window in an HStack: every frame is affine in the width, so one piece covers
    /// the whole default range.
    static let quarterSplit = GeometryReader { proxy in
        HStack(spacing: 0) {
            Color.red.frame(width: proxy.size.width * 0.25).id("left")
            Color.blue.id("right")
        }
    }.viewTree

    @Test("A width sweep inside one piece compiles once and re-solves warm")
    func sweepCompilesOnce() throws {
        let compiled = ConstraintEngine().compile(Self.quarterSplit)
        defer { compiled.close() }
        for width in stride(from: 100.0, through: 1_000, by: 10) {
            let result = try compiled.solve(ProposedSize(width: width, height: 60))
            expectFrame(result, "left", 0, 0, width * 0.25, 60)
            expectFrame(result, "right", width * 0.25, 0, width * 0.75, 60)
        }
        #expect(compiled.compilationCount == 1)
        #expect(compiled.pieces.count == 1)
    }

    @Test("Later widths on the line of a solve's basis are answered without GLPK")
    func basisLine() throws {
        // Two Colors in an HStack(spacing: 0): each W / 2 wide, the second at x = W / 2. No
        // clamp switches (with spacing, the offer W - spacing would be clamped at 0 below the
        // spacing, a binary), so the piece is one LP and its basis the same at every width.
        let view = HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") }
        let compiled = ConstraintEngine().compile(view.viewTree)
        defer { compiled.close() }
        #expect(compiled.pieces.allSatisfy { $0.binaries == 0 })
        for width in [400.0, 500, 600, 1000, 250] {
            let result = try compiled.solve(ProposedSize(width: width, height: 40))
            expectFrame(result, "a", 0, 0, width / 2, 40)
            expectFrame(result, "b", width / 2, 0, width / 2, 40)
        }
        #expect(compiled.pieces.count == 1 && compiled.pieces[0].binaries == 0)
        // 400 is the cold solve, which brings its basis's slopes; 500, 600, 1000 and 250 lie
        // on its line.
        #expect(compiled.basisLineAnswers == 4)
        // Another height is on it too (b at 200, 200 x 50).
        let result = try compiled.solve(ProposedSize(width: 400, height: 50))
        expectFrame(result, "b", 200, 0, 200, 50)
        #expect(compiled.basisLineAnswers == 5)
    }

    @Test("Frames by node without a result: the same frames as the result, the same window answered again")
    func solvedFrames() throws {
        // The 25% split at 800 x 60: left 200 wide, right at 200, 600 wide.
        let compiled = ConstraintEngine().compile(Self.quarterSplit)
        defer { compiled.close() }
        let window = ProposedSize(width: 800, height: 60)
        let (frames, _) = try compiled.framesInPhases(window)
        let result = try frames.result()
        expectFrame(result, "left", 0, 0, 200, 60)
        expectFrame(result, "right", 200, 0, 600, 60)
        // Node by node, the frames are the result's (pre-order: reader, stack, frame, Color, Color).
        #expect(frames.count == result.nodes.count)
        for (index, node) in result.nodes.enumerated() { #expect(frames.frame(of: index) == node.frame) }
        // The same window again: nothing compiled or solved (every phase 0), the same frames.
        let (again, phases) = try compiled.framesInPhases(window)
        #expect(phases.totalSeconds == 0 && again.frame(of: 0) == frames.frame(of: 0))
        #expect(compiled.compilationCount == 1)
        // At 600 wide the frames are read off the first solve's basis line: left 150 wide
        // (600 * 0.25), right at 150 and 450 wide; the result built from them says the same.
        let (narrower, _) = try compiled.framesInPhases(ProposedSize(width: 600, height: 60))
        #expect(compiled.basisLineAnswers == 1)
        let narrowerResult = try narrower.result()
        expectFrame(narrowerResult, "left", 0, 0, 150, 60)
        expectFrame(narrowerResult, "right", 150, 0, 450, 60)
        for (index, node) in narrowerResult.nodes.enumerated() { #expect(narrower.frame(of: index) == node.frame) }
        // The 800-wide frames, still held here, are their own: a later layout that reuses
        // the storage of the last one copies it when it is still held (left stays 200 wide).
        for (index, node) in result.nodes.enumerated() { #expect(frames.frame(of: index) == node.frame) }
        // Let go of both: the next layout writes into the last one's storage (at 400: left 100).
        let reusedResult = try compiled.framesInPhases(ProposedSize(width: 400, height: 60)).frames.result()
        expectFrame(reusedResult, "left", 0, 0, 100, 60)
        expectFrame(reusedResult, "right", 100, 0, 300, 60)
    }

    @Test("Regions: crossing a clamp's switch compiles a second piece; going back reuses the first")
    func breakpointPieces() throws {
        // frame(maxWidth: 200) switches from the proposal to 200 at width 200.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 200).id("capped"); Color.blue.frame(width: 0)
        }
        let compiled = ConstraintEngine(options: ConstraintOptions(encoding: .regions)).compile(view.viewTree)
        defer { compiled.close() }
        expectSize(try compiled.solve(ProposedSize(width: 100, height: 10)), "capped", 100, 10)
        expectSize(try compiled.solve(ProposedSize(width: 150, height: 10)), "capped", 150, 10)
        #expect(compiled.compilationCount == 1)
        expectSize(try compiled.solve(ProposedSize(width: 300, height: 10)), "capped", 200, 10)
        #expect(compiled.compilationCount == 2)
        expectSize(try compiled.solve(ProposedSize(width: 120, height: 10)), "capped", 120, 10)
        #expect(compiled.compilationCount == 2)
    }

    @Test("Relations (the default): a clamp's switch is GLPK's decision inside one piece")
    func clampInsideOnePiece() throws {
        // The same frame(maxWidth: 200): min(proposal, 200) is a binary, so 100, 150, 300 and
        // 120 wide windows are one piece: 100, 150, 200 (capped) and 120 wide.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 200).id("capped"); Color.blue.frame(width: 0)
        }
        let compiled = ConstraintEngine().compile(view.viewTree)
        defer { compiled.close() }
        for (width, expected) in [(100.0, 100.0), (150, 150), (300, 200), (120, 120)] {
            expectSize(try compiled.solve(ProposedSize(width: width, height: 10)), "capped", expected, 10)
        }
        #expect(compiled.compilationCount == 1)
        #expect(compiled.pieces.first?.binaries ?? 0 >= 1)
        // The guessed LP is kept from the first solve: 150 lies on the line of 100's guess
        // (below the switch, the proposal side). 300 and 120 each switch the clamp, and on the
        // line of the guess before a clamp row breaks (300 > 200 on the proposal's side, then
        // the cap's 200 > 120), so GLPK re-solves them.
        #expect(compiled.basisLineAnswers == 1)
    }

    @Test("The binaries encoding agrees with the regions encoding on every model")
    func binariesAgree() throws {
        for file in modelFiles() {
            let model = try loadModel(file)
            let compiled = ConstraintEngine(options: ConstraintOptions(clamps: .binaries)).compile(model.root)
            defer { compiled.close() }
            for width in [120.0, 390, 1_024] {
                let window = ProposedSize(width: width, height: 700)
                let disagreement = firstDisagreement(try NegotiationEngine().layout(model.root, in: window), try compiled.solve(window))
                #expect(disagreement == nil, "\(file) at \(width): \(disagreement ?? "")")
            }
        }
    }
}
