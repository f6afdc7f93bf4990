/// A layout node of the view tree: an immutable value both engines read.
///
/// Group, ForEach, EmptyView and custom views are not nodes: builders splice their content
/// into the parent (I.1, I.4). Build trees with the FrameSolver DSL or the model language.
public struct ViewNode: Equatable, Sendable {
    /// What the node is: a view or a layout modifier, with its arguments.
    public var kind: NodeKind
    /// The node's children in source order (a modifier's child 0 is the view it modifies).
    public var children: [ViewNode] {
        get { list.children }
        set {
            if isKnownUniquelyReferenced(&list) { list.children = newValue } else { list = ChildList(newValue) }
        }
        _modify {
            if !isKnownUniquelyReferenced(&list) { list = ChildList(list.children) }
            yield &list.children
        }
    }
    /// What non-layout modifiers recorded on the node: tags, priorities, environment values, drawing.
    ///
    /// Kept in a box (`AttributeBox`) that flattening hands to the node as it is: a node
    /// without attributes shares the one empty box, so flattening tells it by identity
    /// instead of comparing every attribute, and a view is about 150 bytes smaller. Written
    /// in place while the box is this view's alone, copied first otherwise.
    public var attributes: NodeAttributes {
        get { attributeBox.value }
        set { attributeBox = AttributeBox.holding(newValue) }
        _modify {
            if attributeBox === AttributeBox.unset || !isKnownUniquelyReferenced(&attributeBox) {
                attributeBox = AttributeBox.copying(attributeBox.value)
            }
            yield &attributeBox.address.pointee
            if NodeAttributes.areUnset(attributeBox.address) { attributeBox = AttributeBox.unset }
        }
    }
    /// The box of the attributes (`AttributeBox.unset` when none is set), shared with the
    /// flattened node (`IndexedTree.init`).
    private(set) var attributeBox: AttributeBox
    /// The children, in a box whose release takes the subtree apart without recursion.
    fileprivate var list: ChildList
    /// The box of the children, for reading them in place (`IndexedTree.init`).
    var childList: ChildList { list }

    /// A node of `kind`. In an HStack, VStack or ZStack a GridRow is just its cells: they are
    /// spliced into the stack (measured: a GridRow in a VStack stacks its cells vertically).
    public init(_ kind: NodeKind, children: [ViewNode] = [], attributes: NodeAttributes = NodeAttributes()) {
        self.kind = kind
        let spliced: [ViewNode]
        switch kind {
        case .stack, .zStack:
            spliced = children.flatMap { child -> [ViewNode] in
                if case .gridRow = child.kind { return child.children }
                return [child]
            }
        default:
            spliced = children
        }
        self.list = spliced.isEmpty ? ChildList.none : ChildList(spliced)
        self.attributeBox = AttributeBox.holding(attributes)
    }

    /// Nodes are equal when their kinds, attributes and subtrees are, compared without
    /// recursion (a 100,000-level chain compares on any thread's stack).
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        var pending = [(a, b)]
        while let (x, y) = pending.popLast() {
            guard x.kind == y.kind, x.attributeBox === y.attributeBox || x.attributes == y.attributes else { return false }
            if x.list === y.list { continue }
            let (left, right) = (x.list.children, y.list.children)
            guard left.count == right.count else { return false }
            pending.append(contentsOf: zip(left, right))
        }
        return true
    }

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
}

/// A node's children, boxed so that releasing a tree does not recurse once per level.
///
/// Why: a value tree is freed by the runtime recursively (a node's array releases its nodes,
/// whose arrays release theirs), a few frames per level. A chain thousands of levels deep then
/// overflowed the stack of a test runner's or Dispatch's worker thread (512 KiB), and a frame
/// that jumped over the guard page corrupted a neighbour's memory instead of faulting at once.
/// The box's `deinit` takes the children it alone holds apart with an explicit stack: a child
/// whose own box is held only here gives up its children first, so every release it causes
/// is of a box that is already empty. Children shared with another tree are left to it.
///
/// `@unchecked Sendable`: a box is mutated only while uniquely referenced (`ViewNode.children`
/// copies it first otherwise), so a box two threads can see is never written.
final class ChildList: @unchecked Sendable {
    /// Unchecked: every access is one statement on a box only its holder can reach (a box
    /// is written only while uniquely referenced), so the dynamic exclusivity check, made at
    /// each access to a class's property (twice per view while flattening), proves nothing.
    @exclusivity(unchecked) var children: [ViewNode]

    init(_ children: [ViewNode]) { self.children = children }

    /// Where the first child lies in the list's storage, for reading children in place: valid
    /// while the list lives and its children are not changed. Only for a non-empty list.
    var firstChild: UnsafePointer<ViewNode> {
        children.withUnsafeBufferPointer { $0.baseAddress! }
    }

    /// The children in the list's storage, for reading them in place (valid as `firstChild`;
    /// nil for an empty list): one access to `children` where `count` and `firstChild` took two,
    /// each checked for exclusivity at run time.
    var inPlace: (first: UnsafePointer<ViewNode>?, count: Int) {
        children.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
    }

    /// The box every childless node shares (it is never mutated: a node that gains children
    /// is given a box of its own).
    static let none = ChildList([])

    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node.list), !node.list.children.isEmpty {
                pending.append(contentsOf: node.list.children)
                node.list.children = []
            }
        }
    }
}
