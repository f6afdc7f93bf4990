import LeafMeasurement
import ViewTree

// Leaf views, each rule in the steps of the negotiation engine's Primitives/Leaves.swift, over
// forms: a Text's size is a step function of the proposed width (stepping at the measurer's
// break widths) and of the proposed height (whole lines), so a piece where the proposal
// crosses a step is split there; a Spacer's max is a clamp the range analysis or GLPK decides.
// 1. Color and shapes take the proposal; nil becomes 10 (R1.1).
// 2. Text: its lines and size at the proposed width (I.2, or a real font), the whole lines that
//    fit a finite proposed height; at least its minimum lines tall (`lineLimit(3...6)`,
//    `reservesSpace: true`: ReservedLines).
// 3. Image: a fixed one is its intrinsic size; a resizable one takes the proposal, nil
//    becoming the intrinsic size (R1.4, I.1).
// 4. Spacer: max(proposal, minLength (default 8)) along its stack's axis and 0 across it;
//    both axes outside a stack (R1.2, I.1).
// 5. Divider: 1 pt thick, vertical in an HStack and horizontal elsewhere, the proposal along
//    it (nil: 10; I.1).
// 6. GeometryReader: a shape's size (I.1); its content is proposed that size, at top-leading.
extension SymbolicPass {
    /// Step 1: shapes and colours take the proposal; nil becomes 10.
    func shapeSize(_ proposal: FormProposal) -> FormSize {
        let ideal = LinearForm(LayoutConstants.idealShapeLength)
        return FormSize(width: proposal.width ?? ideal, height: proposal.height ?? ideal)
    }

    /// Step 3: a fixed image is rigid; a resizable one takes the proposal, nil -> intrinsic.
    func imageSize(_ spec: ImageSpec, _ proposal: FormProposal) -> FormSize {
        let intrinsic = FormSize(width: LinearForm(spec.width), height: LinearForm(spec.height))
        return spec.resizable ? FormSize(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height) : intrinsic
    }

    /// Step 6: the proposal with nil -> 10, as a shape's; content is proposed that size, at top-leading.
    func geometryReaderSize(_ proposal: FormProposal) -> FormSize { shapeSize(proposal) }

    /// How many whole `unit`s fit in `value` (at least 1, at most `cap`), the same in every
    /// window of the piece; a piece where the count changes is split at the step.
    func wholeUnits(_ value: LinearForm, unit: Double, cap: Int, _ reason: @autoclosure () -> String) throws(CompileInterrupt) -> Int {
        func count(_ x: Double) -> Int { Swift.max(1, NumericPolicy.count(x / unit + 1e-9, atMost: cap)) }
        if let constant = value.constantValue { return count(constant) }
        let range = program.range(value)
        let low = count(range.lower)
        // Up to the end itself, open or not: a step on an open end is decided by `sign` as the
        // side the piece holds, and one just inside it is a step of this piece.
        let high = count(range.upper)
        // The decision's reason, spelt once (each step that narrows the box asks for it, and
        // spelling a view's path is dearer than most decisions).
        var spelt: String?
        func spelling() -> String {
            if let spelt { return spelt }
            let text = reason()
            spelt = text
            return text
        }
        // The count steps up to k + 1 where value / unit + 1e-9 reaches k + 1.
        var count = low
        var floor = StaircaseFloor(value, program)
        while count < high {
            let step = (Double(count + 1) - 1e-9) * unit
            // Steps below a box already narrowed around the window are passed.
            if floor.isBelow(step, program) {
                count += 1
                continue
            }
            // Every whole unit up to the window's in one narrowing (not one per unit); step k
            // is `(k - 1e-9) unit`, written as this loop writes it.
            let sign = try program.stepSign(value, step: step, spelling()) { step in
                let k = Int((step / unit + 1e-9).rounded()) + 1
                return k <= high ? (Double(k) - 1e-9) * unit : nil
            }
            if sign == .negative { return count }
            count += 1
        }
        return count
    }

