import ViewTree

// `frame(width:height:alignment:)` (R2.2; hostile values I.5).
extension LayoutPass {
    /// The frame's evaluated width and height; a negative, NaN or infinite one is absent, with a warning.
    func fixedFrameLengths(_ index: Int, _ frame: FixedFrame, _ scope: Scope) throws(LayoutError) -> (width: Double?, height: Double?) {
        func length(_ expr: Expr?, _ name: String) throws(LayoutError) -> Double? {
            guard let expr else { return nil }
            let result = try valueAllowingNaN(expr, index, name, scope)
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

    func fixedFrameSize(_ index: Int, _ frame: FixedFrame, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let (width, height) = try fixedFrameLengths(index, frame, scope)
        if let width, let height { return Size(width: width, height: height) }
        let child = try childSize(index, ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), scope)
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func fixedFramePlacements(_ index: Int, _ frame: FixedFrame, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement]
    {
        let (width, height) = try fixedFrameLengths(index, frame, scope)
        let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return [try aligned(self[index].children[0], in: size, alignment: frame.alignment, proposal: childProposal, scope)]
    }

    /// A child proposed `proposal` and aligned in a container of `size` (R6.2).
    func aligned(_ child: Int, in size: Size, alignment: Alignment, proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> ChildPlacement {
        let childSize = try self.size(child, proposal, scope)
        let x = offsetBetween(containerGuide(alignment, .horizontal, size: size), try guide(alignment, .horizontal, of: child, size: childSize, scope))
        let y = offsetBetween(containerGuide(alignment, .vertical, size: size), try guide(alignment, .vertical, of: child, size: childSize, scope))
        return ChildPlacement(child: child, proposal: proposal, origin: Point(x: x, y: y), scope: scope)
    }
}
