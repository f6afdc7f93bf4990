import ModelLanguage
import Testing
import ViewTree

/// A custom `Layout` read from a model: the node it builds and its code called through
/// `LayoutProgram` with a hand-written host (a unit-test stand-in for an engine).
@Suite("Custom layout programs")
struct CustomLayoutProgramTests {
    /// Answers every subview with a fixed size; records what the code asked.
    final class FixedHost: LayoutHost {
        var sizes: [LayoutSize]
        var values: [Int: [String: LayoutValue]] = [:]
        var proposals: [LayoutProposal] = []
        var comparisons: [String] = []
        var answerLess = true

        init(_ sizes: [(Double, Double)]) { self.sizes = sizes.map { LayoutSize(width: .constant($0.0), height: .constant($0.1)) } }

        var subviewCount: Int { sizes.count }
        func sizeThatFits(subview: Int, proposal: LayoutProposal) throws -> LayoutSize {
            proposals.append(proposal)
            return sizes[subview]
        }
        func guide(subview: Int, proposal: LayoutProposal, alignment: Alignment, axis: Axis) throws -> Expr {
            axis == .horizontal ? sizes[subview].width * alignment.horizontal.fraction : sizes[subview].height * 0.5
        }
        func priority(subview: Int) -> Double { Double(subview) }
        func layoutValue(subview: Int, key: String) -> LayoutValue? { values[subview]?[key] }
        func spacing(between first: Int, and second: Int, axis: Axis) -> Double { 8 }
        func isLess(_ a: Expr, _ b: Expr, reason: String) throws -> Bool {
            comparisons.append(reason)
            return answerLess
        }
        var warnings: [(message: String, source: ViewTree.SourceLocation?)] = []
        func warn(_ message: String, at source: ViewTree.SourceLocation?) { warnings.append((message, source)) }
    }

    /// The custom layout node of `text` (its root) and its spec.
    private func spec(_ text: String) throws -> (ViewNode, CustomLayoutSpec) {
        let root = try #require(try load(text).root)
        guard case .customLayout(let spec) = root.kind else {
            Issue.record("root is \(root.kind.name)")
            throw CancellationError()
        }
        return (root, spec)
    }

    static let stack = """
        struct Column: Layout {
            var gap: CGFloat = 4
            func makeCache(subviews: Subviews) -> [CGFloat] { [] }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
                cache.append(1)
                var height: CGFloat = 0
                var width: CGFloat = 0
                for (index, subview) in subviews.enumerated() {
                    let size = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
                    height += size.height
                    if index > 0 { height += gap }
                    width = max(width, size.width)
                }
                return CGSize(width: width + CGFloat(cache.count), height: height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
                var y = bounds.minY
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
                    y += size.height + gap + subview[Extra.self]
                }
            }
        }
        struct Extra: LayoutValueKey { static let defaultValue: CGFloat = 0 }
        Column(gap: 6) {
            Text("a")
            Text("bb").layoutValue(key: Extra.self, value: 100)
        }
        """

    @Test("the container node: the struct's name, its content as children, the trait on the subview")
    func node() throws {
        let (root, spec) = try spec(Self.stack)
        #expect(root.kind.name == "Column")
        #expect(spec.stackOrientation == nil)
        #expect(root.children.count == 2)
        #expect(root.children[1].attributes.layoutValues["Extra"] == .number(.constant(100)))
    }

    @Test("sizeThatFits: the code's arithmetic over the host's answers; the cache persists across calls")
    func sizing() throws {
        let (_, spec) = try spec(Self.stack)
        let session = spec.program.makeSession()
        let host = FixedHost([(20, 10), (30, 12)])
        // Heights 10 + 6 + 12 = 28; width max(20, 30) + the cache's count (1 after the first call).
        let first = try session.sizeThatFits(proposal: LayoutProposal(width: 50, height: 80), host: host)
        #expect(first == LayoutSize(width: 31, height: 28))
        #expect(host.proposals == [LayoutProposal(width: 50, height: nil), LayoutProposal(width: 50, height: nil)])
        // makeCache ran once: the second call sees the first call's element, so 30 + 2.
        let second = try session.sizeThatFits(proposal: .unspecified, host: host)
        #expect(second == LayoutSize(width: 32, height: 28))
        // A new session makes a new cache.
        #expect(try spec.program.makeSession().sizeThatFits(proposal: .unspecified, host: host).width == .constant(31))
    }

    @Test("placeSubviews: place(at:anchor:proposal:) recorded; a layout value or its key's default")
    func placing() throws {
        let (_, spec) = try spec(Self.stack)
        let host = FixedHost([(20, 10), (30, 12)])
        host.values[0] = ["Extra": .number(.constant(5))]
        let placements = try spec.program.makeSession().placeSubviews(size: LayoutSize(width: 40, height: 28), proposal: .unspecified, host: host)
        // Both at x = midX 20, anchored top; y 0, then 10 + 6 + 5 (subview 0's Extra) = 21.
        #expect(placements.map(\.subview) == [0, 1])
        #expect(placements.map(\.x) == [20, 20])
        #expect(placements.map(\.y) == [0, 21])
        #expect(placements.allSatisfy { $0.anchor == .top && $0.proposal == .unspecified })
    }

