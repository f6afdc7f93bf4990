/// A device preset: its window in points (portrait), its safe-area insets in each orientation
/// and its platform idiom. Sizes are Apple's (Human Interface Guidelines, "Layout",
/// device screen dimensions); insets are the values iOS reports as `safeAreaInsets` on the
/// device or its simulator (docs/devices.md lists the sources).
public struct Device: Hashable, Sendable {
    /// The platform family, which decides bar heights and default styles.
    public enum Idiom: String, Hashable, Sendable, Codable {
        case phone, pad, mac
    }

    /// The name `--device` takes (`iphone-14`).
    public var name: String
    /// The name people use (`iPhone 14`).
    public var title: String
    /// The window in portrait, in points.
    public var portraitSize: Size
    /// The insets in portrait and in landscape (home button on the right, as iOS reports).
    public var portraitInsets: SafeAreaInsets
    /// The insets in landscape: the housing's side and the home indicator.
    public var landscapeInsets: SafeAreaInsets
    /// Phone, pad or mac: the family whose bars and styles apply.
    public var idiom: Idiom
    /// A large iPhone (Plus, Max): a regular horizontal size class in landscape (SizeClasses).
    public var isLargePhone: Bool

    /// A preset named `name`.
    public init(
        name: String, title: String, portraitSize: Size, portraitInsets: SafeAreaInsets, landscapeInsets: SafeAreaInsets, idiom: Idiom,
        isLargePhone: Bool = false
    ) {
        self.name = name
        self.title = title
        self.portraitSize = portraitSize
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
        self.idiom = idiom
        self.isLargePhone = isLargePhone
    }

    /// The window in `orientation`: landscape swaps the sides.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The insets in `orientation`.
    public func insets(_ orientation: Orientation) -> SafeAreaInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }
}

/// Which way up the device is held.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait, landscape
}

extension Device {
    /// The device a model runs on when neither `--size` nor `--device` says otherwise.
    public static let defaultDevice = iPhone14

    /// iPhone SE (2nd and 3rd generation): a 20-point status bar in portrait, none in
    /// landscape (iOS hides it), no home indicator (a home button).
    public static let iPhoneSE = Device(
        name: "iphone-se", title: "iPhone SE", portraitSize: Size(width: 375, height: 667),
        portraitInsets: SafeAreaInsets(top: 20), landscapeInsets: .zero, idiom: .phone)
    /// iPhone 14 (and 13, 12): the notch's 47 points at the top, the home indicator's 34.
    public static let iPhone14 = Device(
        name: "iphone-14", title: "iPhone 14", portraitSize: Size(width: 390, height: 844),
        portraitInsets: SafeAreaInsets(top: 47, bottom: 34), landscapeInsets: SafeAreaInsets(leading: 47, bottom: 21, trailing: 47),
        idiom: .phone)
    /// iPhone 15 (and 14 Pro, 15 Pro): the Dynamic Island's 59 points at the top.
    public static let iPhone15 = Device(
        name: "iphone-15", title: "iPhone 15", portraitSize: Size(width: 393, height: 852),
        portraitInsets: SafeAreaInsets(top: 59, bottom: 34), landscapeInsets: SafeAreaInsets(leading: 59, bottom: 21, trailing: 59),
        idiom: .phone)
    /// iPhone 15 Pro Max (and 15 Plus, 14 Pro Max).
    public static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", title: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932),
        portraitInsets: SafeAreaInsets(top: 59, bottom: 34), landscapeInsets: SafeAreaInsets(leading: 59, bottom: 21, trailing: 59),
        idiom: .phone, isLargePhone: true)
    /// iPad Pro 11-inch: a 24-point status bar and a 20-point home indicator either way up.
    public static let iPad11 = Device(
        name: "ipad-11", title: "iPad Pro 11-inch", portraitSize: Size(width: 834, height: 1194),
        portraitInsets: SafeAreaInsets(top: 24, bottom: 20), landscapeInsets: SafeAreaInsets(top: 24, bottom: 20), idiom: .pad)
    /// A Mac window's content area: no insets (the title bar is outside it). A Mac window has
    /// no fixed size; 800x600 is this preset's choice, not a system default.
    public static let mac = Device(
        name: "mac", title: "Mac window", portraitSize: Size(width: 800, height: 600), portraitInsets: .zero, landscapeInsets: .zero,
        idiom: .mac)

    /// Every preset, in the order `framesolver devices` lists them.
    public static let presets: [Device] = [iPhoneSE, iPhone14, iPhone15, iPhone15ProMax, iPad11, mac]

    /// The preset named `name` (`iphone-14`), if any.
    public static func named(_ name: String) -> Device? { presets.first { $0.name == name } }
}
