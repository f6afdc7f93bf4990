import FrameSolver
import TestSupport
import Testing

/// Seeded random trees of the linear fragment through both engines (2,000 trees of
/// up to 25 views at 5 window sizes each in CI, the constraint engine in its default relation
/// encoding).
@Suite("Differential: random trees")
struct DifferentialRandomTreeTests {
    static let windows = DifferentialWindows.all

    /// Seeds in batches, so a failure names its seed and the run stays parallel.
    @Test("Both engines agree on 2,000 random trees", arguments: 0..<20)
    func batch(_ batch: Int) throws {
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var generator = RandomTreeGenerator(seed: seed &+ 10_000, wholeLinearFragment: true)
            let tree = generator.tree()
            let compiled = ConstraintEngine().compile(tree)
            defer { compiled.close() }
            for window in Self.windows {
                let reference = try NegotiationEngine().layout(tree, in: window)
                let solved = try compiled.solve(window)
                let disagreement = firstDisagreement(reference, solved)
                #expect(disagreement == nil, "seed \(seed &+ 10_000) window \(window): \(disagreement ?? "")")
                if disagreement != nil { return }
            }
        }
    }

    /// The regions encoding (`--encoding regions`) on the first 500 of those trees (the CLI's
    /// `fuzz --encoding regions` runs all 2,000); the test above runs the default relation
    /// program.
    @Test("The regions encoding agrees with the negotiation engine on 500 random trees", arguments: 0..<5)
    func regionsBatch(_ batch: Int) throws {
        let engine = ConstraintEngine(options: ConstraintOptions(encoding: .regions))
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var generator = RandomTreeGenerator(seed: seed &+ 10_000, wholeLinearFragment: true)
            let tree = generator.tree()
            let compiled = engine.compile(tree)
            defer { compiled.close() }
            for window in Self.windows {
                let disagreement = firstDisagreement(try NegotiationEngine().layout(tree, in: window), try compiled.solve(window))
                #expect(disagreement == nil, "seed \(seed &+ 10_000) window \(window): \(disagreement ?? "")")
                if disagreement != nil { return }
            }
        }
    }
}

/// The trees the 100,000-tree differential run (seeds 10000-109999) found where the relation
/// program and the negotiation engine disagree, kept visible as known issues until fixed: the
/// regions encoding agrees with the negotiation engine on both, so the relation program's
/// encoding is at fault. When one is fixed, its known issue fails and the entry moves to the
/// agreeing seeds.
@Suite("Differential: the long run's disagreements")
struct LongRunDisagreementTests {
    /// Seed 82036 (a background 0 tall against 8 at 0x300), seed 103923 (a Grid 6 tall
    /// against 37 at 2000x40).
    @Test("the relation program still disagrees on these seeds", arguments: [UInt64(82_036), 103_923])
    func knownDisagreements(_ seed: UInt64) throws {
        var generator = RandomTreeGenerator(seed: seed, wholeLinearFragment: true)
        let tree = generator.tree()
        let compiled = ConstraintEngine().compile(tree)
        defer { compiled.close() }
        let regions = ConstraintEngine(options: ConstraintOptions(encoding: .regions)).compile(tree)
        defer { regions.close() }
        var disagreements: [String] = []
        for window in DifferentialRandomTreeTests.windows {
            let reference = try NegotiationEngine().layout(tree, in: window)
            #expect(firstDisagreement(reference, try regions.solve(window)) == nil, "regions, seed \(seed) window \(window)")
            if let disagreement = firstDisagreement(reference, try compiled.solve(window)) { disagreements.append("window \(window): \(disagreement)") }
        }
        // Not intermittent: once the relation program agrees at every window, this fails.
        withKnownIssue("the relation program's encoding disagrees on seed \(seed) (found by the 100,000-tree run)") {
            #expect(disagreements.isEmpty, "seed \(seed): \(disagreements.joined(separator: "; "))")
        }
    }
}
