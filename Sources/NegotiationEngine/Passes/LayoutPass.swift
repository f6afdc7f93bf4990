import LeafMeasurement
import ViewTree

/// Layouts of one tree: the sizing function with its cache, and the dispatch to each
/// primitive's rules. Sizing is a pure function of (node, proposal, scope) (R0.4), so every
/// answer is cached and deep nesting costs linear time; the cache outlives one window, so a
/// prepared layout (PreparedLayout) re-measures only what a new window's proposals reach.
///
/// The mutable state is `@exclusivity(unchecked)`: a pass runs on one thread, and no access to
/// one of these properties overlaps another of the same property (each is read or written in
/// one statement, never across a call that could reach it again), so the runtime's dynamic
/// exclusivity checks (`swift_beginAccess`, about a fifth of a flat row's layout) prove
/// nothing here.
final class LayoutPass {
    let tree: IndexedTree
    /// Where `tree.nodes` keeps its nodes, for in-place reads (`self[index]`).
    private let nodeBase: UnsafePointer<IndexedTree.Node>
    private let nodeCount: Int
    /// The window of the layout under way (set again for each layout of a prepared tree).
    @exclusivity(unchecked) var window: ProposedSize
    /// How each Text is measured (I.2's metrics or a real font).
    let text: TreeTextMeasurement
    /// The sizing cache: per node, its recent answers (SizingCache).
    private let cache: SizingCache
    /// The modifier chains being answered, innermost last (`size`); shared by the nested calls,
    /// each of which pops what it pushed.
    @exclusivity(unchecked) private var links: [ModifierLink] = []
    /// How often each node's answer was computed (not read from the cache).
    var measureCounts: [Int] { Array(counts) }
    /// The counts, in storage the pass owns: an array property's element update checked the
    /// array's uniqueness at every answer.
    private let counts: UnsafeMutableBufferPointer<Int>
    /// Per node: whether its answers depend on scope values (GeometryReaders declared above
    /// it, or the container length), so that its cache key must hold them.
    private let readsScope: [Bool]
    @exclusivity(unchecked) private(set) var warnings: [LayoutWarning] = []
    @exclusivity(unchecked) private var warned = Set<String>()
    /// One session per custom `Layout` container: its cache lives there for the whole pass.
    @exclusivity(unchecked) var layoutSessions: [Int: any LayoutSession] = [:]
    /// Each node's arguments resolved once, where the rules' hot paths read plain numbers
    /// (`ResolvedArguments`), by node index.
    let resolved: [ResolvedArguments]
    /// Each node's axes whose proposed length its answer does not depend on (`IgnoredAxes`).
    let ignored: [IgnoredAxes]
    /// Per node: whether it may be a modifier-chain link (`modifierLink` decides); false for
    /// every other kind and for a frame of two plain lengths, which does not ask its child.
    private let mayLink: [Bool]
    /// Each stack's arrangement from its latest sizing, for its placement (`stackPlacements`):
    /// a stack's slot in `keptArrangements`, given at its first sizing (-1 before), so that
    /// keeping one costs no hashing and other nodes no more than the slot number.
    @exclusivity(unchecked) var arrangementSlots: [Int32]
    @exclusivity(unchecked) var keptArrangements: [KeptArrangement] = []
    /// The scope values of cache keys, numbered (`ScopeKeys`); kept with the cache.
    @exclusivity(unchecked) private var scopeKeys = ScopeKeys()
    /// The GeometryReader sizes bound in the layout under way, by `Scope.readers` (0: none).
    @exclusivity(unchecked) var readerSizes: [[ReaderID: Size]] = [[:]]
    /// The children's placements a container decided with a child's (a Grid's cells for a
    /// GridRow), by `ChildPlacement.presetChildren`, for the layout under way.
    @exclusivity(unchecked) var presetPlacements: [[ChildPlacement]] = []
    /// The guides containers passed up in the layout under way (`passedUpGuide`), NaN for
    /// none: a stack aligned by a guide asks each child's while sizing and again while placing,
    /// and each child's placement asks its own children's, so without them a chain of nested
    /// stacks aligned by their text baselines asked the innermost 2^depth times.
    @exclusivity(unchecked) var passedUpGuides: [PassedUpGuideKey: Double] = [:]

