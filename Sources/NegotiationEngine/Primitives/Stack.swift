import LeafMeasurement
import ViewTree

// HStack and VStack (R3, with I.1's spacing, priority and infinite-proposal rules).
extension LayoutPass {
    struct StackArrangement {
        /// What each child was offered along the stack's axis (nil, inf or its share).
        var offers: [Double?]
        var sizes: [Size]
        var origins: [Point]
        var size: Size
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
    func stackGaps(_ index: Int, _ spec: StackSpec, _ scope: Scope) throws(LayoutError) -> [Double] {
        let children = self[index].children
        guard children.count > 1 else { return [] }
        if let spacing = spec.spacing {
            let gap = try value(spacing, index, "spacing", scope)
            return Array(repeating: gap, count: children.count - 1)
        }
        let (before, after): (Edge, Edge) = spec.axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return (1..<children.count).map { i in
            tree.prefersNoSpacing(children[i - 1], edge: before) || tree.prefersNoSpacing(children[i], edge: after)
                ? 0 : LayoutConstants.defaultSpacing
        }
    }

    /// Each child's offer and answer for the stack's proposal (R3.3, R3.4, R3.7, I.1).
    func stackChildSizes(_ index: Int, _ spec: StackSpec, _ proposal: ProposedSize, gaps: [Double], _ scope: Scope) throws(LayoutError) -> (
        offers: [Double?], sizes: [Size]
    ) {
        let axis = spec.axis
        let children = self[index].children
        let minor = proposal[axis.other]
        guard let major = proposal[axis], major.isFinite else {
            // nil: every child ideal (R3.3); inf: every child offered inf (I.1).
            let offer = proposal[axis]
            var sizes: [Size] = []
            for child in children { sizes.append(try size(child, ProposedSize(major: offer, minor: minor, axis: axis), scope)) }
            return (Array(repeating: offer, count: children.count), sizes)
        }
        var items: [DistributionItem] = []
        for child in children {
            let low = try size(child, ProposedSize(major: 0, minor: minor, axis: axis), scope)[axis]
            let high = try size(child, ProposedSize(major: .infinity, minor: minor, axis: axis), scope)[axis]
            items.append(DistributionItem(priority: self[child].priority, min: low, max: high))
        }
        var sizes = Array(repeating: Size.zero, count: children.count)
        var offers = [Double?](repeating: nil, count: children.count)
        _ = try distributeGreedily(available: major - gaps.reduce(0, +), items: items) { (i, offer) throws(LayoutError) -> Double in
            let answer = try size(children[i], ProposedSize(major: offer, minor: minor, axis: axis), scope)
            sizes[i] = answer
            offers[i] = offer
            return answer[axis]
        }
        return (offers, sizes)
    }

    /// Sizes, origins and the stack's own size (R3.4 steps 6-7).
    func stackArrangement(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> StackArrangement {
        let spec = stackSpec(index)
        let axis = spec.axis
        let children = self[index].children
        let gaps = try stackGaps(index, spec, scope)
        let (offers, sizes) = try stackChildSizes(index, spec, proposal, gaps: gaps, scope)
        // Major axis: source order, each after the previous one and its gap.
        var majors: [Double] = []
        var cursor = 0.0
        for (i, size) in sizes.enumerated() {
            if i > 0 { cursor += gaps[i - 1] }
            majors.append(cursor)
            cursor += size[axis]
        }
        // Minor axis: align the guides, then shift so the union starts at 0.
        var minors: [Double] = []
        var low = 0.0
        var high = 0.0
        for (i, child) in children.enumerated() {
            let position = -(try guide(spec.alignment, axis.other, of: child, size: sizes[i], scope))
            minors.append(position)
            low = min(low, position)
            high = max(high, position + sizes[i][axis.other])
        }
        let origins = zip(majors, minors).map { major, minor in
            axis == .horizontal ? Point(x: major, y: offsetBetween(minor, low)) : Point(x: offsetBetween(minor, low), y: major)
        }
        let minorLength = children.isEmpty ? 0 : offsetBetween(high, low)
        return StackArrangement(offers: offers, sizes: sizes, origins: origins, size: Size(major: cursor, minor: minorLength, axis: axis))
    }

    func stackSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        try stackArrangement(index, proposal, scope).size
    }

    /// Children are placed with the offers they were sized with (R0.4); when the stack's own
    /// cross-axis proposal is nil, the distribution is re-run with the stack's cross-axis
    /// size instead (R3.4b).
    func stackPlacements(_ index: Int, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        let axis = stackSpec(index).axis
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
        let arrangement = try stackArrangement(index, placing, scope)
        return self[index].children.enumerated().map { i, child in
            ChildPlacement(
                child: child, proposal: ProposedSize(major: arrangement.offers[i], minor: placing[axis.other], axis: axis),
                origin: arrangement.origins[i], scope: scope)
        }
    }
}
