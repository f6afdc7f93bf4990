import Comparison
import Foundation
import FrameSolver

/// The CLI's JSON documents, written by `JSONEncoder`: one line each, keys sorted, every one
/// carrying `"schema": 1` (docs/json-schema.json). A change that could break a reader bumps
/// the schema number.
enum JSONDocuments {
    static let schema = 1

    /// `document` as one line of JSON.
    static func line(_ document: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}

/// `solve --format json`: `{"schema": 1, "file", "engine", "window", "views", "warnings"?}`.
/// On a device, `"device"` (its name) and `"orientation"`; with insets, `"safeArea"`.
struct LayoutDocument: Encodable {
    var file: String
    var result: LayoutResult
    /// A feedback model's passes (`"passes"`, `"cycle"`, `"state"`, `"converged"`).
    var feedback: FeedbackRun? = nil
    var screen: Screen? = nil
    /// `solve --engine constraints` of a feedback model: the one program's solve (`"constraints"`).
    var oneProgram: OneProgramOutcome? = nil

    enum CodingKeys: String, CodingKey { case schema, file, device, orientation, safeArea, passes, cycle, beyondLimit, state, converged, constraints }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONDocuments.schema, forKey: .schema)
        try container.encode(file, forKey: .file)
        if let screen {
            if let device = screen.device {
                try container.encode(device.name, forKey: .device)
                try container.encode(screen.orientation.rawValue, forKey: .orientation)
            }
            if !screen.safeArea.isZero { try container.encode(screen.safeArea, forKey: .safeArea) }
        }
        if let feedback {
            try container.encode(feedback.passes, forKey: .passes)
            try container.encodeIfPresent(feedback.cycle, forKey: .cycle)
            try container.encodeIfPresent(feedback.probe, forKey: .beyondLimit)
            try container.encode(feedback.states, forKey: .state)
            try container.encode(feedback.converged, forKey: .converged)
        }
        try container.encodeIfPresent(oneProgram, forKey: .constraints)
        try result.encode(to: encoder)
    }
}

/// `compare --format json`: `{"schema": 1, "file", "matching", "tolerance", "baseline"?, "windows": [...]}`.
struct ComparisonDocument: Encodable {
    var file: String
    /// `path` or `id` (twins).
    var matching: String
    var tolerance: Double
    /// With `--baseline regions|relations`, what the views' `negotiation` frames come from
    /// (`constraints (regions)`); absent when it is the negotiation engine.
    var baseline: String? = nil
    var windows: [WindowComparison]
    /// A feedback model's passes in each window (`"feedback"`).
    var feedback: [FeedbackWindow]? = nil

    enum CodingKeys: String, CodingKey { case schema, file, matching, tolerance, baseline, windows, feedback }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONDocuments.schema, forKey: .schema)
        try container.encode(file, forKey: .file)
        try container.encode(matching, forKey: .matching)
        try container.encodeLength(tolerance, forKey: .tolerance)
        try container.encodeIfPresent(baseline, forKey: .baseline)
        try container.encode(windows, forKey: .windows)
        try container.encodeIfPresent(feedback, forKey: .feedback)
    }
}

/// One window's passes in `compare --format json`: `{"window", "passes", "cycle"?, "state", "converged"}`.
struct FeedbackWindow: Encodable {
    var window: ProposedSize
    var run: FeedbackRun
    /// The constraint engine's solve of the window (the state as columns).
    var constraints: OneProgramOutcome?

    enum CodingKeys: String, CodingKey { case window, passes, cycle, beyondLimit, state, converged, constraints }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(window, forKey: .window)
        try container.encode(run.passes, forKey: .passes)
        try container.encodeIfPresent(run.cycle, forKey: .cycle)
        try container.encodeIfPresent(run.probe, forKey: .beyondLimit)
        try container.encode(run.states, forKey: .state)
        try container.encode(run.converged, forKey: .converged)
        try container.encodeIfPresent(constraints, forKey: .constraints)
    }
}

/// A model that failed in a JSON run: `{"schema": 1, "file", "error"}`, where `error` is the
/// diagnostic standard error shows (its first line the message; a model error adds the source
/// line and a caret). Written in the model's place, so a reader of JSON Lines sees which failed.
struct ErrorDocument: Encodable {
    var file: String
    var error: String

    /// The document for `error`, worded as standard error words it, without the last newline.
    init(file: String, error: any Error) {
        self.file = file
        var message = CommandErrors.message(error)
        while message.hasSuffix("\n") { message.removeLast() }
        self.error = message
    }

    enum CodingKeys: String, CodingKey { case schema, file, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONDocuments.schema, forKey: .schema)
        try container.encode(file, forKey: .file)
        try container.encode(error, forKey: .error)
    }
}

/// The last line of a JSON run over several models:
/// `{"schema": 1, "summary": {"models", "solved", "differing", "errors"}}`.
struct BatchSummaryDocument: Encodable {
    var summary: BatchSummary

    enum CodingKeys: String, CodingKey { case schema, summary }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONDocuments.schema, forKey: .schema)
        try container.encode(summary, forKey: .summary)
    }
}

/// How a run over several models went: each model counts once, by its exit status.
struct BatchSummary: Codable, Equatable {
    var models = 0
    /// Exit status 0.
    var solved = 0
    /// Exit status 1: a comparison with failing differences, or a fuzz disagreement.
    var differing = 0
    /// Exit status 2: the model could not be read, loaded or laid out.
    var errors = 0

    mutating func add(_ code: Int32) {
        models += 1
        switch code {
        case 0: solved += 1
        case 1: differing += 1
        default: errors += 1
        }
    }

    /// The status covering every model: 2 if any failed, else 1 if any differs, else 0.
    var exitCode: Int32 { errors > 0 ? 2 : differing > 0 ? 1 : 0 }

    /// `59 models: 59 solved, 0 differing, 0 errors`.
    var line: String {
        "\(models) model\(models == 1 ? "" : "s"): \(solved) solved, \(differing) differing, \(errors) error\(errors == 1 ? "" : "s")"
    }
}
