import LinearProgramming
import ViewTree

/// Why a compilation stopped before finishing: the piece's window range must shrink (a
/// structural decision changes inside it), or the tree cannot be compiled.
enum CompileInterrupt: Error {
    case split(SplitRequest)
    case failure(LayoutError)
    /// The pass narrowed its own box on the way (`ProgramBuilder.narrowInFlight`) and its
    /// program is not the narrowed box's (a split was pending, a side narrowed to one window,
    /// a regions clamp was decided): compile again over the narrowed box.
    case narrowed([PieceNarrowing])
    /// A decision reading a geometry state changes inside the state's interval: solve the
    /// state's range in pieces (StatePieces).
    case stateSplit(StateSplit)
}

/// One narrowing of a piece's box: the decision that made it and where.
struct PieceNarrowing {
    var box: WindowBox
    var boundary: PieceBoundary
    var reason: SplitReason
}

/// A decision that is not constant over the piece: the sign of `form` changes inside it.
struct SplitRequest {
    var form: LinearForm
    /// What depends on it, for the piece's stated cause.
    var reason: SplitReason
    /// Where to split instead when `form` gives no narrower piece around the window (the
    /// relation program: a step on one branch of a clamp, else the clamp's switch).
    var fallback: [SplitRequest] = []
    /// Splits to make after this one, in the same narrowing (a staircase's other end around
    /// the window: see `ProgramBuilder.bracketing`).
    var further: [SplitRequest] = []
}

/// A switching min whose binary and rows are not written yet.
///
/// `a` and `b` are the sides of the min; a max is `max(a, b) = -min(-a, -b)`, whose sides
/// here are `-a` and `-b` and whose column holds the max itself (`sense` -1), so that the
/// program reads `z >= a`, not a column of `-max` (`ClampSense`).
struct DeferredClamp {
    var column: Int
    var a: LinearForm
    var b: LinearForm
    var m1: Double
    var m2: Double
    var name: LPName
    var origin: LPOrigin
    var sense: ClampSense
}

/// Whether a clamp's column holds a min (`z = min(a, b)`) or a max (`z = max(a, b)`).
///
/// Why: the builder decides every clamp as a min, a max being `-min(-a, -b)`, and a max's
/// column used to hold `-max`, so a padding's inner width read `inner + pw = 40` and its
/// child's proposal `pw + inner = 0`. The column of a max now holds the max: the min's value
/// is `-z`, and its rows are written multiplied by -1 (`z >= a`, `z <= a + M1 y`).
enum ClampSense {
    case min
    case max

    /// The min's value as a form of the clamp's column: `z` for a min, `-z` for a max.
    func value(of column: Int) -> LinearForm {
        self == .min ? LinearForm(variable: column) : LinearForm(variable: column) * -1
    }

    /// The column's range for a min whose value ranges over `lower...upper`.
    func columnRange(_ lower: Double, _ upper: Double) -> (lower: Double, upper: Double) {
        self == .min ? (lower, upper) : (-upper, -lower)
    }
}

/// A column of the program under construction, with where it came from.
struct ProgramColumn {
    var name: LPName
    var origin: LPOrigin
    var lower: Double
    var upper: Double
    var binary = false
    /// The range analysis' bounds of its value over the piece (used for big-M and decisions).
    var rangeLower: Double
    var rangeUpper: Double
}

/// A row `lower <= sum(terms) <= upper`, with where it came from.
struct ProgramRow {
    var name: LPName
    var origin: LPOrigin
    var terms: FormTerms
    var lower: Double
    var upper: Double

    /// The view that writes the row, from its name (`n12_...`), or -1: the number its
    /// spelling starts with (`LPName.spelledNumber`).
    var node: Int { name.spelledNumber }
}

/// The range of a form over the piece: its lowest and highest values, each attained or not.
struct FormRange {
    var lower: Double
    var upper: Double
    var lowerOpen: Bool
    var upperOpen: Bool
}

/// Builds the program of one piece: columns and rows with provenance, and the compile-time
/// decisions (LP-MODELLING.md C.1, C.2): a min/max whose branch is the same over the whole
/// piece costs nothing; one that switches gets a column, a binary and four rows with big-M
/// from the range analysis; a structural decision that switches splits the piece.
///
/// The mutable state is `@exclusivity(unchecked)`, as the negotiation engine's `LayoutPass`'s:
/// a builder is used by one pass on one thread, and no access to one of its properties
/// overlaps another of the same property (with the checks on, the suite, the sweeps and the
/// fuzz runs never tripped one), so the runtime's dynamic checks (`swift_beginAccess`, 5-6% of
/// a cold solve) prove nothing.
final class ProgramBuilder {
    /// The windows the piece covers; narrowed during the pass when a decision changes inside
    /// it (`narrowInFlight`).
    @exclusivity(unchecked) private(set) var box: WindowBox
    /// How a decision that changes inside the box narrows it to the target window's side, in
    /// the pass, so that one pass meets every decision instead of one compilation per decision
    /// (nil: every such decision stops the pass and the piece is split and compiled again).
    @exclusivity(unchecked) var narrowing: ((WindowBox, SplitRequest) -> [PieceNarrowing])?
    /// The narrowings made in the pass, in order.
    @exclusivity(unchecked) private(set) var narrowings: [PieceNarrowing] = []
    /// The switching clamps the pass wrote, read again at each narrowing (`BoxReadings`).
    @exclusivity(unchecked) private(set) var readings = BoxReadings()
    /// Whether a narrowing decided a clamp of the regions program: the piece compiles again
    /// over the final box (`fixClamps`).
    @exclusivity(unchecked) private var compilesAgain = false
    /// The narrowings after which `isFinalBoxProgram` last bounded the window's columns.
    @exclusivity(unchecked) private var heldAt = -1
    @exclusivity(unchecked) private(set) var columns: [ProgramColumn] = []
    @exclusivity(unchecked) private(set) var rows: [ProgramRow] = []
    /// Objective coefficients (minimised); empty for plain layouts, which need none (C.1).
    @exclusivity(unchecked) private(set) var objective: [Int: Double] = [:]
    /// The order the columns and rows took their names in: they are made unique only when
    /// the model's names are first read (`ProgramNames`), in this order.
    @exclusivity(unchecked) private(set) var namesTaken: [NameTaken] = []
    /// The names rows took when renamed after they were added (`decide`), in order; the row
    /// keeps the name it was added with until its names are made (`NameTaken.renamed`).
    @exclusivity(unchecked) private(set) var renames: [LPName] = []
    /// Identical min operations share one column (C.3: without sharing, nested stacks
    /// re-encode the same operation once per probe and the program grows exponentially).
    @exclusivity(unchecked) private var minimums = FoldedTable<MinimumKey, LinearForm>()

