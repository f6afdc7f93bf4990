import LeafMeasurement
import ViewTree

// Alignment guides (R6.1-R6.3): a child's guide value in its own coordinates.
extension LayoutPass {
    /// Where `guide` lies in a view of `size`: explicit (alignmentGuide) or implicit.
    func horizontalGuide(_ guide: HorizontalAlignment, of index: Int, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        if let explicit = self[index].attributes.horizontalGuides[guide] {
            return try value(explicit, index, "alignmentGuide(.\(guide.rawValue))", scope, dimensions: size)
        }
        return implicitGuide(fraction: guide.fraction, length: size.width)
    }

    func verticalGuide(_ guide: VerticalAlignment, of index: Int, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        if let explicit = self[index].attributes.verticalGuides[guide] {
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

    /// The guide of `alignment` along `axis`.
    func guide(_ alignment: Alignment, _ axis: Axis, of index: Int, size: Size, _ scope: Scope) throws(LayoutError) -> Double {
        axis == .horizontal
            ? try horizontalGuide(alignment.horizontal, of: index, size: size, scope)
            : try verticalGuide(alignment.vertical, of: index, size: size, scope)
    }

    /// A container's own guide: always implicit (R6.2).
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
