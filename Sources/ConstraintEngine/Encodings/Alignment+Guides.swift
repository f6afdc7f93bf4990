import LeafMeasurement
import ViewTree

// Alignment guides (R6.1-R6.3), in the steps of the negotiation engine's
// Primitives/Alignment+Guides.swift, over forms (a baseline needs the Text's height to be
// constant over the piece: its line count is a step function):
// 1. A view's guide for an alignment, in its own coordinates: an explicit `alignmentGuide`
//    evaluated with the view's size (R6.3); else implicit, the alignment's fraction of its
//    length (leading 0, center 0.5, trailing 1; R6.1); a Text's first and last text baselines
//    are a line's top plus the font's ascent (I.2), another view's its bottom.
// 2. A container's own guide is always implicit (R6.2).
// 3. A child is aligned in a container by putting its guide on the container's:
//    origin = container guide - child guide, on each axis (`aligned`).
extension SymbolicPass {
    /// Step 1: the guide of `alignment` along `axis` in a view of `size`, explicit or implicit.
    func guide(_ alignment: Alignment, _ axis: Axis, of index: Int, size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> LinearForm {
        if let explicit = explicitGuide(alignment, axis, of: index) {
            return try form(explicit, index, "alignmentGuide", scope, dimensions: size)
        }
        if axis == .horizontal { return guideForm(fraction: alignment.horizontal.fraction, length: size.width) }
        switch alignment.vertical {
        case .firstTextBaseline, .lastTextBaseline:
            if case .text = self[index].kind, let height = program.constant(of: size.height) {
                let node = self[index]
                let measurer = text.measurer(for: node)
                let lineHeight = measurer.lineHeight(of: node.font)
                let ascent = measurer.ascent(of: node.font)
                let lines = Swift.max(1, NumericPolicy.count((height / lineHeight).rounded(), atMost: Int.max))
                return LinearForm(alignment.vertical == .firstTextBaseline ? ascent : Double(lines - 1) * lineHeight + ascent)
            }
            return size.height
        default:
            return guideForm(fraction: alignment.vertical.fraction, length: size.height)
        }
    }

    /// The view's explicit `alignmentGuide` for `alignment` along `axis`, if it sets one (the
    /// node read in place: a copy retains its dozen references; most set no guide).
    private func explicitGuide(_ alignment: Alignment, _ axis: Axis, of index: Int) -> Expr? {
        guard self[index].hasGuides else { return nil }
        return axis == .horizontal
            ? self[index].attributes.horizontalGuides[alignment.horizontal] : self[index].attributes.verticalGuides[alignment.vertical]
    }

    /// `-guide(...)`, a child's offset from its container's guide (a stack's step 7): an
    /// implicit guide is its fraction of the length with the fraction negated, `length x
    /// -f`, the same numbers as negating `length x f` after (negation is exact), made once.
    func negatedGuide(_ alignment: Alignment, _ axis: Axis, of index: Int, size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> LinearForm {
        let baseline = axis == .vertical && (alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline)
        if baseline || explicitGuide(alignment, axis, of: index) != nil { return -(try guide(alignment, axis, of: index, size: size, scope)) }
        let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
        // `guideForm`'s cases negated: -0 for a zero fraction, else the length scaled by -f.
        return fraction == 0 ? LinearForm(-0.0) : size[axis] * -fraction
    }

    /// Step 2: a container's own guide, always implicit.
    func containerGuide(_ alignment: Alignment, _ axis: Axis, size: FormSize) -> LinearForm {
        guideForm(fraction: axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction, length: size[axis])
    }

    /// Step 3: a child proposed `proposal`, aligned in a container of `size`.
    func aligned(_ child: Int, in size: FormSize, alignment: Alignment, proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormPlacement {
        let childSize = try self.size(child, proposal, scope)
        let x = offset(containerGuide(alignment, .horizontal, size: size), try guide(alignment, .horizontal, of: child, size: childSize, scope))
        let y = offset(containerGuide(alignment, .vertical, size: size), try guide(alignment, .vertical, of: child, size: childSize, scope))
        return FormPlacement(child: child, proposal: proposal, origin: FormPoint(x: x, y: y), scope: scope)
    }
}
