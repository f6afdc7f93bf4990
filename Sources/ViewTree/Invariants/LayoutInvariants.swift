/// One broken layout invariant: which view, which rule, and what was found.
///
/// Invariants are facts every correct layout has (no NaN, a child where its parent's rule
/// puts it); a violation is a bug in an engine, never a fault of the model.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The view's path (I.4).
    public var path: String
    /// The view's kind (I.4).
    public var kind: String
    /// The rule that requires it, as the spec numbers it (`R2.1`, `I.5`).
    public var rule: String
    /// What was found, with the numbers.
    public var message: String

    /// A violation of `rule` at the view `path` of `kind`.
    public init(path: String, kind: String, rule: String, message: String) {
        self.path = path
        self.kind = kind
        self.rule = rule
        self.message = message
    }

    /// `0.1 padding (R2.1): …`, naming the view first.
    public var description: String { "\(path) \(kind) (\(rule)): \(message)" }
}

/// The checks a debug build runs on every layout (STYLE habit 15): frames are numbers, the
/// result is the tree's nodes in pre-order, and each child sits where its parent's rule puts it.
///
/// Only what the rules require is asserted, and the rules allow a lot of overflow: a child
/// re-proposed at placement may answer more than it did while its parent was sized (R0.4),
/// so no container is asked to enclose its children. What is bound: a padding's child is
/// inset by exactly the insets (R2.1, negative ones included); fixedSize, aspectRatio,
/// offset, scaleEffect, the chosen view of a ViewThatFits and the primary of an overlay or
/// background have their parent's frame (R2.4, R2.5a, R2.8a, R2.8c, R5.4, R2.6); frames,
/// containerRelativeFrame and overlay or background content align their children on the
/// parent's guide (R2.2, R2.3d, R2.10d, R2.6, R6.2) however much they overflow; `position`
/// puts the child's centre at its point (R2.8b); a GeometryReader's content starts at its
/// corner (R5.1); a stack's first child starts at the stack's start and, unless the spacing
/// is negative, each child starts after the previous one ends (R3.4). ZStack, ScrollView,
/// Grid, custom layouts and relations bind nothing. Layout frames are checked, not render
/// frames: `offset` and `scaleEffect` move drawing only.
///
/// Engines call `assertHolds` in debug builds (it is compiled out of release builds); tests
/// call `violations` directly, on engines' results and on hand-built bad ones.
public enum LayoutInvariants {
    /// Lengths agree within this, relative to their size (GLPK's solutions carry rounding).
    public static let tolerance = 1e-6

