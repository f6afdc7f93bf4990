import ViewTree

// `frame(width:height:alignment:)` (R2.2; hostile values I.5), in the steps the constraint
// engine's Encodings/FixedFrame.swift follows too:
// 1. Evaluate width and height; a negative, NaN or infinite one is unspecified, with a warning
//    (I.5); one below 0 by no more than rounding (NumericPolicy.lengthRounding) is 0.
// 2. Propose the child the frame's lengths, the proposal's on an axis without one.
// 3. Answer the frame's lengths; on an axis without one, the child's answer (with both given,
//    the child is not asked for the answer).
// 4. Place the child aligned in the frame by its alignment (R6.2, `aligned`).
extension LayoutPass {
    /// Step 1: the frame's width and height; a negative, NaN or infinite one is absent, with a warning.
    func fixedFrameLengths(_ index: Int, _ frame: FixedFrame, _ scope: Scope) throws(LayoutError) -> (width: Double?, height: Double?) {
        func length(_ expr: Expr?, _ name: String) throws(LayoutError) -> Double? {
            guard let expr else { return nil }
            var result = try valueAllowingNaN(expr, index, name, scope)
            if result < 0, result >= -NumericPolicy.lengthRounding { result = 0 }
            if result.isNaN {
                warn(index, "frame(\(name):) is NaN; treated as unspecified")
                return nil
            }
            if result < 0 || !result.isFinite {
                warn(index, "frame(\(name): \(formatLength(result))) is invalid; treated as unspecified")
                return nil
            }
            return result
        }
        return (try length(frame.width, "width"), try length(frame.height, "height"))
    }

    /// Step 2: the frame's lengths, the proposal's on an axis without one.
    static func framedProposal(_ width: Double?, _ height: Double?, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// Step 3 from the child's answer: the frame's lengths, the child's on an axis without one.
    static func framedSize(_ width: Double?, _ height: Double?, _ child: Size) -> Size {
        Size(width: width ?? child.width, height: height ?? child.height)
    }

    /// Steps 1-3: the frame's size.
    func fixedFrameSize(_ index: Int, _ frame: FixedFrame, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let (width, height) = try fixedFrameLengths(index, frame, scope)
        if let width, let height { return Size(width: width, height: height) }
        return Self.framedSize(width, height, try childSize(index, Self.framedProposal(width, height, proposal), scope))
    }

    /// Steps 1, 2 and 4: the child proposed the frame's lengths, aligned in it.
    func fixedFramePlacements(_ index: Int, _ frame: FixedFrame, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement]
    {
        let (width, height) = try fixedFrameLengths(index, frame, scope)
        return try fixedFramePlacements(index, width, height, frame.alignment, proposal, size, scope)
    }

    /// Steps 2 and 4 with the frame's lengths.
    func fixedFramePlacements(
        _ index: Int, _ width: Double?, _ height: Double?, _ alignment: Alignment, _ proposal: ProposedSize, _ size: Size, _ scope: Scope
    ) throws(LayoutError) -> [ChildPlacement] {
        [try aligned(self[index].children[0], in: size, alignment: alignment, proposal: Self.framedProposal(width, height, proposal), scope)]
    }
}
