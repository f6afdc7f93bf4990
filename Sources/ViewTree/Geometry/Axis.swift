/// One of the two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in `ScrollView([.horizontal, .vertical])` or `fixedSize`.
public struct AxisSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]

    public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    public func contains(_ axis: Axis) -> Bool { contains(AxisSet(axis)) }
}
