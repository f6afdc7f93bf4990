import FrameSolver
import TestSupport
import Testing

/// The model language's geometry-feedback constructs, each in a small model run in passes,
/// with the expected state derived by hand in the test.
@Suite("Geometry feedback constructs")
struct FeedbackLanguageTests {
    static func run(_ text: String, _ width: Double = 300, _ height: Double = 600) throws -> FeedbackRun {
        var session = FeedbackSession()
        let program = try FeedbackProgram.load(text, file: "test.layout")
        return try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: width, height: height), session: &session)
    }

    static func state(_ run: FeedbackRun, _ name: String) -> StateValue? { run.states.first { $0.state == name }?.value }

    @Test("top-level @State, set in onAppear from the reader's width")
    func topLevelState() throws {
        // The reader is proposed 300 x height; pass 1 height 0, onAppear sets 300 / 2 = 150.
        let run = try Self.run(
            """
            @State var height: CGFloat = 0
            GeometryReader { proxy in
                Color.red.onAppear { height = proxy.size.width / 2 }
            }
            .frame(height: height)
            .id("box")
            """)
        #expect(Self.state(run, "height") == .number(150))
        expectFrame(run.result, "box", 0, 225, 300, 150)
    }

    @Test("onChange with one and with two parameters; += on state")
    func onChangeForms() throws {
        // initial: true runs once at appearance with (300, 300): a = 300, b += 300 - 300 = 0.
        // Pass 2 reads the same width: no change, no run.
        let run = try Self.run(
            """
            struct V: View {
                @State private var a: CGFloat = 0
                @State private var b: CGFloat = 5
                var body: some View {
                    GeometryReader { proxy in
                        Color.red
                            .onChange(of: proxy.size.width, initial: true) { value in a = value }
                            .onChange(of: proxy.size.width, initial: true) { old, new in b += new - old }
                    }
                }
            }
            """)
        #expect(Self.state(run, "V.a") == .number(300))
        #expect(Self.state(run, "V.b") == .number(5))
        #expect(run.passes.count == 2)
    }

    @Test("frame(in: .local), .global and .named (coordinateSpace(.named(…))), and rect members")
    func frames() throws {
        // VStack of two 100 x 50 colours, 8 apart, centred in 300 x 600: (100, 246) to (200, 354).
        // The second colour's reader: global minY = 246 + 50 + 8 = 304, midX = 150; in the
        // VStack's space "stack" minY = 58, maxY = 108; local minX = 0, width 100.
        let run = try Self.run(
            """
            struct V: View {
                @State private var global: CGPoint = .zero
                @State private var named: CGRect = .zero
                @State private var local: CGRect = .zero
                @State private var maxY: CGFloat = 0
                var body: some View {
                    VStack {
                        Color.red.frame(width: 100, height: 50)
                        Color.blue.frame(width: 100, height: 50)
                            .overlay(
                                GeometryReader { proxy in
                                    Color.clear.onAppear {
                                        global = CGPoint(x: proxy.frame(in: .global).midX, y: proxy.frame(in: .global).minY)
                                        named = proxy.frame(in: .named("stack"))
                                        local = proxy.frame(in: .local)
                                        maxY = proxy.frame(in: .named("stack")).maxY
                                    }
                                }
                            )
                    }
                    .coordinateSpace(.named("stack"))
                }
            }
            """)
        #expect(Self.state(run, "V.global") == .point(x: 150, y: 304))
        #expect(Self.state(run, "V.named") == .rect(x: 0, y: 58, width: 100, height: 50))
        #expect(Self.state(run, "V.local") == .rect(x: 0, y: 0, width: 100, height: 50))
        #expect(Self.state(run, "V.maxY") == .number(108))
    }

    @Test("a binding passed to a child view writes the parent's state")
    func bindingToChild() throws {
        // The child's reader is proposed the window, 300 wide; it writes the parent's width.
        let run = try Self.run(
            """
            struct Child: View {
                @Binding var width: CGFloat
                var body: some View {
                    GeometryReader { proxy in
                        Color.red.task(id: proxy.size.width) { width = proxy.size.width }
                    }
                }
            }
            struct Parent: View {
                @State private var width: CGFloat = 0
                var body: some View { Child(width: $width) }
            }
            """)
        #expect(Self.state(run, "Parent.width") == .number(300))
    }

    @Test("onGeometryChange with two trailing closures: the first is of:, the second action:")
    func geometryChangeTrailingClosures() throws {
        // Written as Apple's documentation writes it. The band is proposed the 300 x 600 window:
        // 300 wide, 100 tall (its fixed height), so `of` reads 300 and the action stores it.
        // Pass 2 frames the band 300 / 2 = 150 tall, centred: y = (600 - 150) / 2 = 225.
        // Its width stays 300: converged.
        let run = try Self.run(
            """
            struct V: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    Color.blue
                        .frame(height: width == 0 ? 100 : width / 2)
                        .id("band")
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.width
                        } action: { newWidth in
                            width = newWidth
                        }
                }
            }
            """)
        #expect(Self.state(run, "V.width") == .number(300))
        expectFrame(run.result, "band", 0, 225, 300, 150)
    }

    @Test("a comparison of geometry in onGeometryChange's of: closure reads the laid-out size")
    func geometryChangeComparison() throws {
        // The Color is proposed the 300 x 600 window, 300 wide: 300 < 350 is true, so the
        // action sets compact, and pass 2 frames the Color 44 tall (not 64), centred at
        // y = (600 - 44) / 2 = 278. Its width stays 300: converged.
        let run = try Self.run(
            """
            struct V: View {
                @State private var compact = false
                var body: some View {
                    Color.red
                        .frame(height: compact ? 44 : 64)
                        .id("box")
                        .onGeometryChange(for: Bool.self) { proxy in
                            proxy.size.width < 350
                        } action: { isCompact in
                            compact = isCompact
                        }
                }
            }
            """)
        #expect(Self.state(run, "V.compact") == .bool(true))
        expectFrame(run.result, "box", 0, 278, 300, 44)
    }

    @Test("if proxy.size.width > 500 in a GeometryReader's content is decided at the reader's laid-out size", arguments: [300.0, 700])
    func branchOnReaderSize(_ width: Double) throws {
        // The reader takes the window (I.1). At 700 wide the HStack: two Colors of
        // (700 - 8) / 2 = 346, the second at x = 346 + 8 = 354. At 300 the VStack: two Colors
        // of (600 - 8) / 2 = 296, the second at y = 304.
        let run = try Self.run(
            """
            GeometryReader { proxy in
                if proxy.size.width > 500 {
                    HStack { Color.red.id("a"); Color.blue.id("b") }
                } else {
                    VStack { Color.red.id("a"); Color.blue.id("b") }
                }
            }
            """, width)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        if width > 500 {
            expectFrame(run.result, "a", 0, 0, 346, 600)
            expectFrame(run.result, "b", 354, 0, 346, 600)
        } else {
            expectFrame(run.result, "a", 0, 0, 300, 296)
            expectFrame(run.result, "b", 0, 304, 300, 296)
        }
    }

    @Test("a state that doubles every pass: the limit stops the passes, and iterating on stops where it passes 1e9")
    func growingStateProbe() throws {
        // height starts at 10; each pass lays the Color out `height` tall and the preference
        // sets height = 2 x that. Pass n lays out 10 x 2^(n-1): pass 16 (the limit) 327,680,
        // leaving 655,360. Iterating on, pass 28 would lay out 10 x 2^27 = 1,342,177,280,
        // past the largest length (1e9; 10 x 2^26 = 671,088,640 is not): the probe stops there.
        let run = try Self.run(
            """
            struct HeightKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
            }
            struct Grower: View {
                @State private var height: CGFloat = 10
                var body: some View {
                    Color.red
                        .frame(height: height)
                        .background(GeometryReader { p in Color.clear.preference(key: HeightKey.self, value: p.size.height) })
                        .id("box")
                        .onPreferenceChange(HeightKey.self) { h in height = h * 2 }
                }
            }
            """)
        #expect(run.passes.count == 16)
        #expect(!run.converged)
        #expect(Self.state(run, "Grower.height") == .number(655_360))
        expectSize(run.result, "box", 300, 327_680)
        let probe = try #require(run.probe)
        #expect(probe.failedAtPass == 28)
        #expect(probe.failure?.hasPrefix("test.layout:9:14: error: 'height' is 1342177280, beyond the largest magnitude FrameSolver accepts") == true, "\(probe)")
        #expect(run.summary.hasPrefix("16 passes (no fixed point within 16 passes; iterating on, pass 28 cannot be laid out: test.layout:9:14"))
    }

    @Test("DispatchQueue.main.async inside a callback runs after the callbacks of the pass")
    func asyncInsideCallback() throws {
        // Pass 1: onAppear schedules the block, which sets h = 50 after the callbacks; pass 2
        // frames the Color 50 tall, centred in 600: y = 275. onAppear does not fire again.
        let run = try Self.run(
            """
            struct V: View {
                @State private var h: CGFloat = 10
                var body: some View {
                    Color.red.frame(height: h).id("box")
                        .onAppear { DispatchQueue.main.async { h = 50 } }
                }
            }
            """)
        #expect(Self.state(run, "V.h") == .number(50))
        #expect(run.passes.count == 2)
        expectFrame(run.result, "box", 0, 275, 300, 50)
    }

    @Test("a block that schedules itself for ever stops at 1,000 blocks a pass, with a warning")
    func selfSchedulingBlock() throws {
        // tick() adds 1 and schedules itself: 1,000 blocks run in pass 1 (n = 1000), the rest
        // do not; pass 2 runs no callback (onAppear fired): converged, the Color 10 tall.
        let run = try Self.run(
            """
            struct V: View {
                @State private var n: CGFloat = 0
                func tick() { DispatchQueue.main.async { n += 1; tick() } }
                var body: some View {
                    Color.red.frame(height: n / 100).id("box")
                        .onAppear { tick() }
                }
            }
            """)
        #expect(Self.state(run, "V.n") == .number(1_000))
        #expect(run.converged)
        expectSize(run.result, "box", 300, 10)
        #expect(run.warnings.contains { $0.message.hasSuffix("more than 1000 blocks were scheduled in one pass; the rest do not run") })
    }
}
