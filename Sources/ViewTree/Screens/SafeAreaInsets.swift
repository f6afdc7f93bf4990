/// The parts of a window that system bars and the device's shape cover: the status bar or
/// sensor housing at the top, the home indicator at the bottom, the housing's side in
/// landscape. Content is proposed the rest, the safe area (docs/devices.md).
public struct SafeAreaInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets: a bare canvas.
    public static let zero = SafeAreaInsets()

    /// True when every inset is 0.
    public var isZero: Bool { self == .zero }

    /// `T,L,B,R`, as `--safe-area` takes them.
    public var description: String {
        [top, leading, bottom, trailing].map(formatLength).joined(separator: ",")
    }
}
