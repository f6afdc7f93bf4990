import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Typed errors that name the rows and columns involved, and conflict sets.
    @Suite struct ErrorTests {
        /// x + y >= 10 ("sum"), x <= 3 ("capX"), y <= 4 ("capY"), plus an unrelated row z <= 100.
        static func infeasibleModel() -> LPModel {
            var model = LPModel()
            let x = model.addColumn("x")
            let y = model.addColumn("y")
            let z = model.addColumn("z", objective: 1)
            model.addRow("sum", [(x, 1), (y, 1)], .atLeast(10), origin: "HStack fills 10")
            model.addRow("capX", [(x, 1)], .atMost(3), origin: "frame(maxWidth: 3) line 2")
            model.addRow("free", [(z, 1)], .atMost(100))
            model.addRow("capY", [(y, 1)], .atMost(4), origin: "frame(maxWidth: 4) line 5")
            return model
        }

        @Test(arguments: [SolveOptions.cold, SolveOptions(presolve: false), .warm])
        func infeasibleNamesRows(options: SolveOptions) {
            #expect {
                try GLPKSolver.solve(Self.infeasibleModel(), options: options)
            } throws: { error in
                guard let error = error as? LPError, case .infeasible(let d) = error else { return false }
                return !d.rows.isEmpty && d.rows.allSatisfy { ["sum", "capX", "capY"].contains($0) }
            }
        }

        @Test func conflictFinderReturnsTheMinimalSet() throws {
            let conflict = try #require(try ConflictFinder.conflict(in: Self.infeasibleModel()))
            #expect(conflict.rowNames == ["sum", "capX", "capY"])
            #expect(conflict.description.contains("frame(maxWidth: 3) line 2"))
            // A feasible model has no conflict.
            #expect(try ConflictFinder.conflict(in: LinearProgrammingSuite.KnownOptimaTests.manualExample()) == nil)
        }

        @Test func conflictFinderDropsRowsThatAreNotNeeded() throws {
            // Two independent ways to be infeasible share nothing; one minimal set is reported.
            var model = LPModel()
            let a = model.addColumn("a")
            let b = model.addColumn("b")
            model.addRow("a_low", [(a, 1)], .atLeast(5))
            model.addRow("a_high", [(a, 1)], .atMost(2))
            model.addRow("b_ok", [(b, 1)], .between(1, 2))
            model.addRow("ab", [(a, 1), (b, 1)], .atMost(50))
            let conflict = try #require(try ConflictFinder.conflict(in: model))
            #expect(conflict.rowNames == ["a_low", "a_high"])
        }

        @Test func unboundedNamesTheColumn() {
            var model = LPModel(sense: .maximize)
            let x = model.addColumn("x", objective: 1, origin: "spacer")
            let y = model.addColumn("y", bounds: .between(0, 1), objective: 1)
            model.addRow("r", [(x, 1), (y, -1)], .atLeast(0))
            for options in [SolveOptions.cold, SolveOptions(presolve: false)] {
                #expect {
                    try GLPKSolver.solve(model, options: options)
                } throws: { error in
                    guard let error = error as? LPError, case .unbounded(let d) = error else { return false }
                    return d.columns == ["x"] || d.rows == ["r"]
                }
            }
        }

        @Test func invalidModelsAreCaughtBeforeGLPK() {
            var emptyBounds = LPModel()
            emptyBounds.addColumn("bad", bounds: .between(2, 1), origin: "frame line 9")
            var badIndex = LPModel()
            badIndex.addColumn("x")
            badIndex.addRow("r", [(5, 1)], .atMost(1))
            var duplicate = LPModel()
            let x = duplicate.addColumn("x")
            duplicate.addRow("twice", [(x, 1), (x, 2)], .atMost(1))
            var nan = LPModel()
            nan.addColumn("x", objective: .nan)
            let cases: [(LPModel, String)] = [(emptyBounds, "bad"), (badIndex, "r"), (duplicate, "twice"), (nan, "x")]
            for (model, name) in cases {
                #expect {
                    try GLPKSolver.solve(model)
                } throws: { error in
                    guard let error = error as? LPError, case .invalidModel(let d) = error else { return false }
                    return d.rows.contains(name) || d.columns.contains(name)
                }
            }
        }

        @Test func mipWithoutIntegerSolution() {
            // 2x = 3 has the real solution 1.5 and no whole one.
            var model = LPModel()
            let x = model.addColumn("x", kind: .integer)
            model.addRow("half", [(x, 2)], .fixed(3))
            #expect(throws: LPError.self) { try GLPKSolver.solve(model) }
            #expect((try? GLPKSolver.solve(model, options: SolveOptions(integer: false)))?.columnValues == [1.5])
        }
    }
}
