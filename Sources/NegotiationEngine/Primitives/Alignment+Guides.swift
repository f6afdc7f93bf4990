import LeafMeasurement
import ViewTree

// Alignment guides (R6.1-R6.3), in the steps the constraint engine's
// Encodings/Alignment+Guides.swift follows too:
// 1. A view's guide for an alignment, in its own coordinates: an explicit `alignmentGuide`
//    evaluated with the view's size (R6.3); else implicit, the alignment's fraction of its
//    length (leading 0, center 0.5, trailing 1; R6.1); a Text's first and last text baselines
//    are a line's top plus the font's ascent (I.2), another view's its bottom.
// 2. A container's own guide is always implicit (R6.2).
// 3. A child is aligned in a container by putting its guide on the container's:
//    origin = container guide - child guide, on each axis (`aligned`).
extension LayoutPass {
    /// Step 1: where `guide` lies in a view of `size`, explicit (alignmentGuide) or implicit.
    func horizontalGuide(_ guide: HorizontalAlignment, of index: Int, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        // Most views set no guide: their guide tables are not searched (hashing the key, and
        // reading the node's attributes, was most of a stack child's alignment).
        if self[index].hasGuides, let explicit = self[index].attributes.horizontalGuides[guide] {
            return try value(explicit, index, "alignmentGuide(.\(guide.rawValue))", scope, dimensions: size)
        }
        return implicitGuide(fraction: guide.fraction, length: size.width)
    }

    /// Step 1 on the vertical axis, baselines included.
    func verticalGuide(_ guide: VerticalAlignment, of index: Int, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        if self[index].hasGuides, let explicit = self[index].attributes.verticalGuides[guide] {
            return try value(explicit, index, "alignmentGuide(.\(guide.rawValue))", scope, dimensions: size)
        }
        switch guide {
        case .firstTextBaseline, .lastTextBaseline:
            if let baseline = textBaseline(guide, of: index, size: size) { return baseline }
            return size.height
        case .top, .center, .bottom:
            return implicitGuide(fraction: guide.fraction, length: size.height)
        }
    }

    /// Step 1: the guide of `alignment` along `axis`.
    func guide(_ alignment: Alignment, _ axis: Axis, of index: Int, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        axis == .horizontal
            ? try horizontalGuide(alignment.horizontal, of: index, size: size, scope)
            : try verticalGuide(alignment.vertical, of: index, size: size, scope)
    }

    /// Step 3: a child proposed `proposal` and aligned in a container of `size`.
    func aligned(_ child: Int, in size: Size, alignment: Alignment, proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> ChildPlacement {
        let childSize = try self.size(child, proposal, scope)
        let x = offsetBetween(containerGuide(alignment, .horizontal, size: size), try guide(alignment, .horizontal, of: child, size: childSize, scope))
        let y = offsetBetween(containerGuide(alignment, .vertical, size: size), try guide(alignment, .vertical, of: child, size: childSize, scope))
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
