/// A width and a height in points. Either may be infinite (a view proposed infinity may answer it).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal length, in points.
    public var width: Double
    /// The vertical length, in points.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size at all: what an empty ZStack answers.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from its lengths along `axis` (major) and across it (minor), for code written once for both stacks.
    public init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    public var description: String { "\(formatLength(width))x\(formatLength(height))" }
}

/// Formats a length in Swift's shortest round-trip form, `inf` for infinity.
public func formatLength(_ value: Double) -> String {
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
