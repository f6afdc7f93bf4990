import LeafMeasurement
import ViewTree

/// A solved layout ready to draw: each node's frames joined with its look from the tree.
///
/// Nodes are matched to the tree by path (I.4); a node the tree lacks (which no engine
/// reports today) is drawn as a plain box.
public struct LayoutPicture: Sendable {
    /// One node to draw.
    public struct Item: Sendable {
        /// The node's path (I.4), written into the SVG as `data-path`.
        public var path: String
        /// The node's kind (I.4), shown in the box's tooltip.
        public var kind: String
        /// The node's `id` tag, if any.
        public var id: String?
        /// The layout frame, in window coordinates.
        public var frame: Rect
        /// Where it is drawn under `offset`/`scaleEffect`; nil elsewhere.
        public var render: Rect?
        /// Where the view was written, for the box's `data-source`.
        public var source: SourceLocation?
        /// How the box is painted: fill, outline, opacity, border.
        public var look: Look
        /// Where the paint is cut off: the frames (as drawn) of the view and its ancestors that
        /// clip (`clipped()`, `clipShape`, `cornerRadius`), intersected; nil where none does.
        public var clip: Rect?
        /// The corner radius of `clip` when one view clips (several: square corners).
        public var clipRadius = 0.0
    }

    /// The engine that produced the frames.
    public var engine: String
    /// The window the layout was given.
    public var window: ProposedSize
    /// The nodes with finite frames, in pre-order (parents before children, drawn in that order).
    public var items: [Item]
    /// The indices of `items` in the order they are painted: pre-order, except that a
    /// `background`'s content (child 1) is painted before the view it backs (child 0), as
    /// SwiftUI draws it behind.
    public var paintOrder: [Int]
    /// Paths of nodes whose frame is not finite (an infinite proposal's answer): not drawn,
    /// listed in the legend.
    public var undrawn: [String]

    /// Joins `result`'s frames with the looks of `root`'s nodes.
    public init(root: ViewNode?, result: LayoutResult) {
        engine = result.engine
        window = result.window
        items = []
        undrawn = []
        var looks: [String: Look] = [:]
        var backgrounds: Set<String> = []
        if let root {
            let tree = IndexedTree(root: root)
            for (node, look) in zip(tree.nodes, Look.resolve(tree)) {
                looks[node.path] = look
                if case .background = node.kind { backgrounds.insert(node.path) }
            }
        }
        // Looks are keyed by tree path; a ViewThatFits's candidate is reported as `p.0` (I.4).
        let reported = ReportedPaths(result.nodes)
        var backed: Set<String> = []
        for node in result.nodes {
            guard node.frame.isFinite, node.render?.isFinite ?? true else {
                undrawn.append(node.path)
                continue
            }
            let treePath = reported.treePath(node.path)
            if backgrounds.contains(treePath) { backed.insert(node.path) }
            items.append(
                Item(
                    path: node.path, kind: node.kind, id: node.id, frame: node.frame, render: node.render,
                    source: node.source, look: looks[treePath] ?? Look(paint: .none)))
        }
        paintOrder = Self.paintOrder(items.map(\.path), backgrounds: backed)
        Self.clip(&items)
    }

    /// Each item's clip: the drawn frames of the clipping views at or above it, intersected
    /// (ancestors found by path, I.4).
    static func clip(_ items: inout [Item]) {
        var index: [String: Int] = [:]
        for (i, item) in items.enumerated() { index[item.path] = i }
        for i in items.indices {
            var clip: Rect?
            var clippers = 0
            var radius = 0.0
            var path = Substring(items[i].path)
            while true {
                if let j = index[String(path)], items[j].look.clipsContent {
                    let drawn = items[j].render ?? items[j].frame
                    clip = clip.map { $0.intersection(drawn) } ?? drawn
                    clippers += 1
                    radius = items[j].look.clipRadius
                }
                guard let dot = path.lastIndex(of: ".") else { break }
                path = path[..<dot]
            }
            items[i].clip = clip
            items[i].clipRadius = clippers == 1 ? radius : 0
        }
    }

    /// Pre-order over the paths, visiting a background's child 1 before its child 0.
    static func paintOrder(_ paths: [String], backgrounds: Set<String>) -> [Int] {
        var children: [String: [Int]] = [:]
        var roots: [Int] = []
        let known = Set(paths)
        for (index, path) in paths.enumerated() {
            if let dot = path.lastIndex(of: "."), known.contains(String(path[..<dot])) {
                children[String(path[..<dot]), default: []].append(index)
            } else {
                roots.append(index)
            }
        }
        var order: [Int] = []
        order.reserveCapacity(paths.count)
        var stack = Array(roots.reversed())
        while let index = stack.popLast() {
            order.append(index)
            var next = children[paths[index]] ?? []
            if backgrounds.contains(paths[index]), next.count >= 2 { next.swapAt(0, 1) }
            stack += next.reversed()
        }
        return order
    }

    /// The rectangle the window stands for: its sides, or the root's where a side is nil or
    /// infinite (the root then takes its ideal or an unbounded size).
    public var windowRect: Rect {
        let root = items.first?.frame
        func side(_ value: Double?, _ fallback: Double?) -> Double {
            if let value, value.isFinite { return value }
            return fallback ?? 0
        }
        return Rect(x: 0, y: 0, width: side(window.width, root.map(\.maxX)), height: side(window.height, root.map(\.maxY)))
    }
}

extension Rect {
    /// The part of this rectangle inside `other` (an empty rectangle where they do not meet).
    func intersection(_ other: Rect) -> Rect {
        let x = Swift.max(self.x, other.x), y = Swift.max(self.y, other.y)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        return Rect(x: x, y: y, width: Swift.max(0, maxX - x), height: Swift.max(0, maxY - y))
    }

    /// Whether every coordinate is a finite number.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }
}
