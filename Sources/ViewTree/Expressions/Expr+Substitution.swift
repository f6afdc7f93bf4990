/// Expressions with some of their variables replaced (a reader's frame by its laid-out value,
/// ReaderFrameSettling).
extension Expr {
    /// This expression with each variable `replacement` gives a value for replaced by it,
    /// folded where the parts become constants.
    public func substituting(_ replacement: (ExprVariable) -> Expr?) -> Expr {
        switch self {
        case .constant: self
        case .variable(let variable): replacement(variable) ?? self
        case .add(let a, let b): a.substituting(replacement) + b.substituting(replacement)
        case .subtract(let a, let b): a.substituting(replacement) - b.substituting(replacement)
        case .multiply(let a, let b): a.substituting(replacement) * b.substituting(replacement)
        case .divide(let a, let b): a.substituting(replacement) / b.substituting(replacement)
        case .negate(let a): -a.substituting(replacement)
        case .minimum(let a, let b): .min(a.substituting(replacement), b.substituting(replacement))
        case .maximum(let a, let b): .max(a.substituting(replacement), b.substituting(replacement))
        }
    }

    /// Whether the expression reads a reader's frame in a coordinate space (`proxy.frame(in:
    /// .global).minY`), which is known only once the layout is placed.
    /// Read without collecting the variables: `ScreenHost.layout` asks it of every length.
    public var readsReaderFrame: Bool {
        switch self {
        case .constant: false
        case .variable(let variable): if case .readerFrame = variable { true } else { false }
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
            .minimum(let a, let b), .maximum(let a, let b):
            a.readsReaderFrame || b.readsReaderFrame
        case .negate(let a): a.readsReaderFrame
        }
    }
}
