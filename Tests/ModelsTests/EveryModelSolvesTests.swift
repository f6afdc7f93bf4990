import FrameSolver
import Testing

/// Every model in Models/ (the 13 seeds and the gallery) loads and solves in the default
/// window, with a well-formed result.
@Suite("Every model solves")
struct EveryModelSolvesTests {
    static let seeds = [
        "geometryreader-in-scrollview", "geometryreader-as-zstack", "path-view", "image-container-2", "forty-percent-grid",
        "ratio-split-hstack", "size-view-scale-effect", "scrollview-reader-collapse", "half-window-overlay",
        "max-width-content-margins", "my-rectangle", "two-my-rectangles", "rounded-corners",
    ]

    @Test("the 13 seed models and at least 6 gallery models exist")
    func modelsExist() {
        let names = Set(ModelFiles.all)
        for seed in Self.seeds {
            #expect(names.contains(seed + ".layout"), "missing seed model \(seed)")
        }
        #expect(names.filter { $0.hasPrefix("gallery/") }.count >= 6)
    }

    @Test("the model parses and solves in 390x844 and in 1024x768", arguments: ModelFiles.all)
    func solves(_ name: String) throws {
        for (width, height) in [(390.0, 844.0), (1024.0, 768.0)] {
            let result = try ModelFiles.solve(name, width, height)
            #expect(!result.nodes.isEmpty)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            #expect(result.nodes.first?.path == "0")
            // Paths are unique and in pre-order: p.0 comes right after p, and p.i right after
            // p.(i-1)'s subtree.
            var previous: String?
            var seen: Set<String> = []
            for node in result.nodes {
                #expect(seen.insert(node.path).inserted, "duplicate path \(node.path)")
                let rect = node.frame
                #expect(![rect.x, rect.y, rect.width, rect.height].contains { $0.isNaN }, "NaN at \(node.path)")
                defer { previous = node.path }
                guard let dot = node.path.lastIndex(of: "."), let before = previous,
                    let index = Int(node.path[node.path.index(after: dot)...])
                else { continue }
                let parent = String(node.path[..<dot])
                if index == 0 {
                    #expect(before == parent, "\(node.path) does not follow its parent (follows \(before))")
                } else {
                    let sibling = "\(parent).\(index - 1)"
                    #expect(before == sibling || before.hasPrefix(sibling + "."), "\(node.path) follows \(before)")
                }
            }
            #expect(result.nodes.allSatisfy { $0.path == "0" || $0.path.hasPrefix("0.") })
        }
    }
}
