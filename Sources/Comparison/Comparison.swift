import ViewTree

/// Compares two engines' layouts view by view and marks every disagreement.
///
/// Neither engine approximates SwiftUI's rules (docs/comparison.md), so a differing view, and
/// a view that one layout lacks, is unexplained.
public enum Comparison {
    /// The default tolerance, in points: frames closer than this agree.
    public static let defaultTolerance = 0.01

    /// Compares the two layouts of one window.
    ///
    /// A view differs when any of x, y, width and height differs by more than `tolerance`
    /// (see `FrameDifference` for infinities and rounding), and a ViewThatFits also when the
    /// engines laid out different candidates. The window reported is the
    /// negotiation layout's.
    public static func compare(
        _ negotiation: LayoutResult, _ constraints: LayoutResult,
        tolerance: Double = defaultTolerance, matching: ViewMatching = .path
    ) -> WindowComparison {
        let pairs = matching == .path ? pairsByPath(negotiation, constraints) : pairsById(negotiation, constraints)
        let measured = pairs.map { Measured($0, tolerance: tolerance) }
        let views = measured.map { view -> ViewComparison in
            let cause: DifferenceCause? = view.differs || view.chosenCandidate?.differs == true ? .unexplained : nil
            return ViewComparison(
                path: view.path, id: view.id, kind: view.kind, negotiation: view.negotiation,
                constraints: view.constraints, diff: view.diff, cause: cause, chosenCandidate: view.chosenCandidate)
        }
        var warnings: [LayoutWarning] = []
        for warning in negotiation.warnings + constraints.warnings where !warnings.contains(warning) {
            warnings.append(warning)
        }
        return WindowComparison(window: negotiation.window, views: views, warnings: warnings)
    }

    /// A view of one layout or both, before causes are assigned.
    private typealias Pair = (negotiation: NodeFrame?, constraints: NodeFrame?)

    /// Pairs by path, in path order; a path on one side only pairs with nothing.
    private static func pairsByPath(_ negotiation: LayoutResult, _ constraints: LayoutResult) -> [Pair] {
        let left = firstByPath(negotiation.nodes)
        let right = firstByPath(constraints.nodes)
        let paths = Set(left.keys).union(right.keys).sorted(by: pathPrecedes)
        return paths.map { (left[$0], right[$0]) }
    }

    private static func firstByPath(_ nodes: [NodeFrame]) -> [String: NodeFrame] {
        var byPath: [String: NodeFrame] = [:]
        for node in nodes where byPath[node.path] == nil { byPath[node.path] = node }
        return byPath
    }

    /// Pairs the k-th view tagged `t` on each side: the constraints layout's tagged views in
    /// pre-order, then the negotiation layout's tagged views left over.
    private static func pairsById(_ negotiation: LayoutResult, _ constraints: LayoutResult) -> [Pair] {
        var tagged: [String: [NodeFrame]] = [:]
        for node in negotiation.nodes {
            if let id = node.id { tagged[id, default: []].append(node) }
        }
        var pairs: [Pair] = []
        var used: [String: Int] = [:]
        for node in constraints.nodes {
            guard let id = node.id else { continue }
            let index = used[id, default: 0]
            used[id] = index + 1
            let candidates = tagged[id] ?? []
            pairs.append((index < candidates.count ? candidates[index] : nil, node))
        }
        var seen: [String: Int] = [:]
        for node in negotiation.nodes {
            guard let id = node.id else { continue }
            let index = seen[id, default: 0]
            seen[id] = index + 1
            if index >= used[id, default: 0] { pairs.append((node, nil)) }
        }
        return pairs
    }
}

/// One pair's frames and difference.
private struct Measured {
    var path: String
    var id: String?
    var kind: String
    var negotiation: Rect?
    var constraints: Rect?
    var diff: Double
    var differs: Bool
    var missingSide: Bool
    var chosenCandidate: CandidateChoice?

    init(_ pair: (negotiation: NodeFrame?, constraints: NodeFrame?), tolerance: Double) {
        // Every pair has at least one side.
        let subject = pair.constraints ?? pair.negotiation!
        path = subject.path
        id = subject.id
        kind = subject.kind
        negotiation = pair.negotiation?.frame
        constraints = pair.constraints?.frame
        if pair.negotiation?.chosenCandidate != nil || pair.constraints?.chosenCandidate != nil {
            chosenCandidate = CandidateChoice(negotiation: pair.negotiation?.chosenCandidate, constraints: pair.constraints?.chosenCandidate)
        }
        if let negotiation, let constraints {
            let difference = FrameDifference(negotiation, constraints, tolerance: tolerance)
            diff = difference.magnitude
            differs = difference.exceeds
            missingSide = false
        } else {
            diff = .infinity
            differs = true
            missingSide = true
        }
    }
}
