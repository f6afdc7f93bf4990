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
    /// On a ViewThatFits: the candidate each engine laid out (both report it as `path.0`,
    /// I.4); nil for other views.
    public var chosenCandidate: CandidateChoice?

    /// One view's comparison.
    public init(
        path: String, id: String?, kind: String, negotiation: Rect?, constraints: Rect?,
        diff: Double, cause: DifferenceCause?, chosenCandidate: CandidateChoice? = nil
    ) {
        self.path = path
        self.id = id
        self.kind = kind
        self.negotiation = negotiation
        self.constraints = constraints
        self.diff = diff
        self.cause = cause
        self.chosenCandidate = chosenCandidate
    }

    /// Whether the frames differ by more than the tolerance (or a side is missing).
    public var differs: Bool { cause != nil }
}

/// The children a ViewThatFits laid out in each engine, by index among its candidates.
///
/// Both engines report the chosen candidate as `p.0` (I.4), so the views below it are
/// compared whichever candidate each chose; this says which, and two different choices are a
/// difference of the ViewThatFits itself even where the frames happen to coincide.
public struct CandidateChoice: Hashable, Sendable, Codable {
    /// The negotiation engine's choice; nil when that layout lacks the view.
    public var negotiation: Int?
    /// The constraint engine's choice; nil when that layout lacks the view.
    public var constraints: Int?

    /// The two engines' choices.
    public init(negotiation: Int?, constraints: Int?) {
        self.negotiation = negotiation
        self.constraints = constraints
    }

    /// Whether both engines laid the view out and chose different candidates.
    public var differs: Bool { negotiation != nil && constraints != nil && negotiation != constraints }

    /// `candidate 21`, or `candidates 21 (negotiation) and 20 (constraints)` when they differ.
    public var description: String {
        if !differs, let chosen = negotiation ?? constraints { return "candidate \(chosen)" }
        return "candidates \(negotiation.map(String.init) ?? "none") (negotiation) and \(constraints.map(String.init) ?? "none") (constraints)"
    }
}
