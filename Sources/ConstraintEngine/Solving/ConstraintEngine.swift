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

    /// Compiles `root`, solves it for `window` once and releases the solver.
    public func layout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> LayoutResult {
        let compiled = CompiledLayout(root: root, options: options, keepsSolvers: false)
        defer { compiled.close() }
        return try compiled.solve(window)
    }

    /// A compiled layout to solve for many windows: pieces are compiled when a window first
    /// needs them and re-solved warm afterwards.
    public func compile(_ root: ViewNode?) -> CompiledLayout {
        CompiledLayout(root: root, options: options)
    }
}