    struct MinimumKey: FoldedKey {
        var a: LinearForm
        var b: LinearForm

        /// One word (`LinearForm.fold`), `a` folded before `b`: `min(a, b)` and `min(b, a)` are
        /// looked up one after the other, and fold apart.
        var folded: UInt64 { LinearForm.fold(LinearForm.fold(0, a), b) }
    }
    /// Compile-time sign decisions tolerate this much rounding (C.8).
    let epsilon = 1e-9
    /// A min/max whose sides cross only by this much over the piece is decided, not given a
    /// binary: the side that wins everywhere but in a sliver this thin, its other side's row
    /// keeping the sliver as its slack (`inactiveSide`).
    ///
    /// Why: a Text holds `n` characters from `(n - 1e-9) x advance` (`TextMetrics.threshold`),
    /// so a piece whose end is a Text's line break starts that far below the Text's width, and
    /// every clamp between the Text's width and its proposal switched inside the sliver: a
    /// binary whose big-M was `8.5e-09`, the floating dust a program must not hold (the bundled
    /// models' programs at two windows held 553 binaries with them, 374 without). A sliver that
    /// thin moves no frame by more than itself, far inside the engines' agreement tolerance
    /// (`1e-6 + 1e-9 |a|`, LP-MODELLING.md A.3).
    let clampTolerance = 1e-7

    /// The slack a decided clamp's other side keeps for a crossing of `overlap` (at most
    /// `clampTolerance`): the next power of ten, so the row reads `<= 1e-08`, not
    /// `<= 8.49999537422264e-09`. Looser than the crossing, so it holds over the piece; the
    /// decided side's own row fixes the layout, so a looser bound changes no frame.
    static func slack(covering overlap: Double) -> Double {
        guard overlap > 0 else { return 0 }
        return slackPowers.first { $0 >= overlap } ?? overlap
    }

    /// Written out, so each is the double nearest its literal (as `lp` prints it).
    private static let slackPowers = [1e-15, 1e-14, 1e-13, 1e-12, 1e-11, 1e-10, 1e-9, 1e-8, 1e-7, 1e-6, 1e-5]

    /// A big-M as a row holds it: the range analysis' bound rounded up to three significant
    /// digits, so a row reads `12.1 y`, not `12.000000003 y` (a Text's line-break threshold), or
    /// `586 y`, not `585.142857142857 y`. Any M at least the bound keeps the row loose on the
    /// side the binary switches off, and the polish LP solves with the binaries fixed, so the
    /// rounding moves no frame; it only lets the row be multiplied through like the others.
    static func bigM(_ bound: Double) -> Double {
        guard bound > 0, bound.isFinite else { return bound }
        // The decimals kept: 2 for a bound in [1, 10), one fewer per power of ten above.
        var decimals = 2
        var magnitude = 1.0
        while bound >= magnitude * 10, decimals > -20 {
            magnitude *= 10
            decimals -= 1
        }
        while bound < magnitude, decimals < 20 {
            magnitude /= 10
            decimals += 1
        }
        // A whole power of ten (exact up to 1e22), divided by rather than multiplied by its
        // reciprocal, so the result is the double nearest its three-digit literal.
        var scale = 1.0
        for _ in 0..<abs(decimals) { scale *= 10 }
        return decimals > 0 ? (bound * scale).rounded(.up) / scale : (bound / scale).rounded(.up) * scale
    }

    static let widthVariable = 0
    static let heightVariable = 1

