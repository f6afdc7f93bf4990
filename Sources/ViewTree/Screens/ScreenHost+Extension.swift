/// How a view extended into the safe area is laid out again on its own (ScreenHost, step 3):
/// with the environment it had in place, and, for a ScrollView, its content kept inset.
extension ScreenHost {
    /// `node`, found at `path` below `root`, ready to be laid out again as the root of its own
    /// window extended from `placed` to `extended`:
    ///
    /// 1. the environment values it inherited in place (font and font traits, text metrics,
    ///    line limit and minimum lines, content margins) are written on it, since laid out
    ///    alone it has no ancestors to inherit them from: an extended VStack of Text keeps the
    ///    model's font and its text metrics;
    /// 2. a ScrollView keeps its content where the safe area put it: its content margins
    ///    grow by the lengths it was extended over on each side (SwiftUI's ScrollView adjusts
    ///    its content insets by the safe area it extends under, so the first row rests below
    ///    the status bar), and its children get the margins it had before, so a ScrollView
    ///    nested in it is not inset again.
    static func extensionRoot(_ node: ViewNode, at path: String, in root: ViewNode, placed: Rect, extended: Rect) -> ViewNode {
        var copy = node
        let inherited = inheritedEnvironment(at: path, in: root)
        if copy.attributes.font == nil { copy.attributes.font = inherited.font }
        if let traits = inherited.fontTraits { copy.attributes.fontTraits = (copy.attributes.fontTraits ?? FontTraits()).over(traits) }
        if copy.attributes.textMetrics == nil { copy.attributes.textMetrics = inherited.textMetrics }
        if copy.attributes.lineLimit == nil && copy.attributes.minimumLines == nil {
            copy.attributes.lineLimit = inherited.lineLimit
            copy.attributes.minimumLines = inherited.minimumLines
        }
        let margins = copy.attributes.contentMargins ?? inherited.contentMargins
        copy.attributes.contentMargins = margins
        guard case .scrollView = node.kind else { return copy }
        let base = margins ?? EdgeInsets()
        let top = placed.y - extended.y, leading = placed.x - extended.x
        let bottom = extended.maxY - placed.maxY, trailing = extended.maxX - placed.maxX
        copy.attributes.contentMargins = EdgeInsets(
            top: base.top + Expr(top), leading: base.leading + Expr(leading), bottom: base.bottom + Expr(bottom),
            trailing: base.trailing + Expr(trailing))
        copy.children = copy.children.map { child in
            var child = child
            if child.attributes.contentMargins == nil { child.attributes.contentMargins = base }
            return child
        }
        return copy
    }

    /// The environment values the node at `path` inherits from its ancestors (not its own).
    private static func inheritedEnvironment(at path: String, in root: ViewNode) -> NodeAttributes {
        var environment = NodeAttributes()
        var node = root
        var steps = path.split(separator: ".").dropFirst().makeIterator()
        while let step = steps.next() {
            absorb(node.attributes, into: &environment)
            guard let index = Int(step), node.children.indices.contains(index) else { break }
            node = node.children[index]
        }
        return environment
    }

    /// `attributes`' environment values over those already in `environment` (an inner one).
    private static func absorb(_ attributes: NodeAttributes, into environment: inout NodeAttributes) {
        if let font = attributes.font { environment.font = font }
        if let traits = attributes.fontTraits { environment.fontTraits = traits.over(environment.fontTraits ?? FontTraits()) }
        if let model = attributes.textMetrics { environment.textMetrics = model }
        if attributes.lineLimit != nil || attributes.minimumLines != nil {
            environment.lineLimit = attributes.lineLimit ?? Int.max
            environment.minimumLines = attributes.minimumLines
        }
        if let margins = attributes.contentMargins { environment.contentMargins = margins }
    }
}
