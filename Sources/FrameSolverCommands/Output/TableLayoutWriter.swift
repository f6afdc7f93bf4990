import ViewTree

/// The tree with frames, indented, for people: a header naming the engine and window, then one
/// node a line: its kind, id, path, a Text's first characters, its frame (at most 3 decimals)
/// and where it was written (`file:line`), so each line can be found in the model.
enum TableLayoutWriter {
    static func document(_ result: LayoutResult) -> String {
        let window = "\(result.window.width.map(formatLength) ?? "nil")x\(result.window.height.map(formatLength) ?? "nil")"
        return "\(result.engine) engine, window \(window), \(result.nodes.count) views\n" + result.treeDump(label: line)
    }

    /// One node: `Text 0.1 "Hello World"  (x 179, y 19.8, w 17, h 20.4)  a.layout:3`.
    static func line(_ node: NodeFrame) -> String {
        var text = node.kind
        if let id = node.id { text += " #\(id)" }
        text += " \(node.path)"
        if let string = node.text { text += " " + TableNumbers.excerpt(string) }
        text += "  " + TableNumbers.frame(node.frame)
        if let render = node.render { text += "  render " + TableNumbers.frame(render) }
        if let source = TableNumbers.source(node.source) { text += "  " + source }
        return text
    }
}