    /// Whether a switching min/max splits the window range (pure LP pieces, C.4) rather than
    /// getting a binary; binaries remain for operations on columns that are not the window.
    let preferRegions: Bool
    /// The first min/max that switches inside the piece, when regions are preferred: the
    /// compilation finishes its pass, then the piece is split there.
    @exclusivity(unchecked) private(set) var pendingSplit: SplitRequest?
    /// The binaries written so far (the relation program's cap counts them).
    @exclusivity(unchecked) private var writtenBinaries = 0
    /// Each written clamp's rows (`_le_a`, `_le_b`, `_ge_a`, `_ge_b`), binary and sides, by its
    /// decision column (`rebound`, `fixClamps`).
    @exclusivity(unchecked) private var bigMRows: [Int: (leA: Int, leB: Int, geA: Int, geB: Int, y: Int, clamp: DeferredClamp)] = [:]
    /// Each written clamp's decision column and its binary, in the order written.
    @exclusivity(unchecked) private(set) var writtenClamps: [(decision: Int, binary: Int)] = []
    /// Counts the clamps fixed in flight (`fixClamps`): keys made of shadows before a change
    /// are made again (`SymbolicPass.followShadows`).
    @exclusivity(unchecked) private(set) var shadowEpoch = 0
    /// Probe clamps a narrowing decided before a row read them: their binaries' fixed values.
    @exclusivity(unchecked) private var fixedDeferred = ColumnTable<FixedClamp>()
    /// The clamps fixed in flight, by their operation: met again (a placement running a
    /// rule's steps again), it is the clamp's column, not its side and another bound row.
    @exclusivity(unchecked) private var fixedMinimums = FoldedTable<MinimumKey, LinearForm>()
    /// The big-M rows and binaries of clamps fixed in flight, left out of the model.
    /// (Tables by index, not `Set`s: a `Set` of a new element type makes the runtime scan the
    /// conformances on first use, `FoldedTable`.)
    @exclusivity(unchecked) private(set) var droppedRows = ColumnTable<Bool>()
    @exclusivity(unchecked) private(set) var droppedColumns = ColumnTable<Bool>()
    /// Whether the program is the relation encoding: columns for every view's proposal and
    /// frame, rows between neighbours, every switching min/max a binary
    /// (docs/constraint-engine.md, "The relation program").
    let relations: Bool
    /// Per column, its value as a form of the window and the decision columns (the range
    /// analysis substitutes it); nil for a primitive column (the window, a decision, a relation's unknown).
    @exclusivity(unchecked) var shadows: [LinearForm?] = [nil, nil]
    /// The scratch sums of `shadow`, reused from call to call.
    @exclusivity(unchecked) var shadowSum = ShadowSum()
    /// Per decision column of a switching min/max, `a - b` over the window and decisions:
    /// where it changes sides, for a split when a step function depends on it.
    @exclusivity(unchecked) var switches = ClampSwitches(crowdLimit: ProgramBuilder.branchingBudget)
    /// What the range analysis' walks work in, reused from walk to walk (`forEachBranch`).
    @exclusivity(unchecked) var walkScratch = BranchWalk.Scratch()
    /// The window the piece is compiled for (a split keeps the side that contains it).
    @exclusivity(unchecked) var target: [Double] = [0, 0]
    /// Clamps made inside a probe whose rows no row of the layout has needed yet: columns the
    /// range analysis reads, left out of the program unless a row reads them.
    @exclusivity(unchecked) var deferred = ColumnTable<DeferredClamp>()
    /// The range analysis' walks of forms reading switching clamps, replayed (`forEachBranch`).
    @exclusivity(unchecked) var branchMemo = BranchMemo()
    /// Decided min/max operations whose inactive side is already written as an inequality.
    @exclusivity(unchecked) var decidedRows = FoldedTable<MinimumKey, Void>()
    /// The columns of geometry states (`ExprVariable.state`): unknowns of the program, read
    /// by decisions through their bounds only.
    @exclusivity(unchecked) var stateColumns = Set<Int>()
    /// The state of each state column, by column.
    @exclusivity(unchecked) var stateNames: [Int: String] = [:]
    /// The part of the states' range this program covers (StatePieces).
    @exclusivity(unchecked) var stateBox = StateBox()
    /// Whether the pass is computing a structural probe (a stack's flexibility at 0 and
    /// infinity, an ideal size): its values decide structure and write no rows, so a min/max
    /// that switches inside it splits the piece as in the regions encoding.
    @exclusivity(unchecked) var probing = false
    /// The columns `intermediate` made, by the form each stands for: a rule that states the
    /// same quantity again (a stack placed with the proposal it was sized with) reads the
    /// same column.
    @exclusivity(unchecked) var intermediates = FoldedTable<LinearForm, LinearForm>()

    /// The box the pass started with.
    let firstBox: WindowBox

    /// - Parameter expectedNames: about how many rows and columns the program will name, so
    ///   that the order they take their names in (`namesTaken`) is reserved once at its size.
    ///   The rows and columns are reserved at about half that each, up to `reservedRows`:
    ///   their elements hold a name's and an origin's parts (`LPName`, `LPOrigin`), and growing
    ///   a small program's arrays copied them (a twentieth of the gallery's toolbar's cold
    ///   solve went to those copies; a large program's growth is a smaller share of its compile).
    init(box: WindowBox, preferRegions: Bool = true, relations: Bool = false, expectedNames: Int = 0) {
        namesTaken.reserveCapacity(Swift.min(expectedNames, Self.reservedRows))
        columns.reserveCapacity(Swift.min(expectedNames / 2, Self.reservedRows))
        rows.reserveCapacity(Swift.min(expectedNames / 2, Self.reservedRows))
        self.box = box
        firstBox = box
        self.preferRegions = preferRegions && !relations
        self.relations = relations
        for (index, name) in [LPName("win_w"), LPName("win_h")].enumerated() {
            let interval = box[index]
            columns.append(
                ProgramColumn(
                    name: name, origin: index == 0 ? "window width" : "window height",
                    lower: interval?.lower ?? 0, upper: interval?.upper ?? 0,
                    rangeLower: interval?.lower ?? 0, rangeUpper: interval?.upper ?? 0))
            namesTaken.append(.column(index))
        }
    }

    /// The most rows, and columns, a builder reserves room for before it writes any: room
    /// reserved and not used is never touched, so it costs address space, not memory, where
    /// growing a 40,000-row program's arrays copied them six times (a 4,000-node chain's
    /// compile: 1.5% fewer instructions with room for all of them).
    static let reservedRows = 1 << 20

    /// Whether the program of this pass is the piece's: the pass did not narrow its box, or
    /// it did and every clamp it wrote over a wider box was read again over the narrower one
    /// (`BoxReadings`), so the program holds over the final box. The window's columns are then
    /// bounded by the final box. False where a split is pending or a side narrowed to a single
    /// window, which a pass over the final box writes as a constant, not a column: the piece
    /// compiles again there.
    func isFinalBoxProgram() -> Bool {
        guard !narrowings.isEmpty, heldAt != narrowings.count else { return true }
        let sidesKept = (0..<2).allSatisfy { index in !(box[index]?.isPoint ?? false) || (firstBox[index]?.isPoint ?? false) }
        guard pendingSplit == nil, sidesKept, !compilesAgain else { return false }
        for index in 0..<2 {
            guard let interval = box[index] else { continue }
            bound(index, lower: interval.lower, upper: interval.upper)
        }
        heldAt = narrowings.count
        return true
    }

