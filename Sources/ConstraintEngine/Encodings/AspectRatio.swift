import ViewTree

// `aspectRatio` (R2.5 with I.1's rule for one nil axis), in the steps of the negotiation
// engine's Primitives/AspectRatio.swift, over forms: the ratio must be a number (a ratio that
// depends on the layout would make the program nonlinear), and step 3's min or max is a
// clamp the range analysis or GLPK decides (`fit_scale`, `fill_scale`).
// 1. Both axes nil: pass the proposal through (the ratio is not enforced).
// 2. The ratio: the one given (greater than 0, else an error), or the child's ideal size (no
//    usable ideal: pass the proposal through).
// 3. The scale on each proposed axis is its length over the ratio's side; .fit takes the
//    smaller, .fill the larger; with one axis nil, the other's.
// 4. Propose the child the ratio times the scale; the answer is the child's (only the proposal
//    changes).
extension SymbolicPass {
    /// Steps 1-4: the proposal the child gets.
    func aspectRatioProposal(_ index: Int, _ spec: AspectRatioSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormProposal {
        // 1. Both axes unspecified: passed through.
        if proposal.width == nil && proposal.height == nil { return proposal }
        // 2. The ratio.
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
        // 3. The scale.
        let sx = proposal.width.map { $0 / ratioWidth }
        let sy = proposal.height.map { $0 / ratioHeight }
        let scale: LinearForm
        switch (sx, sy) {
        case (let x?, let y?): scale = spec.contentMode == .fit ? min(x, y, index, "fit_scale") : max(x, y, index, "fill_scale")
        case (let x?, nil): scale = x
        case (nil, let y?): scale = y
        case (nil, nil): return proposal
        }
        // 4. The child's proposal.
        return FormProposal(width: scale * ratioWidth, height: scale * ratioHeight)
    }

    /// Step 4: the answer is the child's for that proposal.
    func aspectRatioSize(_ index: Int, _ spec: AspectRatioSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        try childSize(index, aspectRatioProposal(index, spec, proposal, scope), scope)
    }

    /// Step 4: the child proposed the ratio's size, at the origin.
    func aspectPlacements(_ index: Int, _ spec: AspectRatioSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        [FormPlacement(child: self[index].children[0], proposal: try aspectRatioProposal(index, spec, proposal, scope), origin: .zero, scope: scope)]
    }
}
