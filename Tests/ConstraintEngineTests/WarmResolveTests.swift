import FrameSolver
import TestSupport
import Testing

/// One compiled system serves a range of windows: re-solving inside a piece compiles nothing.
@Suite("Warm re-solves")
struct WarmResolveTests {
    @Test("A width sweep inside one piece compiles once and re-solves warm")
    func sweepCompilesOnce() throws {
        // 25% of the window in an HStack: every frame is affine in the width, so one piece
        // covers the whole default range.
        let view = GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.red.frame(width: proxy.size.width * 0.25).id("left")
                Color.blue.id("right")
            }
        }
        let compiled = ConstraintEngine().compile(view.viewTree)
        defer { compiled.close() }
        for width in stride(from: 100.0, through: 1_000, by: 10) {
            let result = try compiled.solve(ProposedSize(width: width, height: 60))
            expectFrame(result, "left", 0, 0, width * 0.25, 60)
            expectFrame(result, "right", width * 0.25, 0, width * 0.75, 60)
        }
        #expect(compiled.compilationCount == 1)
        #expect(compiled.pieces.count == 1)
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
