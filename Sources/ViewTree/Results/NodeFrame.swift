/// One node's place in a solved layout: its frame in window coordinates and what it is.
public struct NodeFrame: Hashable, Sendable {
    /// `0` for the root, `p.i` for the i-th child of `p` (I.4).
    public var path: String
    /// The SwiftUI name of the view or modifier (I.4).
    public var kind: String
    /// The `id("name")` tag, if any.
    public var id: String?
    /// The layout frame in window coordinates.
    public var frame: Rect
    /// Where it is drawn, for views under `offset` or `scaleEffect` (I.4); nil elsewhere.
    public var render: Rect?
    /// Where the view was written in a model file, if it was.
    public var source: SourceLocation?
    /// True when lenient mode put a stand-in here.
    public var placeholder: Bool
    /// A Text's string, so that a reader can tell which Text a line is; nil for other views.
    public var text: String?

    /// A node's frame and identity.
    public init(
        path: String, kind: String, id: String? = nil, frame: Rect, render: Rect? = nil,
        source: SourceLocation? = nil, placeholder: Bool = false, text: String? = nil
    ) {
        self.path = path
        self.kind = kind
        self.id = id
        self.frame = frame
        self.render = render
        self.source = source
        self.placeholder = placeholder
        self.text = text
    }

    /// Nesting depth: the number of dots in the path.
    public var depth: Int { path.reduce(0) { $1 == "." ? $0 + 1 : $0 } }
}
