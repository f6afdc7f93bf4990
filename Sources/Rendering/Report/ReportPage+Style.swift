extension ReportPage {
    /// The page's style sheet.
    static let style = """
        body { font: 14px/1.45 Inter, "DejaVu Sans", sans-serif; color: #1d1d1f; margin: 0 24px 48px; background: #fafafa; }
        header p { max-width: 60em; }
        h1 { font-size: 22px; margin: 18px 0 4px; }
        h2 { font-size: 17px; margin: 22px 0 6px; }
        table { border-collapse: collapse; background: #fff; font-size: 13px; }
        th, td { border: 1px solid #d7dae0; padding: 2px 8px; text-align: right; }
        th { background: #eef0f3; }
        td:first-child, th:first-child { text-align: left; }
        tr.disagree td { background: #fff1f0; }
        p.agree { color: #1f7a3a; }
        section.model { border-top: 1px solid #d7dae0; margin-top: 18px; }
        .hidden { display: none; }
        .verdict { margin: 0 0 6px; color: #444; }
        .controls { margin: 4px 0 8px; }
        .controls input { width: 320px; vertical-align: middle; }
        .step-summary { color: #555; margin-left: 12px; }
        .stage { display: flex; gap: 16px; align-items: flex-start; }
        .picture { flex: 0 1 auto; max-width: 62%; overflow: auto; }
        .picture svg { max-width: 100%; height: auto; max-height: 720px; background: #fff; }
        .picture rect.box { pointer-events: all; cursor: pointer; }
        .picture rect.box:hover { stroke: #ff9500; stroke-width: 1.5; }
        .picture rect.box.selected { stroke: #ff9500; stroke-width: 2; }
        .picture .ids, .picture .differences, .picture .legend, .picture rect.render { pointer-events: none; }
        .inspector { flex: 1 1 320px; min-width: 280px; font-size: 12px; }
        .inspector .hover, .inspector .rows { background: #fff; border: 1px solid #d7dae0; padding: 6px 8px; margin-bottom: 8px; }
        .inspector dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 10px; margin: 0; }
        .inspector dt { color: #666; }
        .inspector dd { margin: 0; font-family: "DejaVu Sans Mono", monospace; }
        .inspector ul { list-style: none; padding: 0; margin: 4px 0 0; max-height: 320px; overflow: auto; }
        .inspector li { font-family: "DejaVu Sans Mono", monospace; white-space: pre-wrap; margin-bottom: 3px; }
        .inspector li span { color: #777; display: block; }
        .differs { color: #e0191b; }
        .error { color: #e0191b; white-space: pre-wrap; }
        #selftest { background: #fff; border: 1px solid #999; padding: 4px; white-space: pre-wrap; }
        """
}
