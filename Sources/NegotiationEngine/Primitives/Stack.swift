import LeafMeasurement
import ViewTree

// HStack and VStack (R3, with I.1's spacing, priority and infinite-proposal rules), in the steps
// the constraint engine's Encodings/Stack.swift follows too (steps 2-5 are
// GreedyDistribution.swift's `distributeGreedily`):
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
extension LayoutPass {
    struct StackArrangement {
        /// Each child's offer, answer and origin, in source order.
        var children: [ArrangedChild]
        var size: Size
    }

    /// One child of an arrangement, its three values together: one array per arrangement
    /// where one per value took three allocations (and a fourth for the offers' first fill).
    struct ArrangedChild {
        /// What the child was offered along the stack's axis (nil, inf or its share).
        var offer: Double?
        var size: Size
        /// Its origin in the stack (`.zero` until step 6).
        var origin: Point = .zero
    }

    /// The axis, cross-axis alignment and spacing of a stack (a lone GridRow acts as an HStack).
    func stackSpec(_ index: Int) -> StackSpec {
        switch self[index].kind {
        case .stack(let spec): return spec
        case .gridRow(let alignment): return StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center))
        default: preconditionFailure("not a stack")
        }
    }

    /// The gaps between neighbours: `spacing` when given; else 8, or 0 next to a view that keeps a
    /// Spacer's zero spacing (I.1, `IndexedTree.prefersNoSpacing`).
    func stackGaps(_ index: Int, _ spec: StackSpec, _ scope: Scope) throws(LayoutError) -> StackGaps {
        let children = self[index].children
        guard children.count > 1 else { return StackGaps(count: 0, uniform: 0) }
        if let spacing = spec.spacing {
            return StackGaps(count: children.count - 1, uniform: try value(spacing, index, "spacing", scope))
        }
        let (before, after): (Edge, Edge) = spec.axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return StackGaps(varying: (1..<children.count).map { i in
            tree.prefersNoSpacing(children[i - 1], edge: before) || tree.prefersNoSpacing(children[i], edge: after)
                ? 0 : LayoutConstants.defaultSpacing
        })
    }

    /// Each child's offer and answer for the stack's proposal (R3.3, R3.4, R3.7, I.1).
    func stackChildSizes(_ index: Int, _ spec: StackSpec, _ proposal: ProposedSize, gaps: StackGaps, _ scope: Scope) throws(LayoutError) -> [ArrangedChild] {
        let axis = spec.axis
        let children = self[index].children
        let minor = proposal[axis.other]
        var arranged: [ArrangedChild] = []
        arranged.reserveCapacity(children.count)
        guard let major = proposal[axis], major.isFinite else {
            // 0. nil: every child ideal (R3.3); inf: every child offered inf (I.1).
            let offer = proposal[axis]
            for child in children {
                arranged.append(ArrangedChild(offer: offer, size: try size(child, ProposedSize(major: offer, minor: minor, axis: axis), scope)))
            }
            return arranged
        }
        // 1. Flexibility.
        var items: [DistributionItem] = []
        items.reserveCapacity(children.count)
        for child in children {
            let low = try size(child, ProposedSize(major: 0, minor: minor, axis: axis), scope)[axis]
            let high = try size(child, ProposedSize(major: .infinity, minor: minor, axis: axis), scope)[axis]
            items.append(DistributionItem(priority: self[child].priority, min: low, max: high))
        }
        for _ in children { arranged.append(ArrangedChild(offer: nil, size: .zero)) }
        // 2-5. The greedy distribution.
        try distributeGreedily(available: major - gaps.total, items: items) { (i, offer) throws(LayoutError) -> Double in
            let answer = try size(children[i], ProposedSize(major: offer, minor: minor, axis: axis), scope)
            arranged[i].size = answer
            arranged[i].offer = offer
            return answer[axis]
        }
        return arranged
    }

    /// Steps 0-7: sizes, origins and the stack's own size.
    func stackArrangement(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> StackArrangement {
        let spec = stackSpec(index)
        let axis = spec.axis
        let children = self[index].children
        let gaps = try stackGaps(index, spec, scope)
        var arranged = try stackChildSizes(index, spec, proposal, gaps: gaps, scope)
        // 6. Major axis: source order, each after the previous one and its gap.
        // 7. Minor axis: align the guides, then shift so the union starts at 0. Each origin
        //    holds its major position and its unshifted minor one until the union is known.
        var cursor = 0.0
        var low = 0.0
        var high = 0.0
        for (i, child) in children.enumerated() {
            if i > 0 { cursor += gaps[i - 1] }
            let size = arranged[i].size
            let offered = ProposedSize(major: arranged[i].offer, minor: proposal[axis.other], axis: axis)
            let position = -(try guide(spec.alignment, axis.other, of: child, proposal: offered, size: size, scope))
            arranged[i].origin = Point(x: cursor, y: position)
            cursor += size[axis]
            low = min(low, position)
            high = max(high, position + size[axis.other])
        }
        for i in arranged.indices {
            let (major, minor) = (arranged[i].origin.x, offsetBetween(arranged[i].origin.y, low))
            arranged[i].origin = axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
        }
        let minorLength = children.isEmpty ? 0 : offsetBetween(high, low)
        return StackArrangement(children: arranged, size: Size(major: cursor, minor: minorLength, axis: axis))
    }

    /// Steps 0-7 for the stack's size; the arrangement is kept for its placement.
    func stackSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let arrangement = try stackArrangement(index, proposal, scope)
        let kept = KeptArrangement(proposal: proposal, scopeKey: stackScopeKey(index, scope), arrangement: arrangement)
        let slot = Int(arrangementSlots[index])
        if slot >= 0 {
            keptArrangements[slot] = kept
        } else {
            arrangementSlots[index] = Int32(keptArrangements.count)
            keptArrangements.append(kept)
        }
        return arrangement.size
    }

    /// The scope values the stack's arrangement depends on: its cache key's (its children's
    /// free readers are among its own, a stack declaring none).
    private func stackScopeKey(_ index: Int, _ scope: Scope) -> Int32 {
        scopeKey(index, scope)
    }

    /// The arrangement for `proposal`: the one kept from sizing when it was made for the same
    /// proposal and scope values (sizing is a pure function of those, R0.4), else made again.
    private func placedArrangement(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> StackArrangement {
        let slot = Int(arrangementSlots[index])
        if slot >= 0, keptArrangements[slot].proposal == proposal, keptArrangements[slot].scopeKey == stackScopeKey(index, scope) {
            return keptArrangements[slot].arrangement
        }
        return try stackArrangement(index, proposal, scope)
    }

    /// Step 8: children are placed with the offers they were sized with (R0.4); when the
    /// stack's own cross-axis proposal is nil, the distribution is re-run with the stack's
    /// cross-axis size instead (R3.4b).
    func stackPlacements(_ index: Int, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        let axis = stackSpec(index).axis
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
        // When every child ignores the cross axis (`IgnoredAxes`), the arrangement for the
        // thickness is the one made for nil: its offers, answers and offsets are the same.
        let arranged = proposal[axis.other] == nil && ignored[index].contains(axis.other) ? proposal : placing
        let arrangement = try placedArrangement(index, arranged, scope)
        // Each child's answer to that proposal is in the arrangement already (R0.4; the same
        // for nil across when every child ignores it), so placing it asks nothing again.
        return self[index].children.enumerated().map { i, child in
            let arranged = arrangement.children[i]
            return ChildPlacement(
                child: child, proposal: ProposedSize(major: arranged.offer, minor: placing[axis.other], axis: axis),
                origin: arranged.origin, scope: scope, presetSize: arranged.size)
        }
    }
}

/// A stack's arrangement kept from its latest sizing, with the proposal and scope values it
/// was made for: placing the stack with the same proposal reads it instead of running the
/// distribution again (the placement of a stack was as dear as its sizing).
struct KeptArrangement {
    var proposal: ProposedSize
    var scopeKey: Int32
    var arrangement: LayoutPass.StackArrangement
}

/// The gaps between a stack's neighbours: one value for all when the stack has a `spacing`,
/// else each its own (no array is made for the usual uniform case).
struct StackGaps {
    let count: Int
    private let uniform: Double?
    private let varying: [Double]

    init(count: Int, uniform: Double) {
        self.count = count
        self.uniform = uniform
        self.varying = []
    }

    init(varying: [Double]) {
        self.count = varying.count
        self.uniform = nil
        self.varying = varying
    }

    subscript(i: Int) -> Double { uniform ?? varying[i] }

    /// The sum of the gaps, added in order from 0 (as `reduce(0, +)` over them).
    var total: Double {
        var sum = 0.0
        for i in 0..<count { sum += self[i] }
        return sum
    }
}
