/// The counts of one window's comparison: `N views, M differ (U unexplained), max |diff| = D`.
public struct ComparisonSummary: Hashable, Sendable {
    /// Views compared (listed).
    public var views: Int
    /// Views whose frames differ by more than the tolerance, or that one side lacks.
    public var differ: Int
    /// Differing views with no explanation.
    public var unexplained: Int
    /// The largest difference over every view, differing or not (0 for no views; may be infinite).
    public var maxDiff: Double

    /// A summary of the given counts.
    public init(views: Int, differ: Int, unexplained: Int, maxDiff: Double) {
        self.views = views
        self.differ = differ
        self.unexplained = unexplained
        self.maxDiff = maxDiff
    }

    /// The summary of `views`.
    public init(_ views: [ViewComparison]) {
        self.init(
            views: views.count,
            differ: views.count { $0.differs },
            unexplained: views.count { $0.cause == .unexplained },
            maxDiff: views.map(\.diff).max() ?? 0)
    }
}
