import Foundation
import FrameSolver
import Rendering
import Testing
import TestSupport

/// A golden SVG of one seed model (RatioSplitHStack at 300x60, both engines): a regression
/// snapshot beside the hand-derived checks of the other suites, never instead of them.
/// Re-record after an intended change: `FRAMESOLVER_RECORD=1 swift test --filter GoldenSVGTests`.
@Suite struct GoldenSVGTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test func ratioSplitHStack() throws {
        let model = try loadModel("ratio-split-hstack.layout")
        let svg = try Drawing.draw(root: model.root, window: ProposedSize(width: 300, height: 60), engine: .both).svg
        let file = Self.directory.appendingPathComponent("ratio-split-hstack.svg")
        try expectSnapshot(svg, file: file, what: "Snapshots/ratio-split-hstack.svg", showing: svg)
        let stored = try String(contentsOf: file, encoding: .utf8)
        // What the snapshot must show, by hand: the 25% column of 300 is 75 wide, red.
        let parsed = try #require(ParsedSVG.parse(stored))
        #expect(parsed.box("0.0.0.0").map { [$0.number("width"), $0.number("height")] } == [75, 60])
        #expect(parsed.painted("0.0.0.0.1").first?.attributes["fill"] == "#ff3b30")
    }
}
