import LinearProgramming
/// A min/max that switches inside a piece (a binary decides it): its two sides and their
/// difference as forms of the window and other decisions.
struct ClampSwitch {
    /// The min's `a - b`: its first side is active where this is at most 0.
    var difference: LinearForm
    /// The column's value where the first side is active, and where the second is (for a max,
    /// the max's own sides: `ClampSense`).
    var a: LinearForm
    var b: LinearForm
    var origin: LPOrigin
    var sense: ClampSense
}

/// The relation program's part of the builder: columns that name a view's quantity and carry
/// their definition for the range analysis, the inactive side of decided clamps as
/// inequalities, splits at a clamp's switch where a step function depends on it, and rows
/// multiplied through to the model's own numbers (docs/constraint-engine.md, "The relation
/// program").
extension ProgramBuilder {
    /// `form` with every defined column replaced by its definition: a form of the window and
    /// the decision columns, which the range analysis reads exactly.
    ///
    /// The substitution adds the numbers up in another order than the negotiation engine
    /// does: it distributes a stack's share `(W - answer) / k` over its columns, so where the
    /// negotiation engine computes `(31 - 24 - 7) / 3 = 0` the shadow is `31/3 - 7/3 - 8 =
    /// -8.9e-16`. The compiler compares constants exactly (C.8), so that dust read as a
    /// negative length (a `frame(height:)` of a zero-height reader dropped as negative, I.5)
    /// or a tie broken the wrong way. A part of the sum that cancels to within rounding of the
    /// numbers it was added up from is therefore exactly 0, as the negotiation engine's
    /// arithmetic gives it.
    func shadow(_ form: LinearForm) -> LinearForm {
        guard relations else { return form }
        let shadows = shadows
        // A view's column alone (most proposals and sizes the rules read): its definition as
        // it is, which is what the sum gives (`1·d` adds nothing up, so nothing cancels),
        // unless its constant is -0, which the sum makes +0 (`0 + -0`).
        if form.constant == 0, form.terms.count == 1, let (variable, coefficient) = form.terms.first, coefficient == 1 {
            guard let definition = shadows[variable] else { return form }
            if definition.constant != 0 || definition.constant.sign == .plus { return definition }
        }
        guard form.terms.keys.contains(where: { shadows[$0] != nil }) else { return form }
        // In variable order (the terms' own), so that the same program rounds the same way in
        // every run; summed in one sweep (`ShadowSum`), as `result + k·definition` term by term.
        var sum = shadowSum
        shadowSum = ShadowSum()
        defer { shadowSum = sum }
        return sum.substitute(form, shadows, tolerance: Self.cancellationTolerance) { self.magnitude(of: $0) }
    }

    /// The most a column's value can be over the piece, by size (0 where unbounded): the
    /// scale a cancelled term of it gives a shadow's constant.
    func magnitude(of column: Int) -> Double {
        guard column < columns.count else { return 0 }
        let bound = Swift.max(abs(columns[column].rangeLower), abs(columns[column].rangeUpper))
        return bound.isFinite ? bound : 0
    }

    /// A shadow's part this small against the numbers it was added up from is rounding (a
    /// double carries about 16 digits; a shadow adds up a few dozen terms at most).
    static let cancellationTolerance = 1e-13

    /// The constant value of `form` over the piece, when it has one.
    func constant(of form: LinearForm) -> Double? { shadow(form).constantValue }

    /// A column for `form` with the row `column - form = 0`: the quantity a view's rule
    /// defines. Infinite and NaN forms are structural and stay forms.
    func materialize(
        _ form: LinearForm, column name: @autoclosure () -> LPName, row rowName: LPName? = nil, origin: @autoclosure () -> LPOrigin
    ) -> LinearForm {
        guard relations, !form.isInfinite, !form.isNaN else { return form }
        // Names and origins are made once.
        let name = name()
        let origin = origin()
        let column = addColumn(name, origin: origin, range: (-.infinity, .infinity))
        shadows[column] = shadow(form)
        let variable = LinearForm(variable: column)
        addRow(rowName ?? name.ending("_def"), origin: origin, variable - form, lower: 0, upper: 0)
        return variable
    }

