import ViewTree

/// How far apart two frames are: the largest of |Δx|, |Δy|, |Δwidth|, |Δheight|.
///
/// Infinite values: the same infinity on both sides is no difference; an infinity against a
/// finite value or the opposite infinity is an infinite difference. NaN (which no engine should
/// report, I.5) is an infinite difference.
public struct FrameDifference: Hashable, Sendable {
    /// The largest component difference, in points (possibly infinite).
    public var magnitude: Double
    /// Whether any component differs by more than the tolerance.
    public var exceeds: Bool

    /// Compares `a` with `b`: a component exceeds the tolerance when its difference is larger
    /// than `tolerance` by more than the rounding of its operands (four units in the last
    /// place of the larger), so 100.01 against 100 is exactly 0.01 apart, as written.
    public init(_ a: Rect, _ b: Rect, tolerance: Double) {
        let pairs = [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)]
        var magnitude = 0.0
        var exceeds = false
        for (left, right) in pairs {
            let difference = Self.difference(left, right)
            magnitude = max(magnitude, difference)
            let rounding = 4 * max(Self.ulp(left), Self.ulp(right))
            if difference > tolerance + rounding { exceeds = true }
        }
        self.magnitude = magnitude
        self.exceeds = exceeds
    }

    /// |a - b| with the infinity and NaN rules above.
    public static func difference(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .infinity }
        if a.isInfinite || b.isInfinite { return a == b ? 0 : .infinity }
        return abs(a - b)
    }

    private static func ulp(_ value: Double) -> Double { value.isFinite ? value.ulp : 0 }
}
