import LinearProgramming
import ViewTree

/// Why a piece is split or narrowed, spelt when read: a clamp that switches sides names its
/// view by path, and a chain of thousands of clamps (a deep chain of paddings near width 0)
/// narrows once per clamp, so spelling each path as it is met made the compile quadratic in
/// the depth.
struct SplitReason: Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Storage {
        case spelt(String)
        /// `<origin> switches sides`, with a note in parentheses.
        case switchesSides(LPOrigin, note: String?)
    }

    private let storage: Storage

    /// A reason already spelt (a Text's step, a decision's own words).
    init(_ text: String) { storage = .spelt(text) }

    /// A reason written out in the source.
    init(stringLiteral text: String) { storage = .spelt(text) }

    private init(_ storage: Storage) { self.storage = storage }

    /// The clamp made at `origin` takes the other side inside the piece.
    static func switchesSides(_ origin: LPOrigin, note: String? = nil) -> SplitReason {
        SplitReason(.switchesSides(origin, note: note))
    }

    /// Whether a clamp's switch made it because the relation piece had its 64 binaries (read
    /// without spelling the clamp's view path).
    var isBinaryCapSplit: Bool {
        if case .switchesSides(_, let note) = storage { return note == ProgramBuilder.binaryCapCause }
        return false
    }

    var description: String {
        switch storage {
        case .spelt(let text): text
        case .switchesSides(let origin, let note): "\(origin) switches sides" + (note.map { " (\($0))" } ?? "")
        }
    }
}

/// One cause of a piece's range: the decision that narrowed it and where (`width 412.5`),
/// spelt when read (`SplitReason`).
struct PieceCause: Sendable, CustomStringConvertible {
    var reason: SplitReason
    var boundary: PieceBoundary

    var description: String { "\(reason) (\(boundary))" }
}

/// Where a narrowing put the piece's end, spelt when read (`width 412.5`): a deep chain of
/// clamps narrows its piece once per clamp, and formatting each crossing as it was made was a
/// few percent of the chain's compile.
enum PieceBoundary: Sendable, Equatable, CustomStringConvertible {
    /// The decision could not be bounded around the window: the piece is the window.
    case atThisWindow
    /// A decision that reads both sides: the height is held at the window's.
    case heightHeld(Double)
    /// The width (0) or height (1) where the decision changes.
    case crossing(side: Int, at: Double)

    var description: String {
        switch self {
        case .atThisWindow: "at this window"
        case .heightHeld(let height): "height held at \(formatLength(height))"
        case .crossing(let side, let value): "\(side == 0 ? "width" : "height") \(formatLength(value))"
        }
    }
}