    /// A column for a quantity inside one view's rule (a stack's space left, a child's offset
    /// along it), so that the next step of the rule reads one column instead of the sum so far:
    /// a stack of n children writes n short rows, not rows of 1, 2, ..., n terms. A form that
    /// is already one column, a probe's form (probes write no rows) and a form an earlier step
    /// named keep their column.
    func intermediate(_ form: LinearForm, column name: @autoclosure () -> LPName, origin: @autoclosure () -> LPOrigin) -> LinearForm {
        guard relations, !probing, form.terms.count > 1 else { return form }
        if let named = intermediates[form] { return named }
        let column = materialize(form, column: name(), origin: origin())
        intermediates.updateValue(column, forKey: form)
        return column
    }

    /// The side of a decided `min(active, inactive)` that does not win, as the inequality
    /// `active <= inactive` (relaxed by the decision's tolerance): the clamp stays visible in
    /// the program, also where it never switches inside the piece. A max's sides come negated
    /// (`max(a, b) = -min(-a, -b)`); its row is written as the max's `a >= b`.
    func inactiveSide(
        _ active: LinearForm, _ inactive: LinearForm, slack: Double, _ sense: ClampSense = .min, origin: @autoclosure () -> LPOrigin,
        name: @autoclosure () -> LPName
    ) {
        guard !probing, active.terms.count + inactive.terms.count > 0 else { return }
        guard decidedRows.insert(MinimumKey(a: active, b: inactive)) else { return }
        if sense == .min {
            addRow(name().ending("_bound"), origin: origin().appending(" (decided over the piece)"), active - inactive, lower: -.infinity, upper: slack)
        } else {
            addRow(name().ending("_bound"), origin: origin().appending(" (decided over the piece)"), inactive - active, lower: -slack, upper: .infinity)
        }
    }

    /// Where to split when a step function's decision on `form` (over the window and decision
    /// columns) cannot be made because a clamp it depends on switches inside the piece: at the
    /// step on the clamp's branch active at the target window (so pieces end at steps), else
    /// at the clamp's switch.
    func stepSplit(_ form: LinearForm, _ reason: String) -> SplitRequest? {
        guard form.terms.keys.contains(where: { switches.contains($0) }) else { return nil }
        let clamp = clampSwitch(under: form, reason)
        // Where the step happens on each branch, within the part of the box where that branch
        // is active: the crossing nearest the target window bounds the piece.
        var crossings: [(variable: Int, value: Double)] = []
        var budget = Self.branchingBudget
        collectCrossings(form, over: box, budget: &budget, into: &crossings)
        guard let nearest = crossings.min(by: { abs($0.value - target[$0.variable]) < abs($1.value - target[$1.variable]) }) else { return clamp }
        let boundary = LinearForm(variable: nearest.variable) - LinearForm(nearest.value)
        return SplitRequest(form: boundary, reason: SplitReason(reason), fallback: clamp.map { [$0] } ?? [])
    }

    /// The window widths or heights at which `form`'s sign changes, branch by branch.
    private func collectCrossings(_ form: LinearForm, over box: WindowBox, budget: inout Int, into crossings: inout [(variable: Int, value: Double)]) {
        forEachBranch(form, over: box, budget: &budget) { piece, part in
            guard piece.terms.count == 1, let (variable, coefficient) = piece.terms.first, variable < 2, let interval = part[variable] else { return }
            let crossing = -piece.constant / coefficient
            if crossing >= interval.lower && crossing <= interval.upper { crossings.append((variable, crossing)) }
        }
    }

    /// A split at the switch of the innermost clamp under `form` whose switch is a form of the
    /// window alone.
    func clampSwitch(under form: LinearForm, _ reason: String) -> SplitRequest? {
        var pending = form.terms.keys.filter { switches.contains($0) }.sorted()
        var seen = Set<Int>()
        while let decision = pending.first {
            pending.removeFirst()
            guard seen.insert(decision).inserted, let entry = switches[decision] else { continue }
            let inner = switches.reads(decision)
            if inner.isEmpty, entry.difference.terms.keys.contains(where: { $0 < 2 }) {
                return SplitRequest(form: entry.difference, reason: SplitReason("\(reason), which depends on \(entry.origin) (split at its switch)"))
            }
            pending.insert(contentsOf: inner, at: 0)
        }
        return nil
    }
}

extension ProgramBuilder {
    /// The range of a form that reads switching clamps, branch by branch: each clamp replaced
    /// by its side over the part of the box where that side is active (LP-MODELLING.md C.2:
    /// values as piecewise-linear functions of the window keep their correlations, where
    /// interval arithmetic over the clamp's column would not). At most `budget` branchings.
    func piecewiseRange(_ form: LinearForm, over box: WindowBox, budget: inout Int) -> FormRange {
        var result: FormRange?
        forEachBranch(form, over: box, budget: &budget) { piece, part in
            let range = intervalRange(piece, over: part)
            result = result.map { $0.union(range) } ?? range
        }
        return result ?? intervalRange(form, over: box)
    }

