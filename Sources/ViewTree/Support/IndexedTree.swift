/// The view tree flattened into arrays, with the static facts both engines read precomputed:
/// effective layout priorities (I.1), the stack a Spacer or Divider sits in, resolved
/// environment values and expression dependencies; paths (I.4) are spelt on demand from
/// parent links (TreePaths), so memory stays linear in the node count at any depth. No layout
/// algorithm lives here.
///
/// Built without recursion, so trees of any depth flatten safely.
public struct IndexedTree: Sendable {
    /// One node of the flattened tree: the view's kind and attributes, its links and the facts computed for it.
    ///
    /// Small and cheap to copy: the attributes and the environment values sit in shared,
    /// immutable boxes (a node whose attributes are all unset shares one box with every such
    /// node; a node that sets no environment value shares its parent's), so a node is about
    /// 170 bytes and a copy is a handful of reference-count operations.
    public struct Node: Sendable {
        public internal(set) var kind: NodeKind { didSet { tag = kind.tag } }
        /// The kind's case, kept with it: switching on it copies nothing.
        public private(set) var tag: NodeKind.Tag
        /// What non-layout modifiers recorded on the view, read in place.
        public var attributes: NodeAttributes { unsafeAddress { UnsafePointer(attributeBox.address) } }
        var attributeBox: AttributeBox
        // Facts of the attributes the layout reads on every node, stored: reading a computed
        // property of a node held in place (`attributes`) copied the whole node first.
        /// Whether any attribute is set (the node does not share the one empty box).
        public private(set) var hasAttributes: Bool
        /// Whether the node sets an explicit alignment guide (R6.3).
        public private(set) var hasGuides: Bool
        /// `attributes.unreported`: laid out, left out of the results.
        public private(set) var isUnreported: Bool
        public internal(set) var children: [Int] = []
        public internal(set) var parent: Int = -1
        /// `0` for the root, `p.i` for the i-th child of `p` (I.4), spelt when read: O(depth).
        public var path: String { paths.path(of: index) }
        /// The path results report: `path`, except that a ViewThatFits's candidate is `p.0` (I.4).
        public var reportedPath: String { paths.reportedPath(of: index) }
        /// The node's own index in `IndexedTree.nodes`.
        public internal(set) var index: Int = 0
        /// The tree's parent links, shared by all its nodes.
        var paths: TreePaths = .empty
        /// The priority a parent stack or ZStack reads (I.1: passes up through modifiers and a
        /// one-child HStack/VStack).
        public internal(set) var priority: Double = 0
        /// For Spacer and Divider: the axis of the stack they sit in directly (through modifiers).
        public internal(set) var stackAxis: Axis?
        /// The environment values in force here (I.2, I.3), shared with the parent when this
        /// node sets none.
        var environment: NodeEnvironment
        /// The font Text here is measured in: the nearest `.font` with the nearest traits applied.
        public var font: Font { environment.font }
        /// The nearest `.font` set above (or here), before traits.
        public var environmentFont: Font { environment.environmentFont }
        /// The font traits in force here, nearest first.
        public var fontTraits: FontTraits { environment.fontTraits }
        /// How Text here is measured: the nearest `textMetrics` set, I.2's metrics when none is.
        public var textMetrics: TextMetricsModel { environment.textMetrics }
        /// The nearest `lineLimit(n)` in force; nil when none is (or `lineLimit(nil)` is nearest).
        public var lineLimit: Int? { environment.lineLimit }
        /// The fewest lines Text here take (`lineLimit(n, reservesSpace: true)`, a range's
        /// lower bound), set with the nearest `lineLimit`; nil when it sets none.
        public var minimumLines: Int? { environment.minimumLines }
        /// The nearest `contentMargins` in force, which ScrollViews here put around their content (I.3).
        public var contentMargins: EdgeInsets? { environment.contentMargins }
        /// GeometryReaders read in this subtree but declared above it; part of the cache key.
        public internal(set) var freeReaders: [ReaderID] = []
        /// Whether a containerRelativeFrame in this subtree reads the container length.
        public internal(set) var readsContainer = false
        /// Whether the node or a view below it sets an explicit alignment guide other than
        /// the text baselines, which containers pass up (R6.4).
        public internal(set) var guidesInSubtree = false
        /// Whether the node or a view below it is a Text or sets a text baseline (a symbol
        /// image does), which containers pass up (R6.4).
        public internal(set) var baselinesInSubtree = false

