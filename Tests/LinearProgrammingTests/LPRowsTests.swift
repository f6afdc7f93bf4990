import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// The rows' compressed-row store behaves as a collection of `LPRow` values.
    @Suite struct LPRowsTests {
        static let a = LPRow("a", terms: [LPTerm(0, 1), LPTerm(1, -1)], bounds: .fixed(2), origin: "first")
        static let b = LPRow("b", terms: [LPTerm(2, 3)], bounds: .atMost(5))
        static let c = LPRow("c", terms: [], bounds: .free, origin: "empty")

        @Test func rowsReadBackAsAppended() {
            let rows: LPRows = [Self.a, Self.b, Self.c]
            #expect(Array(rows) == [Self.a, Self.b, Self.c])
            #expect(rows.starts == [0, 2, 3, 3])
            #expect(rows.termColumns == [0, 1, 2] && rows.termCoefficients == [1, -1, 3])
            #expect(rows.nonzeroCount == 3)
            // Row a at x = (5, 1, 0): 5 - 1 = 4.
            #expect(rows.activity(of: 0, [5, 1, 0]) == 4)
        }

        @Test func rowsGivenFieldByFieldReadAsAppended() {
            // The same three rows as `rowsReadBackAsAppended`, handed over as the store holds them.
            let rows = LPRows(
                labels: ["a", "b", "c"], sources: [LPOrigin("first"), nil, LPOrigin("empty")], bounds: [.fixed(2), .atMost(5), .free],
                starts: [0, 2, 3, 3], termColumns: [0, 1, 2], termCoefficients: [1, -1, 3])
            #expect(Array(rows) == [Self.a, Self.b, Self.c])
            #expect(rows.origin(of: 0) == "first" && rows.origin(of: 1) == nil)
        }

        @Test func replacingARowKeepsTheOthers() {
            var rows: LPRows = [Self.a, Self.b, Self.c]
            // Same number of terms: written in place.
            rows[1].terms = [LPTerm(0, 7)]
            rows[1].bounds = .atLeast(1)
            #expect(rows[1] == LPRow("b", terms: [LPTerm(0, 7)], bounds: .atLeast(1)))
            // More terms: the later rows' terms move.
            rows[0].terms += [LPTerm(2, 4)]
            #expect(rows.starts == [0, 3, 4, 4])
            #expect(rows[0].terms == [LPTerm(0, 1), LPTerm(1, -1), LPTerm(2, 4)])
            #expect(rows[1].terms == [LPTerm(0, 7)] && rows[2] == Self.c)
            // Fewer terms.
            rows[0] = Self.c
            #expect(Array(rows) == [Self.c, LPRow("b", terms: [LPTerm(0, 7)], bounds: .atLeast(1)), Self.c])
            rows.bounds[2] = .fixed(0)
            #expect(rows[2].bounds == .fixed(0))
        }

        @Test func rangeReplacementAndAppending() {
            var rows: LPRows = [Self.a, Self.b, Self.c]
            rows.replaceSubrange(1..<2, with: [Self.c, Self.a])
            #expect(Array(rows) == [Self.a, Self.c, Self.a, Self.c])
            rows.removeFirst()
            rows += [Self.b]
            #expect(Array(rows) == [Self.c, Self.a, Self.c, Self.b])
            rows.append("d", [(1, 2), (0, 1)], .fixed(3), origin: "tuples")
            #expect(rows[4] == LPRow("d", terms: [LPTerm(1, 2), LPTerm(0, 1)], bounds: .fixed(3), origin: "tuples"))
            #expect(rows == LPRows(Array(rows)))
        }
    }
}