    /// The largest window side of the box, for the bound of a relation's unknown (over a
    /// narrower box later in the pass, still a bound).
    func relationUpper() -> Double {
        var upper = 4_096.0
        for variable in 0..<2 { if let interval = box[variable] { upper = Swift.max(upper, interval.upper) } }
        return upper
    }

    func addColumn(
        _ name: @autoclosure () -> LPName, origin: @autoclosure () -> LPOrigin, range: (Double, Double), binary: Bool = false,
        nonNegative: Bool = false
    ) -> Int {
        columns.append(
            ProgramColumn(
                name: name(), origin: origin(), lower: binary || nonNegative ? 0 : -.infinity,
                upper: binary ? 1 : .infinity, binary: binary, rangeLower: range.0, rangeUpper: range.1))
        namesTaken.append(.column(columns.count - 1))
        shadows.append(nil)
        return columns.count - 1
    }

    func setObjective(_ column: Int, _ coefficient: Double) { objective[column] = coefficient }

    /// Bounds a column to `lower...upper`, in the program and for the range analysis.
    func bound(_ column: Int, lower: Double, upper: Double) {
        columns[column].lower = lower
        columns[column].upper = upper
        columns[column].rangeLower = lower
        columns[column].rangeUpper = upper
        forgetRanges()
    }

    /// Narrows what the range analysis assumes of a column, when the program implies it.
    func raiseRangeLower(_ column: Int, to value: Double) {
        columns[column].rangeLower = Swift.max(columns[column].rangeLower, value)
        columns[column].rangeUpper = Swift.max(columns[column].rangeUpper, columns[column].rangeLower)
        forgetRanges()
    }

    /// A row; in the relation program multiplied through to the model's numbers (a big-M row
    /// too: its M is rounded to three digits, `bigM`).
    func addRow(
        _ name: @autoclosure () -> LPName, origin: @autoclosure () -> LPOrigin, terms: FormTerms, lower: Double, upper: Double
    ) {
        if !deferred.isEmpty { realize(terms) }
        // Made in place and multiplied through where it stands (a local row appended after
        // the change was copied into the array, its name's, origin's and terms' storage
        // retained, and the local released).
        namesTaken.append(.row(rows.count))
        rows.append(ProgramRow(name: name(), origin: origin(), terms: terms.filter { $0.value != 0 }, lower: lower, upper: upper))
        if relations { rows[rows.count - 1].multiplyThrough() }
    }

    /// `form (relation) 0` as a row: the constant moves to the bounds.
    func addRow(
        _ name: @autoclosure () -> LPName, origin: @autoclosure () -> LPOrigin, _ form: LinearForm, lower: Double, upper: Double
    ) {
        addRow(name(), origin: origin(), terms: form.terms, lower: lower - form.constant, upper: upper - form.constant)
    }

    // MARK: Range analysis

    /// The exact range of a form over the window sides (independent), widened by the
    /// ranges of the decision columns it reads (interval arithmetic there).
    func range(_ form: LinearForm) -> FormRange {
        let form = shadow(form)
        if relations, form.terms.keys.contains(where: { switches.contains($0) }) {
            let key = RangeKey(form: form)
            if let known = rangeAnswers[key] { return known }
            var budget = Self.branchingBudget
            let range = piecewiseRange(form, over: box, budget: &budget)
            rangeAnswers.updateValue(range, forKey: key)
            return range
        }
        return intervalRange(form, over: box)
    }

    /// The ranges `range` found by walking a form's clamps, by the form, over the box and the
    /// columns' ranges as they are now: a pass asks for the same form again and again (a
    /// Text's proposal at every sizing of the Text, a stack's offers at every probe), and the
    /// answer depends on nothing else, since a clamp's switch and sides never change once
    /// made. Forgotten whenever the box narrows or a column's range changes (`forgetRanges`).
    @exclusivity(unchecked) private var rangeAnswers = FoldedTable<RangeKey, FormRange>()

    /// A form as `rangeAnswers`' key: equal to the last bit, the constant's sign of zero too
    /// (a range's ends start from it).
    struct RangeKey: FoldedKey {
        let form: LinearForm
        var folded: UInt64 { form.folded }
        static func == (a: RangeKey, b: RangeKey) -> Bool {
            a.form.constant.bitPattern == b.form.constant.bitPattern && a.form.terms == b.form.terms
        }
    }

    /// Forgets the ranges found so far: the box or a column's range has changed.
    private func forgetRanges() { rangeAnswers.removeAll() }

    /// The range of `form` over `box`: exact for the window sides, interval arithmetic over
    /// the other columns' ranges.
    func intervalRange(_ form: LinearForm, over box: WindowBox) -> FormRange {
        var result = FormRange(lower: form.constant, upper: form.constant, lowerOpen: false, upperOpen: false)
        for (variable, coefficient) in form.terms {
            var low = columns[variable].rangeLower
            var high = columns[variable].rangeUpper
            var lowOpen = false
            var highOpen = false
            if variable < 2, let interval = box[variable] {
                low = interval.lower
                high = interval.upper
                lowOpen = interval.lowerOpen
                highOpen = interval.upperOpen
            }
            if coefficient >= 0 {
                result.lower += coefficient * low
                result.upper += coefficient * high
                result.lowerOpen = result.lowerOpen || lowOpen
                result.upperOpen = result.upperOpen || highOpen
            } else {
                result.lower += coefficient * high
                result.upper += coefficient * low
                result.lowerOpen = result.lowerOpen || highOpen
                result.upperOpen = result.upperOpen || lowOpen
            }
        }
        return result
    }

