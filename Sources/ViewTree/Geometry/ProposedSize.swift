/// What a parent offers a child: per dimension a number, 0, infinity, or `nil` (unspecified).
///
/// The meaning of each special value is SWIFTUI-LAYOUT.md R0.2: `nil` asks for the ideal
/// size, `0` for the minimum, `.infinity` for the maximum; any other number is a suggestion.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public init(major: Double?, minor: Double?, axis: Axis) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Each unspecified dimension replaced by the given value (R0.3: 10 by default).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        "\(width.map(formatLength) ?? "nil")x\(height.map(formatLength) ?? "nil")"
    }
}
