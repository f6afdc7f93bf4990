import Foundation
import FrameSolver
import Testing

@testable import FrameSolverCommands

/// `bench layout`: the synthetic workloads are the shapes the benchmark promises (frames
/// worked out by hand), and the JSON carries the names tools/bench-peers reads. No timing is
/// asserted.
@Suite("bench layout")
struct BenchLayoutTests {
    @Test("node counts: FrameSolver's and the peers' (a Color.frame is two nodes here, one box there)")
    func nodeCounts() {
        // flat: the HStack and 999 Colors, one node each on both sides.
        let flat = LayoutWorkload.flat.tree(peerNodes: 1000)
        #expect((flat.nodes, flat.peerNodes) == (1000, 1000))
        #expect(flat.root.nodeCount == 1000)
        // deep: 999 paddings and a leaf; the leaf is Color + frame here (1001 nodes).
        let deep = LayoutWorkload.deep.tree(peerNodes: 1000)
        #expect((deep.nodes, deep.peerNodes) == (1001, 1000))
        #expect(deep.root.nodeCount == 1001)
        #expect(deep.root.depth == 1001)
        // list: floor(999 / 5) = 199 rows; a row is 5 boxes for a peer (HStack, 3 boxes,
        // Spacer) and 8 nodes here (HStack, 3 x (frame + Color), Spacer): 1 + 5 * 199 = 996,
        // 1 + 8 * 199 = 1593.
        let list = LayoutWorkload.list.tree(peerNodes: 1000)
        #expect((list.nodes, list.peerNodes) == (1593, 996))
        #expect(list.root.nodeCount == 1593)
        #expect(LayoutWorkload.list.tree(peerNodes: 10_000).peerNodes == 1 + 5 * 1999)
    }

    @Test("flat: four flexible Colors share 1000 points equally, full height", arguments: [NegotiationEngine() as any LayoutEngine, ConstraintEngine()])
    func flatFrames(_ engine: any LayoutEngine) throws {
        let workload = LayoutWorkload.flat
        let result = try engine.layout(workload.tree(peerNodes: 5).root, in: workload.window)
        // 1000 / 4 = 250 each, spacing 0, height 100 (the window's).
        for i in 0..<4 {
            #expect(result[path: "0.\(i)"]?.frame == Rect(x: 250 * Double(i), y: 0, width: 250, height: 100))
        }
    }

    @Test("deep: each padding adds 0.001 per side around the 10-tall leaf", arguments: [NegotiationEngine() as any LayoutEngine, ConstraintEngine()])
    func deepFrames(_ engine: any LayoutEngine) throws {
        let workload = LayoutWorkload.deep
        let result = try engine.layout(workload.tree(peerNodes: 4).root, in: workload.window)
        // 3 paddings: the root is 1000 wide (its proposal) and 10 + 6 * 0.001 tall; the leaf's
        // frame is inset 0.003 on each side: 1000 - 0.006 wide, 10 tall.
        let root = try #require(result[path: "0"])
        #expect(abs(root.frame.width - 1000) < 1e-9 && abs(root.frame.height - 10.006) < 1e-9)
        let leaf = try #require(result[path: "0.0.0.0"])
        #expect(leaf.kind == "frame")
        #expect(abs(leaf.frame.x - 0.003) < 1e-9 && abs(leaf.frame.y - 0.003) < 1e-9)
        #expect(abs(leaf.frame.width - 999.994) < 1e-9 && leaf.frame.height == 10)
    }

    @Test("list: rows of 40, 200, a Spacer and 80 with spacing 8, 40 tall, stacked", arguments: [NegotiationEngine() as any LayoutEngine, ConstraintEngine()])
    func listFrames(_ engine: any LayoutEngine) throws {
        let workload = LayoutWorkload.list
        let result = try engine.layout(workload.tree(peerNodes: 11).root, in: workload.window)
        // floor(10 / 5) = 2 rows. The Spacer takes 1000 - 40 - 200 - 80 - 3 * 8 = 656; each row
        // is as tall as its tallest view, 40; the others are centred on it.
        for row in 0..<2 {
            let y = 40 * Double(row)
            #expect(result[path: "0.\(row)"]?.frame == Rect(x: 0, y: y, width: 1000, height: 40))
            #expect(result[path: "0.\(row).0"]?.frame == Rect(x: 0, y: y, width: 40, height: 40))
            #expect(result[path: "0.\(row).1"]?.frame == Rect(x: 48, y: y + 10, width: 200, height: 20))
            // A Spacer in an HStack is 0 tall (SWIFTUI-LAYOUT.md, first table), centred: 40 / 2 = 20.
            #expect(result[path: "0.\(row).2"]?.frame == Rect(x: 256, y: y + 20, width: 656, height: 0))
            #expect(result[path: "0.\(row).3"]?.frame == Rect(x: 920, y: y + 5, width: 80, height: 30))
        }
    }

    @Test("tools/glpk-floor --print-model writes the benchmark's tree: same nodes, same frames", arguments: LayoutWorkload.allCases)
    func floorModel(_ workload: LayoutWorkload) throws {
        let script = Package.root.appendingPathComponent("tools/glpk-floor").path
        let run = try BuiltBinary.run(URL(fileURLWithPath: "/bin/bash"), [script, "--workload", workload.rawValue, "--nodes", "11", "--print-model"])
        #expect(run.code == 0, "\(run.standardError)")
        let model = try ModelLanguage.load(run.standardOutput, file: "\(workload.rawValue).layout")
        let tree = workload.tree(peerNodes: 11)
        #expect(model.root?.nodeCount == tree.nodes)
        // The file's tree, laid out, has the built tree's frames node by node (the frames of
        // the built tree are the hand-derived ones of the tests above).
        let engine = NegotiationEngine()
        let fromFile = try engine.layout(model.root, in: workload.window)
        let built = try engine.layout(tree.root, in: workload.window)
        #expect(fromFile.nodes.count == built.nodes.count)
        for (file, memory) in zip(fromFile.nodes, built.nodes) {
            #expect(file.path == memory.path && file.frame == memory.frame, "\(file.path)")
        }
    }

