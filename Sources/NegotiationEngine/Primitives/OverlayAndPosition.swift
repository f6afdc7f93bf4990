import ViewTree

// overlay / background (R2.6) and position (R2.8b), in the steps the constraint engine's
// Encodings/OverlayAndPosition.swift follows too:
// overlay and background:
// 1. The primary (the first child) is proposed the whole proposal, and its answer is the view's.
// 2. The secondary is proposed the primary's size and aligned to it by the alignment (R6.2).
// position(x:y:):
// 1. The view's size is the whole proposal, each nil replaced by the child's answer.
// 2. The child is proposed the view's size and centred on (x, y).
extension LayoutPass {
    /// overlay and background, steps 1 and 2: the primary keeps the proposal; the content is
    /// proposed the primary's size and aligned to it.
    func secondaryPlacements(_ index: Int, _ alignment: Alignment, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError)
        -> [ChildPlacement]
    {
        let children = self[index].children
        var placements = [ChildPlacement(child: children[0], proposal: proposal, origin: .zero, scope: scope)]
        if children.count > 1 {
            placements.append(try aligned(children[1], in: size, alignment: alignment, proposal: ProposedSize(size), scope))
        }
        return placements
    }

    /// position, step 1: the whole proposal, each nil replaced by the child's answer.
    func positionSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let child = try childSize(index, proposal, scope)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    /// position, step 2: the child is proposed the position view's size and centred on (x, y).
    func positionPlacements(_ index: Int, _ x: Expr, _ y: Expr, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        let child = self[index].children[0]
        let proposal = ProposedSize(size)
        let childSize = try self.size(child, proposal, scope)
        let centre = Point(x: try value(x, index, "x", scope), y: try value(y, index, "y", scope))
        let origin = Point(
            x: offsetBetween(centre.x, implicitGuide(fraction: 0.5, length: childSize.width)),
            y: offsetBetween(centre.y, implicitGuide(fraction: 0.5, length: childSize.height)))
        return [ChildPlacement(child: child, proposal: proposal, origin: origin, scope: scope)]
    }
}
