/// One walk of `ProgramBuilder.forEachBranch`: a form's switching clamps chosen side by side,
/// from the first made, each branch's form with the chosen sides substituted.
///
/// The walk's state is a struct's, changed by its mutating methods, so that Swift checks its
/// accesses when it compiles them. The walk was local functions over local variables, which
/// Swift keeps in boxes and checks at every access at run time (`swift_beginAccess`: a tenth
/// of a pass over a row of flexible frames, whose clamps every range walks). Its arrays are
/// the builder's (`Scratch`), handed over for the walk and back after it.
struct BranchWalk {
    /// What a walk works in, kept by the builder from walk to walk (`ProgramBuilder.walkScratch`)
    /// so that a walk allocates nothing of its own. Every choice is undone before a walk ends.
    struct Scratch {
        /// The sides chosen on the current branch, innermost last.
        var chosenSides: [LinearForm] = []
        /// Each column's place in `chosenSides` (-1: not chosen), so that "is it chosen?" is
        /// one read, not a search of a branch that may choose up to the budget.
        var chosenAt: [Int] = []
        /// Which clamps `pending` has seen: a mark per column, the search's number.
        var marks: [Int] = []
        var generation = 0
        /// The clamps `pending` has still to look at (empty between searches).
        var stack: [Int] = []
        /// Adds the substituted forms up (`ShadowSum.replacing`).
        var sum = ShadowSum()
        /// The variables of an inner branch's form, read from `sum` (`visit`).
        var variables: [Int] = []

        /// Room for a program of `columns` columns.
        mutating func fit(_ columns: Int) {
            if chosenAt.count < columns { chosenAt.append(contentsOf: repeatElement(-1, count: columns - chosenAt.count)) }
            if marks.count < columns { marks.append(contentsOf: repeatElement(0, count: columns - marks.count)) }
        }
    }

    /// The form walked.
    let form: LinearForm
    let switches: ClampSwitches
    /// Whether the branches are recorded for `BranchMemo`.
    let memoised: Bool
    var scratch: Scratch
    var branches: [BranchMemo.Branch] = []
    /// False when a branch ran out of the budget with clamps left unchosen.
    var complete = true

    func isChosen(_ column: Int) -> Bool { scratch.chosenAt[column] >= 0 }

    func chosen(_ column: Int) -> LinearForm? {
        let position = scratch.chosenAt[column]
        return position >= 0 ? scratch.chosenSides[position] : nil
    }

    /// `form` with the chosen clamps replaced by their sides, added up as
    /// `result.adding(side ?? variable, scaledBy: coefficient)` from the constant on.
    mutating func substituted(_ form: LinearForm) -> LinearForm {
        guard substitutes(form) else { return form }
        return scratch.sum.replacing(form, positions: scratch.chosenAt, sides: scratch.chosenSides)
    }

    /// Whether a chosen clamp is among `form`'s terms (else `substituted` is `form` itself).
    func substitutes(_ form: LinearForm) -> Bool {
        !scratch.chosenSides.isEmpty && form.terms.keys.contains(where: isChosen)
    }

    /// The first made of the clamps under `variables` not chosen yet (those among them, those
    /// their switches read, and so on), or nil when every clamp under them is chosen.
    mutating func pending<Variables: Sequence<Int>>(_ variables: Variables) -> Int? {
        var first: Int?
        scratch.generation += 1
        // The stack is empty here: the search below pops it to the end.
        for variable in variables where switches.contains(variable) && !isChosen(variable) { scratch.stack.append(variable) }
        while let decision = scratch.stack.popLast() {
            guard scratch.marks[decision] != scratch.generation, switches.contains(decision) else { continue }
            scratch.marks[decision] = scratch.generation
            first = Swift.min(first ?? decision, decision)
            for variable in switches.reads(decision) where !isChosen(variable) { scratch.stack.append(variable) }
        }
        return first
    }

    /// The branches under the current choices over `box`: each clamp still pending is chosen
    /// on its first side (`a` active, where `a - b <= 0`), then its second, within `budget`
    /// branchings.
    ///
    /// The form with the chosen sides substituted is made only where a branch ends (`body`
    /// gets it); an inner branch reads only which variables it has, from the scratch sum's
    /// slots, and the chosen clamp's switch only as the cut it makes (`FormShape`): two forms
    /// fewer to allocate, sort and free per inner branch, the same numbers.
    mutating func visit(_ box: WindowBox, _ budget: inout Int, _ body: (LinearForm, WindowBox) -> Void) {
        let substitutes = substitutes(form)
        var constant = 0.0
        let decision: Int?
        if substitutes {
            constant = scratch.sum.accumulate(form, positions: scratch.chosenAt, sides: scratch.chosenSides)
            scratch.sum.collectVariables(constant, into: &scratch.variables)
            decision = pending(scratch.variables)
        } else {
            decision = pending(form.terms.keys)
        }
        guard let decision, budget > 0, let clamp = switches[decision] else {
            // `pending` left the sum's slots as they were.
            let current = substitutes ? scratch.sum.form(constant) : form
            if memoised {
                if budget <= 0 { complete = false }
                branches.append(BranchMemo.Branch(replacements: form.terms.keys.map { chosen($0) }, part: box))
            }
            body(current, box)
            return
        }
        budget -= 1
        let difference = switchShape(clamp.difference)
        let position = scratch.chosenSides.count
        scratch.chosenSides.append(.zero)
        choose(clamp.a, where: difference, aActive: true, decision, position, box, &budget, body)
        choose(clamp.b, where: difference, aActive: false, decision, position, box, &budget, body)
        scratch.chosenAt[decision] = -1
        scratch.chosenSides.removeLast()
    }

    /// A clamp's switch with the chosen sides substituted, as far as a cut of the box reads it.
    private mutating func switchShape(_ difference: LinearForm) -> FormShape {
        guard substitutes(difference) else { return FormShape(difference) }
        let constant = scratch.sum.accumulate(difference, positions: scratch.chosenAt, sides: scratch.chosenSides)
        return scratch.sum.shape(constant)
    }

    /// The branches with the clamp at `decision` on `side`, over the part of `box` where that
    /// side is active.
    private mutating func choose(
        _ side: LinearForm, where difference: FormShape, aActive: Bool, _ decision: Int, _ position: Int, _ box: WindowBox, _ budget: inout Int,
        _ body: (LinearForm, WindowBox) -> Void
    ) {
        guard let part = box.restricted(where: difference, negative: aActive) else { return }
        // Substituted before this clamp's own side is chosen, as the clamps above it are.
        scratch.chosenAt[decision] = -1
        let substitutedSide = substituted(side)
        scratch.chosenAt[decision] = position
        scratch.chosenSides[position] = substitutedSide
        visit(part, &budget, body)
    }
}
