import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// The columns' field-by-field store behaves as a collection of `LPColumn` values.
    @Suite struct LPColumnsTests {
        static let w = LPColumn("w", bounds: .between(0, 400), objective: 2, origin: "box width")
        static let b = LPColumn("b", bounds: .between(-3, 7), kind: .binary)
        static let n = LPColumn("n", bounds: .free, kind: .integer)

        @Test func columnsReadBackAsAppended() {
            let columns: LPColumns = [Self.w, Self.b, Self.n]
            #expect(Array(columns) == [Self.w, Self.b, Self.n])
            // A binary column's bounds were cut to 0...1 when it was made, and stay so.
            #expect(columns[1].bounds == .between(0, 1) && columns[1].kind == .binary)
            #expect(columns.objectives == [2, 0, 0])
            #expect(columns.names == ["w", "b", "n"] && columns.origins == ["box width", nil, nil])
        }

        @Test func settingBoundsChangesOnlyBoundsAndKind() {
            var columns: LPColumns = [Self.w, Self.b, Self.n]
            columns.set(bounds: .fixed(120), of: 0)
            #expect(columns[0] == LPColumn("w", bounds: .fixed(120), objective: 2, origin: "box width"))
            // A binary's bounds are cut to 0...1; made continuous, they are taken as given.
            columns.set(bounds: .between(-2, 5), of: 1)
            #expect(columns[1].bounds == .between(0, 1))
            columns.set(bounds: .fixed(1), kind: .continuous, of: 1)
            #expect(columns[1].bounds == .fixed(1) && columns[1].kind == .continuous && columns.names == ["w", "b", "n"])
        }

        @Test func changingAndReplacingColumns() {
            var model = LPModel(columns: [Self.w, Self.b, Self.n])
            model.columns[0].bounds = .fixed(320)
            model.columns[2].kind = .continuous
            #expect(model.columns[0] == LPColumn("w", bounds: .fixed(320), objective: 2, origin: "box width"))
            #expect(!model.columns.kinds.contains(.integer))
            model.setObjective([LPTerm(1, 4), LPTerm(1, 1)], sense: .maximize)
            #expect(model.objective == [0, 5, 0])
            model.columns.replaceSubrange(0..<1, with: [Self.n, Self.n])
            #expect(model.columns.names == ["n", "n", "b", "n"] && model.columns.objectives == [0, 0, 5, 0])
            #expect(model.column(named: "b") == 2)
        }
    }
}
