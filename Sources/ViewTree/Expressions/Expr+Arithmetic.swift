// Operators that let `proxy.size.width * 0.25` and `(w - 768) / 2` read as they do in SwiftUI.
// Constants fold as they are built, so a constant argument stays `.constant`.

extension Expr: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A constant written as a decimal literal (`0.25`).
    public init(floatLiteral value: Double) { self = .constant(value) }
    /// A constant written as a whole-number literal (`16`).
    public init(integerLiteral value: Int) { self = .constant(Double(value)) }
    /// A constant from a computed `Double`.
    public init(_ value: Double) { self = .constant(value) }
}

extension Expr {
    /// The sum; folded to a constant when both sides are constants.
    public static func + (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x + y) }
        return .add(a, b)
    }

    /// The difference; folded to a constant when both sides are constants.
    public static func - (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x - y) }
        return .subtract(a, b)
    }

    /// The product; folded when both sides are constants (the constraint engine needs one constant side to stay linear).
    public static func * (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x * y) }
        return .multiply(a, b)
    }

    /// The quotient; folded when both sides are constants (dividing by a variable is not linear).
    public static func / (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x / y) }
        return .divide(a, b)
    }

    /// The negation; a constant stays a constant.
    public static prefix func - (a: Expr) -> Expr {
        if let x = a.constantValue { return .constant(-x) }
        return .negate(a)
    }

    /// `expr + number`, so `proxy.size.width + 8` reads as in SwiftUI.
    public static func + (a: Expr, b: Double) -> Expr { a + Expr(b) }
    /// `number + expr`.
    public static func + (a: Double, b: Expr) -> Expr { Expr(a) + b }
    /// `expr - number`, as in `(w - 768) / 2`.
    public static func - (a: Expr, b: Double) -> Expr { a - Expr(b) }
    /// `number - expr`.
    public static func - (a: Double, b: Expr) -> Expr { Expr(a) - b }
    /// `expr * number`, as in `proxy.size.width * 0.25`.
    public static func * (a: Expr, b: Double) -> Expr { a * Expr(b) }
    /// `number * expr`.
    public static func * (a: Double, b: Expr) -> Expr { Expr(a) * b }
    /// `expr / number`.
    public static func / (a: Expr, b: Double) -> Expr { a / Expr(b) }
    /// `number / expr` (not linear unless `expr` is constant).
    public static func / (a: Double, b: Expr) -> Expr { Expr(a) / b }
}
