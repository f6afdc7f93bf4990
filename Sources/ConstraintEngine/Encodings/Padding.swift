import ViewTree

// `padding` (R2.1), in the steps of the negotiation engine's Primitives/Padding.swift, over
// forms (in the relation program each is a row between the view's columns and its child's;
// the "at least 0" of steps 2 and 3 are the clamps `inner_w`, `inner_h`, `outer_w`, `outer_h`,
// which the range analysis or GLPK decides):
// 1. Evaluate the four insets (a hostile value as I.5 says).
// 2. Propose the child the proposal less the insets, at least 0; nil stays nil.
// 3. Answer the child's size plus the insets, at least 0 (negative padding can shrink a view to 0).
// 4. Place the child at (leading, top).
extension SymbolicPass {
    /// Step 1: the insets as forms.
    func insets(_ insets: EdgeInsets, _ index: Int, _ scope: FormScope) throws(CompileInterrupt) -> (
        top: LinearForm, leading: LinearForm, bottom: LinearForm, trailing: LinearForm
    ) {
        (
            try form(insets.top, index, "padding.top", scope), try form(insets.leading, index, "padding.leading", scope),
            try form(insets.bottom, index, "padding.bottom", scope), try form(insets.trailing, index, "padding.trailing", scope)
        )
    }

    /// Step 2: the proposal less the insets, at least 0; nil stays nil.
    func paddingProposal(_ index: Int, _ i: (top: LinearForm, leading: LinearForm, bottom: LinearForm, trailing: LinearForm), _ proposal: FormProposal)
        -> FormProposal
    {
        FormProposal(
            width: proposal.width.map { max($0 - i.leading - i.trailing, .zero, index, "inner_w") },
            height: proposal.height.map { max($0 - i.top - i.bottom, .zero, index, "inner_h") })
    }

    /// Steps 1-3: the child's size plus the insets, at least 0.
    func paddingSize(_ index: Int, _ edges: EdgeInsets, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let i = try insets(edges, index, scope)
        let child = try childSize(index, paddingProposal(index, i, proposal), scope)
        return FormSize(
            width: max(child.width + i.leading + i.trailing, .zero, index, "outer_w"),
            height: max(child.height + i.top + i.bottom, .zero, index, "outer_h"))
    }

    /// Steps 1, 2 and 4: the child proposed the inset proposal, at (leading, top).
    func paddingPlacements(_ index: Int, _ edges: EdgeInsets, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        let i = try insets(edges, index, scope)
        return [FormPlacement(child: self[index].children[0], proposal: paddingProposal(index, i, proposal), origin: FormPoint(x: i.leading, y: i.top), scope: scope)]
    }
}
