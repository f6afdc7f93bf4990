/// An expression referred to a variable that nothing binds where it is evaluated.
public struct UnboundVariableError: Error, Hashable, Sendable {
    /// The variable that had no value.
    public let variable: ExprVariable
}

extension Expr {
    /// The value, given a value for each variable; throws when a variable is unbound.
    ///
    /// Arithmetic follows IEEE rules (`x / 0` is infinite); callers decide what NaN means.
    public func evaluate(_ lookup: (ExprVariable) -> Double?) throws(UnboundVariableError) -> Double {
        switch self {
        case .constant(let value):
            return value
        case .variable(let variable):
            guard let value = lookup(variable) else { throw UnboundVariableError(variable: variable) }
            return value
        case .add(let a, let b): return try a.evaluate(lookup) + b.evaluate(lookup)
        case .subtract(let a, let b): return try a.evaluate(lookup) - b.evaluate(lookup)
        case .multiply(let a, let b): return try a.evaluate(lookup) * b.evaluate(lookup)
        case .divide(let a, let b): return try a.evaluate(lookup) / b.evaluate(lookup)
        case .negate(let a): return try -a.evaluate(lookup)
        case .minimum(let a, let b): return try Swift.min(a.evaluate(lookup), b.evaluate(lookup))
        case .maximum(let a, let b): return try Swift.max(a.evaluate(lookup), b.evaluate(lookup))
        }
    }

    /// Every number written in the expression, in order.
    public var literals: [Double] {
        var result: [Double] = []
        var work = [self]
        while let expr = work.popLast() {
            switch expr {
            case .constant(let value): result.append(value)
            case .variable: break
            case .negate(let a): work.append(a)
            case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
                .minimum(let a, let b), .maximum(let a, let b):
                work.append(b)
                work.append(a)
            }
        }
        return result
    }

    /// Every variable the expression reads.
    public var variables: Set<ExprVariable> {
        var result = Set<ExprVariable>()
        collectVariables(into: &result)
        return result
    }

    private func collectVariables(into result: inout Set<ExprVariable>) {
        switch self {
        case .constant: break
        case .variable(let variable): result.insert(variable)
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
            .minimum(let a, let b), .maximum(let a, let b):
            a.collectVariables(into: &result)
            b.collectVariables(into: &result)
        case .negate(let a): a.collectVariables(into: &result)
        }
    }
}
