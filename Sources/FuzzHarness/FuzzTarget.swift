import Foundation
import FrameSolver
import FrameSolverCommands
import LinearProgramming
import TreeFuzzing

/// The fuzz targets: each takes arbitrary bytes and returns the broken invariants (none when
/// the input was handled: laid out, or rejected with an error). tools/fuzz builds one libFuzzer
/// executable per target that traps on a violation; the FuzzCorpusTests replay the corpus in
/// Tests/FuzzCorpus/<target>/ through the same functions on every `swift test`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The bytes as a `.layout` file: lexer, parser, evaluator, then both engines.
    case model
    /// The bytes drive the random tree generator in hostile mode; both engines lay it out.
    case tree
    /// The bytes as a model for `framesolver lp` or as a hostile random tree compiled to a
    /// program; GLPK's own reader must read the written program back.
    case lp

    /// Runs the target on `bytes`; returns what went wrong (empty when nothing did).
    public func run(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .model: ModelFuzzing.run(bytes)
        case .tree: TreeFuzzingTarget.run(bytes)
        case .lp: LPFuzzing.run(bytes)
        }
    }
}

/// Windows the targets lay out in: the default phone, a small one, an unbounded one, and
/// nil (ideal size) with a zero side.
let fuzzWindows = [
    ProposedSize(width: 390, height: 844), ProposedSize(width: 37, height: 20),
    ProposedSize(width: .infinity, height: 600), ProposedSize(width: nil, height: 0),
]

/// Both engines on `root` at every fuzz window: each answer checked, errors allowed.
func layoutProblems(_ root: ViewNode?) -> [String] {
    var problems: [String] = []
    let engines: [any LayoutEngine] = [NegotiationEngine(), ConstraintEngine()]
    for engine in engines {
        for window in fuzzWindows {
            do {
                let result = try engine.layout(root, in: window)
                if let problem = ResultInvariants.violation(result) { problems.append("window \(window): \(problem)") }
            } catch {
                if let problem = ResultInvariants.violation(error) { problems.append(problem) }
            }
        }
    }
    return problems
}

enum ModelFuzzing {
    static func run(_ bytes: [UInt8]) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
        var problems: [String] = []
        for lenient in [true, false] {
            do {
                let model = try ModelLanguage.load(text, file: "fuzz.layout", rootName: nil, options: LoadOptions(lenient: lenient))
                if lenient { problems += layoutProblems(model.root) }
            } catch {
                if "\(error)".isEmpty { problems.append("a model error with no message") }
            }
        }
        return problems
    }
}

enum TreeFuzzingTarget {
    static func run(_ bytes: [UInt8]) -> [String] {
        var generator = RandomTreeGenerator(bytes: bytes, maxViews: 30)
        return layoutProblems(generator.tree())
    }
}

enum LPFuzzing {
    /// Odd but legal file names: the LP header must keep them inside its comments.
    static let fileNames = ["m.layout", "a\nb.layout", "x\r\\ y.layout", "sp ace\u{2028}.layout"]

    static func run(_ bytes: [UInt8]) -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-lp-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Nothing is left behind in the temporary directory (the corpus replays on every test run).
        defer { try? FileManager.default.removeItem(at: directory) }
        let lpPath = directory.appendingPathComponent("out.lp").path
        guard let first = bytes.first else { return [] }
        let rest = Array(bytes.dropFirst())
        if first & 1 == 0 {
            // A model through the real `lp` command.
            let modelPath = directory.appendingPathComponent(fileNames[Int(first >> 1) % fileNames.count]).path
            guard FileManager.default.createFile(atPath: modelPath, contents: Data(rest)) else { return [] }
            defer { try? FileManager.default.removeItem(atPath: modelPath) }
            let sizes = ["390x844", "0x0", "infx600", "nilxnil", "1000000000x3"]
            let output = BufferedOutput()
            let code = runFrameSolver(["lp", modelPath, "--size", sizes[Int(first >> 3) % sizes.count]], output: output)
            if code != 0 { return code == 2 && !output.standardError.isEmpty ? [] : ["lp exited \(code) with '\(output.standardError)'"] }
            return readBack(output.standardOutput, at: lpPath)
        }
        // A hostile random tree, compiled and exported.
        var generator = RandomTreeGenerator(bytes: rest, maxViews: 30)
        let compiled = ConstraintEngine().compile(generator.tree())
        defer { compiled.close() }
        var problems: [String] = []
        for window in fuzzWindows {
            guard let (program, _) = try? compiled.program(for: window) else { continue }
            do {
                problems += readBack(try program.export(.cplexLP).text, at: lpPath)
            } catch {
                if let problem = ResultInvariants.violation(error) { problems.append(problem) }
            }
        }
        return problems
    }

    /// GLPK's reader must accept `text`.
    static func readBack(_ text: String, at path: String) -> [String] {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { return ["cannot write \(path)"] }
        do {
            _ = try LPImport.readCPLEXLP(path: path)
            return []
        } catch {
            return ["GLPK cannot read the written program: \(error)\n\(text.prefix(400))"]
        }
    }
}
