/// Why a view's two frames differ: an approximation, another view's difference, or nothing known.
///
/// Rendered exactly as the CLI prints it: `approximation: <what>`, `follows from <path>`,
/// `unexplained`.
public enum DifferenceCause: Hashable, Sendable, CustomStringConvertible {
    /// The view's own frame rests on an approximation the constraint compiler named.
    case approximation(String)
    /// The view only moved because the view at this path differs (by an approximation).
    case followsFrom(String)
    /// Nothing explains the difference: a bug in one of the engines, or a missing view.
    case unexplained

    public var description: String {
        switch self {
        case .approximation(let what): "approximation: \(what)"
        case .followsFrom(let path): "follows from \(path)"
        case .unexplained: "unexplained"
        }
    }

    /// Whether the difference is accounted for (an approximation or a consequence of one).
    public var isExplained: Bool { self != .unexplained }
}
