import ViewTree

// ZStack (R4.1), in the steps the constraint engine's Encodings/ZStack.swift follows too:
// 1. The sizing children are those of the highest layout priority (the others do not size it).
// 2. Propose each sizing child the whole proposal; the ZStack's size is the largest answer on
//    each axis (0 without children).
// 3. The alignment point is, on each axis, the largest guide of the sizing children in their
//    answers to the ZStack's size.
// 4. Every child is proposed the ZStack's size and placed so that its guide meets the point.
extension LayoutPass {
    /// Step 1: the children that size the ZStack, those with the highest priority.
    func sizingChildren(_ index: Int) -> [Int] {
        let children = self[index].children
        guard let top = children.map({ self[$0].priority }).max() else { return [] }
        return children.filter { self[$0].priority == top }
    }

    /// Step 2: the largest answer of the sizing children on each axis.
    func zStackSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        var result = Size.zero
        for child in sizingChildren(index) {
            let answer = try size(child, proposal, scope)
            result = Size(width: max(result.width, answer.width), height: max(result.height, answer.height))
        }
        return result
    }

    /// Steps 3 and 4: the alignment point is the largest guide of the sizing children; each
    /// child's guide meets it.
    func zStackPlacements(_ index: Int, _ alignment: Alignment, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        let proposal = ProposedSize(size)
        // 3. The alignment point.
        var point = Point(x: -.infinity, y: -.infinity)
        for child in sizingChildren(index) {
            let childSize = try self.size(child, proposal, scope)
            point.x = max(point.x, try guide(alignment, .horizontal, of: child, proposal: proposal, size: childSize, scope))
            point.y = max(point.y, try guide(alignment, .vertical, of: child, proposal: proposal, size: childSize, scope))
        }
        // 4. Every child's guide on the point.
        var placements: [ChildPlacement] = []
        for child in self[index].children {
            let childSize = try self.size(child, proposal, scope)
            let origin = Point(
                x: offsetBetween(point.x, try guide(alignment, .horizontal, of: child, proposal: proposal, size: childSize, scope)),
                y: offsetBetween(point.y, try guide(alignment, .vertical, of: child, proposal: proposal, size: childSize, scope)))
            placements.append(ChildPlacement(child: child, proposal: proposal, origin: origin, scope: scope))
        }
        return placements
    }
}
