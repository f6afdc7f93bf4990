extension LayoutResult {
    /// The tree with frames, one node a line, indented with `├─`/`└─`, for tables and golden files.
    public func treeDump() -> String {
        var lines: [String] = []
        for (index, node) in nodes.enumerated() {
            let depth = node.depth
            var prefix = ""
            if depth > 0 {
                // For each ancestor level, draw a bar when that ancestor has a later sibling.
                for level in 1..<depth {
                    prefix += hasLaterSibling(after: index, atDepth: level) ? "│  " : "   "
                }
                prefix += hasLaterSibling(after: index, atDepth: depth) ? "├─ " : "└─ "
            }
            var text = "\(prefix)\(node.kind)"
            if let id = node.id { text += " #\(id)" }
            text += " \(node.path)  \(node.frame)"
            if let render = node.render { text += "  render \(render)" }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the ancestor at `depth` of node `index` (or the node itself) has a later sibling.
    private func hasLaterSibling(after index: Int, atDepth depth: Int) -> Bool {
        var next = index + 1
        while next < nodes.count {
            let d = nodes[next].depth
            if d < depth { return false }
            if d == depth { return true }
            next += 1
        }
        return false
    }
}
