import Comparison
import ViewTree

/// The comparison as JSON (issue 5): `{"windows": [{"window": {"width", "height"}, "summary":
/// {"views", "differ", "unexplained", "maxDiff"}, "views": [{"path", "id"?, "kind",
/// "negotiation", "constraints", "diff", "cause"}]}]}`. A frame is `{"x", "y", "width",
/// "height"}` or `null` when that layout lacks the view; `cause` is `null` for agreeing views;
/// numbers follow JSONLayoutWriter (`"inf"` for an infinite difference).
enum ComparisonJSONWriter {
    static func document(_ windows: [WindowComparison]) -> String {
        "{\"windows\": [" + windows.map(window).joined(separator: ", ") + "]}"
    }

    static func window(_ comparison: WindowComparison) -> String {
        let size = comparison.window
        let summary = comparison.summary
        var out = "{\"window\": {\"width\": \(JSONLayoutWriter.optionalNumber(size.width)), "
        out += "\"height\": \(JSONLayoutWriter.optionalNumber(size.height))}, "
        out += "\"summary\": {\"views\": \(summary.views), \"differ\": \(summary.differ), "
        out += "\"unexplained\": \(summary.unexplained), \"maxDiff\": \(JSONLayoutWriter.number(summary.maxDiff))}, "
        out += "\"views\": [" + comparison.views.map(view).joined(separator: ", ") + "]}"
        return out
    }

    static func view(_ view: ViewComparison) -> String {
        var fields = ["\"path\": \(JSONLayoutWriter.string(view.path))"]
        if let id = view.id { fields.append("\"id\": \(JSONLayoutWriter.string(id))") }
        fields.append("\"kind\": \(JSONLayoutWriter.string(view.kind))")
        fields.append("\"negotiation\": \(frame(view.negotiation))")
        fields.append("\"constraints\": \(frame(view.constraints))")
        fields.append("\"diff\": \(JSONLayoutWriter.number(view.diff))")
        fields.append("\"cause\": \(view.cause.map { JSONLayoutWriter.string($0.description) } ?? "null")")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func frame(_ rect: Rect?) -> String {
        rect.map { "{\(JSONLayoutWriter.rectFields($0))}" } ?? "null"
    }
}
