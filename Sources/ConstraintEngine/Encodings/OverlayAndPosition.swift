import LeafMeasurement
import ViewTree

// overlay / background (R2.6) and position (R2.8b), in the steps of the negotiation engine's
// Primitives/OverlayAndPosition.swift, over forms:
// overlay and background:
// 1. The primary (the first child) is proposed the whole proposal, and its answer is the view's.
// 2. The secondary is proposed the primary's size and aligned to it by the alignment (R6.2).
// position(x:y:):
// 1. The view's size is the whole proposal, each nil replaced by the child's answer.
// 2. The child is proposed the view's size and centred on (x, y).
extension SymbolicPass {
    /// overlay and background, steps 1 and 2: the primary keeps the proposal; the content is
    /// proposed the primary's size and aligned to it.
    func secondaryPlacements(_ index: Int, _ alignment: Alignment, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt)
        -> [FormPlacement]
    {
        let children = self[index].children
        var placements = [FormPlacement(child: children[0], proposal: proposal, origin: .zero, scope: scope)]
        if children.count > 1 {
            placements.append(try aligned(children[1], in: size, alignment: alignment, proposal: FormProposal(size), scope))
        }
        return placements
    }

    /// position, step 1: the whole proposal, each nil replaced by the child's answer.
    func positionSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        if let w = proposal.width, let h = proposal.height { return FormSize(width: w, height: h) }
        let child = try childSize(index, proposal, scope)
        return FormSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    /// position, step 2: the child is proposed the position view's size and centred on (x, y).
    func positionPlacements(_ index: Int, _ x: Expr, _ y: Expr, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        let child = self[index].children[0]
        let proposal = FormProposal(size)
        let childSize = try self.size(child, proposal, scope)
        let cx = try form(x, index, "x", scope)
        let cy = try form(y, index, "y", scope)
        return [
            FormPlacement(
                child: child, proposal: proposal,
                origin: FormPoint(
                    x: offset(cx, guideForm(fraction: 0.5, length: childSize.width)),
                    y: offset(cy, guideForm(fraction: 0.5, length: childSize.height))), scope: scope)
        ]
    }
}
