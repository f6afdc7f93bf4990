import LeafMeasurement
import ViewTree

// overlay/background (R2.6) and position (R2.8b) over forms.
extension SymbolicPass {
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
