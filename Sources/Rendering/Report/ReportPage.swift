import Foundation

/// The report as one self-contained HTML page: the data as JSON in the page, the first
/// picture of each model inline, the style and the script inline, nothing fetched.
public enum ReportPage {
    /// The page for `data`.
    public static func html(_ data: ReportData) throws -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // JSONEncoder escapes "/" (so "</script>" cannot occur); "<!--" is escaped as well.
        let json = String(decoding: try encoder.encode(data), as: UTF8.self).replacingOccurrences(of: "<!--", with: "\\u003c!--")
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>FrameSolver report: \(data.models.count) models</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header>
            <h1>FrameSolver report</h1>
            <p>\(data.models.count) models, each laid out by the negotiation engine and the constraint engine at widths \
            \(xmlEscaped(data.sweep)) (height \(xmlEscaped(data.height))). Drag a slider to change the window width; \
            hover a box to see the view; click it to see its rows of the compiled linear program. Red marks a view \
            whose frames differ, with the difference in points.</p>
            </header>

            """
        page += summaryTables(data)
        for (index, model) in data.models.enumerated() { page += section(model, index: index) }
        page += """
            <script type="application/json" id="report-data">\(json)</script>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
        return page
    }

    /// The per-model summary and the table of models whose engines disagree.
    public static func summaryTables(_ data: ReportData) -> String {
        var html = "<section id=\"summary\">\n<h2>Models</h2>\n<table class=\"models\">\n"
        html += "<tr><th>model</th><th>views</th><th>widths</th><th>widths that differ</th><th>max Δ (pt)</th><th>unexplained</th><th>failures</th></tr>\n"
        for (index, model) in data.models.enumerated() {
            let s = model.summary
            html += "<tr\(s.windowsDiffering > 0 || s.failures > 0 ? " class=\"disagree\"" : "")><td><a href=\"#model-\(index)\">\(xmlEscaped(model.name))</a></td>"
            html += "<td>\(s.views)</td><td>\(s.windows)</td><td>\(s.windowsDiffering)</td><td>\(SVGNumber.format(s.maxDiff))</td><td>\(s.unexplained)</td><td>\(s.failures)</td></tr>\n"
        }
        html += "</table>\n<h2>Models whose engines disagree</h2>\n"
        let disagreeing = data.models.enumerated().filter { $0.element.summary.windowsDiffering > 0 || $0.element.summary.failures > 0 }
        if disagreeing.isEmpty {
            html += "<p class=\"agree\">None: both engines give the same frames (within 0.01 pt) for every view of every model at every width.</p>\n"
        } else {
            html += "<table class=\"disagreeing\">\n<tr><th>model</th><th>first width</th><th>widths</th><th>differing views (sum)</th><th>unexplained</th><th>max Δ (pt)</th><th>failures</th></tr>\n"
            for (index, model) in disagreeing {
                let s = model.summary
                html += "<tr><td><a href=\"#model-\(index)\">\(xmlEscaped(model.name))</a></td><td>\(s.firstDifferingWidth.map(SVGNumber.format) ?? "")</td>"
                html += "<td>\(s.windowsDiffering) of \(s.windows)</td><td>\(s.viewsDiffering)</td><td>\(s.unexplained)</td><td>\(SVGNumber.format(s.maxDiff))</td><td>\(s.failures)</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</section>\n"
    }

    /// One model: its controls, its first picture and the inspector panels.
    static func section(_ model: ReportData.Model, index: Int) -> String {
        let step = model.steps.indices.contains(model.initialStep) ? model.steps[model.initialStep] : nil
        let picture = step.map { $0.svg ?? "<p class=\"error\">\(xmlEscaped($0.error ?? ""))</p>" } ?? "<p class=\"error\">no widths</p>"
        let s = model.summary
        let verdict =
            s.windowsDiffering == 0 && s.failures == 0
            ? "engines agree at every width"
            : "\(s.windowsDiffering) of \(s.windows) widths differ (max Δ \(SVGNumber.format(s.maxDiff)) pt, \(s.unexplained) unexplained)"
                + (s.failures > 0 ? ", \(s.failures) failed" : "")
        return """
            <section class="model" id="model-\(index)" data-model="\(index)">
            <h2>\(xmlEscaped(model.name))</h2>
            <p class="verdict">\(s.views) views; \(verdict). Picture: the \(model.baseEngine) engine's layout.</p>
            <div class="controls"><label>width <input type="range" class="slider" min="0" max="\(max(0, model.steps.count - 1))" \
            value="\(model.initialStep)" aria-label="window width of \(xmlEscaped(model.name))"></label> \
            <output class="width">\(step.map { SVGNumber.format($0.width) } ?? "")</output> pt <span class="step-summary"></span></div>
            <div class="stage"><div class="picture">\(picture)</div>
            <aside class="inspector"><div class="hover">Hover a box to see the view.</div>\
            <div class="rows">Click a box to see its rows of the compiled program.</div></aside></div>
            </section>

            """
    }
}
