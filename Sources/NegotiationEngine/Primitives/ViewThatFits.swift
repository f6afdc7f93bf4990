import ViewTree

// ViewThatFits (R5.4): the first child whose ideal size fits the proposal on the constrained
// axes, in the steps the constraint engine's Encodings/ViewThatFits.swift follows too:
// 1. Ask each child, in order, its ideal size on the constrained axes (nil there, as under
//    fixedSize; the proposal on the others).
// 2. Choose the first child whose ideal fits the proposal on every constrained axis (a nil
//    proposal always fits); when none fits, the last.
// 3. The chosen child is proposed the whole proposal; its answer is the ViewThatFits's, and
//    only it is placed.
extension LayoutPass {
    struct FitChoice {
        var child: Int
        var size: Size
    }

    func viewThatFits(_ index: Int, _ axes: AxisSet, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> FitChoice {
        let children = self[index].children
        guard let last = children.last else { return FitChoice(child: -1, size: .zero) }
        // Each child is asked its ideal size on the constrained axes, as under fixedSize.
        let probe = fixedSizeProposal(proposal, axes.contains(.horizontal), axes.contains(.vertical))
        var chosen = last
        for child in children {
            let ideal = try size(child, probe, scope)
            let fits = Axis.allCases.allSatisfy { axis in
                !axes.contains(axis) || proposal[axis].map { ideal[axis] <= $0 } ?? true
            }
            if fits {
                chosen = child
                break
            }
        }
        return FitChoice(child: chosen, size: try size(chosen, proposal, scope))
    }
}
