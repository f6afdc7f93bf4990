/// One node's place in a solved layout: its frame in window coordinates and what it is.
public struct NodeFrame: Hashable, Sendable {
    /// `0` for the root, `p.i` for the i-th child of `p` (I.4); a ViewThatFits's laid-out
    /// candidate is `p.0` whatever its index (`chosenCandidate` on the ViewThatFits says which).
    ///
    /// A frame made by a layout spells its path when it is read (O(depth)), from the tree's
    /// parent links: stored strings would take memory quadratic in the depth of a chain.
    public var path: String {
        get { spelling.path }
        set { spelling = .text(newValue) }
    }
    private var spelling: PathSpelling
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
    /// On a ViewThatFits: the index among its children of the candidate laid out (reported
    /// as `path.0`, I.4); nil for other views.
    public var chosenCandidate: Int?

    /// A node's frame and identity.
    public init(
        path: String, kind: String, id: String? = nil, frame: Rect, render: Rect? = nil,
        source: SourceLocation? = nil, placeholder: Bool = false, text: String? = nil, chosenCandidate: Int? = nil
    ) {
        self.init(spelling: .text(path), kind: kind, id: id, frame: frame, render: render, source: source, placeholder: placeholder, text: text)
        self.chosenCandidate = chosenCandidate
    }

    /// The frame of the node at `index` of a tree with parent links `paths`, its reported
    /// path spelt only when read.
    public init(
        nodeAt index: Int, of paths: TreePaths, kind: String, id: String? = nil, frame: Rect, render: Rect? = nil,
        source: SourceLocation? = nil, placeholder: Bool = false, text: String? = nil, chosenCandidate: Int? = nil
    ) {
        self.init(spelling: .node(paths, index), kind: kind, id: id, frame: frame, render: render, source: source, placeholder: placeholder, text: text)
        self.chosenCandidate = chosenCandidate
    }

    private init(
        spelling: PathSpelling, kind: String, id: String?, frame: Rect, render: Rect?, source: SourceLocation?, placeholder: Bool,
        text: String?
    ) {
        self.spelling = spelling
        self.kind = kind
        self.id = id
        self.frame = frame
        self.render = render
        self.source = source
        self.placeholder = placeholder
        self.text = text
    }

    /// Nesting depth: the number of dots in the path.
    public var depth: Int {
        switch spelling {
        case .text(let path): path.utf8.reduce(0) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }
        case .node(let paths, let index): paths.depth(of: index)
        }
    }
}

/// How a `NodeFrame` holds its path: written out, or as a node of a tree's parent links.
private enum PathSpelling: Hashable, Sendable {
    case text(String)
    case node(TreePaths, Int)

    var path: String {
        switch self {
        case .text(let path): path
        case .node(let paths, let index): paths.reportedPath(of: index)
        }
    }

    static func == (lhs: PathSpelling, rhs: PathSpelling) -> Bool {
        if case .node(let left, let leftIndex) = lhs, case .node(let right, let rightIndex) = rhs, left === right {
            return leftIndex == rightIndex
        }
        return lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
