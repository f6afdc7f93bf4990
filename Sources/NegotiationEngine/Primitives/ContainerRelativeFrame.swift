import ViewTree

// containerRelativeFrame (R2.10, container of I.1): a fixed frame on the listed axes whose
// length comes from the container, in the steps the constraint engine's
// Encodings/ContainerRelativeFrame.swift follows too:
// 1. On each listed axis with a container length (the window, or the enclosing ScrollView's
//    proposal, I.1), the length: for `count:span:spacing:`, the column
//    (container - spacing x (count - 1)) / count times span, plus the spacing between the
//    spanned columns, as (container x span - spacing x (count - span)) / count (exactly the
//    container when the span is every column); for a closure, its value of the container
//    length.
// 2. Lay out as a fixed frame of those lengths (Primitives/FixedFrame.swift's steps).
//
// The sum is put over the count so that a span of every column is the container to the last
// bit: added up in the textbook order it came to -7e-15 in the constraint engine's forms, a
// negative length that I.5 ignores.
extension LayoutPass {
    /// Step 1: the lengths, as the fixed frame step 2 lays out.
    func containerRelativeLengths(_ index: Int, _ spec: ContainerRelativeSpec, _ scope: Scope) throws(LayoutError) -> FixedFrame {
        var frame = FixedFrame(alignment: spec.alignment)
        for axis in Axis.allCases where spec.axes.contains(axis) {
            guard let container = scope.container[axis] else { continue }
            let length: Double
            switch spec.length {
            case .grid(let count, let span, let spacingExpr):
                guard count > 0 else { throw layoutError(index, "count must be at least 1", argument: "count") }
                guard span > 0 else { throw layoutError(index, "span must be at least 1", argument: "span") }
                let spacing = try value(spacingExpr, index, "spacing", scope)
                length = (container * Double(span) - spacing * Double(count - span)) / Double(count)
            case .closure(let horizontal, let vertical):
                guard let expr = axis == .horizontal ? horizontal : vertical else { continue }
                length = try value(expr, index, "length", scope)
            }
            if axis == .horizontal { frame.width = .constant(length) } else { frame.height = .constant(length) }
        }
        return frame
    }

    /// Step 2: the fixed frame's size.
    func containerRelativeSize(_ index: Int, _ spec: ContainerRelativeSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        try fixedFrameSize(index, containerRelativeLengths(index, spec, scope), proposal, scope)
    }

    /// Step 2: the fixed frame's placement.
    func containerRelativePlacements(_ index: Int, _ spec: ContainerRelativeSpec, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError)
        -> [ChildPlacement]
    {
        try fixedFramePlacements(index, containerRelativeLengths(index, spec, scope), proposal, size, scope)
    }
}
