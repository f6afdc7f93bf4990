/// One participant of a stack's distribution: its priority and its range along the axis.
struct DistributionItem {
    var priority: Double
    var min: Double
    var max: Double

    /// `max - min`, with a rigid infinite view (min = max = inf) counted as 0.
    var flexibility: Double {
        let range = max - min
        return range.isNaN ? 0 : range
    }
}

/// The fitting order of R3.4 step 2 with the comparator of R3.5: priority descending, then
/// flexibility ascending; equal infinite flexibility puts the larger minimum first; other
/// ties keep source order.
func fittingOrder(_ items: [DistributionItem]) -> [Int] {
    items.indices.sorted { a, b in
        let x = items[a]
        let y = items[b]
        if x.priority != y.priority { return x.priority > y.priority }
        if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
        if x.flexibility.isInfinite, x.min != y.min { return x.min > y.min }
        return a < b
    }
}

/// SwiftUI's greedy distribution of `available` over `items` (R3.4 steps 2-5;
/// LP-MODELLING.md B: greedy, not fair).
///
/// 1. Sort into fitting order. 2. Group equal priorities. 3. Reserve the minimum of every
/// child outside the first group. 4. Per group, release its reservation, then offer each
/// child in order an even share of what is left, `max(W / k, 0)`, and subtract its answer.
/// `respond(i, offer)` is child i's length for that offer. Returns each child's length.
func distributeGreedily<E: Error>(
    available: Double, items: [DistributionItem], respond: (Int, Double) throws(E) -> Double
) throws(E) -> [Double] {
    let order = fittingOrder(items)
    var lengths = Array(repeating: 0.0, count: items.count)
    var groups: [[Int]] = []
    for index in order {
        if let last = groups.last?.last, items[last].priority == items[index].priority {
            groups[groups.count - 1].append(index)
        } else {
            groups.append([index])
        }
    }
    var remaining = available
    for group in groups.dropFirst() {
        for index in group { remaining -= items[index].min }
    }
    for (groupNumber, group) in groups.enumerated() {
        if groupNumber > 0 {
            for index in group { remaining += items[index].min }
        }
        for (position, index) in group.enumerated() {
            let unvisited = Double(group.count - position)
            // A child whose minimum is infinite makes the remaining space inf - inf once its
            // reservation is released: offer 0 then, as for any exhausted space (I.5).
            let share = remaining / unvisited
            let offer = share.isNaN ? 0 : Swift.max(share, 0)
            let length = try respond(index, offer)
            lengths[index] = length
            remaining -= length
        }
    }
    return lengths
}
