import LeafMeasurement
import ViewTree

// ZStack (R4.1), in the steps of the negotiation engine's Primitives/ZStack.swift, over forms:
// the largest answer and the largest guide are max clamps (`w_of3`, `align_x`) that the range
// analysis or GLPK decides.
// 1. The sizing children are those of the highest layout priority (the others do not size it).
// 2. Propose each sizing child the whole proposal; the ZStack's size is the largest answer on
//    each axis (0 without children).
// 3. The alignment point is, on each axis, the largest guide of the sizing children in their
//    answers to the ZStack's size.
// 4. Every child is proposed the ZStack's size and placed so that its guide meets the point.
extension SymbolicPass {
    /// Step 1: the children that size the ZStack, those with the highest priority.
    func sizingChildren(_ index: Int) -> [Int] {
        let children = self[index].children
        guard let top = children.map({ self[$0].priority }).max() else { return [] }
        return children.filter { self[$0].priority == top }
    }

    /// Step 2: the largest answer of the sizing children on each axis.
    func zStackSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        var result = FormSize.zero
        for child in sizingChildren(index) {
            let answer = try size(child, proposal, scope)
            result = FormSize(width: max(result.width, answer.width, index, "w_of\(child)"), height: max(result.height, answer.height, index, "h_of\(child)"))
        }
        return result
    }

    /// Steps 3 and 4: the alignment point is the largest guide of the sizing children; each
    /// child's guide meets it.
    func zStackPlacements(_ index: Int, _ alignment: Alignment, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        let proposal = FormProposal(size)
        // 3. The alignment point.
        var pointX: LinearForm?
        var pointY: LinearForm?
        for child in sizingChildren(index) {
            let childSize = try self.size(child, proposal, scope)
            let gx = try guide(alignment, .horizontal, of: child, proposal: proposal, size: childSize, scope)
            let gy = try guide(alignment, .vertical, of: child, proposal: proposal, size: childSize, scope)
            pointX = pointX.map { max($0, gx, index, "align_x") } ?? gx
            pointY = pointY.map { max($0, gy, index, "align_y") } ?? gy
        }
        // 4. Every child's guide on the point.
        var placements: [FormPlacement] = []
        for child in self[index].children {
            let childSize = try self.size(child, proposal, scope)
            let x = offset(pointX ?? .zero, try guide(alignment, .horizontal, of: child, proposal: proposal, size: childSize, scope))
            let y = offset(pointY ?? .zero, try guide(alignment, .vertical, of: child, proposal: proposal, size: childSize, scope))
            placements.append(FormPlacement(child: child, proposal: proposal, origin: FormPoint(x: x, y: y), scope: scope))
        }
        return placements
    }
}