        /// A node of `kind` with `attributes`, outside any tree until flattening links it.
        /// `attributes` is borrowed: they are copied only into a box of their own, when set.
        init(kind: NodeKind, attributes: borrowing NodeAttributes, parent: Int = -1) {
            self.init(kind: kind, box: AttributeBox.holding(attributes), parent: parent)
        }

        /// A node of `kind` whose attributes are `box`'s.
        init(kind: NodeKind, box: AttributeBox, parent: Int) {
            self.init(kind: kind, tag: kind.tag, box: box, hasAttributes: box !== AttributeBox.unset, parent: parent, index: 0, environment: .root)
        }

        /// A node of `kind` (whose case is `tag`) with everything flattening gives it but its
        /// paths: the kind is taken, not copied.
        init(
            kind: consuming NodeKind, tag: NodeKind.Tag, box: AttributeBox, hasAttributes: Bool, parent: Int, index: Int, environment: NodeEnvironment
        ) {
            self.kind = kind
            self.tag = tag
            self.attributeBox = box
            self.hasAttributes = hasAttributes
            hasGuides = hasAttributes && (!box.value.horizontalGuides.isEmpty || !box.value.verticalGuides.isEmpty)
            isUnreported = hasAttributes && box.value.unreported
            self.parent = parent
            self.index = index
            self.environment = environment
        }
    }

    public internal(set) var nodes: [Node]
    /// Parent links and child indices, from which paths are spelt.
    public let paths: TreePaths
    /// The length of the longest root-to-leaf chain (1 for a lone leaf), as `ViewNode.depth`.
    public private(set) var depth: Int

    /// Flattens `root` in pre-order and computes every node's facts, each pass linear and without recursion.
    ///
    /// Views are read in place from their parents' child lists and nodes in place in the node
    /// array: a copy of a `ViewNode` or a `Node` retains each of its references, and such
    /// copies were most of the cost of flattening.
    public init(root: ViewNode) {
        // Pre-order: parents before children, paths and environment flow down.
        var nodes: [Node] = []
        var parents: [Int32] = []
        var childIndices: [Int32] = []
        var reportedChildIndices: [Int32]?
        var depths: [Int32] = []
        var environments: [NodeEnvironment] = []
        var isViewThatFits: [Bool] = []
        var deepest: Int32 = 0
        // Every child list below `top` is reachable from `root`, which the caller holds and
        // nothing mutates during the flattening, so their storage stays where it is.
        let top = ChildList([root])
        // The arrays are made at their final size: growing the node array by doubling copied
        // every node about twice over (a tenth of flattening a flat row).
        let count = Self.viewCount(top.firstChild)
        nodes.reserveCapacity(count)
        parents.reserveCapacity(count)
        childIndices.reserveCapacity(count)
        depths.reserveCapacity(count)
        environments.reserveCapacity(count)
        isViewThatFits.reserveCapacity(count)
        let unset = AttributeBox.unset
        var work: [(view: UnsafePointer<ViewNode>, parent: Int32, index: Int32)] = [(top.firstChild, -1, 0)]
        while let (view, parent32, index) = work.popLast() {
            let parent = Int(parent32)
            let nodeDepth = parent >= 0 ? depths[parent] + 1 : 1
            depths.append(nodeDepth)
            deepest = max(deepest, nodeDepth)
            let me = nodes.count
            // The view's attribute box is the node's: a view without attributes holds the
            // shared empty one (`ViewNode.attributes`). The node is made
            // whole and moved into the array: setting fields after it was made, and appending
            // it, copied it (its references retained and released) and its kind.
            let tag = Self.tag(of: view)
            let box = view.pointee.attributeBox
            let environment: NodeEnvironment
            let inherited = parent >= 0 ? environments[parent] : .root
            if box === unset {
                environment = inherited
            } else {
                environment = inherited.applying(box.value)
            }
            var node = Node(
                kind: view.pointee.kind, tag: tag, box: box, hasAttributes: box !== unset, parent: parent, index: me,
                environment: environment)
            parents.append(parent32)
            childIndices.append(index)
            if parent >= 0, isViewThatFits[parent] {
                if reportedChildIndices == nil { reportedChildIndices = Array(childIndices.dropLast()) }
                reportedChildIndices?.append(0)
            } else {
                reportedChildIndices?.append(index)
            }
            isViewThatFits.append(tag == .viewThatFits)
            environments.append(environment)
            let (first, count) = view.pointee.childList.inPlace
            // The child list is made once at its size (growing it one child at a time
            // reallocated it at each doubling).
            if count > 0 { node.children.reserveCapacity(count) }
            nodes.append(consume node)
            if parent >= 0 { nodes[parent].children.append(me) }
            if let first {
                for childIndex in (0..<count).reversed() {
                    work.append((first + childIndex, Int32(me), Int32(childIndex)))
                }
            }
        }
        withExtendedLifetime(top) {}
        let paths = TreePaths(parents: parents, childIndices: childIndices, reportedChildIndices: reportedChildIndices)
        self.paths = paths
        self.depth = Int(deepest)
        nodes.withUnsafeMutableBufferPointer { nodes in
            for index in nodes.indices { nodes[index].paths = paths }
            // Children were appended in pre-order, so their order is source order already.
            // Pre-order again: each node's stack axis follows from its parent's. A container's
            // own axis is read from its kind once, not once per child (reading a case's
            // payload copies the kind).
            var ownAxes = [Axis?](repeating: nil, count: nodes.count)
            for index in nodes.indices {
                switch nodes[index].tag {
                case .stack:
                    if case .stack(let spec) = nodes[index].kind { ownAxes[index] = spec.axis }
                case .customLayout:
                    if case .customLayout(let spec) = nodes[index].kind { ownAxes[index] = spec.stackOrientation }
                default: break
                }
            }
            for index in nodes.indices { nodes[index].stackAxis = Self.enclosingStackAxis(of: index, in: nodes, ownAxes: ownAxes) }
            // Post-order (reverse pre-order): values that flow up.
            for index in nodes.indices.reversed() { Self.computeUpwardValues(index, in: nodes) }
        }
        self.nodes = nodes
    }

