import LinearProgramming
import ViewTree

/// Spells the start of a view's origins, `path kind ` (`0.1.2 frame `), and their end, the
/// view's model line (` (file:3:5)`), when one is read: the compiler's rows name their view by
/// its pre-order index and this spells it from the tree.
///
/// The path and kind are the ones results report (I.4), so that a row's view is the line
/// `solve` prints for it: a ViewThatFits's candidate is `p.0` (a piece's program holds the
/// one candidate laid out there), and a view shown under another name (a LazyVGrid's
/// adaptive columns, built as a ViewThatFits of grids) reads as that name.
final class ViewOriginPlaces: LPOriginPlaces {
    let tree: IndexedTree

    init(_ tree: IndexedTree) { self.tree = tree }

    func spell(_ place: Int) -> String {
        guard tree.nodes.indices.contains(place) else { return "" }
        return "\(tree.reportedPath(of: place)) \(tree.nodes[place].reportedKind) "
    }

    func spellEnd(_ place: Int) -> String {
        guard tree.nodes.indices.contains(place), let source = tree.nodes[place].attributes.source else { return "" }
        return " (\(source))"
    }
}

/// The view a row or column names, as a layout error carries it: the path and kind results
/// report and the view's model line.
struct ViewPlace {
    var path: String
    var kind: String
    var source: SourceLocation?

    /// The view `origin` was made at, read from its place (not from its text, whose kind may
    /// hold spaces: `3 columns`); nil for an origin that names no view.
    init?(_ origin: LPOrigin?) {
        guard let origin, let places = origin.places as? ViewOriginPlaces, places.tree.nodes.indices.contains(origin.place) else { return nil }
        let node = places.tree.nodes[origin.place]
        path = places.tree.reportedPath(of: origin.place)
        kind = node.reportedKind
        source = node.attributes.source
    }
}

