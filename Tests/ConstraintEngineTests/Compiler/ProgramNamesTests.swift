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
        var names = UniqueNames(capacity: 0)
        #expect(names.unique(LPName(number: 3, "w")).description == "n3_w")
        #expect(names.unique(LPName(number: 3, "w")).description == "n3_w_2")
        #expect(names.unique(LPName(number: 3, "w")).description == "n3_w_3")
        // Another name is not counted with it.
        #expect(names.unique(LPName(number: 3, "h")).description == "n3_h")
    }

    @Test("names held differently that spell the same are counted together")
    func countersBySpelling() {
        var names = UniqueNames(capacity: 0)
        #expect(names.unique(LPName(number: 12, "frame", "maxW")).description == "n12_frame_maxW")
        #expect(names.unique("n12_frame_maxW").description == "n12_frame_maxW_2")
        #expect(names.unique(LPName(number: 5, "w").ending("_def")).description == "n5_w_def")
        #expect(names.unique("n5_w_def").description == "n5_w_def_2")
        // A base that spells like a counted name takes the next free counter of its own.
        #expect(names.unique("n5_w_def_2").description == "n5_w_def_2_2")
    }

    @Test("the model names the builder's columns and rows uniquely, the window's first")
    func columnsAndRows() {
        let program = Self.program()
        let first = program.materialize(LinearForm(variable: 0) * 0.5, column: LPName(number: 1, "pw"), origin: "proposed width")
        let second = program.materialize(LinearForm(variable: 0) * 0.25, column: LPName(number: 1, "pw"), origin: "proposed width")
        _ = program.addColumn("win_w", origin: "a column named as the window's", range: (0, 1))
        #expect(first != second)
        // The builder holds the names as written; the model makes them unique, in the order
        // taken: the window's two, then each column before its definition row.
        #expect(program.columns.map(\.name.description) == ["win_w", "win_h", "n1_pw", "n1_pw", "win_w"])
        let model = program.model(name: "test")
        #expect(model.columns.names == ["win_w", "win_h", "n1_pw", "n1_pw_2", "win_w_2"])
        #expect(model.rows.names == ["n1_pw_def", "n1_pw_def_2"])
        #expect(model.columns.origins == ["window width", "window height", "proposed width", "proposed width", "a column named as the window's"])
        #expect(program.rows.map(\.node) == [1, 1])
    }

    @Test("a renamed row takes its new name where it was renamed, after its first")
    func renamedRows() {
        let columns = [ProgramColumn(name: "x", origin: "", lower: 0, upper: 1, rangeLower: 0, rangeUpper: 1)]
        let row = ProgramRow(name: "r", origin: "", terms: FormTerms(), lower: 0, upper: 0)
        // Row 0 is added as `r` and later renamed `s`; row 1 is added as `s` between the two,
        // and row 2 as `r` after the rename: the first `r` and `s` are taken by the order.
        let names = ProgramNames(
            columns: columns, rows: [row, ProgramRow(name: "s", origin: "", terms: FormTerms(), lower: 0, upper: 0), row],
            order: [.column(0), .row(0), .row(1), .renamed(row: 0, rename: 0), .row(2)], renames: ["s"], columnMap: [0],
            rowOrder: [0, 1, 2])
        #expect(names.labels(of: .rows).names.map(\.description) == ["s_2", "s", "r_2"])
        #expect(names.labels(of: .columns).names.map(\.description) == ["x"])
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