    /// Calls `body` with `form` on each combination of its clamps' sides, each with the part
    /// of the box where those sides are active. A clamp's switch is itself a form of earlier
    /// clamps, so clamps are chosen from the first made: when one is chosen, the sides of those
    /// its switch reads are known and the part of the box is exact. Past the budget, the
    /// remaining clamps stay columns (interval arithmetic: a wider range, still valid).
    ///
    /// A branch ends only when every clamp under `form` is chosen on it (a chosen clamp's
    /// switch reads chosen clamps only, so none drops out short of an exact cancellation), so when more clamps lie under
    /// `form` than the budget allows, no branch can end resolved: `body` then gets `form` over
    /// the whole box at once (interval arithmetic over the clamps' columns), without walking
    /// the clamps. Otherwise a deep chain of clamps, each reading the one before (nested
    /// paddings), walked the whole chain at every branching of every form: quadratic in the depth.
    func forEachBranch(_ form: LinearForm, over box: WindowBox, budget: inout Int, _ body: (LinearForm, WindowBox) -> Void) {
        // A form over a crowded clamp has more clamps under it than any budget: no branch can
        // end resolved (below), and that is known without a walk or a memo's lookup.
        if form.terms.keys.contains(where: { switches.crowded($0) }) {
            body(form, box)
            return
        }
        // A walk of the same terms over this box or one around it is replayed (`BranchMemo`).
        let memoised = budget == Self.branchingBudget
        if memoised, let walk = branchMemo.walk(form.terms, covering: box) {
            for branch in walk.branches {
                guard let part = branch.part.intersected(with: box) else { continue }
                body(branch.substituting(form, sum: &walkScratch.sum), part)
            }
            return
        }
        if clampsUnder(form, exceed: budget) {
            if memoised { branchMemo.record(form.terms, BranchMemo.Walk(box: box, complete: true, branches: [BranchMemo.Branch(replacements: [], part: box)])) }
            body(form, box)
            return
        }
        // The walk's state lives in a struct whose methods mutate it (`BranchWalk`), in the
        // builder's scratch arrays, handed over and back.
        var walk = BranchWalk(form: form, switches: switches, memoised: memoised, scratch: walkScratch)
        walkScratch = BranchWalk.Scratch()
        walk.scratch.fit(columns.count)
        walk.visit(box, &budget, body)
        walkScratch = walk.scratch
        if memoised { branchMemo.record(form.terms, BranchMemo.Walk(box: box, complete: walk.complete, branches: walk.branches)) }
    }

    /// The branchings one range analysis may make (`forEachBranch`).
    static let branchingBudget = 64
}

extension ProgramBuilder {
    /// Whether more than `limit` switching clamps lie under `form` (its clamps, the clamps
    /// their switches read, and so on); walks at most `limit + 1` of them (`ClampSwitches.exceeds`).
    func clampsUnder(_ form: LinearForm, exceed limit: Int) -> Bool {
        switches.exceeds(limit, under: Array(form.terms.keys))
    }
}

extension FormRange {
    /// The smallest range containing both.
    func union(_ other: FormRange) -> FormRange {
        var result = self
        if other.lower < lower || (other.lower == lower && !other.lowerOpen) {
            result.lower = other.lower
            result.lowerOpen = other.lower < lower ? other.lowerOpen : lowerOpen && other.lowerOpen
        }
        if other.upper > upper || (other.upper == upper && !other.upperOpen) {
            result.upper = other.upper
            result.upperOpen = other.upper > upper ? other.upperOpen : upperOpen && other.upperOpen
        }
        return result
    }
}

extension WindowBox {
    /// The part of the box where `difference <= 0` (`negative`) or `>= 0`, when that is a
    /// condition on one window side; the whole box otherwise (a superset, so ranges stay
    /// valid), nil when it is empty.
    func restricted(where difference: LinearForm, negative: Bool) -> WindowBox? {
        if let value = difference.constantValue { return restricted(where: .constant(value), negative: negative) }
        guard difference.terms.count == 1, let (variable, coefficient) = difference.terms.first else { return self }
        return restricted(where: .single(variable: variable, coefficient: coefficient, constant: difference.constant), negative: negative)
    }