    /// The number of views in the tree at `root`, counted in place without recursion.
    private static func viewCount(_ root: UnsafePointer<ViewNode>) -> Int {
        var count = 0
        var pending = [root]
        while let view = pending.popLast() {
            count += 1
            guard case let (first?, children) = view.pointee.childList.inPlace else { continue }
            for child in 0..<children { pending.append(first + child) }
        }
        return count
    }

    /// The case of a view's kind, read in place (a switch on a copy of it retained its payload).
    private static func tag(of view: UnsafePointer<ViewNode>) -> NodeKind.Tag {
        (UnsafeRawPointer(view) + MemoryLayout<ViewNode>.offset(of: \ViewNode.kind)!).assumingMemoryBound(to: NodeKind.self).pointee.tag
    }

    /// The axis of the HStack/VStack the node sits in directly, looking through layout
    /// modifiers of which it is the modified view (I.1 Spacer, Divider). The parent's value
    /// is set already (pre-order), so a modified view takes its modifier's.
    private static func enclosingStackAxis(of index: Int, in nodes: UnsafeMutableBufferPointer<Node>, ownAxes: [Axis?]) -> Axis? {
        let parent = nodes[index].parent
        guard parent >= 0 else { return nil }
        switch nodes[parent].tag {
        case .stack, .customLayout: return ownAxes[parent]
        default: break
        }
        guard nodes[parent].tag.isModifier, nodes[parent].children.first == index else { return nil }
        return nodes[parent].stackAxis
    }

