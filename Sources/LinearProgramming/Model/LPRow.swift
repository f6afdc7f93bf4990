/// One coefficient of a row: `coefficient * column`.
public struct LPTerm: Sendable, Hashable {
    /// The column's index in `LPModel.columns`.
    public var column: Int
    /// The factor the column is multiplied by in the row's sum.
    public var coefficient: Double

    /// The term `coefficient * column`, the column given by its index.
    public init(_ column: Int, _ coefficient: Double) {
        self.column = column
        self.coefficient = coefficient
    }
}

/// One constraint: `bounds.lower <= sum of terms <= bounds.upper`, named for diagnostics.
///
/// Terms are sparse; a column may appear at most once in a row.
public struct LPRow: Sendable, Hashable {
    /// The row's name in messages and exports, unique within a model (`n12_w_def`).
    public var name: String {
        get { label.description }
        set { label = LPName(newValue) }
    }
    /// The name as it was given, spelt only when `name` is read.
    public var label: LPName
    /// What made the row (`0.1 frame width (file:3:5)`), so a diagnostic can name the view.
    public var origin: String? {
        get { source?.description }
        set { source = newValue.map { LPOrigin($0) } }
    }
    /// The origin as it was given, spelt only when `origin` is read.
    public var source: LPOrigin?
    /// The row's coefficients, each column at most once.
    public var terms: [LPTerm]
    /// The range the row's sum must stay in (equal bounds make an equation).
    public var bounds: LPBounds

    /// The row `bounds.lower <= sum of terms <= bounds.upper`, named and with what made it.
    public init(_ name: String, terms: [LPTerm], bounds: LPBounds, origin: String? = nil) {
        self.init(name, terms: terms, bounds: bounds, source: origin.map { LPOrigin($0) })
    }

    /// The row `bounds.lower <= sum of terms <= bounds.upper`, with an origin spelt when read.
    public init(_ name: String, terms: [LPTerm], bounds: LPBounds, source: LPOrigin?) {
        self.init(label: LPName(name), terms: terms, bounds: bounds, source: source)
    }

    /// The row `bounds.lower <= sum of terms <= bounds.upper`, with a name and an origin spelt when read.
    public init(label: LPName, terms: [LPTerm], bounds: LPBounds, source: LPOrigin?) {
        self.label = label
        self.source = source
        self.terms = terms
        self.bounds = bounds
    }

    /// The row's activity for the given column values.
    public func activity(_ values: [Double]) -> Double {
        terms.reduce(0) { $0 + $1.coefficient * values[$1.column] }
    }
}
