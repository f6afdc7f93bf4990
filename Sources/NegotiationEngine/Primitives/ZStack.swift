import ViewTree

// ZStack (R4.1): sized by its top-priority children, every child placed in its final size.
extension LayoutPass {
    /// The children that size the ZStack: those with the highest priority.
    func sizingChildren(_ index: Int) -> [Int] {
        let children = self[index].children
        guard let top = children.map({ self[$0].priority }).max() else { return [] }
        return children.filter { self[$0].priority == top }
    }

    func zStackSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        var result = Size.zero
        for child in sizingChildren(index) {
            let answer = try size(child, proposal, scope)
            result = Size(width: max(result.width, answer.width), height: max(result.height, answer.height))
        }
        return result
    }

    /// The alignment point is the largest guide of the sizing children; each child's guide meets it.
    func zStackPlacements(_ index: Int, _ alignment: Alignment, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        let proposal = ProposedSize(size)
        var point = Point(x: -.infinity, y: -.infinity)
        for child in sizingChildren(index) {
            let childSize = try self.size(child, proposal, scope)
            point.x = max(point.x, try guide(alignment, .horizontal, of: child, size: childSize, scope))
            point.y = max(point.y, try guide(alignment, .vertical, of: child, size: childSize, scope))
        }
        var placements: [ChildPlacement] = []
        for child in self[index].children {
            let childSize = try self.size(child, proposal, scope)
            let origin = Point(
                x: offsetBetween(point.x, try guide(alignment, .horizontal, of: child, size: childSize, scope)),
                y: offsetBetween(point.y, try guide(alignment, .vertical, of: child, size: childSize, scope)))
            placements.append(ChildPlacement(child: child, proposal: proposal, origin: origin, scope: scope))
        }
        return placements
    }
}
