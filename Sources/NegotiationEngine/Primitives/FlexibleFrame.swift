import ViewTree

// The flexible frame (R2.3, normalised as I.1 says; placement proposal of I.1).
extension LayoutPass {
    func flexibleLimits(_ index: Int, _ frame: FlexibleFrame, _ axis: Axis, _ scope: Scope) throws(LayoutError) -> FrameLimits {
        let (mn, id, mx) = frame.limits(axis)
        let suffix = axis == .horizontal ? "Width" : "Height"
        func eval(_ expr: Expr?, _ name: String) throws(LayoutError) -> Double? {
            try expr.map { e throws(LayoutError) in try value(e, index, name + suffix, scope) }
        }
        return FrameLimits(min: try eval(mn, "min"), ideal: try eval(id, "ideal"), max: try eval(mx, "max"))
    }

    /// The child's proposal on one axis: the frame's proposal (or ideal) clamped to [min, max] (R2.3a).
    func flexibleChildProposal(_ limits: FrameLimits, _ proposed: Double?) -> Double? {
        (proposed ?? limits.ideal).map { min(max($0, limits.min ?? -.infinity), limits.max ?? .infinity) }
    }

    /// The frame's length on one axis, given the child's answer (R2.3b).
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

    func flexibleFrameSize(_ index: Int, _ frame: FlexibleFrame, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let horizontal = try flexibleLimits(index, frame, .horizontal, scope)
        let vertical = try flexibleLimits(index, frame, .vertical, scope)
        let childProposal = ProposedSize(width: flexibleChildProposal(horizontal, proposal.width), height: flexibleChildProposal(vertical, proposal.height))
        let child = try childSize(index, childProposal, scope)
        return Size(
            width: flexibleLength(horizontal, proposed: proposal.width, child: child.width),
            height: flexibleLength(vertical, proposed: proposal.height, child: child.height))
    }

    /// The child is proposed the frame's own size, except on an axis where the frame was
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
