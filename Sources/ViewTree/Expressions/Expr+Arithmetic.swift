// Operators that let `proxy.size.width * 0.25` and `(w - 768) / 2` read as they do in SwiftUI.
// Constants fold as they are built, so a constant argument stays `.constant`.

extension Expr: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .constant(value) }
    public init(integerLiteral value: Int) { self = .constant(Double(value)) }
    public init(_ value: Double) { self = .constant(value) }
}

extension Expr {
    public static func + (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x + y) }
        return .add(a, b)
    }

    public static func - (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x - y) }
        return .subtract(a, b)
    }

    public static func * (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x * y) }
        return .multiply(a, b)
    }

    public static func / (a: Expr, b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x / y) }
        return .divide(a, b)
    }

    public static prefix func - (a: Expr) -> Expr {
        if let x = a.constantValue { return .constant(-x) }
        return .negate(a)
    }

    public static func + (a: Expr, b: Double) -> Expr { a + Expr(b) }
    public static func + (a: Double, b: Expr) -> Expr { Expr(a) + b }
    public static func - (a: Expr, b: Double) -> Expr { a - Expr(b) }
    public static func - (a: Double, b: Expr) -> Expr { Expr(a) - b }
    public static func * (a: Expr, b: Double) -> Expr { a * Expr(b) }
    public static func * (a: Double, b: Expr) -> Expr { Expr(a) * b }
    public static func / (a: Expr, b: Double) -> Expr { a / Expr(b) }
    public static func / (a: Double, b: Expr) -> Expr { Expr(a) / b }
}