    private static func computeUpwardValues(_ index: Int, in nodes: UnsafeMutableBufferPointer<Node>) {
        // Priority: set here, else passed up from the modified view or the only child of an
        // HStack/VStack (measured), else 0 (Spacer: -inf).
        let hasAttributes = nodes[index].hasAttributes
        if hasAttributes, let priority = nodes[index].attributes.layoutPriority {
            nodes[index].priority = priority
        } else if nodes[index].tag.isModifier, let first = nodes[index].children.first {
            nodes[index].priority = nodes[first].priority
        } else if nodes[index].tag == .stack, nodes[index].children.count == 1 {
            nodes[index].priority = nodes[nodes[index].children[0]].priority
        } else if nodes[index].tag == .spacer {
            nodes[index].priority = -.infinity
        }
        // Expression dependencies; most nodes read none, and build no set.
        var readers: Set<ReaderID>?
        var container = false
        if Node.mayReadVariables(nodes.baseAddress! + index) {
            for expr in nodes[index].expressions where expr.constantValue == nil {
                for variable in expr.variables {
                    switch variable {
                    case .readerWidth(let id), .readerHeight(let id), .readerFrame(let id, _, _): readers.insert(id, default: [])
                    case .containerLength: container = true
                    case .dimensionWidth, .dimensionHeight, .layoutSymbol, .state: break
                    }
                }
            }
        }
        if nodes[index].tag == .containerRelativeFrame { container = true }
        var guides = false
        var baselines = nodes[index].tag == .text
        if nodes[index].hasGuides {
            let attributes = nodes[index].attributes
            guides = !attributes.horizontalGuides.isEmpty || attributes.verticalGuides.keys.contains { !$0.isTextBaseline }
            baselines = baselines || attributes.verticalGuides.keys.contains { $0.isTextBaseline }
        }
        for child in nodes[index].children {
            if !nodes[child].freeReaders.isEmpty { readers = (readers ?? []).union(nodes[child].freeReaders) }
            container = container || nodes[child].readsContainer
            guides = guides || nodes[child].guidesInSubtree
            baselines = baselines || nodes[child].baselinesInSubtree
        }
        nodes[index].guidesInSubtree = guides
        nodes[index].baselinesInSubtree = baselines
        if let readers, !readers.isEmpty {
            var free = readers
            if case .geometryReader(let id) = nodes[index].kind { free.remove(id) }
            if !free.isEmpty { nodes[index].freeReaders = free.sorted { $0.raw < $1.raw } }
        }
        nodes[index].readsContainer = container
    }
}

extension Optional where Wrapped == Set<ReaderID> {
    /// Inserts into the set, making it first when there is none.
    fileprivate mutating func insert(_ id: ReaderID, default empty: Set<ReaderID>) {
        if self == nil { self = empty }
        self!.insert(id)
    }
}

extension IndexedTree.Node {
    /// The kind results report: the name written in the model (I.4).
    public var reportedKind: String { attributes.displayKind ?? kind.name }

    /// Whether an expression of the node at `node` may read a variable: false, without
    /// building `expressions`, for the usual node whose arguments are all numbers. Static, on
    /// the node in place: a computed property of a node held in place copies the node.
    static func mayReadVariables(_ node: UnsafeMutablePointer<IndexedTree.Node>) -> Bool {
        if !node.pointee.hasGuides {
            func variable(_ expr: Expr?) -> Bool { expr.map { $0.constantValue == nil } ?? false }
            switch node.pointee.tag {
            case .color, .shape, .text, .image, .divider, .zStack, .geometryReader, .gridRow, .viewThatFits, .customLayout,
                .fixedSize, .overlay, .background:
                return false
            case .padding:
                guard case .padding(let insets) = node.pointee.kind else { break }
                return variable(insets.top) || variable(insets.leading) || variable(insets.bottom) || variable(insets.trailing)
            case .frame:
                guard case .frame(let frame) = node.pointee.kind else { break }
                return variable(frame.width) || variable(frame.height)
            case .stack:
                guard case .stack(let spec) = node.pointee.kind else { break }
                return variable(spec.spacing)
            case .spacer:
                guard case .spacer(let minLength) = node.pointee.kind else { break }
                return variable(minLength)
            default: break
            }
        }
        return node.pointee.expressions.contains { $0.constantValue == nil }
    }

    /// Every expression this node evaluates, for dependency analysis.
    public var expressions: [Expr] {
        var result: [Expr] = []
        switch kind {
        case .spacer(let minLength): result += [minLength].compactMap { $0 }
        case .stack(let spec): result += [spec.spacing].compactMap { $0 }
        case .grid(let spec): result += [spec.horizontalSpacing, spec.verticalSpacing].compactMap { $0 }
        case .frame(let frame): result += [frame.width, frame.height].compactMap { $0 }
        case .flexibleFrame(let frame):
            result += [frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight, frame.maxHeight].compactMap { $0 }
        case .padding(let insets): result += [insets.top, insets.leading, insets.bottom, insets.trailing]
        case .aspectRatio(let spec): result += [spec.ratio].compactMap { $0 }
        case .offset(let x, let y), .position(let x, let y): result += [x, y]
        case .scaleEffect(let x, let y, _): result += [x, y]
        case .containerRelativeFrame(let spec):
            switch spec.length {
            case .grid(_, _, let spacing): result.append(spacing)
            case .closure(let horizontal, let vertical): result += [horizontal, vertical].compactMap { $0 }
            }
        case .relation(let spec):
            switch spec {
            case .fractionOfAncestor(let width, let height, _, _): result += [width, height].compactMap { $0 }
            case .boundAspectRatio(let ratio): result.append(ratio)
            case .centeredColumn(let maxWidth): result.append(maxWidth)
            case .equalLength: break
            }
        case .customLayout:
            // The code's own numbers are read when it runs; its subviews' traits may be numbers too.
            break
        case .scrollView:
            if let margins = contentMargins { result += [margins.top, margins.leading, margins.bottom, margins.trailing] }
        default: break
        }
        result += attributes.horizontalGuides.values
        result += attributes.verticalGuides.values
        return result
    }
}

