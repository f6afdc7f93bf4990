/// Lays a model out on a screen with a safe area, around either engine.
///
/// SwiftUI's host proposes the safe area to the root view and places it there; a view that
/// ignores the safe area (`ignoresSafeArea`, a shape-style background) and touches one of its
/// edges is then extended to the window's edge and laid out again at its new size, its
/// siblings unmoved (docs/devices.md, "Safe-area rules"). Both engines run the same steps:
///
/// 1. the root is wrapped in a padding of the insets (`hosted`), which either engine lays out
///    as it lays out any padding: the root is proposed the safe area and centred in it;
/// 2. the wrapper is dropped from the result and the paths are re-rooted (`finish`);
/// 3. every view that ignores the safe area on an edge it touches is extended to the window's
///    edge on that side: its subtree is laid out again by the same engine, proposed the
///    extended size with no insets, and placed at the extended frame's top-leading corner
///    (SwiftUI: the content of a view that ignores the safe area is laid out under the bars),
///    with the environment it inherited in place, a ScrollView with its content inset by
///    what it was extended over (`extensionRoot`).
///
/// On a bare canvas (no insets) nothing is wrapped or extended: the layout is the engine's.
public struct ScreenHost: Sendable {
    /// The screen's insets.
    public var safeArea: SafeAreaInsets

    /// A host for a screen with `safeArea`.
    public init(safeArea: SafeAreaInsets) { self.safeArea = safeArea }

    /// A host for `screen`.
    public init(_ screen: Screen) { self.init(safeArea: screen.safeArea) }

    /// How far inside a safe-area edge a view still touches it.
    static let touchTolerance = 1e-6

    /// Step 1: the tree an engine lays out for this screen (the root itself on a bare canvas).
    public func hosted(_ root: ViewNode?) -> ViewNode? {
        guard let root, !safeArea.isZero else { return root }
        let insets = EdgeInsets(
            top: Expr(safeArea.top), leading: Expr(safeArea.leading), bottom: Expr(safeArea.bottom), trailing: Expr(safeArea.trailing))
        var wrapper = ViewNode(.padding(insets), children: [root])
        wrapper.attributes.displayKind = "safe area"
        wrapper.attributes.hostsScreen = true
        return wrapper
    }

    /// Lays `root` out with `engine` in `window` on this screen (steps 1 to 3); a reader's
    /// frame read as a layout length is settled over layouts of the whole screen (ReaderFrameSettling).
    public func layout(_ root: ViewNode?, in window: ProposedSize, with engine: any LayoutEngine) throws(LayoutError) -> LayoutResult {
        try layout(root, in: window) { tree, size throws(LayoutError) in try engine.layout(tree, in: size) }
    }

    /// The same, with `engineLayout` laying a tree out in a window (an engine that compiles
    /// each tree it is given: the constraint engine's layout factory).
    public func layout(
        _ root: ViewNode?, in window: ProposedSize, using engineLayout: (ViewNode?, ProposedSize) throws(LayoutError) -> LayoutResult
    ) throws(LayoutError) -> LayoutResult {
        // Steps 1 to 3 for one tree.
        func screenLayout(_ tree: ViewNode?) throws(LayoutError) -> LayoutResult {
            let hostedResult: LayoutResult
            do { hostedResult = try engineLayout(hosted(tree), window) } catch { throw unhosted(error) }
            return try finish(hostedResult, root: tree) { node, size throws(LayoutError) in try engineLayout(node, size) }
        }
        if let root, ReaderFrameSettling.isNeeded(root) {
            return try ReaderFrameSettling.layout(root) { tree throws(LayoutError) in try screenLayout(tree) }
        }
        return try screenLayout(root)
    }

    /// Steps 2 and 3 on the layout of `hosted(root)`; `relayout` lays a subtree out in a
    /// window of its extended size with the same engine.
    public func finish(
        _ hostedResult: LayoutResult, root: ViewNode?, relayout: (ViewNode, ProposedSize) throws(LayoutError) -> LayoutResult
    ) throws(LayoutError) -> LayoutResult {
        guard let root, !safeArea.isZero else { return hostedResult }
        var result = unwrapped(hostedResult)
        try extendIgnoringViews(&result, root: root, relayout: relayout)
        return result
    }

    /// What `measure` (an engine's query of a tree before its layout, by tree path) gives for
    /// `root` on this screen, by the model's tree paths: step 1's tree measured, the wrapper
    /// dropped (step 2). Nil when a view ignores the safe area: step 3 lays it out again at
    /// another size, which the hosted tree's query does not know.
    public func hostedQuery<Value>(
        _ root: ViewNode?, _ measure: (ViewNode?) throws(LayoutError) -> [String: Value]
    ) throws(LayoutError) -> [String: Value]? {
        guard let root, !safeArea.isZero else { return try measure(root) }
        if Self.anyIgnores(root) { return nil }
        let measured: [String: Value]
        do { measured = try measure(hosted(root)) } catch { throw unhosted(error) }
        var values: [String: Value] = [:]
        for (path, value) in measured where path != "0" { values[Self.rerooted(path)] = value }
        return values
    }

