import ViewTree

// The flexible frame `frame(minWidth:idealWidth:maxWidth:...)` (R2.3, I.1), in the steps the
// constraint engine's Encodings/FlexibleFrame.swift follows too:
// 1. Evaluate min, ideal and max on each axis, normalised as I.1 says (min at least 0, ideal
//    at least min, max at least the ideal, or at least min without an ideal).
// 2. Propose the child, on each axis, the proposal (the ideal where it is nil) clamped to
//    [min, max] (R2.3a).
// 3. The frame's length on each axis (R2.3b): the ideal where the proposal is nil and there is
//    one; with min and max, the proposal (the child's answer where nil) clamped to them; with
//    only a min, the child's answer at most the clamped proposal, at least min; with only a max,
//    the child's answer at least the clamped proposal, at most max; with neither, the child's.
// 4. Place the child proposed the frame's size, except nil on an axis proposed nil, without an
//    ideal, whose length lies strictly between min and max (I.1); aligned by the frame's
//    alignment (R6.2).
extension LayoutPass {
    /// Step 1: one axis's limits (`FlexibleFrame.limits` normalises them).
    func flexibleLimits(_ index: Int, _ frame: FlexibleFrame, _ axis: Axis, _ scope: Scope) throws(LayoutError) -> FrameLimits {
        let (mn, id, mx) = frame.limits(axis)
        let suffix = axis == .horizontal ? "Width" : "Height"
        func eval(_ expr: Expr?, _ name: String) throws(LayoutError) -> Double? {
            try expr.map { e throws(LayoutError) in try value(e, index, name + suffix, scope) }
        }
        return FrameLimits(min: try eval(mn, "min"), ideal: try eval(id, "ideal"), max: try eval(mx, "max"))
    }

    /// Step 2: the child's proposal on one axis, the frame's proposal (or ideal) clamped to [min, max].
    func flexibleChildProposal(_ limits: FrameLimits, _ proposed: Double?) -> Double? {
        (proposed ?? limits.ideal).map { min(max($0, limits.min ?? -.infinity), limits.max ?? .infinity) }
    }

    /// Step 3: the frame's length on one axis, given the child's answer.
    func flexibleLength(_ limits: FrameLimits, proposed: Double?, child: Double) -> Double {
        if proposed == nil, let ideal = limits.ideal { return ideal }
        let clamped = flexibleChildProposal(limits, proposed)
        switch (limits.min, limits.max) {
        case (let mn?, let mx?):
            return min(max(proposed ?? child, mn), mx)
        case (let mn?, nil):
            return max(min(clamped ?? .infinity, child), mn)
        case (nil, let mx?):
            return min(max(clamped ?? -.infinity, child), mx)
        case (nil, nil):
            return child
        }
    }

    /// Steps 1-3: the frame's size.
    func flexibleFrameSize(_ index: Int, _ frame: FlexibleFrame, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let horizontal = try flexibleLimits(index, frame, .horizontal, scope)
        let vertical = try flexibleLimits(index, frame, .vertical, scope)
        let childProposal = ProposedSize(width: flexibleChildProposal(horizontal, proposal.width), height: flexibleChildProposal(vertical, proposal.height))
        let child = try childSize(index, childProposal, scope)
        return Size(
            width: flexibleLength(horizontal, proposed: proposal.width, child: child.width),
            height: flexibleLength(vertical, proposed: proposal.height, child: child.height))
    }

    /// Step 4: the child is proposed the frame's own size, except on an axis where the frame was
    /// proposed nil, has no ideal and lies strictly between its min and max: nil there (I.1).
    func flexibleFramePlacements(_ index: Int, _ frame: FlexibleFrame, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError)
        -> [ChildPlacement]
    {
        var childProposal = ProposedSize(size)
        for axis in Axis.allCases {
            let limits = try flexibleLimits(index, frame, axis, scope)
            if proposal[axis] == nil, limits.ideal == nil,
                size[axis] > (limits.min ?? -.infinity), size[axis] < (limits.max ?? .infinity)
            {
                childProposal[axis] = nil
            }
        }
        return [try aligned(self[index].children[0], in: size, alignment: frame.alignment, proposal: childProposal, scope)]
    }
}
