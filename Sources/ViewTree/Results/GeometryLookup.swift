/// The geometry a callback reads after a layout: each GeometryReader's (and each geometry
/// callback's view's) frame, found through the view tree's paths in the layout result.
public struct GeometryLookup: Sendable {
    /// Reader and anchor identities and the path of their node.
    public var paths: [ReaderID: String] = [:]
    /// The path of each marked node (a mark may sit on several nodes: a modifier applied to a group).
    public var marked: [Int: [String]] = [:]
    /// Named coordinate spaces and the paths that declare them.
    public var spaces: [String: [String]] = [:]
    /// The laid-out frames by tree path (a ViewThatFits's candidate, reported as `p.0`, is
    /// filed under its tree path `p.i`, I.4).
    public var frames: [String: NodeFrame] = [:]

    /// The frames of `result`, found through the paths of `root` (the tree it laid out);
    /// `anchors` maps a geometry callback's identity to the mark of the view it reads.
    public init(root: ViewNode?, result: LayoutResult, anchors: [ReaderID: Int]) {
        let reported = ReportedPaths(result.nodes)
        for node in result.nodes { frames[reported.treePath(node.path)] = node }
        guard let root else { return }
        var work: [(ViewNode, String)] = [(root, "0")]
        while let (node, path) = work.popLast() {
            if case .geometryReader(let id) = node.kind, paths[id] == nil { paths[id] = path }
            for mark in node.attributes.feedbackMarks { marked[mark, default: []].append(path) }
            if let name = node.attributes.coordinateSpace { spaces[name, default: []].append(path) }
            for (index, child) in node.children.enumerated().reversed() { work.append((child, "\(path).\(index)")) }
        }
        for (anchor, mark) in anchors where paths[anchor] == nil {
            if let first = marked[mark]?.min(by: TreePathOrder.less) { paths[anchor] = first }
        }
    }

    /// The value of a geometry variable, nil when it names nothing laid out.
    public func value(_ variable: ExprVariable) -> Double? {
        switch variable {
        case .readerWidth(let id): return paths[id].flatMap { frames[$0] }?.frame.size.width
        case .readerHeight(let id): return paths[id].flatMap { frames[$0] }?.frame.size.height
        case .readerFrame(let id, let space, let member):
            guard let path = paths[id], let rect = frame(path, in: space) else { return nil }
            switch member {
            case "minX": return rect.origin.x
            case "minY": return rect.origin.y
            case "width": return rect.size.width
            case "height": return rect.size.height
            default: return nil
            }
        default: return nil
        }
    }

    /// `frame(in:)` of the node at `path`: `global` is where it is drawn in the window (its
    /// render frame under offset or scaleEffect, I.4); `named:x` is that, less the origin of
    /// the nearest enclosing view with `coordinateSpace(name: x)` (global when none encloses it).
    public func frame(_ path: String, in space: String) -> Rect? {
        guard let node = frames[path] else { return nil }
        let global = node.render ?? node.frame
        guard space.hasPrefix("named:") else { return global }
        let name = String(space.dropFirst("named:".count))
        let enclosing = (spaces[name] ?? []).filter { path == $0 || path.hasPrefix($0 + ".") }.max { $0.count < $1.count }
        guard let enclosing, let container = frames[enclosing] else { return global }
        let origin = (container.render ?? container.frame).origin
        return Rect(x: global.origin.x - origin.x, y: global.origin.y - origin.y, width: global.size.width, height: global.size.height)
    }

    /// Whether `path` is `ancestor` or inside it.
    public static func contains(_ ancestor: String, _ path: String) -> Bool { path == ancestor || path.hasPrefix(ancestor + ".") }
}

/// Paths in pre-order.
public enum TreePathOrder {
    /// Whether the node at path `a` comes before the one at `b` in pre-order.
    public static func less(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }
}
