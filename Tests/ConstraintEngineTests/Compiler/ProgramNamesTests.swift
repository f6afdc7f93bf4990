@testable import ConstraintEngine
import LinearProgramming
import Testing

/// The builder's names: unique by their spelling, whether held as parts or as a string, with
/// `_2`, `_3`, ... for the second and later of a spelling; and rows handed over in the order
/// of the views that wrote them.
@Suite("Relation encoding: row and column names")
struct ProgramNamesTests {
    private static func program() -> ProgramBuilder {
        ProgramBuilder(box: WindowBox(width: .range(SideInterval(lower: 0, upper: 1000)), height: .range(.point(844))), relations: true)
    }

    @Test("a spelling used again gets _2, then _3")
    func countersByUse() {
        let program = Self.program()
        #expect(program.uniqueName(LPName(number: 3, "w")).description == "n3_w")
        #expect(program.uniqueName(LPName(number: 3, "w")).description == "n3_w_2")
        #expect(program.uniqueName(LPName(number: 3, "w")).description == "n3_w_3")
        // Another name is not counted with it, and the window's names are taken from the start.
        #expect(program.uniqueName(LPName(number: 3, "h")).description == "n3_h")
        #expect(program.uniqueName("win_w").description == "win_w_2")
    }

    @Test("names held differently that spell the same are counted together")
    func countersBySpelling() {
        let program = Self.program()
        #expect(program.uniqueName(LPName(number: 12, "frame", "maxW")).description == "n12_frame_maxW")
        #expect(program.uniqueName("n12_frame_maxW").description == "n12_frame_maxW_2")
        #expect(program.uniqueName(LPName(number: 5, "w").ending("_def")).description == "n5_w_def")
        #expect(program.uniqueName("n5_w_def").description == "n5_w_def_2")
        // A base that spells like a counted name takes the next free counter of its own.
        #expect(program.uniqueName("n5_w_def_2").description == "n5_w_def_2_2")
    }

    @Test("the columns and rows the builder makes carry their unique names")
    func columnsAndRows() {
        let program = Self.program()
        let first = program.materialize(LinearForm(variable: 0) * 0.5, column: LPName(number: 1, "pw"), origin: "proposed width")
        let second = program.materialize(LinearForm(variable: 0) * 0.25, column: LPName(number: 1, "pw"), origin: "proposed width")
        #expect(first != second)
        #expect(program.columns.map(\.name.description) == ["win_w", "win_h", "n1_pw", "n1_pw_2"])
        #expect(program.rows.map(\.name.description) == ["n1_pw_def", "n1_pw_def_2"])
        #expect(program.rows.map(\.node) == [1, 1])
    }

    @Test("a row's view is the number its name starts with")
    func rowNodes() {
        func node(_ name: LPName) -> Int { ProgramRow(name: name, origin: "", terms: FormTerms(), lower: 0, upper: 0).node }
        #expect(node(LPName(number: 12, "frame", "maxW")) == 12)
        #expect(node("n7_w_def") == 7)
        #expect(node("win_w") == -1)
        #expect(node("group_w") == -1)
        // A string of digits after `n` and nothing else is no view's name; with a counter it is.
        #expect(node("n5") == -1)
        #expect(node(LPName("n5").counted(2)) == 5)
    }

    @Test("rows are ordered by view, ties in the order written")
    func stableOrder() {
        #expect(ProgramBuilder.stableOrder(by: [3, -1, 2, 3, 0, -1, 2]) == [1, 5, 4, 2, 6, 0, 3])
        #expect(ProgramBuilder.stableOrder(by: []) == [])
        // Keys far apart are sorted by comparison, to the same order.
        #expect(ProgramBuilder.stableOrder(by: [1_000_000, 5, -1, 5]) == [2, 1, 3, 0])
    }
}
