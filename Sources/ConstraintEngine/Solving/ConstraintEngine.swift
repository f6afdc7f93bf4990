import LinearProgramming
import ViewTree

/// Options of the constraint engine.
public struct ConstraintOptions: Sendable {
    /// The window sizes one compiled piece may cover, per axis (LP-MODELLING.md A.2).
    public var widthRange: ClosedRange<Double>
    /// The window heights one compiled program covers.
    public var heightRange: ClosedRange<Double>
    /// How a min/max that switches inside a piece is encoded (LP-MODELLING.md C.1, C.4).
    public var clamps: ClampEncoding
    /// What the program contains (docs/constraint-engine.md).
    public var encoding: Encoding
    /// The longest one branch and bound may run, in seconds (nil: no limit). Reaching it is a
    /// layout error naming the piece and its clamps (Solving/SolveLimits.swift).
    public var branchAndBoundTimeLimit: Double?

    /// What the compiled program contains.
    public enum Encoding: String, Sendable, CaseIterable {
        /// SwiftUI's rules evaluated over forms of the window: one defining row per varying
        /// frame component, every min/max decided at compile time (split where it switches).
        case regions
        /// One column per quantity (every view's proposal and frame), one row per relation
        /// between a view and its neighbours; GLPK decides every min/max that switches inside
        /// a piece (a binary with big-M from the range analysis, then a polish LP); pieces
        /// split only at step functions.
        case relations
    }

    /// How a clamp whose side changes inside the window range is encoded.
    public enum ClampEncoding: Sendable {
        /// Split the window range where it switches: every piece is a pure LP (the default).
        case regions
        /// A binary and four big-M rows: fewer, larger pieces solved as MILPs.
        case binaries
    }

    /// Options covering windows within `widthRange` x `heightRange`, with the given encodings.
    public init(
        widthRange: ClosedRange<Double> = 0...4096, heightRange: ClosedRange<Double> = 0...4096, clamps: ClampEncoding = .regions,
        encoding: Encoding = .relations, branchAndBoundTimeLimit: Double? = SolveOptions.defaultBranchAndBoundTimeLimit
    ) {
        self.widthRange = widthRange
        self.heightRange = heightRange
        self.clamps = clamps
        self.encoding = encoding
        self.branchAndBoundTimeLimit = branchAndBoundTimeLimit
    }
}

extension ConstraintOptions {
    /// These options with each window side that `window` gives as a number narrowed to that
    /// number: the windows a one-window layout needs. A side that is nil or infinite keeps
    /// its range (the compiler reads no window variable for it).
    public func covering(_ window: ProposedSize) -> ConstraintOptions {
        var options = self
        if let width = window.width, width.isFinite { options.widthRange = width...width }
        if let height = window.height, height.isFinite { options.heightRange = height...height }
        return options
    }
}

/// The view tree compiled into a linear program, solved by GLPK, mapped back to frames.
///
/// The compiler restates SwiftUI's rules over affine functions of the window size; min/max
/// operations that switch inside the window range become binaries, decisions that change the
/// program's shape (a stack's fitting order, a Text's line breaks, a ViewThatFits choice)
/// split the range into pieces (docs/constraint-engine.md).
public struct ConstraintEngine: LayoutEngine {
    /// The window range and encodings of the programs this engine compiles.
    public var options: ConstraintOptions
    /// `constraints`, as results and the CLI name this engine.
    public var name: String { "constraints" }

    /// An engine with `options`.
    public init(options: ConstraintOptions = ConstraintOptions()) { self.options = options }

    /// Compiles `root` over `window` alone, solves it once and releases the solver.
    ///
    /// The compiler works over the windows a command needs, and one layout needs one window:
    /// its piece is that point (`ConstraintOptions.covering(_:)`). The rows are the same
    /// relations as over a range; nothing switches inside a point, so each min/max is written
    /// decided (the side it takes, and a row saying its other side is not smaller) and the
    /// range analysis looks for no step nearby. Over 0...4096 the same solve compiled the piece
    /// around the window, with binaries that a guess from the window then fixed
    /// (`BinaryGuess`): the same decisions, made after more work. `compile(_:)` keeps the
    /// options' ranges, for sweeps, queries, `--constrain` and `lp`.
    public func layout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> LayoutResult {
        let compiled = CompiledLayout(root: root, options: options.covering(window), keepsSolvers: false)
        defer { compiled.close() }
        return try compiled.solve(window)
    }

    /// A compiled layout to solve for many windows: pieces are compiled when a window first
    /// needs them and re-solved warm afterwards.
    public func compile(_ root: ViewNode?) -> CompiledLayout {
        CompiledLayout(root: root, options: options)
    }
}
