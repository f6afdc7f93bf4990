/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in window coordinates.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its four numbers, as results print them.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge.
    public var x: Double { origin.x }
    /// The top edge.
    public var y: Double { origin.y }
    /// The horizontal length.
    public var width: Double { size.width }
    /// The vertical length.
    public var height: Double { size.height }
    /// The right edge (infinite for an infinite width).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (infinite for an infinite height).
    public var maxY: Double { origin.y + size.height }

    public var description: String {
        "(x \(formatLength(x)), y \(formatLength(y)), w \(formatLength(width)), h \(formatLength(height)))"
    }
}
