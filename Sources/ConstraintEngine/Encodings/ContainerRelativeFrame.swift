import ViewTree

// containerRelativeFrame (R2.10, container of I.1): a fixed frame on the listed axes whose
// length comes from the container, in the steps of the negotiation engine's
// Primitives/ContainerRelativeFrame.swift, over forms (the container length is the window's
// column, or the ScrollView's proposal):
// 1. On each listed axis with a container length (the window, or the enclosing ScrollView's
//    proposal, I.1), the length: for `count:span:spacing:`, the column
//    (container - spacing x (count - 1)) / count times span, plus the spacing between the
//    spanned columns, as (container x span - spacing x (count - span)) / count (exactly the
//    container when the span is every column); for a closure, its value of the container
//    length.
// 2. Lay out as a fixed frame of those lengths (Primitives/FixedFrame.swift's steps).
extension SymbolicPass {
    /// Step 1: the container lengths of a containerRelativeFrame as a fixed frame.
    func containerRelativeLengths(_ index: Int, _ spec: ContainerRelativeSpec, _ scope: FormScope) throws(CompileInterrupt) -> FixedFrame {
        // The lengths are forms, carried into the fixed frame through a scope-free route:
        // evaluate here and store as constants when constant, else as container expressions.
        var frame = FixedFrame(alignment: spec.alignment)
        for axis in Axis.allCases where spec.axes.contains(axis) {
            guard scope.container[axis] != nil else { continue }
            let length: Expr
            switch spec.length {
            case .grid(let count, let span, let spacing):
                guard count > 0 else { throw .failure(failure(index, "count must be at least 1", "count")) }
                guard span > 0 else { throw .failure(failure(index, "span must be at least 1", "span")) }
                let container = Expr.variable(.containerLength(axis))
                length = (container * Double(span) - spacing * Double(count - span)) / Double(count)
            case .closure(let horizontal, let vertical):
                guard let expr = axis == .horizontal ? horizontal : vertical else { continue }
                length = expr
            }
            if axis == .horizontal { frame.width = length } else { frame.height = length }
        }
        return frame
    }

    /// Step 2: the fixed frame's size.
    func containerRelativeSize(_ index: Int, _ spec: ContainerRelativeSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        try fixedFrameSize(index, containerRelativeLengths(index, spec, scope), proposal, scope)
    }

    /// Step 2: the fixed frame's placement.
    func containerRelativePlacements(_ index: Int, _ spec: ContainerRelativeSpec, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope)
        throws(CompileInterrupt) -> [FormPlacement]
    {
        try fixedFramePlacements(index, containerRelativeLengths(index, spec, scope), proposal, size, scope)
    }
}
