/// A layout as JSON (docs/json-schema.json): `{"engine", "window", "views": [...], "warnings"?}`.
/// A view is `{"path", "id"?, "kind", "text"?, "x", "y", "width", "height", "render"?,
/// "placeholder"?, "chosenCandidate"?, "source"?}`: its frame's fields inline, the optional ones
/// only when set. `chosenCandidate` is, on a ViewThatFits, the index of the child laid out
/// (reported as `path.0`). `text` is a Text's string and `source` where the view was written,
/// `{"line", "column"}`, so that a reader can tell which view of the model a line is. The
/// file is left out of `source` (it would repeat the model file's path on every view; the
/// document names it once), so a decoded node's source has an empty file.
extension LayoutResult: Codable {
    enum CodingKeys: String, CodingKey { case engine, window, views, warnings }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            engine: try container.decode(String.self, forKey: .engine),
            window: try container.decode(ProposedSize.self, forKey: .window),
            nodes: try container.decode([NodeFrame].self, forKey: .views),
            warnings: try container.decodeIfPresent([LayoutWarning].self, forKey: .warnings) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(engine, forKey: .engine)
        try container.encode(window, forKey: .window)
        try container.encode(nodes, forKey: .views)
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
    }
}

extension NodeFrame: Codable {
    enum CodingKeys: String, CodingKey { case path, id, kind, text, render, placeholder, chosenCandidate, source }

    /// `{"line", "column"}`: a source location within the document's file.
    private struct Position: Codable {
        var line: Int
        var column: Int
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            kind: try container.decode(String.self, forKey: .kind),
            id: try container.decodeIfPresent(String.self, forKey: .id),
            frame: try Rect(from: decoder),
            render: try container.decodeIfPresent(Rect.self, forKey: .render),
            source: try container.decodeIfPresent(Position.self, forKey: .source).map { SourceLocation(file: "", line: $0.line, column: $0.column) },
            placeholder: try container.decodeIfPresent(Bool.self, forKey: .placeholder) ?? false,
            text: try container.decodeIfPresent(String.self, forKey: .text),
            chosenCandidate: try container.decodeIfPresent(Int.self, forKey: .chosenCandidate))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try frame.encode(to: encoder)
        try container.encodeIfPresent(render, forKey: .render)
        if placeholder { try container.encode(true, forKey: .placeholder) }
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(chosenCandidate, forKey: .chosenCandidate)
        try container.encodeIfPresent(source.map { Position(line: $0.line, column: $0.column) }, forKey: .source)
    }
}