    // MARK: Decisions

    enum Sign { case negative, zero, positive }

    /// The sign of `form`, which must be the same in every window of the piece; otherwise the
    /// compilation stops and the piece is split where it changes.
    func sign(_ form: LinearForm, _ reason: @autoclosure () -> String) throws(CompileInterrupt) -> Sign {
        // Values after a pending split are not meaningful: stop here.
        if let pendingSplit { throw .split(pendingSplit) }
        let form = shadow(form)
        if form.isNaN { return .zero }
        // A constant is compared exactly, as the negotiation engine compares its numbers:
        // flexibilities that differ in the last bit order a stack differently (C.8).
        if let value = form.constantValue {
            return value < 0 ? .negative : value > 0 ? .positive : .zero
        }
        let r = range(form)
        if r.upper < -epsilon { return .negative }
        if r.lower > epsilon { return .positive }
        if r.lower >= -epsilon && r.upper <= epsilon { return .zero }
        // A crossing on an open end of the piece: the sign inside is the far end's.
        if r.lower >= -epsilon && r.lowerOpen { return .positive }
        if r.upper <= epsilon && r.upperOpen { return .negative }
        if let decided = try stateSign(form, reason()) { return decided }
        let request = (relations ? stepSplit(form, reason()) : nil) ?? SplitRequest(form: form, reason: SplitReason(reason()))
        if narrowInFlight(request) { return try sign(form, reason()) }
        throw .split(request)
    }

    /// Narrows the box to the target window's side of where `request`'s decision changes and
    /// carries on with the pass: decisions made over the wider box hold over the narrower one
    /// (a clamp decided there is decided here, with its inactive side's row as loose as the
    /// wider box made it), the switching clamps are read again (`BoxReadings.settle`: fixed
    /// where the narrower box decides them, their big-M tightened where it does not), and the
    /// pass's later decisions are the narrower box's. False when the box cannot be narrowed this
    /// way (the caller splits as before).
    func narrowInFlight(_ request: SplitRequest) -> Bool {
        guard let narrowing, narrowings.count < Self.maximumNarrowings else { return false }
        let steps = narrowing(box, request)
        guard let last = steps.last, last.box != box else { return false }
        narrowings += steps
        box = last.box
        forgetRanges()
        readings.settle(in: self, narrowings: narrowings.count)
        return true
    }

    /// Switching clamps that a narrowing decided (`second`: `b` wins over the narrowed box),
    /// after their rows were written: each one's binary and big-M rows give way to
    /// `z = side` and the other side's `z <= other`, and the range analysis reads the clamp as
    /// that side from here on, in every definition and switch, so that the rest of the pass
    /// meets the decisions a pass over the narrowed box meets. (A probe's clamp whose rows no
    /// row has needed yet is written that way when one does.)
    func fixClamps(_ decided: [FixedClamp]) {
        // The regions program reads no shadows: it is compiled again over the final box.
        guard relations else {
            compilesAgain = true
            return
        }
        var fixed = ColumnTable<Bool>()
        for fix in decided {
            let column = fix.column
            let second = fix.second
            guard let clamp = switches[column] else { continue }
            if let written = bigMRows.removeValue(forKey: column) {
                decide(row: second ? written.leB : written.leA, bound: second ? written.leA : written.leB, slack: fix.slack, of: written.clamp)
                droppedRows[written.geA] = true
                droppedRows[written.geB] = true
                droppedColumns[written.y] = true
                columns[written.y].binary = false
                fixedMinimums.updateValue(clamp.sense.value(of: column), forKey: MinimumKey(a: written.clamp.a, b: written.clamp.b))
            } else if let waiting = deferred[column] {
                fixedDeferred[column] = fix
                fixedMinimums.updateValue(clamp.sense.value(of: column), forKey: MinimumKey(a: waiting.a, b: waiting.b))
            }
            switches[column] = nil
            // Its side reads only earlier columns, whose shadows are already substituted.
            shadows[column] = shadow(second ? clamp.b : clamp.a)
            fixed[column] = true
        }
        guard !fixed.isEmpty else { return }
        writtenClamps.removeAll { fixed.contains($0.decision) }
        func reads(_ form: LinearForm) -> Bool { form.terms.keys.contains(where: fixed.contains) }
        for index in shadows.indices {
            guard let definition = shadows[index], !fixed.contains(index), reads(definition) else { continue }
            shadows[index] = shadow(definition)
        }
        for (other, entry) in switches where reads(entry.difference) || reads(entry.a) || reads(entry.b) {
            switches[other] = ClampSwitch(difference: shadow(entry.difference), a: shadow(entry.a), b: shadow(entry.b), origin: entry.origin, sense: entry.sense)
        }
        forgetRanges()
        branchMemo = BranchMemo()
        shadowEpoch += 1
    }

    /// Makes a fixed clamp's `z <= side` row for the side that wins `z = side` (`_decided`);
    /// the other side's row `z <= other` is the bound the decision keeps (`_bound`, as a
    /// decided min's inactive side), relaxed by the decision's slack (scaled as the row was
    /// multiplied through: by its coefficient of `z`).
    private func decide(row index: Int, bound: Int, slack: Double, of clamp: DeferredClamp) {
        // A max's rows are written as `z >= side`: their finite end is the lower one.
        if clamp.sense == .min { rows[index].lower = rows[index].upper } else { rows[index].upper = rows[index].lower }
        rename(row: index, clamp.name.ending("_decided"))
        rows[index].origin = clamp.origin.appending(" (decided over the piece)")
        rename(row: bound, clamp.name.ending("_bound"))
        rows[bound].origin = clamp.origin.appending(" (decided over the piece)")
        guard slack > 0 else { return }
        let scaled = slack * abs(rows[bound].terms[clamp.column] ?? 1)
        if clamp.sense == .min { rows[bound].upper += scaled } else { rows[bound].lower -= scaled }
    }

