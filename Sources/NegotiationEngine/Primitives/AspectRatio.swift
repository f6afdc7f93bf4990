import ViewTree

// `aspectRatio` (R2.5 with I.1's rule for one nil axis), in the steps the constraint engine's
// Encodings/AspectRatio.swift follows too:
// 1. Both axes nil: pass the proposal through (the ratio is not enforced).
// 2. The ratio: the one given (greater than 0, else an error), or the child's ideal size (no
//    usable ideal: pass the proposal through).
// 3. The scale on each proposed axis is its length over the ratio's side; .fit takes the
//    smaller, .fill the larger; with one axis nil, the other's.
// 4. Propose the child the ratio times the scale; the answer is the child's (only the proposal
//    changes).
extension LayoutPass {
    /// Steps 1-4: the proposal the child gets.
    func aspectRatioProposal(_ index: Int, _ spec: AspectRatioSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> ProposedSize {
        // 1. Both axes unspecified: passed through.
        if proposal.width == nil && proposal.height == nil { return proposal }
        // 2. The ratio.
        let ratio: Size
        if let expr = spec.ratio {
            let r = try value(expr, index, "aspectRatio", scope)
            guard r > 0 else { throw layoutError(index, "aspectRatio \(formatLength(r)) must be greater than 0", argument: "aspectRatio") }
            ratio = Size(width: r, height: 1)
        } else {
            ratio = try childSize(index, .unspecified, scope)
            // A child with no usable ideal shape gives no ratio: pass the proposal through.
            guard ratio.width > 0, ratio.height > 0, ratio.width.isFinite, ratio.height.isFinite else { return proposal }
        }
        // 3. The scale.
        let scaleX = proposal.width.map { $0 / ratio.width }
        let scaleY = proposal.height.map { $0 / ratio.height }
        let scale: Double
        switch (scaleX, scaleY) {
        case (let x?, let y?): scale = spec.contentMode == .fit ? min(x, y) : max(x, y)
        case (let x?, nil): scale = x
        case (nil, let y?): scale = y
        case (nil, nil): return proposal
        }
        // 4. The child's proposal.
        return ProposedSize(width: ratio.width * scale, height: ratio.height * scale)
    }

    /// Step 4: the answer is the child's for that proposal.
    func aspectRatioSize(_ index: Int, _ spec: AspectRatioSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        try childSize(index, aspectRatioProposal(index, spec, proposal, scope), scope)
    }
}

// `fixedSize` (R2.4): nil on the fixed axes.
extension LayoutPass {
    func fixedSizeProposal(_ proposal: ProposedSize, _ horizontal: Bool, _ vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
