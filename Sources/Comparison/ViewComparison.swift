import ViewTree

/// One view in both layouts: its two frames, how far apart they are and, when they differ, why.
public struct ViewComparison: Hashable, Sendable {
    /// The view's path (I.4). Matching by id: its path in the constraints layout (the model
    /// file's tree), or in the negotiation layout when the constraints layout lacks it.
    public var path: String
    /// The view's `id` tag, if any.
    public var id: String?
    /// The view's kind (I.4), from the constraints layout when present, else the negotiation one.
    public var kind: String
    /// The negotiation engine's frame; nil when that layout has no such view.
    public var negotiation: Rect?
    /// The constraint engine's frame; nil when that layout has no such view.
    public var constraints: Rect?
    /// The largest component difference (infinite when a side is missing).
    public var diff: Double
    /// Why the frames differ; nil when they agree within the tolerance.
    public var cause: DifferenceCause?

    /// One view's comparison.
    public init(
        path: String, id: String?, kind: String, negotiation: Rect?, constraints: Rect?,
        diff: Double, cause: DifferenceCause?
    ) {
        self.path = path
        self.id = id
        self.kind = kind
        self.negotiation = negotiation
        self.constraints = constraints
        self.diff = diff
        self.cause = cause
    }

    /// Whether the frames differ by more than the tolerance (or a side is missing).
    public var differs: Bool { cause != nil }
}
