/// A GeometryReader's frame in a coordinate space used as a layout length, as the stretchy
/// header writes it: `Image("hero").frame(height: 280 + max(0, proxy.frame(in:
/// .named("scroll")).minY))`.
///
/// SwiftUI runs a reader's content once the reader is placed, so its frame is known there.
/// A reader's frame does not depend on its own content (its size is its proposal, its place
/// its parent's decision), so laying the tree out with the frames of the layout before gives
/// the same frames again: two layouts settle it, unless one reader's frame depends on another
/// reader's content, which takes one more layout per level.
///
/// Steps:
/// 1. replace each reader frame a length reads by a stand-in: 0 for a position, the reader's
///    size for its width and height; lay the tree out;
/// 2. read the frames from that layout (GeometryLookup, as the geometry callbacks read them)
///    and lay the tree out with them;
/// 3. repeat step 2 until the frames read equal those laid out with, at most `maxLayouts`
///    layouts; a frame that still changes then is an error naming its reader.
public enum ReaderFrameSettling {
    /// What an engine's "not available here" error adds for a reader's frame: where it is
    /// settled, and why a program compiled for a range of windows cannot read it.
    public static func unavailableNote(_ variable: ExprVariable) -> String {
        guard case .readerFrame = variable else { return "" }
        return " (a reader's frame is known once the layout is placed: solve, compare, render and report settle it over layouts at each window; a program compiled for a range of windows, as lp, formulas, query, bench sweep and solve --constrain compile, cannot read it)"
    }

    /// The most layouts step 3 runs.
    public static let maxLayouts = 8

    /// Whether a length of `root` reads a reader's frame.
    public static func isNeeded(_ root: ViewNode) -> Bool {
        root.containsLength { $0.readsReaderFrame }
    }

    /// `root` laid out by `layout` with its reader frames settled (steps 1-3).
    public static func layout(_ root: ViewNode, _ layout: (ViewNode) throws(LayoutError) -> LayoutResult) throws(LayoutError) -> LayoutResult {
        var read = Set<ExprVariable>()
        _ = root.mappingLengths { expr in
            for variable in expr.variables { if case .readerFrame = variable { read.insert(variable) } }
            return expr
        }
        // Step 1: stand-ins.
        var known: [ExprVariable: Double] = [:]
        var tree = substituted(root, known)
        var result = try layout(tree)
        for _ in 1..<maxLayouts {
            // Step 2: the frames of the layout before.
            let lookup = GeometryLookup(root: tree, result: result, anchors: [:])
            var frames: [ExprVariable: Double] = [:]
            for variable in read { frames[variable] = lookup.value(variable) }
            if frames == known, !known.isEmpty || read.isEmpty { return result }
            known = frames
            tree = substituted(root, known)
            result = try layout(tree)
        }
        // Step 3: still changing.
        let lookup = GeometryLookup(root: tree, result: result, anchors: [:])
        let moving = read.first { lookup.value($0) != known[$0] }
        var path = "0", name = "GeometryReader"
        if case .readerFrame(let id, _, _)? = moving, let readerPath = lookup.paths[id] {
            path = readerPath
            name = lookup.frames[readerPath]?.kind ?? name
        }
        throw LayoutError(
            message: "\(moving.map { "\($0)" } ?? "a reader's frame"), read as a layout length, still changes after \(maxLayouts) layouts: the reader's place depends on what its own frame sizes",
            path: path, kind: name)
    }

    /// `root` with each reader frame its lengths read replaced: by its value in `known`, else
    /// by step 1's stand-in.
    static func substituted(_ root: ViewNode, _ known: [ExprVariable: Double]) -> ViewNode {
        root.mappingLengths { expr in
            guard expr.readsReaderFrame else { return expr }
            return expr.substituting { variable in
                guard case .readerFrame(let id, _, let member) = variable else { return nil }
                if let value = known[variable] { return .constant(value) }
                switch member {
                case "width": return .variable(.readerWidth(id))
                case "height": return .variable(.readerHeight(id))
                default: return .constant(0)
                }
            }
        }
    }
}
