/// FrameSolver's one numeric policy (SWIFTUI-LAYOUT.md I.5, extended; docs/limits.md): what
/// every number entering layout may be, whoever built the tree (a model file, the DSL, a
/// random generator), and what happens to the others.
///
/// Numbers are checked by kind of argument. A value of the wrong kind is either normalised
/// with a warning (where SwiftUI itself ignores the value: a frame length that is negative,
/// NaN or infinite) or rejected with an error naming the view, the argument and the model
/// line. No finite number larger than `largestMagnitude` enters layout, so no sum of a tree's
/// lengths overflows and every conversion to a count stays in range.
public enum NumericPolicy {
    /// The largest magnitude of a finite number in layout: 1e9 points, far beyond any screen
    /// (and any window side: `--size` rejects larger ones), small enough that sums and products
    /// of a tree's lengths stay exact to well under a point.
    public static let largestMagnitude = 1e9
    /// How far below 0 a fixed frame's length may be and still be 0, not negative (I.5's
    /// "absent"): the rounding of a difference of equal numbers (`(container - proxy.size.width)
    /// / 2` with the reader as wide as the container came to -7e-15, one engine's rounding of
    /// the reader's width a last bit above the other's, and a negative length is absent, so
    /// the frame took its whole proposal in one engine and 0 in the other). Lengths of the
    /// sizes layout sees (below 1e6 points) round by far less than this.
    public static let lengthRounding = 1e-9
    /// The most columns a Grid cell may span (`gridCellColumns`), and the most columns or
    /// cells of a `containerRelativeFrame(count:span:)`.
    public static let largestGridSpan = 1_000
    /// The longest string a Text may hold, in Characters.
    public static let longestText = 100_000

    /// What an argument may hold.
    public enum Kind: Sendable {
        /// A length of either sign (padding, spacing, offset, position, guides, minLength):
        /// finite, at most `largestMagnitude` in magnitude.
        case signedLength
        /// A size that cannot be negative (an image's, a font's): finite, 0 ... largestMagnitude.
        case size
        /// An upper limit (`maxWidth`, `centeredColumn(maxWidth:)`): 0 ... largestMagnitude or +inf.
        case upperLimit
        /// A ratio or a fraction that must be positive (`aspectRatio`): finite, greater than
        /// 0 and within 1/largestMagnitude ... largestMagnitude.
        case positiveRatio
        /// A flexible frame's limit: any sign and infinities (what they mean is the frame's
        /// rule), but not NaN, and a finite one at most `largestMagnitude` in magnitude.
        case frameLimit
        /// A factor of either sign (`scaleEffect`, `relativeFrame` fractions, priorities):
        /// finite, at most `largestMagnitude` in magnitude.
        case factor
    }

    /// Why `value` does not fit `kind`, or nil when it does.
    public static func problem(_ value: Double, _ kind: Kind) -> String? {
        if value.isNaN { return "is not a number (NaN)" }
        switch kind {
        case .signedLength, .factor:
            if !value.isFinite { return "is \(formatLength(value)); it must be finite" }
        case .size:
            if !value.isFinite || value < 0 { return "is \(formatLength(value)); it must be a finite number, 0 or more" }
        case .frameLimit:
            if value.isInfinite { return nil }
        case .upperLimit:
            if value < 0 { return "is \(formatLength(value)); it must be 0 or more (or .infinity)" }
            if value == .infinity { return nil }
        case .positiveRatio:
            if !value.isFinite || value <= 0 { return "is \(formatLength(value)); it must be a finite number greater than 0" }
            if value < 1 / largestMagnitude { return "is \(formatLength(value)), below the smallest ratio FrameSolver accepts, 1e-9" }
        }
        if abs(value) > largestMagnitude { return beyondLimit(value) }
        return nil
    }

    /// The message for a finite number beyond `largestMagnitude`.
    public static func beyondLimit(_ value: Double) -> String {
        "is \(formatLength(value)), beyond the largest magnitude FrameSolver accepts, 1e9 (docs/limits.md)"
    }

