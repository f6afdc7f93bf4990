import LeafMeasurement
import ViewTree

// ScrollView (R5.2, content margins I.3, container length I.1), in the steps of the negotiation
// engine's Primitives/ScrollView.swift, over forms (step 2's and 4's max() are clamps the range
// analysis or GLPK decides: `content_w`, `anchor_x`; one anchor for both signs of the room is
// linear, `room * anchor`):
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
extension SymbolicPass {
    struct ScrollForms {
        var contentProposal: FormProposal
        var top: LinearForm
        var leading: LinearForm
        var horizontalMargins: LinearForm
        var verticalMargins: LinearForm
        var contentScope: FormScope
    }

    /// Steps 1 and 2: the margins and the content's proposal.
    func scrollGeometry(_ index: Int, _ spec: ScrollSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> ScrollForms {
        var top = LinearForm.zero, leading = LinearForm.zero, bottom = LinearForm.zero, trailing = LinearForm.zero
        if let margins = self[index].contentMargins {
            top = try form(margins.top, index, "contentMargins.top", scope)
            leading = try form(margins.leading, index, "contentMargins.leading", scope)
            bottom = try form(margins.bottom, index, "contentMargins.bottom", scope)
            trailing = try form(margins.trailing, index, "contentMargins.trailing", scope)
        }
        let horizontal = leading + trailing
        let vertical = top + bottom
        let width = spec.axes.contains(.horizontal) ? nil : proposal.width.map { max($0 - horizontal, .zero, index, "content_w") }
        let height = spec.axes.contains(.vertical) ? nil : proposal.height.map { max($0 - vertical, .zero, index, "content_h") }
        var inner = scope
        inner.container = FormProposal(width: proposal.width ?? window.width, height: proposal.height ?? window.height)
        return ScrollForms(
            contentProposal: FormProposal(width: width, height: height), top: top, leading: leading,
            horizontalMargins: horizontal, verticalMargins: vertical, contentScope: inner)
    }

    /// Step 3: the ScrollView's size.
    func scrollViewSize(_ index: Int, _ spec: ScrollSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let forms = try scrollGeometry(index, spec, proposal, scope)
        let content = try self[index].children.first.map { c throws(CompileInterrupt) in try size(c, forms.contentProposal, forms.contentScope) } ?? .zero
        let contentWidth = content.width + forms.horizontalMargins
        let contentHeight = content.height + forms.verticalMargins
        return FormSize(
            width: spec.axes.contains(.horizontal) ? (proposal.width ?? contentWidth) : contentWidth,
            height: spec.axes.contains(.vertical) ? (proposal.height ?? contentHeight) : contentHeight)
    }

    /// Step 4: the content at the margins, moved by the room left times the anchors.
    func scrollViewPlacements(_ index: Int, _ spec: ScrollSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        guard let content = self[index].children.first else { return [] }
        let forms = try scrollGeometry(index, spec, proposal, scope)
        var origin = FormPoint(x: forms.leading, y: forms.top)
        let alignment = spec.effectiveAlignmentAnchor, initial = spec.initialAnchor
        if alignment != nil || initial != nil {
            let outer = try scrollViewSize(index, spec, proposal, scope)
            let inner = try size(content, forms.contentProposal, forms.contentScope)
            let roomX = outer.width - inner.width - forms.horizontalMargins
            let roomY = outer.height - inner.height - forms.verticalMargins
            func moved(_ room: LinearForm, _ a: Double?, _ b: Double?, _ axis: String) -> LinearForm {
                guard !room.isInfinite && !room.isNaN else { return .zero }
                let a = a ?? 0, b = b ?? 0
                if a == b { return room * a }
                var result = LinearForm.zero
                // The measured centring of a two-axis ScrollView keeps its name, `centre_x`.
                if a != 0 { result = result + max(room * a, .zero, index, (spec.alignmentAnchor == nil ? "centre_" : "anchor_") + axis) }
                if b != 0 { result = result + min(room * b, .zero, index, "offset_" + axis) }
                return result
            }
            origin.x = origin.x + moved(roomX, alignment?.x, initial?.x, "x")
            origin.y = origin.y + moved(roomY, alignment?.y, initial?.y, "y")
        }
        return [FormPlacement(child: content, proposal: forms.contentProposal, origin: origin, scope: forms.contentScope)]
    }
}
