import LeafMeasurement
import ViewTree

// Leaf views: Color and shapes (R1.1), Text (I.2, or a real font), Image (R1.4, I.1), Spacer (R1.2, I.1),
// Divider (I.1).
extension LayoutPass {
    /// Shapes and colours take the proposal; nil becomes 10 (R1.1).
    func shapeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: LayoutConstants.idealShapeLength, height: LayoutConstants.idealShapeLength))
    }

    func textLayout(_ string: String, _ node: IndexedTree.Node, _ proposal: ProposedSize) -> TextLayout {
        text.measurer(for: node).layout(string, font: node.font, proposal: proposal, lineLimit: node.lineLimit)
    }

    /// A fixed image is rigid; a resizable one takes the proposal, nil -> intrinsic.
    func imageSize(_ spec: ImageSpec, _ proposal: ProposedSize) -> Size {
        let intrinsic = Size(width: spec.width, height: spec.height)
        return spec.resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    /// `max(p ?? -inf, minLength)` along the stack's axis and 0 across it; both axes outside a stack.
    func spacerSize(_ index: Int, _ minLength: Expr?, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let length = try minLength.map { e throws(LayoutError) in try value(e, index, "minLength", scope) } ?? LayoutConstants.defaultSpacing
        func along(_ p: Double?) -> Double { max(p ?? -.infinity, length) }
        switch self[index].stackAxis {
        case .horizontal: return Size(width: along(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }

    /// 1 pt thick; vertical in an HStack, horizontal elsewhere; the proposal (nil -> 10) along.
    func dividerSize(_ index: Int, _ proposal: ProposedSize) -> Size {
        let thickness = LayoutConstants.dividerThickness
        let ideal = LayoutConstants.dividerIdealLength
        if self[index].stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? ideal)
        }
        return Size(width: proposal.width ?? ideal, height: thickness)
    }

    /// Size is the proposal with nil -> 10, as a shape's (I.1); content is proposed that size, at top-leading.
    func geometryReaderSize(_ proposal: ProposedSize) -> Size {
        shapeSize(proposal)
    }
}
