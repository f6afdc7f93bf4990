import ViewTree

// padding (R2.4): the insets taken from the proposal, added to the answer.
extension SymbolicPass {
    func insets(_ insets: EdgeInsets, _ index: Int, _ scope: FormScope) throws(CompileInterrupt) -> (
        top: LinearForm, leading: LinearForm, bottom: LinearForm, trailing: LinearForm
    ) {
        (
            try form(insets.top, index, "padding.top", scope), try form(insets.leading, index, "padding.leading", scope),
            try form(insets.bottom, index, "padding.bottom", scope), try form(insets.trailing, index, "padding.trailing", scope)
        )
    }

    func paddingProposal(_ index: Int, _ i: (top: LinearForm, leading: LinearForm, bottom: LinearForm, trailing: LinearForm), _ proposal: FormProposal)
        -> FormProposal
    {
        FormProposal(
            width: proposal.width.map { max($0 - i.leading - i.trailing, .zero, index, "inner_w") },
            height: proposal.height.map { max($0 - i.top - i.bottom, .zero, index, "inner_h") })
    }

    func paddingSize(_ index: Int, _ edges: EdgeInsets, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let i = try insets(edges, index, scope)
        let child = try childSize(index, paddingProposal(index, i, proposal), scope)
        return FormSize(
            width: max(child.width + i.leading + i.trailing, .zero, index, "outer_w"),
            height: max(child.height + i.top + i.bottom, .zero, index, "outer_h"))
    }
}
