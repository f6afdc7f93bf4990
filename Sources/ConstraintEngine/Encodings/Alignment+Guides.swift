import LeafMeasurement
import ViewTree

// Alignment guides (R6): a child's guide as a form of its size, and its place in a container.
extension SymbolicPass {
    func guide(_ alignment: Alignment, _ axis: Axis, of index: Int, size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> LinearForm {
        let node = self[index]
        if axis == .horizontal {
            if let explicit = node.attributes.horizontalGuides[alignment.horizontal] {
                return try form(explicit, index, "alignmentGuide", scope, dimensions: size)
            }
            return guideForm(fraction: alignment.horizontal.fraction, length: size.width)
        }
        if let explicit = node.attributes.verticalGuides[alignment.vertical] {
            return try form(explicit, index, "alignmentGuide", scope, dimensions: size)
        }
        switch alignment.vertical {
        case .firstTextBaseline, .lastTextBaseline:
            if case .text = node.kind, let height = program.constant(of: size.height) {
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

    func containerGuide(_ alignment: Alignment, _ axis: Axis, size: FormSize) -> LinearForm {
        guideForm(fraction: axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction, length: size[axis])
    }

    /// A child proposed `proposal`, aligned in a container of `size`.
    func aligned(_ child: Int, in size: FormSize, alignment: Alignment, proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormPlacement {
        let childSize = try self.size(child, proposal, scope)
        let x = offset(containerGuide(alignment, .horizontal, size: size), try guide(alignment, .horizontal, of: child, size: childSize, scope))
        let y = offset(containerGuide(alignment, .vertical, size: size), try guide(alignment, .vertical, of: child, size: childSize, scope))
        return FormPlacement(child: child, proposal: proposal, origin: FormPoint(x: x, y: y), scope: scope)
    }
}
