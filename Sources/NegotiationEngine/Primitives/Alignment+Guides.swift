import LeafMeasurement
import ViewTree

// Alignment guides (R6.1-R6.4), in the steps the constraint engine's
// Encodings/Alignment+Guides.swift follows too:
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
extension LayoutPass {
    /// Steps 1 and 4: the guide of `alignment` along `axis` in a view proposed `proposal`
    /// that answered `size`: explicit, a Text's baseline, passed up, or implicit.
    func guide(_ alignment: Alignment, _ axis: Axis, of index: Int, proposal: ProposedSize, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        // Most views have neither a Text nor an explicit guide below them: implicit, read from
        // the flags flattening stored, without a call.
        if mayHaveExplicitGuide(alignment, axis, of: index),
            let explicit = try explicitGuide(alignment, axis, of: index, proposal: proposal, size: size, scope)
        {
            return explicit
        }
        if axis == .horizontal { return implicitGuide(fraction: alignment.horizontal.fraction, length: size.width) }
        return implicitGuide(fraction: alignment.vertical.fraction, length: size.height)
    }

    /// Steps 1 and 4: the guide a view sets (`alignmentGuide`), a Text's baseline, or the
    /// guide its content passes up; nil when the view's guide is implicit.
    func explicitGuide(_ alignment: Alignment, _ axis: Axis, of index: Int, proposal: ProposedSize, size: Size, _ scope: Scope) throws(LayoutError) -> Double? {
        // Most views set no guide: their guide tables are not searched (hashing the key, and
        // reading the node's attributes, was most of a stack child's alignment).
        if self[index].hasGuides {
            let explicit = axis == .horizontal
                ? self[index].attributes.horizontalGuides[alignment.horizontal] : self[index].attributes.verticalGuides[alignment.vertical]
            if let explicit {
                let name = axis == .horizontal ? alignment.horizontal.rawValue : alignment.vertical.rawValue
                return try value(explicit, index, "alignmentGuide(.\(name))", scope, dimensions: size)
            }
        }
        if axis == .vertical && alignment.vertical.isTextBaseline, let baseline = textBaseline(alignment.vertical, of: index, size: size) {
            return baseline
        }
        return try passedUpGuide(alignment, axis, of: index, proposal: proposal, size: size, scope)
    }

    /// Step 4: the children's explicit guides, moved by their origins and combined; nil when
    /// the view passes none up.
    private func passedUpGuide(_ alignment: Alignment, _ axis: Axis, of index: Int, proposal: ProposedSize, size: Size, _ scope: Scope) throws(LayoutError) -> Double? {
        guard mayHaveExplicitGuide(alignment, axis, of: index) else { return nil }
        guard let passing = GuidePassing(self[index].tag) else { return nil }
        let key = PassedUpGuideKey(index, alignment, axis, proposal, size, scopeKey(index, scope))
        if let known = passedUpGuides[key] { return known.isNaN ? nil : known }
        let placements = try childPlacements(index, proposal, size, scope)
        var combined = GuideCombination(alignment, axis)
        for placement in placements.prefix(passing == .primary ? 1 : placements.count) {
            let childSize: Size
            if let preset = placement.presetSize { childSize = preset } else { childSize = try self.size(placement.child, placement.proposal, placement.scope) }
            guard let value = try explicitGuide(alignment, axis, of: placement.child, proposal: placement.proposal, size: childSize, placement.scope) else { continue }
            combined.add(placement.origin[axis] + value)
        }
        passedUpGuides[key] = combined.value ?? .nan
        return combined.value
    }

    /// Whether the view or one below it can give an explicit guide for `alignment`: a Text
    /// or a baseline guide (for a text baseline), an `alignmentGuide` (for any other guide).
    private func mayHaveExplicitGuide(_ alignment: Alignment, _ axis: Axis, of index: Int) -> Bool {
        axis == .vertical && alignment.vertical.isTextBaseline ? self[index].baselinesInSubtree : self[index].guidesInSubtree
    }

