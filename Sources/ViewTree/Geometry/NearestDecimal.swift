extension Double {
    /// The number of at most `places` decimals (6 or 10) nearest this one, when it lies within
    /// `relative` of it (relative to the value, at least 1); nil otherwise. Infinities are
    /// their own nearest.
    ///
    /// Why: the constraint engine's forms add up in another order than the model wrote its
    /// numbers, so a row's `1/3` arrives as `0.333333333333333` and an exact crossing at 120 as
    /// 119.99999999999999. The tolerance says how far off a number may be and still be read
    /// as the short one: rounding dust (1e-11, 1e-12) where the value decides a layout, a
    /// Text's break threshold (1e-7) where it is only printed.
    @inlinable
    public func nearestDecimal(places: Int = 6, within relative: Double) -> Double? {
        precondition(places == 6 || places == 10, "nearestDecimal keeps 6 or 10 places")
        guard isFinite else { return self }
        // Written out, so each scale is the double nearest its power of ten.
        let scale = places == 10 ? 1e10 : 1e6
        let short = Self.roundedHalfAway(self * scale) / scale
        return abs(short - self) <= relative * Swift.max(1, abs(self)) ? short : nil
    }

    /// `x.rounded()` (to the nearest whole number, halves away from zero) without the call to
    /// libm's `round` that the baseline x86-64 target makes of it: the constraint engine reads
    /// every coefficient and bound of its rows through `nearestDecimal`, and the call was a
    /// third of its cost.
    ///
    /// Why it is the same number: below 2^52, adding 2^52 to |x| leaves a number whose last
    /// place is 1, so the sum rounds |x| to the nearest whole number (halves to even) and
    /// subtracting 2^52 is exact; the difference from |x| is exact too (the two are within 0.5
    /// of each other), so a half rounded down is seen and moved away from zero. From 2^52 up
    /// every double is whole already; NaN goes through unchanged.
    @inlinable
    public static func roundedHalfAway(_ x: Double) -> Double {
        let magnitude = abs(x)
        guard magnitude < 0x1p52 else { return x }
        var whole = (magnitude + 0x1p52) - 0x1p52
        if whole - magnitude == -0.5 { whole += 1 }
        return x.sign == .minus ? -whole : whole
    }
}