    /// Row `index` takes `name` from here on (its names are made in the order taken).
    private func rename(row index: Int, _ name: LPName) {
        renames.append(name)
        namesTaken.append(.renamed(row: index, rename: renames.count - 1))
    }

    /// Narrowings one pass makes before it stops and splits as before (each strictly narrows
    /// the box, so this only guards against a decision that keeps asking). A chain of clamps
    /// switching near width 0 narrows once per clamp on each axis: at 1,000 a chain of 8,000
    /// paddings took 16 passes (the regions program's compile 160 ms, against 54 ms in one).
    static let maximumNarrowings = 100_000

    /// `a < b` over the whole piece (exact ties are false).
    func less(_ a: LinearForm, _ b: LinearForm, _ reason: @autoclosure () -> String) throws(CompileInterrupt) -> Bool {
        if a.isInfinite || b.isInfinite { return a.constant < b.constant }
        return try sign(a - b, reason()) == .negative
    }

    /// `min(a, b)`: decided when one side is below the other over the whole piece; else a
    /// column z with a binary y and four rows (C.1):
    /// `z <= a`, `z <= b`, `z >= a - M1 y`, `z >= b - M2 (1 - y)`.
    func min(_ a: LinearForm, _ b: LinearForm, origin: @autoclosure () -> LPOrigin, name: @autoclosure () -> LPName) -> LinearForm {
        clamp(a, b, .min, origin: origin(), name: name())
    }

    /// `max(a, b) = -min(-a, -b)`, decided as that min; a switching one's column holds the max
    /// (`z >= a`, `z >= b`, `z <= a + M1 y`, `z <= b + M2 (1 - y)`).
    func max(_ a: LinearForm, _ b: LinearForm, origin: @autoclosure () -> LPOrigin, name: @autoclosure () -> LPName) -> LinearForm {
        -clamp(-a, -b, .max, origin: origin(), name: name())
    }

    /// `min(a, b)`, its column holding the min's value (`sense.value(of:)`).
    private func clamp(
        _ a: LinearForm, _ b: LinearForm, _ sense: ClampSense, origin: @autoclosure () -> LPOrigin, name: @autoclosure () -> LPName
    ) -> LinearForm {
        if a.constant == .infinity || b.constant == -.infinity { return b }
        if b.constant == .infinity || a.constant == -.infinity { return a }
        if a.isNaN || b.isNaN { return a.isNaN ? b : a }
        let difference = shadow(a) - shadow(b)
        let d = range(difference)
        // A clamp fixed in flight, met again (a placement running a rule's steps again, with
        // the operands as first written), is its column, as a switching one is.
        if fixedMinimums.count > 0, d.upper <= clampTolerance || d.lower >= -clampTolerance, let fixed = fixedMinimums[MinimumKey(a: a, b: b)] { return fixed }
        if d.upper <= clampTolerance {
            if relations { inactiveSide(a, b, slack: Self.slack(covering: d.upper), sense, origin: origin(), name: name()) }
            return a
        }
        if d.lower >= -clampTolerance {
            if relations { inactiveSide(b, a, slack: Self.slack(covering: -d.lower), sense, origin: origin(), name: name()) }
            return b
        }
        if let shared = minimums[MinimumKey(a: a, b: b)] ?? minimums[MinimumKey(a: b, b: a)] { return shared }
        // Past the relation program's cap, the clamp narrows the piece around the target
        // window to where it and the clamps its switch reads are decided (`capSplit`), in this
        // pass. Where its switch is a window width or height alone (independent clamps: a
        // column of 100 `frame(maxWidth:)`), the binaries this narrowing fixes make room again,
        // as a compile over the narrower piece would give it: the next clamps take binaries.
        // Where it reads a chain of clamps they do not: the chain's later clamps narrow one by
        // one (giving the room back made a deep chain take its binaries 64 at a time, each
        // group walked by the range analysis and then fixed: five times the compile).
        if relations, writtenBinaries >= Self.binaryCap, pendingSplit == nil, narrowing != nil,
            let request = capSplit(difference, origin: origin())
        {
            let live = writtenClamps.count
            if narrowInFlight(request) {
                if difference.terms.keys.allSatisfy({ $0 < 2 }) { writtenBinaries -= live - writtenClamps.count }
                return clamp(a, b, sense, origin: origin(), name: name())
            }
        }
        if preferRegions, difference.terms.keys.allSatisfy({ $0 < 2 }) {
            if pendingSplit == nil {
                let request = SplitRequest(form: difference, reason: .switchesSides(origin()))
                // Narrowed around the target window in this pass where it can be, as a sign's
                // decision is: a chain of clamps switching at many widths (a deep chain of
                // paddings near width 0) narrows once per clamp, not one compilation each.
                if narrowInFlight(request) { return clamp(a, b, sense, origin: origin(), name: name()) }
                pendingSplit = request
            }
            return a
        }
        let ra = range(a)
        let rb = range(b)
        let base = name()
        let text = origin()
        let columnRange = sense.columnRange(Swift.min(ra.lower, rb.lower), Swift.min(ra.upper, rb.upper))
        let z = addColumn(base, origin: text, range: (columnRange.lower, columnRange.upper))
        readings.append(
            BoxReadings.Switching(
                column: z, difference: difference, a: a, b: b, m1: Swift.max(0, d.upper), m2: Swift.max(0, -d.lower), lower: columnRange.lower,
                upper: columnRange.upper, sense: sense), narrowings: narrowings.count)
        let value = sense.value(of: z)
        minimums.updateValue(value, forKey: MinimumKey(a: a, b: b))
        let sides = sense == .min ? (shadow(a), shadow(b)) : (-shadow(a), -shadow(b))
        switches[z] = ClampSwitch(difference: difference, a: sides.0, b: sides.1, origin: text, sense: sense)
        let clamp = DeferredClamp(column: z, a: a, b: b, m1: Swift.max(0, d.upper), m2: Swift.max(0, -d.lower), name: base, origin: text, sense: sense)
        // A probe's clamp decides structure only: its rows wait until a row of the layout reads it.
        if relations && probing { deferred[z] = clamp } else { write(clamp) }
        return value
    }

