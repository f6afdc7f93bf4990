import Foundation
import TestSupport
import Testing

/// One case of a measured-fixture file: a model, the window it was measured in and the
/// tagged views' frames SwiftUI produced (`[x, y, width, height]` in window coordinates).
struct MeasuredCase: Decodable, Sendable {
    var name: String
    /// Where the frames were measured: repository, file, commit and what the probe did.
    var source: String
    var window: [Double]
    var engines: [String]
    var model: String
    var expect: [String: [Double]]
}

/// A case FrameSolver deliberately does not follow in one engine, and why.
struct KnownDifference: Decodable, Sendable {
    var engines: [String]
    var reason: String
}

/// One case run by one engine: the unit the fixture runner's parameterised test iterates.
struct MeasuredRun: Sendable, CustomTestStringConvertible {
    var fixture: MeasuredCase
    var engine: String
    var knownDifference: KnownDifference?
    /// How far a frame may be from the measured one: the precision the file's values carry.
    var tolerance: Double

    var testDescription: String { "\(fixture.name) [\(engine)]" }
}

/// Reads the fixture files kept beside this source file, under Fixtures/.
enum MeasuredFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every (case, engine) pair of `file`, with the known difference listed for it, if any,
    /// compared within `tolerance` points.
    /// A file that cannot be read gives no runs; `loadingFailure` says why, and a test fails on it.
    static func runs(_ file: String, tolerance: Double) -> [MeasuredRun] {
        guard let cases = try? cases(file) else { return [] }
        let known = (try? knownDifferences()) ?? [:]
        return cases.flatMap { fixture in
            fixture.engines.map { engine in
                let difference = known[fixture.name].flatMap { $0.engines.contains(engine) ? $0 : nil }
                return MeasuredRun(fixture: fixture, engine: engine, knownDifference: difference, tolerance: tolerance)
            }
        }
    }

    static func cases(_ file: String) throws -> [MeasuredCase] {
        try JSONDecoder().decode([MeasuredCase].self, from: Data(contentsOf: directory.appendingPathComponent(file)))
    }

    /// known-differences.json: case name -> the engines that differ and the reason.
    static func knownDifferences() throws -> [String: KnownDifference] {
        try JSONDecoder().decode(
            [String: KnownDifference].self, from: Data(contentsOf: directory.appendingPathComponent("known-differences.json")))
    }
}
