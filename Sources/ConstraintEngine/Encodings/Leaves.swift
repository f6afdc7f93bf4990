import LeafMeasurement
import ViewTree

// Leaves: Text by regions of the window (its size is a step function of the proposed width),
// Spacer, Divider. Shapes, colours, images and readers are `fillSize`.
extension SymbolicPass {
    /// How many whole `unit`s fit in `value` (at least 1, at most `cap`), the same in every
    /// window of the piece; a piece where the count changes is split at the step.
    func wholeUnits(_ value: LinearForm, unit: Double, cap: Int, _ reason: @autoclosure () -> String) throws(CompileInterrupt) -> Int {
        func count(_ x: Double) -> Int { Swift.max(1, NumericPolicy.count(x / unit + 1e-9, atMost: cap)) }
        if let constant = value.constantValue { return count(constant) }
        let range = program.range(value)
        let low = count(range.lower)
        let high = count(range.upperOpen ? range.upper - 1e-7 : range.upper)
        // The count steps up to k + 1 where value / unit + 1e-9 reaches k + 1.
        var count = low
        while count < high {
            let step = (Double(count + 1) - 1e-9) * unit
            if try program.sign(value - LinearForm(step), reason()) == .negative { return count }
            count += 1
        }
        return count
    }

    /// I.2's metrics at the proposal, exact per region of the window range.
    func textSize(_ index: Int, _ string: String, _ proposal: FormProposal) throws(CompileInterrupt) -> FormSize {
        let node = self[index]
        let metrics = TextMetrics(font: node.font)
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = Swift.max(1, paragraphs.map(\.count).max() ?? 1)
        var width: Double?
        if let proposed = proposal.width, !proposed.isInfinite {
            let characters = try wholeUnits(proposed, unit: metrics.advance, cap: longest, "Text at \(node.path) wraps differently")
            width = Double(characters) * metrics.advance
        }
        let unlimited = metrics.layout(string, proposal: ProposedSize(width: width, height: nil), lineLimit: node.lineLimit)
        var size = unlimited.size
        // A finite height keeps the whole lines that fit: lay out again only then.
        if let proposed = proposal.height, !proposed.isInfinite {
            let lines = try wholeUnits(
                proposed, unit: metrics.lineHeight, cap: Swift.max(1, unlimited.lines.count),
                "Text at \(node.path) keeps a different number of lines")
            let height = Double(lines) * metrics.lineHeight
            size = metrics.layout(string, proposal: ProposedSize(width: width, height: height), lineLimit: node.lineLimit).size
        }
        return FormSize(width: LinearForm(size.width), height: LinearForm(size.height))
    }

    func spacerSize(_ index: Int, _ minLength: Expr?, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let length = try minLength.map { e throws(CompileInterrupt) in try form(e, index, "minLength", scope) } ?? LinearForm(LayoutConstants.defaultSpacing)
        func along(_ p: LinearForm?, _ what: String) -> LinearForm {
            guard let p else { return length }
            return max(p, length, index, what)
        }
        switch self[index].stackAxis {
        case .horizontal: return FormSize(width: along(proposal.width, "width"), height: .zero)
        case .vertical: return FormSize(width: .zero, height: along(proposal.height, "height"))
        case nil: return FormSize(width: along(proposal.width, "width"), height: along(proposal.height, "height"))
        }
    }

    func dividerSize(_ index: Int, _ proposal: FormProposal) -> FormSize {
        let thickness = LinearForm(LayoutConstants.dividerThickness)
        let ideal = LinearForm(LayoutConstants.dividerIdealLength)
        if self[index].stackAxis == .horizontal { return FormSize(width: thickness, height: proposal.height ?? ideal) }
        return FormSize(width: proposal.width ?? ideal, height: thickness)
    }
}