    /// A switching min's binary and big-M rows: `z <= a`, `z <= b`, `z >= a - M1 y`,
    /// `z >= b - M2 (1 - y)`.
    ///
    /// The relation program's cap: a piece that already has its 64 binaries splits at this
    /// clamp's switch instead (a deep chain of clamps switching at many widths), when the
    /// switch is a single window width or height.
    private func write(_ clamp: DeferredClamp) {
        if relations, writtenBinaries >= Self.binaryCap, pendingSplit == nil, let difference = switches[clamp.column]?.difference,
            difference.terms.keys.allSatisfy({ $0 < 2 })
        {
            pendingSplit = SplitRequest(form: difference, reason: .switchesSides(clamp.origin, note: Self.binaryCapCause))
        }
        let value = clamp.sense.value(of: clamp.column)
        // The min's rows `value - side <= 0`; a max's, multiplied by -1, read `z - side >= 0`
        // (`z >= a`) and its big-M rows `z <= a + M1 y` (so a max's `_ge_` rows are its first two).
        func row(_ ending: StaticString, _ maxEnding: StaticString, _ form: LinearForm, lower: Double, upper: Double) {
            if clamp.sense == .min {
                addRow(clamp.name.ending(ending), origin: clamp.origin, form, lower: lower, upper: upper)
            } else {
                addRow(clamp.name.ending(maxEnding), origin: clamp.origin, -form, lower: -upper, upper: -lower)
            }
        }
        if let fix = fixedDeferred.removeValue(forKey: clamp.column) {
            // Decided by a narrowing before a row read it (`fixClamps`): no binary.
            row("_le_a", "_ge_a", value - clamp.a, lower: -.infinity, upper: 0)
            let a = rows.count - 1
            row("_le_b", "_ge_b", value - clamp.b, lower: -.infinity, upper: 0)
            let b = rows.count - 1
            decide(row: fix.second ? b : a, bound: fix.second ? a : b, slack: fix.slack, of: clamp)
            return
        }
        writtenBinaries += 1
        let which: StaticString = clamp.sense == .min ? " (which side: 1 when the second is smaller)" : " (which side: 1 when the second is larger)"
        let y = addColumn(clamp.name.ending("_y"), origin: clamp.origin.appending(which), range: (0, 1), binary: true)
        writtenClamps.append((decision: clamp.column, binary: y))
        let yForm = LinearForm(variable: y)
        // Each row's index as it is appended: a row reading a probe's clamp writes that clamp's
        // rows first (`realize`).
        row("_le_a", "_ge_a", value - clamp.a, lower: -.infinity, upper: 0)
        let leA = rows.count - 1
        row("_le_b", "_ge_b", value - clamp.b, lower: -.infinity, upper: 0)
        let leB = rows.count - 1
        let (m1, m2) = (Self.bigM(clamp.m1), Self.bigM(clamp.m2))
        row("_ge_a", "_le_a", value - clamp.a + yForm * m1, lower: 0, upper: .infinity)
        let geA = rows.count - 1
        row("_ge_b", "_le_b", value - clamp.b - yForm * m2, lower: -m2, upper: .infinity)
        bigMRows[clamp.column] = (leA, leB, geA, rows.count - 1, y, clamp)
    }

    /// The builder rows of a written switching clamp's sides, `z <= a` and `z <= b` for a min
    /// (`z >= a`, `z >= b` for a max): with its binary fixed, the active side's pins the
    /// clamp's column (`SolveOptions.structuralNonbasicRows`).
    func sideRows(of decision: Int) -> (first: Int, second: Int)? {
        bigMRows[decision].map { ($0.leA, $0.leB) }
    }

    /// Gives a switching clamp the big-M and the range of its column that the range analysis
    /// gives over the box as it is now, narrower than the one the clamp was made over: its
    /// rows `_ge_a` and `_ge_b` are written again as `write` writes them (`BoxReadings`).
    func rebound(clamp column: Int, m1: Double, m2: Double, lower: Double, upper: Double) {
        columns[column].rangeLower = lower
        columns[column].rangeUpper = upper
        forgetRanges()
        if var clamp = deferred[column] {
            clamp.m1 = m1
            clamp.m2 = m2
            deferred[column] = clamp
            return
        }
        guard var written = bigMRows[column] else { return }
        written.clamp.m1 = m1
        written.clamp.m2 = m2
        bigMRows[column] = written
        let value = written.clamp.sense.value(of: column)
        let yForm = LinearForm(variable: written.y)
        // `form >= lower`, as `write` wrote it (a max's multiplied by -1).
        func rewrite(_ index: Int, _ form: LinearForm, lower: Double) {
            let form = written.clamp.sense == .min ? form : -form
            rows[index].terms = form.terms.filter { $0.value != 0 }
            if written.clamp.sense == .min {
                rows[index].lower = lower - form.constant
                rows[index].upper = .infinity - form.constant
            } else {
                rows[index].lower = -.infinity - form.constant
                rows[index].upper = -lower - form.constant
            }
            if relations { rows[index].multiplyThrough() }
        }
        rewrite(written.geA, value - written.clamp.a + yForm * Self.bigM(m1), lower: 0)
        rewrite(written.geB, value - written.clamp.b - yForm * Self.bigM(m2), lower: -Self.bigM(m2))
    }

    /// `form`, with the rows of the probe clamps it reads written (a value read after the solve).
    func require(_ form: LinearForm) -> LinearForm {
        if !deferred.isEmpty { realize(form.terms) }
        return form
    }