    /// Step 2: the Text's size at the proposal, exact per region of the window range: its lines
    /// change only at the measurer's break widths (I.2's whole characters, or a real font's
    /// line widths), so a piece where the proposed width crosses one is split there, and
    /// within a piece the Text is sized once, at a width of the region. The Text is measured
    /// once per piece (`TextLayoutMemo`) and asked from its preparation.
    func textSize(_ index: Int, _ string: String, _ proposal: FormProposal) throws(CompileInterrupt) -> FormSize {
        // The node is read in place (a node is a dozen references to copy).
        let prepared = textLayouts.text(index) {
            text.prepare(string, of: self[index])
        }
        var width: Double?
        if let proposed = proposal.width, !proposed.isInfinite {
            width = try textRegionWidth(index, proposed, prepared)
        }
        let unlimited = prepared.sizing(ProposedSize(width: width, height: nil))
        var size = unlimited.size
        // A finite height keeps the whole lines that fit: size again only then.
        if let proposed = proposal.height, !proposed.isInfinite {
            let lineHeight = prepared.lineHeight
            let lines = try wholeUnits(
                proposed, unit: lineHeight, cap: Swift.max(1, unlimited.lineCount),
                "Text at \(self[index].path) keeps a different number of lines")
            let height = Double(lines) * lineHeight
            size = prepared.sizing(ProposedSize(width: width, height: height)).size
        }
        return FormSize(width: LinearForm(size.width), height: LinearForm(size.height))
    }

    /// A width with the same lines as every width `proposed` takes in this piece: walking up
    /// from the piece's lowest width through the Text's `nextBreakWidth`s, the first break
    /// the proposal stays below ends the walk (a break inside the piece splits it).
    func textRegionWidth(_ index: Int, _ proposed: LinearForm, _ prepared: any PreparedText) throws(CompileInterrupt) -> Double {
        if let constant = proposed.constantValue { return constant }
        let range = program.range(proposed)
        // Up to the end itself, open or not (as `wholeUnits` reads it).
        let upper = range.upper
        var width = Swift.max(range.lower, 0)
        // The split's walk and this one ask at the same widths, in both passes of a piece,
        // each answered from the preparation. Only the break is read here; `textSize` sizes
        // the Text at the width the walk ends on.
        func nextBreak(after width: Double) -> Double? { prepared.nextBreakWidth(width: width) }
        var following = nextBreak(after: width)
        var floor = StaircaseFloor(proposed, program)
        // The decision's reason, spelt once (each break that narrows the box asks for it).
        var spelt: String?
        func reason() -> String {
            if let spelt { return spelt }
            let text = "Text at \(self[index].path) wraps differently"
            spelt = text
            return text
        }
        while let next = following, next > width, next <= upper {
            // Breaks below a box already narrowed around the window are passed.
            if floor.isBelow(next, program) {
                width = next
                following = nextBreak(after: width)
                continue
            }
            // Every break up to the window's in one narrowing (not one per break).
            let sign = try program.stepSign(proposed, step: next, reason()) { step in
                nextBreak(after: step).flatMap { $0 > step && $0 <= upper ? $0 : nil }
            }
            if sign == .negative { break }
            width = next
            following = nextBreak(after: width)
        }
        return width
    }

    /// Step 4: `max(p, minLength)` along the stack's axis and 0 across it; both axes outside a stack.
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

    /// Step 5: 1 pt thick; vertical in an HStack, horizontal elsewhere; the proposal (nil -> 10) along.
    func dividerSize(_ index: Int, _ proposal: FormProposal) -> FormSize {
        let thickness = LinearForm(LayoutConstants.dividerThickness)
        let ideal = LinearForm(LayoutConstants.dividerIdealLength)
        if self[index].stackAxis == .horizontal { return FormSize(width: thickness, height: proposal.height ?? ideal) }
        return FormSize(width: proposal.width ?? ideal, height: thickness)
    }
}
