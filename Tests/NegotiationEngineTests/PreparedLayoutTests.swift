import FrameSolver
import TestSupport
import Testing

/// A prepared tree (`NegotiationEngine().prepare(_:)`) laid out at one window after another:
/// its frames are a fresh layout's, and its sizing cache is really kept (measurements are
/// counted, never timed).
@Suite("Prepared layouts")
struct PreparedLayoutTests {
    /// `HStack(spacing: 0) { Color; Color; Color; Color }` in a window `w` x 100.
    static let row = ViewNode(.stack(StackSpec(axis: .horizontal, spacing: 0)), children: Array(repeating: ViewNode(.color(.gray)), count: 4))

    @Test("frames follow the window by hand: four flexible Colors share each width")
    func handFrames() throws {
        let layout = try NegotiationEngine().prepare(Self.row)
        for width in [1000.0, 800, 1200, 1000] {
            let frames = try layout.layout(in: ProposedSize(width: width, height: 100))
            // Each Color is width / 4 wide, at i * width / 4; the HStack fills the window.
            #expect(frames.frame(of: 0) == Rect(x: 0, y: 0, width: width, height: 100))
            for i in 0..<4 {
                #expect(frames.frame(of: i + 1) == Rect(x: Double(i) * width / 4, y: 0, width: width / 4, height: 100))
                #expect(frames.frame(at: "0.\(i)") == frames.frame(of: i + 1))
            }
            #expect(frames.frame(at: "0.4") == nil)
        }
    }

    @Test("frame(at:) reads the paths results report: a ViewThatFits's chosen candidate is p.0")
    func viewThatFitsPath() throws {
        // The 500-wide candidate does not fit 300; the 100-wide one is laid out, centred:
        // x = (300 - 100) / 2 = 100. Results call it 0.0 (I.4), whatever its index.
        let root = ViewNode(
            .viewThatFits(axes: .both),
            children: [500.0, 100].map { ViewNode(.color(.gray)).applying(.layout(.frame(FixedFrame(width: Expr($0), height: nil)))) })
        let frames = try NegotiationEngine().prepare(root).layout(in: ProposedSize(width: 300, height: 60))
        #expect(try frames.result()[path: "0.0"]?.frame == Rect(x: 100, y: 0, width: 100, height: 60))
        #expect(frames.frame(at: "0.0") == Rect(x: 100, y: 0, width: 100, height: 60))
        #expect(frames.frame(at: "0.0.0") == Rect(x: 100, y: 0, width: 100, height: 60))
        #expect(frames.frame(at: "0.1") == nil)
    }

    @Test("frame(id:) finds a tagged view as LayoutResult[id:] does: the first placed one")
    func frameByID() throws {
        // Both candidates are tagged "box"; only the 100-wide one is laid out (x 100, as above).
        let candidates = [500.0, 100].map { width in
            var node = ViewNode(.color(.gray)).applying(.layout(.frame(FixedFrame(width: Expr(width), height: nil))))
            node.attributes.id = "box"
            return node
        }
        let frames = try NegotiationEngine().prepare(ViewNode(.viewThatFits(axes: .both), children: candidates))
            .layout(in: ProposedSize(width: 300, height: 60))
        #expect(frames.frame(id: "box") == Rect(x: 100, y: 0, width: 100, height: 60))
        #expect(try frames.result()[id: "box"]?.frame == frames.frame(id: "box"))
        #expect(frames.frame(id: "nothing") == nil)
    }

    @Test("the cache is kept: a window seen before measures nothing, a new width only the new shares")
    func measurementsCounted() throws {
        let layout = try NegotiationEngine().prepare(Self.row)
        // First layout at 1000 x 100: the HStack is asked once; each Color three times: its
        // minimum (0 x 100) and maximum (inf x 100) for the distribution, then its share
        // (250 x 100); placement re-reads the share from the cache.
        try layout.layout(in: ProposedSize(width: 1000, height: 100))
        #expect(layout.measureCounts == [1, 3, 3, 3, 3])
        // Nothing changed: answered from the last layout, nothing measured.
        try layout.layout(in: ProposedSize(width: 1000, height: 100))
        #expect(layout.measureCounts == [1, 3, 3, 3, 3])
        // 800: the HStack again, each Color only its new share (200); 0 and inf are cached.
        try layout.layout(in: ProposedSize(width: 800, height: 100))
        #expect(layout.measureCounts == [2, 4, 4, 4, 4])
        // Back to 1000: every answer is cached from the first layout.
        try layout.layout(in: ProposedSize(width: 1000, height: 100))
        #expect(layout.measureCounts == [2, 4, 4, 4, 4])
        // A new height changes every proposal the Colors get (0, inf and the share at 50).
        try layout.layout(in: ProposedSize(width: 1000, height: 50))
        #expect(layout.measureCounts == [3, 7, 7, 7, 7])
    }

    @Test("result() is a fresh layout's result, window after window, on random trees", arguments: 0..<60)
    func equalsFreshLayout(seed: Int) throws {
        var generator = RandomTreeGenerator(seed: UInt64(10_000 + seed))
        let root = generator.tree()
        let engine = NegotiationEngine()
        let layout: PreparedLayout
        do { layout = try engine.prepare(root) } catch {
            #expect(throws: LayoutError.self) { try engine.layout(root, in: ProposedSize(width: 300, height: 300)) }
            return
        }
        let windows = [(300.0, 300.0), (180, 300), (300, 300), (420, 260), (420, 260), (180, 300)]
        for (width, height) in windows {
            let window = ProposedSize(width: width, height: height)
            let fresh = Result { () throws(LayoutError) in try engine.layout(root, in: window) }
            switch fresh {
            case .success(let expected):
                let frames = try layout.layout(in: window)
                let result = try frames.result()
                #expect(result.nodes == expected.nodes, "seed \(seed) at \(width) x \(height)")
                // The accessor by node agrees with the full result, node by node in pre-order.
                let placed = (0..<frames.count).compactMap { frames.frame(of: $0) }
                #expect(placed == expected.nodes.map(\.frame))
                // And by path: the result's own paths (I.4) name the same frames.
                #expect(expected.nodes.map { frames.frame(at: $0.path) } == expected.nodes.map(\.frame), "seed \(seed)")
            case .failure:
                #expect(throws: LayoutError.self) { try layout.layout(in: window).result() }
            }
        }
    }

    // 2,000 levels, as the deep-tree tests use: a `ViewNode` chain is released recursively, and
    // much deeper chains would overflow the small stack of a test's thread when it is freed.
    @Test("a deep chain of 2,000 paddings prepares and lays out; its leaf is inset 0.001 per level")
    func deepChain() throws {
        var node = ViewNode(.frame(FixedFrame(height: 10)), children: [ViewNode(.color(.gray))])
        for _ in 0..<2_000 { node = ViewNode(.padding(EdgeInsets(.all, 0.001)), children: [node]) }
        let layout = try NegotiationEngine().prepare(node)
        #expect(layout.tree.depth == 2_002)
        let frames = try layout.layout(in: ProposedSize(width: 1000, height: nil))
        // 2,000 levels of 0.001: the leaf frame starts at 2 on both axes and is 1000 - 4 wide.
        let leaf = try #require(frames.frame(of: 2_000))
        #expect(abs(leaf.x - 2) < 1e-6 && abs(leaf.y - 2) < 1e-6 && abs(leaf.width - 996) < 1e-6 && leaf.height == 10)
        // Every node measured once per layout: a padding asks its child one proposal.
        #expect(layout.measureCounts.allSatisfy { $0 == 1 })
    }
}
