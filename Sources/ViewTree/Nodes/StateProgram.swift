/// A model's geometry feedback as one simultaneous system: every state a geometry callback
/// assigns is an unknown (`ExprVariable.state`) that the views read, defined by the geometry
/// it is assigned from (docs/geometry-feedback.md, "The constraint engine").
///
/// SwiftUI reaches the values in passes (layout, callbacks, layout again); the constraint
/// engine writes `state = definition` as rows beside the layout's and solves them together.
public struct StateProgram: Hashable, Sendable {
    /// One row per state component: `state = value`, in the order the callbacks run.
    public var definitions: [StateDefinition]
    /// The node mark (`NodeAttributes.feedbackMarks`) of each view a definition reads through
    /// a `ReaderID` that is no GeometryReader (the view an `onGeometryChange` reads).
    public var anchors: [ReaderID: Int]
    /// Text that shows a state's value: a Text's width depends on the digits it shows, which
    /// is not linear, so such a program is reported, never solved.
    public var shownInText: [ShownState]

    /// A program of `definitions`.
    public init(definitions: [StateDefinition], anchors: [ReaderID: Int] = [:], shownInText: [ShownState] = []) {
        self.definitions = definitions
        self.anchors = anchors
        self.shownInText = shownInText
    }

    /// A state shown by a Text, with where the Text's string was written.
    public struct ShownState: Hashable, Sendable {
        /// `GetSize.width`.
        public var state: String
        /// `file:line:column` of the interpolation.
        public var source: String

        /// The state `state` shown at `source`.
        public init(state: String, source: String) {
            self.state = state
            self.source = source
        }
    }
}

/// `state = value`: a state component and the geometry expression a callback assigns it.
public struct StateDefinition: Hashable, Sendable {
    /// `ImageContainer.width`, or `SegmentedControl.selectedFrame.minX` for a component.
    public var state: String
    /// What the callback assigns: reader sizes and frames, other states, constants.
    public var value: Expr
    /// The callback's modifier (`task(id:)`, `onPreferenceChange`).
    public var callback: String
    /// Where the callback was written (`file:line:column`).
    public var source: String
    /// Whether the callback fires once per view identity (`onAppear`, `task` without an id):
    /// the passes then keep the first value, where the program solves every window anew.
    public var once: Bool
    /// The state's initial value, where the passes start (nil when it is not a number: an
    /// optional that starts as nil).
    public var initial: Double?

    /// The definition `state = value`, assigned by `callback` at `source`, starting at `initial`.
    public init(state: String, value: Expr, callback: String, source: String, once: Bool, initial: Double? = nil) {
        self.initial = initial
        self.state = state
        self.value = value
        self.callback = callback
        self.source = source
        self.once = once
    }
}

/// A state's value in a constraint solve, and whether SwiftUI's passes reach it.
public struct SolvedState: Hashable, Sendable, Codable {
    /// `ImageContainer.width`.
    public var state: String
    /// Its value in the solution.
    public var value: Double
    /// Whether SwiftUI's iteration provably reaches this fixed point from the initial value:
    /// the definition does not read the state back (no cycle), or reads it with a factor
    /// smaller than 1 in size (a contraction).
    public var reached: Bool
    /// Why: `no cycle`, `a contraction (factor 0.5)`, or what keeps the passes from it.
    public var note: String

    /// A solved state.
    public init(state: String, value: Double, reached: Bool, note: String) {
        self.state = state
        self.value = value
        self.reached = reached
        self.note = note
    }
}
