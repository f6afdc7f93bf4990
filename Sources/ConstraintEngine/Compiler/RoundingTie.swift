/// Two flexibilities that tie within rounding, where a window side cancelled inside one of them.
///
/// The negotiation engine computes a flexibility at the window, `max - min` with the window's
/// value inside both: `(3.3999999999999986 + 319) - (3.3999999999999773 + 319)` rounds both
/// sums to 322.4 at that magnitude, and the flexibility is 0, a tie that keeps source order. A
/// form holds the window as a term and adds the constants apart from it, so the same
/// flexibility is `(22.3999999999999986 + h) - (22.3999999999999773 + h) = 2.1e-14`, and the
/// stack served that child first. Which way the negotiation engine's last bit goes depends on
/// the window's value, so no piece wider than one window can hold its order: a comparison that
/// close, where a window side cancelled with different constants beside it and the numbers at
/// the target window order the two otherwise than the forms do, holds that side at the target
/// window, and the pass over that point box computes the probes as numbers, in the negotiation
/// engine's order (LP-MODELLING.md C.8). Identical forms (a `containerRelativeFrame`
/// child, `0.5 h` at both probes) are exactly 0 in both engines and hold nothing.
struct FlexibilityParts {
    typealias Part = (high: LinearForm, low: LinearForm)
    /// The answers to the largest and the smallest proposal, per axis the flexibility sums (a
    /// stack's one axis, a Grid cell's two), held without an array.
    private var first: Part?
    private var second: Part?
    /// Whether a window side cancels between a part's high and low with different constants
    /// beside it: only then can a comparison depend on rounding at the window (read first, so
    /// that the comparisons of other children cost nothing more).
    private(set) var cancelsWindow = false

    init() {}

    init(high: LinearForm, low: LinearForm) { append(high: high, low: low) }

    mutating func append(high: LinearForm, low: LinearForm) {
        if first == nil { first = (high, low) } else { second = (high, low) }
        let identical = high.constant.bitPattern == low.constant.bitPattern && high.terms == low.terms
        if !identical, high.terms.contains(where: { $0.key < 2 && low.terms[$0.key] == $0.value }) { cancelsWindow = true }
    }

    /// The parts, in order.
    var parts: [Part] { [first, second].compactMap { $0 } }
}

extension ProgramBuilder {
    /// The window sides to hold at the target window for comparing `a` and `b`, whose
    /// flexibilities are `flexA` and `flexB` (empty when the comparison does not depend on
    /// rounding at the window).
    func roundingTieSides(_ a: FlexibilityParts, _ b: FlexibilityParts, _ flexA: LinearForm, _ flexB: LinearForm) -> [Int] {
        guard a.cancelsWindow || b.cancelsWindow else { return [] }
        let difference = flexA - flexB
        guard difference.terms.isEmpty, difference.constant.isFinite else { return [] }
        var sides: [Int] = []
        var magnitude = 0.0
        for (high, low) in a.parts + b.parts {
            guard high.constant.isFinite, low.constant.isFinite else { return [] }
            magnitude += Swift.abs(high.constant) + Swift.abs(low.constant)
            let identical = high.constant.bitPattern == low.constant.bitPattern && high.terms == low.terms
            for (variable, coefficient) in high.terms where variable < 2 {
                guard let interval = box[variable], !interval.isPoint else { continue }
                magnitude += Swift.abs(coefficient) * Swift.max(Swift.abs(interval.lower), Swift.abs(interval.upper))
                if !identical, low.terms[variable] == coefficient, !sides.contains(variable) { sides.append(variable) }
            }
        }
        guard !sides.isEmpty, Swift.abs(difference.constant) <= 1e-12 * magnitude else { return [] }
        // Held only where the numbers at the target window order the two otherwise than the
        // forms do: a sweep or a walk over widths gets a point piece only at those windows.
        if let atWindow = orderAtWindow(a, b), atWindow == order(difference.constant) { return [] }
        return sides.sorted()
    }

    /// -1, 0 or 1 as `a`'s flexibility is below, equal to or above `b`'s with the window's value
    /// inside each sum (the negotiation engine's magnitudes); nil when a form reads a column
    /// other than the window's.
    private func orderAtWindow(_ a: FlexibilityParts, _ b: FlexibilityParts) -> Int? {
        func value(_ item: FlexibilityParts) -> Double? {
            var total = 0.0
            for (high, low) in item.parts {
                guard high.terms.keys.allSatisfy({ $0 < 2 }), low.terms.keys.allSatisfy({ $0 < 2 }) else { return nil }
                total += high.evaluate(target) - low.evaluate(target)
            }
            return total
        }
        guard let x = value(a), let y = value(b) else { return nil }
        return order(x - y)
    }

    private func order(_ value: Double) -> Int { value < 0 ? -1 : value > 0 ? 1 : 0 }

    /// Holds `sides` at the target window: in this pass where the box can be narrowed (the
    /// pass is then compiled again over the point, `isFinalBoxProgram`), else by a split.
    func holdAtWindow(_ sides: [Int], _ reason: @autoclosure () -> String) throws(CompileInterrupt) {
        if let pendingSplit { throw .split(pendingSplit) }
        let text = SplitReason(reason())
        let requests = sides.map { SplitRequest(form: LinearForm(variable: $0) - LinearForm(target[$0]), reason: text) }
        var request = requests[0]
        request.further = Array(requests.dropFirst())
        if narrowInFlight(request) { return }
        throw .split(request)
    }
}
