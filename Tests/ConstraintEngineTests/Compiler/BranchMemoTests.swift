@testable import ConstraintEngine
import Testing

/// The range analysis replays a walk of a form's clamps over a box inside the one it was made
/// over (`BranchMemo`), and gives what a fresh walk over that box gives.
@Suite("Relation encoding: replayed range analysis")
struct BranchMemoTests {
    static func box(_ lower: Double, _ upper: Double, lowerOpen: Bool = false, upperOpen: Bool = false) -> WindowBox {
        WindowBox(width: .range(SideInterval(lower: lower, upper: upper, lowerOpen: lowerOpen, upperOpen: upperOpen)), height: .range(.point(844)))
    }

    /// A builder over `box` with two clamps that switch inside [0, 1000]:
    /// `z1 = min(w, 300)` (switching at 300) and `z2 = min(0.5 w, 400)` (at 800).
    static func program(over box: WindowBox) -> (ProgramBuilder, LinearForm, LinearForm) {
        let program = ProgramBuilder(box: box, relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        let z1 = program.min(w, LinearForm(300), origin: "z1", name: "z1")
        let z2 = program.min(w * 0.5, LinearForm(400), origin: "z2", name: "z2")
        return (program, z1, z2)
    }

    static func narrow(_ program: ProgramBuilder, to box: WindowBox) {
        program.narrowing = { _, _ in [PieceNarrowing(box: box, boundary: .atThisWindow, reason: "test")] }
        #expect(program.narrowInFlight(SplitRequest(form: LinearForm(variable: 0), reason: "test")))
        #expect(program.box == box)
    }

    @Test("z1 - z2 over [0, 1000], then over [250, 900] from the replay, as a fresh walk gives it")
    func replayOverNarrowerBox() {
        let (program, z1, z2) = Self.program(over: Self.box(0, 1000))
        let form = z1 - z2
        // Branch by branch: w <= 300: w - 0.5 w = 0.5 w in [0, 150]; 300 <= w <= 800:
        // 300 - 0.5 w in [-100, 150]; w >= 800: 300 - 400 = -100. So [-100, 150], where
        // interval arithmetic over the columns ([0, 300] - [0, 400]) would give [-400, 300].
        let wide = program.range(form)
        #expect(wide.lower == -100 && wide.upper == 150)
        #expect(program.branchMemo.walk(form.terms, covering: program.box) != nil)
        // A box that still holds both switches (300 and 800), so that both clamps still switch
        // there (a narrowing that decides a clamp fixes it and walks afresh: FixedClampTests).
        Self.narrow(program, to: Self.box(250, 900))
        #expect(program.branchMemo.walk(form.terms, covering: program.box) != nil)
        // Over [250, 900]: 0.5 w in [125, 150] up to 300, 300 - 0.5 w from 150 down to -100
        // at 800, then -100: [-100, 150].
        let replayed = program.range(form)
        #expect(replayed.lower == -100 && replayed.upper == 150)
        // Another constant, the same terms: the same walk, shifted by 7.
        let shifted = program.range(form + LinearForm(7))
        #expect(shifted.lower == -93 && shifted.upper == 157)
        // A builder with the same clamps, narrowed before it ranges the form, walks it over
        // the narrow box itself and agrees to the last bit.
        let (fresh, freshZ1, freshZ2) = Self.program(over: Self.box(0, 1000))
        #expect(freshZ1 == z1 && freshZ2 == z2)
        Self.narrow(fresh, to: Self.box(250, 900))
        #expect(fresh.branchMemo.walk(form.terms, covering: fresh.box) == nil)
        let direct = fresh.range(freshZ1 - freshZ2)
        #expect(direct.lower == replayed.lower && direct.upper == replayed.upper)
        #expect(direct.lowerOpen == replayed.lowerOpen && direct.upperOpen == replayed.upperOpen)
    }

    @Test("The walk of a form is replayed for its negation, to the last bit")
    func replayForNegation() {
        let (program, z1, z2) = Self.program(over: Self.box(0, 1000))
        _ = program.range(z1 - z2)
        let negated = z2 - z1
        // One key for both signs: the walk of z1 - z2 covers z2 - z1.
        #expect(program.branchMemo.walk(negated.terms, covering: program.box) != nil)
        // z1 - z2 lies in [-100, 150] (above), so z2 - z1 in [-150, 100].
        let replayed = program.range(negated)
        #expect(replayed.lower == -150 && replayed.upper == 100)
        // A builder that never ranged z1 - z2 walks z2 - z1 itself and gets the same numbers.
        let (fresh, freshZ1, freshZ2) = Self.program(over: Self.box(0, 1000))
        #expect(fresh.branchMemo.walk(negated.terms, covering: fresh.box) == nil)
        let direct = fresh.range(freshZ2 - freshZ1)
        #expect(direct.lower == replayed.lower && direct.upper == replayed.upper)
        #expect(direct.lowerOpen == replayed.lowerOpen && direct.upperOpen == replayed.upperOpen)
        // A different coefficient is a different key: 2 z1 - z2 walks afresh.
        #expect(program.branchMemo.walk((z1 * 2 - z2).terms, covering: program.box) == nil)
    }

    @Test("A range found once is answered again until a column's range or the box changes")
    func rangeAnswersForgotten() {
        let (program, z1, _) = Self.program(over: Self.box(0, 1000))
        // A column the range analysis knows only by its range, [0, 10] (a relation's unknown).
        let u = program.addColumn("u", origin: "u", range: (0, 10))
        let form = z1 + LinearForm(variable: u)
        // z1 = min(w, 300) is in [0, 300] over [0, 1000]; u adds [0, 10].
        let first = program.range(form)
        #expect(first.lower == 0 && first.upper == 310)
        #expect(program.range(form).upper == 310)
        // u is now known to be at least 5: [5, 310], not the answer kept from before.
        program.raiseRangeLower(u, to: 5)
        let raised = program.range(form)
        #expect(raised.lower == 5 && raised.upper == 310)
        // Over [0, 200], z1 = w: [5, 210].
        Self.narrow(program, to: Self.box(0, 200))
        let narrowed = program.range(form)
        #expect(narrowed.lower == 5 && narrowed.upper == 210)
    }

    @Test("A box outside the recorded one walks again")
    func noReplayOutside() {
        let (program, z1, z2) = Self.program(over: Self.box(0, 1000))
        let form = z1 - z2
        _ = program.range(form)
        #expect(program.branchMemo.walk(form.terms, covering: Self.box(0, 1200)) == nil)
        #expect(program.branchMemo.walk(form.terms, covering: Self.box(200, 600)) != nil)
    }

    @Test("Intersected boxes keep the narrower end and its openness; touching open ends are empty")
    func intersection() {
        let branch = Self.box(300, 800)
        // [300, 800] and (400, 1000]: (400, 800].
        #expect(branch.intersected(with: Self.box(400, 1000, lowerOpen: true)) == Self.box(400, 800, lowerOpen: true))
        // [300, 800] and [0, 300): nothing (300 is not in the second).
        #expect(branch.intersected(with: Self.box(0, 300, upperOpen: true)) == nil)
        // [300, 800] and [0, 300]: the point 300.
        #expect(branch.intersected(with: Self.box(0, 300)) == Self.box(300, 300))
        // Equal ends, one open: open.
        #expect(Self.box(300, 800, upperOpen: true).intersected(with: Self.box(0, 800)) == Self.box(300, 800, upperOpen: true))
    }
}
