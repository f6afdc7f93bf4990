/// How the views of two layouts are paired.
public enum ViewMatching: String, Hashable, Sendable {
    /// Both layouts are of the same tree: views pair by path (I.4). A view present on one side
    /// only is a difference.
    case path
    /// The layouts are of twin trees (a constraint-native model and its SwiftUI-only twin):
    /// views pair by `id` tag, the k-th view tagged `t` on one side with the k-th on the other.
    /// Untagged views take no part; a tag present on one side only is a difference.
    case id
}
