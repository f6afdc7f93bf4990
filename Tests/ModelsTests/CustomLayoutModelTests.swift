import FrameSolver
import TestSupport
import Testing

/// Models/custom-layouts/: containers written as SwiftUI `Layout`s, laid out by both engines,
/// key frames derived by hand. Text metrics I.2: body 17 pt, 8.5 per character, lines 20.4.
@Suite("Custom layout models")
struct CustomLayoutModelTests {
    /// The model laid out by each engine in `width`x`height`.
    static func solveBoth(_ name: String, _ width: Double, _ height: Double) throws -> [LayoutResult] {
        let root = try loadModel("custom-layouts/" + name).root
        let window = ProposedSize(width: width, height: height)
        return [try NegotiationEngine().layout(root, in: window), try ConstraintEngine().layout(root, in: window)]
    }

    @Test("ratio split: 25/75 of the proposal in one pass, the seed's RatioSplitHStack frames")
    func ratioSplit() throws {
        for result in try Self.solveBoth("ratio-split-layout.layout", 300, 60) {
            // frame(height: 60) proposes 300x60; sizeThatFits takes it. Left 0.25 x 300 = 75,
            // right 300 - 75 = 225 at x 75; "Hello World" 11 x 8.5 = 93.5 centred in the right
            // side: x 75 + (225 - 93.5) / 2 = 140.75, y (60 - 20.4) / 2 = 19.8.
            expectFrame(result, "split", 0, 0, 300, 60)
            expectFrame(result, "left", 0, 0, 75, 60)
            expectFrame(result, "right", 75, 0, 225, 60)
            expectFrame(result, "text", 140.75, 19.8, 93.5, 20.4)
        }
        for result in try Self.solveBoth("ratio-split-layout.layout", 1000, 60) {
            // 0.25 x 1000 = 250; the text at 250 + (750 - 93.5) / 2 = 578.25.
            expectFrame(result, "left", 0, 0, 250, 60)
            expectFrame(result, "right", 250, 0, 750, 60)
            expectFrame(result, "text", 578.25, 19.8, 93.5, 20.4)
        }
    }

    @Test("ratio split: the same frames as the GeometryReader version of seed 000, which needs a reader")
    func ratioSplitMatchesSeed() throws {
        let seed = try ModelFiles.solve("ratio-split-hstack.layout", 300, 60)
        let layout = try ModelFiles.solve("custom-layouts/ratio-split-layout.layout", 300, 60)
        for id in ["left", "right"] {
            #expect(seed[id: id]?.frame == layout[id: id]?.frame, "\(id): \(seed.treeDump())\n\(layout.treeDump())")
        }
        #expect(seed.nodes.contains { $0.kind == "GeometryReader" })
        #expect(!layout.nodes.contains { $0.kind == "GeometryReader" })
    }

    @Test("equal-width row: three equal cells of the proposed width, each text centred in its cell")
    func equalWidthRow() throws {
        for result in try Self.solveBoth("equal-width-row.layout", 390, 844) {
            // padding(16) proposes 358; cells (358 - 2 x 4) / 3 = 350/3. Each text fits one line:
            // the row is 358 x 20.4, padded 390 x 52.4, centred at y (844 - 52.4) / 2 = 395.8.
            let cell: Double = 350.0 / 3
            expectFrame(result, "row", 16, 411.8, 358, 20.4)
            // Centre of cell i: 16 + i (cell + 4) + cell / 2; "Day" 25.5, "Week" 34, "Month" 42.5 wide.
            expectFrame(result, "day", 16 + cell / 2 - 12.75, 411.8, 25.5, 20.4)
            expectFrame(result, "week", 16 + (cell + 4) + cell / 2 - 17, 411.8, 34, 20.4)
            expectFrame(result, "month", 16 + 2 * (cell + 4) + cell / 2 - 21.25, 411.8, 42.5, 20.4)
        }
        for result in try Self.solveBoth("equal-width-row.layout", 1024, 768) {
            // Proposed 992: cells (992 - 8) / 3 = 328; "Week" at 16 + 332 + 164 - 17 = 495; the
            // row at y (768 - 52.4) / 2 + 16 = 373.8.
            expectFrame(result, "row", 16, 373.8, 992, 20.4)
            expectFrame(result, "week", 495, 373.8, 34, 20.4)
        }
    }