    /// An engine's error about the hosted tree, its path re-rooted at the model's root.
    public func unhosted(_ error: LayoutError) -> LayoutError {
        guard !safeArea.isZero else { return error }
        var error = error
        error.path = Self.rerooted(error.path)
        return error
    }

    // MARK: Step 2

    private func unwrapped(_ result: LayoutResult) -> LayoutResult {
        var result = result
        result.nodes = result.nodes.dropFirst().map { node in
            var node = node
            node.path = Self.rerooted(node.path)
            return node
        }
        result.warnings = result.warnings.map { warning in
            var warning = warning
            warning.path = Self.rerooted(warning.path)
            return warning
        }
        return result
    }

    /// `0.0.2` in the hosted tree is `0.2` in the model's.
    static func rerooted(_ path: String) -> String {
        guard path.hasPrefix("0.0") else { return path }
        return "0" + path.dropFirst(3)
    }

    // MARK: Step 3

    private func extendIgnoringViews(
        _ result: inout LayoutResult, root: ViewNode, relayout: (ViewNode, ProposedSize) throws(LayoutError) -> LayoutResult
    ) throws(LayoutError) {
        let window = result.window
        guard Self.anyIgnores(root), let safe = safeRect(window) else { return }
        // A ViewThatFits's candidate is reported as `p.0`; the tree is read at its tree path.
        let reported = ReportedPaths(result.nodes)
        var index = 0
        while index < result.nodes.count {
            let placed = result.nodes[index]
            let treePath = reported.treePath(placed.path)
            guard let node = Self.node(at: treePath, in: root), let edges = node.attributes.ignoresSafeArea, !edges.isEmpty else {
                index += 1
                continue
            }
            let extended = extendedFrame(placed.frame, edges: edges, safe: safe, window: window)
            guard extended != placed.frame else {
                index += 1
                continue
            }
            let again = try relayout(
                Self.extensionRoot(node, at: treePath, in: root, placed: placed.frame, extended: extended), ProposedSize(extended.size))
            let count = again.nodes.count
            guard index + count <= result.nodes.count, count > 0 else {
                index += 1
                continue
            }
            // Placed at the extended frame's top-leading corner (SwiftUI proposes the view its
            // size plus the insets and places it that far up and left); the engine centred
            // the subtree in a window of that size, so it is moved from where it put it.
            let placedAgain = again.nodes[0].frame
            let dx = extended.x - placedAgain.x, dy = extended.y - placedAgain.y
            for (offset, var frame) in again.nodes.enumerated() {
                frame.path = placed.path + frame.path.dropFirst(1)
                frame.frame.origin = Point(x: frame.frame.x + dx, y: frame.frame.y + dy)
                if let render = frame.render { frame.render = Rect(x: render.x + dx, y: render.y + dy, width: render.width, height: render.height) }
                result.nodes[index + offset] = frame
            }
            for warning in again.warnings {
                var moved = warning
                moved.path = placed.path + warning.path.dropFirst(1)
                if !result.warnings.contains(moved) { result.warnings.append(moved) }
            }
            // A state program solved again with the extended view (its root extended) is
            // the one whose geometry the frames above show: its states, not the first solve's.
            if !again.states.isEmpty { result.states = again.states }
            // Views inside an extended view have no insets left to ignore.
            index += count
        }
    }

    /// Whether any view of the tree ignores the safe area (most trees: none, and step 3 is skipped).
    static func anyIgnores(_ root: ViewNode) -> Bool {
        var found = false
        root.preorder { node, _ in if node.attributes.ignoresSafeArea?.isEmpty == false { found = true } }
        return found
    }

    /// The safe area in window coordinates; an unspecified or infinite side has no insets.
    func safeRect(_ window: ProposedSize) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let width = window.width, let height = window.height, width.isFinite, height.isFinite else { return nil }
        return (safeArea.leading, safeArea.top, width - safeArea.trailing, height - safeArea.bottom)
    }

    /// The frame extended to the window's edge on each ignored edge it touches.
    func extendedFrame(
        _ frame: Rect, edges: EdgeSet, safe: (minX: Double, minY: Double, maxX: Double, maxY: Double), window: ProposedSize
    ) -> Rect {
        guard let width = window.width, let height = window.height else { return frame }
        let t = Self.touchTolerance
        var minX = frame.x, minY = frame.y, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), safeArea.top > 0, minY <= safe.minY + t { minY = Swift.min(minY, 0) }
        if edges.contains(.leading), safeArea.leading > 0, minX <= safe.minX + t { minX = Swift.min(minX, 0) }
        if edges.contains(.bottom), safeArea.bottom > 0, maxY >= safe.maxY - t { maxY = Swift.max(maxY, height) }
        if edges.contains(.trailing), safeArea.trailing > 0, maxX >= safe.maxX - t { maxX = Swift.max(maxX, width) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The node at `path` (`0.2.1`) of the tree rooted at `root`.
    static func node(at path: String, in root: ViewNode) -> ViewNode? {
        var node = root
        for step in path.split(separator: ".").dropFirst() {
            guard let index = Int(step), node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }
}
