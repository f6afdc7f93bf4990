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
/// ties keep source order. Nil when that is source order (no array is made for it).
func fittingOrder(_ items: [DistributionItem]) -> [Int]? {
    func before(_ a: Int, _ b: Int) -> Bool {
        let x = items[a]
        let y = items[b]
        if x.priority != y.priority { return x.priority > y.priority }
        if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
        if x.flexibility.isInfinite, x.min != y.min { return x.min > y.min }
        return a < b
    }
    // Children already in fitting order (a row of like views) need no sort: the order is
    // strict and total (ties fall to the index), so source order is the sorted one exactly
    // when each child comes before the next.
    if items.indices.dropFirst().allSatisfy({ before($0 - 1, $0) }) { return nil }
    // A few children (a row) by insertion: the order being strict and total, any correct
    // sort gives this same permutation, without the general sort's set-up.
    guard items.count <= 16 else { return items.indices.sorted(by: before) }
    var order = Array(items.indices)
    for i in 1..<order.count {
        var j = i
        while j > 0, before(order[j], order[j - 1]) {
            order.swapAt(j, j - 1)
            j -= 1
        }
    }
    return order
}

/// SwiftUI's greedy distribution of `available` over `items` (R3.4 steps 2-5;
/// LP-MODELLING.md B: greedy, not fair).
///
/// 1. Sort into fitting order. 2. Group equal priorities (consecutive in that order).
/// 3. Reserve the minimum of every child outside the first group. 4. Per group, release its
/// reservation, then offer each child in order an even share of what is left,
/// `max(W / k, 0)`, and subtract its answer. `respond(i, offer)` is child i's length for that
/// offer. The groups are ranges of the order, not arrays of their own.
func distributeGreedily<E: Error>(
    available: Double, items: [DistributionItem], respond: (Int, Double) throws(E) -> Double
) throws(E) {
    let sorted = fittingOrder(items)
    /// The child at `position` in fitting order.
    func order(_ position: Int) -> Int { sorted?[position] ?? position }
    let count = items.count
    /// Where the group starting at `start` ends: the next change of priority.
    func groupEnd(_ start: Int) -> Int {
        var end = start + 1
        while end < count, items[order(end - 1)].priority == items[order(end)].priority { end += 1 }
        return end
    }
    var remaining = available
    let firstEnd = count == 0 ? 0 : groupEnd(0)
    for position in firstEnd..<count { remaining -= items[order(position)].min }
    var start = 0
    while start < count {
        let end = start == 0 ? firstEnd : groupEnd(start)
        if start > 0 {
            for position in start..<end { remaining += items[order(position)].min }
        }
        for position in start..<end {
            let unvisited = Double(end - position)
            // A child whose minimum is infinite makes the remaining space inf - inf once its
            // reservation is released: offer 0 then, as for any exhausted space (I.5).
            let share = remaining / unvisited
            let offer = share.isNaN ? 0 : Swift.max(share, 0)
            remaining -= try respond(order(position), offer)
        }
        start = end
    }
}
