/// A layout node of the view tree: an immutable value both engines read.
///
/// Group, ForEach, EmptyView and custom views are not nodes: builders splice their content
/// into the parent (I.1, I.4). Build trees with the FrameSolver DSL or the model language.
///
/// A tree of any depth is freed without recursion (ViewNodeChildren), so dropping a chain of
/// 100,000 levels is safe on any thread, whatever its stack size.
public struct ViewNode: Equatable, Sendable {
    /// What the node is: a view or a layout modifier, with its arguments.
    public var kind: NodeKind
    /// The children's storage; nil for a leaf (no allocation).
    private var storage: ViewNodeChildren?
    /// What non-layout modifiers recorded on the node: tags, priorities, environment values, drawing.
    public var attributes: NodeAttributes

    /// The node's children in source order (a modifier's child 0 is the view it modifies).
    public var children: [ViewNode] {
        get { storage?.nodes ?? [] }
        set { storage = ViewNodeChildren.holding(newValue) }
    }

    /// A node of `kind`. In an HStack, VStack or ZStack a GridRow is just its cells: they are
    /// spliced into the stack (measured: a GridRow in a VStack stacks its cells vertically).
    public init(_ kind: NodeKind, children: [ViewNode] = [], attributes: NodeAttributes = NodeAttributes()) {
        self.kind = kind
        switch kind {
        case .stack, .zStack:
            storage = ViewNodeChildren.holding(Self.splicingGridRows(children))
        default:
            storage = ViewNodeChildren.holding(children)
        }
        self.attributes = attributes
    }

    /// `children` with each GridRow replaced by its cells (unchanged, not copied, when there is none).
    private static func splicingGridRows(_ children: [ViewNode]) -> [ViewNode] {
        func isRow(_ node: ViewNode) -> Bool { if case .gridRow = node.kind { true } else { false } }
        guard children.contains(where: isRow) else { return children }
        return children.flatMap { child in isRow(child) ? child.children : [child] }
    }

    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
        lhs.kind == rhs.kind && lhs.attributes == rhs.attributes
            && (lhs.storage === rhs.storage || lhs.children == rhs.children)
    }

    /// Whether the node has children, without making their array.
    var hasChildren: Bool { storage != nil }

    /// Several views where one is expected (root, ScrollView content, overlay content) form an
    /// implicit container of `kind` (I.4); one view stays itself; none gives nil.
    public static func implicitContainer(_ nodes: [ViewNode], _ kind: NodeKind) -> ViewNode? {
        switch nodes.count {
        case 0: nil
        case 1: nodes[0]
        default: ViewNode(kind, children: nodes)
        }
    }

    /// Nodes in pre-order with their depth, without recursion (deep trees stay safe).
    public func preorder(_ visit: (ViewNode, Int) -> Void) {
        var stack: [(ViewNode, Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            visit(node, depth)
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int {
        var count = 0
        preorder { _, _ in count += 1 }
        return count
    }

    /// The length of the longest root-to-leaf chain (1 for a leaf).
    public var depth: Int {
        var deepest = 0
        preorder { _, depth in deepest = Swift.max(deepest, depth + 1) }
        return deepest
    }

    /// Moves the children out when this value holds the only reference to their storage (the
    /// array is left empty, so that freeing the storage releases nothing); empty otherwise.
    fileprivate mutating func takeUniqueChildren() -> [ViewNode] {
        guard isKnownUniquelyReferenced(&storage), let storage else { return [] }
        return storage.take()
    }
}

/// The children of one `ViewNode`, in a class so that freeing a tree can be made iterative.
///
/// A struct holding `[ViewNode]` directly is freed by the array releasing each child, which
/// releases its own array, and so on: one stack frame (several, in fact) per level, which
/// overflows a 512 KiB thread on a chain of a few thousand levels and the main thread on one of
/// 100,000. Here the storage's `deinit` instead moves every grandchild it owns alone into a
/// work list and empties the child's storage before the child is released, so each release
/// frees at most one empty storage: constant stack at any depth, linear time. Storage shared
/// with another live value (a copy of a subtree) is only released, never taken apart.
final class ViewNodeChildren: @unchecked Sendable {
    // @unchecked: `nodes` is written only by `take()`, called from `deinit` of the one storage
    // that holds the last reference (so no other thread can read it), and never after.
    private(set) var nodes: [ViewNode]

    private init(_ nodes: [ViewNode]) { self.nodes = nodes }

    /// Storage for `nodes`, or nil when there are none (a leaf allocates nothing).
    static func holding(_ nodes: [ViewNode]) -> ViewNodeChildren? {
        nodes.isEmpty ? nil : ViewNodeChildren(nodes)
    }

    /// The nodes, leaving this storage empty.
    fileprivate func take() -> [ViewNode] {
        var taken: [ViewNode] = []
        swap(&taken, &nodes)
        return taken
    }

    deinit {
        // Leaves only (the common case): releasing them recurses no further.
        guard nodes.contains(where: \.hasChildren) else { return }
        var pending = take()
        while var node = pending.popLast() {
            pending.append(contentsOf: node.takeUniqueChildren())
            // `node` is released here with empty storage (or storage someone else still holds).
        }
    }
}
