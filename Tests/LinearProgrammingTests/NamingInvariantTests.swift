import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// The naming invariant (STYLE habit 15): a row or column without a name of its own or
    /// without an origin is reported by name (or index) with what made it.
    @Suite struct NamingInvariantTests {
        @Test func aNamedModelHolds() {
            var model = LPModel(name: "named")
            let x = model.addColumn("n0_w", origin: "0 Color width")
            model.addRow("n0_w_def", [(x, 1)], .fixed(10), origin: "0 Color width")
            #expect(model.namingViolations().isEmpty)
        }

        @Test func unnamedDuplicateAndUnexplainedAreReported() {
            var model = LPModel(name: "broken")
            let x = model.addColumn("n0_w", origin: "0 Color width")
            model.addColumn("n0_w", origin: "0.1 Text width")
            model.addRow("", [(x, 1)], .fixed(10), origin: "0.2 frame width")
            model.addRow("n0_h_def", [(x, 1)], .atMost(5))
            #expect(
                model.namingViolations() == [
                    "row 0 has no name (0.2 frame width)",
                    "row 'n0_h_def' has no origin: nothing names the view that wrote it",
                    "columns 0 and 1 are both named 'n0_w' (0.1 Text width)",
                ])
        }
    }
}
