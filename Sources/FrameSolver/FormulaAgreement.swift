import ConstraintEngine
import NegotiationEngine
import ViewTree

/// `ConstraintEngine.formulas` held to the negotiation engine: what `framesolver fuzz --check
/// formulas` and the formula tests run.
extension ConstraintEngine {
    /// The first place where `tree`'s formulas over `widths` at `height` disagree with the
    /// negotiation engine's frames (LP-MODELLING.md A.3 tolerance), or an error either raised;
    /// nil when they agree. The widths checked are every `step` points and a thousandth inside
    /// each segment's ends: a segment's ends are where GLPK's ranging found a basis or a piece
    /// ending, so a wrong end shows just inside one.
    public func formulaDisagreement(_ tree: ViewNode, widths: ClosedRange<Double>, height: Double, step: Double = 7.3) -> String? {
        let formulas: [ViewFormulas]
        do {
            formulas = try self.formulas(tree, widths: widths, height: height)
        } catch {
            return "formulas: \(error)"
        }
        var checked = Set(stride(from: widths.lowerBound, through: widths.upperBound, by: step))
        for view in formulas {
            for segment in view.components.joined() where segment.upper - segment.lower > 2e-3 {
                checked.insert(segment.lower + 1e-3)
                checked.insert(segment.upper - 1e-3)
            }
        }
        for w in checked.sorted() {
            let expected: LayoutResult
            do {
                expected = try NegotiationEngine().layout(tree, in: ProposedSize(width: w, height: height))
            } catch {
                return "width \(w): negotiation: \(error)"
            }
            for view in formulas {
                guard let frame = expected[path: view.path]?.frame else { continue }
                for (name, value) in zip(ViewFormulas.componentNames, [frame.x, frame.y, frame.width, frame.height]) {
                    guard let segment = view[name].first(where: { $0.contains(w) }) else { return "\(view.path) \(name): no formula at width \(w)" }
                    let formula = segment.value(at: w)
                    if abs(formula - value) > 1e-6 + 1e-9 * abs(value) {
                        return "\(view.path) \(view.kind) \(name) at width \(w): formula \(formula), negotiation \(value)"
                    }
                }
            }
        }
        return nil
    }
}
