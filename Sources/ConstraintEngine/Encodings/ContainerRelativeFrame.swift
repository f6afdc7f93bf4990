import ViewTree

// containerRelativeFrame (R2.10): a fixed frame of the container's forms.
extension SymbolicPass {
    /// The container lengths of a containerRelativeFrame as a fixed frame (R2.10, I.1).
    func containerFrame(_ index: Int, _ spec: ContainerRelativeSpec, _ scope: FormScope) throws(CompileInterrupt) -> FixedFrame {
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
                let column = (container - spacing * Double(count - 1)) / Double(count)
                length = column * Double(span) + spacing * Double(span - 1)
            case .closure(let horizontal, let vertical):
                guard let expr = axis == .horizontal ? horizontal : vertical else { continue }
                length = expr
            }
            if axis == .horizontal { frame.width = length } else { frame.height = length }
        }
        return frame
    }
}
