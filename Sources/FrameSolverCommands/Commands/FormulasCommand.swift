import Foundation
import FrameSolver

/// `framesolver formulas FILE... [--view ID] [--range A...B] [--size WxH] [--encoding E] [--format table|json]`:
/// every view's frame over a range of window widths as linear functions of the width, with
/// the breakpoints where a view's formula changes and the decision that causes each
/// (docs/constraint-engine.md, "Formulas").
enum FormulasCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.formulas, output: output) else { return 0 }
        let base = try parsed.window()
        guard let height = base.height, height.isFinite else {
            throw UsageError("formulas needs a finite window height in --size (the width is the range's)")
        }
        let range = try QueryCommand.widthRange(parsed.options["range"])
        // `#0` is the view tagged `.id(0)`; a bare `0` is that tag or the path 0.
        let byTagOnly = parsed.options["view"]?.hasPrefix("#") == true
        let view = parsed.options["view"].map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
        let format = parsed.outputFormat()
        let engine = try parsed.constraintEngine()
        /// `--view` names no view of the model: the error, with the nearest tag.
        func unknownView(_ view: String, ids: [String], source: String) -> CommandFailure {
            let near = Suggestions.nearest(to: view, in: Set(ids)).map { "; did you mean #\($0)?" } ?? ""
            let option = parsed.options["view"] ?? view
            let what = byTagOnly ? "no view is tagged id(\"\(view)\")" : "no view is tagged id(\"\(view)\") or has the path \(view)"
            return CommandFailure(message: "framesolver: \(source): --view '\(option)': \(what)\(near)")
        }
        let inputs = try ModelInputs(parsed.positionals, output: output)
        return try ModelBatch.run(inputs, jobs: try parsed.jobs(default: ProcessInfo.processInfo.activeProcessorCount), json: format == "json", output: output) {
            source, output in
            let model = try ModelLoading.load(
                source, rootName: parsed.options["root"], lenient: parsed.lenient, textMetrics: try parsed.requestedTextMetrics() ?? .simple, output: output)
            // A view the model does not have is named before the formulas are computed (which
            // walks every piece of the range: seconds on a large model).
            if let view, let root = model.root {
                let tree = IndexedTree(root: root)
                let named = tree.nodes.contains { $0.attributes.id == view || (!byTagOnly && $0.path == view) }
                guard named else { throw unknownView(view, ids: tree.nodes.compactMap(\.attributes.id), source: source.name) }
            }
            var views: [ViewFormulas]
            do {
                views = try engine.formulas(model.root, widths: range, height: height)
            } catch let error as LayoutError {
                throw CommandErrors.failure(error, file: source.name)
            } catch {
                throw CommandFailure(message: "\(error)")
            }
            if let view {
                let all = views
                views = views.filter { $0.id == view || (!byTagOnly && $0.path == view) }
                guard !views.isEmpty else { throw unknownView(view, ids: all.compactMap(\.id), source: source.name) }
            }
            let document = FormulasDocument(file: source.name, lower: range.lowerBound, upper: range.upperBound, height: height, views: views)
            output.write((format == "json" ? try JSONDocuments.line(document) : FormulasTableWriter.document(document)) + "\n")
            return 0
        }
    }
}

/// `formulas --format json`: `{"schema": 1, "file", "range": {"lower", "upper"}, "height",
/// "views": [{"path", "kind", "id"?, "source"?, "x", "y", "width", "height"}]}`, each
/// component a list of segments `{"lower", "upper", "lowerOpen", "upperOpen", "slope",
/// "intercept", "cause"?}`.
struct FormulasDocument: Encodable {
    var file: String
    var lower: Double
    var upper: Double
    var height: Double
    var views: [ViewFormulas]

