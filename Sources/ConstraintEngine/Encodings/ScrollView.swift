import LeafMeasurement
import ViewTree

// ScrollView (R5.2, I.3): nil on the scroll axes, content margins as forms.
extension SymbolicPass {
    struct ScrollForms {
        var contentProposal: FormProposal
        var top: LinearForm
        var leading: LinearForm
        var horizontalMargins: LinearForm
        var verticalMargins: LinearForm
        var contentScope: FormScope
    }

    func scrollForms(_ index: Int, _ spec: ScrollSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> ScrollForms {
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

    func scrollSize(_ index: Int, _ spec: ScrollSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let forms = try scrollForms(index, spec, proposal, scope)
        let content = try self[index].children.first.map { c throws(CompileInterrupt) in try size(c, forms.contentProposal, forms.contentScope) } ?? .zero
        let contentWidth = content.width + forms.horizontalMargins
        let contentHeight = content.height + forms.verticalMargins
        return FormSize(
            width: spec.axes.contains(.horizontal) ? (proposal.width ?? contentWidth) : contentWidth,
            height: spec.axes.contains(.vertical) ? (proposal.height ?? contentHeight) : contentHeight)
    }

    func scrollPlacements(_ index: Int, _ spec: ScrollSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        guard let content = self[index].children.first else { return [] }
        let forms = try scrollForms(index, spec, proposal, scope)
        var origin = FormPoint(x: forms.leading, y: forms.top)
        // Both axes: content smaller than the ScrollView is centred on each finite axis (measured).
        if spec.axes.contains(.horizontal) && spec.axes.contains(.vertical) {
            let outer = try scrollSize(index, spec, proposal, scope)
            let inner = try size(content, forms.contentProposal, forms.contentScope)
            let roomX = outer.width - inner.width - forms.horizontalMargins
            let roomY = outer.height - inner.height - forms.verticalMargins
            if !roomX.isInfinite && !roomX.isNaN { origin.x = origin.x + max(roomX * 0.5, .zero, index, "centre_x") }
            if !roomY.isInfinite && !roomY.isNaN { origin.y = origin.y + max(roomY * 0.5, .zero, index, "centre_y") }
        }
        return [FormPlacement(child: content, proposal: forms.contentProposal, origin: origin, scope: forms.contentScope)]
    }
}
