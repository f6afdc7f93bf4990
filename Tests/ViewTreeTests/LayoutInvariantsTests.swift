import FrameSolver
import Testing
import ViewTree

/// The debug invariants (STYLE habit 15) catch what the rules forbid and let through what they
/// allow: each case writes a layout by hand (the arithmetic in comments), checks that it passes
/// and that both engines produce it, then breaks one frame and expects a violation naming the view.
@Suite("Layout invariants")
struct LayoutInvariantsTests {
    /// A result of `view` with the given frames, in pre-order, as `(path, kind, frame)`.
    func result(_ nodes: [(String, String, Rect)], window: ProposedSize) -> LayoutResult {
        LayoutResult(engine: "by hand", window: window, nodes: nodes.map { NodeFrame(path: $0.0, kind: $0.1, frame: $0.2) })
    }

    func tree(_ view: some View) throws -> IndexedTree { IndexedTree(root: try #require(view.viewTree)) }

    /// Expects both engines to give exactly `expected` (frames within 1e-6) for `view`.
    func expectEngines(_ view: some View, _ expected: LayoutResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let root = try #require(view.viewTree)
        for engine in [NegotiationEngine() as any LayoutEngine, ConstraintEngine()] {
            let actual = try engine.layout(root, in: expected.window)
            #expect(actual.nodes.map(\.path) == expected.nodes.map(\.path), "\(engine.name)", sourceLocation: sourceLocation)
            for (a, e) in zip(actual.nodes, expected.nodes) {
                #expect(
                    abs(a.frame.x - e.frame.x) < 1e-6 && abs(a.frame.y - e.frame.y) < 1e-6 && abs(a.frame.width - e.frame.width) < 1e-6
                        && abs(a.frame.height - e.frame.height) < 1e-6, "\(engine.name) \(a.path): \(a.frame), expected \(e.frame)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// The violations of `nodes` as `path rule` strings.
    func broken(_ nodes: [(String, String, Rect)], _ tree: IndexedTree, window: ProposedSize) -> [String] {
        LayoutInvariants.violations(of: result(nodes, window: window), tree: tree).map { "\($0.path) \($0.kind) \($0.rule)" }
    }

    @Test("R2.1: a padding's child is inset by the insets, negative ones included")
    func padding() throws {
        let view = Color.red.padding(10)
        let window = ProposedSize(width: 100, height: 50)
        // The padding takes 100 x 50; the Color is proposed 100 - 20 by 50 - 20 and sits at (10, 10).
        let good = [("0", "padding", Rect(x: 0, y: 0, width: 100, height: 50)), ("0.0", "Color", Rect(x: 10, y: 10, width: 80, height: 30))]
        #expect(broken(good, try tree(view), window: window).isEmpty)
        try expectEngines(view, result(good, window: window))
        var bad = good
        bad[1].2 = Rect(x: 0, y: 0, width: 80, height: 30)
        #expect(broken(bad, try tree(view), window: window) == ["0.0 Color R2.1"])

        // A 20 x 20 frame under padding(-5): the padding is 20 - 10 = 10 wide, the frame at
        // (-5, -5), reaching past the padding on every side, which R2.1 allows. Centred in
        // 100 x 50 the padding is at (45, 20), the frame at (40, 15).
        let negative = Color.red.frame(width: 20, height: 20).padding(-5)
        let overflowing = [
            ("0", "padding", Rect(x: 45, y: 20, width: 10, height: 10)), ("0.0", "frame", Rect(x: 40, y: 15, width: 20, height: 20)),
            ("0.0.0", "Color", Rect(x: 40, y: 15, width: 20, height: 20)),
        ]
        #expect(broken(overflowing, try tree(negative), window: window).isEmpty)
        try expectEngines(negative, result(overflowing, window: window))
    }

    @Test("R2.2: a frame smaller than its child may overflow, but aligns it")
    func frameAlignment() throws {
        let view = Color.red.frame(width: 100, height: 10).frame(width: 50, height: 10, alignment: .center)
        let window = ProposedSize(width: 50, height: 10)
        // The inner frame is 100 wide in the 50-wide outer one, centred: 25 - 50 = -25.
        let good = [
            ("0", "frame", Rect(x: 0, y: 0, width: 50, height: 10)), ("0.0", "frame", Rect(x: -25, y: 0, width: 100, height: 10)),
            ("0.0.0", "Color", Rect(x: -25, y: 0, width: 100, height: 10)),
        ]
        #expect(broken(good, try tree(view), window: window).isEmpty)
        try expectEngines(view, result(good, window: window))
        var bad = good
        bad[1].2.origin.x = 0
        bad[2].2.origin.x = 0
        #expect(broken(bad, try tree(view), window: window) == ["0.0 frame R2.2"])
    }

    @Test("R2.6: an overlay's primary is the overlay's frame; its content aligns and may overflow")
    func overlay() throws {
        let view = Color.red.frame(width: 40, height: 40).overlay { Color.blue.frame(width: 60, height: 60) }
        let window = ProposedSize(width: 40, height: 40)
        // The 60 x 60 content centred on the 40 x 40 primary: 20 - 30 = -10 on each axis.
        let good = [
            ("0", "overlay", Rect(x: 0, y: 0, width: 40, height: 40)), ("0.0", "frame", Rect(x: 0, y: 0, width: 40, height: 40)),
            ("0.0.0", "Color", Rect(x: 0, y: 0, width: 40, height: 40)), ("0.1", "frame", Rect(x: -10, y: -10, width: 60, height: 60)),
            ("0.1.0", "Color", Rect(x: -10, y: -10, width: 60, height: 60)),
        ]
        #expect(broken(good, try tree(view), window: window).isEmpty)
        try expectEngines(view, result(good, window: window))
        var shifted = good
        shifted[1].2.origin.x = 5
        shifted[2].2.origin.x = 5
        #expect(broken(shifted, try tree(view), window: window) == ["0.0 frame R2.6"])
        var misaligned = good
        misaligned[3].2.origin.y = 0
        misaligned[4].2.origin.y = 0
        #expect(broken(misaligned, try tree(view), window: window) == ["0.1 frame R2.6"])
    }

    @Test("R3.4: stack children follow one another in source order, unless the spacing is negative")
    func stackOrder() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        let window = ProposedSize(width: 60, height: 10)
        // 30 + 0 + 30 = 60: the first at 0, the second at 30.
        let good = [
            ("0", "HStack", Rect(x: 0, y: 0, width: 60, height: 10)), ("0.0", "frame", Rect(x: 0, y: 0, width: 30, height: 10)),
            ("0.0.0", "Color", Rect(x: 0, y: 0, width: 30, height: 10)), ("0.1", "frame", Rect(x: 30, y: 0, width: 30, height: 10)),
            ("0.1.0", "Color", Rect(x: 30, y: 0, width: 30, height: 10)),
        ]
        #expect(broken(good, try tree(view), window: window).isEmpty)
        try expectEngines(view, result(good, window: window))
        var overlapping = good
        overlapping[3].2.origin.x = 20
        overlapping[4].2.origin.x = 20
        #expect(broken(overlapping, try tree(view), window: window) == ["0.1 frame R3.4"])
        var late = good
        late[1].2.origin.x = 5
        late[2].2.origin.x = 5
        // The first child no longer starts at the stack's start, and now ends at 35, past
        // the second's start at 30.
        #expect(broken(late, try tree(view), window: window) == ["0.0 frame R3.4", "0.1 frame R3.4"])

        // With spacing -10 the same overlap is the layout: 30 - 10 + 30 = 50, the second at 20,
        // the stack centred in the 60-wide window at 5.
        let tight = HStack(spacing: -10) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        let allowed = [
            ("0", "HStack", Rect(x: 5, y: 0, width: 50, height: 10)), ("0.0", "frame", Rect(x: 5, y: 0, width: 30, height: 10)),
            ("0.0.0", "Color", Rect(x: 5, y: 0, width: 30, height: 10)), ("0.1", "frame", Rect(x: 25, y: 0, width: 30, height: 10)),
            ("0.1.0", "Color", Rect(x: 25, y: 0, width: 30, height: 10)),
        ]
        #expect(broken(allowed, try tree(tight), window: window).isEmpty)
        try expectEngines(tight, result(allowed, window: window))
    }

    @Test("R2.8a, R2.8b: offset keeps the layout frame; position puts the child's centre on its point")
    func offsetAndPosition() throws {
        let moved = Color.red.frame(width: 10, height: 10).offset(x: 5, y: 0)
        let window = ProposedSize(width: 10, height: 10)
        // The offset moves drawing only: every layout frame stays at (0, 0).
        let good = [
            ("0", "offset", Rect(x: 0, y: 0, width: 10, height: 10)), ("0.0", "frame", Rect(x: 0, y: 0, width: 10, height: 10)),
            ("0.0.0", "Color", Rect(x: 0, y: 0, width: 10, height: 10)),
        ]
        #expect(broken(good, try tree(moved), window: window).isEmpty)
        var bad = good
        bad[1].2.origin.x = 5
        bad[2].2.origin.x = 5
        #expect(broken(bad, try tree(moved), window: window) == ["0.0 frame R2.8a"])

        // R2.8b's example: a 50 x 50 Color at position (0, 0) in 300 x 200 has its origin at (-25, -25).
        let placed = Color.red.frame(width: 50, height: 50).position(x: 0, y: 0)
        let big = ProposedSize(width: 300, height: 200)
        let centred = [
            ("0", "position", Rect(x: 0, y: 0, width: 300, height: 200)), ("0.0", "frame", Rect(x: -25, y: -25, width: 50, height: 50)),
            ("0.0.0", "Color", Rect(x: -25, y: -25, width: 50, height: 50)),
        ]
        #expect(broken(centred, try tree(placed), window: big).isEmpty)
        try expectEngines(placed, result(centred, window: big))
        var off = centred
        off[1].2.origin = Point(x: 0, y: 0)
        off[2].2.origin = Point(x: 0, y: 0)
        #expect(broken(off, try tree(placed), window: big) == ["0.0 frame R2.8b"])
    }

    @Test("I.5 and I.4: a NaN frame, a negative size and a stray path are violations naming the view")
    func numbersAndPaths() throws {
        let view = Color.red.padding(10)
        let window = ProposedSize(width: 100, height: 50)
        let nan = [("0", "padding", Rect(x: 0, y: 0, width: 100, height: 50)), ("0.0", "Color", Rect(x: 10, y: 10, width: .nan, height: 30))]
        let violations = LayoutInvariants.violations(of: result(nan, window: window), tree: try tree(view))
        #expect(violations.map(\.rule) == ["I.5"])
        #expect(violations.first?.description.hasPrefix("0.0 Color (I.5): the frame is not a number") == true, "\(violations)")
        let negative = [("0", "padding", Rect(x: 0, y: 0, width: 100, height: 50)), ("0.0", "Color", Rect(x: 10, y: 10, width: 80, height: -1))]
        #expect(broken(negative, try tree(view), window: window).contains("0.0 Color I.5"))
        let stray = [("0", "padding", Rect(x: 0, y: 0, width: 100, height: 50)), ("0.3", "Color", Rect(x: 10, y: 10, width: 80, height: 30))]
        #expect(broken(stray, try tree(view), window: window) == ["0.3 Color I.4"])
    }

    @Test("What the rules allow is no violation: ScrollView content and ZStack children past their parent")
    func allowedOverflow() throws {
        // A vertical ScrollView proposed 100 x 50 is as tall as proposed; its 100 x 300 content
        // reaches 250 past its bottom (R5.2b).
        let scroll = ScrollView { Color.red.frame(width: 100, height: 300) }
        let window = ProposedSize(width: 100, height: 50)
        let content = [
            ("0", "ScrollView", Rect(x: 0, y: 0, width: 100, height: 50)), ("0.0", "frame", Rect(x: 0, y: 0, width: 100, height: 300)),
            ("0.0.0", "Color", Rect(x: 0, y: 0, width: 100, height: 300)),
        ]
        #expect(broken(content, try tree(scroll), window: window).isEmpty)
        try expectEngines(scroll, result(content, window: window))
    }
}
