import LinearProgramming
import ViewTree

/// Options of the constraint engine.
public struct ConstraintOptions: Sendable {
    /// The window sizes one compiled piece may cover, per axis (LP-MODELLING.md A.2).
    public var widthRange: ClosedRange<Double>
    public var heightRange: ClosedRange<Double>

    public init(widthRange: ClosedRange<Double> = 0...4096, heightRange: ClosedRange<Double> = 0...4096) {
        self.widthRange = widthRange
        self.heightRange = heightRange
    }
}

/// The view tree compiled into a linear program, solved by GLPK, mapped back to frames.
///
/// The compiler restates SwiftUI's rules over affine functions of the window size; min/max
/// operations that switch inside the window range become binaries, decisions that change the
/// program's shape (a stack's fitting order, a Text's line breaks, a ViewThatFits choice)
/// split the range into pieces (docs/constraint-engine.md).
public struct ConstraintEngine: LayoutEngine {
    public var options: ConstraintOptions
    public var name: String { "constraints" }

    public init(options: ConstraintOptions = ConstraintOptions()) { self.options = options }

    public func layout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> LayoutResult {
        let compiled = compile(root)
        defer { compiled.close() }
        return try compiled.solve(window)
    }

    /// A compiled layout to solve for many windows: pieces are compiled when a window first
    /// needs them and re-solved warm afterwards.
    public func compile(_ root: ViewNode?) -> CompiledLayout {
        CompiledLayout(root: root, options: options)
    }
}
