/// What sizing made of a container (a stack's layout, a grid's solution), kept for its
/// placement, with what it was made for.
///
/// Placing a container proposes again what sizing proposed (R0.4: a container places its
/// children with the offers it sized them with), so running its steps again gives the same
/// forms: every operation of the second run is a shared clamp, a kept answer or a row already
/// written. The placement takes the kept layout instead, and the program is the same (`lp`
/// prints every model's program byte for byte as before; `KeptLayoutTests`).
struct KeptLayout<Layout> {
    var proposal: FormProposal
    /// The values of the scope the container reads (the part of its sizing key the scope gives).
    var scope: [LinearForm?]
    var layout: Layout
}

extension SymbolicPass {
    /// `layout` as made for `proposal` in `scope`, to keep; nil inside a structural probe,
    /// whose answers are not the layout's (they are computed over the window's forms).
    func keep<Layout>(_ layout: Layout, _ index: Int, _ proposal: FormProposal, _ scope: FormScope) -> KeptLayout<Layout>? {
        guard !probing else { return nil }
        return KeptLayout(proposal: proposal, scope: scopeKey(index, scope), layout: layout)
    }

    /// The kept layout, when it was made for `proposal` in a scope that reads the same. A box
    /// narrowed since does not change it: what sizing wrote holds over the narrower box, its
    /// clamps that the narrowing decides fixed where they stand (`ProgramBuilder.fixClamps`).
    func kept<Layout>(_ entry: KeptLayout<Layout>?, _ index: Int, _ proposal: FormProposal, _ scope: FormScope) -> Layout? {
        guard let entry, entry.proposal == proposal, entry.scope == scopeKey(index, scope) else { return nil }
        return entry.layout
    }
}
