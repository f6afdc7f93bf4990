/// Why a view's two frames differ.
///
/// Both engines are exact in the linear fragment (the constraint engine answers exactly or
/// stops with an error, never approximately), so nothing licenses a difference: every
/// differing view, and every view one layout lacks, is `unexplained`, a bug in one of the
/// engines. Rendered as the CLI prints it: `unexplained`.
public enum DifferenceCause: Hashable, Sendable, CustomStringConvertible {
    /// Nothing explains the difference: a bug in one of the engines, or a missing view.
    case unexplained

    /// `unexplained`, as the CLI prints it.
    public var description: String { "unexplained" }

    /// Whether the difference is accounted for: never, since neither engine approximates.
    public var isExplained: Bool { false }
}
