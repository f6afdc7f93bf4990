import ViewTree

// frame(width:height:alignment:) (R2.1, R2.2; I.5 for lengths that cannot be used), over forms.
extension SymbolicPass {
    /// A fixed frame's lengths; a negative, NaN or infinite one is treated as absent (I.5).
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

    func fixedFrameSize(_ index: Int, _ frame: FixedFrame, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let (width, height) = try fixedLengths(index, frame, scope)
        if let width, let height { return FormSize(width: width, height: height) }
        let child = try childSize(index, FormProposal(width: width ?? proposal.width, height: height ?? proposal.height), scope)
        return FormSize(width: width ?? child.width, height: height ?? child.height)
    }

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
