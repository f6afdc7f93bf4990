/// The status of one variable (a row's auxiliary or a column) in a simplex basis.
public enum LPVariableStatus: Int32, Sendable, Hashable {
    /// In the basis (GLP_BS).
    case basic = 1
    /// Non-basic at its lower bound (GLP_NL).
    case atLower = 2
    /// Non-basic at its upper bound (GLP_NU).
    case atUpper = 3
    /// Non-basic free, value 0 (GLP_NF).
    case free = 4
    /// Non-basic fixed (GLP_NS).
    case fixed = 5
}

/// A simplex basis as plain arrays, to warm-start a rebuilt problem of the same shape.
///
/// Carried as values because a GLPK problem cannot leave its thread; loading it into a fresh
/// problem skips the search for a basis (a refactorisation is still paid).
public struct LPBasis: Sendable, Hashable {
    /// The status of each row's auxiliary variable, in model order.
    public var rows: [LPVariableStatus]
    /// The status of each column, in model order.
    public var columns: [LPVariableStatus]

    /// A basis from the statuses of every row and column (one per row and per column).
    public init(rows: [LPVariableStatus], columns: [LPVariableStatus]) {
        self.rows = rows
        self.columns = columns
    }

    /// This basis with `count` more rows, each basic (adding rows with basic auxiliaries
    /// keeps a basis valid).
    public func appendingBasicRows(_ count: Int) -> LPBasis {
        LPBasis(rows: rows + Array(repeating: .basic, count: count), columns: columns)
    }
}