    @Test("a comparison of layout-time numbers is the host's decision")
    func symbolicComparison() throws {
        let text = """
            struct Wrap: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.width ?? 0
                    if width > 100 { return CGSize(width: width, height: 10) }
                    return CGSize(width: width, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Wrap { Text("a") }
            """
        let (_, spec) = try spec(text)
        let host = FixedHost([(10, 10)])
        let symbol = Expr.variable(.layoutSymbol(0))
        // `width > 100` is `100 < width`: the host says true, so the first branch (height 10).
        let answer = try spec.program.makeSession().sizeThatFits(proposal: LayoutProposal(width: symbol, height: nil), host: host)
        #expect(answer == LayoutSize(width: symbol, height: 10))
        #expect(host.comparisons == ["cmp_L4"])
        host.answerLess = false
        #expect(try spec.program.makeSession().sizeThatFits(proposal: LayoutProposal(width: symbol, height: nil), host: host).height == 20)
    }

    @Test("place(at:) given something else says what it got: placeholder data names what was not understood")
    func placeAtPlaceholder() throws {
        let text = """
            struct L: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let p = CGPoint(x: 1, y: 2).rounded()
                    subviews[0].place(at: p, proposal: .unspecified)
                }
            }
            L { Color.red }
            """
        let root = try #require(try load(text, lenient: true).root)
        guard case .customLayout(let spec) = root.kind else { throw CancellationError() }
        do {
            _ = try spec.program.makeSession().placeSubviews(size: LayoutSize(width: 10, height: 10), proposal: .unspecified, host: FixedHost([(1, 1)]))
            Issue.record("expected an error")
        } catch let error as LayoutCodeError {
            #expect(error.message.hasPrefix("in L.placeSubviews: 'place' needs 'at:' with a CGPoint, got unknown data 'rounded';"))
            #expect(error.source?.line == 5)
        }
    }

    @Test("the work of one call is bounded: a located error, not a hang")
    func workBound() throws {
        let text = """
            struct Busy: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var total: CGFloat = 0
                    for i in 0..<5000 {
                        for j in 0..<5000 { total += 1 }
                    }
                    return CGSize(width: total, height: 0)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Busy { Text("a") }
            """
        let (_, spec) = try spec(text)
        do {
            _ = try spec.program.makeSession().sizeThatFits(proposal: .unspecified, host: FixedHost([(1, 1)]))
            Issue.record("expected the work bound")
        } catch let error as LayoutCodeError {
            #expect(error.message.hasPrefix("in Busy.sizeThatFits: the layout's code ran more than 100000 steps in one call"))
            #expect(error.source?.line == 5)
        }
    }

    @Test("a Layout without placeSubviews is an error at the struct; a bad method body is not read past")
    func requiredMethods() throws {
        let missing = loadError(
            "struct Half: Layout {\n func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }\n}\nHalf { Text(\"a\") }")
        #expect(missing?.message == "'Half' conforms to Layout but has no placeSubviews(…) that FrameSolver understands")
        #expect(missing?.line == 1)
        let broken = loadError(
            "struct Bad: Layout {\n func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n  defer { }\n }\n}\nBad { Text(\"a\") }")
        #expect(broken?.line == 3)
    }

    @Test("AnyLayout of HStackLayout and VStackLayout builds the stack with the layout's arguments")
    func anyLayout() throws {
        let text = """
            let wide = true
            let layout = wide ? AnyLayout(HStackLayout(spacing: 3)) : AnyLayout(VStackLayout())
            layout {
                Text("a")
                Text("b")
            }
            """
        let root = try #require(try tree(text))
        #expect(root.kind == .stack(StackSpec(axis: .horizontal, spacing: 3)))
        #expect(root.children.count == 2)
    }

    @Test("layoutProperties' stackOrientation is the container's, for Spacers inside it")
    func layoutProperties() throws {
        let text = """
            struct Row: Layout {
                static var layoutProperties: LayoutProperties {
                    var properties = LayoutProperties()
                    properties.stackOrientation = .horizontal
                    return properties
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Row { Spacer() }
            """
        let (root, spec) = try spec(text)
        #expect(spec.stackOrientation == .horizontal)
        #expect(IndexedTree(root: root).nodes[1].stackAxis == .horizontal)
    }

    @Test("a cache type nested in the Layout, map over a key path, and Angle.degrees(x).radians")
    func nestedCache() throws {
        let text = """
            struct Widest: Layout {
                struct Cache {
                    var widths: [CGFloat]
                }
                func makeCache(subviews: Subviews) -> Cache {
                    Cache(widths: subviews.map { $0.sizeThatFits(.unspecified) }.map(\\.width))
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    let turn = Angle.degrees(180).radians
                    return CGSize(width: cache.widths.max() ?? 0, height: turn)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
            }
            Widest { Text("a"); Text("b") }
            """
        let (_, spec) = try spec(text)
        let answer = try spec.program.makeSession().sizeThatFits(proposal: .unspecified, host: FixedHost([(20, 10), (30, 12)]))
        // The cache holds [20, 30]; 180 degrees are pi radians.
        #expect(answer == LayoutSize(width: 30, height: .constant(Double.pi)))
    }
}
