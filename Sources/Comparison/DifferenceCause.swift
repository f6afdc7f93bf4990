/// Why a view's two frames differ.
///
/// Both engines are exact in the linear fragment (the constraint engine answers exactly or
/// stops with an error, never approximately), so nothing licenses a difference in layout:
/// every differing view, and every view one layout lacks, is `unexplained`, a bug in one of
/// the engines. The one explained difference is a semantic one of geometry feedback.
/// Rendered as the CLI prints it: `unexplained`, `feedback-once`.
public enum DifferenceCause: Hashable, Sendable, CustomStringConvertible {
    /// Nothing explains the difference: a bug in one of the engines, or a missing view.
    case unexplained
    /// A state assigned by a callback that fires once per view identity (`onAppear`) kept the
    /// value of an earlier window in the negotiation engine's passes, while the constraint
    /// engine solves the fixed point of this window (docs/geometry-feedback.md).
    case feedbackOnce

    /// `unexplained` or `feedback-once`, as the CLI prints it.
    public var description: String {
        switch self {
        case .unexplained: "unexplained"
        case .feedbackOnce: "feedback-once"
        }
    }

    /// Whether the difference is accounted for: only feedback's first-value semantics is.
    public var isExplained: Bool { self != .unexplained }

    /// The cause its description names (`feedback-once`), nil for another text.
    public init?(description: String) {
        switch description {
        case "unexplained": self = .unexplained
        case "feedback-once": self = .feedbackOnce
        default: return nil
        }
    }
}
