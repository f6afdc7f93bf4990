import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// GLPK's sensitivity analysis of a fixed column (`GLPKSolver.range`), on programs whose
    /// bases and ranges are derived by hand.
    @Suite struct RangingTests {
        /// A quarter split capped at 40 and read by a second view: `x = 0.25 w`,
        /// `y = min(x, 40)` (y <= x, y <= 40, y as large as possible), `z = y + 10`.
        static func cappedQuarter(window: Double) -> LPModel {
            var model = LPModel(name: "capped-quarter", sense: .maximize)
            let w = model.addColumn("win_w", bounds: .fixed(window))
            let x = model.addColumn("x", bounds: .free)
            let y = model.addColumn("y", bounds: .free, objective: 1)
            let z = model.addColumn("z", bounds: .free)
            model.addRow("x_split", [(x, 1), (w, -0.25)], .fixed(0))
            model.addRow("y_below_x", [(y, 1), (x, -1)], .atMost(0))
            model.addRow("y_cap", [(y, 1)], .atMost(40))
            model.addRow("z_def", [(z, 1), (y, -1)], .fixed(10))
            return model
        }

        /// At w = 100: x = 25, y = min(25, 40) = 25, z = 35. The basis has y = x binding, so
        /// every column follows w with slopes 0.25, 0.25, 0.25; it holds until y reaches the
        /// cap of 40, at 0.25 w = 40, w = 160. Below, nothing limits it.
        @Test func belowTheCap() throws {
            let ranging = try GLPKSolver.range(Self.cappedQuarter(window: 100), column: 0)
            #expect(ranging.values == [100, 25, 25, 35])
            #expect(ranging.slopes.map { abs($0 - 0) < 1e-12 ? 0 : $0 } == [1, 0.25, 0.25, 0.25])
            #expect(abs(ranging.upper.value - 160) < 1e-9)
            #expect(ranging.upper.limit == "y_cap")
            #expect(ranging.lower.value == -.infinity)
            #expect(ranging.lower.limit == nil)
        }

        /// At w = 200: x = 50, y = 40 (capped), z = 50. The basis has the cap binding: y and z
        /// no longer move (slope 0), x still does (0.25). It holds down to where x falls back
        /// to 40 (the slack of y <= x reaches 0): w = 160; above, without limit.
        @Test func aboveTheCap() throws {
            let ranging = try GLPKSolver.range(Self.cappedQuarter(window: 200), column: 0)
            #expect(ranging.values == [200, 50, 40, 50])
            #expect(ranging.slopes.map { abs($0) < 1e-12 ? 0 : $0 } == [1, 0.25, 0, 0])
            #expect(abs(ranging.lower.value - 160) < 1e-9)
            #expect(ranging.lower.limit == "y_below_x")
            #expect(ranging.upper.value == .infinity)
        }

        /// A column that is not fixed cannot be ranged this way: the call says so.
        @Test func refusesAFreeColumn() {
            #expect(throws: LPError.self) { try GLPKSolver.range(Self.cappedQuarter(window: 100), column: 1) }
        }

        /// An infeasible program has no basis to range: `.infeasible`, naming the column. At
        /// w = 100, x = 25 cannot be at least 30.
        @Test func infeasibleHasNoRange() {
            var model = Self.cappedQuarter(window: 100)
            model.addRow("x_low", [(1, 1)], .atLeast(30))
            #expect {
                try GLPKSolver.range(model, column: 0)
            } throws: { error in
                guard case .infeasible(let d) = error as? LPError else { return false }
                return d.columns == ["win_w"]
            }
        }
    }
}
