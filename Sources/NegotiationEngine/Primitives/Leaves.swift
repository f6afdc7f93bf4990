import LeafMeasurement
import ViewTree

// Leaf views, each rule in the steps the constraint engine's Encodings/Leaves.swift follows too:
// 1. Color and shapes take the proposal; nil becomes 10 (R1.1).
// 2. Text: its lines and size at the proposed width (I.2, or a real font), the whole lines that
//    fit a finite proposed height; at least its minimum lines tall (`lineLimit(3...6)`,
//    `reservesSpace: true`: ReservedLines).
// 3. Image: a fixed one is its intrinsic size; a resizable one takes the proposal, nil
//    becoming the intrinsic size (R1.4, I.1).
// 4. Spacer: max(proposal, minLength (default 8)) along its stack's axis and 0 across it;
//    both axes outside a stack (R1.2, I.1).
// 5. Divider: 1 pt thick, vertical in an HStack and horizontal elsewhere, the proposal along
//    it (nil: 10; I.1).
// 6. GeometryReader: a shape's size (I.1); its content is proposed that size, at top-leading.
extension LayoutPass {
    /// Step 1: shapes and colours take the proposal; nil becomes 10.
    func shapeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: LayoutConstants.idealShapeLength, height: LayoutConstants.idealShapeLength))
    }

    /// Step 2: the Text's lines and size at the proposal, at least its minimum lines tall.
    func textLayout(_ string: String, _ node: IndexedTree.Node, _ proposal: ProposedSize) -> TextLayout {
        text.layout(string, of: node, proposal: proposal)
    }

    /// Step 3: a fixed image is rigid; a resizable one takes the proposal, nil -> intrinsic.
    func imageSize(_ spec: ImageSpec, _ proposal: ProposedSize) -> Size {
        let intrinsic = Size(width: spec.width, height: spec.height)
        return spec.resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    /// Step 4: `max(p ?? -inf, minLength)` along the stack's axis and 0 across it; both axes outside a stack.
    func spacerSize(_ index: Int, _ minLength: Expr?, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let length = try minLength.map { e throws(LayoutError) in try value(e, index, "minLength", scope) } ?? LayoutConstants.defaultSpacing
        func along(_ p: Double?) -> Double { max(p ?? -.infinity, length) }
        switch self[index].stackAxis {
        case .horizontal: return Size(width: along(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }

    /// Step 5: 1 pt thick; vertical in an HStack, horizontal elsewhere; the proposal (nil -> 10) along.
    func dividerSize(_ index: Int, _ proposal: ProposedSize) -> Size {
        let thickness = LayoutConstants.dividerThickness
        let ideal = LayoutConstants.dividerIdealLength
        if self[index].stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? ideal)
        }
        return Size(width: proposal.width ?? ideal, height: thickness)
    }

    /// Step 6: the proposal with nil -> 10, as a shape's; content is proposed that size, at top-leading.
    func geometryReaderSize(_ proposal: ProposedSize) -> Size {
        shapeSize(proposal)
    }
}
