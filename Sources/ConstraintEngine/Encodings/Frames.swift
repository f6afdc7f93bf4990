import ViewTree

// frame (fixed and flexible), containerRelativeFrame, padding, aspectRatio: the rules of
// R2.1-R2.5, R2.10 and I.1 restated over forms.
extension SymbolicPass {
    /// A fixed frame's lengths; a negative, NaN or infinite one is treated as absent (I.5).
    func fixedLengths(_ index: Int, _ frame: FixedFrame, _ scope: FormScope) throws(CompileInterrupt) -> (LinearForm?, LinearForm?) {
        func length(_ expr: Expr?, _ name: String) throws(CompileInterrupt) -> LinearForm? {
            guard let expr else { return nil }
            let value = try form(expr, index, name, scope, allowNaN: true)
            if value.isNaN {
                warn(index, "frame(\(name):) is NaN; treated as unspecified")
                return nil
            }
            let negative = value.isInfinite ? false : try program.sign(value, "frame(\(name):) of \(self[index].path) turns negative") == .negative
            if value.isInfinite || negative {
                warn(index, "frame(\(name):) is negative or infinite; treated as unspecified")
                return nil
            }
            return value
        }
        return (try length(frame.width, "width"), try length(frame.height, "height"))
    }

    func fixedFrameSize(_ index: Int, _ frame: FixedFrame, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let (width, height) = try fixedLengths(index, frame, scope)
        if let width, let height { return FormSize(width: width, height: height) }
        let child = try childSize(index, FormProposal(width: width ?? proposal.width, height: height ?? proposal.height), scope)
        return FormSize(width: width ?? child.width, height: height ?? child.height)
    }

    func fixedFramePlacements(_ index: Int, _ frame: FixedFrame, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt)
        -> [FormPlacement]
    {
        let (width, height) = try fixedLengths(index, frame, scope)
        return [
            try aligned(
                self[index].children[0], in: size, alignment: frame.alignment,
                proposal: FormProposal(width: width ?? proposal.width, height: height ?? proposal.height), scope)
        ]
    }

    /// The container lengths of a containerRelativeFrame as a fixed frame (R2.10, I.1).
    func containerFrame(_ index: Int, _ spec: ContainerRelativeSpec, _ scope: FormScope) throws(CompileInterrupt) -> FixedFrame {
        // The lengths are forms, carried into the fixed frame through a scope-free route:
        // evaluate here and store as constants when constant, else as container expressions.
        var frame = FixedFrame(alignment: spec.alignment)
        for axis in Axis.allCases where spec.axes.contains(axis) {
            guard scope.container[axis] != nil else { continue }
            let length: Expr
            switch spec.length {
            case .grid(let count, let span, let spacing):
                guard count > 0 else { throw .failure(failure(index, "count must be at least 1", "count")) }
                guard span > 0 else { throw .failure(failure(index, "span must be at least 1", "span")) }
                let container = Expr.variable(.containerLength(axis))
                let column = (container - spacing * Double(count - 1)) / Double(count)
                length = column * Double(span) + spacing * Double(span - 1)
            case .closure(let horizontal, let vertical):
                guard let expr = axis == .horizontal ? horizontal : vertical else { continue }
                length = expr
            }
            if axis == .horizontal { frame.width = length } else { frame.height = length }
        }
        return frame
    }

    // MARK: Flexible frame

    struct FormLimits {
        var min: LinearForm?
        var ideal: LinearForm?
        var max: LinearForm?
    }

    /// Limits normalised as I.1 says, with max() where the values are forms.
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

    func clampedProposal(_ limits: FormLimits, _ proposed: LinearForm?, _ index: Int, _ what: String) -> LinearForm? {
        guard var value = proposed ?? limits.ideal else { return nil }
        if let low = limits.min { value = max(value, low, index, what + "_clamp_min") }
        if let high = limits.max { value = min(value, high, index, what + "_clamp_max") }
        return value
    }

    /// The frame's length on one axis, from `clamped`, the child's proposal (`clampedProposal`).
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

    func flexibleFrameSize(_ index: Int, _ frame: FlexibleFrame, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let h = try limits(index, frame, .horizontal, scope)
        let v = try limits(index, frame, .vertical, scope)
        let clamped = FormProposal(width: clampedProposal(h, proposal.width, index, "w"), height: clampedProposal(v, proposal.height, index, "h"))
        let child = try childSize(index, clamped, scope)
        return FormSize(
            width: flexibleLength(h, proposed: proposal.width, clamped: clamped.width, child: child.width, index, "w"),
            height: flexibleLength(v, proposed: proposal.height, clamped: clamped.height, child: child.height, index, "h"))
    }

    /// Placed with the frame's size, except nil on an axis proposed nil, without ideal, whose
    /// size lies strictly between its min and max (I.1).
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

    // MARK: Padding

    func insets(_ insets: EdgeInsets, _ index: Int, _ scope: FormScope) throws(CompileInterrupt) -> (
        top: LinearForm, leading: LinearForm, bottom: LinearForm, trailing: LinearForm
    ) {
        (
            try form(insets.top, index, "padding.top", scope), try form(insets.leading, index, "padding.leading", scope),
            try form(insets.bottom, index, "padding.bottom", scope), try form(insets.trailing, index, "padding.trailing", scope)
        )
    }

    func paddingProposal(_ index: Int, _ i: (top: LinearForm, leading: LinearForm, bottom: LinearForm, trailing: LinearForm), _ proposal: FormProposal)
        -> FormProposal
    {
        FormProposal(
            width: proposal.width.map { max($0 - i.leading - i.trailing, .zero, index, "inner_w") },
            height: proposal.height.map { max($0 - i.top - i.bottom, .zero, index, "inner_h") })
    }

    func paddingSize(_ index: Int, _ edges: EdgeInsets, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let i = try insets(edges, index, scope)
        let child = try childSize(index, paddingProposal(index, i, proposal), scope)
        return FormSize(
            width: max(child.width + i.leading + i.trailing, .zero, index, "outer_w"),
            height: max(child.height + i.top + i.bottom, .zero, index, "outer_h"))
    }

    // MARK: aspectRatio

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
