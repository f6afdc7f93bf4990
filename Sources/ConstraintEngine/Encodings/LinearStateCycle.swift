import ViewTree

/// States whose definitions read each other linearly over the piece: one pass maps the
/// states `x` to `A x + b` (`b` from the window), so whether the passes reach the fixed point
/// `x* = A x* + b` is a question about `A` (docs/geometry-feedback.md, "Cycles through several
/// states").
///
/// The argument: the error `e_k = x_k - x*` of the passes obeys `e_{k+1} = A e_k`, so
/// `e_k = A^k e_0`. If some power has `‖A^k‖∞ < 1`, the spectral radius is below 1
/// (`ρ(A)^k = ρ(A^k) <= ‖A^k‖`), `A^k -> 0`, and the passes reach `x*` from every start;
/// `I - A` is then invertible, so `x*` is the one fixed point. Otherwise it depends on the
/// start: the error from the initial value is followed (`A^k e_0`); it vanishes (reached),
/// comes back to `e_0` after `p` steps (the passes cycle with period `p` and never reach
/// `x*`), or neither within the horizon (not reached: it does not shrink).
struct LinearStateCycle {
    /// The states of the cycle, in the order of the matrix.
    var states: [String]
    /// Their columns in the compiled program.
    var columns: [Int]
    /// `A[i][j]`: how much state `i`'s next value moves per unit of state `j`.
    var matrix: [[Double]]
    /// The states' initial values (nil when one is not a number).
    var initial: [Double]?
    /// The smallest power `k <= powerLimit` with `‖A^k‖∞ < 1`, and that norm.
    var contraction: (power: Int, norm: Double)?

    /// Powers of `A` tried for a contraction.
    static let powerLimit = 64
    /// Steps the error from the initial value is followed.
    static let horizon = 1_024

    init(states: [String], columns: [Int], matrix: [[Double]], initial: [Double]?) {
        self.states = states
        self.columns = columns
        self.matrix = matrix
        self.initial = initial
        var power = matrix
        for k in 1...Self.powerLimit {
            let norm = Self.norm(power)
            if norm < 1 - 1e-12 {
                contraction = (k, norm)
                break
            }
            if !norm.isFinite || norm > 1e12 { break }
            power = Self.product(power, matrix)
        }
    }

    /// The largest row sum of absolute values.
    static func norm(_ m: [[Double]]) -> Double { m.map { $0.reduce(0) { $0 + abs($1) } }.max() ?? 0 }

    static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        let n = a.count
        return (0..<n).map { i in (0..<n).map { j in (0..<n).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] { m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } } }

    /// What the passes do from the initial value, given the solved fixed point `fixed` (the
    /// states' values in the solution, in `states`' order).
    func outcome(fixed: [Double]) -> (reached: Bool, note: String) {
        let size = "a linear cycle through \(states.count) states (\(states.joined(separator: ", ")))"
        if let contraction {
            return (true, "\(size) with spectral radius below 1 (‖A^\(contraction.power)‖∞ = \(formatLength(contraction.norm))): reached from any start")
        }
        guard let initial else { return (false, "\(size), spectral radius not below 1, and no numeric initial value: the passes are not proven to reach it") }
        let scale = Swift.max(1, fixed.map(abs).max() ?? 0)
        let start = zip(initial, fixed).map { $0 - $1 }
        func small(_ v: [Double]) -> Bool { v.allSatisfy { abs($0) <= 1e-9 * scale } }
        if small(start) { return (true, "\(size): the initial value is the fixed point") }
        var error = start
        for step in 1...Self.horizon {
            error = Self.apply(matrix, error)
            if small(error) { return (true, "\(size): the error from the initial value vanishes after \(step) steps (A^\(step) e0 = 0)") }
            if small(zip(error, start).map { $0 - $1 }) {
                return (false, "\(size): from the initial value the passes cycle with period \(step) (A^\(step) e0 = e0) and never reach it")
            }
            if !(error.map(abs).max() ?? 0).isFinite { break }
        }
        let grown = error.map(abs).max() ?? 0
        let first = start.map(abs).max() ?? 0
        guard grown.isFinite else { return (false, "\(size): from the initial value the error grows without bound: the passes diverge") }
        if grown < 1e-3 * first {
            return (false, "\(size): the error from the initial value shrinks (to \(formatLength(grown)) after \(Self.horizon) steps) but no power of A within \(Self.powerLimit) is a contraction: not proven")
        }
        return (false, "\(size): from the initial value the error does not shrink (max |A^k e0| = \(formatLength(grown)) at k = \(Self.horizon), from \(formatLength(first))): the passes do not reach it")
    }
}
