/// An affine function of the program's variables: `constant + sum(coefficient x variable)`.
///
/// Variable 0 is the window's width, 1 its height, the others are the columns the compiler
/// adds for the min/max operations it cannot decide at compile time. An infinite constant is a
/// structural infinity (a probe, an infinite window side): it never carries terms.
struct LinearForm: Hashable, FoldedKey, CustomStringConvertible {
    var constant: Double
    /// Sorted by variable, no zero coefficients (`FormTerms`).
    var terms: FormTerms

    init(_ constant: Double) {
        self.constant = constant
        self.terms = FormTerms()
    }

    init(variable: Int, coefficient: Double = 1) {
        constant = 0
        terms = FormTerms(variable: variable, coefficient: coefficient)
    }

    /// `terms` hold no zeros already; infinities and NaN absorb them.
    init(constant: Double, terms: FormTerms) {
        self.constant = constant
        self.terms = constant.isFinite ? terms : FormTerms()
    }

    /// The constant and the terms folded into one word for the hasher (`FormTerms.folded`).
    func hash(into hasher: inout Hasher) { hasher.combine(folded) }

    /// The constant and the terms folded into one word: equal forms fold equally.
    var folded: UInt64 { terms.folded(into: FormTerms.bits(constant)) }

    /// `seed` and an optional form folded into one word (nil folds as a word of its own), so
    /// that a key of several forms feeds the hasher once instead of once per form: the sizing
    /// keys, ties and shared clamps of a pass hash a few thousand keys.
    static func fold(_ seed: UInt64, _ form: LinearForm?) -> UInt64 {
        var h = (seed ^ (form?.folded ?? 0x6A09_E667_F3BC_C909)) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 31
        return h
    }

    static let zero = LinearForm(0)
    static let infinity = LinearForm(.infinity)

    var isConstant: Bool { terms.isEmpty }
    var constantValue: Double? { terms.isEmpty ? constant : nil }
    var isInfinite: Bool { constant.isInfinite }
    var isNaN: Bool { constant.isNaN }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        LinearForm(constant: a.constant + b.constant, terms: FormTerms.combine(a.terms, b.terms))
    }

    static prefix func - (a: LinearForm) -> LinearForm {
        LinearForm(constant: -a.constant, terms: a.terms.mapValues { -$0 })
    }

    static func - (a: LinearForm, b: LinearForm) -> LinearForm { a.adding(b, scaledBy: -1) }

    /// Scaling by a constant; `0 x inf` is 0 here (a zero share of an infinite length).
    static func * (a: LinearForm, k: Double) -> LinearForm {
        if k == 0 { return .zero }
        // `x * 1` is `x` to the last bit: the same form, without a copy of its terms.
        if k == 1 { return a }
        return LinearForm(constant: a.constant * k, terms: a.terms.mapValues { $0 * k })
    }

    static func / (a: LinearForm, k: Double) -> LinearForm { a * (1 / k) }

    /// `self + other * k` in one merge, equal to the two operations (k is not 0): a term's
    /// coefficient is `c + k c'` rounded the same way, and a non-finite constant absorbs the terms.
    func adding(_ other: LinearForm, scaledBy k: Double) -> LinearForm {
        LinearForm(constant: constant + other.constant * k, terms: FormTerms.combine(terms, other.terms, scale: k))
    }

    /// The constant and every coefficient as their absolute values: the size of the numbers a
    /// sum of forms adds up, against which its rounding is measured.
    var magnitudes: LinearForm {
        LinearForm(constant: abs(constant), terms: terms.mapValues { abs($0) })
    }

    /// The form with its constant, and each coefficient, set to exactly 0 where it is within
    /// `relativeTolerance` of the same part of `sizes` (the sum of the magnitudes it was added
    /// up from): the rounding left by a cancellation, `31/3 - 7/3 - 8 = -8.9e-16`, not a value.
    func droppingCancellation(against sizes: LinearForm, relativeTolerance: Double) -> LinearForm {
        guard constant.isFinite else { return self }
        // An exact zero keeps its sign (a -0 constant negated is the 0 a row's bound prints).
        let cleanConstant = constant != 0 && abs(constant) <= relativeTolerance * sizes.constant ? 0 : constant
        let cleanTerms = terms.filter { abs($0.value) > relativeTolerance * (sizes.terms[$0.key] ?? 0) }
        return LinearForm(constant: cleanConstant, terms: cleanTerms)
    }

    /// The value for given variable values.
    func evaluate(_ values: [Double]) -> Double {
        var total = constant
        for (v, c) in terms { total += c * values[v] }
        return total
    }

    var description: String {
        var parts: [String] = [constant == 0 && !terms.isEmpty ? "" : "\(constant)"]
        for (v, c) in terms { parts.append("\(c)*v\(v)") }
        return parts.filter { !$0.isEmpty }.joined(separator: " + ")
    }
}
