import Foundation
import FrameSolver
import TestSupport
import Testing

/// Frames measured in Apple's SwiftUI by other projects' probes (Fixtures/measured-2.json and
/// Fixtures/probe-arms.json, see Fixtures/README.md for their provenance), checked case by case
/// in both engines. A case listed in Fixtures/known-differences.json runs as a known issue with
/// its reason, so it stays visible and the test fails once FrameSolver starts to follow it (the
/// entry must then be removed).
@Suite("Measured SwiftUI frames (fixtures)")
struct MeasuredFixtureTests {
    /// measured-2.json carries unrounded values (26.666666666666668): 1e-6. probe-arms.json
    /// carries the probe's printed values, rounded to 2 decimals (44.67): 0.006.
    static let runs = MeasuredFixtures.runs("measured-2.json", tolerance: frameTolerance)
    static let armRuns = MeasuredFixtures.runs("probe-arms.json", tolerance: 0.006)

    @Test("The fixture files load, every case names its source, every known difference names a case")
    func fixturesLoad() throws {
        let cases = try MeasuredFixtures.cases("measured-2.json") + MeasuredFixtures.cases("probe-arms.json")
        #expect(cases.count == 131 + 66)
        #expect(cases.allSatisfy { !$0.source.isEmpty && !$0.expect.isEmpty && $0.window.count == 2 })
        let names = Set(cases.map(\.name))
        #expect(names.count == cases.count, "case names are unique")
        for (name, difference) in try MeasuredFixtures.knownDifferences() {
            #expect(names.contains(name), "known difference '\(name)' names no case")
            #expect(!difference.reason.isEmpty, "known difference '\(name)' gives no reason")
        }
    }

    @Test("Measured case", arguments: runs)
    func measured(_ run: MeasuredRun) throws { try checkOrKnown(run) }

    @Test("Probe arm", arguments: armRuns)
    func probeArm(_ run: MeasuredRun) throws { try checkOrKnown(run) }

    func checkOrKnown(_ run: MeasuredRun) throws {
        if let difference = run.knownDifference {
            withKnownIssue("known difference: \(difference.reason)") { try check(run) }
        } else {
            try check(run)
        }
    }

    /// Lays the case out with its engine and expects every tagged frame within the run's tolerance.
    func check(_ run: MeasuredRun) throws {
        let fixture = run.fixture
        let model = try ModelLanguage.load(fixture.model, file: fixture.name + ".layout")
        let window = ProposedSize(width: fixture.window[0], height: fixture.window[1])
        let engine: any LayoutEngine = run.engine == "constraints" ? ConstraintEngine() : NegotiationEngine()
        let result = try engine.layout(model.root, in: window)
        for (id, expected) in fixture.expect.sorted(by: { $0.key < $1.key }) {
            guard let node = result[id: id] else {
                Issue.record("\(fixture.name): no view tagged '\(id)'\nsource: \(fixture.source)\n\(result.treeDump())")
                continue
            }
            let frame = node.frame
            let got = [frame.x, frame.y, frame.width, frame.height]
            let ok = zip(got, expected).allSatisfy { close($0, $1, tolerance: run.tolerance) }
            #expect(
                ok,
                """
                \(fixture.name) [\(run.engine)] '\(id)': measured \(expected), got \(got)
                source: \(fixture.source)
                model:
                \(fixture.model)
                \(result.treeDump())
                """)
        }
    }
}
