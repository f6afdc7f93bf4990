extension IndexedTree {
    /// The layout value `key` of the node (`subview[Key.self]`): set on it or on the view it
    /// modifies, the outermost setting winning, as traits pass up through modifiers; nil when unset.
    public func layoutValue(_ index: Int, key: String) -> LayoutValue? {
        var current = index
        while true {
            let node = nodes[current]
            if let value = node.attributes.layoutValues[key] { return value }
            guard node.kind.isModifier, let first = node.children.first else { return nil }
            current = first
        }
    }
}
