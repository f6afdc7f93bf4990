/// A position in points; origin top-left, x to the right, y down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position, growing to the right.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The window's top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`, so stack code is written once for both axes.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public var description: String { "(\(formatLength(x)), \(formatLength(y)))" }
}
