import FrameSolver
import Testing

/// The font a Text resolves: the nearest `.font`, with the nearest traits applied, whichever
/// order they were written in (SwiftUI's environment; docs/text-measurement.md).
@Suite("Font resolution")
struct FontResolutionTests {
    func resolved(_ view: some View) -> [Font] {
        IndexedTree(root: view.viewTree!).nodes.filter { if case .text = $0.kind { true } else { false } }.map(\.font)
    }

    @Test("traits outside a font apply to it; the nearest trait wins field by field")
    func traitsOverFonts() {
        let fonts = resolved(
            VStack {
                Text("a").font(.title)
                Text("b").fontWeight(.light)
                Text("c").monospacedDigit().font(.caption)
            }.bold())
        #expect(fonts == [Font(.title).bold(), Font.body.weight(.light), Font(.caption).bold().monospacedDigit()])
    }

    @Test("no font and no trait: body; text metrics inherit, simple by default")
    func defaults() {
        let tree = IndexedTree(root: VStack { Text("a"); Text("b").textMetrics(.simple) }.textMetrics(.font).viewTree!)
        let texts = tree.nodes.filter { if case .text = $0.kind { true } else { false } }
        #expect(texts.map(\.font) == [.body, .body])
        #expect(texts.map(\.textMetrics) == [.font, .simple])
        #expect(IndexedTree(root: Text("a").viewTree!).nodes[0].textMetrics == .simple)
    }

    @Test("the inner .font wins over an outer one on the same view")
    func innerFontWins() {
        #expect(resolved(Text("a").font(.title).font(.caption)) == [Font(.title)])
    }
}
