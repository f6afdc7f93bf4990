/// What values a column may take.
public enum LPColumnKind: Sendable, Hashable {
    /// Any real value within the bounds.
    case continuous
    /// Whole numbers within the bounds.
    case integer
    /// 0 or 1 (the bounds are intersected with `0...1`).
    case binary
}

/// One variable of a linear program: a name, bounds, a kind and an objective coefficient.
///
/// `name` is any string (for example `n12_frame_minW`); `origin` says where the column comes
/// from (`0.1 frame(minWidth:) line 3`) and appears in error messages and export comments.
public struct LPColumn: Sendable, Hashable {
    /// The column's name in messages and exports, unique within a model.
    public var name: String {
        get { label.description }
        set { label = LPName(newValue) }
    }
    /// The name as it was given, spelt only when `name` is read.
    public var label: LPName
    /// What made the column (`0.1 frame width`), so a diagnostic can name the view.
    public var origin: String? {
        get { source?.description }
        set { source = newValue.map { LPOrigin($0) } }
    }
    /// The origin as it was given, spelt only when `origin` is read.
    public var source: LPOrigin?
    /// The values the column may take (binary columns are clipped to `0...1`).
    public var bounds: LPBounds
    /// Whether the column is continuous, integer or binary.
    public var kind: LPColumnKind
    /// The column's coefficient in the objective.
    public var objective: Double

    /// A column; a binary one has its bounds intersected with `0...1`.
    public init(
        _ name: String, bounds: LPBounds = .nonNegative, kind: LPColumnKind = .continuous,
        objective: Double = 0, origin: String? = nil
    ) {
        self.init(name, bounds: bounds, kind: kind, objective: objective, source: origin.map { LPOrigin($0) })
    }

    /// A column with an origin spelt when read; a binary one has its bounds intersected with `0...1`.
    public init(_ name: String, bounds: LPBounds = .nonNegative, kind: LPColumnKind = .continuous, objective: Double = 0, source: LPOrigin?) {
        self.init(label: LPName(name), bounds: bounds, kind: kind, objective: objective, source: source)
    }

    /// A column with a name and an origin spelt when read; a binary one has its bounds
    /// intersected with `0...1`.
    public init(label: LPName, bounds: LPBounds = .nonNegative, kind: LPColumnKind = .continuous, objective: Double = 0, source: LPOrigin?) {
        self.label = label
        self.source = source
        self.bounds = bounds.kept(for: kind)
        self.kind = kind
        self.objective = objective
    }
}
