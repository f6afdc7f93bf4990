import LinearProgramming
import Rendering
import Testing

/// Rows written out as the report lists them, in the CPLEX LP style of `framesolver lp`.
@Suite struct ProgramRowTests {
    @Test func rowsReadLikeTheLPFile() {
        var model = LPModel()
        let x = model.addColumn("n3_x", bounds: .free)
        let w = model.addColumn("win_w", bounds: .fixed(300))
        model.addRow("n3_x_def", [(x, 1), (w, -0.5)], .fixed(-75), origin: "0.0.1 overlay frame x (a.layout:3:5)")
        model.addRow("fit", [(x, 2)], .atMost(10), origin: "0 frame fit")
        model.addRow("band", [(x, -1)], .between(-4, 4.5))
        let rows = ProgramRow.rows(of: model)
        #expect(rows.map(\.text) == ["n3_x_def: + n3_x - 0.5 win_w = -75", "fit: + 2 n3_x <= 10", "band: - n3_x in [-4, 4.5]"])
        #expect(rows.map(\.origin) == ["0.0.1 overlay frame x (a.layout:3:5)", "0 frame fit", ""])
    }
}
