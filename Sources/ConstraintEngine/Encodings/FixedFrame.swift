import ViewTree

// `frame(width:height:alignment:)` (R2.2; hostile values I.5), in the steps of the negotiation
// engine's Primitives/FixedFrame.swift, over forms (a length that turns negative inside the
// piece splits it there):
// 1. Evaluate width and height; a negative, NaN or infinite one is unspecified, with a warning
//    (I.5); one below 0 by no more than rounding (NumericPolicy.lengthRounding) is 0.
// 2. Propose the child the frame's lengths, the proposal's on an axis without one.
// 3. Answer the frame's lengths; on an axis without one, the child's answer (with both given,
//    the child is not asked for the answer).
// 4. Place the child aligned in the frame by its alignment (R6.2, `aligned`).
extension SymbolicPass {
    /// Step 1: a fixed frame's lengths; a negative, NaN or infinite one is treated as absent (I.5).
    func fixedLengths(_ index: Int, _ frame: FixedFrame, _ scope: FormScope) throws(CompileInterrupt) -> (LinearForm?, LinearForm?) {
        func length(_ expr: Expr?, _ name: String) throws(CompileInterrupt) -> LinearForm? {
            guard let expr else { return nil }
            let value = try form(expr, index, name, scope, allowNaN: true)
            if value.isNaN {
                warn(index, "frame(\(name):) is NaN; treated as unspecified")
                return nil
            }
            let negative = value.isInfinite ? false : try program.isNegative(value, "frame(\(name):) of \(self[index].path) turns negative")
            if value.isInfinite || negative {
                warn(index, "frame(\(name):) is negative or infinite; treated as unspecified")
                return nil
            }
            return value
        }
        return (try length(frame.width, "width"), try length(frame.height, "height"))
    }

    /// Steps 1-3: the frame's size.
    func fixedFrameSize(_ index: Int, _ frame: FixedFrame, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let (width, height) = try fixedLengths(index, frame, scope)
        if let width, let height { return FormSize(width: width, height: height) }
        let child = try childSize(index, FormProposal(width: width ?? proposal.width, height: height ?? proposal.height), scope)
        return FormSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// Steps 1, 2 and 4: the child proposed the frame's lengths, aligned in it.
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
}
