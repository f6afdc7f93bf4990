extension Expr: CustomStringConvertible {
    /// Source-like text, as a model file would write it.
    public var description: String {
        switch self {
        case .constant(let value): formatLength(value)
        case .variable(let variable): variable.description
        case .add(let a, let b): "(\(a) + \(b))"
        case .subtract(let a, let b): "(\(a) - \(b))"
        case .multiply(let a, let b): "\(a) * \(b)"
        case .divide(let a, let b): "\(a) / \(b)"
        case .negate(let a): "-\(a)"
        case .minimum(let a, let b): "min(\(a), \(b))"
        case .maximum(let a, let b): "max(\(a), \(b))"
        }
    }
}
