import ViewTree

/// The tree with frames, indented, for people: a header naming the engine and window, then one
/// node a line: its kind, id, path, a Text's first characters, its frame (at most 3 decimals)
/// and where it was written (`file:line`), so each line can be found in the model.
enum TableLayoutWriter {
    /// On a device or with insets the heading names them: `window 390x844 (iPhone 14, safe area 47,0,34,0)`.
    static func document(_ result: LayoutResult, screen: Screen? = nil) -> String {
        let window = "\(result.window.width.map(formatLength) ?? "nil")x\(result.window.height.map(formatLength) ?? "nil")"
        return "\(result.engine) engine, window \(window)\(screenNote(screen)), \(result.nodes.count) views\n" + result.treeDump(label: line)
    }

    /// ` (iPhone 14, safe area 47,0,34,0)`, or nothing on a bare canvas.
    static func screenNote(_ screen: Screen?) -> String {
        guard let screen, screen.device != nil || !screen.safeArea.isZero else { return "" }
        var parts: [String] = []
        if let device = screen.device { parts.append(device.title + (screen.orientation == .landscape ? " landscape" : "")) }
        parts.append(screen.safeArea.isZero ? "no safe area" : "safe area \(screen.safeArea)")
        return " (" + parts.joined(separator: ", ") + ")"
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
