import ViewTree

/// An engine failed in one window of a comparison run: which window, which engine, why, and
/// the windows compared before it.
public struct ComparisonFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The window the engine failed in.
    public var window: ProposedSize
    /// The engine that failed: `negotiation` or `constraints`.
    public var engine: String
    /// The engine's error.
    public var error: LayoutError
    /// The windows compared before the failure, in order.
    public var completed: [WindowComparison]

    /// A failure of `engine` in `window`.
    public init(window: ProposedSize, engine: String, error: LayoutError, completed: [WindowComparison]) {
        self.window = window
        self.engine = engine
        self.error = error
        self.completed = completed
    }

    /// `window 300x60: constraints engine: error: … (frame at 0.1 argument 'width')`.
    public var description: String { "window \(window): \(engine) engine: \(error)" }
}
