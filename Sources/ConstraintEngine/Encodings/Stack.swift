import LeafMeasurement
import ViewTree

// HStack and VStack: SwiftUI's greedy sequence in fitting order (LP-MODELLING.md B; R3.4),
// each offer `max(remaining / k, 0)` and each answer an expression of the child.
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

    /// The fitting order of R3.4 step 2 / R3.5, decided over the piece (a piece where it
    /// changes is split where two flexibilities cross).
    func fittingOrder(_ index: Int, priorities: [Double], mins: [LinearForm], maxes: [LinearForm]) throws(CompileInterrupt) -> [Int] {
        let flex = zip(mins, maxes).map { low, high in offset(high, low) }
        let path = self[index].path
        var order: [Int] = []
        // Insertion sort with a comparator decided by the range analysis (stable: ties keep source order).
        for candidate in priorities.indices {
            var position = order.count
            while position > 0 {
                let other = order[position - 1]
                if try before(candidate, other, priorities, mins, flex, path) { position -= 1 } else { break }
            }
            order.insert(candidate, at: position)
        }
        return order
    }

    private func before(_ a: Int, _ b: Int, _ priorities: [Double], _ mins: [LinearForm], _ flex: [LinearForm], _ path: String) throws(CompileInterrupt) -> Bool
    {
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        let reason = "the fitting order of the stack at \(path) changes"
        if try program.less(flex[a], flex[b], reason) { return true }
        if try program.less(flex[b], flex[a], reason) { return false }
        if flex[a].isInfinite, flex[a].constant > 0 {
            if try program.less(mins[b], mins[a], reason) { return true }
            if try program.less(mins[a], mins[b], reason) { return false }
        }
        return a < b
    }

    func stackLayout(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> StackLayout {
        let spec = stackSpec(index)
        let axis = spec.axis
        let children = self[index].children
        let gapForms = try gaps(index, spec, scope)
        let minor = proposal[axis.other]
        var offers = [LinearForm?](repeating: nil, count: children.count)
        var sizes = [FormSize](repeating: .zero, count: children.count)
        if let major = proposal[axis], !major.isInfinite {
            var mins: [LinearForm] = []
            var maxes: [LinearForm] = []
            for child in children {
                mins.append(try probe(child, FormProposal(major: .zero, minor: minor, axis: axis), scope)[axis])
                maxes.append(try probe(child, FormProposal(major: .infinity, minor: minor, axis: axis), scope)[axis])
            }
            let priorities = children.map { self[$0].priority }
            let order = try fittingOrder(index, priorities: priorities, mins: mins, maxes: maxes)
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, priorities[last] == priorities[i] { groups[groups.count - 1].append(i) } else { groups.append([i]) }
            }
            var remaining = gapForms.reduce(major) { $0 - $1 }
            for group in groups.dropFirst() { for i in group { remaining = remaining - mins[i] } }
            for (number, group) in groups.enumerated() {
                if number > 0 { for i in group { remaining = remaining + mins[i] } }
                for (position, i) in group.enumerated() {
                    let share = remaining / Double(group.count - position)
                    let offer = max(share, .zero, index, "offer\(i)")
                    let answer = try size(children[i], FormProposal(major: offer, minor: minor, axis: axis), scope)
                    offers[i] = offer
                    sizes[i] = answer
                    remaining = remaining - answer[axis]
                }
            }
        } else {
            for (i, child) in children.enumerated() {
                offers[i] = proposal[axis]
                sizes[i] = try size(child, FormProposal(major: proposal[axis], minor: minor, axis: axis), scope)
            }
        }
        // Major axis in source order; minor axis by the guides, shifted so the union starts at 0.
        var majors: [LinearForm] = []
        var cursor = LinearForm.zero
        for (i, size) in sizes.enumerated() {
            if i > 0 { cursor = cursor + gapForms[i - 1] }
            majors.append(cursor)
            cursor = cursor + size[axis]
        }
        var minors: [LinearForm] = []
        var low = LinearForm.zero
        var high = LinearForm.zero
        for (i, child) in children.enumerated() {
            let position = -(try guide(spec.alignment, axis.other, of: child, size: sizes[i], scope))
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

    func stackSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        try stackLayout(index, proposal, scope).size
    }

    func stackPlacements(_ index: Int, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        let axis = stackSpec(index).axis
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
        let layout = try stackLayout(index, placing, scope)
        return self[index].children.enumerated().map { i, child in
            FormPlacement(
                child: child, proposal: FormProposal(major: layout.offers[i], minor: placing[axis.other], axis: axis),
                origin: layout.origins[i], scope: scope)
        }
    }
}
