import Foundation
import FuzzHarness
import Testing

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
