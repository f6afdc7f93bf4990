import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// Every model of Models/ (realistic bodies and constraint-native relations included) keeps the
/// debug invariants (STYLE habit 15) in both engines: frames placed as their parents' rules
/// require, and every row and column of its programs named after the view that wrote it.
/// The engines assert the same in debug builds; here a failure lists every violation.
@Suite("Every model keeps the layout invariants")
struct InvariantTests {
    static let windows = [ProposedSize(width: 390, height: 844), ProposedSize(width: 1024, height: 768), ProposedSize(width: 320, height: nil)]

    @Test("both engines' frames keep the placement rules", arguments: allModelFiles())
    func frames(_ name: String) throws {
        let root = try #require(try loadModel(name).root)
        let tree = IndexedTree(root: root)
        var engines: [any LayoutEngine] = [ConstraintEngine()]
        if !name.hasPrefix("constraint-native/") { engines.append(NegotiationEngine()) }
        for engine in engines {
            for window in Self.windows {
                let result = try engine.layout(root, in: window)
                let violations = LayoutInvariants.violations(of: result, tree: tree)
                #expect(violations.isEmpty, "\(engine.name) at \(window): \(violations.map(\.description).joined(separator: "\n"))")
            }
        }
    }

    @Test("a prepared layout's results keep the placement rules, window after window", arguments: allModelFiles().filter { !$0.hasPrefix("constraint-native/") })
    func preparedFrames(_ name: String) throws {
        let root = try #require(try loadModel(name).root)
        let prepared = try NegotiationEngine().prepare(root)
        for window in Self.windows {
            let result = try prepared.layout(in: window).result()
            let violations = LayoutInvariants.violations(of: result, tree: prepared.tree)
            #expect(violations.isEmpty, "prepared at \(window): \(violations.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("every row and column of the programs is named, with its view", arguments: allModelFiles())
    func programs(_ name: String) throws {
        let compiled = ConstraintEngine().compile(try loadModel(name).root)
        defer { compiled.close() }
        for window in Self.windows {
            let (model, _) = try compiled.program(for: window)
            #expect(model.rows.count > 0)
            let broken = model.namingViolations()
            #expect(broken.isEmpty, "at \(window): \(broken.joined(separator: "\n"))")
        }
    }
}
