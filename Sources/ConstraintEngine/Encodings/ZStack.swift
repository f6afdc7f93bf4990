import LeafMeasurement
import ViewTree

// ZStack (R4.1): the size is the max of its top-priority children's; they align on the max of
// their guides.
extension SymbolicPass {
    func topPriorityChildren(_ index: Int) -> [Int] {
        let children = self[index].children
        guard let top = children.map({ self[$0].priority }).max() else { return [] }
        return children.filter { self[$0].priority == top }
    }

    func zStackSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        var result = FormSize.zero
        for child in topPriorityChildren(index) {
            let answer = try size(child, proposal, scope)
            result = FormSize(width: max(result.width, answer.width, index, "w_of\(child)"), height: max(result.height, answer.height, index, "h_of\(child)"))
        }
        return result
    }

    func zStackPlacements(_ index: Int, _ alignment: Alignment, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        let proposal = FormProposal(size)
        var pointX: LinearForm?
        var pointY: LinearForm?
        for child in topPriorityChildren(index) {
            let childSize = try self.size(child, proposal, scope)
            let gx = try guide(alignment, .horizontal, of: child, size: childSize, scope)
            let gy = try guide(alignment, .vertical, of: child, size: childSize, scope)
            pointX = pointX.map { max($0, gx, index, "align_x") } ?? gx
            pointY = pointY.map { max($0, gy, index, "align_y") } ?? gy
        }
        var placements: [FormPlacement] = []
        for child in self[index].children {
            let childSize = try self.size(child, proposal, scope)
            let x = offset(pointX ?? .zero, try guide(alignment, .horizontal, of: child, size: childSize, scope))
            let y = offset(pointY ?? .zero, try guide(alignment, .vertical, of: child, size: childSize, scope))
            placements.append(FormPlacement(child: child, proposal: proposal, origin: FormPoint(x: x, y: y), scope: scope))
        }
        return placements
    }
}
