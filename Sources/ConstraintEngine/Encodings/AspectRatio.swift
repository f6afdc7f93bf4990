import ViewTree

// aspectRatio (R2.5): the proposal it makes its child, over forms.
extension SymbolicPass {
    func aspectProposal(_ index: Int, _ spec: AspectRatioSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormProposal {
        if proposal.width == nil && proposal.height == nil { return proposal }
        let ratioWidth: Double
        let ratioHeight: Double
        if let expr = spec.ratio {
            guard let r = try form(expr, index, "aspectRatio", scope).constantValue else {
                throw .failure(failure(index, "a layout-dependent aspect ratio is not linear", "aspectRatio"))
            }
            guard r > 0 else { throw .failure(failure(index, "aspectRatio \(r) must be greater than 0", "aspectRatio")) }
            ratioWidth = r
            ratioHeight = 1
        } else {
            let ideal = try probe(self[index].children[0], .unspecified, scope)
            guard let w = ideal.width.constantValue, let h = ideal.height.constantValue else {
                throw .failure(failure(index, "the child's ideal size depends on the layout, so its ratio is not linear", "aspectRatio"))
            }
            guard w > 0, h > 0, w.isFinite, h.isFinite else { return proposal }
            ratioWidth = w
            ratioHeight = h
        }
        let sx = proposal.width.map { $0 / ratioWidth }
        let sy = proposal.height.map { $0 / ratioHeight }
        let scale: LinearForm
        switch (sx, sy) {
        case (let x?, let y?): scale = spec.contentMode == .fit ? min(x, y, index, "fit_scale") : max(x, y, index, "fill_scale")
        case (let x?, nil): scale = x
        case (nil, let y?): scale = y
        case (nil, nil): return proposal
        }
        return FormProposal(width: scale * ratioWidth, height: scale * ratioHeight)
    }
}