    @Test("tag flow: tags wrap where the next one would pass the proposed width")
    func tagFlow() throws {
        // Tags: text + 20 wide, 20.4 + 8 = 28.4 tall: Swift 62.5, Layout 71, Linear programming
        // 173, GLPK 54, SwiftUI 79.5, Flow 54; spacing 6, lines 28.4 + 6 = 34.4 apart.
        for result in try Self.solveBoth("tag-flow.layout", 390, 844) {
            // Proposed 390 - 24 = 366: Swift 0, Layout 68.5, Linear 145.5 (ends 318.5); GLPK would
            // end at 378.5 > 366, so a new line: GLPK 0, SwiftUI 60, Flow 145.5. The flow is
            // 318.5 x 62.8; padded 342.5 x 86.8 at ((390 - 342.5) / 2, (844 - 86.8) / 2) = (23.75, 378.6).
            expectFrame(result, "flow", 35.75, 390.6, 318.5, 62.8)
            expectFrame(result, "Swift", 35.75, 390.6, 62.5, 28.4)
            expectFrame(result, "Layout", 104.25, 390.6, 71, 28.4)
            expectFrame(result, "Linear programming", 181.25, 390.6, 173, 28.4)
            expectFrame(result, "GLPK", 35.75, 425, 54, 28.4)
            expectFrame(result, "SwiftUI", 95.75, 425, 79.5, 28.4)
            expectFrame(result, "Flow", 181.25, 425, 54, 28.4)
        }
        for result in try Self.solveBoth("tag-flow.layout", 200, 844) {
            // Proposed 176: Swift, Layout | Linear programming | GLPK, SwiftUI | Flow: four lines,
            // 173 wide (the longest line), 3 x 34.4 + 28.4 = 131.6 tall; padded 197 x 155.6 at
            // (1.5, 344.2), so the flow starts at (13.5, 356.2).
            expectFrame(result, "flow", 13.5, 356.2, 173, 131.6)
            expectFrame(result, "Layout", 82, 356.2, 71, 28.4)
            expectFrame(result, "Linear programming", 13.5, 390.6, 173, 28.4)
            expectFrame(result, "SwiftUI", 73.5, 425, 79.5, 28.4)
            expectFrame(result, "Flow", 13.5, 459.4, 54, 28.4)
        }
        for result in try Self.solveBoth("tag-flow.layout", 1024, 844) {
            // One line: 62.5 + 71 + 173 + 54 + 79.5 + 54 + 5 x 6 = 524 wide; padded 548 x 52.4
            // at (238, 395.8): Flow, the last tag, at 250 + 470 = 720.
            expectFrame(result, "flow", 250, 407.8, 524, 28.4)
            expectFrame(result, "Flow", 720, 407.8, 54, 28.4)
        }
    }

    @Test("radial: four dots on a circle of a third of the smaller side, clockwise from the top")
    func radial() throws {
        for result in try Self.solveBoth("radial.layout", 390, 844) {
            // Bounds 390x844: radius min(390, 844) / 3 = 130 around (195, 422); each 20x20 dot
            // centred on its point: top (195, 292), right (325, 422), bottom (195, 552), left (65, 422).
            expectFrame(result, "radial", 0, 0, 390, 844)
            expectFrame(result, "dot0", 185, 282, 20, 20)
            expectFrame(result, "dot1", 315, 412, 20, 20)
            expectFrame(result, "dot2", 185, 542, 20, 20)
            expectFrame(result, "dot3", 55, 412, 20, 20)
        }
        for result in try Self.solveBoth("radial.layout", 1024, 300) {
            // Radius min(1024, 300) / 3 = 100 around (512, 150): the right dot at 612 - 10.
            expectFrame(result, "dot1", 602, 140, 20, 20)
            expectFrame(result, "dot2", 502, 240, 20, 20)
        }
    }

    @Test("AnyLayout: a VStackLayout for the compact size class, an HStackLayout for regular")
    func anyLayout() throws {
        for result in try Self.solveBoth("any-layout-size-class.layout", 390, 844) {
            // Buttons: "Save" 34 + 16 = 50, "Share" 42.5 + 16 = 58.5 wide, 20.4 + 16 = 36.4 tall.
            // Compact: a VStack 58.5 x (2 x 36.4 + 12) = 84.8; regular: an HStack 50 + 12 + 58.5 =
            // 120.5 x 36.4. The outer VStack is 120.5 x (84.8 + 20 + 36.4) = 141.2, at (134.75, 351.4).
            #expect(result[id: "compact"]?.kind == "VStack")
            #expect(result[id: "regular"]?.kind == "HStack")
            expectFrame(result, "compact", 165.75, 351.4, 58.5, 84.8)
            expectFrame(result, "save-compact", 170, 351.4, 50, 36.4)
            expectFrame(result, "share-compact", 165.75, 399.8, 58.5, 36.4)
            expectFrame(result, "regular", 134.75, 456.2, 120.5, 36.4)
            expectFrame(result, "save-regular", 134.75, 456.2, 50, 36.4)
            expectFrame(result, "share-regular", 196.75, 456.2, 58.5, 36.4)
        }
    }
}
