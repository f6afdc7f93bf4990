import Synchronization
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// A model whose names are made when first read: solving reads none, a name read asks,
    /// a change writes them out once, and the model equals one built with its names.
    @Suite struct DeferredLabelsTests {
        /// Names for a two-column, two-row model, counting how often they are asked for.
        final class CountingLabels: LPDeferredLabels {
            let asked = Mutex(0)

            func labels(of part: LPModelPart) -> LPLabels {
                asked.withLock { $0 += 1 }
                switch part {
                case .columns: return LPLabels(names: ["x", "y"], sources: ["the x column", nil])
                case .rows: return LPLabels(names: ["sum", "diff"], sources: [nil, "the difference"])
                }
            }
        }

        /// `x + y = 10`, `x - y = 2`, minimise x: x = 6, y = 4.
        static func model(_ labels: CountingLabels) -> LPModel {
            LPModel(
                name: "deferred",
                columns: LPColumns(bounds: [.free, .free], kinds: [.continuous, .continuous], objectives: [1, 0], labels: labels),
                rows: LPRows(bounds: [.fixed(10), .fixed(2)], starts: [0, 2, 4], termColumns: [0, 1, 0, 1], termCoefficients: [1, 1, 1, -1], labels: labels))
        }

        /// The same model with its names written row by row and column by column.
        static let written: LPModel = {
            var model = LPModel(name: "deferred")
            model.addColumn("x", bounds: .free, objective: 1, origin: "the x column")
            model.addColumn("y", bounds: .free)
            model.addRow("sum", [(0, 1), (1, 1)], .fixed(10))
            model.addRow("diff", [(0, 1), (1, -1)], .fixed(2), origin: "the difference")
            return model
        }()

        @Test func solvingReadsNoName() throws {
            let labels = CountingLabels()
            let model = Self.model(labels)
            #expect(model.columns.count == 2 && model.rows.count == 2)
            let solution = try GLPKSolver.solve(model)
            #expect(solution.columnValues == [6, 4])
            #expect(labels.asked.withLock { $0 } == 0)
        }

        @Test func namesAreMadeWhenRead() {
            let labels = CountingLabels()
            let model = Self.model(labels)
            #expect(model.columns.names == ["x", "y"] && model.columns.origins == ["the x column", nil])
            #expect(model.rows.name(of: 1) == "diff" && model.rows.origin(of: 1) == "the difference")
            #expect(labels.asked.withLock { $0 } > 0)
            #expect(model == Self.written)
        }

        @Test func aChangeWritesTheNamesOutOnce() {
            let labels = CountingLabels()
            var model = Self.model(labels)
            model.addRow("cap", [(0, 1)], .atMost(8))
            model.columns[1].label = "why"
            let asked = labels.asked.withLock { $0 }
            #expect(asked > 0)
            #expect(model.rows.names == ["sum", "diff", "cap"] && model.columns.names == ["x", "why"])
            #expect(labels.asked.withLock { $0 } == asked)
        }

        /// Columns given field by field keep a binary's bounds within 0...1, as a column made
        /// one by one does: asked for -3...5, a binary is 0...1; a continuous column keeps -3...5.
        @Test func fieldByFieldColumnsKeepABinaryWithinZeroAndOne() {
            let asked = LPBounds(lower: -3, upper: 5)
            let columns = LPColumns(
                bounds: [asked, asked, LPBounds(lower: 0.5, upper: 0.75)], kinds: [.binary, .continuous, .binary], objectives: [0, 0, 0],
                labels: CountingLabels())
            #expect(columns.bounds == [LPBounds(lower: 0, upper: 1), asked, LPBounds(lower: 0.5, upper: 0.75)])
            #expect(LPColumn(label: "z", bounds: asked, kind: .binary, source: nil).bounds == columns.bounds[0])
        }

        @Test func foldingKeepsTheNamesDeferred() {
            let labels = CountingLabels()
            let folded = Self.model(labels).rows.folding([1: 4])
            #expect(folded.bounds == [.fixed(6), .fixed(6)] && folded.termColumns == [0, 0])
            #expect(labels.asked.withLock { $0 } == 0)
            #expect(folded.names == ["sum", "diff"])
        }
    }
}
