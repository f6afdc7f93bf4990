/// What a pass wrote into its program from the range analysis over the box as it was then:
/// the numbers that could differ if the same pass ran over a narrower box. A pass that
/// narrows its box in flight (`ProgramBuilder.narrowInFlight`) made its earlier decisions over
/// a wider box; its program is the piece's, the one a pass over the final box writes, exactly
/// when every one of these readings is the same over the final box (`BoxReadings.hold`).
///
/// Everything else a pass writes does not depend on the box, or depends on it only through a
/// decision's sign, which a narrower box keeps (a range over a narrower box lies inside the
/// range over the wider one): so a decided min is decided the same way and a step function
/// counts the same steps. What the sign does not fix is recorded here:
/// - a min decided with a slack (its inactive side's row is relaxed by the part of the
///   difference's range above 0, up to the tolerance), or decided for its second side within
///   the tolerance (over a narrower box it can fall within the tolerance of the first);
/// - a min that switches over the box: over a narrower box it may be decided (no column, no
///   binary), and its big-M and its column's range are the range analysis' numbers;
/// - the bound of a relation's unknown, read from the box's largest window.
struct BoxReadings {
    enum Reading {
        case decided(difference: LinearForm, first: Bool, slack: Double)
        case switching(column: Int, difference: LinearForm, a: LinearForm, b: LinearForm, m1: Double, m2: Double, lower: Double, upper: Double)
        case relationUpper(Double)
    }

    /// Each reading with the number of narrowings made before it (0: over the first box).
    private(set) var readings: [(narrowings: Int, reading: Reading)] = []

    mutating func append(_ reading: Reading, narrowings: Int) { readings.append((narrowings, reading)) }

    /// How the readings made before the `narrowings`-th narrowing change over the box
    /// `program` has now. Read in order: a reading's forms read only columns made before it,
    /// whose ranges the earlier readings have then checked.
    mutating func settle(in program: ProgramBuilder, narrowings: Int) -> Change {
        let epsilon = program.epsilon
        for index in readings.indices where readings[index].narrowings < narrowings {
            switch readings[index].reading {
            case .decided(let difference, let first, let slack):
                let d = program.range(difference)
                if first {
                    guard d.upper <= epsilon, Swift.max(0, d.upper) == slack else { return .loosened }
                } else {
                    guard !(d.upper <= epsilon), d.lower >= -epsilon, Swift.max(0, -d.lower) == slack else { return .loosened }
                }
            case .switching(let column, let difference, let a, let b, let m1, let m2, let lower, let upper):
                let d = program.range(difference)
                guard d.upper > epsilon, d.lower < -epsilon else { return .decided }
                let ra = program.range(a)
                let rb = program.range(b)
                let now = (m1: Swift.max(0, d.upper), m2: Swift.max(0, -d.lower), lower: Swift.min(ra.lower, rb.lower), upper: Swift.min(ra.upper, rb.upper))
                if now != (m1, m2, lower, upper) {
                    // Still switching: its numbers are the narrower box's from here on.
                    program.rebound(clamp: column, m1: now.m1, m2: now.m2, lower: now.lower, upper: now.upper)
                    readings[index].reading = .switching(
                        column: column, difference: difference, a: a, b: b, m1: now.m1, m2: now.m2, lower: now.lower, upper: now.upper)
                }
            case .relationUpper(let upper):
                guard program.relationUpper(reading: false) == upper else { return .loosened }
            }
        }
        return .none
    }

    /// What a narrowing changed in the readings made before it.
    enum Change {
        /// Nothing: the program so far is the narrower box's.
        case none
        /// A clamp that switched over the wider box is decided over the narrower one: a pass
        /// over the narrower box has one switching clamp fewer, and may decide more.
        case decided
        /// A decided clamp's slack or a relation's bound changed, and every clamp that switched
        /// still switches: a pass over the narrower box meets the same decisions.
        case loosened
    }
}