/// A node's attributes, boxed so that a node copy retains one reference instead of each of
/// the attributes' strings, dictionaries and expressions.
///
/// The value lives at a fixed address the box owns, so that `Node.attributes` hands out the
/// value in place (`unsafeAddress`): a `_read` or a getter across modules copied the whole
/// attributes on every field read (about 320 instructions each on the layout's hot path).
final class AttributeBox: @unchecked Sendable {
    // @unchecked: the value is written in `init`, and afterwards only through a `ViewNode`
    // that holds the box alone (`ViewNode.attributes`); a shared box is only read.
    let address: UnsafeMutablePointer<NodeAttributes>

    private init(_ value: NodeAttributes) {
        address = .allocate(capacity: 1)
        address.initialize(to: value)
    }

    deinit {
        address.deinitialize(count: 1)
        address.deallocate()
    }

    /// The attributes.
    var value: NodeAttributes { unsafeAddress { UnsafePointer(address) } }

    /// The box every node without attributes shares.
    static let unset = AttributeBox(NodeAttributes())

    /// A box for `attributes`: the shared one when nothing is set.
    static func holding(_ attributes: borrowing NodeAttributes) -> AttributeBox {
        withUnsafePointer(to: attributes) { NodeAttributes.areUnset($0) } ? unset : AttributeBox(copy attributes)
    }

    /// A box of its own for `attributes`, even when none is set, for writing in place
    /// (`ViewNode.attributes`).
    static func copying(_ attributes: NodeAttributes) -> AttributeBox { AttributeBox(attributes) }
}

/// The environment values in force at a node (I.2, I.3), immutable and shared down the tree
/// until a node sets one.
final class NodeEnvironment: Sendable {
    /// The font Text is measured in: `environmentFont` with `fontTraits` applied.
    let font: Font
    /// The nearest `.font` set, before traits.
    let environmentFont: Font
    /// The font traits in force, nearest first.
    let fontTraits: FontTraits
    let textMetrics: TextMetricsModel
    let lineLimit: Int?
    /// Set with `lineLimit`, from the same node.
    let minimumLines: Int?
    let contentMargins: EdgeInsets?

    private init(
        environmentFont: Font, fontTraits: FontTraits, textMetrics: TextMetricsModel, lineLimit: Int?, minimumLines: Int?, contentMargins: EdgeInsets?
    ) {
        self.font = fontTraits.applied(to: environmentFont)
        self.environmentFont = environmentFont
        self.fontTraits = fontTraits
        self.textMetrics = textMetrics
        self.lineLimit = lineLimit
        self.minimumLines = minimumLines
        self.contentMargins = contentMargins
    }

    /// The root's values: `.body`, no traits, I.2's metrics, no line limit or minimum, no margins.
    static let root = NodeEnvironment(
        environmentFont: .body, fontTraits: FontTraits(), textMetrics: .simple, lineLimit: nil, minimumLines: nil, contentMargins: nil)

    /// The values below a node with `attributes`: this environment itself when the node sets
    /// none; else its `.font`, its traits over the inherited ones, and the rest where set (the
    /// line limit and the minimum lines together: a node setting either replaces both).
    func applying(_ attributes: NodeAttributes) -> NodeEnvironment {
        let setsLines = attributes.lineLimit != nil || attributes.minimumLines != nil
        guard
            attributes.font != nil || attributes.fontTraits != nil || attributes.textMetrics != nil || setsLines
                || attributes.contentMargins != nil
        else { return self }
        return NodeEnvironment(
            environmentFont: attributes.font ?? environmentFont,
            fontTraits: attributes.fontTraits.map { $0.over(fontTraits) } ?? fontTraits,
            textMetrics: attributes.textMetrics ?? textMetrics,
            lineLimit: setsLines ? attributes.lineLimit.flatMap { $0 == Int.max ? nil : $0 } : lineLimit,
            minimumLines: setsLines ? attributes.minimumLines : minimumLines,
            contentMargins: attributes.contentMargins ?? contentMargins)
    }
}
