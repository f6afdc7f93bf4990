/// The part of the geometry states' range one program covers: the states split into pieces
/// the way the window range is (docs/geometry-feedback.md, "A decision that reads a state").
///
/// A layout decision that reads a state and no window side (a Text's line breaks under
/// margins that read the state) cannot be decided by splitting the window range. Over a
/// narrow enough interval of the state it is constant, so the state's range is split where
/// the decision changes, and each piece is a program of its own whose state column is
/// bounded to the piece: the pieces together hold every fixed point.
struct StateBox: Hashable, Sendable {
    /// Per state, the closed interval its column is bounded to (absent: the relation range).
    var intervals: [String: StateInterval] = [:]
    /// States held at a value: their column is fixed there and each definition's value goes
    /// to a column of its own, so one solve evaluates the passes' map `s -> F(s)` at `s`.
    var pinned: [String: Double] = [:]

    /// The two boxes on either side of `split` (both keep the split's value: a decision at
    /// an end of a piece is the one inside it, as at an open end of a window piece).
    func split(_ split: StateSplit) -> [StateBox] {
        var lower = self, upper = self
        lower.intervals[split.state] = StateInterval(lower: split.interval.lower, upper: split.value)
        upper.intervals[split.state] = StateInterval(lower: split.value, upper: split.interval.upper)
        return [upper, lower]
    }
}

/// A closed interval of a state's values.
struct StateInterval: Hashable, Sendable {
    var lower: Double
    var upper: Double
}

/// A decision that changes inside a state's interval: where, and what depends on it.
struct StateSplit: Hashable, Sendable {
    /// The state whose interval is split.
    var state: String
    /// Its interval in the program that met the decision.
    var interval: StateInterval
    /// The state's value at which the decision changes.
    var value: Double
    /// What depends on it (`Text at 0.0.0.0.0 wraps differently`).
    var reason: String
    /// Whether a structural decision (a Text's line breaks) steps at the value itself, so that
    /// each side decides it by its inside and the value belongs to one side only; false at a
    /// clamp's switch, where both branches agree, and at a halving.
    var step = false
}
