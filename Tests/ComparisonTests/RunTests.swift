import Comparison
import Testing
import ViewTree

/// Running both engines over several windows.
@Suite struct RunTests {
    /// A fake engine: one view as wide as the window, `extra` wider.
    private func engine(_ name: String, extra: Double = 0, failingAt failure: Double? = nil)
        -> (ProposedSize) throws(LayoutError) -> LayoutResult
    {
        { (window: ProposedSize) throws(LayoutError) -> LayoutResult in
            let width = window.width ?? 10
            if width == failure { throw LayoutError(message: "ratio must be positive", path: "0", kind: "aspectRatio") }
            return LayoutResult(engine: name, window: window, nodes: [node("0", 0, 0, width + extra, 10)])
        }
    }

    @Test func everyWindowIsComparedInOrder() throws {
        let windows = [100, 200, 300].map { ProposedSize(width: $0, height: 10) }
        let results = try Comparison.run(windows: windows, negotiation: engine("negotiation"), constraints: engine("constraints", extra: 1))
        #expect(results.map(\.window) == windows)
        #expect(results.allSatisfy { $0.summary == ComparisonSummary(views: 1, differ: 1, unexplained: 1, maxDiff: 1) })
    }

    @Test func stopsAtTheFirstErrorNamingWindowAndEngine() {
        let windows = [100, 200, 300].map { ProposedSize(width: $0, height: 10) }
        do {
            _ = try Comparison.run(windows: windows, negotiation: engine("negotiation"), constraints: engine("constraints", failingAt: 200))
            Issue.record("expected a failure")
        } catch {
            #expect(error.window == ProposedSize(width: 200, height: 10))
            #expect(error.engine == "constraints")
            #expect(error.completed.map(\.window) == [windows[0]])
            #expect(error.description == "window 200x10: constraints engine: error: ratio must be positive (aspectRatio at 0)")
        }
    }

    @Test func negotiationErrorsAreNamedToo() {
        #expect(throws: ComparisonFailure.self) {
            try Comparison.run(
                windows: [ProposedSize(width: 5, height: 5)], negotiation: engine("negotiation", failingAt: 5),
                constraints: engine("constraints"))
        }
    }
}
