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
    public func nearestDecimal(places: Int = 6, within relative: Double) -> Double? {
        precondition(places == 6 || places == 10, "nearestDecimal keeps 6 or 10 places")
        guard isFinite else { return self }
        // Written out, so each scale is the double nearest its power of ten.
        let scale = places == 10 ? 1e10 : 1e6
        let short = (self * scale).rounded() / scale
        return abs(short - self) <= relative * Swift.max(1, abs(self)) ? short : nil
    }
}
