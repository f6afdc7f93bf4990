/// The heights and margins of the system bars a NavigationStack and a TabView put on a screen,
/// for its idiom and orientation (docs/known-differences.md, "Navigation and tab bars", lists
/// the source of each number).
///
/// - iPhone: a navigation bar of 44 points, 52 more under a large title (96 in all), 32 in
///   landscape, where large titles do not show; a tab bar of 49 points in either orientation;
///   16-point margins.
/// - iPad: navigation and tab bars of 50 points, 52 more under a large title; 20-point margins.
/// - Mac: titles and toolbar items go into the window's title bar, outside the content area,
///   so no bar takes content space (and a TabView's tab row is not laid out).
public struct BarMetrics: Hashable, Sendable {
    /// The navigation bar's height with an inline title (or none).
    public var navigationBar: Double
    /// What a large title adds below the bar; nil where large titles do not show.
    public var largeTitle: Double?
    /// The tab bar's height above the home indicator (its background extends under it).
    public var tabBar: Double
    /// The bars' side margins: the first and last item's distance from the bar's edges.
    public var margin: Double
    /// The space between toolbar items on one side of the bar.
    public var itemSpacing: Double
    /// Whether the tab bar stacks each item's icon above its title (iPhone in portrait) or
    /// puts them side by side (landscape, iPad).
    public var stacksTabItems: Bool
    /// Whether any bar takes content space (not on a Mac).
    public var showsBars: Bool
    /// How far, in points, the ScrollView or List a NavigationStack shows is scrolled up (0:
    /// the resting screen). It collapses a large title first, then moves the content
    /// (docs/known-differences.md, "Navigation and tab bars", "Collapse"; the CLI's
    /// `--scroll-offset`).
    public var scrollOffset: Double = 0
    /// The scrollable range of each NavigationStack's ScrollView or List, in the order the
    /// stacks are built, measured on the resting screen: a `scrollOffset` beyond one is
    /// clamped to its limit, with a warning. Nil: not measured (the offset is used as given).
    public var scrollRanges: [ScrollRange?]?
    /// The screen's size classes, which views read from the environment with the bars'
    /// metrics (`BarMetrics.of(screen)` sets them; SizeClasses).
    public var sizeClasses: SizeClasses = .phonePortrait
    /// The screen's size in points, as `UIScreen.main.bounds` reads it (the whole window, the
    /// safe area included); nil where no device is laid out (`BarMetrics.of(screen)` sets it).
    public var screenSize: Size?

    /// Bars of these metrics.
    public init(
        navigationBar: Double, largeTitle: Double?, tabBar: Double, margin: Double, itemSpacing: Double = 8,
        stacksTabItems: Bool, showsBars: Bool = true
    ) {
        self.navigationBar = navigationBar
        self.largeTitle = largeTitle
        self.tabBar = tabBar
        self.margin = margin
        self.itemSpacing = itemSpacing
        self.stacksTabItems = stacksTabItems
        self.showsBars = showsBars
    }

    /// An iPhone held upright: 44, +52, 49, margins 16.
    public static let phonePortrait = BarMetrics(navigationBar: 44, largeTitle: 52, tabBar: 49, margin: 16, stacksTabItems: true)
    /// An iPhone on its side: a compact 32-point navigation bar without large titles.
    public static let phoneLandscape = BarMetrics(navigationBar: 32, largeTitle: nil, tabBar: 49, margin: 16, stacksTabItems: false)
    /// An iPad either way up: 50-point bars, +52 under a large title, margins 20.
    public static let pad = BarMetrics(navigationBar: 50, largeTitle: 52, tabBar: 50, margin: 20, stacksTabItems: false)
    /// A Mac window: no bar in the content area.
    public static let mac = BarMetrics(navigationBar: 0, largeTitle: nil, tabBar: 0, margin: 20, stacksTabItems: false, showsBars: false)

    /// The bars of `screen`: its device's idiom and orientation; a bare canvas has an
    /// iPhone's portrait bars (the platform the model language lays out).
    public static func of(_ screen: Screen) -> BarMetrics {
        var bars: BarMetrics
        switch screen.device?.idiom {
        case .pad?: bars = .pad
        case .mac?: bars = .mac
        case .phone?: bars = screen.orientation == .landscape ? .phoneLandscape : .phonePortrait
        case nil: bars = .phonePortrait
        }
        bars.sizeClasses = .of(screen)
        if let width = screen.window.width, let height = screen.window.height, width.isFinite, height.isFinite {
            bars.screenSize = Size(width: width, height: height)
        }
        return bars
    }
}