    init(tree: IndexedTree, window: ProposedSize, text: TreeTextMeasurement) {
        self.tree = tree
        self.window = window
        self.text = text
        self.arrangementSlots = Array(repeating: -1, count: tree.nodes.count)
        self.counts = .allocate(capacity: tree.nodes.count)
        counts.initialize(repeating: 0)
        self.cache = SizingCache(count: tree.nodes.count)
        // The tree is a `let` this pass keeps, so its node array is never mutated or freed
        // while the pass lives, and its storage stays where it is.
        self.nodeBase = tree.nodes.withUnsafeBufferPointer { $0.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<IndexedTree.Node>.alignment)! }
        self.nodeCount = tree.nodes.count
        // From the tag, stored in the node, before any payload: passing a node copies it.
        let base = nodeBase
        self.readsScope = (0..<nodeCount).map { !base[$0].freeReaders.isEmpty || base[$0].readsContainer }
        self.resolved = (0..<nodeCount).map { index in
            switch base[index].tag {
            case .padding, .frame: ResolvedArguments(base[index].kind)
            default: .none
            }
        }
        self.ignored = Self.ignoredAxes(of: tree, resolved: resolved)
        let resolved = self.resolved
        self.mayLink = (0..<nodeCount).map { index in
            if case .frame(_?, _?, _) = resolved[index] { return false }
            return Self.mayBeLink(base[index].tag)
        }
    }

    deinit { counts.deallocate() }

    /// The cache key's scope values for the node at `index`, as their number (`ScopeKeys`):
    /// 0, with nothing looked up, for the usual node that reads none.
    @inline(__always)
    func scopeKey(_ index: Int, _ scope: Scope) -> Int32 {
        readsScope[index] ? numberedScopeKey(index, scope) : 0
    }

    @inline(never)
    private func numberedScopeKey(_ index: Int, _ scope: Scope) -> Int32 {
        scopeKeys.number(scopeValues(freeReaders: self[index].freeReaders, readsContainer: self[index].readsContainer, scope))
    }

    /// Scope numbers past this many are given anew, with the cache emptied, at the next layout.
    private static let scopeKeyLimit = 1 << 16

    /// The node at `index`, read in place: a field read does not copy the whole node (reading
    /// through the array's subscript or a `_read` copied it, some 200 instructions a read).
    subscript(index: Int) -> IndexedTree.Node {
        unsafeAddress {
            precondition(index >= 0 && index < nodeCount, "node index out of range")
            return nodeBase + index
        }
    }

    /// Starts a layout for `window`, keeping the sizing cache. Custom `Layout` containers get
    /// fresh sessions (their caches are per layout, as SwiftUI makes them).
    func begin(_ window: ProposedSize) {
        self.window = window
        layoutSessions = [:]
        readerSizes = [[:]]
        presetPlacements = []
        passedUpGuides = [:]
        // A prepared tree laid out at very many windows, with scope values in its keys, would
        // number lists without end: start again, forgetting the answers (which costs only their
        // recomputation) and the kept arrangements (keyed by those numbers).
        if scopeKeys.count > Self.scopeKeyLimit {
            scopeKeys = ScopeKeys()
            cache.clear()
            for i in arrangementSlots.indices { arrangementSlots[i] = -1 }
            keptArrangements = []
        }
        cache.nextGeneration()
    }

    /// The node's answer to `proposal` (R0.1).
    ///
    /// A chain of modifiers (ModifierChain) is walked down in a loop to the first node that is
    /// not one of them, or whose answer is cached, and answered back up it from `links`, each
    /// link's answer cached as the recursion would have. A node that is no link (most of them)
    /// is answered here directly.
    func size(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let scopeKey = scopeKey(index, scope)
        if let cached = cache.answer(index, proposal, scopeKey) { return cached }
        guard mayLink[index] else {
            counts[index] += 1
            let answer = try computeSize(index, proposal, scope)
            cache.store(index, proposal, scopeKey, answer)
            return answer
        }
        return try chainSize(index, proposal, scopeKey, scope)
    }

    /// Whether a node of this kind may be a modifier-chain link (`modifierLink` decides).
    @inline(__always)
    private static func mayBeLink(_ tag: NodeKind.Tag) -> Bool {
        switch tag {
        case .padding, .frame, .fixedSize, .overlay, .background, .offset, .scaleEffect: true
        default: false
        }
    }

    /// `size` of a node not in the cache that may be a link: down the chain, then back up it.
    private func chainSize(_ index: Int, _ proposal: ProposedSize, _ key: Int32, _ scope: Scope) throws(LayoutError) -> Size {
        var node = index
        var nodeProposal = proposal
        var scopeKey = key
        let base = links.count
        defer { if links.count > base { links.removeSubrange(base...) } }
        var answer: Size
        var first = true
        while true {
            if !first, let cached = cache.answer(node, nodeProposal, scopeKey) {
                answer = cached
                break
            }
            first = false
            guard mayLink[node], let link = try modifierLink(node, nodeProposal, scope) else {
                counts[node] += 1
                answer = try computeSize(node, nodeProposal, scope)
                cache.store(node, nodeProposal, scopeKey, answer)
                break
            }
            links.append(ModifierLink(index: node, proposal: nodeProposal, scopeKey: scopeKey, answer: link.answer))
            node = self[node].children[0]
            nodeProposal = link.childProposal
            scopeKey = self.scopeKey(node, scope)
        }
        var i = links.count
        while i > base {
            i -= 1
            answer = links[i].answer.size(from: answer)
            counts[links[i].index] += 1
            cache.store(links[i].index, links[i].proposal, links[i].scopeKey, answer)
        }
        return answer
    }

    /// Each container's and modifier's rules run out of line (`outOfLine`): this function is
    /// on the recursion that goes as deep as the tree, and inlining every primitive into it
    /// made its frame 1.3 KB per level (130 MB of stack on a 100,000-level chain).
    private func computeSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        // The common kinds on their tag and resolved arguments: a switch on the kind copies
        // it with its payload.
        switch self[index].tag {
        case .color, .shape: return shapeSize(proposal)
        case .stack, .gridRow: return try outOfLine { () throws(LayoutError) in try stackSize(index, proposal, scope) }
        case .frame:
            if case .frame(let width?, let height?, _) = resolved[index] { return Size(width: width, height: height) }
        default: break
        }
        switch self[index].kind {
        case .color, .shape: return shapeSize(proposal)
        case .text(let string): return try outOfLine { () throws(LayoutError) in textLayout(string, self[index], proposal).size }
        case .image(let spec): return imageSize(spec, proposal)
        case .spacer(let minLength): return try spacerSize(index, minLength, proposal, scope)
        case .divider: return dividerSize(index, proposal)
        // A GridRow outside a Grid lays out as an HStack (a Grid places its rows itself).
        case .stack, .gridRow: return try outOfLine { () throws(LayoutError) in try stackSize(index, proposal, scope) }
        case .zStack: return try outOfLine { () throws(LayoutError) in try zStackSize(index, proposal, scope) }
        case .geometryReader: return geometryReaderSize(proposal)
        case .scrollView(let spec): return try outOfLine { () throws(LayoutError) in try scrollViewSize(index, spec, proposal, scope) }
        case .grid: return try outOfLine { () throws(LayoutError) in try gridSolution(index, proposal, scope).size }
        case .viewThatFits(let axes): return try outOfLine { () throws(LayoutError) in try viewThatFits(index, axes, proposal, scope).size }
        case .customLayout(let spec): return try outOfLine { () throws(LayoutError) in try customLayoutSize(index, spec, proposal, scope) }
        case .frame(let frame): return try outOfLine { () throws(LayoutError) in try fixedFrameSize(index, frame, proposal, scope) }
        case .flexibleFrame(let frame): return try outOfLine { () throws(LayoutError) in try flexibleFrameSize(index, frame, proposal, scope) }
        case .padding(let insets): return try outOfLine { () throws(LayoutError) in try paddingSize(index, insets, proposal, scope) }
        case .aspectRatio(let spec): return try outOfLine { () throws(LayoutError) in try aspectRatioSize(index, spec, proposal, scope) }
        case .fixedSize(let horizontal, let vertical):
            return try childSize(index, fixedSizeProposal(proposal, horizontal, vertical), scope)
        case .overlay, .background, .offset, .scaleEffect:
            return try childSize(index, proposal, scope)
        case .position: return try outOfLine { () throws(LayoutError) in try positionSize(index, proposal, scope) }
        case .containerRelativeFrame(let spec): return try outOfLine { () throws(LayoutError) in try containerRelativeSize(index, spec, proposal, scope) }
        case .relation(let spec): throw constraintNative(index, spec)
        }
    }

    /// Where each child of a node goes when the node is placed with `proposal` at `size`.
    func childPlacements(_ index: Int, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        switch self[index].tag {
        case .color, .shape, .text, .image, .spacer, .divider: return []
        case .stack, .gridRow: return try stackPlacements(index, proposal, size, scope)
        case .padding:
            if case .insets(let insets) = resolved[index] { return paddingPlacements(index, insets, proposal, scope) }
        case .frame:
            if case .frame(let width, let height, let alignment) = resolved[index] {
                return try fixedFramePlacements(index, width, height, alignment, proposal, size, scope)
            }
        default: break
        }
        switch self[index].kind {
        case .color, .shape, .text, .image, .spacer, .divider:
            return []
        case .stack, .gridRow: return try stackPlacements(index, proposal, size, scope)
        case .zStack(let alignment): return try zStackPlacements(index, alignment, size, scope)
        case .geometryReader(let reader):
            let inner = binding(scope, reader: reader, size: size)
            return self[index].children.map { ChildPlacement(child: $0, proposal: ProposedSize(size), origin: .zero, scope: inner) }
        case .scrollView(let spec): return try scrollViewPlacements(index, spec, proposal, scope)
        case .grid: return try gridPlacements(index, proposal, scope)
        case .viewThatFits(let axes):
            let choice = try viewThatFits(index, axes, proposal, scope)
            guard choice.child >= 0 else { return [] }
            return [ChildPlacement(child: choice.child, proposal: proposal, origin: .zero, scope: scope)]
        case .customLayout(let spec): return try customLayoutPlacements(index, spec, proposal, size, scope)
        case .frame(let frame): return try fixedFramePlacements(index, frame, proposal, size, scope)
        case .flexibleFrame(let frame): return try flexibleFramePlacements(index, frame, proposal, size, scope)
        case .padding(let insets): return try paddingPlacements(index, insets, proposal, scope)
        case .aspectRatio(let spec):
            return try [ChildPlacement(child: self[index].children[0], proposal: aspectRatioProposal(index, spec, proposal, scope), origin: .zero, scope: scope)]
        case .fixedSize(let horizontal, let vertical):
            return [ChildPlacement(child: self[index].children[0], proposal: fixedSizeProposal(proposal, horizontal, vertical), origin: .zero, scope: scope)]
        case .offset, .scaleEffect:
            return [ChildPlacement(child: self[index].children[0], proposal: proposal, origin: .zero, scope: scope)]
        case .overlay(let alignment), .background(let alignment):
            return try secondaryPlacements(index, alignment, proposal, size, scope)
        case .position(let x, let y): return try positionPlacements(index, x, y, size, scope)
        case .containerRelativeFrame(let spec): return try containerRelativePlacements(index, spec, proposal, size, scope)
        case .relation(let spec): throw constraintNative(index, spec)
        }
    }

    /// The modified view's answer (child 0 of a modifier node).
    func childSize(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        try size(self[index].children[0], proposal, scope)
    }

    // MARK: Values

    /// Evaluates an argument; NaN is an error naming the view and the argument (I.5).
    ///
    /// The argument's name is spelt only for an error (`@autoclosure`): names such as
    /// `padding.top` are interpolated, and spelling them on every call was most of a padding's
    /// sizing.
    func value(_ expr: Expr, _ index: Int, _ argument: @autoclosure () -> String, _ scope: Scope, dimensions: Size? = nil) throws(LayoutError) -> Double {
        let result = try valueAllowingNaN(expr, index, argument(), scope, dimensions: dimensions)
        if result.isNaN {
            let name = argument()
            throw layoutError(index, "'\(name)' is not a number (NaN)", argument: name)
        }
        return result
    }

    /// An argument's value where NaN has a meaning of its own (a fixed frame ignores it, I.5).
    func valueAllowingNaN(_ expr: Expr, _ index: Int, _ argument: @autoclosure () -> String, _ scope: Scope, dimensions: Size? = nil) throws(LayoutError) -> Double {
        // Most arguments are numbers written in the model: no variables to look up.
        if case .constant(let constant) = expr { return constant }
        let result: Double
        do {
            result = try expr.evaluate { variable in
                switch variable {
                case .readerWidth(let id): readerSize(scope, id)?.width
                case .readerHeight(let id): readerSize(scope, id)?.height
                case .containerLength(let axis): scope.container[axis]
                case .dimensionWidth: dimensions?.width
                case .dimensionHeight: dimensions?.height
                case .layoutSymbol, .readerFrame, .state: nil
                }
            }
        } catch {
            let name = argument()
            throw layoutError(
                index, "'\(name)' reads \(error.variable), which is not available here" + ReaderFrameSettling.unavailableNote(error.variable), argument: name)
        }
        return result
    }

    func layoutError(_ index: Int, _ message: String, argument: String? = nil) -> LayoutError {
        let node = self[index]
        return LayoutError(message: message, path: node.path, kind: node.kind.name, argument: argument, source: node.attributes.source)
    }

    /// Relations between views are the constraint engine's (RelationSpec): SwiftUI has no
    /// negotiation for them, so a model using them is compared through its SwiftUI twin.
    func constraintNative(_ index: Int, _ spec: RelationSpec) -> LayoutError {
        layoutError(
            index,
            "\(spec.kindName) is a constraint-native relation that SwiftUI's negotiation cannot lay out; use the constraint engine, or compare the model's twin (// twin: name.layout)"
        )
    }

    /// A warning on the view at `index`, at `source` (the view's own when nil), once per message.
    func warn(_ index: Int, _ message: String, source: SourceLocation? = nil) {
        let node = self[index]
        guard warned.insert(node.path + "\u{0}" + message).inserted else { return }
        warnings.append(LayoutWarning(message: message, path: node.path, source: source ?? node.attributes.source))
    }
}

/// Runs `body` in a frame of its own, so that the caller's frame does not grow by what the
/// optimiser would inline of it (the sizing recursion keeps one small frame per tree level).
@inline(never)
func outOfLine<T>(_ body: () throws(LayoutError) -> T) throws(LayoutError) -> T {
    try body()
}
