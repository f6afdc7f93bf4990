import Foundation
import FuzzHarness
import Testing
import TreeFuzzing
import ViewTree

/// Replays every kept fuzz input (Corpus/<target>/: the fuzzers' corpus and every input that
/// once crashed, hung or broke an invariant) through its target: each must be handled, laid
/// out or rejected with an error, with every answer free of NaN and negative sizes, as valid
/// JSON, and every written program readable by GLPK (docs/limits.md).
@Suite struct FuzzCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let files = Self.inputs(target)
        #expect(!files.isEmpty, "no corpus for \(target.rawValue)")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let problems = target.run(bytes)
            #expect(problems.isEmpty, "\(target.rawValue)/\(file.lastPathComponent): \(problems.joined(separator: "; "))")
        }
    }
}

/// Fresh hostile trees (seeded byte strings, not kept inputs) through the tree and lp targets:
/// every modifier of the generator with hostile numbers, handled without a broken invariant.
@Suite struct FreshHostileTreeTests {
    /// `count` byte strings of 64 bytes from a SplitMix64 stream seeded with `seed`.
    static func inputs(seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in (0..<8).flatMap { _ in withUnsafeBytes(of: random.next()) { Array($0) } } }
    }

    @Test(arguments: [FuzzTarget.tree, .lp])
    func freshTrees(_ target: FuzzTarget) {
        for (index, bytes) in Self.inputs(seed: 14, count: 150).enumerated() {
            // The lp target reads an odd first byte as "a hostile tree".
            let input = target == .lp ? [1] + bytes : bytes
            let problems = target.run(input)
            #expect(problems.isEmpty, "\(target.rawValue) input \(index) \(input): \(problems.joined(separator: "; "))")
        }
    }
}

extension FreshHostileTreeTests {
    @Test("the hostile generator reaches every node kind and layout attribute of the language")
    func everyModifier() {
        var kinds: Set<String> = []
        var attributes: Set<String> = []
        var hostileNumbers = 0
        func visit(_ node: ViewNode) {
            kinds.insert("\(node.kind)".prefix { $0 != "(" }.description)
            let a = node.attributes
            for (name, present) in [
                ("layoutPriority", a.layoutPriority != nil), ("font", a.font != nil), ("lineLimit", a.lineLimit != nil),
                ("contentMargins", a.contentMargins != nil), ("gridCellColumns", a.gridCellColumns != nil),
                ("gridCellUnsizedAxes", a.gridCellUnsizedAxes != nil), ("gridColumnAlignment", a.gridColumnAlignment != nil),
                ("gridCellAnchor", a.gridCellAnchor != nil), ("coordinateSpace", a.coordinateSpace != nil),
                ("layoutValues", !a.layoutValues.isEmpty), ("horizontalGuides", !a.horizontalGuides.isEmpty),
                ("verticalGuides", !a.verticalGuides.isEmpty), ("id", a.id != nil),
            ] where present {
                attributes.insert(name)
            }
            if case .padding(let insets) = node.kind, let leading = insets.leading.constantValue, !leading.isFinite || abs(leading) > 1e9 {
                hostileNumbers += 1
            }
            node.children.forEach(visit)
        }
        for bytes in Self.inputs(seed: 2026, count: 600) {
            var generator = RandomTreeGenerator(bytes: bytes, maxViews: 30)
            visit(generator.tree())
        }
        let expectedKinds: Set<String> = [
            "color", "shape", "text", "image", "spacer", "divider", "stack", "zStack", "geometryReader", "scrollView", "grid", "gridRow",
            "viewThatFits", "customLayout", "frame", "flexibleFrame", "padding", "aspectRatio", "fixedSize", "overlay", "background",
            "offset", "position", "scaleEffect", "containerRelativeFrame", "relation",
        ]
        #expect(expectedKinds.subtracting(kinds).isEmpty, "never generated: \(expectedKinds.subtracting(kinds).sorted())")
        let expectedAttributes: Set<String> = [
            "layoutPriority", "font", "lineLimit", "contentMargins", "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment",
            "gridCellAnchor", "coordinateSpace", "layoutValues", "horizontalGuides", "verticalGuides", "id",
        ]
        #expect(expectedAttributes.subtracting(attributes).isEmpty, "never set: \(expectedAttributes.subtracting(attributes).sorted())")
        #expect(hostileNumbers > 0, "no padding with a NaN, infinite or huge leading inset")
    }
}
