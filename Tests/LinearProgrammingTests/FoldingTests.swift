import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Fixed columns folded out of the rows (`LPRows.folding`), and a big-M row with its binary
    /// fixed held to the side it leaves.
    @Suite struct FoldingTests {
        @Test func foldingMovesTermsIntoBounds() {
            let rows: LPRows = [
                LPRow("a", terms: [LPTerm(0, 1), LPTerm(1, -882)], bounds: .atLeast(-882)),
                LPRow("b", terms: [LPTerm(0, 2), LPTerm(2, 1)], bounds: .between(1, 5)),
                LPRow("c", terms: [LPTerm(1, 3)], bounds: .fixed(6)),
            ]
            // Column 1 at 1: row a, x0 - 882 in [-882, inf), is x0 in [0, inf); row c, 3 = 6,
            // has no terms left and the bounds 6 - 3 = 3 (an infeasible constant, kept as such).
            let folded = rows.folding([1: 1])
            #expect(Array(folded) == [
                LPRow("a", terms: [LPTerm(0, 1)], bounds: .atLeast(0)),
                LPRow("b", terms: [LPTerm(0, 2), LPTerm(2, 1)], bounds: .between(1, 5)),
                LPRow("c", terms: [], bounds: .fixed(3)),
            ])
            // At 0 the terms still go and the bounds stay; both rows are named as changed.
            #expect(Array(rows.folding([1: 0]))[0] == LPRow("a", terms: [LPTerm(0, 1)], bounds: .atLeast(-882)))
            let changes = rows.foldedBounds([1: 0])
            #expect(changes.map(\.row) == [0, 2] && changes.map(\.bounds) == [.atLeast(-882), .fixed(6)])
            #expect(rows.folding([:]) == rows)
        }

        /// An aspectRatio's fitting side as a relation program writes it, with the proposal
        /// 29 x 16.5 and the ratio 1.75 = 7/4: s = min(4 pw / 7, ph) = min(16.571, 16.5) = 16.5,
        /// the second side, so y = 1. The rows: 7 s - 4 pw <= 0, s - ph <= 0, and with big-Ms
        /// 0.5005 and 882, 7 s - 4 pw + 0.5005 y >= 0 and s - ph - 882 y >= -882. The first
        /// `>=` row alone allows s down to (116 - 0.5005) / 7 = 16.49993; the second, with y = 1,
        /// is s >= ph. As a MIP, branch and bound's polishing LP fixes y at 1.
        static func fittingSide(binary: Bool) -> (model: LPModel, s: Int, y: Int) {
            var model = LPModel()
            let pw = model.addColumn("pw", bounds: .fixed(29))
            let ph = model.addColumn("ph", bounds: .fixed(16.5))
            let s = model.addColumn("s", bounds: .free)
            let y = model.addColumn("y", bounds: binary ? .between(0, 1) : .fixed(1), kind: binary ? .binary : .continuous)
            model.addRow("le_a", [(s, 7), (pw, -4)], .atMost(0))
            model.addRow("le_b", [(s, 1), (ph, -1)], .atMost(0))
            model.addRow("ge_a", [(s, 7), (pw, -4), (y, 0.5005)], .atLeast(0))
            model.addRow("ge_b", [(s, 1), (ph, -1), (y, -882)], .atLeast(-882))
            return (model, s, y)
        }

        @Test func bigMRowWithItsBinaryFixedHoldsExactly() throws {
            var (model, s, y) = Self.fittingSide(binary: false)
            model.rows = model.rows.folding([y: 1])
            for options in [SolveOptions(), SolveOptions(presolve: false)] {
                let solution = try GLPKSolver.solve(model, options: options)
                #expect(abs(solution.columnValues[s] - 16.5) < 1e-9, "\(solution.columnValues[s])")
            }
        }

        @Test func polishingLPFoldsTheIntegers() throws {
            let (model, s, y) = Self.fittingSide(binary: true)
            let solution = try GLPKSolver.solve(model)
            #expect(solution.columnValues[y] == 1)
            #expect(abs(solution.columnValues[s] - 16.5) < 1e-9, "\(solution.columnValues[s])")
            // The activities are the program's own rows', the folded term back in:
            // ge_b = 16.5 - 16.5 - 882 = -882.
            #expect(abs(solution.rowActivities[3] + 882) < 1e-9)
        }
    }
}
