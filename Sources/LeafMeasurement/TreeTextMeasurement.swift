import ViewTree

/// The measurers one tree's Text need, chosen per node by its `textMetrics` environment
/// value; both engines make one per layout (the real-font measurer is loaded once per
/// process and shared).
public struct TreeTextMeasurement: Sendable {
    private let font: FontTextMeasurer?

    /// The measurers of `tree`'s Text.
    ///
    /// - Throws: a `LayoutError` naming the first Text measured with `.font` when the fonts
    ///   cannot be read (missing Debian packages).
    public init(_ tree: IndexedTree) throws(LayoutError) {
        // By index, reading each node in place: iterating the nodes would copy every one.
        guard let firstIndex = tree.nodes.indices.first(where: { index in
            if tree.nodes[index].tag == .text { return tree.nodes[index].textMetrics == .font }
            return false
        }) else {
            font = nil
            return
        }
        let first = tree.nodes[firstIndex]
        do {
            font = try FontTextMeasurer.shared()
        } catch {
            throw LayoutError(message: error.message, path: first.path, kind: first.kind.name, argument: "textMetrics", source: first.attributes.source)
        }
    }

    /// The measurer of `node`'s Text.
    public func measurer(for node: IndexedTree.Node) -> any TextMeasurer {
        if node.textMetrics == .font, let font { return font }
        return TextMeasurers.simple
    }

    /// `string` laid out as `node`'s Text at `proposal`: its measurer's layout in the node's
    /// font and line limit, at least the node's minimum lines tall (`ReservedLines`). What the
    /// negotiation engine sizes a Text by.
    public func layout(_ string: String, of node: IndexedTree.Node, proposal: ProposedSize) -> TextLayout {
        let measurer = measurer(for: node)
        let layout = measurer.layout(string, font: node.font, proposal: proposal, lineLimit: node.lineLimit)
        guard let minimum = node.minimumLines else { return layout }
        return layout.reserving(minimum, lineHeight: measurer.lineHeight(of: node.font))
    }

    /// `string` prepared as `node`'s Text, to be asked at many proposals (the constraint
    /// engine's step functions): the measurer's preparation in the node's font and line limit,
    /// its sizes at least the node's minimum lines tall (`ReservedLines`), as `layout` answers.
    public func prepare(_ string: String, of node: IndexedTree.Node) -> any PreparedText {
        let prepared = measurer(for: node).prepare(string, font: node.font, lineLimit: node.lineLimit)
        guard let minimum = node.minimumLines, minimum >= 1 else { return prepared }
        return ReservedText(text: prepared, minimumLines: minimum)
    }
}
