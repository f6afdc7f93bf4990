import Foundation
import FrameSolver
import TestSupport
import Testing

/// The geometry-feedback models of the seed articles (Models/feedback/), run in passes as
/// SwiftUI runs them. Every expectation is derived by hand below from SWIFTUI-LAYOUT.md and
/// I.2's text metric (a character is 0.5 em wide, a line 1.2 em tall; body 17, title 28).
@Suite("Geometry feedback models")
struct GeometryFeedbackModelTests {
    static func program(_ name: String, root: String? = nil) throws -> FeedbackProgram {
        let url = packageRoot().appendingPathComponent("Models/feedback/\(name)")
        return try FeedbackProgram.load(try String(contentsOf: url, encoding: .utf8), file: name, rootName: root)
    }

    static func run(_ name: String, _ width: Double, _ height: Double?, session: inout FeedbackSession) throws -> FeedbackRun {
        try FeedbackDriver.run(program(name), engine: NegotiationEngine(), window: ProposedSize(width: width, height: height), session: &session)
    }

    static func run(_ name: String, _ width: Double, _ height: Double? = 844) throws -> FeedbackRun {
        var session = FeedbackSession()
        return try run(name, width, height, session: &session)
    }

    static func state(_ run: FeedbackRun, _ name: String) -> StateValue? { run.states.first { $0.state == name }?.value }

    @Test("ImageContainer with task(id:) tracks a width sweep exactly, shrinking included (state kept)")
    func taskIDTracksSweep() throws {
        // The ScrollView proposes (W, nil); frame(height: width / 1.77) proposes (W, h) to the
        // reader, which takes it. Window 1: pass 1 at width 0 is 0 tall; the task (first
        // appearance, id W) sets width = W; pass 2 is W / 1.77 tall and the id has not changed:
        // 2 passes. Next window W': pass 1 still reads the old width, the id changes to W', the
        // task sets W'; pass 2 settles at W' / 1.77.
        var session = FeedbackSession()
        for width in [390.0, 300, 500, 200, 390] {
            let run = try Self.run("image-container-task-id.layout", width, 844, session: &session)
            #expect(run.converged)
            #expect(run.passes.count == 2, "\(run.passes)")
            #expect(run.passes[0].changes.first?.callback == "task(id:)")
            #expect(Self.state(run, "ImageContainer.width") == .number(width))
            expectFrame(run.result, "container", 0, 0, width, width / 1.77)
            expectFrame(run.result, path: "0.0.0", 0, 0, width, width / 1.77)
        }
    }

    @Test("ImageContainer with onAppear keeps the first width: the rotation is missed")
    func onAppearKeepsFirstWidth() throws {
        // onAppear fires once per identity: window 390 sets width = 390 (2 passes); later windows
        // keep 390, so the height stays 390 / 1.77 = 220.34 while the width follows the window.
        var session = FeedbackSession()
        let first = try Self.run("image-container-on-appear.layout", 390, 844, session: &session)
        #expect(first.passes.count == 2)
        expectFrame(first.result, "container", 0, 0, 390, 390 / 1.77)
        for width in [844.0, 300] {
            let run = try Self.run("image-container-on-appear.layout", width, 390, session: &session)
            #expect(run.passes.count == 1)
            #expect(run.passes[0].triggers.isEmpty)
            expectFrame(run.result, "container", 0, 0, width, 390 / 1.77)
        }
        // Without keeping state (--sweep-state reset) each window appears anew.
        let fresh = try Self.run("image-container-on-appear.layout", 844, 390)
        expectFrame(fresh.result, "container", 0, 0, 844, 844 / 1.77)
    }

    @Test("readSize converges in 2 passes to the content height")
    func readSizeConverges() throws {
        // frame(maxWidth: .infinity) gives the ScrollView 390x844; it proposes (390, nil).
        // Pass 1: contentHeight is nil, so frame(height: nil) passes (390, nil) on and the reader
        // takes its ideal height 10. Its VStack holds "width: 390" in .title (28): 10 x 14 = 140
        // by 33.6; the background reader is that size, so ContentSizeKey = (140, 33.6) and
        // onPreferenceChange sets contentHeight = 33.6. Pass 2: the reader is 390x33.6, the
        // preference is unchanged: converged.
        let run = try Self.run("read-size.layout", 390)
        #expect(run.converged)
        #expect(run.passes.count == 2)
        #expect(run.passes[0].changes == [StateChange(state: "XView.contentHeight", old: .none, new: .number(33.6), callback: "onPreferenceChange", source: run.passes[0].changes.first?.source)])
        #expect(run.passes[1].changes.isEmpty)
        expectFrame(run.result, "reader", 0, 0, 390, 33.6)
        expectFrame(run.result, path: "0.0.0.0.0.0.0", 0, 0, 140, 33.6)
        #expect(run.result[path: "0.0.0.0.0.0.0"]?.text == "width: 390")
    }

