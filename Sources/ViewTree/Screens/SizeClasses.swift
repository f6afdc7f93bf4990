/// The horizontal and vertical size classes a screen gives its views
/// (`@Environment(\.horizontalSizeClass)`), by device idiom and orientation, as iOS assigns
/// them to a full-screen app (Apple's Human Interface Guidelines, "Layout", device size
/// classes; docs/devices.md):
///
/// | screen | horizontal | vertical |
/// |---|---|---|
/// | iPhone, portrait (and a bare canvas) | compact | regular |
/// | iPhone, landscape | compact | compact |
/// | large iPhone (Plus, Max), landscape | regular | compact |
/// | iPad, either way up | regular | regular |
/// | Mac window | regular | regular |
public struct SizeClasses: Hashable, Sendable {
    /// `UserInterfaceSizeClass`'s two cases.
    public enum Kind: String, Hashable, Sendable {
        case compact, regular
    }

    /// `horizontalSizeClass`: regular where a screen is wide enough for side-by-side content.
    public var horizontal: Kind
    /// `verticalSizeClass`: compact on an iPhone on its side.
    public var vertical: Kind

    /// The size classes `horizontal` and `vertical`.
    public init(horizontal: Kind, vertical: Kind) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An iPhone held upright: what a bare canvas reports too.
    public static let phonePortrait = SizeClasses(horizontal: .compact, vertical: .regular)

    /// The size classes of `screen`.
    public static func of(_ screen: Screen) -> SizeClasses {
        guard let device = screen.device else { return .phonePortrait }
        switch device.idiom {
        case .pad, .mac: return SizeClasses(horizontal: .regular, vertical: .regular)
        case .phone:
            guard screen.orientation == .landscape else { return .phonePortrait }
            return SizeClasses(horizontal: device.isLargePhone ? .regular : .compact, vertical: .compact)
        }
    }
}
