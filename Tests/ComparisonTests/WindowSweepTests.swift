import Comparison
import Testing
import ViewTree

/// `A...B:STEP` parsing and the windows of one or two sweeps.
@Suite struct WindowSweepTests {
    @Test func includesTheEndWhenItFallsOnAStep() throws {
        #expect(try WindowSweep(parsing: "300...390:30").values == [300, 330, 360, 390])
    }

    @Test func stopsBeforeTheEndWhenItFallsBetweenSteps() throws {
        let sweep = try WindowSweep(parsing: "300...400:30")
        #expect(sweep.values == [300, 330, 360, 390])
        #expect(sweep.start == 300 && sweep.end == 400 && sweep.step == 30)
    }

    @Test func decimalStepsAreExact() throws {
        #expect(try WindowSweep(parsing: "0...1:0.1").values == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(try WindowSweep(parsing: "0.5...1.25:0.25").values == [0.5, 0.75, 1, 1.25])
        #expect(try WindowSweep(parsing: "10...10.3:0.1").values.last == 10.3)
    }

    @Test func aSingleValue() throws {
        #expect(try WindowSweep(parsing: "320...320:10").values == [320])
        #expect(try WindowSweep(parsing: "320...325:10").values == [320])
    }

    @Test(arguments: [
        "", "300", "300...400", "300..400:10", "300...400:", "...400:10", "a...b:c", "-10...10:1",
        "1e2...300:10", "300...400:10:5", "inf...400:10", "300 ... 400:10", "1.5.0...3:1",
    ])
    func malformedTextIsAnError(_ text: String) {
        #expect(throws: SweepError.self) { try WindowSweep(parsing: text) }
    }

    @Test func stepMustBePositive() {
        #expect(throws: SweepError("'300...400:0': the step 0 must be greater than 0")) { try WindowSweep(parsing: "300...400:0") }
        #expect(throws: SweepError.self) { try WindowSweep(parsing: "300...400:0.000") }
    }

    @Test func endMustNotPrecedeStart() {
        #expect(throws: SweepError("'400...300:10': the end 300 is less than the start 400")) { try WindowSweep(parsing: "400...300:10") }
    }

    @Test func tooManyWindows() throws {
        #expect(try WindowSweep(parsing: "1...10000:1").values.count == 10_000)
        #expect(throws: SweepError.self) { try WindowSweep(parsing: "0...10000:1") }
        #expect(throws: SweepError.self) { try WindowSweep(parsing: "0...2000000000:1000000") }
        #expect(throws: SweepError.self) { try WindowSweep(parsing: "0...1000:0.000001") }
        let widths = try WindowSweep(parsing: "1...400:1")
        let heights = try WindowSweep(parsing: "1...300:1")
        #expect(throws: SweepError.self) {
            try WindowSweep.windows(base: ProposedSize(width: 390, height: 844), widths: widths, heights: heights)
        }
    }

    @Test func windowsOfNoneOneAndTwoSweeps() throws {
        let base = ProposedSize(width: 390, height: 844)
        let widths = try WindowSweep(parsing: "100...200:100")
        let heights = try WindowSweep(parsing: "10...30:10")
        #expect(try WindowSweep.windows(base: base, widths: nil, heights: nil) == [base])
        #expect(
            try WindowSweep.windows(base: base, widths: widths, heights: nil)
                == [ProposedSize(width: 100, height: 844), ProposedSize(width: 200, height: 844)])
        #expect(
            try WindowSweep.windows(base: ProposedSize(width: nil, height: 844), widths: nil, heights: heights)
                == [10, 20, 30].map { ProposedSize(width: nil, height: $0) })
        #expect(
            try WindowSweep.windows(base: base, widths: widths, heights: heights) == [
                ProposedSize(width: 100, height: 10), ProposedSize(width: 100, height: 20), ProposedSize(width: 100, height: 30),
                ProposedSize(width: 200, height: 10), ProposedSize(width: 200, height: 20), ProposedSize(width: 200, height: 30),
            ])
    }
}