    /// Step 3: a child proposed `proposal` and aligned in a container of `size`.
    func aligned(_ child: Int, in size: Size, alignment: Alignment, proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> ChildPlacement {
        let childSize = try self.size(child, proposal, scope)
        let x = offsetBetween(containerGuide(alignment, .horizontal, size: size), try guide(alignment, .horizontal, of: child, proposal: proposal, size: childSize, scope))
        let y = offsetBetween(containerGuide(alignment, .vertical, size: size), try guide(alignment, .vertical, of: child, proposal: proposal, size: childSize, scope))
        return ChildPlacement(child: child, proposal: proposal, origin: Point(x: x, y: y), scope: scope, presetSize: childSize)
    }

    /// Step 2: a container's own guide, always implicit.
    func containerGuide(_ alignment: Alignment, _ axis: Axis, size: Size) -> Double {
        let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
        return implicitGuide(fraction: fraction, length: size[axis])
    }

    /// A Text's baselines: a line's baseline is its top plus the measurer's ascent (I.2: the font size).
    private func textBaseline(_ guide: VerticalAlignment, of index: Int, size: Size) -> Double? {
        let node = self[index]
        guard case .text = node.kind else { return nil }
        let measurer = text.measurer(for: node)
        let lineHeight = measurer.lineHeight(of: node.font)
        let ascent = measurer.ascent(of: node.font)
        let lines = max(1, NumericPolicy.count((size.height / lineHeight).rounded(), atMost: Int.max))
        return guide == .firstTextBaseline ? ascent : Double(lines - 1) * lineHeight + ascent
    }
}

/// `fraction x length` without 0 x inf = NaN: the leading guide of an infinite view is 0.
func implicitGuide(fraction: Double, length: Double) -> Double {
    if fraction == 0 { return 0 }
    if fraction == 1 { return length }
    return length * fraction
}

/// `a - b`, with inf - inf taken as 0 (I.5: an offset that would be NaN is 0).
func offsetBetween(_ a: Double, _ b: Double) -> Double {
    let difference = a - b
    return difference.isNaN ? 0 : difference
}

/// A container's passed-up guide in one layout: the node, the guide, its proposal and size,
/// and the scope values it reads (`LayoutPass.scopeKey`), as the sizing cache keys an answer.
struct PassedUpGuideKey: Hashable {
    let node: Int32
    let scope: Int32
    let alignment: Alignment
    let axis: Axis
    /// The proposal's sides (NaN for nil) and the size, by their bits.
    let proposalWidth, proposalHeight, width, height: UInt64

    init(_ node: Int, _ alignment: Alignment, _ axis: Axis, _ proposal: ProposedSize, _ size: Size, _ scope: Int32) {
        self.node = Int32(truncatingIfNeeded: node)
        self.scope = scope
        self.alignment = alignment
        self.axis = axis
        proposalWidth = (proposal.width ?? .nan).bitPattern
        proposalHeight = (proposal.height ?? .nan).bitPattern
        width = size.width.bitPattern
        height = size.height.bitPattern
    }
}

/// Step 4's combination of the guides a container's children pass up: the smallest first
/// text baseline, the largest last one, the average of any other guide.
struct GuideCombination {
    private let rule: Rule
    private var total = 0.0
    private var count = 0

    private enum Rule { case smallest, largest, average }

    init(_ alignment: Alignment, _ axis: Axis) {
        switch (axis, alignment.vertical) {
        case (.vertical, .firstTextBaseline): rule = .smallest
        case (.vertical, .lastTextBaseline): rule = .largest
        default: rule = .average
        }
    }

    mutating func add(_ value: Double) {
        // A child at an infinite origin has no guide to pass up (I.5).
        guard value.isFinite else { return }
        switch rule {
        case .smallest: total = count == 0 ? value : min(total, value)
        case .largest: total = count == 0 ? value : max(total, value)
        case .average: total += value
        }
        count += 1
    }

    /// The combined guide; nil when no child passed one up.
    var value: Double? {
        guard count > 0 else { return nil }
        return rule == .average ? total / Double(count) : total
    }
}
