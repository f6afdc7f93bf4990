import ViewTree

/// A range of window sides, `A...B:STEP`: A, then every step up to B, B too when it falls on
/// a step (`300...400:30` is 300, 330, 360, 390; `300...390:30` ends with 390).
///
/// A, B and STEP are written `[0-9]+(\.[0-9]+)?`, like the sides of `--size`. The values are
/// computed in decimal (scaled integers), so `0...1:0.1` holds 0.3, not 0.30000000000000004,
/// and B is included exactly when it falls on a step.
public struct WindowSweep: Hashable, Sendable {
    /// The most windows a comparison run accepts, for one sweep and for a pair of sweeps:
    /// about half a minute of work on a typical model (docs/limits.md).
    public static let maximumWindows = 10_000
    /// The largest window side a sweep may reach (the numeric policy's, docs/limits.md).
    public static let largestSide = NumericPolicy.largestMagnitude

    /// The first value, A.
    public var start: Double
    /// The last value allowed, B.
    public var end: Double
    /// The distance between values, STEP.
    public var step: Double
    /// Every value of the sweep, ascending, `start` first.
    public var values: [Double]

    /// Parses `A...B:STEP`.
    /// - Throws: `SweepError` for malformed text, STEP <= 0, B < A, or more than
    ///   `maximumWindows` values.
    public init(parsing text: String) throws(SweepError) {
        let form = "'\(text)' is not A...B:STEP (e.g. 300...400:10)"
        guard let colon = text.lastIndex(of: ":") else { throw SweepError(form) }
        let range = text[..<colon]
        let stepText = text[text.index(after: colon)...]
        guard let dots = range.firstRange(of: "...") else { throw SweepError(form) }
        let startText = range[..<dots.lowerBound]
        let endText = range[dots.upperBound...]
        guard let a = DecimalText(startText), let b = DecimalText(endText), let s = DecimalText(stepText) else {
            throw SweepError(form)
        }
        let scale = max(a.fractionDigits, b.fractionDigits, s.fractionDigits)
        guard let first = a.scaled(to: scale), let last = b.scaled(to: scale), let stride = s.scaled(to: scale) else {
            throw SweepError("'\(text)': too many digits")
        }
        guard stride > 0 else { throw SweepError("'\(text)': the step \(stepText) must be greater than 0") }
        guard last >= first else { throw SweepError("'\(text)': the end \(endText) is less than the start \(startText)") }
        let count = (last - first) / stride + 1
        guard count <= Self.maximumWindows else {
            throw SweepError("'\(text)' has \(count) values, more than \(Self.maximumWindows)")
        }
        let divisor = Double(DecimalText.powerOfTen(scale))
        guard Double(last) / divisor <= Self.largestSide else {
            throw SweepError("'\(text)': the end \(endText) is beyond the largest window side, 1e9")
        }
        start = Double(first) / divisor
        end = Double(last) / divisor
        step = Double(stride) / divisor
        values = (0..<count).map { Double(first + $0 * stride) / divisor }
    }

    /// The windows of a run: `base` alone with no sweep; a width sweep with the height of
    /// `base`; a height sweep with the width of `base`; two sweeps, every pair (widths outer).
    /// - Throws: `SweepError` when two sweeps make more than `maximumWindows` windows.
    public static func windows(base: ProposedSize, widths: WindowSweep?, heights: WindowSweep?) throws(SweepError) -> [ProposedSize] {
        switch (widths, heights) {
        case (nil, nil):
            return [base]
        case (let widths?, nil):
            return widths.values.map { ProposedSize(width: $0, height: base.height) }
        case (nil, let heights?):
            return heights.values.map { ProposedSize(width: base.width, height: $0) }
        case (let widths?, let heights?):
            let count = widths.values.count * heights.values.count
            guard count <= maximumWindows else {
                throw SweepError("the two sweeps make \(count) windows, more than \(maximumWindows)")
            }
            return widths.values.flatMap { width in heights.values.map { ProposedSize(width: width, height: $0) } }
        }
    }
}

/// A non-negative decimal `[0-9]+(\.[0-9]+)?` as its digits, for exact sweep arithmetic.
private struct DecimalText {
    var whole: Substring
    var fraction: Substring

    init?(_ text: Substring) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 1 || pieces.count == 2,
            pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        whole = pieces[0]
        fraction = pieces.count == 2 ? pieces[1] : ""
    }

    var fractionDigits: Int { fraction.count }

    /// The value times 10^scale as an integer, nil beyond 2^53 (where doubles stop being exact).
    func scaled(to scale: Int) -> Int? {
        guard scale <= 15 else { return nil }
        let digits = String(whole.drop { $0 == "0" }) + fraction + String(repeating: "0", count: scale - fraction.count)
        guard digits.count <= 16, let value = Int(digits.isEmpty ? "0" : digits), value <= 1 << 53 else { return nil }
        return value
    }

    static func powerOfTen(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
