import ViewTree

extension Comparison {
    /// Lays out every window with both engines and compares each pair of layouts.
    ///
    /// `negotiation` and `constraints` lay out the model (or its twin) in one window each; they
    /// are called once per window, in order, negotiation first. The run stops at the first
    /// engine error and throws a `ComparisonFailure` naming the window and the engine and
    /// carrying the windows compared before it. `compared` hears each window's comparison as
    /// soon as it is made (a long sweep streams its output), then `progress` hears (windows
    /// done, windows).
    public static func run(
        windows: [ProposedSize],
        negotiation: (ProposedSize) throws(LayoutError) -> LayoutResult,
        constraints: (ProposedSize) throws(LayoutError) -> LayoutResult,
        tolerance: Double = defaultTolerance,
        matching: ViewMatching = .path,
        compared: (WindowComparison) -> Void = { _ in },
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws(ComparisonFailure) -> [WindowComparison] {
        var completed: [WindowComparison] = []
        for window in windows {
            let left: LayoutResult
            let right: LayoutResult
            do {
                left = try negotiation(window)
            } catch {
                throw ComparisonFailure(window: window, engine: "negotiation", error: error, completed: completed)
            }
            do {
                right = try constraints(window)
            } catch {
                throw ComparisonFailure(window: window, engine: "constraints", error: error, completed: completed)
            }
            var comparison = compare(left, right, tolerance: tolerance, matching: matching)
            comparison.window = window
            completed.append(comparison)
            compared(comparison)
            progress(completed.count, windows.count)
        }
        return completed
    }
}
