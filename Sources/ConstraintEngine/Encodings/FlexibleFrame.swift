import ViewTree

// The flexible frame `frame(minWidth:idealWidth:maxWidth:...)` (R2.3, I.1), in the steps of the
// negotiation engine's Primitives/FlexibleFrame.swift, over forms: every min and max below is
// a clamp (`w_clamp_max`, `w_lo`, ...) that the range analysis decides where it cannot switch
// inside the piece and GLPK decides otherwise; step 4's comparisons split the piece.
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
extension SymbolicPass {
    struct FormLimits {
        var min: LinearForm?
        var ideal: LinearForm?
        var max: LinearForm?
    }

    /// Step 1: one axis's limits normalised as I.1 says, with max() where the values are forms.
    func limits(_ index: Int, _ frame: FlexibleFrame, _ axis: Axis, _ scope: FormScope) throws(CompileInterrupt) -> FormLimits {
        let (mn, id, mx) = frame.limits(axis)
        let suffix = axis == .horizontal ? "Width" : "Height"
        func eval(_ e: Expr?, _ name: String) throws(CompileInterrupt) -> LinearForm? {
            try e.map { x throws(CompileInterrupt) in try form(x, index, name + suffix, scope) }
        }
        var low = try eval(mn, "min")
        var ideal = try eval(id, "ideal")
        var high = try eval(mx, "max")
        if let l = low { low = max(l, .zero, index, "min\(suffix)_nonneg") }
        if let l = low, let i = ideal { ideal = max(i, l, index, "ideal\(suffix)_atleast_min") }
        if let i = ideal, let h = high { high = max(h, i, index, "max\(suffix)_atleast_ideal") }
        if ideal == nil, let l = low, let h = high { high = max(h, l, index, "max\(suffix)_atleast_min") }
        return FormLimits(min: low, ideal: ideal, max: high)
    }

    /// Step 2: the proposal (or ideal) clamped to [min, max].
    func clampedProposal(_ limits: FormLimits, _ proposed: LinearForm?, _ index: Int, _ what: String) -> LinearForm? {
        guard var value = proposed ?? limits.ideal else { return nil }
        if let low = limits.min { value = max(value, low, index, what + "_clamp_min") }
        if let high = limits.max { value = min(value, high, index, what + "_clamp_max") }
        return value
    }

    /// Step 3: the frame's length on one axis, from `clamped`, the child's proposal (`clampedProposal`).
    func flexibleLength(_ limits: FormLimits, proposed: LinearForm?, clamped: LinearForm?, child: LinearForm, _ index: Int, _ what: String) -> LinearForm {
        if proposed == nil, let ideal = limits.ideal { return ideal }
        switch (limits.min, limits.max) {
        case (let low?, let high?):
            return min(max(proposed ?? child, low, index, what + "_lo"), high, index, what + "_hi")
        case (let low?, nil):
            let inner = clamped.map { min($0, child, index, what + "_fit") } ?? child
            return max(inner, low, index, what + "_lo")
        case (nil, let high?):
            let inner = clamped.map { max($0, child, index, what + "_fill") } ?? child
            return min(inner, high, index, what + "_hi")
        case (nil, nil):
            return child
        }
    }

    /// Steps 1-3: the frame's size.
    func flexibleFrameSize(_ index: Int, _ frame: FlexibleFrame, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let h = try limits(index, frame, .horizontal, scope)
        let v = try limits(index, frame, .vertical, scope)
        let clamped = FormProposal(width: clampedProposal(h, proposal.width, index, "w"), height: clampedProposal(v, proposal.height, index, "h"))
        let child = try childSize(index, clamped, scope)
        return FormSize(
            width: flexibleLength(h, proposed: proposal.width, clamped: clamped.width, child: child.width, index, "w"),
            height: flexibleLength(v, proposed: proposal.height, clamped: clamped.height, child: child.height, index, "h"))
    }

    /// Step 4: placed with the frame's size, except nil on an axis proposed nil, without ideal,
    /// whose size lies strictly between its min and max (I.1).
    func flexibleFramePlacements(_ index: Int, _ frame: FlexibleFrame, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt)
        -> [FormPlacement]
    {
        var childProposal = FormProposal(size)
        for axis in Axis.allCases where proposal[axis] == nil {
            let l = try limits(index, frame, axis, scope)
            guard l.ideal == nil else { continue }
            let length = size[axis]
            let aboveMin =
                try l.min.map { m throws(CompileInterrupt) in try program.less(m, length, "frame at \(self[index].path) leaves its minimum") }
                ?? (length.constant != -.infinity)
            let belowMax =
                try l.max.map { m throws(CompileInterrupt) in try program.less(length, m, "frame at \(self[index].path) reaches its maximum") }
                ?? (length.constant != .infinity)
            if aboveMin && belowMax { childProposal[axis] = nil }
        }
        return [try aligned(self[index].children[0], in: size, alignment: frame.alignment, proposal: childProposal, scope)]
    }
}
