/// What a parent offers a child: per dimension a number, 0, infinity, or `nil` (unspecified).
///
/// The meaning of each special value is SWIFTUI-LAYOUT.md R0.2: `nil` asks for the ideal
/// size, `0` for the minimum, `.infinity` for the maximum; any other number is a suggestion.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width; nil asks for the ideal width.
    public var width: Double?
    /// The proposed height; nil asks for the ideal height.
    public var height: Double?

    /// A proposal of `width` by `height`, either side possibly nil.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`, as a parent proposes a child's final size at placement.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal from its sides along `axis` (major) and across it (minor).
    public init(major: Double?, minor: Double?, axis: Axis) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// nil x nil: every view answers its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// 0 x 0: every view answers its minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// inf x inf: every view answers its maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The side along `axis`.
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