    @Test("the segmented control's selection background lands on the selected segment in the named space")
    func segmentedControl() throws {
        // Segments "Day", "Week", "Month" (body 17: 8.5 a character, 20.4 tall) padded by 8:
        // 41.5, 50 and 58.5 wide, 36.4 tall, 8 apart: the HStack is 166 x 36.4, centred in
        // 390x844 at (112, 403.8). Segment 1 ("Week") is at x = 112 + 41.5 + 8 = 161.5, so in the
        // "parent" space (the HStack's origin) its frame is (49.5, 0, 50, 36.4). Pass 1: the
        // selection is .zero; the deferred block stores that frame. Pass 2: the background is
        // framed 50 x 36.4 at the HStack's top-leading corner and offset by (49.5, 0): drawn at
        // (161.5, 403.8, 50, 36.4), the segment's frame; the block stores the same frame.
        let run = try Self.run("segmented-control.layout", 390)
        #expect(run.converged)
        #expect(run.passes.count == 2)
        #expect(Self.state(run, "SegmentedControl.selectedFrame") == .rect(x: 49.5, y: 0, width: 50, height: 36.4))
        #expect(run.passes[0].changes.first?.callback == "DispatchQueue.main.async")
        expectFrame(run.result, "segment1", 161.5, 403.8, 50, 36.4)
        expectFrame(run.result, "selection", 112, 403.8, 50, 36.4)
        expectRender(run.result, "selection", 161.5, 403.8, 50, 36.4)
    }

    @Test("MaxWidthContentMargins: onGeometryChange feeds the ScrollView's width back into contentMargins", arguments: [390.0, 1024])
    func maxWidthContentMargins(_ width: Double) throws {
        // A vertical ScrollView is as wide as its content plus its margins (R5.2b, I.3), and
        // onGeometryChange reads that width. Pass 1: containerWidth 0, margins 0; the column
        // (frame(maxWidth: 768)) is proposed W: min(W, 768) wide, so the ScrollView is too,
        // centred in the window at x = (W - min(W, 768)) / 2. The action stores min(W, 768);
        // pass 2's margins are max(0, (min(W, 768) - 768) / 2) = 0: the same layout, converged.
        // (Every width >= 768 is a fixed point of cw = 768 + 2 max(0, (cw - 768) / 2); the passes
        // reach 768 from 0. The column is centred either way: at x = 128 in 1024.)
        let run = try Self.run("max-width-content-margins-geometry-change.layout", width)
        #expect(run.converged)
        #expect(run.passes.count == 2)
        let column = min(width, 768)
        #expect(Self.state(run, "MaxWidthContentMargins.containerWidth") == .number(column))
        expectFrame(run.result, "scroll", (width - column) / 2, 0, column, 844)
        expectFrame(run.result, "column", (width - column) / 2, 0, column, 148)
    }

    @Test("WindowSizeApp: the environment carries the window size; the overlay is half of it", arguments: [(390.0, 844.0), (1024.0, 768.0)])
    func windowSizeApp(_ window: (Double, Double)) throws {
        // The App's WindowGroup root reader takes the window; .environment(\.safeAreaSize, size)
        // gives ContentView and OverlayView the window size (read during the same layout, so
        // one pass); the overlay is framed at half of it and centred: (W/4, H/4, W/2, H/2).
        let (width, height) = window
        let run = try Self.run("window-size-app.layout", width, height)
        #expect(run.passes.count == 1)
        expectFrame(run.result, "content", 0, 0, width, height)
        expectFrame(run.result, "overlay", width / 4, height / 4, width / 2, height / 2)
        // SizeView shows the sizes as the article's Text does.
        let texts = run.result.nodes.compactMap(\.text)
        #expect(texts.contains("width: \(Int(width)) | height: \(Int(height))"))
        #expect(texts.contains("width: \(Int(width / 2)) | height: \(Int(height / 2))"))
    }

    @Test("GetInfoByPreferenceKey: the Text's global minY reaches onPreferenceChange (print recorded)")
    func minYPreference() throws {
        // The ScrollView puts "Hello world" at the top of the window: minY = 0 in .global; the
        // preference is seen once, printed (recorded) as Swift prints a CGFloat.
        let run = try Self.run("get-info-by-preference-key.layout", 390)
        #expect(run.passes.count == 1)
        #expect(run.passes[0].triggers == ["onPreferenceChange"])
        #expect(run.printed == ["0.0"])
    }

    @Test("GetSize with I.2's metric (equal digits) settles after 4 passes; CGFloat prints as Swift does")
    func getSizeSimpleMetric() throws {
        // I.2 gives every character 8.5 at body 17, digits included. "Width = 0.0" (11 characters)
        // is 93.5 wide; "Width = 93.5" (12) 102; "Width = 102.0" (13) 110.5; "Width = 110.5" (13)
        // 110.5 again: the fourth pass changes nothing. (A real font's proportional digits give
        // the article's endless jitter; I.2 cannot, having equal digits.)
        for name in ["get-size.layout", "get-size-monospaced.layout"] {
            let run = try Self.run(name, 390)
            #expect(run.converged)
            #expect(run.passes.map { $0.changes.map(\.new) } == [[.number(93.5)], [.number(102)], [.number(110.5)], []])
            #expect(run.result.nodes.compactMap(\.text) == ["Width = 110.5"])
        }
    }

    @Test("EffectTest: visualEffect moves where the Text is drawn, not its layout frame")
    func effectTest() throws {
        // "Hello" in .title (28): 5 x 14 = 70 by 33.6. HStack 70 + 8 + 70 = 148 centred:
        // x = 121, y = 405.2; the second Text at x = 199. The effect offsets it by half its size
        // (35, 16.8), then scales by 0.5 about the centre of its frame (234, 422):
        // drawn at (234, 422, 35, 16.8); its layout frame stays (199, 405.2, 70, 33.6).
        let result = try NegotiationEngine().layout(loadModel("feedback/effect-test.layout").root, in: ProposedSize(width: 390, height: 844))
        expectFrame(result, "plain", 121, 405.2, 70, 33.6)
        expectFrame(result, "effect", 199, 405.2, 70, 33.6)
        expectRender(result, "effect", 234, 422, 35, 16.8)
    }
}
