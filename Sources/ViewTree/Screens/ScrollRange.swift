/// How far a scroll view's content can scroll: the content's length against the scroll view's
/// visible length at rest (docs/known-differences.md, "Navigation and tab bars", "Collapse").
///
/// A scroll view stops when its content's end reaches its own: the offsets it rests at are
/// 0...max(0, content - viewport). Pulling past either end (rubber-banding) springs back when
/// released, so it is not a layout state and is not modelled.
public struct ScrollRange: Hashable, Sendable {
    /// The content's length on the scroll axis, its content margins included.
    public var content: Double
    /// The scroll view's own length on that axis, with the screen at rest (offset 0).
    public var viewport: Double

    /// A range of `content` points scrolled in a `viewport`-point scroll view.
    public init(content: Double, viewport: Double) {
        self.content = content
        self.viewport = viewport
    }

    /// The largest offset the content rests at.
    public var limit: Double { max(0, content - viewport) }
}
