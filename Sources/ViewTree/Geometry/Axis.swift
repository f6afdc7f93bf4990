/// One of the two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// The x axis: HStack's, widths.
    case horizontal
    /// The y axis: VStack's, heights.
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in `ScrollView([.horizontal, .vertical])` or `fixedSize`.
public struct AxisSet: OptionSet, Hashable, Sendable {
    /// The set's bits: 1 horizontal, 2 vertical.
    public let rawValue: UInt8
    /// The set with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Only the x axis.
    public static let horizontal = AxisSet(rawValue: 1)
    /// Only the y axis.
    public static let vertical = AxisSet(rawValue: 2)
    /// Both axes, as in `fixedSize()` or a two-way ScrollView.
    public static let both: AxisSet = [.horizontal, .vertical]

    /// The set holding just `axis`.
    public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    /// Whether `axis` is in the set.
    public func contains(_ axis: Axis) -> Bool { contains(AxisSet(axis)) }
}