    /// `restricted(where:negative:)` of a form read as its shape (`ShadowSum.shape`).
    func restricted(where difference: FormShape, negative: Bool) -> WindowBox? {
        switch difference {
        case .constant(let value): return (negative ? value <= 0 : value >= 0) ? self : nil
        case .other: return self
        case .single(let variable, let coefficient, let constant): return restricted(variable, coefficient, constant, negative: negative)
        }
    }

    private func restricted(_ variable: Int, _ coefficient: Double, _ constant: Double, negative: Bool) -> WindowBox? {
        guard variable < 2, coefficient != 0, var interval = self[variable] else { return self }
        let crossing = -constant / coefficient
        if negative == (coefficient > 0) {
            // The side below the crossing.
            if crossing < interval.lower || (crossing == interval.lower && interval.lowerOpen) { return nil }
            if crossing < interval.upper {
                interval.upper = crossing
                interval.upperOpen = false
            }
        } else {
            if crossing > interval.upper || (crossing == interval.upper && interval.upperOpen) { return nil }
            if crossing > interval.lower {
                interval.lower = crossing
                interval.lowerOpen = false
            }
        }
        var result = self
        result[variable] = interval
        return result
    }
}

extension ProgramRow {
    /// The row with floating dust dropped and multiplied through by the smallest whole number
    /// (up to 16) that turns its coefficients, and where one does its bounds too, into the
    /// model's own short numbers: `3 w - p = 8` rather than `w - 0.333333 p = 2.666667`, and
    /// `3 h = 1` rather than `h = 0.333333333333333`.
    func multipliedThrough() -> ProgramRow {
        var row = self
        row.multiplyThrough()
        return row
    }

    /// `multipliedThrough()` in place: the builder's rows are made once and changed where
    /// they stand (a row copied to be changed retained, and its first released, its name's,
    /// origin's and terms' storage: a fiftieth of a small model's cold solve).
    mutating func multiplyThrough() {
        // A whole number below 2^31 is its own nearest decimal (it and its millionfold are
        // exact): most coefficients (±1) and bounds (0) are, and skip the rounding.
        func short(_ x: Double) -> Double? { Self.isSmallWhole(x) ? x : x.nearestDecimal(within: 1e-11) }
        // The largest magnitude, as `terms.values.map(abs).max()` finds it, without the array.
        var pairs = terms.makeIterator()
        guard let first = pairs.next() else { return }
        var largest = abs(first.value)
        while let (_, value) = pairs.next() { if largest < abs(value) { largest = abs(value) } }
        guard largest > 0 else { return }
        // Most rows have no dust and short coefficients already: their terms stay as they are
        // (what the steps below would rebuild them into, without the copies).
        // A bound the model wrote as a fraction (`1 / 3`, a hairline) is multiplied through
        // too (`3 h = 1`), where a factor below makes it short. A bound that is a decimal of at
        // most ten places already (a Text's width in 64ths, `47.28515625`) stays as it is.
        let lower = lower
        let upper = upper
        func boundsFit(_ factor: Double) -> Bool { short(lower * factor) != nil && short(upper * factor) != nil }
        func boundShort(_ x: Double) -> Bool { Self.isSmallWhole(x) || x.nearestDecimal(places: 10, within: 1e-13) != nil }
        let boundsShort = boundShort(lower) && boundShort(upper)
        if terms.allSatisfy({ abs($0.value) > 1e-12 * largest && short($0.value) == $0.value }) && boundsShort {
            self.lower = short(lower) ?? lower
            self.upper = short(upper) ?? upper
            return
        }
        let cleaned = terms.filter { abs($0.value) > 1e-12 * largest }
        // Most rows are short already (factor 1, the first tried below): without the list of factors.
        if cleaned.values.allSatisfy({ short($0) != nil }) && boundsShort {
            terms = cleaned.mapValues { short($0)! }
            self.lower = short(lower) ?? lower
            self.upper = short(upper) ?? upper
            return
        }
        // Whole numbers first, then the reciprocals of the coefficients: `1.77 h - w`, the
        // model's ratio, rather than `h - 0.5649717514 w`. A factor is checked on every term
        // before anything is built (a stack's `499 p - left = 0` fails sixteen factors first).
        func termsFit(_ factor: Double) -> Bool { cleaned.values.allSatisfy { short($0 * factor) != nil } }
        func scale(by factor: Double) {
            terms = cleaned.mapValues { short($0 * factor)! }
            self.lower = short(lower * factor) ?? lower * factor
            self.upper = short(upper * factor) ?? upper * factor
        }
        let reciprocals = cleaned.values.map { 1 / abs($0) }.filter { $0 > 1 && $0 <= 10_000 }.sorted()
        // With its bounds short if a factor makes them so, else its terms alone.
        if !boundsShort {
            for whole in 1...16 where termsFit(Double(whole)) && boundsFit(Double(whole)) { return scale(by: Double(whole)) }
            for factor in reciprocals where termsFit(factor) && boundsFit(factor) { return scale(by: factor) }
        }
        for whole in 1...16 where termsFit(Double(whole)) { return scale(by: Double(whole)) }
        for factor in reciprocals where termsFit(factor) { return scale(by: factor) }
        terms = cleaned
    }

