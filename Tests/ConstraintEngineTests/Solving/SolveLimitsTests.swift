import FrameSolver
import TestSupport
import Testing

/// Branch and bound's time limit in the constraint engine (Solving/SolveLimits.swift): a
/// search that reaches it is a layout error naming the piece, the window and the clamps it was
/// deciding (the CLI exits 2), never a hang or an unproven frame; a query walks the piece's
/// widths instead (`CompiledLayout.walkedOptimum`) and errs only where that fails too.
@Suite("Constraint engine: the time limit of branch and bound")
struct SolveLimitsTests {
    /// One clamp GLPK decides: the bar is min(W, 100) wide, which switches at W = 100 inside
    /// the window range 0...4096, so the relation program has one binary for it.
    static let model = """
        VStack {
            Color.red.frame(maxWidth: 100).id("bar")
        }
        """

    static func compiled(limit: Double?) throws -> CompiledLayout {
        let root = try ModelLanguage.load(Self.model, file: "limit.layout").root
        return ConstraintEngine(options: ConstraintOptions(branchAndBoundTimeLimit: limit)).compile(root)
    }

    @Test("--constrain: under the default limit the constraint holds; under 1 ms the search stops with an error naming the clamp")
    func constrain() throws {
        let window = ProposedSize(width: 300, height: 200)
        let constraint = try LayoutConstraint(parsing: "#bar.width >= 50")
        // At 300 wide the bar is min(300, 100) = 100 >= 50: the constraint holds.
        let normal = try Self.compiled(limit: ConstraintOptions().branchAndBoundTimeLimit)
        defer { normal.close() }
        #expect(ConstraintOptions().branchAndBoundTimeLimit == 5)
        #expect(try normal.check([constraint], at: window).holds)
        expectSize(try normal.solve(window), "bar", 100, 200)
        // The check solves the program with its binary (branch and bound): a 1 ms limit stops
        // it at GLPK's first check.
        let limited = try Self.compiled(limit: 0.001)
        defer { limited.close() }
        #expect {
            try limited.check([constraint], at: window)
        } throws: { error in
            guard let error = error as? LayoutError else { return false }
            return error.path == "0.0" && error.kind == "frame" && error.message.contains("time limit of 0.001 s")
                && error.message.contains("at window 300x200") && error.message.contains("0.0 frame w_clamp_max")
                && error.source?.line == 2
        }
    }

    @Test("query: the narrowest window with the bar at least 50 wide is 50; under 1 ms the widths are walked instead, with the same answer")
    func query() throws {
        let objective = try LayoutExpression(parsing: "window.width")
        let constraints = [try LayoutConstraint(parsing: "#bar.width >= 50")]
        // min(W, 100) >= 50 first holds at W = 50.
        let normal = try Self.compiled(limit: ConstraintOptions().branchAndBoundTimeLimit)
        defer { normal.close() }
        let answer = try #require(try normal.query(objective, maximize: false, constraints: constraints, widths: 0...4_096, height: 200))
        #expect(abs(try #require(answer.window.width) - 50) <= 1e-6)
        // Branch and bound stops at GLPK's first check; the piece's widths are walked basis by
        // basis instead (below 100 the bar is W wide, so W >= 50 from 50), and the layout
        // there is the piece's program solved at 50: the bar 50 x 200, exactly.
        let limited = try Self.compiled(limit: 0.001)
        defer { limited.close() }
        let walked = try #require(try limited.query(objective, maximize: false, constraints: constraints, widths: 0...4_096, height: 200))
        #expect(abs(try #require(walked.window.width) - 50) <= 1e-6)
        #expect(walked.openEnd == nil)
        let bar = try #require(walked.layout[id: "bar"]).frame
        #expect(bar.width == 50 && bar.height == 200, "\(bar)")
    }
}
