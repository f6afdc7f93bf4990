import Foundation
import TestSupport
import Testing

/// The two engines' primitives side by side: every rule the negotiation engine implements in
/// `Sources/NegotiationEngine/Primitives/` has the constraint engine's reading of it under the same
/// file name in `Sources/ConstraintEngine/Encodings/`, and both files state the rule as the
/// same numbered steps (the header lines `// 1. ...`), so a reader sees one rule read two ways.
@Suite("The engines' primitives mirror each other")
struct EngineMirrorTests {
    /// Files that belong to one engine only, and why.
    static let oneEngineOnly: [String: String] = [
        "GreedyDistribution.swift": "the stack's distribution over numbers; the constraint engine's is steps 2-5 of Encodings/Stack.swift",
        "GeometryState.swift": "geometry feedback's state as program columns (the negotiation engine runs passes instead)",
        "Relations.swift": "constraint-native relations, which negotiation cannot state",
        "LinearStateCycle.swift": "the proof that a linear cycle of states is reached, read from the program (the passes just iterate)",
    ]

    static func files(_ folder: String) throws -> Set<String> {
        let url = packageRoot().appendingPathComponent(folder)
        return Set(try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") })
    }

    /// The numbered steps of a file's header comments: `// 1. ...` and their continuation lines.
    static func steps(_ path: String) throws -> [String] {
        let text = try String(contentsOf: packageRoot().appendingPathComponent(path), encoding: .utf8)
        var lines: [String] = []
        var inStep = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.range(of: #"^// \d+\. "#, options: .regularExpression) != nil {
                inStep = true
                lines.append(line)
            } else if inStep && line.hasPrefix("//    ") {
                lines.append(line)
            } else {
                inStep = false
            }
        }
        return lines
    }

    @Test("every primitive has its encoding of the same name, and the other way round")
    func sameFiles() throws {
        let primitives = try Self.files("Sources/NegotiationEngine/Primitives")
        let encodings = try Self.files("Sources/ConstraintEngine/Encodings")
        let unexplained = primitives.symmetricDifference(encodings).subtracting(Self.oneEngineOnly.keys)
        #expect(unexplained.isEmpty, "files in one folder only: \(unexplained.sorted())")
        // A file listed as one engine's only must be so (not stale).
        for name in Self.oneEngineOnly.keys {
            #expect(primitives.contains(name) != encodings.contains(name), "\(name)")
        }
    }

    @Test("each pair states the same numbered steps", arguments: try files("Sources/NegotiationEngine/Primitives").intersection(try files("Sources/ConstraintEngine/Encodings")).sorted())
    func sameSteps(_ name: String) throws {
        let negotiation = try Self.steps("Sources/NegotiationEngine/Primitives/\(name)")
        let constraints = try Self.steps("Sources/ConstraintEngine/Encodings/\(name)")
        // Grid's steps are I.6's, long enough to be cited by number in both files ("Step 4").
        #expect(!negotiation.isEmpty || name == "Grid.swift", "\(name) states no numbered steps")
        #expect(negotiation == constraints, "\(name): the two readings' steps differ")
    }
}