    /// Writes the rows of the probe clamps `terms` read, which the program now needs.
    private func realize(_ terms: FormTerms) {
        // In variable order (the terms' own).
        for variable in terms.keys {
            guard let clamp = deferred.removeValue(forKey: variable) else { continue }
            write(clamp)
        }
    }

    /// The rows, given up: the builder holds none after this (a finished piece's model takes
    /// them over, `model(name:columnMap:rowOrder:handingOver:)`).
    func takeRows() -> [ProgramRow] {
        defer { rows = [] }
        return rows
    }

    /// The binary columns of the program (a clamp fixed in flight gives its binary up).
    var binaryCount: Int {
        // Counted in place (a filter copied every binary column, its name and origin retained).
        var count = 0
        for j in columns.indices where columns[j].binary { count += 1 }
        return count
    }

    /// The most binaries one relation piece gets; past it, a clamp's switch splits the piece
    /// (docs/constraint-engine.md), so no MILP grows beyond what branch and bound solves quickly.
    static let binaryCap = 64
    /// How a split made by the cap reads in a piece's causes (`lp --stats` counts them).
    static let binaryCapCause = "the piece's 64 binaries are used"

    /// Per column, its index in the program's model, or nil for a probe clamp no row reads.
    var modelColumns: [Int?] {
        var next = 0
        return columns.indices.map { j in
            if deferred.contains(j) || droppedColumns.contains(j) { return nil }
            defer { next += 1 }
            return next
        }
    }
}

extension ProgramBuilder {
    /// A staircase's split around the target window in one narrowing, in place of one split
    /// per step: a Text's line breaks and whole lines are decisions `value >= step` over an
    /// ascending list of steps, and walking them one compilation at a time recompiled the tree
    /// once per step between the piece's end and the window (40 compilations for one width of
    /// `sidebar-split`). When the decision at `first` splits, the steps are walked here to the
    /// last one at or below the target's value and the first above it, and the piece is split
    /// at both: the box the step-by-step walk ends with, since every step between narrows it
    /// on the same side. Anything else (a value that is not a form of one window side, a
    /// relation program's step on a clamp's branch) keeps the one split it asked for.
    ///
    /// - Parameters:
    ///   - interrupt: what the decision at `first` threw.
    ///   - value: the staircase's argument (the Text's proposed width, the proposed height).
    ///   - next: the step after a step, or nil past the last one the piece can reach.
    func bracketing(_ interrupt: CompileInterrupt, _ value: LinearForm, first: Double, next: (Double) -> Double?) -> CompileInterrupt {
        let form = shadow(value)
        // Only this step's own split (not a pending split of another decision).
        guard case .split(let request) = interrupt, request.fallback.isEmpty, request.further.isEmpty else { return interrupt }
        let own = form - LinearForm(first)
        guard request.form.terms == own.terms, abs(request.form.constant - own.constant) <= epsilon else { return interrupt }
        guard form.terms.count == 1, let variable = form.terms.keys.first, variable < 2, form.constant.isFinite else { return interrupt }
        let reached = form.evaluate(target)
        var below: Double?
        var above: Double?
        var step = first
        // The walk is bounded by the steps inside the piece; the cap only guards a list that does not end.
        for _ in 0..<100_000 {
            if step > reached {
                above = step
                break
            }
            below = step
            guard let following = next(step), following > step else { break }
            step = following
        }
        let splits = [below, above].compactMap { $0 }.map { SplitRequest(form: form - LinearForm($0), reason: request.reason) }
        guard var primary = splits.first else { return interrupt }
        primary.further = Array(splits.dropFirst())
        return .split(primary)
    }
}

extension ProgramBuilder {
    /// The sign of `value - step` for a step of a staircase (`next` gives the step after a
    /// step): where it changes inside the piece, the piece is narrowed to the steps around
    /// the target window in one go (`bracketing`), in the pass where it can be, else by a split.
    func stepSign(
        _ value: LinearForm, step: Double, _ reason: @autoclosure () -> String, next: (Double) -> Double?
    ) throws(CompileInterrupt) -> Sign {
        let inFlight = narrowing
        narrowing = nil
        do throws(CompileInterrupt) {
            let sign = try sign(value - LinearForm(step), reason())
            narrowing = inFlight
            return sign
        } catch {
            narrowing = inFlight
            let bracketed = bracketing(error, value, first: step, next: next)
            if case .split(let request) = bracketed, narrowInFlight(request) { return try sign(value - LinearForm(step), reason()) }
            throw bracketed
        }
    }
}

/// The lowest value a staircase's argument takes over the box, kept while a pass walks the
/// staircase's steps: once a step's decision has narrowed the box around the window (the
/// staircase's split, `ProgramBuilder.bracketing`), the steps below the narrowed box are
/// positive there, and the walk passes them without a decision each (a range analysis of the
/// argument per step, most of a Text's line-break walk).
struct StaircaseFloor {
    private let value: LinearForm
    private var box: WindowBox
    private var lower: Double

    /// The floor of `value` over `program`'s box as it is now.
    init(_ value: LinearForm, _ program: ProgramBuilder) {
        self.value = value
        box = program.box
        lower = program.range(value).lower
    }

    /// Whether `value - step` is positive over the whole box by more than rounding (the sign
    /// `stepSign` gives there), re-reading the floor when the box has narrowed. Never while a
    /// split is pending, whose decisions stop the pass (`ProgramBuilder.sign`).
    mutating func isBelow(_ step: Double, _ program: ProgramBuilder) -> Bool {
        guard program.pendingSplit == nil else { return false }
        if program.box != box {
            box = program.box
            lower = program.range(value).lower
        }
        return step < lower - 1e-6 * Swift.max(1, abs(step))
    }
}
