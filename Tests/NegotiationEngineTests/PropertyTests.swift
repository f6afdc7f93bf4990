import FrameSolver
import TestSupport
import Testing

/// Properties every layout of non-negative values has, over seeded random trees.
@Suite("Properties of random trees")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...300)
    static let windows: [ProposedSize] = [
        ProposedSize(width: 390, height: 844), ProposedSize(width: 120, height: 90), ProposedSize(width: 0, height: 0),
        ProposedSize(width: nil, height: 500), ProposedSize(width: 1_400, height: nil),
    ]

    @Test("Sizes are never negative or NaN", arguments: seeds)
    func sizesAreSane(seed: UInt64) throws {
        var generator = RandomTreeGenerator(seed: seed)
        let tree = generator.tree()
        for window in Self.windows {
            let result = try NegotiationEngine().layout(tree, in: window)
            for node in result.nodes {
                let f = node.frame
                #expect(!f.x.isNaN && !f.y.isNaN && !f.width.isNaN && !f.height.isNaN, "NaN at \(node.path)")
                #expect(f.width >= 0 && f.height >= 0, "negative size at \(node.path): \(f)")
            }
        }
    }

    @Test("A stack's children never overlap along its axis", arguments: seeds)
    func stackChildrenDoNotOverlap(seed: UInt64) throws {
        var generator = RandomTreeGenerator(seed: seed)
        let tree = generator.tree()
        for window in Self.windows {
            let result = try NegotiationEngine().layout(tree, in: window)
            let byPath = Dictionary(uniqueKeysWithValues: result.nodes.map { ($0.path, $0) })
            for node in result.nodes where node.kind == "HStack" || node.kind == "VStack" {
                let horizontal = node.kind == "HStack"
                var i = 0
                while let child = byPath["\(node.path).\(i)"], let next = byPath["\(node.path).\(i + 1)"] {
                    let end = horizontal ? child.frame.maxX : child.frame.maxY
                    let start = horizontal ? next.frame.x : next.frame.y
                    if end.isFinite {
                        #expect(start >= end - 1e-9, "\(next.path) starts at \(start) before \(child.path) ends at \(end)")
                    }
                    i += 1
                }
            }
        }
    }

    @Test("HStack and VStack are transposes of each other", arguments: seeds)
    func transposeSymmetry(seed: UInt64) throws {
        var generator = RandomTreeGenerator(seed: seed)
        let tree = generator.tree()
        for window in Self.windows {
            let result = try NegotiationEngine().layout(tree, in: window)
            let mirrored = try NegotiationEngine().layout(transposed(tree), in: ProposedSize(width: window.height, height: window.width))
            #expect(result.nodes.count == mirrored.nodes.count)
            for (a, b) in zip(result.nodes, mirrored.nodes) {
                let t = transposed(b.frame)
                let same =
                    close(a.frame.x, t.x, tolerance: 1e-6) && close(a.frame.y, t.y, tolerance: 1e-6)
                    && close(a.frame.width, t.width, tolerance: 1e-6) && close(a.frame.height, t.height, tolerance: 1e-6)
                #expect(same, "seed \(seed) window \(window) \(a.path): \(a.frame) vs transposed \(t)")
                if !same { return }
            }
        }
    }
}
