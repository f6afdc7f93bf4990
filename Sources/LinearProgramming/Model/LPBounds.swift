/// The interval a column's value or a row's activity must lie in.
///
/// Infinite ends mean "no bound"; negative bounds are fine (overflow columns need them).
/// The solver sets every column's bounds explicitly, because GLPK creates columns fixed at 0.
public struct LPBounds: Sendable, Hashable, CustomStringConvertible {
    /// The lower end, `-.infinity` for none.
    public var lower: Double
    /// The upper end, `+.infinity` for none.
    public var upper: Double

    /// Bounds from `lower` to `upper` (either may be infinite).
    public init(lower: Double = -.infinity, upper: Double = .infinity) {
        self.lower = lower
        self.upper = upper
    }

    /// No bound at all.
    public static let free = LPBounds()
    /// Zero or more, the default for columns.
    public static let nonNegative = LPBounds(lower: 0)
    /// At least `value`.
    public static func atLeast(_ value: Double) -> LPBounds { LPBounds(lower: value) }
    /// At most `value`.
    public static func atMost(_ value: Double) -> LPBounds { LPBounds(upper: value) }
    /// Exactly `value`.
    public static func fixed(_ value: Double) -> LPBounds { LPBounds(lower: value, upper: value) }
    /// Between `lower` and `upper`.
    public static func between(_ lower: Double, _ upper: Double) -> LPBounds {
        LPBounds(lower: lower, upper: upper)
    }

    /// The bounds a column of `kind` keeps: a binary's intersected with `0...1` (its value is
    /// 0 or 1 whatever was asked), any other's as given. Every way of making a column goes
    /// through here.
    public func kept(for kind: LPColumnKind) -> LPBounds {
        kind == .binary ? LPBounds(lower: Swift.max(lower, 0), upper: Swift.min(upper, 1)) : self
    }

    /// Whether the interval is empty or uses NaN or an infinity on the wrong side.
    var isInvalid: Bool {
        lower.isNaN || upper.isNaN || lower > upper || lower == .infinity || upper == -.infinity
    }

    /// How far `value` lies outside the interval (0 inside).
    func violation(of value: Double) -> Double {
        if value < lower { return lower - value }
        if value > upper { return value - upper }
        return 0
    }

    public var description: String {
        switch (lower.isFinite, upper.isFinite) {
        case (false, false): return "free"
        case (true, false): return ">= \(lower)"
        case (false, true): return "<= \(upper)"
        case (true, true): return lower == upper ? "= \(lower)" : "[\(lower), \(upper)]"
        }
    }
}
