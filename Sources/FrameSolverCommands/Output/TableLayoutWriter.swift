import ViewTree

/// The tree with frames, indented, for people: a header naming the engine and window, then
/// one node a line.
enum TableLayoutWriter {
    static func document(_ result: LayoutResult) -> String {
        let window = "\(result.window.width.map(formatLength) ?? "nil")x\(result.window.height.map(formatLength) ?? "nil")"
        return "\(result.engine) engine, window \(window), \(result.nodes.count) views\n" + result.treeDump()
    }
}
