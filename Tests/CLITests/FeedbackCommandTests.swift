import Foundation
import Testing

/// `solve` and `compare` on models with geometry callbacks: the passes table, the JSON fields,
/// `--max-passes` and `--sweep-state`, and the warnings for what a callback cannot do.
@Suite("Geometry feedback commands")
struct FeedbackCommandTests {
    @Test("solve prints the passes table after the frames")
    func solveTable() {
        // A bare canvas (I.2's text metric, no safe area): the numbers below are I.2's.
        let run = framesolver("solve", Package.model("feedback/read-size.layout"), "--device", "none")
        #expect(run.code == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        // readSize: the preference sets contentHeight from nil to 33.6 ("width: 390" in .title:
        // 33.6 tall) after pass 1; pass 2 changes nothing.
        #expect(lines.contains("negotiation: 2 passes (converged)"))
        #expect(lines.contains("1     XView.contentHeight: nil -> 33.6  onPreferenceChange"))
        #expect(lines.contains("2     -"))
        #expect(!run.standardError.contains("Placeholder"), "\(run.standardError)")
    }

    @Test("a pass that cannot be laid out: solve prints the layout error as it reads, with the pass and the state that led to it")
    func passErrorReadsAsItself() throws {
        // Pass 2 frames the Color 2e9 tall, past the largest length (1e9, docs/limits.md).
        let model = try TemporaryModel(
            """
            struct V: View {
                @State private var height: CGFloat = 10
                var body: some View {
                    Color.red.frame(height: height)
                        .onAppear { height = 2e9 }
                }
            }
            """, name: "big.layout")
        defer { model.remove() }
        let run = framesolver("solve", model.path, "--size", "300x300")
        #expect(run.code == 2)
        #expect(
            run.standardError
                == "\(model.path):4:19: error: 'height' is 2000000000, beyond the largest magnitude FrameSolver accepts, 1e9 (docs/limits.md); in pass 2, after pass 1 set V.height = 2000000000.0 (onAppear) (frame at 0 argument 'height')\n"
        )
    }

    @Test("solve --engine constraints lays out the passes' last state where the state is not in the program (onAppear)")
    func constraintsAtTheLastState() throws {
        // Found by a user: `onAppear { showBanner = true }` showed the banner in `solve` and in
        // `compare` but not in `solve --engine constraints`, which laid out the initial state.
        let model = try TemporaryModel(
            """
            struct Screen: View {
                @State private var showBanner = false
                var body: some View {
                    VStack {
                        if showBanner { Text("Welcome back!") }
                        Text("Content")
                    }
                    .onAppear { showBanner = true }
                }
            }
            """, name: "banner.layout")
        defer { model.remove() }
        for engine in ["negotiation", "constraints"] {
            let run = framesolver(["solve", model.path, "--size", "300x200", "--engine", engine])
            #expect(run.code == 0, "\(engine): \(run.standardError)")
            // The VStack, the banner and the content: three views after onAppear.
            #expect(run.standardOutput.contains("engine, window 300x200, 3 views"), "\(engine): \(run.standardOutput)")
            #expect(run.standardOutput.contains("\"Welcome back!\""), "\(engine)")
        }
        let constraints = framesolver(["solve", model.path, "--size", "300x200", "--engine", "constraints"])
        #expect(constraints.standardOutput.contains("constraints: 1 solve, of the tree at the passes' last state (not one program: no state is assigned from geometry)"))
    }

    @Test("solve --format json carries passes, state and converged")
    func solveJSON() throws {
        let run = framesolver("solve", Package.model("feedback/image-container-task-id.layout"), "--format", "json", "--size", "300x600")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let passes = try #require(document["passes"] as? [[String: Any]])
        #expect(passes.count == 2)
        let change = try #require((passes[0]["changes"] as? [[String: Any]])?.first)
        #expect(change["state"] as? String == "ImageContainer.width")
        #expect(change["old"] as? Double == 0)
        #expect(change["new"] as? Double == 300)
        #expect(change["callback"] as? String == "task(id:)")
        #expect(document["converged"] as? Bool == true)
        #expect(document["cycle"] == nil)
    }

    @Test("--max-passes stops a run that has not settled, and says so")
    func maxPasses() {
        // GetSize needs 4 passes under I.2 (see GeometryFeedbackModelTests); 2 stop it early.
        let run = framesolver("solve", Package.model("feedback/get-size.layout"), "--max-passes", "2", "--device", "none")
        #expect(run.code == 0)
        // The state is iterated on past the limit (not reported as passes): pass 4 settles.
        #expect(run.standardOutput.contains("negotiation: 2 passes (no fixed point within 2 passes; iterating on, the state settles at pass 4)"))
        #expect(!run.standardOutput.contains("\n3 "), "\(run.standardOutput)")
        #expect(framesolver("solve", Package.model("feedback/get-size.layout"), "--max-passes", "0").code == 2)
    }

    @Test("the default limit of 16 says what iterating on finds: GetSize in Inter cycles with period 37")
    func cycleBeyondTheLimit() throws {
        // GetSizeFontTests derives the orbit from Inter's advances: the width pass 50 leaves is
        // the one pass 13 left. 16 passes are reported; the cycle is found by iterating on.
        let path = Package.model("feedback/get-size.layout")
        let run = framesolver("solve", path, "--size", "400x400", "--text-metrics", "font")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "negotiation: 16 passes (no fixed point within 16 passes; the state cycles with period 37 from pass 13, seen by iterating on to pass 50)"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("cycle: period 37, from the state before pass 14, seen past the pass limit by iterating on to pass 50"))
        let json = framesolver("solve", path, "--size", "400x400", "--text-metrics", "font", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let cycle = try #require(document["cycle"] as? [String: Any])
        #expect(cycle["period"] as? Int == 37)
        #expect(cycle["beyondLimit"] as? Bool == true)
        #expect(cycle["closedAtPass"] as? Int == 50)
        #expect((document["passes"] as? [Any])?.count == 16)
    }

    @Test("compare: MaxWidthContentMargins agrees with the passes in one solve, at 390 and at 1024")
    func maxWidthInOneSolve() throws {
        // OneProgramModelTests derives it: the initial 0 lies in the state's piece [0, 768],
        // where F(cw) = min(W, 768) reads no state: 390 at 390, 768 at 1024 (where every cw from
        // 768 to 1024 is a fixed point, and the passes from 0 stop at 768).
        let path = Package.model("feedback/max-width-content-margins-geometry-change.layout")
        for (size, value) in [("390x844", "390"), ("1024x844", "768")] {
            let run = framesolver("compare", path, "--size", size, "--device", "none")
            #expect(run.code == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("0 differ"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("negotiation: 2 passes; constraints: 1 solve, the state as columns: MaxWidthContentMargins.containerWidth = \(value) (one solve"), "\(run.standardOutput)")
            let json = framesolver("compare", path, "--size", size, "--device", "none", "--format", "json")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let constraints = try #require((document["feedback"] as? [[String: Any]])?.first?["constraints"] as? [String: Any])
            #expect(constraints["solves"] as? Int == 1)
            #expect(constraints["checks"] == nil)
            #expect(constraints["note"] == nil)
        }
    }

    @Test(
        "every convergent feedback model in Models/ takes one solve, and agrees with the passes",
        arguments: [
            ("image-container-task-id.layout", "ImageContainer.width = 390"), ("image-container-on-appear.layout", "ImageContainer.width = 390"),
            ("read-size.layout", "XView.contentHeight = 33.6"), ("segmented-control.layout", "SegmentedControl.selectedFrame.minX = 49.5"),
            ("max-width-content-margins-geometry-change.layout", "MaxWidthContentMargins.containerWidth = 390"),
        ])
    func convergentModelsInOneSolve(_ name: String, _ state: String) throws {
        // The values, derived in GeometryFeedbackModelTests and OneProgramModelTests at 390:
        // ImageContainer's reader is the window's width; readSize's content the .title Text's
        // 33.6; the segmented control's "Week" 41.5 + 8 from the HStack's origin; the margins'
        // piece [0, 768] gives min(390, 768).
        let path = Package.model("feedback/\(name)")
        let run = framesolver("compare", path, "--size", "390x844", "--device", "none", "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let window = try #require((document["feedback"] as? [[String: Any]])?.first)
        #expect(window["converged"] as? Bool == true)
        let constraints = try #require(window["constraints"] as? [String: Any])
        #expect(constraints["solves"] as? Int == 1, "\(name): \(constraints)")
        #expect(constraints["checks"] == nil)
        #expect(constraints["note"] == nil)
        let summary = try #require((document["windows"] as? [[String: Any]])?.first?["summary"] as? [String: Any])
        #expect(summary["differ"] as? Int == 0)
        let table = framesolver("compare", path, "--size", "390x844", "--device", "none")
        #expect(table.standardOutput.contains("constraints: 1 solve, the state as columns: \(state)"), "\(table.standardOutput)")
    }

    @Test("a state read from a view extended into the safe area is the extended view's, in both engines")
    func stateOfAnExtendedView() throws {
        let model = try TemporaryModel(
            """
            struct SA: View {
                @State private var h: CGFloat = 0
                var body: some View {
                    ScrollView {
                        Color.red.frame(height: h / 10).id("bar")
                    }
                    .ignoresSafeArea(edges: .top)
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { h = $0 }
                }
            }
            """, name: "extended.layout")
        defer { model.remove() }
        // iPhone 14: the ScrollView fills the safe area (763 tall from y 47) and extends over
        // the top inset: 47 + 763 = 810 tall. The passes read 810; the program's state column
        // is solved again with the extended view, so it reads 810 too (it said 763, the
        // hosted solve's, while its frames showed 810 / 10 = 81).
        let run = framesolver("compare", model.path)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("state: SA.h = 810.0"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("the state as columns: SA.h = 810 "), "\(run.standardOutput)")
    }

    @Test("a callback that compares geometry is not in the program: compare solves the passes' last state, in one line")
    func comparisonOfGeometryFallsBack() throws {
        // `proxy.size.width < 350` is a step, not a linear value: the program cannot carry
        // `compact`, so the constraint engine lays out the passes' last state (compact true at
        // 300 wide: the Color 44 tall) and both engines agree.
        let model = try TemporaryModel(
            """
            struct V: View {
                @State private var compact = false
                var body: some View {
                    Color.red
                        .frame(height: compact ? 44 : 64)
                        .onGeometryChange(for: Bool.self) { proxy in
                            proxy.size.width < 350
                        } action: { isCompact in
                            compact = isCompact
                        }
                }
            }
            """, name: "compact.layout")
        defer { model.remove() }
        let run = framesolver("compare", model.path, "--size", "300x300", "--tolerance", "1e-6")
        #expect(run.code == 0, "\(run.standardError)")
        let note = try #require(run.standardOutput.split(separator: "\n").first { $0.contains("not one program") })
        #expect(note.hasSuffix("(not one program: the model cannot be evaluated with its state as unknowns: \(model.path):6:14: onGeometryChange(for:of:action:) cannot run with geometry as unknowns: '<' needs constant numbers here, not sizes known only at layout time)"), "\(note)")
        #expect(run.standardOutput.contains("2 views, 0 differ (0 unexplained)"), "\(run.standardOutput)")
    }

    @Test("an action that compares the geometry it is given (compact = w < 350) is not in the program either, over a sweep")
    func actionComparisonFallsBack() throws {
        // Run over expressions, `w < 350` is a step: the program falls back to the passes'
        // last state in every window, so the engines agree (the Color is 44 tall below 350,
        // 64 from 350 on). A sweep keeps the state from one window to the next.
        let model = try TemporaryModel(
            """
            struct V: View {
                @State private var compact = false
                var body: some View {
                    Color.red
                        .frame(height: compact ? 44 : 64)
                        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { w in
                            compact = w < 350
                        }
                }
            }
            """, name: "compact-action.layout")
        defer { model.remove() }
        let run = framesolver("compare", model.path, "--size", "300x300", "--sweep-width", "100...500:100", "--tolerance", "1e-6")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.components(separatedBy: "2 views, 0 differ (0 unexplained)").count == 6, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("cannot run with geometry as unknowns: '<' needs constant numbers here"), "\(run.standardOutput)")
    }

    @Test("the uniqueness check's and the map's solves are counted: 3 solves + 2 uniqueness checks")
    func uniquenessChecksCounted() throws {
        // w = max(w / 2, 100) reads w through a clamp: the solve (w = 100, the one fixed point)
        // is followed by w minimised and maximised over the program, two more LP solves, and by
        // the map iterated from 0 to prove the passes reach it: 100, then 100 (2 solves).
        let model = try TemporaryModel(
            """
            struct Clamp: View {
                @State private var w: CGFloat = 0
                var body: some View {
                    Color.red
                        .frame(width: max(w / 2, 100), height: 10)
                        .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.size.width }) { value in
                            w = value
                        }
                }
            }
            """, name: "clamp.layout")
        defer { model.remove() }
        let run = framesolver("compare", model.path, "--size", "300x300")
        #expect(run.standardOutput.contains("constraints: 3 solves + 2 uniqueness checks, the state as columns: Clamp.w = 100 (a cycle through a clamp or other states: iterating"), "\(run.standardOutput)")
        let json = framesolver("compare", model.path, "--size", "300x300", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let window = try #require((document["feedback"] as? [[String: Any]])?.first)
        let constraints = try #require(window["constraints"] as? [String: Any])
        #expect(constraints["solves"] as? Int == 3)
        #expect(constraints["checks"] as? Int == 2)
    }

    @Test("--text-metrics font measures every pass with the font, in solve and compare")
    func passesWithTheFont() {
        // .monospaced() in DejaVu Sans Mono: 1233 / 2048 em a character at 17 pt.
        // "Width = 0.0" (11 characters) = 11 x 1233 x 17 / 2048 = 112.58349609375;
        // "Width = 112.58349609375" (23) = 235.40185546875, and 23 characters again after that.
        // (I.2 would give 93.5, 102.0, 110.5.)
        let path = Package.model("feedback/get-size-monospaced.layout")
        for command in ["solve", "compare"] {
            let run = framesolver(command, path, "--size", "400x400", "--text-metrics", "font")
            #expect(run.code == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("GetSize.width: 0.0 -> 112.58349609375"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("GetSize.width: 112.58349609375 -> 235.40185546875"), "\(run.standardOutput)")
        }
    }

    @Test("a cycle is found and reported with its period and values")
    func cycle() throws {
        // x = W - x from 0 in a 300-wide window: 0 -> 300 -> 0 -> …, period 2.
        let model = try TemporaryModel(
            """
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
            """, name: "flip.layout")
        defer { model.remove() }
        let run = framesolver("solve", model.path, "--size", "300x100")
        #expect(run.standardOutput.contains("cycle: period 2"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Flip.x: 0.0 -> 300.0 -> …"), "\(run.standardOutput)")
        let json = framesolver("solve", model.path, "--size", "300x100", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let cycle = try #require(document["cycle"] as? [String: Any])
        #expect(cycle["period"] as? Int == 2)
    }

    @Test("compare: the passes after the window and 'negotiation: N passes; constraints: 1 solve'")
    func compareLine() {
        let run = framesolver("compare", Package.model("feedback/segmented-control.layout"), "--device", "none")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("negotiation: 2 passes; constraints: 1 solve"))
        #expect(run.standardOutput.contains("SegmentedControl.selectedFrame: (0.0, 0.0, 0.0, 0.0) -> (49.5, 0.0, 50.0, 36.4)"))
    }

    @Test("compare: onAppear's first value is a difference with cause feedback-once, not an agreement")
    func feedbackOnce() throws {
        // Window 300 first: onAppear sets width = 300 in the passes, and the program solves
        // width = 300: the frames agree. Window 390 keeps the state: onAppear does not fire
        // again, so the passes keep 300 / 1.77 = 169.492, while the program solves width = 390,
        // 390 / 1.77 = 220.339: the frame and the reader differ by 50.847, explained.
        let path = Package.model("feedback/image-container-on-appear.layout")
        let keep = framesolver("compare", path, "--sweep-width", "300...390:90", "--device", "none")
        #expect(keep.code == 0, "\(keep.standardError)")
        #expect(keep.standardOutput.contains("(x 0, y 0, w 390, h 169.492)  (x 0, y 0, w 390, h 220.339)  50.847  feedback-once"), "\(keep.standardOutput)")
        #expect(keep.standardOutput.contains("5 views, 2 differ (0 unexplained)"))
        #expect(keep.standardOutput.contains("constraints: 1 solve, the state as columns: ImageContainer.width = 390 (no cycle"))
        let json = framesolver("compare", path, "--sweep-width", "300...390:90", "--device", "none", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let windows = try #require(document["windows"] as? [[String: Any]])
        let causes = (windows.last?["views"] as? [[String: Any]] ?? []).compactMap { $0["cause"] as? String }
        #expect(causes == ["feedback-once", "feedback-once"])
        let feedback = try #require(document["feedback"] as? [[String: Any]])
        let constraints = try #require(feedback.last?["constraints"] as? [String: Any])
        #expect(constraints["solves"] as? Int == 1)
        #expect((constraints["states"] as? [[String: Any]])?.first?["value"] as? Double == 390)
        // task(id:) follows the width: no difference at all.
        let task = framesolver("compare", Package.model("feedback/image-container-task-id.layout"), "--sweep-width", "300...390:90", "--device", "none")
        #expect(task.code == 0)
        #expect(!task.standardOutput.contains("feedback-once"))
    }

    @Test("solve --engine constraints solves the state as columns, or says why not")
    func solveOneProgram() {
        // ImageContainer in 300x600: width = the reader's width = 300, height 300 / 1.77.
        let run = framesolver("solve", Package.model("feedback/image-container-task-id.layout"), "--engine", "constraints", "--size", "300x600")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("frame #container 0.0  (x 0, y 0, w 300, h 169.492)"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("constraints: 1 solve, the state as columns: ImageContainer.width = 300 (no cycle: it follows from the layout)"))
        let text = framesolver("solve", Package.model("feedback/get-size.layout"), "--engine", "constraints", "--size", "300x600")
        #expect(text.standardOutput.contains("not one program: not linear: the Text at"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains("shows GetSize.width"))
    }

    @Test("--sweep-state keep misses the rotation with onAppear; reset does not")
    func sweepState() {
        // onAppear: window 390 sets width = 390; with state kept, the 300-wide window keeps
        // 390 / 1.77 = 220.339 (rounded to 3 decimals in the table); reset reads 300: 169.492.
        let path = Package.model("feedback/image-container-on-appear.layout")
        let kept = framesolver("compare", path, "--sweep-width", "390...300:-90")
        #expect(kept.code == 2)  // a descending sweep is not a sweep
        let keep = framesolver("compare", path, "--sweep-width", "300...390:90", "--sweep-state", "keep")
        #expect(keep.standardOutput.contains("h 169.492"))
        #expect(keep.standardOutput.contains("w 390, h 169.492"), "\(keep.standardOutput)")
        let reset = framesolver("compare", path, "--sweep-width", "300...390:90", "--sweep-state", "reset")
        #expect(reset.standardOutput.contains("w 390, h 220.339"), "\(reset.standardOutput)")
    }

    @Test("a callback that cannot run is a warning naming it; state set during the body is a warning")
    func warnings() throws {
        let model = try TemporaryModel(
            """
            struct Bad: View {
                @State private var width: CGFloat = 0
                let fixed: CGFloat = 1
                var body: some View {
                    GeometryReader { proxy in
                        Color.red
                            .onAppear {
                                fixed = proxy.size.width
                            }
                    }
                    .frame(height: width)
                }
            }
            """, name: "bad.layout")
        defer { model.remove() }
        let run = framesolver("solve", model.path)
        #expect(run.standardError.contains("warning: 'onAppear': it cannot run"), "\(run.standardError)")
        let during = try TemporaryModel(
            """
            struct During: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    GeometryReader { proxy -> Color in
                        width = proxy.size.width
                        return .red
                    }
                    .onAppear { }
                }
            }
            """, name: "during.layout")
        defer { during.remove() }
        let second = framesolver("solve", during.path)
        #expect(second.standardError.contains("'During.width' is modified during view update"), "\(second.standardError)")
    }

    // MARK: - compare and report count a feedback model's differences alike

    /// ImageContainer with onAppear over 11 widths: onAppear fires once, at the first width
    /// (100), so the passes keep width = 100 while the one program solves every window anew.
    /// They agree at 100 and differ at the 10 widths after it, every difference `feedback-once`.
    static let onAppear = Package.model("feedback/image-container-on-appear.layout")
    static let sweep = "100...1400:130"

    @Test("compare: 10 of 11 windows differ, all explained (feedback-once): exit 0; --fail-on-difference counts them: exit 1")
    func onAppearCompare() throws {
        let run = framesolver("compare", Self.onAppear, "--sweep-width", Self.sweep, "--format", "json")
        #expect(run.code == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let windows = try #require(document["windows"] as? [[String: Any]])
        #expect(windows.count == 11)
        let summaries = windows.compactMap { $0["summary"] as? [String: Any] }
        #expect(summaries.filter { ($0["differ"] as? Int ?? 0) > 0 }.count == 10)
        #expect(summaries.allSatisfy { $0["unexplained"] as? Int == 0 })
        let causes = Set(windows.flatMap { ($0["views"] as? [[String: Any]] ?? []).compactMap { $0["cause"] as? String } })
        #expect(causes == ["feedback-once"])
        #expect(framesolver("compare", Self.onAppear, "--sweep-width", Self.sweep, "--fail-on-difference").code == 1)
    }

    @Test("report over the same sweep counts the same windows: 1 model with differences, 0 unexplained, 10 of 11 widths")
    func onAppearReport() throws {
        let html = FileManager.default.temporaryDirectory.appendingPathComponent("on-appear-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: html) }
        let run = framesolver("report", Self.onAppear, "--sweep-width", Self.sweep, "--out", html)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("wrote \(html): 1 models, 11 widths each, 1 with differences (0 unexplained), "))
        // The page's table: widths that differ, then the summed differing views, then unexplained.
        let text = try String(contentsOfFile: html, encoding: .utf8)
        #expect(text.contains("<td>10 of 11</td>"))
    }

    @Test("compare --help's examples over Models do not claim an explained difference fails")
    func compareExamples() {
        let help = framesolver("compare", "--help").standardOutput
        #expect(help.contains("compare Models --sweep-width 100...1400:13\n"))
        #expect(!help.contains("compare Models --sweep-width 100...1400:13 --fail-on-difference"))
        #expect(help.contains("Exit 1 when any view differs, explained or not."))
    }
}
