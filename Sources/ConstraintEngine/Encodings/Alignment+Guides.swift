import LeafMeasurement
import ViewTree

// Alignment guides (R6.1-R6.4), in the steps of the negotiation engine's
// Primitives/Alignment+Guides.swift, over forms (a baseline needs the Text's height to be
// constant over the piece: its line count is a step function):
// 1. A view's guide for an alignment, in its own coordinates: an explicit `alignmentGuide`
//    evaluated with the view's size (R6.3); a Text's first and last text baselines are a
//    line's top plus the font's ascent (I.2); else the one its content passes up (step 4);
//    else implicit, the alignment's fraction of its length (leading 0, center 0.5, trailing
//    1; R6.1), and a text baseline of a view without text is its bottom.
// 2. A container's own guide, where it aligns its children, is always implicit (R6.2).
// 3. A child is aligned in a container by putting its guide on the container's:
//    origin = container guide - child guide, on each axis (`aligned`).
// 4. A layout container or modifier passes up its children's explicit guides (their own, a
//    Text's baselines, or what their content passed up) moved by each child's origin
//    (R6.4): stacks, ZStack, padding, frames, fixedSize, aspectRatio, containerRelativeFrame,
//    offset, scaleEffect and ViewThatFits's choice pass up every placed child's, overlay
//    and background their primary's only. The values combine as Apple documents the
//    baselines ("the top-most text baseline in a view", "the bottom-most"): the first text
//    baseline is the smallest, the last the largest; any other guide is their average
//    (R6.4's default `_combineExplicit`). A view with none to pass up is implicit (step 1).
extension SymbolicPass {
    /// Steps 1 and 4: the guide of `alignment` along `axis` in a view proposed `proposal`
    /// that answered `size`: explicit, a Text's baseline, passed up, or implicit.
    func guide(_ alignment: Alignment, _ axis: Axis, of index: Int, proposal: FormProposal, size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> LinearForm {
        if mayHaveExplicitGuide(alignment, axis, of: index),
            let explicit = try explicitGuide(alignment, axis, of: index, proposal: proposal, size: size, scope)
        {
            return explicit
        }
        if axis == .horizontal { return guideForm(fraction: alignment.horizontal.fraction, length: size.width) }
        return guideForm(fraction: alignment.vertical.fraction, length: size.height)
    }

    /// Steps 1 and 4: the guide a view sets (`alignmentGuide`), a Text's baseline, or the
    /// guide its content passes up; nil when the view's guide is implicit. `presetSize`: the
    /// view's size was set by its container (a Grid's cell), not answered to `proposal`.
    func explicitGuide(
        _ alignment: Alignment, _ axis: Axis, of index: Int, proposal: FormProposal, size: FormSize, presetSize: Bool = false, _ scope: FormScope
    ) throws(CompileInterrupt) -> LinearForm? {
        if let explicit = ownGuide(alignment, axis, of: index) {
            return try form(explicit, index, "alignmentGuide", scope, dimensions: size)
        }
        if axis == .vertical && alignment.vertical.isTextBaseline, case .text = self[index].kind, let height = program.constant(of: size.height) {
            let node = self[index]
            let measurer = text.measurer(for: node)
            let lineHeight = measurer.lineHeight(of: node.font)
            let ascent = measurer.ascent(of: node.font)
            let lines = Swift.max(1, NumericPolicy.count((height / lineHeight).rounded(), atMost: Int.max))
            return LinearForm(alignment.vertical == .firstTextBaseline ? ascent : Double(lines - 1) * lineHeight + ascent)
        }
        // The children are placed from the view's own proposal columns, as `placeTree` places
        // them, so that the rows their placement writes are the ones placing writes (another
        // expression of the same proposal would be tied to the columns by a second row).
        let local = presetSize || !program.relations ? proposal : localProposal(index, proposal, scope)
        return try passedUpGuide(alignment, axis, of: index, proposal: local, size: size, scope)
    }

    /// Step 4: the children's explicit guides, moved by their origins and combined; nil when
    /// the view passes none up.
    private func passedUpGuide(
        _ alignment: Alignment, _ axis: Axis, of index: Int, proposal: FormProposal, size: FormSize, _ scope: FormScope
    ) throws(CompileInterrupt) -> LinearForm? {
        guard mayHaveExplicitGuide(alignment, axis, of: index) else { return nil }
        guard let passing = GuidePassing(self[index].tag) else { return nil }
        if passedUpGuides.epoch != program.shadowEpoch { passedUpGuides = (program.shadowEpoch, [:]) }
        let key = PassedUpGuideKey(
            node: index, alignment: alignment, axis: axis, proposal: proposal, size: size, scope: scopeKey(index, scope), probing: probing)
        if let known = passedUpGuides.guides[key] { return known }
        let guide = try combinedGuide(alignment, axis, of: index, passing: passing, proposal: proposal, size: size, scope)
        passedUpGuides.guides[key] = guide
        return guide
    }

    /// Step 4 for a view that passes guides up: its children placed, their guides moved and combined.
    private func combinedGuide(
        _ alignment: Alignment, _ axis: Axis, of index: Int, passing: GuidePassing, proposal: FormProposal, size: FormSize, _ scope: FormScope
    ) throws(CompileInterrupt) -> LinearForm? {
        let baseline = axis == .vertical && alignment.vertical.isTextBaseline
        let placements = try childPlacements(index, proposal, size, scope)
        var values: [LinearForm] = []
        for placement in placements.prefix(passing == .primary ? 1 : placements.count) {
            let childSize: FormSize
            if let preset = placement.presetSize { childSize = preset } else { childSize = try self.size(placement.child, placement.proposal, placement.scope) }
            guard
                let value = try explicitGuide(
                    alignment, axis, of: placement.child, proposal: placement.proposal, size: childSize, presetSize: placement.presetSize != nil,
                    placement.scope)
            else { continue }
            let moved = (axis == .horizontal ? placement.origin.x : placement.origin.y) + value
            // A child at an infinite origin has no guide to pass up (I.5).
            if moved.constant.isFinite { values.append(moved) }
        }
        guard var combined = values.first else { return nil }
        for (i, value) in values.enumerated().dropFirst() {
            switch (axis, alignment.vertical) {
            case (.vertical, .firstTextBaseline): combined = min(combined, value, index, "guide_first\(i)")
            case (.vertical, .lastTextBaseline): combined = max(combined, value, index, "guide_last\(i)")
            default: combined = combined + value
            }
        }
        if baseline { return combined }
        return values.count == 1 ? combined : combined / Double(values.count)
    }

    /// Whether the view or one below it can give an explicit guide for `alignment`: a Text
    /// or a baseline guide (for a text baseline), an `alignmentGuide` (for any other guide).
    private func mayHaveExplicitGuide(_ alignment: Alignment, _ axis: Axis, of index: Int) -> Bool {
        axis == .vertical && alignment.vertical.isTextBaseline ? self[index].baselinesInSubtree : self[index].guidesInSubtree
    }

    /// The view's own `alignmentGuide` for `alignment` along `axis`, if it sets one (the
    /// node read in place: a copy retains its dozen references; most set no guide).
    private func ownGuide(_ alignment: Alignment, _ axis: Axis, of index: Int) -> Expr? {
        guard self[index].hasGuides else { return nil }
        return axis == .horizontal
            ? self[index].attributes.horizontalGuides[alignment.horizontal] : self[index].attributes.verticalGuides[alignment.vertical]
    }

    /// `-guide(...)`, a child's offset from its container's guide (a stack's step 7): an
    /// implicit guide is its fraction of the length with the fraction negated, `length x
    /// -f`, the same numbers as negating `length x f` after (negation is exact), made once.
    func negatedGuide(_ alignment: Alignment, _ axis: Axis, of index: Int, proposal: FormProposal, size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> LinearForm {
        if mayHaveExplicitGuide(alignment, axis, of: index),
            let explicit = try explicitGuide(alignment, axis, of: index, proposal: proposal, size: size, scope)
        {
            return -explicit
        }
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
        let x = offset(containerGuide(alignment, .horizontal, size: size), try guide(alignment, .horizontal, of: child, proposal: proposal, size: childSize, scope))
        let y = offset(containerGuide(alignment, .vertical, size: size), try guide(alignment, .vertical, of: child, proposal: proposal, size: childSize, scope))
        return FormPlacement(child: child, proposal: proposal, origin: FormPoint(x: x, y: y), scope: scope)
    }
}

/// A container's passed-up guide in one pass: the node, the guide, its proposal and size, the
/// scope values it reads, and whether a structural probe asked (as the sizing keys are made).
struct PassedUpGuideKey: Hashable {
    var node: Int
    var alignment: Alignment
    var axis: Axis
    var proposal: FormProposal
    var size: FormSize
    var scope: [LinearForm?]
    var probing: Bool
}