    @Test("tools/glpk-floor refuses an unknown workload and a bad node count with exit code 2")
    func floorRefusals() throws {
        let script = Package.root.appendingPathComponent("tools/glpk-floor").path
        let bash = URL(fileURLWithPath: "/bin/bash")
        #expect(try BuiltBinary.run(bash, [script, "--workload", "grid", "--print-model"]).code == 2)
        #expect(try BuiltBinary.run(bash, [script, "--workload", "list", "--nodes", "1", "--print-model"]).code == 2)
        #expect(try BuiltBinary.run(bash, [script, "--print-model", Package.model("gallery/toolbar.layout"), "390x844"]).code == 2)
    }

    @Test("--format json: one result per engine and workload, with the names tools/bench-peers reads")
    func json() throws {
        let run = framesolver("bench", "layout", "--engine", "both", "--nodes", "21", "--runs", "1", "--format", "json")
        #expect(run.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == 6)
        for result in results {
            for key in ["engine", "workload", "nodes", "peerNodes", "firstNsPerNode", "relayoutNsPerNode", "noopMicroseconds", "peakRSSMegabytes"] {
                #expect(result[key] != nil, "\(key)")
            }
        }
        let list = try #require(results.first { $0["engine"] as? String == "constraints" && $0["workload"] as? String == "list" })
        // floor(20 / 5) = 4 rows: 1 + 8 * 4 = 33 nodes here, 1 + 5 * 4 = 21 for a peer.
        #expect(list["nodes"] as? Int == 33)
        #expect(list["peerNodes"] as? Int == 21)
        #expect(list["encoding"] is String)
        #expect(list["compileMilliseconds"] is Double)
    }

    @Test("bench layout, lp and sweep spell their options alike; old lp spellings warn")
    func spellings() throws {
        let layout = try #require(CommandTable.spec(["bench", "layout"]))
        let lp = try #require(CommandTable.spec(["bench", "lp"]))
        for name in ["nodes", "workload", "runs"] {
            #expect(layout.option(named: name) != nil && lp.option(named: name) != nil, "--\(name)")
        }
        let help = framesolver("help", "bench", "layout")
        for option in ["--engine", "--workload", "--nodes", "--runs", "--format"] { #expect(help.standardOutput.contains(option)) }
        let old = framesolver("bench", "lp", "--sizes", "0")
        #expect(old.code == 2)
        #expect(old.standardError.contains("--sizes is deprecated; use --nodes"))
        #expect(framesolver("bench", "layout", "--workload", "wide").code == 2)
        #expect(framesolver("bench", "layout", "--runs", "0").code == 2)
    }

    @Test("help bench names each subcommand's own options, and the subcommands take exactly those")
    func ownOptions() throws {
        // The words of the help, however its lines are wrapped.
        let help = framesolver("help", "bench").standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // What the help promises, per subcommand, among the options the three spell alike.
        let promised: [String: Set<String>] = [
            "layout": ["nodes", "workload", "runs", "format"], "lp": ["nodes", "workload", "runs"], "sweep": ["sweep-width", "height", "format"],
        ]
        let shared: Set<String> = ["nodes", "workload", "runs", "format", "sweep-width", "height"]
        for (name, options) in promised {
            let spec = try #require(CommandTable.spec(["bench", name]))
            #expect(Set(shared.filter { spec.option(named: $0) != nil }) == options, "bench \(name)")
        }
        #expect(help.contains("bench lp --nodes, --workload, --runs (a table)"), "\(help)")
        #expect(help.contains("it has no --runs"))
        #expect(!help.contains("The three share their option spellings"))
        // The help and the parser agree.
        #expect(framesolver("bench", "lp", "--nodes", "100", "--format", "json").standardError.contains("unknown option --format"))
        #expect(framesolver("bench", "sweep", Package.model("my-rectangle.layout"), "--runs", "1").standardError.contains("unknown option --runs"))
    }

    @Test(
        "an empty element in --nodes or --workload is a usage error, not dropped",
        arguments: [
            ["bench", "layout", "--nodes", "100,,200"], ["bench", "layout", "--nodes", "100,"], ["bench", "lp", "--nodes", ",100"],
            ["bench", "lp", "--nodes", "100", "--workload", "flat,,deep"],
        ])
    func emptyElement(_ arguments: [String]) {
        let run = framesolver(arguments)
        #expect(run.code == 2)
        let option = arguments[arguments.count - 2]
        #expect(
            run.errorLines.first == "framesolver: \(option) '\(arguments.last!)' has an empty element; separate the values with single commas (e.g. 1000,10000)"
        )
    }

    @Test("bench sweep's progress line counts the widths asked for")
    func sweepProgress() {
        // 100...200:50 is 100, 150 and 200.
        let run = framesolver("bench", "sweep", Package.model("my-rectangle.layout"), "--height", "600", "--sweep-width", "100...200:50")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardError.contains("3 cold solves, then 3 warm, then 3 negotiation layouts\n"), "\(run.standardError)")
        #expect(run.standardOutput.contains("3 widths 100...200"))
        let one = framesolver("bench", "sweep", Package.model("my-rectangle.layout"), "--sweep-width", "300...300:1")
        #expect(one.standardError.contains("1 cold solve, then 1 warm, then 1 negotiation layout\n"), "\(one.standardError)")
    }
}
