import ViewTree

/// The identity of one `@State` property of one view instance: the chain of call sites that
/// built the instance (its structural identity, as SwiftUI's) and the property's name.
struct StateKey: Hashable, Sendable {
    /// `GetSize@24:5#0/GetWidthModifier@3:9#0`: each instance's type, call site and occurrence.
    var instance: String
    /// The declaring type, for reports (`GetSize`); empty for top-level state.
    var owner: String
    var property: String

    /// `GetSize.width`, as reports name the state (`height` for top-level state).
    var displayName: String { owner.isEmpty ? property : "\(owner).\(property)" }
}

/// What triggers a geometry callback (docs/geometry-feedback.md gives the order they run in).
enum CallbackTrigger: Sendable {
    /// `onAppear { … }` and `task { … }`: once per identity.
    case appear
    /// `task(id: value) { … }`: on appearance and whenever `value` changes.
    case task(id: Value)
    /// `onChange(of: value, initial:) { … }`: when `value` changes (and on appearance if `initial`).
    case change(of: Value, initial: Bool)
    /// `onGeometryChange(for:of:action:)`: `of` read from the modified view's geometry, on
    /// appearance and on change.
    case geometryChange(of: Closure, Env, anchor: ReaderID)
    /// `onPreferenceChange(Key.self) { … }`: the key's value over the modified views.
    case preferenceChange(key: String, mark: Int)
    /// `DispatchQueue.main.async { … }` reached while a body or a GeometryReader's content was
    /// evaluated: run after the other callbacks, every time it is reached.
    case deferred

    /// The modifier's name, as reports and warnings name the callback.
    var name: String {
        switch self {
        case .appear: "onAppear"
        case .task: "task(id:)"
        case .change: "onChange(of:)"
        case .geometryChange: "onGeometryChange(for:of:action:)"
        case .preferenceChange: "onPreferenceChange"
        case .deferred: "DispatchQueue.main.async"
        }
    }

    /// Its place in a pass's order: appearance, geometry and value changes, preference
    /// changes (after the layout that produced them), deferred blocks last.
    var phase: Int {
        switch self {
        case .appear: 0
        case .task, .change, .geometryChange: 1
        case .preferenceChange: 2
        case .deferred: 3
        }
    }
}

/// A callback written in the model, captured where its modifier was evaluated.
struct FeedbackCallback: Sendable {
    var trigger: CallbackTrigger
    /// The closure run (the action), with the scope it captured.
    var closure: Closure
    var env: Env
    /// The instance chain, the modifier's place and its occurrence: stable from pass to pass
    /// while the view keeps its place, as SwiftUI's view identity.
    var identity: String
    var loc: Loc
    /// `onAppear` written as `task`: reports keep the modifier's name.
    var written: String
}

/// `.preference(key: K.self, value: v)` on a view: where the value enters the tree.
struct PreferenceEmission: Sendable {
    var key: String
    var value: Value
    var mark: Int
    var loc: Loc
}

/// What one evaluation of the model recorded besides its views.
struct FeedbackRecording: Sendable {
    /// The state at the start of this evaluation (from the passes before), and what callbacks write.
    var state: [StateKey: StateValue] = [:]
    /// Every `@State` the evaluation met, in the order met, with its initial value.
    var declared: [(key: StateKey, initial: StateValue, loc: Loc)] = []
    /// The state declared `CGFloat`, `Double` or `Float` (text shows it as Swift prints a Double).
    var floating: Set<StateKey> = []
    /// The instance chain being evaluated (outermost first), each entry a hash of the chain
    /// down to it, so an identity costs the same at any depth.
    var instancePath: [String] = []
    /// How often each call site was reached under the current chain (ForEach rows differ).
    var occurrences: [String: Int] = [:]
    var callbacks: [FeedbackCallback] = []
    var emissions: [PreferenceEmission] = []
    /// The marks put on nodes (preference emissions, receivers, geometry anchors): `NodeAttributes.feedbackMarks`.
    var markCount = 0
    /// The node mark of each anchor (`onGeometryChange`'s view, `visualEffect`'s view).
    var anchors: [ReaderID: Int] = [:]
    /// Each GeometryReader's stable identity (its `ReaderID` is new every evaluation).
    var readerIdentity: [ReaderID: String] = [:]
    /// The sizes the readers had in the layout before (by identity): what a Text showing
    /// `proxy.size` reads, as SwiftUI runs a reader's content with its size during layout.
    var knownReaders: [String: Size] = [:]
    /// Whether a Text (or `Int(…)`) read a reader's size: the driver then lays out again with
    /// the sizes known, within the same pass.
    var readerText = false
    /// Whether such a read found no known size (none laid out yet, or a component not known,
    /// NaN in `knownReaders`): the Text shows a placeholder.
    var readerTextUnresolved = false
    /// Set by the driver: reader-dependent text is resolved after layout, so it is not a warning.
    var resolvesReaders = false
    /// `.environment(\.key, value)` in force, innermost last.
    var environment: [(key: String, value: Value)] = []
    /// Lines `print` wrote while callbacks ran.
    var printed: [String] = []
    /// Set while a callback runs: its name, for the state changes it makes.
    var runningCallback: String?
    /// The state changes the running callbacks made, in order.
    var writes: [(key: StateKey, old: StateValue, new: StateValue, callback: String)] = []
    /// Resolves a geometry variable after layout (set while callbacks run).
    var geometry: (@Sendable (ExprVariable) -> Double?)?
    /// The one-program evaluation (`FeedbackProgram.stateProgramTree`): the states read as
    /// unknowns (`ExprVariable.state`) instead of their values.
    var symbolicState: [StateKey: Value] = [:]
    /// Set while callbacks run symbolically: what each assignment assigns, unevaluated.
    var symbolicWrites: [(key: StateKey, value: Value, callback: String)]?
    /// Symbolic states a Text's string interpolates, with where.
    var shownStates: [(key: StateKey, loc: Loc)] = []

    /// A new mark for a node.
    mutating func newMark() -> Int {
        markCount += 1
        return markCount - 1
    }

    /// The identity of something written at `loc` under the current instance chain: a hash of
    /// the chain, the site and its occurrence (stable from pass to pass, whatever the order).
    mutating func identity(_ what: String, at loc: Loc) -> String {
        let site = "\(instancePath.last ?? "root")/\(what)@\(loc.line):\(loc.column)"
        let occurrence = occurrences[site, default: 0]
        occurrences[site] = occurrence + 1
        return String(Self.hash(site + "#\(occurrence)"), radix: 16)
    }

    /// FNV-1a, 64 bits: stable across runs (Swift's `Hasher` is seeded per process).
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
