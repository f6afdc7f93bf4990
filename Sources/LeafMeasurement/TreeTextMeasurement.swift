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
}
