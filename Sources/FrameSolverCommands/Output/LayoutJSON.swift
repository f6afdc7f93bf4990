import ViewTree

/// The JSON document `solve --format json` prints for `result` (README, "The CLI"), for
/// callers outside the commands: the fuzz harness checks that every answer is valid JSON.
public func layoutJSONDocument(_ result: LayoutResult) -> String {
    JSONLayoutWriter.document(result)
}
