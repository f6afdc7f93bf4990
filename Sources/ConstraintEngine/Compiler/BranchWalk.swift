/// One walk of `ProgramBuilder.forEachBranch`: a form's switching clamps chosen side by side,
/// from the first made, each branch's form with the chosen sides substituted.
///
/// The walk's state is a struct's, changed by its mutating methods, so that Swift checks its
/// accesses when it compiles them. The walk was local functions over local variables, which
/// Swift keeps in boxes and checks at every access at run time (`swift_beginAccess`: a tenth
/// of a pass over a row of flexible frames, whose clamps every range walks). Its arrays are
/// the builder's scratch arrays, handed over for the walk and back after it.
struct BranchWalk {
    /// The form walked.
    let form: LinearForm
    let switches: ClampSwitches
    /// Whether the branches are recorded for `BranchMemo`.
    let memoised: Bool
    /// The sides chosen on the current branch, innermost last.
    var chosenSides: [LinearForm]
    /// Each column's place in `chosenSides` (-1: not chosen), so that "is it chosen?" is one
    /// read, not a search of a branch that may choose up to the budget.
    var chosenAt: [Int]
    /// Which clamps `pending` has seen: a mark per column, this search's number.
    var marks: [Int]
    var generation: Int
    var stack: [Int]
    /// Adds the substituted forms up (`ShadowSum.replacing`).
    var sum: ShadowSum
    var branches: [BranchMemo.Branch] = []
    /// False when a branch ran out of the budget with clamps left unchosen.
    var complete = true

    func isChosen(_ column: Int) -> Bool { chosenAt[column] >= 0 }

    func chosen(_ column: Int) -> LinearForm? {
        let position = chosenAt[column]
        return position >= 0 ? chosenSides[position] : nil
    }

    /// `form` with the chosen clamps replaced by their sides, added up as
    /// `result.adding(side ?? variable, scaledBy: coefficient)` from the constant on.
    mutating func substituted(_ form: LinearForm) -> LinearForm {
        guard !chosenSides.isEmpty, form.terms.keys.contains(where: isChosen) else { return form }
        return sum.replacing(form, positions: chosenAt, sides: chosenSides)
    }

    /// The first made of the clamps under `form` not chosen yet (those it reads, those their
    /// switches read, and so on), or nil when every clamp under it is chosen.
    mutating func pending(_ form: LinearForm) -> Int? {
        var first: Int?
        generation += 1
        // The stack is empty here: the search below pops it to the end.
        for variable in form.terms.keys where switches.contains(variable) && !isChosen(variable) { stack.append(variable) }
        while let decision = stack.popLast() {
            guard marks[decision] != generation, switches.contains(decision) else { continue }
            marks[decision] = generation
            first = Swift.min(first ?? decision, decision)
            for variable in switches.reads(decision) where !isChosen(variable) { stack.append(variable) }
        }
        return first
    }

    /// The branches under the current choices over `box`: each clamp still pending is chosen
    /// on its first side (`a` active, where `a - b <= 0`), then its second, within `budget`
    /// branchings.
    mutating func visit(_ box: WindowBox, _ budget: inout Int, _ body: (LinearForm, WindowBox) -> Void) {
        let current = substituted(form)
        guard let decision = pending(current), budget > 0, let clamp = switches[decision] else {
            if memoised {
                if budget <= 0 { complete = false }
                branches.append(BranchMemo.Branch(replacements: form.terms.keys.map { chosen($0) }, part: box))
            }
            body(current, box)
            return
        }
        budget -= 1
        let difference = substituted(clamp.difference)
        let position = chosenSides.count
        chosenSides.append(.zero)
        choose(clamp.a, where: difference, aActive: true, decision, position, box, &budget, body)
        choose(clamp.b, where: difference, aActive: false, decision, position, box, &budget, body)
        chosenAt[decision] = -1
        chosenSides.removeLast()
    }

    /// The branches with the clamp at `decision` on `side`, over the part of `box` where that
    /// side is active.
    private mutating func choose(
        _ side: LinearForm, where difference: LinearForm, aActive: Bool, _ decision: Int, _ position: Int, _ box: WindowBox, _ budget: inout Int,
        _ body: (LinearForm, WindowBox) -> Void
    ) {
        guard let part = box.restricted(where: difference, negative: aActive) else { return }
        // Substituted before this clamp's own side is chosen, as the clamps above it are.
        chosenAt[decision] = -1
        let substitutedSide = substituted(side)
        chosenAt[decision] = position
        chosenSides[position] = substitutedSide
        visit(part, &budget, body)
    }
}
