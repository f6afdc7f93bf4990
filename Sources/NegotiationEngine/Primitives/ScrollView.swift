import ViewTree

// ScrollView (R5.2, content margins I.3, container length I.1), in the steps the constraint
// engine's Encodings/ScrollView.swift follows too:
// 1. Evaluate the content margins (I.3; none: 0).
// 2. Propose the content nil on the scroll axes and, across them, the proposal less the margins
//    (at least 0); containerRelativeFrame inside sees the ScrollView's proposal (its viewport,
//    the window's where nil; I.1).
// 3. The ScrollView's size on a scroll axis is the proposal (nil: the content plus margins); on
//    another axis the content plus margins.
// 4. The content sits at (leading margin, top margin), moved on each finite axis by the room
//    left (the ScrollView less the content and margins) times the anchor: the alignment anchor
//    where the room is positive (content smaller: defaultScrollAnchor, else centred on both
//    axes, measured), the initial anchor where it is negative (content larger, scrolled so
//    that the anchor's point shows).
extension LayoutPass {
    struct ScrollGeometry {
        var contentProposal: ProposedSize
        var margins: ResolvedInsets
        var contentScope: Scope
    }

    /// Steps 1 and 2: the content is proposed nil on the scroll axes and the proposal minus the
    /// margins across.
    func scrollGeometry(_ index: Int, _ spec: ScrollSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> ScrollGeometry {
        let margins =
            try self[index].contentMargins.map { m throws(LayoutError) in try resolve(m, index, "contentMargins", scope) } ?? .zero
        var contentProposal = paddingChildProposal(margins, proposal)
        for axis in Axis.allCases where spec.axes.contains(axis) { contentProposal[axis] = nil }
        // containerRelativeFrame inside sees the ScrollView's proposal (its viewport), else the window's.
        var inner = scope
        inner.container = ProposedSize(width: proposal.width ?? window.width, height: proposal.height ?? window.height)
        return ScrollGeometry(contentProposal: contentProposal, margins: margins, contentScope: inner)
    }

    /// Step 3: scroll axes take the proposal (nil: the content plus margins); other axes the
    /// content plus margins.
    func scrollViewSize(_ index: Int, _ spec: ScrollSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let geometry = try scrollGeometry(index, spec, proposal, scope)
        let content = try self[index].children.first.map { c throws(LayoutError) in try size(c, geometry.contentProposal, geometry.contentScope) } ?? .zero
        let margins = geometry.margins
        let contentWidth = content.width + margins.horizontal
        let contentHeight = content.height + margins.vertical
        let width = spec.axes.contains(.horizontal) ? (proposal.width ?? contentWidth) : contentWidth
        let height = spec.axes.contains(.vertical) ? (proposal.height ?? contentHeight) : contentHeight
        return Size(width: width, height: height)
    }

    /// Step 4: the content at the margins, moved by the room left times the anchors.
    func scrollViewPlacements(_ index: Int, _ spec: ScrollSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        guard let content = self[index].children.first else { return [] }
        let geometry = try scrollGeometry(index, spec, proposal, scope)
        var origin = Point(x: geometry.margins.leading, y: geometry.margins.top)
        let alignment = spec.effectiveAlignmentAnchor, initial = spec.initialAnchor
        if alignment != nil || initial != nil {
            let outer = try scrollViewSize(index, spec, proposal, scope)
            let inner = try size(content, geometry.contentProposal, geometry.contentScope)
            let room = Size(width: outer.width - inner.width - geometry.margins.horizontal, height: outer.height - inner.height - geometry.margins.vertical)
            func moved(_ room: Double, _ a: Double?, _ b: Double?) -> Double {
                guard room.isFinite else { return 0 }
                return max(room, 0) * (a ?? 0) + min(room, 0) * (b ?? 0)
            }
            origin.x += moved(room.width, alignment?.x, initial?.x)
            origin.y += moved(room.height, alignment?.y, initial?.y)
        }
        return [ChildPlacement(child: content, proposal: geometry.contentProposal, origin: origin, scope: geometry.contentScope)]
    }
}
