import Testing
import ViewTree

/// From reported paths (a ViewThatFits's candidate is `p.0`) back to tree paths (I.4).
@Suite("ReportedPaths")
struct ReportedPathsTests {
    static func frame(_ path: String, chosen: Int? = nil) -> NodeFrame {
        NodeFrame(path: path, kind: chosen == nil ? "Color" : "ViewThatFits", frame: Rect(x: 0, y: 0, width: 1, height: 1), chosenCandidate: chosen)
    }

    @Test("step 0 below a ViewThatFits is its chosen candidate; other steps are kept")
    func mapping() {
        // A ViewThatFits at 0.1 chose candidate 3; inside it, another at 0.1.0.2 chose 1.
        let paths = ReportedPaths([Self.frame("0"), Self.frame("0.1", chosen: 3), Self.frame("0.1.0"), Self.frame("0.1.0.2", chosen: 1)])
        #expect(paths.treePath("0") == "0")
        #expect(paths.treePath("0.0") == "0.0")
        #expect(paths.treePath("0.1") == "0.1")
        #expect(paths.treePath("0.1.0") == "0.1.3")
        #expect(paths.treePath("0.1.0.2.0.4") == "0.1.3.2.1.4")
        #expect(paths.treePath("0.1.0.0") == "0.1.3.0")
    }

    @Test("a tree's reported paths: a ViewThatFits's children are all p.0, other children keep their index")
    func treeSpelling() {
        let tree = IndexedTree(
            root: ViewNode(.stack(StackSpec(axis: .vertical)), children: [
                ViewNode(.color(.gray)),
                ViewNode(.viewThatFits(axes: .horizontal), children: [ViewNode(.color(.gray)), ViewNode(.color(.clear))]),
            ]))
        #expect(tree.nodes.map(\.path) == ["0", "0.0", "0.1", "0.1.0", "0.1.1"])
        #expect(tree.nodes.map(\.reportedPath) == ["0", "0.0", "0.1", "0.1.0", "0.1.0"])
    }
}
