import LeafMeasurement
import ViewTree

// HStack and VStack (R3, with I.1's spacing, priority and infinite-proposal rules), in the steps
// of the negotiation engine's Primitives/Stack.swift and GreedyDistribution.swift, over forms:
// SwiftUI's greedy sequence (LP-MODELLING.md B), not a fair share. Step 1's probes decide only
// structure and are computed at compile time; step 2's order is a step function decided over
// the piece (split where two flexibilities cross); step 5's offers, and step 7's extents, are
// clamps (`offer0`, `minor_low1`) that the range analysis or GLPK decides.
// 0. A nil proposal along the axis offers every child nil (its ideal, R3.3); an infinite one
//    offers every child infinity (R3.7, I.1). Otherwise, with W the proposal less the gaps:
// 1. Measure each child's flexibility along the axis: its answers to 0 and to infinity, with
//    the stack's proposal across (R3.4 step 1).
// 2. Sort into fitting order: priority descending, then flexibility ascending (R3.5).
// 3. Group consecutive children of equal priority.
// 4. Reserve the minimum of every child outside the first group; release a group's before it.
// 5. Within a group, offer each child in order max(W / k, 0) with k the children not yet
//    visited, and subtract its answer from W.
// 6. Place along the axis in source order, each after the previous one and its gap; the
//    stack's length is the sum of the answers and the gaps.
// 7. Across the axis, each child at minus its alignment guide; the stack's thickness is the
//    union of [0, 0] and the children's extents, shifted to start at 0 (R6.1).
// 8. Placing, a stack proposed nil across is sized again with its own thickness across (R3.4b),
//    and each child is proposed what it was offered.
// In the relation program a stack of more than two children writes step 5's space left and
// step 6's running sum as a column per child (`left2` is `left1` less child 1's answer, `at3`
// is `at2` plus child 2's length and a gap): each row reads the step before it, so n
// children write n short rows, not rows of 1, 2, ..., n terms (whose compile grew as n^2). With
// two children every such row has at most two terms anyway, and the program stays as it reads.
extension SymbolicPass {
    struct StackLayout {
        var offers: [LinearForm?]
        var sizes: [FormSize]
        var origins: [FormPoint]
        var size: FormSize
    }

