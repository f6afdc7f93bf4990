import ViewTree

/// One state change of a pass: which state, from what, to what, and the callback that made it.
public struct StateChange: Hashable, Sendable, Codable {
    /// `Type.property` (`ImageContainer.width`).
    public var state: String
    /// The value before the pass's callbacks.
    public var old: StateValue
    /// The value they left.
    public var new: StateValue
    /// The modifier whose closure assigned it (`task(id:)`, `onPreferenceChange`, …).
    public var callback: String
    /// Where that callback was written (`file:line:column`).
    public var source: String?

    /// A change of `state` from `old` to `new` by `callback`, written at `source`.
    public init(state: String, old: StateValue, new: StateValue, callback: String, source: String? = nil) {
        self.state = state
        self.old = old
        self.new = new
        self.callback = callback
        self.source = source
    }
}

/// One layout pass and the state changes its callbacks made (empty on the last pass of a
/// layout that converged).
public struct FeedbackPass: Hashable, Sendable, Codable {
    /// The pass's number: 1 for the first layout.
    public var pass: Int
    /// The state its callbacks changed, in order.
    public var changes: [StateChange]
    /// The callbacks that ran after this pass's layout, in order (changes or not).
    public var triggers: [String]
}

/// A loop of the passes: the state came back to a value it had `period` passes before.
public struct FeedbackCycle: Hashable, Sendable, Codable {
    /// How many passes the loop takes.
    public var period: Int
    /// The pass whose state the loop first returns to.
    public var fromPass: Int
    /// The states that change in the loop, each with its values over one period, in order.
    public var states: [CycleState]
    /// True when the pass limit stopped the run before the loop closed, and the state was
    /// iterated on past it (not reported as passes) until it did; nil otherwise.
    public var beyondLimit: Bool?
    /// With `beyondLimit`: the pass whose state closed the loop.
    public var closedAtPass: Int?

    /// A state and its repeating values.
    public struct CycleState: Hashable, Sendable, Codable {
        /// `Type.property`.
        public var state: String
        /// Its values over one period, in order.
        public var values: [StateValue]
    }
}

/// What iterating the state past a pass limit that stopped the run found (no pass of it is
/// reported): a cycle goes into the run's `cycle`; a later fixed point here.
public struct LimitProbe: Hashable, Sendable, Codable {
    /// The pass up to which the state was iterated (`FeedbackDriver.detectionHorizon`).
    public var horizon: Int
    /// The pass after which the state stopped changing, when it did within the horizon.
    public var convergedAtPass: Int?
    /// The pass that could not be evaluated or laid out, where the iteration stopped (a state
    /// that grows past the largest length, docs/limits.md); its error is `failure`.
    public var failedAtPass: Int?
    /// The error of `failedAtPass`, one line (`file:line:column: error: …`).
    public var failure: String?

    /// A probe up to `horizon`, which found a fixed point at `convergedAtPass` (or none), or
    /// stopped at `failedAtPass` with `failure`.
    public init(horizon: Int, convergedAtPass: Int? = nil, failedAtPass: Int? = nil, failure: String? = nil) {
        self.horizon = horizon
        self.convergedAtPass = convergedAtPass
        self.failedAtPass = failedAtPass
        self.failure = failure
    }
}

/// A state's value after the passes.
public struct FinalState: Hashable, Sendable, Codable {
    /// `Type.property`.
    public var state: String
    /// The property's initial value.
    public var initial: StateValue
    /// The value after the last pass.
    public var value: StateValue
    /// Where the property is declared.
    public var source: String?
}

/// The negotiation engine's layout of a feedback model, with the passes that led to it.
public struct FeedbackRun: Sendable {
    /// The last pass's layout: the converged layout, or the one the pass limit stopped at.
    public var result: LayoutResult
    /// Every pass, in order.
    public var passes: [FeedbackPass]
    /// True when a pass changed no state.
    public var converged: Bool
    /// The loop the passes fell into, if any.
    public var cycle: FeedbackCycle?
    /// Every `@State`'s initial and final value.
    public var states: [FinalState]
    /// The limit the run was given.
    public var maxPasses: Int
    /// When the limit stopped the run: what iterating on up to a horizon found.
    public var probe: LimitProbe?
    /// Callbacks that could not run, state that could not be set, and the evaluator's notes.
    public var warnings: [ModelDiagnostic]
    /// What `print` wrote during the passes, in order.
    public var printed: [String]
    /// The struct laid out as the root.
    public var rootName: String?
    /// The view tree of the last pass (the one `result` lays out).
    public var root: ViewNode?

    /// One line for reports: `3 passes (converged)`, `16 passes (cycle of period 2)`.
    /// When the limit stopped the run, what iterating on found: `16 passes (no fixed point
    /// within 16 passes; the state cycles with period 37 from pass 13, seen by iterating on to pass 50)`.
    public var summary: String {
        let count = "\(passes.count) pass\(passes.count == 1 ? "" : "es")"
        if converged { return count + " (converged)" }
        let limited = "no fixed point within \(maxPasses) pass\(maxPasses == 1 ? "" : "es")"
        if let cycle {
            if cycle.beyondLimit == true, let closed = cycle.closedAtPass {
                let start = cycle.fromPass == 0 ? "the state it started from" : "pass \(cycle.fromPass)"
                return count + " (\(limited); the state cycles with period \(cycle.period) from \(start), seen by iterating on to pass \(closed))"
            }
            return count + " (cycle of period \(cycle.period))"
        }
        if let probe {
            if let settled = probe.convergedAtPass {
                return count + " (\(limited); iterating on, the state settles at pass \(settled))"
            }
            if let failed = probe.failedAtPass {
                return count + " (\(limited); iterating on, pass \(failed) cannot be laid out: \(probe.failure ?? "an error"))"
            }
            return count + " (\(limited), nor a fixed point or a cycle within \(probe.horizon))"
        }
        return count + " (stopped at the limit of \(maxPasses) without converging)"
    }
}
