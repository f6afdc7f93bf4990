/// One coefficient of a row: `coefficient * column`.
public struct LPTerm: Sendable, Hashable {
    /// The column's index in `LPModel.columns`.
    public var column: Int
    public var coefficient: Double

    public init(_ column: Int, _ coefficient: Double) {
        self.column = column
        self.coefficient = coefficient
    }
}

/// One constraint: `bounds.lower <= sum of terms <= bounds.upper`, named for diagnostics.
///
/// Terms are sparse; a column may appear at most once in a row.
public struct LPRow: Sendable, Hashable {
    public var name: String
    public var origin: String?
    public var terms: [LPTerm]
    public var bounds: LPBounds

    public init(_ name: String, terms: [LPTerm], bounds: LPBounds, origin: String? = nil) {
        self.name = name
        self.origin = origin
        self.terms = terms
        self.bounds = bounds
    }

    /// The row's activity for the given column values.
    public func activity(_ values: [Double]) -> Double {
        terms.reduce(0) { $0 + $1.coefficient * values[$1.column] }
    }
}