    func stackSpec(_ index: Int) -> StackSpec {
        switch self[index].kind {
        case .stack(let spec): return spec
        case .gridRow(let alignment): return StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center))
        default: preconditionFailure("not a stack")
        }
    }

    /// Gaps: `spacing` when given, else 8, or 0 beside a view that keeps a Spacer's zero spacing (I.1).
    func gaps(_ index: Int, _ spec: StackSpec, _ scope: FormScope) throws(CompileInterrupt) -> [LinearForm] {
        let children = self[index].children
        guard children.count > 1 else { return [] }
        if let spacing = spec.spacing {
            let gap = try form(spacing, index, "spacing", scope)
            return Array(repeating: gap, count: children.count - 1)
        }
        let (before, after): (Edge, Edge) = spec.axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return (1..<children.count).map { i in
            tree.prefersNoSpacing(children[i - 1], edge: before) || tree.prefersNoSpacing(children[i], edge: after) ? .zero : LinearForm(LayoutConstants.defaultSpacing)
        }
    }

    /// Step 2: the fitting order of R3.4 step 2 / R3.5, decided over the piece (a piece where it
    /// changes is split where two flexibilities cross).
    func fittingOrder(_ index: Int, priorities: [Double], mins: [LinearForm], maxes: [LinearForm]) throws(CompileInterrupt) -> [Int] {
        let flex = zip(mins, maxes).map { low, high in offset(high, low) }
        let parts = zip(mins, maxes).map { low, high in FlexibilityParts(high: high, low: low) }
        var order: [Int] = []
        order.reserveCapacity(priorities.count)
        // Insertion sort with a comparator decided by the range analysis (stable: ties keep source order).
        for candidate in priorities.indices {
            var position = order.count
            while position > 0 {
                let other = order[position - 1]
                if try before(candidate, other, priorities, mins, parts, flex, index) { position -= 1 } else { break }
            }
            order.insert(candidate, at: position)
        }
        return order
    }

    /// Whether child `a` fits before child `b` of the stack at `index`. The reason a split
    /// gives is spelt only when one is made (the stack's path is as long as its depth).
    private func before(
        _ a: Int, _ b: Int, _ priorities: [Double], _ mins: [LinearForm], _ parts: [FlexibilityParts], _ flex: [LinearForm], _ index: Int
    ) throws(CompileInterrupt) -> Bool {
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        func reason() -> String { "the fitting order of the stack at \(self[index].path) changes" }
        // A tie within the rounding of a window side that cancelled: decided at the window (RoundingTie.swift).
        let sides = program.roundingTieSides(parts[a], parts[b], flex[a], flex[b])
        if !sides.isEmpty { try program.holdAtWindow(sides, "the fitting order of the stack at \(self[index].path) ties within rounding") }
        if try program.less(flex[a], flex[b], reason()) { return true }
        if try program.less(flex[b], flex[a], reason()) { return false }
        if flex[a].isInfinite, flex[a].constant > 0 {
            if try program.less(mins[b], mins[a], reason()) { return true }
            if try program.less(mins[a], mins[b], reason()) { return false }
        }
        return a < b
    }

    /// Steps 0-7: sizes, origins and the stack's own size.
    func stackLayout(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> StackLayout {
        let spec = stackSpec(index)
        let axis = spec.axis
        let children = self[index].children
        let gapForms = try gaps(index, spec, scope)
        let minor = proposal[axis.other]
        let chained = children.count > 2
        var offers = [LinearForm?](repeating: nil, count: children.count)
        var sizes = [FormSize](repeating: .zero, count: children.count)
        if let major = proposal[axis], !major.isInfinite {
            // 1. Flexibility.
            var mins: [LinearForm] = []
            var maxes: [LinearForm] = []
            mins.reserveCapacity(children.count)
            maxes.reserveCapacity(children.count)
            for child in children {
                mins.append(try probe(child, FormProposal(major: .zero, minor: minor, axis: axis), scope)[axis])
                maxes.append(try probe(child, FormProposal(major: .infinity, minor: minor, axis: axis), scope)[axis])
            }
            let priorities = children.map { self[$0].priority }
            // 2. Fitting order.
            let order = try fittingOrder(index, priorities: priorities, mins: mins, maxes: maxes)
            // 3. Groups of equal priority.
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, priorities[last] == priorities[i] { groups[groups.count - 1].append(i) } else { groups.append([i]) }
            }
            // 4. Reserve the later groups' minimums.
            var remaining = gapForms.reduce(major) { $0 - $1 }
            for group in groups.dropFirst() { for i in group { remaining = remaining - mins[i] } }
            for (number, group) in groups.enumerated() {
                if number > 0 { for i in group { remaining = remaining + mins[i] } }
                // 5. Offer each child an even share of what is left.
                for (position, i) in group.enumerated() {
                    if chained { remaining = intermediate(remaining, index, "left\(i)", "space left for child \(i)") }
                    let share = remaining / Double(group.count - position)
                    let offer = max(share, .zero, index, "offer\(i)")
                    let answer = try size(children[i], FormProposal(major: offer, minor: minor, axis: axis), scope)
                    offers[i] = offer
                    sizes[i] = answer
                    remaining = remaining - answer[axis]
                }
            }
        } else {
            // 0. nil or infinity along the axis: every child offered it.
            for (i, child) in children.enumerated() {
                offers[i] = proposal[axis]
                sizes[i] = try size(child, FormProposal(major: proposal[axis], minor: minor, axis: axis), scope)
            }
        }
        // 6. Major axis in source order.
        var majors: [LinearForm] = []
        majors.reserveCapacity(children.count)
        var cursor = LinearForm.zero
        for (i, size) in sizes.enumerated() {
            if i > 0 {
                cursor = cursor + gapForms[i - 1]
                if chained { cursor = intermediate(cursor, index, "at\(i)", "offset of child \(i)") }
            }
            majors.append(cursor)
            cursor = cursor + size[axis]
        }
        // 7. Minor axis by the guides, shifted so the union starts at 0.
        var minors: [LinearForm] = []
        minors.reserveCapacity(children.count)
        var low = LinearForm.zero
        var high = LinearForm.zero
        for (i, child) in children.enumerated() {
            let position = try negatedGuide(
                spec.alignment, axis.other, of: child, proposal: FormProposal(major: offers[i], minor: minor, axis: axis), size: sizes[i], scope)
            minors.append(position)
            low = min(low, position, index, "minor_low\(i)")
            high = max(high, position + sizes[i][axis.other], index, "minor_high\(i)")
        }
        let origins = zip(majors, minors).map { major, minor in
            axis == .horizontal ? FormPoint(x: major, y: offset(minor, low)) : FormPoint(x: offset(minor, low), y: major)
        }
        let minorLength = children.isEmpty ? LinearForm.zero : offset(high, low)
        return StackLayout(offers: offers, sizes: sizes, origins: origins, size: FormSize(major: cursor, minor: minorLength, axis: axis))
    }

    /// `form` as a column of the stack's rule, named `n<index>_<Kind>_<what>` (the name and
    /// origin spelt only when the column is made).
    private func intermediate(
        _ form: LinearForm, _ index: Int, _ what: @autoclosure () -> String, _ description: @autoclosure () -> String
    ) -> LinearForm {
        program.intermediate(form, column: name(index, what()), origin: origin(index, description()))
    }

    func stackSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let layout = try stackLayout(index, proposal, scope)
        if let kept = keep(layout, index, proposal, scope) { keptStackLayouts[index] = kept }
        return layout.size
    }

    /// Step 8: children placed with the offers they were sized with; a stack proposed nil
    /// across is sized again with its own thickness across (R3.4b).
    func stackPlacements(_ index: Int, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        let axis = stackSpec(index).axis
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
        let layout: StackLayout
        if let kept = kept(keptStackLayouts[index], index, placing, scope) { layout = kept } else { layout = try stackLayout(index, placing, scope) }
        return self[index].children.enumerated().map { i, child in
            FormPlacement(
                child: child, proposal: FormProposal(major: layout.offers[i], minor: placing[axis.other], axis: axis),
                origin: layout.origins[i], scope: scope)
        }
    }
}
