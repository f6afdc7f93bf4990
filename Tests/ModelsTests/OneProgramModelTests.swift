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

    @Test("readSize in one solve: the reader's width is known before solving (the window's), so the Text shows it and one solve lays it out")
    func readSizeOneSolve() throws {
        // Compiling (no solve) gives the outer reader's width as a form of the window alone:
        // the ScrollView proposes the window's 390, frame(height: contentHeight) passes it on,
        // and a reader takes its proposal. Its height is contentHeight, a state column the
        // solve decides: not known. The Text reads only the width: "width: 390", 10 characters
        // in .title (28, 14 a character): 140 by 33.6. Evaluated with that, the tree's Text is
        // resolved, and the one solve gives contentHeight = 33.6 and the reader 390 x 33.6.
        let (program, first) = try Self.tree("read-size.layout")
        let window = ProposedSize(width: 390, height: 844)
        func known(_ tree: StateProgramTree) throws -> [String: Size] {
            let compiled = ConstraintEngine().compile(tree.root)
            defer { compiled.close() }
            return tree.readerSizes(byPath: try compiled.sizesBeforeSolving(window))
        }
        let sizes = try known(first)
        // The reader shown by the Text: 390 wide, its height unknown (NaN).
        #expect(sizes.values.contains { $0.width == 390 && $0.height.isNaN }, "\(sizes)")
        let tree = try program.stateProgramTree(readers: sizes)
        #expect(tree.readerTextResolved)
        // Its own known sizes are the ones it was evaluated with, where they are known: the
        // background reader is now the resolved Text's 140 x 33.6.
        let again = try known(tree)
        #expect(again.values.contains { $0.width == 140 && abs($0.height - 33.6) < 1e-9 }, "\(again)")
        let result = try Self.solve(try program.stateProgramTree(readers: again), 390)
        #expect(result.solveCount == 1)
        expectFrame(result, "reader", 0, 0, 390, 33.6)
        #expect(result[path: "0.0.0.0.0.0.0"]?.text == "width: 390")
        #expect(abs((result.states.first?.value ?? 0) - 33.6) < 1e-9)
        // Before compiling nothing is known: the first evaluation's Text is a placeholder.
        #expect(!first.readerTextResolved)
    }

    @Test("MaxWidthContentMargins at 390: one solve, over the piece of the state's range the passes start in; cw = 390")
    func maxWidthContentMarginsNarrow() throws {
        // The state cw is the ScrollView's width, which its margins m = max(0, (cw - 768) / 2)
        // widen (R5.2b, I.3): the column, and each row's Text, is proposed min(W - 2m, 768),
        // and the ScrollView is that plus 2m. Whether "Row" (25.5 wide) wraps is a step of that
        // proposal, so of cw: the state's range is split, not the window's.
        // The initial 0 lies below the margins' switch, cw = 768, so the piece kept is
        // [0, 768], where m = 0 and F(cw) = min(390, 768) = 390: F reads no state there, so the
        // passes go 0 -> 390 -> 390 without leaving the piece, and the piece's one solve,
        // cw = F(cw) = 390, is where they stop. (For cw > 768, F(cw) = min(390 - (cw - 768), 768)
        // + (cw - 768) = min(390, cw) = 390 < cw: no fixed point there, and the passes never go.)
        let (_, tree) = try Self.tree("max-width-content-margins-geometry-change.layout")
        #expect(tree.program?.definitions.map(\.state) == ["MaxWidthContentMargins.containerWidth"])
        #expect(tree.program?.definitions.first?.initial == 0)
        let result = try Self.solve(tree, 390)
        let state = try #require(result.states.first)
        #expect(abs(state.value - 390) < 1e-9)
        #expect(state.reached)
        #expect(state.note.contains("the piece of its range that holds its initial value 0 (from 0 to 768"), "\(state.note)")
        #expect(state.note.contains("it reads no state there"), "\(state.note)")
        // The column is the window's width, the rows 44 tall and 8 apart: 3 x 44 + 2 x 8 = 148.
        expectFrame(result, "scroll", 0, 0, 390, 844)
        expectFrame(result, "column", 0, 0, 390, 148)
        // One LP solve gives the frames; nothing else is solved.
        #expect(result.solveCount == 1)
        #expect(result.stateChecks == 0)
    }

    @Test("MaxWidthContentMargins at 1024: every cw from 768 to 1024 is a fixed point; one solve of the passes' piece gives 768")
    func maxWidthContentMarginsWide() throws {
        // cw <= 768: F(cw) = min(1024, 768) = 768, so 768 is a fixed point; cw in (768, 1024]:
        // F(cw) = min(1024 - (cw - 768), 768) + (cw - 768) = min(1024, cw) = cw, every one a fixed
        // point; cw > 1024: F(cw) = 1024 < cw. The passes from 0 give 768, then 768, so SwiftUI
        // stops at the least of them. The program keeps the piece [0, 768] that holds 0, where
        // F is the constant 768: its one fixed point, 768, is the one the passes reach; the
        // layout centres the 768 column, x = (1024 - 768) / 2 = 128.
        let (_, tree) = try Self.tree("max-width-content-margins-geometry-change.layout")
        let result = try Self.solve(tree, 1024)
        let state = try #require(result.states.first)
        #expect(abs(state.value - 768) < 1e-9)
        #expect(state.reached)
        #expect(state.note.contains("holds its initial value 0 (from 0 to 768"), "\(state.note)")
        expectFrame(result, "scroll", 128, 0, 768, 844)
        expectFrame(result, "column", 128, 0, 768, 148)
        #expect(result.solveCount == 1)
        #expect(result.stateChecks == 0)
    }

    @Test("MaxWidthContentMargins from cw = 1000: F reads the state in its piece, so every piece is solved and the map followed")
    func maxWidthContentMarginsFromInside() throws {
        // With the initial value 1000 (above the switch at 768), the piece holding it has
        // m = (cw - 768) / 2 and F(cw) = min(1024 - 2m, 768) + 2m = min(1024, cw): F reads cw
        // through the clamp, so one piece does not settle the claim. Every piece is solved:
        // the fixed points are 768...1024 (as above), and the map from 1000 gives
        // min(1024, 1000) = 1000 at once, the passes' 1 pass. ScrollView 1000 wide, centred:
        // x = (1024 - 1000) / 2 = 12; margins m = 116, so the column is at 12 + 116 = 128,
        // min(1024 - 232, 768) = 768 wide.
        let source = try String(
            contentsOf: packageRoot().appendingPathComponent("Models/feedback/max-width-content-margins-geometry-change.layout"), encoding: .utf8)
        let changed = source.replacingOccurrences(of: "containerWidth: CGFloat = 0", with: "containerWidth: CGFloat = 1000")
        #expect(changed != source)
        let (_, tree) = try Self.tree(source: changed)
        let result = try Self.solve(tree, 1024)
        let state = try #require(result.states.first)
        #expect(abs(state.value - 1000) < 1e-9)
        #expect(state.reached)
        #expect(state.note.contains("not unique: every value from 768 to 1024 is a fixed point"), "\(state.note)")
        #expect(state.note.contains("after 1 step"), "\(state.note)")
        expectFrame(result, "scroll", 12, 0, 1000, 844)
        expectFrame(result, "column", 128, 0, 768, 148)
        // Every piece's solve and the map's step: more than one solve, honestly counted.
        #expect(result.solveCount > 2)
        #expect(result.stateChecks >= 4)
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
        // w through the clamp, so no argument on its factor applies; iterating the map from the
        // initial 0 does: max(0 / 2, 100) = 100, then max(100 / 2, 100) = 100, settled after 2
        // steps (2 solves with w pinned), so the passes reach it.
        let (_, unique) = try Self.tree(source: model("max(w / 2, 100)"))
        let result = try Self.solve(unique, 300, 300)
        #expect(abs((result.states.first?.value ?? 0) - 100) < 1e-6)
        #expect(result.states.first?.reached == true)
        #expect(result.states.first?.note.contains("settles there after 2 steps") == true, "\(result.states)")
        // Checking that w is one value minimises and maximises it: two solves beyond the layout's.
        #expect(result.stateChecks == 2)
        #expect(result.solveCount == 3)
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

    @Test("a state that grows by 10 every pass has no fixed point: said so, not that SwiftUI keeps the initial value")
    func noFixedPoint() throws {
        // frame(width: w) and w = that frame's width + 10: the row w = w + 10 holds for no w.
        let (_, tree) = try Self.tree(
            source: """
                struct Grow: View {
                    @State private var w: CGFloat = 100
                    var body: some View {
                        Color.red
                            .frame(width: w, height: 50)
                            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { value in
                                w = value + 10
                            }
                    }
                }
                """)
        #expect {
            try Self.solve(tree, 390, 844)
        } throws: { error in
            let text = "\(error)"
            return text.contains("Grow.w has no fixed point") && text.contains("no value is a fixed point")
                && text.contains("SwiftUI's passes do not settle") && !text.contains("keeps the initial value")
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
        arguments: [
            "image-container-task-id.layout", "image-container-on-appear.layout", "read-size.layout", "segmented-control.layout",
            "max-width-content-margins-geometry-change.layout",
        ])
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

    static func shifted(_ effect: String, _ member: String) -> String {
        """
        struct Shifted: View {
            @State private var x: CGFloat = 0
            var body: some View {
                VStack {
                    Color.red
                        .frame(width: 100, height: 10)
                        \(effect)
                        .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.frame(in: .global).\(member) }) { value in
                            x = value
                        }
                    Color.blue.frame(width: x, height: 10)
                }
            }
        }
        """
    }

    @Test("a frame read under offset or scaleEffect is where the view is drawn, in the passes and the program")
    func framesUnderRenderEffects() throws {
        // In 300x300 the VStack is max(100, x) wide and centred, so the red frame's layout x is
        // (300 - 100) / 2 = 100 whatever x is. offset(x: 30) draws it at 100 + 30 = 130: x = 130.
        // scaleEffect(2) about its centre (100 + 50 = 150) draws it at 2 x 100 + (1 - 2) x 150 = 50,
        // 2 x 100 = 200 wide. (The layout frame alone would give 100 and 100.) The passes: x = 0,
        // then 130 (or 50, 200), then the same: 2 passes.
        for (effect, member, expected) in [(".offset(x: 30)", "minX", 130.0), (".scaleEffect(2)", "minX", 50), (".scaleEffect(2)", "width", 200)] {
            let (program, tree) = try Self.tree(source: Self.shifted(effect, member))
            let result = try Self.solve(tree, 300, 300)
            let state = try #require(result.states.first, "\(effect) \(member)")
            #expect(abs(state.value - expected) < 1e-9, "\(effect) \(member): \(state.value)")
            var session = FeedbackSession()
            let run = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: 300, height: 300), session: &session)
            #expect(run.converged && run.passes.count == 2)
            #expect(run.states.first?.value == .number(expected), "\(effect) \(member)")
            #expect(Comparison.compare(run.result, result, tolerance: 1e-6).summary.differ == 0)
        }
    }

    @Test("a named space measures from its view's drawn origin: an offset above both cancels, one between them counts")
    func namedSpaceUnderOffsets() throws {
        // In 300 x 300 the VStack is max(100, x) wide and centred; the red frame sits centred in
        // it at (300 - 100) / 2 = 100 whatever x is. It is drawn 40 further (its own offset) and
        // 25 further (the VStack's, outside the space). In the space "box" (the VStack's drawn
        // origin): (max(100, x) - 100) / 2 + 40 - 0, which is 40 for x <= 100, so x = 40; in
        // .global: 100 + 40 + 25 = 165.
        func model(_ space: String) -> String {
            """
            struct Named: View {
                @State private var x: CGFloat = 0
                var body: some View {
                    VStack {
                        Color.red
                            .frame(width: 100, height: 10)
                            .offset(x: 40)
                            .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.frame(in: \(space)).minX }) { value in
                                x = value
                            }
                        Color.blue.frame(width: x, height: 10)
                    }
                    .coordinateSpace(name: "box")
                    .offset(x: 25)
                }
            }
            """
        }
        for (space, expected) in [(".named(\"box\")", 40.0), (".global", 165)] {
            let (program, tree) = try Self.tree(source: model(space))
            let result = try Self.solve(tree, 300, 300)
            #expect(abs((result.states.first?.value ?? 0) - expected) < 1e-9, "\(space): \(result.states)")
            var session = FeedbackSession()
            let run = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: 300, height: 300), session: &session)
            #expect(run.states.first?.value == .number(expected), "\(space)")
            #expect(Comparison.compare(run.result, result, tolerance: 1e-6).summary.differ == 0)
        }
    }

    /// Two 10 x 10 squares in an HStack(spacing: 0), centred in 300 x 300: laid out at x = 140
    /// and 150. Each is drawn moved by an offset that reads the other's state, and each state is
    /// its square's drawn minX: a = 140 + (offset of red), b = 150 + (offset of blue).
    static func pair(red: String, blue: String) -> String {
        """
        struct Pair: View {
            @State private var a: CGFloat = 0
            @State private var b: CGFloat = 0
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                        .offset(x: \(red))
                        .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.frame(in: .global).minX }) { value in
                            a = value
                        }
                    Color.blue.frame(width: 10, height: 10)
                        .offset(x: \(blue))
                        .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.frame(in: .global).minX }) { value in
                            b = value
                        }
                }
            }
        }
        """
    }

    @Test("a linear cycle through two states: a contraction is reached from any start")
    func linearCycleContraction() throws {
        // a = 140 + b / 2, b = 150 - a / 2: A = [[0, 0.5], [-0.5, 0]], ‖A‖∞ = 0.5 < 1, so the
        // passes' error halves in norm each step: reached. The fixed point: a = 140 + (150 - a / 2) / 2
        // = 215 - a / 4, so a = 215 / 1.25 = 172 and b = 150 - 86 = 64.
        let (_, tree) = try Self.tree(source: Self.pair(red: "b / 2", blue: "-a / 2"))
        let result = try Self.solve(tree, 300, 300)
        let states = Dictionary(uniqueKeysWithValues: result.states.map { ($0.state, $0) })
        #expect(abs((states["Pair.a"]?.value ?? 0) - 172) < 1e-9)
        #expect(abs((states["Pair.b"]?.value ?? 0) - 64) < 1e-9)
        #expect(states["Pair.a"]?.reached == true)
        #expect(states["Pair.a"]?.note.contains("spectral radius below 1 (‖A^1‖∞ = 0.5)") == true, "\(states["Pair.a"]?.note ?? "")")
        #expect(result.stateChecks == 0)  // I - A is invertible: one fixed point, nothing to check
    }

    @Test("a linear cycle through two states: A^4 = I, so from the initial value the passes cycle with period 4")
    func linearCycleRotation() throws {
        // a = 140 + b, b = 150 - a: A = [[0, 1], [-1, 0]], a quarter turn (A^4 = I, ρ = 1). The
        // fixed point: a = 140 + 150 - a, a = 145, b = 5. From (0, 0) the passes go (140, 150),
        // (290, 10), (150, -140), (0, 0): period 4, never (145, 5).
        let (program, tree) = try Self.tree(source: Self.pair(red: "b", blue: "-a"))
        let result = try Self.solve(tree, 300, 300)
        let a = try #require(result.states.first { $0.state == "Pair.a" })
        #expect(abs(a.value - 145) < 1e-9)
        #expect(!a.reached)
        #expect(a.note.contains("cycle with period 4"), "\(a.note)")
        var session = FeedbackSession()
        let run = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: 300, height: 300), session: &session)
        #expect(run.cycle?.period == 4)
    }

    @Test("a linear cycle through two states whose error grows: the passes do not reach the fixed point")
    func linearCycleDiverges() throws {
        // a = 140 + 2 b, b = 150 - a: A = [[0, 2], [-1, 0]], A^2 = -2 I, so the error doubles every
        // two passes. The fixed point: a = 140 + 2 (150 - a), a = 440 / 3, b = 150 - 440 / 3 = 10 / 3.
        let (_, tree) = try Self.tree(source: Self.pair(red: "2 * b", blue: "-a"))
        let result = try Self.solve(tree, 300, 300)
        let a = try #require(result.states.first { $0.state == "Pair.a" })
        #expect(abs(a.value - 440.0 / 3) < 1e-6)
        #expect(!a.reached)
        #expect(a.note.contains("the error does not shrink"), "\(a.note)")
    }

    @Test("WindowSizeApp has no state assigned from geometry (the environment carries the window size)")
    func windowSizeAppHasNoProgram() throws {
        let (_, tree) = try Self.tree("window-size-app.layout")
        #expect(tree.program == nil)
    }
}