    /// Whether `x` is a whole number of magnitude below 2^31 (infinities and NaN are not).
    static func isSmallWhole(_ x: Double) -> Bool {
        abs(x) < 0x1p31 && Double(Int(x)) == x
    }
}

extension ProgramBuilder {
    /// Where a clamp past the relation program's 64-binary cap narrows the piece, when its
    /// switch reads earlier switching clamps (a deep chain of paddings, each proposing
    /// `max(p - 0.002, 0)` of the one before): the switch nearest the target window, on the
    /// branch active there, of this clamp or of a switching clamp under it. Between the target
    /// and that switch no clamp of the chain changes sides on the active branch, so over the
    /// narrowed box each of them keeps its active side: the clamp is decided, and so are those
    /// under it (`BoxReadings.settle` fixes the ones with binaries). Nil when a side is not a
    /// form of one window side on the active branch (no narrowing; the clamp takes a binary).
    func capSplit(_ difference: LinearForm, origin: LPOrigin) -> SplitRequest? {
        var walk = ActiveBranch(program: self)
        guard let own = walk.form(difference) else { return nil }
        var nearest: (form: LinearForm, distance: Double)?
        // A switch that is one window side's crossing inside the box, nearer the target.
        func consider(_ switchForm: LinearForm) {
            guard switchForm.terms.count == 1, let (variable, coefficient) = switchForm.terms.first, variable < 2, coefficient != 0,
                let interval = box[variable]
            else { return }
            let crossing = -switchForm.constant / coefficient
            guard crossing > interval.lower && crossing < interval.upper else { return }
            let distance = abs(crossing - target[variable])
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (switchForm, distance) }
        }
        consider(own)
        walk.switches.forEach(consider)
        return nearest.map { SplitRequest(form: $0.form, reason: .switchesSides(origin, note: Self.binaryCapCause)) }
    }
}

/// Forms on the branch of the switching clamps that is active at the target window: each
/// clamp's column replaced by the side its switch, evaluated there, chooses (a min's first
/// side where `a - b <= 0`), recursively, so that what is left is a form of the window.
struct ActiveBranch {
    private let program: ProgramBuilder
    /// Each clamp met, as its active side's form (a dictionary: a walk meets a few columns
    /// of many).
    private var sides: [Int: LinearForm] = [:]
    /// The switches met, on the active branch, in the order they were resolved.
    private(set) var switches: [LinearForm] = []
    /// Clamps resolved so far; past `limit` the walk gives up (a chain longer than the cap
    /// allows only where probes' clamps wait unwritten).
    private var resolved = 0
    private static let limit = 256

    init(program: ProgramBuilder) { self.program = program }

    /// `form` on the active branch; nil when it reads a column that is neither the window nor
    /// a switching clamp, or the walk is past its limit.
    mutating func form(_ form: LinearForm) -> LinearForm? {
        var result = form
        for (variable, coefficient) in form.terms where variable >= 2 {
            guard let side = side(of: variable) else { return nil }
            result = result.adding(side - LinearForm(variable: variable), scaledBy: coefficient)
        }
        return result
    }

    private mutating func side(of column: Int) -> LinearForm? {
        if let known = sides[column] { return known }
        guard resolved < Self.limit, let clamp = program.switches[column] else { return nil }
        resolved += 1
        guard let difference = form(clamp.difference), difference.terms.keys.allSatisfy({ $0 < 2 }) else { return nil }
        switches.append(difference)
        guard let side = form(difference.evaluate(program.target) <= 0 ? clamp.a : clamp.b) else { return nil }
        sides[column] = side
        return side
    }
}
