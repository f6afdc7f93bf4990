import Foundation
import FrameSolver

/// `framesolver query FILE (--minimize|--maximize EXPR) [--constrain C]... [--range A...B]
/// [--size WxH] [--encoding E] [--format table|json]`: the window width that minimises or
/// maximises a linear expression under added constraints, and the layout there.
enum QueryCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.query, output: output) else { return 0 }
        let screen = try parsed.screen()
        let base = screen.window
        let host = ScreenHost(screen)
        let format = parsed.outputFormat()
        let minimize = parsed.options["minimize"]
        let maximize = parsed.options["maximize"]
        if minimize != nil && maximize != nil { throw UsageError("query takes only one of --minimize EXPR and --maximize EXPR, not both") }
        guard minimize != nil || maximize != nil else { throw UsageError("query needs one of --minimize EXPR or --maximize EXPR") }
        let objective: LayoutExpression
        let constraints: [LayoutConstraint]
        do {
            objective = try LayoutExpression(parsing: minimize ?? maximize!)
            constraints = try (parsed.repeated["constrain"] ?? []).map { text throws(LayoutQueryError) in try LayoutConstraint(parsing: text) }
        } catch {
            throw UsageError("\(error)")
        }
        let range = try widthRange(parsed.options["range"])
        // The search is over widths at the window's height: an objective that reads neither
        // the width nor a view (`window.height`, `5`, `0 * window.width`) is the same at every
        // width, and every width that satisfies the constraints would be its optimum.
        var varying: [LayoutExpression.Quantity: Double] = [:]
        for term in objective.terms where term.quantity != .window(.vertical) { varying[term.quantity, default: 0] += term.coefficient }
        if !varying.values.contains(where: { $0 != 0 }) {
            let height = base.height.map { " (\(formatLength($0)))" } ?? ""
            throw UsageError(
                "query searches window widths at the window's height\(height); '\(objective.text)' is the same at every width: \(maximize != nil ? "maximize" : "minimize") window.width or a view's quantity, and set the height with --size")
        }
        let encoding = try parsed.encoding()
        let inputs = try ModelInputs(parsed.positionals, output: output)
        return try ModelBatch.run(inputs, jobs: 1, json: format == "json", output: output) { source, output in
            let model = try ModelLoading.load(source, rootName: parsed.options["root"], lenient: parsed.lenient, textMetrics: try parsed.textMetrics(), bars: try parsed.bars(), screen: try parsed.screen(), output: output)
            // Pieces that cover the searched widths (the default covers 0...4096).
            let widths = Swift.min(0, range.lowerBound)...Swift.max(4_096, range.upperBound)
            let engine = ConstraintEngine(options: ConstraintOptions(widthRange: widths, encoding: encoding))
            let compiled = engine.compile(host.hosted(model.root))
            defer { compiled.close() }
            var answer: QueryAnswer?
            do throws(LayoutError) {
                answer = try compiled.query(objective, maximize: maximize != nil, constraints: constraints, widths: range, height: base.height)
                if let found = answer {
                    answer?.layout = try host.finish(found.layout, root: model.root) { node, size throws(LayoutError) in try engine.layout(node, in: size) }
                }
            } catch {
                throw CommandErrors.failure(host.unhosted(error), file: source.name)
            }
            let goal = "\(maximize != nil ? "maximize" : "minimize") \(objective.text)"
                + (constraints.isEmpty ? "" : " subject to " + constraints.map(\.text).joined(separator: ", "))
            let heightHeld = base.height.map { " at height \(formatLength($0)) (the window's, held: query searches widths)" } ?? ""
            guard let answer else {
                throw CommandFailure(
                    message: "framesolver: \(source.name): no window width in \(formatLength(range.lowerBound))...\(formatLength(range.upperBound))\(heightHeld) satisfies \(constraints.map(\.text).joined(separator: ", "))")
            }
            if format == "json" {
                output.write(try JSONDocuments.line(QueryDocument(file: source.name, answer: answer)) + "\n")
            } else {
                let width = answer.window.width.map { Self.rounded($0) } ?? "nil"
                let height = answer.window.height.map(formatLength) ?? "nil"
                let end = answer.openEnd.map { " (\($0): the piece's end is not attained)" } ?? ""
                // A width or objective within 1e-7 of a six-decimal number is printed as that
                // number, with the exact value after it (JSON keeps only the exact value): a
                // Text holds n characters from (n - 1e-9) x its advance, so a window at a line
                // break is 491 less a sliver, 490.99999999150003.
                var exact: [String] = []
                if let w = answer.window.width, Self.rounded(w) != formatLength(w) { exact.append("width \(formatLength(w))") }
                if Self.rounded(answer.objective) != formatLength(answer.objective) { exact.append("objective \(formatLength(answer.objective))") }
                let note = exact.isEmpty ? "" : "\n(to the last digit: \(exact.joined(separator: ", ")); a breakpoint can lie a sliver off a round width: a Text holds its line from 1e-9 of a character's advance below it)"
                output.write("query \(source.name): \(goal)\nwindow \(width)x\(height)\(end), objective \(Self.rounded(answer.objective))\(note)\n")
                output.write(TableLayoutWriter.document(answer.layout) + "\n")
            }
            return 0
        }
    }

    /// `value` as its nearest number of at most six decimals when it is within 1e-7 of it
    /// (relative, at least 1), else as it is.
    static func rounded(_ value: Double) -> String { formatLength(value.nearestDecimal(within: 1e-7) ?? value) }

    /// `--range A...B`: the window widths searched (default 0...4096).
    static func widthRange(_ text: String?) throws(UsageError) -> ClosedRange<Double> {
        guard let text else { return 0...4_096 }
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite, low >= 0, low <= high else {
            throw UsageError("--range '\(text)' must be A...B with 0 <= A <= B (points)")
        }
        guard high <= NumericPolicy.largestMagnitude else {
            throw UsageError("--range '\(text)': window widths are at most 1e9 (docs/limits.md)")
        }
        return low...high
    }
}

/// `query --format json`: `{"schema": 1, "file", "window", "objective", "openEnd"?, "engine", "views"}`.
struct QueryDocument: Encodable {
    var file: String
    var answer: QueryAnswer

    enum CodingKeys: String, CodingKey { case schema, file, objective, openEnd }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(JSONDocuments.schema, forKey: .schema)
        try container.encode(file, forKey: .file)
        try container.encode(answer.objective, forKey: .objective)
        try container.encodeIfPresent(answer.openEnd, forKey: .openEnd)
        try answer.layout.encode(to: encoder)
    }
}
