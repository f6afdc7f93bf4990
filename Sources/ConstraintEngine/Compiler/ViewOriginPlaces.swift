import LinearProgramming
import ViewTree

/// Spells the start of a view's origins, `path kind ` (`0.1.2 frame `), and their end, the
/// view's model line (` (file:3:5)`), when one is read: the compiler's rows name their view by
/// its pre-order index and this spells it from the tree.
final class ViewOriginPlaces: LPOriginPlaces {
    let tree: IndexedTree

    init(_ tree: IndexedTree) { self.tree = tree }

    func spell(_ place: Int) -> String {
        guard tree.nodes.indices.contains(place) else { return "" }
        return "\(tree.path(of: place)) \(tree.nodes[place].kind.name) "
    }

    func spellEnd(_ place: Int) -> String {
        guard tree.nodes.indices.contains(place), let source = tree.nodes[place].attributes.source else { return "" }
        return " (\(source))"
    }
}
