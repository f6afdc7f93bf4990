import LeafMeasurement
import ViewTree

// ViewThatFits (R5.4): the first child that fits, decided over the piece.
extension SymbolicPass {
    /// The first child whose ideal size fits on the constrained axes, else the last; the
    /// choice must hold over the piece (a piece where it changes is split).
    func fitChoice(_ index: Int, _ axes: AxisSet, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> (child: Int, size: FormSize) {
        let children = self[index].children
        guard let last = children.last else { return (-1, .zero) }
        var chosen = last
        let probe = proposal.unspecifying(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        for child in children {
            let ideal = try self.probe(child, probe, scope)
            var fits = true
            for axis in Axis.allCases where axes.contains(axis) {
                guard let limit = proposal[axis] else { continue }
                if try program.less(limit, ideal[axis], "ViewThatFits at \(self[index].path) chooses another child") { fits = false }
            }
            if fits {
                chosen = child
                break
            }
        }
        return (chosen, try size(chosen, proposal, scope))
    }
}
