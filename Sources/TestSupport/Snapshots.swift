import Foundation
import Testing

/// Whether the run re-records snapshots and golden files (`FRAMESOLVER_RECORD=1`).
public var recordingSnapshots: Bool { ProcessInfo.processInfo.environment["FRAMESOLVER_RECORD"] == "1" }

/// Compares `text` with the regression snapshot `file`, the one helper every golden-file suite
/// shares. Snapshots sit beside hand-derived expectations, never instead of them.
///
/// With `FRAMESOLVER_RECORD=1` the file is (re)written and nothing is compared. A missing file
/// is recorded and reported as a failure, so a new snapshot is always looked at once. `what`
/// names the snapshot in the failure (`Snapshots/x.txt`); `showing` is printed with a
/// difference (the new text, unless it is too long to be useful).
public func expectSnapshot(
    _ text: String, file: URL, what: String, showing: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let stored = try? String(contentsOf: file, encoding: .utf8)
    if recordingSnapshots || stored == nil {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        if !recordingSnapshots { Issue.record("recorded a new snapshot \(what); run again", sourceLocation: sourceLocation) }
        return
    }
    #expect(stored == text, "\(what) differs (FRAMESOLVER_RECORD=1 re-records)\(showing.map { ":\n\($0)" } ?? "")", sourceLocation: sourceLocation)
}
