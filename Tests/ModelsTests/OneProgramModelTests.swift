import Foundation
import FrameSolver
import TestSupport
import Testing

/// The seeds' feedback models as one program of the constraint engine: every state a callback
/// assigns from geometry is a column, tied by a row to the geometry it is assigned from, and
/// one solve gives the frames the passes converge to (docs/geometry-feedback.md). The
/// expectations are derived by hand below (I.2's text metric: a character is 0.5 em, a line
/// 1.2 em; body 17, title 28), never read from the negotiation engine's passes.
@Suite("Geometry feedback as one program")
struct OneProgramModelTests {
    static func tree(_ name: String) throws -> (FeedbackProgram, StateProgramTree) {
        let url = packageRoot().appendingPathComponent("Models/feedback/\(name)")
        let program = try FeedbackProgram.load(try String(contentsOf: url, encoding: .utf8), file: name)
        return (program, try program.stateProgramTree())
    }

    static func tree(source text: String) throws -> (FeedbackProgram, StateProgramTree) {
        let program = try FeedbackProgram.load(text, file: "model.layout")
        return (program, try program.stateProgramTree())
    }

    static func solve(_ tree: StateProgramTree, _ width: Double, _ height: Double? = 844) throws -> LayoutResult {
        try ConstraintEngine().layout(tree.root, in: ProposedSize(width: width, height: height))
    }

    @Test("ImageContainer: width is a column, width = the reader's width; one solve per window gives width / 1.77")
    func imageContainer() throws {
        // The ScrollView proposes (W, nil); the reader inside frame(height: width / 1.77) is
        // proposed W wide and takes it, so the row width = reader width gives width = W and the
        // frame's height W / 1.77 in the same solve; the definition does not read width (the
        // reader's width is the window's), so the passes reach it: no cycle.
        for name in ["image-container-task-id.layout", "image-container-on-appear.layout"] {
            let (_, tree) = try Self.tree(name)
            let definition = try #require(tree.program?.definitions.first)
            #expect(tree.program?.definitions.count == 1)
            #expect(definition.state == "ImageContainer.width")
            #expect(definition.once == (name == "image-container-on-appear.layout"))
            for width in [390.0, 300, 500, 200] {
                let result = try Self.solve(tree, width)
                expectFrame(result, "container", 0, 0, width, width / 1.77)
                #expect(result.states.map(\.state) == ["ImageContainer.width"])
                #expect(abs((result.states.first?.value ?? 0) - width) < 1e-9)
                #expect(result.states.first?.reached == true)
                #expect(result.stateChecks == 0)  // no cycle: nothing to check
            }
        }
    }

    @Test("readSize: contentHeight = the background reader's height, 33.6, in the solve")
    func readSize() throws {
        // The background reader has the VStack's size: "width: 390" (10 characters) in .title
        // (28): 140 by 33.6. The row contentHeight = that height gives the outer reader's
        // frame(height: 33.6); the text does not depend on contentHeight: no cycle.
        let (program, first) = try Self.tree("read-size.layout")
        #expect(first.program?.definitions.map(\.state) == ["XView.contentHeight"])
        #expect(first.program?.definitions.first?.callback == "onPreferenceChange")
        // The Text shows the reader's width: the second solve reads the first one's readers.
        let sizes = first.readerSizes(try Self.solve(first, 390))
        let result = try Self.solve(try program.stateProgramTree(readers: sizes), 390)
        expectFrame(result, "reader", 0, 0, 390, 33.6)
        #expect(result[path: "0.0.0.0.0.0.0"]?.text == "width: 390")
        #expect(abs((result.states.first?.value ?? 0) - 33.6) < 1e-9)
    }

