/// The clamps a pass wrote as switching, with the numbers the range analysis gave them over
/// the box as it was then. A pass that narrows its box in flight (`ProgramBuilder.narrowInFlight`)
/// made them over a wider box; at each narrowing they are read again over the narrower one.
///
/// Everything else a pass writes holds over a narrower box as it was written: a decision's
/// sign is kept (a range over a narrower box lies inside the range over the wider one), so a
/// decided min stays decided the same way, its inactive side's row with the slack it was given
/// (a narrower box only leaves it looser), and a step function counts the same steps. A
/// switching clamp is what a narrowing can change:
/// - it is decided over the narrower box: its binary is fixed at the side that wins and its
///   big-M rows give way to `z = side` (`ProgramBuilder.fixClamps`), so no binary is left that
///   the piece does not switch;
/// - it still switches: its big-M and its column's range become the narrower box's
///   (`ProgramBuilder.rebound`), as tight as a pass over that box writes them.
struct BoxReadings {
    struct Switching {
        var column: Int
        var difference: LinearForm
        var a: LinearForm
        var b: LinearForm
        var m1: Double
        var m2: Double
        /// The range of the clamp's column (a max's column holds the max: `ClampSense`).
        var lower: Double
        var upper: Double
        var sense: ClampSense
    }

    /// Each switching clamp with the number of narrowings made before it (0: over the first box).
    private(set) var readings: [(narrowings: Int, clamp: Switching)] = []

    mutating func append(_ clamp: Switching, narrowings: Int) { readings.append((narrowings, clamp)) }

    /// Reads the clamps written before the `narrowings`-th narrowing over the box `program`
    /// has now: fixes those it decides, rebounds those that still switch. In order: a clamp's
    /// forms read only columns made before it. Again until a reading fixes none: a clamp that
    /// reads one fixed here is decided only once that one reads as its side (its range over
    /// the other's column still spans both sides), and one left switching though the box
    /// decides it was later taken for a switch to split at, outside the box.
    mutating func settle(in program: ProgramBuilder, narrowings: Int) {
        while settleOnce(in: program, narrowings: narrowings) {}
    }

    /// One reading of the clamps; true when it fixed any.
    private mutating func settleOnce(in program: ProgramBuilder, narrowings: Int) -> Bool {
        let tolerance = program.clampTolerance
        var decided: [FixedClamp] = []
        var kept: [(narrowings: Int, clamp: Switching)] = []
        kept.reserveCapacity(readings.count)
        for (made, clamp) in readings {
            guard made < narrowings else {
                kept.append((made, clamp))
                continue
            }
            let d = program.range(clamp.difference)
            guard d.upper > tolerance, d.lower < -tolerance else {
                // `min(a, b)` is `a` where `a - b <= 0` over the box (the side `min` takes first),
                // within the tolerance that `min` decides with, which the other side's row keeps
                // as its slack (as a decided min's inactive side does).
                if d.upper <= tolerance {
                    decided.append(FixedClamp(column: clamp.column, second: false, slack: ProgramBuilder.slack(covering: d.upper)))
                } else {
                    decided.append(FixedClamp(column: clamp.column, second: true, slack: ProgramBuilder.slack(covering: -d.lower)))
                }
                continue
            }
            let ra = program.range(clamp.a)
            let rb = program.range(clamp.b)
            var now = clamp
            now.m1 = Swift.max(0, d.upper)
            now.m2 = Swift.max(0, -d.lower)
            (now.lower, now.upper) = clamp.sense.columnRange(Swift.min(ra.lower, rb.lower), Swift.min(ra.upper, rb.upper))
            if (now.m1, now.m2, now.lower, now.upper) != (clamp.m1, clamp.m2, clamp.lower, clamp.upper) {
                program.rebound(clamp: clamp.column, m1: now.m1, m2: now.m2, lower: now.lower, upper: now.upper)
            }
            kept.append((made, now))
        }
        readings = kept
        guard !decided.isEmpty else { return false }
        program.fixClamps(decided)
        return true
    }
}

/// A switching clamp a narrowing decided: which side wins (`second`: `b`), and by how much the
/// other side may fall short of it within the tolerance of the decision.
struct FixedClamp {
    var column: Int
    var second: Bool
    var slack: Double
}
