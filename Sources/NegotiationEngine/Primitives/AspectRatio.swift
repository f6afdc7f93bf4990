import ViewTree

// `aspectRatio` (R2.5 with I.1's rule for one nil axis): only the proposal changes.
extension LayoutPass {
    func aspectRatioProposal(_ index: Int, _ spec: AspectRatioSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> ProposedSize {
        // Both axes unspecified: passed through, the ratio is not enforced.
        if proposal.width == nil && proposal.height == nil { return proposal }
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
        let scaleX = proposal.width.map { $0 / ratio.width }
        let scaleY = proposal.height.map { $0 / ratio.height }
        let scale: Double
        switch (scaleX, scaleY) {
        case (let x?, let y?): scale = spec.contentMode == .fit ? min(x, y) : max(x, y)
        case (let x?, nil): scale = x
        case (nil, let y?): scale = y
        case (nil, nil): return proposal
        }
        return ProposedSize(width: ratio.width * scale, height: ratio.height * scale)
    }

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
