/// From a result's reported paths back to tree paths (I.4).
///
/// A result reports a ViewThatFits's laid-out candidate as `p.0` whatever its index among the
/// children; a reader that looks the view up in the tree (its look, its attributes) needs the
/// tree path `p.i`, which the ViewThatFits's `chosenCandidate` gives.
public struct ReportedPaths: Sendable {
    /// Each ViewThatFits's chosen candidate, by the ViewThatFits's reported path.
    public let chosen: [String: Int]

    /// The choices `nodes` record.
    public init(_ nodes: [NodeFrame]) {
        var chosen: [String: Int] = [:]
        for node in nodes {
            if let candidate = node.chosenCandidate { chosen[node.path] = candidate }
        }
        self.chosen = chosen
    }

    /// The tree path of the view reported at `path`: each step `0` below a ViewThatFits is
    /// its chosen candidate's index. Unchanged when the result has no ViewThatFits.
    public func treePath(_ path: String) -> String {
        guard !chosen.isEmpty else { return path }
        var reported = ""
        var tree = ""
        for step in path.split(separator: ".", omittingEmptySubsequences: false) {
            if reported.isEmpty {
                reported = String(step)
                tree = String(step)
                continue
            }
            let candidate = step == "0" ? chosen[reported] : nil
            reported += "." + step
            tree += "." + (candidate.map(String.init) ?? String(step))
        }
        return tree
    }
}
