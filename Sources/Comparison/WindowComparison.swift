import ViewTree

/// Both layouts of one window, view by view, with the summary.
public struct WindowComparison: Hashable, Sendable {
    /// The window both engines were given.
    public var window: ProposedSize
    /// Every compared view, in path order (matching by id: the constraints layout's pre-order,
    /// then views only the negotiation layout has).
    public var views: [ViewComparison]
    /// The counts of `views`.
    public var summary: ComparisonSummary
    /// Both engines' warnings (negotiation's first), each once.
    public var warnings: [LayoutWarning]

    /// The comparison of `views` in `window`, summarised.
    public init(window: ProposedSize, views: [ViewComparison], warnings: [LayoutWarning] = []) {
        self.window = window
        self.views = views
        self.summary = ComparisonSummary(views)
        self.warnings = warnings
    }

    /// The differing views.
    public var differing: [ViewComparison] { views.filter(\.differs) }

    /// The comparison with every unexplained difference given `cause`, the summary recounted:
    /// for a window whose differences one semantic difference accounts for as a whole (the
    /// first-value semantics of `onAppear`, found by comparing the states).
    public func explained(by cause: DifferenceCause) -> WindowComparison { explained(by: cause, except: []) }

    /// The comparison with every unexplained difference given `cause` but those of the views
    /// at `paths`, the summary recounted: for a semantic difference that accounts for some
    /// views only (`onAppear`'s first value: the views that still differ when the program is
    /// given the state the passes kept are not its doing).
    public func explained(by cause: DifferenceCause, except paths: Set<String>) -> WindowComparison {
        var views = self.views
        for index in views.indices where views[index].cause == .unexplained && !paths.contains(views[index].path) { views[index].cause = cause }
        return WindowComparison(window: window, views: views, warnings: warnings)
    }
}