    /// Every invariant `result` breaks, for the tree it is a layout of (paths as in I.4).
    ///
    /// The result's nodes are the tree's in pre-order, some left out (the views ViewThatFits
    /// did not choose); a result node that is out of order or has no view in the tree is
    /// itself a violation. Linear in the tree's size, whatever its depth.
    public static func violations(of result: LayoutResult, tree: IndexedTree) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        // Step 1 (I.5): every frame is a number and no length is negative.
        for node in result.nodes {
            for (name, rect) in [("frame", node.frame)] + (node.render.map { [("render frame", $0)] } ?? []) {
                if [rect.x, rect.y, rect.width, rect.height].contains(where: \.isNaN) {
                    found.append(InvariantViolation(path: node.path, kind: node.kind, rule: "I.5", message: "the \(name) is not a number: \(rect)"))
                }
            }
            if node.frame.width < 0 || node.frame.height < 0 {
                found.append(InvariantViolation(path: node.path, kind: node.kind, rule: "I.5", message: "negative size in \(node.frame)"))
            }
        }
        // Step 2 (I.4): match the result to the tree in one pre-order walk; every reported
        // node's parent is reported too. A ViewThatFits's candidates share the reported path
        // `p.0`: only the one its `chosenCandidate` names is matched (the others are passed by).
        var frames = [NodeFrame?](repeating: nil, count: tree.nodes.count)
        var passed = [Bool](repeating: false, count: tree.nodes.count)
        var next = 0
        for (index, node) in tree.nodes.enumerated() where next < result.nodes.count {
            if node.parent >= 0 {
                let parent = tree.nodes[node.parent]
                if passed[node.parent] {
                    passed[index] = true
                } else if case .viewThatFits = parent.kind, let chosen = frames[node.parent]?.chosenCandidate,
                    parent.children.indices.contains(chosen), parent.children[chosen] != index
                {
                    passed[index] = true
                }
            }
            guard !passed[index], result.nodes[next].path == node.reportedPath else { continue }
            let reported = result.nodes[next]
            if node.parent >= 0 && frames[node.parent] == nil {
                found.append(InvariantViolation(path: reported.path, kind: reported.kind, rule: "I.4", message: "reported without its parent"))
            }
            frames[index] = reported
            next += 1
        }
        if next < result.nodes.count {
            let stray = result.nodes[next]
            found.append(InvariantViolation(path: stray.path, kind: stray.kind, rule: "I.4", message: "out of pre-order, or no view of the tree has this path"))
        }
        // Step 3: each parent's rule for where its children go (R2, R3, R5).
        let facts = SubtreeFacts(tree)
        for (index, node) in tree.nodes.enumerated() {
            guard let parent = frames[index] else { continue }
            let children = node.children.compactMap { child in frames[child].map { (tree: child, frame: $0) } }
            guard !children.isEmpty else { continue }
            found += placementViolations(parent, index, children, tree, facts)
        }
        return found
    }

    /// Stops a debug build at the first layout that breaks an invariant, naming every
    /// violation; compiled out of release builds, so it costs nothing there.
    @inlinable
    public static func assertHolds(_ result: LayoutResult, tree: IndexedTree) {
        #if DEBUG
        let broken = violations(of: result, tree: tree)
        if !broken.isEmpty {
            assertionFailure("\(result.engine) layout breaks invariants:\n" + broken.map(\.description).joined(separator: "\n"))
        }
        #endif
    }

    /// The violations of one parent's placement rule by the children present in the result.
    private static func placementViolations(
        _ parent: NodeFrame, _ index: Int, _ children: [(tree: Int, frame: NodeFrame)], _ tree: IndexedTree, _ facts: SubtreeFacts
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func violation(_ child: NodeFrame, _ rule: String, _ message: String) {
            found.append(InvariantViolation(path: child.path, kind: child.kind, rule: rule, message: message + " (parent \(parent.path) \(parent.kind) \(parent.frame))"))
        }
        let kind = tree.nodes[index].kind
        switch kind {
        case .padding(let insets):
            // R2.1: the child sits at (l, t) and the padding is the child plus the insets. A
            // padding whose negative insets outweigh the child is reported 0 wide (I.5), so the
            // size is checked only where the sum is not negative.
            guard let child = children.first(where: { $0.tree == tree.nodes[index].children[0] })?.frame,
                let top = insets.top.constantValue, let leading = insets.leading.constantValue,
                let bottom = insets.bottom.constantValue, let trailing = insets.trailing.constantValue
            else { break }
            if !same(child.frame.x, parent.frame.x + leading) || !same(child.frame.y, parent.frame.y + top) {
                violation(child, "R2.1", "not at the padding's origin plus the leading and top insets (\(leading), \(top)): \(child.frame)")
            }
            for (childLength, parentLength, insetSum, what) in [
                (child.frame.width, parent.frame.width, leading + trailing, "width"), (child.frame.height, parent.frame.height, top + bottom, "height"),
            ] where childLength + insetSum >= 0 && !same(childLength + insetSum, parentLength) {
                violation(child, "R2.1", "its \(what) plus the insets (\(insetSum)) is not the padding's: \(child.frame)")
            }
        case .fixedSize, .aspectRatio, .offset, .scaleEffect, .viewThatFits:
            // R2.4 and R2.5a answer the child's size; R2.8a and R2.8c leave layout alone;
            // R5.4: the chosen view is the ViewThatFits.
            for (_, child) in children where !same(child.frame, parent.frame) {
                violation(child, rule(of: kind), "its frame \(child.frame) is not its parent's")
            }
        case .geometryReader:
            // R5.1: content is placed at the reader's top-leading corner.
            for (_, child) in children where !same(child.frame.x, parent.frame.x) || !same(child.frame.y, parent.frame.y) {
                violation(child, "R5.1", "not at the reader's top-leading corner: \(child.frame)")
            }
        case .stack(let spec):
            // R3.4 step 5: children are placed in source order, the first at the stack's start,
            // each after the previous one and its gap. Negative spacing (I.5) lets them overlap,
            // so the order is checked only when the spacing is not negative, and not after a
            // child whose own content may be negative (I.5 reports it as 0 wide, but the next
            // child was placed after its true, negative length). Their ends are not
            // bound: a child re-proposed at placement (R0.4, R3.4b) may answer more than it did
            // while the stack was sized, and the stack keeps its size. Nor is the cross axis.
            let axis = spec.axis
            let first = children[0].frame
            // An infinite stack centred in an infinite space starts wherever I.5 puts it.
            if start(parent.frame, axis).isFinite && !same(start(first.frame, axis), start(parent.frame, axis)) {
                violation(first, "R3.4", "the first child does not start at the stack's start: \(first.frame)")
            }
            guard spec.spacing.map({ ($0.constantValue ?? -1) >= 0 }) ?? true else { break }
            for (previous, next) in zip(children, children.dropFirst()) {
                // After an infinite child every later one starts where I.5 puts it (inf - inf
                // is 0), so the order says nothing from there on.
                let end = start(previous.frame.frame, axis) + length(previous.frame.frame, axis)
                guard end.isFinite else { break }
                if !facts.mayGoNegative[previous.tree] && !lessOrSame(end, start(next.frame.frame, axis)) {
                    violation(next.frame, "R3.4", "starts before the previous child \(previous.frame.path) ends: \(next.frame.frame)")
                }
            }
        case .frame(let frame):
            found += alignmentViolations(parent, children, frame.alignment, "R2.2", facts.explicitGuide)
        case .flexibleFrame(let frame):
            found += alignmentViolations(parent, children, frame.alignment, "R2.3d", facts.explicitGuide)
        case .containerRelativeFrame(let spec):
            found += alignmentViolations(parent, children, spec.alignment, "R2.10d", facts.explicitGuide)
        case .overlay(let alignment), .background(let alignment):
            // R2.6: the primary (child 0) is the modifier's size; the content (child 1) is
            // aligned on it and may overflow.
            let primary = tree.nodes[index].children[0]
            for (tree, child) in children where tree == primary && !same(child.frame, parent.frame) {
                violation(child, "R2.6", "the primary's frame \(child.frame) is not the \(parent.kind)'s")
            }
            found += alignmentViolations(parent, children.filter { $0.tree != primary }, alignment, "R2.6", facts.explicitGuide)
        case .position(let x, let y):
            // R2.8b: the child's centre is at (x, y) in the position's space.
            guard let x = x.constantValue, let y = y.constantValue else { break }
            for (_, child) in children where child.frame.width.isFinite && child.frame.height.isFinite {
                let centre = (x: child.frame.x + child.frame.width / 2, y: child.frame.y + child.frame.height / 2)
                if !same(centre.x, parent.frame.x + x) || !same(centre.y, parent.frame.y + y) {
                    violation(child, "R2.8b", "its centre (\(centre.x), \(centre.y)) is not at (\(x), \(y)) from the position's origin")
                }
            }
        default:
            // ZStack (R4.1, R4.2: children are aligned on the highest-priority children's
            // point, not on the ZStack's frame, and re-proposed at placement), ScrollView
            // (R5.2, I.3), Grid and GridRow (I.6), custom layouts (their code places) and
            // relations (constraint-native) bind no child to their own frame.
            break
        }
        return found
    }

    private static func rule(of kind: NodeKind) -> String {
        switch kind {
        case .fixedSize: "R2.4"
        case .aspectRatio: "R2.5a"
        case .offset: "R2.8a"
        case .scaleEffect: "R2.8c"
        default: "R5.4"
        }
    }

    /// What each node's subtree holds, computed in one pass from the leaves up.
    struct SubtreeFacts {
        /// Whether the node or a view below it has an explicit alignment guide (R6.3, R6.4: a
        /// container inherits its children's).
        var explicitGuide: [Bool]
        /// Whether a length in the subtree may be negative before I.5 reports it as 0: a
        /// negative (or computed) padding inset, stack or grid spacing, or Spacer minimum.
        var mayGoNegative: [Bool]

        init(_ tree: IndexedTree) {
            explicitGuide = [Bool](repeating: false, count: tree.nodes.count)
            mayGoNegative = explicitGuide
            func negative(_ expr: Expr?) -> Bool { expr.map { ($0.constantValue ?? -1) < 0 } ?? false }
            for index in tree.nodes.indices.reversed() {
                let node = tree.nodes[index]
                explicitGuide[index] = !node.attributes.horizontalGuides.isEmpty || !node.attributes.verticalGuides.isEmpty
                var own = false
                switch node.kind {
                case .padding(let insets): own = [insets.top, insets.leading, insets.bottom, insets.trailing].contains { negative($0) }
                case .stack(let spec): own = negative(spec.spacing)
                case .grid(let spec): own = negative(spec.horizontalSpacing) || negative(spec.verticalSpacing)
                case .spacer(let minLength): own = negative(minLength)
                default: break
                }
                mayGoNegative[index] = own
                for child in node.children {
                    explicitGuide[index] = explicitGuide[index] || explicitGuide[child]
                    mayGoNegative[index] = mayGoNegative[index] || mayGoNegative[child]
                }
            }
        }
    }

    /// R6.2: in a frame, overlay or background, a child's origin is the container's guide
    /// minus the child's, per axis. Skipped for a child with an explicit guide below it (its
    /// guide is not the built-in one), for text baselines (they depend on the text) and for
    /// infinite lengths (I.5 puts an infinite child at 0).
    private static func alignmentViolations(
        _ parent: NodeFrame, _ children: [(tree: Int, frame: NodeFrame)], _ alignment: Alignment, _ rule: String, _ guides: [Bool]
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for (tree, child) in children where !guides[tree] {
            var axes: [(Axis, Double)] = [(.horizontal, alignment.horizontal.fraction)]
            if alignment.vertical != .firstTextBaseline && alignment.vertical != .lastTextBaseline { axes.append((.vertical, alignment.vertical.fraction)) }
            for (axis, fraction) in axes {
                let (outerLength, innerLength) = (length(parent.frame, axis), length(child.frame, axis))
                guard outerLength.isFinite, innerLength.isFinite else { continue }
                let parentGuide = start(parent.frame, axis) + fraction * outerLength
                let childGuide = start(child.frame, axis) + fraction * innerLength
                if !same(parentGuide, childGuide) {
                    found.append(
                        InvariantViolation(
                            path: child.path, kind: child.kind, rule: rule,
                            message: "not aligned \(axis == .horizontal ? alignment.horizontal.rawValue : alignment.vertical.rawValue) in its parent: its guide is at \(childGuide), the parent's at \(parentGuide) (parent \(parent.path) \(parent.kind) \(parent.frame))"))
                }
            }
        }
        return found
    }

    private static func start(_ rect: Rect, _ axis: Axis) -> Double { axis == .horizontal ? rect.x : rect.y }
    private static func length(_ rect: Rect, _ axis: Axis) -> Double { axis == .horizontal ? rect.width : rect.height }

    /// Equal within the tolerance (relative to the larger magnitude); equal infinities agree.
    static func same(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        guard a.isFinite, b.isFinite else { return false }
        return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
    }

    private static func lessOrSame(_ a: Double, _ b: Double) -> Bool { a <= b || same(a, b) }
}
