/// Where a model runs: the window, its safe-area insets and the device it stands for.
///
/// A bare canvas (`--size WxH` alone, `--device none`) has no insets and lays out exactly as
/// the window alone does. A device proposes its safe area to the root and lets views that
/// ignore the safe area extend into the insets (ScreenHost, docs/devices.md).
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The window proposed to the screen (I.1).
    public var window: ProposedSize
    /// The insets content is kept out of; zero on a bare canvas.
    public var safeArea: SafeAreaInsets
    /// The preset, when the screen is one.
    public var device: Device?
    public var orientation: Orientation

    /// A screen of `window` with `safeArea`, standing for `device` held in `orientation`.
    public init(window: ProposedSize, safeArea: SafeAreaInsets = .zero, device: Device? = nil, orientation: Orientation = .portrait) {
        self.window = window
        self.safeArea = safeArea
        self.device = device
        self.orientation = orientation
    }

    /// A bare canvas of `window`: no insets, no device.
    public static func canvas(_ window: ProposedSize) -> Screen { Screen(window: window) }

    /// `device` held in `orientation`: its window and its insets.
    public static func device(_ device: Device, orientation: Orientation = .portrait) -> Screen {
        Screen(window: ProposedSize(device.size(orientation)), safeArea: device.insets(orientation), device: device, orientation: orientation)
    }

    /// `iPhone 14, 390x844, safe area 47,0,34,0`, or the window alone for a bare canvas.
    public var description: String {
        var parts: [String] = []
        if let device { parts.append(device.title + (orientation == .landscape ? " (landscape)" : "")) }
        parts.append("\(window)")
        if !safeArea.isZero { parts.append("safe area \(safeArea)") }
        return parts.joined(separator: ", ")
    }
}
