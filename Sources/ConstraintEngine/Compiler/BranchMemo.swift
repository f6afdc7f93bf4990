/// The branches of forms already ranged in one pass, by their terms, replayed instead of
/// walked again (`ProgramBuilder.forEachBranch`).
///
/// Why it is exact: the walk's choices depend on the form's terms only, never on its constant
/// (which clamps lie under it, which is made first, what each branch substitutes) and on the
/// box only through the parts it restricts (each a side's interval cut at a clamp's
/// crossing). Cutting commutes with narrowing the box, so over a box inside the one a walk
/// was made over, the walk's branches are the recorded ones with their parts intersected
/// with the box, the empty ones dropped, in the same order; and each branch's form is
/// substituted again from the form itself, with the same additions in the same order, so it
/// is the same number to the last bit. A walk that ran out of its branchings (its last
/// branches stay columns) depends on where it ran out, so it is replayed only over the very
/// box it was made over.
///
/// A Text's line-break walk asks for `proposal - break` at every break and a stack for its
/// children's offers again and again, each over a box that only narrows in the pass: most
/// of a cold solve's range analysis was this walk made again.
///
/// Walks are keyed by the terms up to their sign (`WalkKey`): a pass ranges `z` and `-z`
/// alike (a clamp's `a - b` and `b - a`, a size and the space left after it), and negating
/// every term negates every branch's substituted form exactly, so the walk is the same.
struct BranchMemo {
    /// One branch: what each of the form's terms is replaced by (nil: kept), and the part of
    /// the box where the branch holds.
    struct Branch {
        var replacements: [LinearForm?]
        var part: WindowBox
    }

    /// The branches of one form's terms, walked over `box`.
    struct Walk {
        var box: WindowBox
        /// Whether every branch ended with all its clamps chosen (the budget was not used up).
        var complete: Bool
        var branches: [Branch]

        /// Whether replaying over `box` gives what a walk over `box` would.
        func covers(_ box: WindowBox) -> Bool { box == self.box || (complete && box.isInside(self.box)) }
    }

    private var walks = FoldedTable<WalkKey, Walk>()

    /// The walk recorded for `terms` (or their negation) that covers `box`, if any.
    func walk(_ terms: FormTerms, covering box: WindowBox) -> Walk? {
        guard let walk = walks[WalkKey(terms: terms)], walk.covers(box) else { return nil }
        return walk
    }

    mutating func record(_ terms: FormTerms, _ walk: Walk) { walks.updateValue(walk, forKey: WalkKey(terms: terms)) }
}

/// A form's terms up to their common sign: `z1 - z2` and `z2 - z1` are one key.
///
/// Why a walk holds for both: the walk chooses clamps by the variables of each branch's
/// substituted form, and cuts the box by the clamps' own switches, never by the form's
/// coefficients. Negating every coefficient negates every product and every sum of the
/// substitution exactly (IEEE rounding to nearest is symmetric in sign), so each branch's form
/// has the same variables, the same zeros dropped, and the walk the same branches; a replay
/// substitutes the form's own coefficients, so it gives the negated form's numbers.
struct WalkKey: FoldedKey {
    let terms: FormTerms

    /// -1 when the first coefficient is negative, else 1: the terms times it are the key.
    var sign: Double { (terms.first?.value ?? 0) < 0 ? -1 : 1 }

    var folded: UInt64 { terms.folded(into: 0, scaledBy: sign) }

    static func == (a: WalkKey, b: WalkKey) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        let (sa, sb) = (a.sign, b.sign)
        for (p, q) in zip(a.terms.pairs, b.terms.pairs) where p.key != q.key || p.value * sa != q.value * sb { return false }
        return true
    }
}

extension BranchMemo.Branch {
    /// `form` (whose terms are the walk's) with this branch's replacements, added up as the
    /// walk adds them up: the constant first, then each term's replacement in variable order
    /// (`ShadowSum.replacing`, in `sum`'s reused slots).
    func substituting(_ form: LinearForm, sum: inout ShadowSum) -> LinearForm {
        guard replacements.contains(where: { $0 != nil }) else { return form }
        return sum.replacing(form, with: replacements)
    }
}

extension WindowBox {
    /// The windows in both boxes, or nil when there are none. A side that is not an interval
    /// (nil or infinite) is the same in both boxes of one pass and is kept.
    func intersected(with other: WindowBox) -> WindowBox? {
        var result = other
        for variable in 0..<2 {
            guard let a = self[variable], let b = other[variable] else { continue }
            var side = b
            if a.lower > b.lower || (a.lower == b.lower && a.lowerOpen) {
                side.lower = a.lower
                side.lowerOpen = a.lowerOpen
            }
            if a.upper < b.upper || (a.upper == b.upper && a.upperOpen) {
                side.upper = a.upper
                side.upperOpen = a.upperOpen
            }
            if side.lower > side.upper || (side.lower == side.upper && (side.lowerOpen || side.upperOpen)) { return nil }
            result[variable] = side
        }
        return result
    }
}
