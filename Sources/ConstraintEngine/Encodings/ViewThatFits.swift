import LeafMeasurement
import ViewTree

// ViewThatFits (R5.4): the first child that fits, in the steps of the negotiation engine's
// Primitives/ViewThatFits.swift, over forms: step 2's choice is a step function, decided over
// the piece (a piece where it changes is split where a child's ideal crosses the proposal).
// 1. Ask each child, in order, its ideal size on the constrained axes (nil there, as under
//    fixedSize; the proposal on the others).
// 2. Choose the first child whose ideal fits the proposal on every constrained axis (a nil
//    proposal always fits); when none fits, the last.
// 3. The chosen child is proposed the whole proposal; its answer is the ViewThatFits's, and
//    only it is placed.
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