    enum CodingKeys: String, CodingKey { case schema, file, range, height, views }
    enum RangeKeys: String, CodingKey { case lower, upper }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONDocuments.schema, forKey: .schema)
        try container.encode(file, forKey: .file)
        var range = container.nestedContainer(keyedBy: RangeKeys.self, forKey: .range)
        try range.encodeLength(lower, forKey: .lower)
        try range.encodeLength(upper, forKey: .upper)
        try container.encodeLength(height, forKey: .height)
        try container.encode(views, forKey: .views)
    }
}

/// The formulas for people: per view a heading (path, kind, id, model line), then per
/// component its segments, `[100, 672]  w - 32`, and at each breakpoint its cause.
enum FormulasTableWriter {
    static func document(_ document: FormulasDocument) -> String {
        var lines = [
            "formulas \(document.file): window widths \(formatLength(document.lower))...\(formatLength(document.upper)) at height \(formatLength(document.height)) (w is the window's width)"
        ]
        for view in document.views {
            lines.append("")
            let id = view.id.map { " #\($0)" } ?? ""
            let source = TableNumbers.source(view.source).map { "  \($0)" } ?? ""
            lines.append("\(view.path) \(view.kind)\(id)\(source)")
            for (name, segments) in zip(ViewFormulas.componentNames, view.components) {
                let intervals = segments.map(interval)
                let width = intervals.map(\.count).max() ?? 0
                for (k, segment) in segments.enumerated() {
                    let label = k == 0 ? name : ""
                    let cause = segment.cause.map { "   at \(TableNumbers.format(segment.lower)): \($0)" } ?? ""
                    let padded = intervals[k] + String(repeating: " ", count: width - intervals[k].count)
                    lines.append("  \(label.padding(toLength: 7, withPad: " ", startingAt: 0))\(padded)  \(formula(segment))\(cause)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `[100, 672)`, or `672` for a single width. A stretch shorter than the table's rounding
    /// (two Texts wrapping 6.5e-9 apart) is written to the last digit, not as `[105, 105)`.
    static func interval(_ segment: FormulaSegment) -> String {
        if segment.lower == segment.upper { return TableNumbers.format(segment.lower) }
        var lower = TableNumbers.format(segment.lower)
        var upper = TableNumbers.format(segment.upper)
        if lower == upper {
            lower = formatLength(segment.lower)
            upper = formatLength(segment.upper)
        }
        return "\(segment.lowerOpen ? "(" : "[")\(lower), \(upper)\(segment.upperOpen ? ")" : "]")"
    }

    /// `0.5 w - 320`, `w - 32`, `640`, `-w + 10`, `0.25 w`, `0.5625 w + 147.6`.
    static func formula(_ segment: FormulaSegment) -> String {
        let slope = slopeText(segment.slope)
        let intercept = TableNumbers.format(segment.intercept)
        if slope == "0" { return intercept }
        let term = slope == "1" ? "w" : slope == "-1" ? "-w" : "\(slope) w"
        if intercept == "0" { return term }
        return intercept.hasPrefix("-") ? "\(term) - \(intercept.dropFirst())" : "\(term) + \(intercept)"
    }

    /// A slope with the decimals it needs, up to 9 (`0.5625`, `0.333333333`): it is multiplied
    /// by widths in the thousands, so the tables' 3 decimals (`0.563`) would put the formula's
    /// value half a point from the frame it describes.
    static func slopeText(_ slope: Double) -> String {
        guard slope.isFinite else { return formatLength(slope) }
        for decimals in 3...9 {
            let scale = pow(10, Double(decimals))
            let rounded = (slope * scale).rounded() / scale
            guard abs(rounded - slope) <= 1e-9 * Swift.max(1, abs(slope)) || decimals == 9 else { continue }
            if rounded == 0 { return "0" }
            if abs(rounded) >= 1e15 { return formatLength(rounded) }
            if rounded == rounded.rounded() { return String(Int64(rounded)) }
            var text = String(format: "%.\(decimals)f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        return formatLength(slope)
    }
}