    @Test("MaxWidthContentMargins: the rows' Text wraps by the margins, which read the state: reported naming both")
    func maxWidthContentMargins() throws {
        // The state cw is the ScrollView's width, which its margins max(0, (cw - 768) / 2)
        // widen (R5.2b, I.3): the column, and with it each row's Text, is proposed
        // min(W - 2m, 768). Whether "Row" (25.5 wide) fits is a step function of that proposal,
        // and so of cw, which the program solves for: no window range decides it, and cw's
        // bounds (0 to 4 x 4096) do not. (At 1024 every cw from 768 to 1024 would be a fixed point,
        // since min(1792 - cw, 768) + cw - 768 = cw there.)
        let (_, tree) = try Self.tree("max-width-content-margins-geometry-change.layout")
        #expect(tree.program?.definitions.map(\.state) == ["MaxWidthContentMargins.containerWidth"])
        #expect {
            try Self.solve(tree, 390)
        } throws: { error in
            "\(error)".contains("Text at 0.0.0.0.0 wraps differently depending on state MaxWidthContentMargins.containerWidth")
        }
    }

    @Test("a cycle through clamps: solved and checked to be one value, or reported as not unique")
    func clampCycles() throws {
        func model(_ width: String) -> String {
            """
            struct Clamp: View {
                @State private var w: CGFloat = 0
                var body: some View {
                    Color.red
                        .frame(width: \(width), height: 10)
                        .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.size.width }) { value in
                            w = value
                        }
                }
            }
            """
        }
        // w = max(w / 2, 100): if w / 2 <= 100, w = 100 (and 100 / 2 <= 100 holds); if w / 2 > 100,
        // w = w / 2 gives w = 0, a contradiction: 100 is the one fixed point. The definition reads
        // w through the clamp, so the passes are not claimed to reach it.
        let (_, unique) = try Self.tree(source: model("max(w / 2, 100)"))
        let result = try Self.solve(unique, 300, 300)
        #expect(abs((result.states.first?.value ?? 0) - 100) < 1e-6)
        #expect(result.states.first?.reached == false)
        // Checking that w is one value minimises and maximises it: two solves beyond the layout's.
        #expect(result.stateChecks == 2)
        expectFrame(result, path: "0", 100, 145, 100, 10)
        // w = min(max(w, 100), 200): every w from 100 to 200 is a fixed point (the passes stop
        // at 100, the first they reach from 0): reported, not solved to a vertex.
        let (_, spread) = try Self.tree(source: model("min(max(w, 100), 200)"))
        #expect {
            try Self.solve(spread, 300, 300)
        } throws: { error in
            "\(error)".contains("the fixed point of Clamp.w is not unique: every value from 100 to 200")
        }
    }

    @Test("the segmented control: selectedFrame = the selected segment's frame in the named space")
    func segmentedControl() throws {
        // Segments "Day", "Week", "Month" padded by 8: 3 x 8.5 + 16 = 41.5, 4 x 8.5 + 16 = 50,
        // 5 x 8.5 + 16 = 58.5, each 20.4 + 16 = 36.4 tall; spaced 8: 41.5 + 8 + 50 + 8 + 58.5 =
        // 166 wide. In the control's own space the second segment is at (49.5, 0), 50 x 36.4:
        // selectedFrame, whose size frames the background and whose origin offsets it.
        let (_, tree) = try Self.tree("segmented-control.layout")
        #expect(tree.program?.definitions.map(\.state) == [
            "SegmentedControl.selectedFrame.minX", "SegmentedControl.selectedFrame.minY",
            "SegmentedControl.selectedFrame.width", "SegmentedControl.selectedFrame.height",
        ])
        let result = try Self.solve(tree, 390)
        let control = try #require(result[id: "control"]).frame
        #expect(abs(control.size.width - 166) < 1e-9)
        let selection = try #require(result[id: "selection"])
        #expect(abs(selection.frame.size.width - 50) < 1e-9 && abs(selection.frame.size.height - 36.4) < 1e-9)
        let drawn = try #require(selection.render)
        #expect(abs(drawn.origin.x - (control.origin.x + 49.5)) < 1e-9)
        #expect(abs(drawn.origin.y - control.origin.y) < 1e-9)
    }

    @Test("x = W - x: the one fixed point W / 2, which the passes (0, W, 0, …) do not reach")
    func flipIsReportedUnreached() throws {
        // x = 300 - x at W = 300: x = 150 solves it, but the definition reads x with factor
        // -1, so each pass maps x to 300 - x: 0, 300, 0, … never 150.
        let (_, tree) = try Self.tree(
            source: """
                struct Flip: View {
                    @State private var x: CGFloat = 0
                    var body: some View {
                        GeometryReader { proxy in
                            Color.red
                                .frame(width: x)
                                .onChange(of: x, initial: true) {
                                    x = proxy.size.width - x
                                }
                        }
                    }
                }
                """)
        let result = try Self.solve(tree, 300, 100)
        let state = try #require(result.states.first)
        #expect(state.state == "Flip.x")
        #expect(abs(state.value - 150) < 1e-9)
        #expect(state.reached == false)
        #expect(state.note.contains("factor -1"), "\(state.note)")
    }

    @Test("h read from the view it sizes: every h is a fixed point, an error naming the state")
    func nonUniqueIsReported() throws {
        // frame(height: h) and h = that frame's height: the row h = h holds for every h, and
        // SwiftUI keeps the initial 10, which no program can know.
        let (_, tree) = try Self.tree(
            source: """
                struct Same: View {
                    @State private var h: CGFloat = 10
                    var body: some View {
                        Color.red
                            .frame(height: h)
                            .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.size.height }) { value in
                                h = value
                            }
                    }
                }
                """)
        #expect(tree.program?.definitions.map(\.state) == ["Same.h"])
        #expect {
            try Self.solve(tree, 300, 300)
        } throws: { error in
            "\(error)".contains("the fixed point of Same.h is not unique") && "\(error)".contains("every value is a fixed point")
        }
    }

    @Test("GetSize: a Text shows the state, which is not linear: reported naming the state and the Text")
    func getSizeIsNotLinear() throws {
        let (_, tree) = try Self.tree("get-size.layout")
        #expect(tree.program?.shownInText.map(\.state) == ["GetSize.width"])
        #expect {
            try Self.solve(tree, 390)
        } throws: { error in
            "\(error)".contains("not linear: the Text at get-size.layout:33") && "\(error)".contains("shows GetSize.width")
        }
    }

    @Test(
        "the one solve gives the frames the passes converge to, for every model it solves",
        arguments: ["image-container-task-id.layout", "image-container-on-appear.layout", "read-size.layout", "segmented-control.layout"])
    func agreesWithConvergedPasses(_ name: String) throws {
        // An agreement check beside the hand-derived tests above: a fresh window (no state
        // kept) in the passes and in the program, view by view.
        let (program, first) = try Self.tree(name)
        for width in [320.0, 390, 1024] {
            var session = FeedbackSession()
            let run = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: width, height: 844), session: &session)
            #expect(run.converged)
            var tree = first
            var result = try Self.solve(tree, width)
            if tree.readerText {
                tree = try program.stateProgramTree(readers: tree.readerSizes(result))
                result = try Self.solve(tree, width)
            }
            let comparison = Comparison.compare(run.result, result, tolerance: 1e-6)
            #expect(comparison.summary.differ == 0, "\(name) at \(width): \(comparison.differing)")
        }
    }

    @Test("WindowSizeApp has no state assigned from geometry (the environment carries the window size)")
    func windowSizeAppHasNoProgram() throws {
        let (_, tree) = try Self.tree("window-size-app.layout")
        #expect(tree.program == nil)
    }
}
