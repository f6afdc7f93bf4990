import ViewTree

/// The JSON document `solve --format json` prints for `result` (docs/command-line.md), for
/// callers outside the commands: the fuzz harness checks that every answer is valid JSON.
public func layoutJSONDocument(_ result: LayoutResult, file: String) throws -> String {
    try JSONDocuments.line(LayoutDocument(file: file, result: result))
}
