/// A layout as JSON (docs/json-schema.json): `{"engine", "window", "views": [...], "warnings"?}`.
/// A view is `{"path", "id"?, "kind", "x", "y", "width", "height", "render"?, "placeholder"?,
/// "approximation"?}`: its frame's fields inline, the optional ones only when set. A node's
/// source location is left out (it repeats the model file's path on every view; warnings and
/// errors carry it), so a decoded node has none.
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
    enum CodingKeys: String, CodingKey { case path, id, kind, render, placeholder, approximation }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            kind: try container.decode(String.self, forKey: .kind),
            id: try container.decodeIfPresent(String.self, forKey: .id),
            frame: try Rect(from: decoder),
            render: try container.decodeIfPresent(Rect.self, forKey: .render),
            placeholder: try container.decodeIfPresent(Bool.self, forKey: .placeholder) ?? false,
            approximation: try container.decodeIfPresent(String.self, forKey: .approximation))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try frame.encode(to: encoder)
        try container.encodeIfPresent(render, forKey: .render)
        if placeholder { try container.encode(true, forKey: .placeholder) }
        try container.encodeIfPresent(approximation, forKey: .approximation)
    }
}
