extension LayoutResult {
    /// The tree with frames, one node a line, indented with `├─`/`└─`, for tables and golden files.
    public func treeDump() -> String { treeDump(label: \.description) }

    /// The tree, one node a line, indented with `├─`/`└─`, each line's text given by `label`.
    public func treeDump(label: (NodeFrame) -> String) -> String {
        // Built last node first: `laterSibling[d]` says whether, after the current node, a node
        // at depth d comes before any shallower one, i.e. whether its level-d ancestor (or the
        // node itself) has a later sibling. One pass, linear in the output.
        var laterSibling: [Bool] = []
        func hasLaterSibling(_ depth: Int) -> Bool { depth < laterSibling.count && laterSibling[depth] }
        var lines: [String] = []
        for node in nodes.reversed() {
            let depth = node.depth
            var prefix = ""
            if depth > 0 {
                // For each ancestor level, draw a bar when that ancestor has a later sibling.
                for level in 1..<depth {
                    prefix += hasLaterSibling(level) ? "│  " : "   "
                }
                prefix += hasLaterSibling(depth) ? "├─ " : "└─ "
            }
            lines.append(prefix + label(node))
            // This node is now the first at its depth; deeper levels are closed by it.
            laterSibling.removeSubrange(min(depth, laterSibling.count)...)
            laterSibling += repeatElement(false, count: depth - laterSibling.count)
            laterSibling.append(true)
        }
        return lines.reversed().joined(separator: "\n")
    }
}
