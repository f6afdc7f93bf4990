import Comparison
import ConstraintEngine
import LinearProgramming
import NegotiationEngine
import ViewTree

/// Lays out each model of a report at every width of the sweep with both engines and draws
/// each window (Drawing.overlay), keeping the compiled programs for the rows the page shows.
public enum ReportBuilder {
    /// How a model is laid out in each window when that is not one layout of its tree by each
    /// engine: a model with geometry callbacks, whose negotiation layout is the passes' and whose
    /// constraint layout is the one program's (docs/geometry-feedback.md), as `compare` lays it
    /// out. The builder calls `negotiation`, then `constraints`, then `explained`, for each width
    /// in the sweep's order.
    public protocol WindowLayouts: AnyObject {
        /// The negotiation layout of `window` and the tree it is of (the passes' last state).
        func negotiation(_ window: ProposedSize) throws -> (root: ViewNode?, result: LayoutResult)
        /// The constraint engine's layout of the same window.
        func constraints(_ window: ProposedSize) throws -> LayoutResult
        /// `comparison`, of the window just laid out, with the differences that are not about
        /// layout given their cause (`feedback-once`).
        func explained(_ comparison: WindowComparison) -> WindowComparison
    }

    /// A model to report on: its name, tree and (for a constraint-native model) its twin.
    public struct Input {
        /// The model's path as given, the report's heading for it.
        public var name: String
        /// The model's view tree; nil for a file with no root view.
        public var root: ViewNode?
        /// The SwiftUI twin a constraint-native model is compared with; nil for other models.
        public var twin: ViewNode?
        /// The per-window layouts of a model with geometry callbacks; nil lays out `root`.
        public var layouts: (any WindowLayouts)?

        /// A model named `name`, with its tree and, for a constraint-native one, its twin; for a
        /// model with geometry callbacks, its `layouts`.
        public init(name: String, root: ViewNode?, twin: ViewNode? = nil, layouts: (any WindowLayouts)? = nil) {
            self.name = name
            self.root = root
            self.twin = twin
            self.layouts = layouts
        }
    }

    /// The report's data for `inputs` over `widths` at `height`; `initialWidth` picks each
    /// model's first picture. An engine failure at one width is kept as that step's error.
    /// On a screen with `safeArea`, every layout is the host's (ScreenHost); the programs shown
    /// are then the hosted tree's, whose view 0 is the safe area's padding.
    public static func build(
        _ inputs: [Input], widths: [Double], height: Double?, initialWidth: Double?, sweep: String,
        tolerance: Double = Comparison.defaultTolerance, safeArea: SafeAreaInsets = .zero
    ) -> ReportData {
        let host = ScreenHost(safeArea: safeArea)
        let models = inputs.map { model($0, widths: widths, height: height, initialWidth: initialWidth, tolerance: tolerance, host: host) }
        return ReportData(models: models, sweep: sweep, height: height.map(formatLength) ?? "nil")
    }

    private static func model(
        _ input: Input, widths: [Double], height: Double?, initialWidth: Double?, tolerance: Double, host: ScreenHost
    ) -> ReportData.Model {
        let compiled = ConstraintEngine().compile(host.hosted(input.root))
        defer { compiled.close() }
        let negotiationRoot = input.twin ?? input.root
        var steps: [ReportData.Step] = []
        var pieces: [ReportData.Piece] = []
        var pieceIndex: [String: Int] = [:]
        var summary = ReportData.Summary(
            views: 0, windows: widths.count, windowsDiffering: 0, viewsDiffering: 0, unexplained: 0, maxDiff: 0, failures: 0)
        for width in widths {
            let window = ProposedSize(width: width, height: height)
            // 1. Both layouts; a failure is this width's error, shown in place of the picture.
            var drawn = input.root
            let negotiation: LayoutResult
            let constraints: LayoutResult
            do {
                if let layouts = input.layouts {
                    (drawn, negotiation) = try layouts.negotiation(window)
                } else {
                    negotiation = try host.layout(negotiationRoot, in: window, with: NegotiationEngine())
                }
            } catch {
                steps.append(failed(width, "negotiation engine: \(error)", &summary))
                continue
            }
            do {
                if let layouts = input.layouts {
                    constraints = try layouts.constraints(window)
                } else {
                    let hosted: LayoutResult
                    do { hosted = try compiled.solve(window) } catch { throw host.unhosted(error) }
                    constraints = try host.finish(hosted, root: input.root) { node, size throws(LayoutError) in
                        try ConstraintEngine().layout(node, in: size)
                    }
                }
            } catch {
                steps.append(failed(width, "constraint engine: \(error)", &summary))
                continue
            }
            // 2. The picture and the comparison (a difference that is not about layout counted
            // as `compare` counts it: explained).
            let drawing = Drawing.overlay(
                root: drawn, twin: input.twin, negotiation: negotiation, constraints: constraints,
                options: RenderOptions(legend: false, sourceFiles: false), tolerance: tolerance)
            var comparison = drawing.comparison ?? WindowComparison(window: window, views: [])
            if let layouts = input.layouts { comparison = layouts.explained(comparison) }
            let counts = comparison.summary
            if steps.isEmpty || summary.views == 0 { summary.views = drawing.picture.items.count }
            if counts.differ > 0 {
                summary.windowsDiffering += 1
                summary.firstDifferingWidth = summary.firstDifferingWidth ?? width
            }
            summary.viewsDiffering += counts.differ
            summary.unexplained += counts.unexplained
            summary.maxDiff = Swift.max(summary.maxDiff, counts.differ > 0 ? counts.maxDiff : 0)
            // 3. The program of the piece this width falls in, once per piece.
            var piece: Int?
            if let (program, range) = try? compiled.program(for: window) {
                if let known = pieceIndex[range.range] {
                    piece = known
                } else {
                    pieces.append(ReportData.Piece(range: range.range, rows: ProgramRow.rows(of: program)))
                    pieceIndex[range.range] = pieces.count - 1
                    piece = pieces.count - 1
                }
            }
            steps.append(
                ReportData.Step(
                    width: width, svg: drawing.svg, error: nil, piece: piece, views: counts.views, differ: counts.differ,
                    maxDiff: counts.differ > 0 ? counts.maxDiff : 0))
        }
        let initial = initialWidth.flatMap { target in steps.indices.min { abs(steps[$0].width - target) < abs(steps[$1].width - target) } } ?? 0
        return ReportData.Model(
            name: input.name, baseEngine: input.twin == nil ? "negotiation" : "constraints", steps: steps, pieces: pieces,
            initialStep: initial, summary: summary)
    }

    private static func failed(_ width: Double, _ message: String, _ summary: inout ReportData.Summary) -> ReportData.Step {
        summary.failures += 1
        return ReportData.Step(width: width, svg: nil, error: message, piece: nil, views: 0, differ: 0, maxDiff: 0)
    }
}