    /// Why a window side cannot be used, or nil: each side is nil, +inf or 0 ... 1e9.
    public static func windowProblem(_ side: Double?) -> String? {
        guard let side else { return nil }
        if side.isNaN || side < 0 { return "window side \(formatLength(side)) must be a non-negative number, inf or nil" }
        if side.isFinite && side > largestMagnitude {
            return "window side \(formatLength(side)) is beyond the largest window side, 1e9 (docs/limits.md); use inf for an unbounded side"
        }
        return nil
    }

    /// A count from a non-negative `value`, never trapping: `Int(value)` rounded down, at most
    /// `limit` (NaN and negative values give 0, infinity and huge values give `limit`).
    public static func count(_ value: Double, atMost limit: Int) -> Int {
        guard value.isFinite else { return value == .infinity ? limit : 0 }
        if value <= 0 { return 0 }
        if value >= Double(limit) { return limit }
        return Int(value.rounded(.down))
    }

    /// Rejects a window with a side that `windowProblem` refuses.
    public static func check(_ window: ProposedSize) throws(LayoutError) {
        for side in [window.width, window.height] {
            if let problem = windowProblem(side) { throw LayoutError(message: problem, path: "0", kind: "window") }
        }
    }

    /// How far below 0 a solver's value may be and still be 0: GLPK's feasibility tolerance
    /// leaves lengths such as -7e-15 where the exact answer is 0.
    public static let solverTolerance = 1e-6

    /// The last guard of every answer, the same for both engines: a frame that holds NaN is an
    /// error naming its view (the inputs were checked, so an engine rule produced it); a
    /// negative width or height is reported as 0, with a warning unless it is within the
    /// solver's tolerance (negative spacing or margins larger than the content give such
    /// sizes); a render frame with a negative extent (a negative scale) is the same rectangle
    /// with its origin moved. No answer holds NaN or a negative size.
    public static func checked(_ nodes: [NodeFrame]) throws(LayoutError) -> (nodes: [NodeFrame], warnings: [LayoutWarning]) {
        var nodes = nodes
        var warnings: [LayoutWarning] = []
        func isNaN(_ rect: Rect) -> Bool { rect.x.isNaN || rect.y.isNaN || rect.width.isNaN || rect.height.isNaN }
        for index in nodes.indices {
            // Most frames pass every check: read them in place, and copy a node only to report it.
            let frame = nodes[index].frame
            let render = nodes[index].render
            guard isNaN(frame) || render.map(isNaN) == true || !(frame.width > 0) || !(frame.height > 0) || render != nil else { continue }
            let node = nodes[index]
            for rect in [frame] + (render.map { [$0] } ?? []) where isNaN(rect) {
                throw LayoutError(
                    message: "the layout computed a frame that is not a number (\(rect)); a value of this view or its content is out of range",
                    path: node.path, kind: node.kind, source: node.source)
            }
            for axis in Axis.allCases {
                let length = axis == .horizontal ? node.frame.width : node.frame.height
                guard length < 0 || (length == 0 && length.sign == .minus) else { continue }
                if length < -solverTolerance {
                    warnings.append(
                        LayoutWarning(
                            message: "the layout computed a negative \(axis == .horizontal ? "width" : "height") (\(formatLength(length))) for \(node.kind), from negative spacing or margins larger than its content; reported as 0",
                            path: node.path, source: node.source))
                }
                if axis == .horizontal { nodes[index].frame.size.width = 0 } else { nodes[index].frame.size.height = 0 }
            }
            if var render = node.render {
                if render.width < 0 { (render.origin.x, render.size.width) = (render.x + render.width, -render.width) }
                if render.height < 0 { (render.origin.y, render.size.height) = (render.y + render.height, -render.height) }
                nodes[index].render = render
            }
        }
        return (nodes, warnings)
    }
}
