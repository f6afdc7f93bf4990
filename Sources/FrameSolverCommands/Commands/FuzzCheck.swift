import Comparison
import FrameSolver
import TreeFuzzing

/// What `framesolver fuzz --check` compares with the negotiation engine on each random tree.
///
/// - `layouts`: both engines' frames at the five differential windows.
/// - `formulas`: `ConstraintEngine.formulas` over widths 0...800 at height 300 held to the
///   negotiation engine (`ConstraintEngine.formulaDisagreement`).
/// - `queries`: one view of the tree tagged (the seed picks it), the narrowest width in 0...600
///   at which it is at least its median width over a scan of the negotiation engine every half
///   point; the query's answer must satisfy the constraint there, and no scanned width below it
///   may.
enum FuzzCheck: String {
    case layouts, formulas, queries

    /// What one tree is checked over, for the summary line.
    var unit: String {
        switch self {
        case .layouts: "\(FuzzCommand.windows.count) windows"
        case .formulas: "formulas over widths 0...800"
        case .queries: "a query over widths 0...600"
        }
    }

    /// What one tree's check found.
    enum Outcome {
        case agree
        /// The first disagreement, or an error either engine raised.
        case disagree(String)
        /// Nothing to check: the tagged view of `queries` has one width at every window.
        case nothingAsked
    }

    /// The check of `tree` (the tree of `seed`).
    func outcome(_ tree: ViewNode, seed: UInt64, engine: ConstraintEngine) -> Outcome {
        switch self {
        case .layouts: FuzzCommand.disagreement(tree, engine: engine).map(Outcome.disagree) ?? .agree
        case .formulas: engine.formulaDisagreement(tree, widths: 0...800, height: 300).map(Outcome.disagree) ?? .agree
        case .queries: Self.queryOutcome(tree, seed: seed, engine: engine)
        }
    }

    /// The `queries` check of `tree`, the view the seed picks tagged.
    static func queryOutcome(_ tree: ViewNode, seed: UInt64, engine: ConstraintEngine) -> Outcome {
        let height = 300.0
        var counter = 0
        let tree = tagged(tree, at: Int(seed % UInt64(Swift.max(viewCount(tree), 1))), counter: &counter)
        // The tagged view's width every half point.
        var scan: [(width: Double, length: Double)] = []
        for w in stride(from: 0.0, through: 600, by: 0.5) {
            guard let layout = try? NegotiationEngine().layout(tree, in: ProposedSize(width: w, height: height)),
                let view = layout[id: tag]
            else { continue }
            scan.append((w, view.frame.width))
        }
        let lengths = scan.map(\.length).sorted()
        // A view that never changes width asks nothing of the query.
        guard lengths.count > 10, let low = lengths.first, let high = lengths.last, high - low > 1 else { return .nothingAsked }
        let target = (lengths[lengths.count / 2] * 1000).rounded() / 1000
        let compiled = engine.compile(tree)
        defer { compiled.close() }
        let answer: QueryAnswer?
        do {
            answer = try compiled.query(
                LayoutExpression(parsing: "window.width"), maximize: false, constraints: [LayoutConstraint(parsing: "#\(tag).width >= \(target)")],
                widths: 0...600, height: height)
        } catch {
            return .disagree("query #\(tag).width >= \(target): \(error)")
        }
        let firstScanned = scan.first { $0.length >= target - 1e-9 }?.width
        guard let width = answer?.window.width else {
            return firstScanned.map { .disagree("query #\(tag).width >= \(target): no answer, but width \($0) satisfies it") } ?? .agree
        }
        if let earlier = scan.first(where: { $0.width < width - 1e-6 && $0.length >= target + 1e-6 }) {
            return .disagree("query #\(tag).width >= \(target): answer \(width), but width \(earlier.width) already gives \(earlier.length)")
        }
        guard let there = try? NegotiationEngine().layout(tree, in: ProposedSize(width: width, height: height))[id: tag]?.frame.width else {
            return .disagree("query #\(tag).width >= \(target): the negotiation engine does not place the view at the answer \(width)")
        }
        if there < target - 1e-6 && answer?.openEnd == nil {
            return .disagree("query #\(tag).width >= \(target): answer \(width), where the negotiation engine gives \(there)")
        }
        return .agree
    }

    /// The views of `node`'s tree.
    private static func viewCount(_ node: ViewNode) -> Int { node.children.reduce(1) { $0 + viewCount($1) } }

    /// The tag `queries` puts on one view.
    private static let tag = "fuzzed"

    /// `node` with the view at pre-order position `target` tagged; `counter` counts the views.
    private static func tagged(_ node: ViewNode, at target: Int, counter: inout Int) -> ViewNode {
        var copy = node
        if counter == target { copy.attributes.id = tag }
        counter += 1
        copy.children = node.children.map { tagged($0, at: target, counter: &counter) }
        return copy
    }
}
