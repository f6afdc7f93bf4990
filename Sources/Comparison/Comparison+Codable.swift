import ViewTree

/// A comparison as JSON (docs/json-schema.json): per window `{"window", "summary", "views",
/// "warnings"?}`; per view `{"path", "id"?, "kind", "negotiation", "constraints", "diff",
/// "cause", "chosenCandidate"?}` with `null` for a frame a layout lacks and for the cause of
/// agreeing views; `chosenCandidate` only on a ViewThatFits, `{"negotiation", "constraints"}`.
extension WindowComparison: Codable {
    enum CodingKeys: String, CodingKey { case window, summary, views, warnings }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            window: try container.decode(ProposedSize.self, forKey: .window),
            views: try container.decode([ViewComparison].self, forKey: .views),
            warnings: try container.decodeIfPresent([LayoutWarning].self, forKey: .warnings) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(window, forKey: .window)
        try container.encode(summary, forKey: .summary)
        try container.encode(views, forKey: .views)
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
    }
}

/// `{"views", "differ", "unexplained", "maxDiff"}`.
extension ComparisonSummary: Codable {
    enum CodingKeys: String, CodingKey { case views, differ, unexplained, maxDiff }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            views: try container.decode(Int.self, forKey: .views), differ: try container.decode(Int.self, forKey: .differ),
            unexplained: try container.decode(Int.self, forKey: .unexplained), maxDiff: try container.decodeLength(forKey: .maxDiff))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(views, forKey: .views)
        try container.encode(differ, forKey: .differ)
        try container.encode(unexplained, forKey: .unexplained)
        try container.encodeLength(maxDiff, forKey: .maxDiff)
    }
}

extension ViewComparison: Codable {
    enum CodingKeys: String, CodingKey { case path, id, kind, negotiation, constraints, diff, cause, chosenCandidate }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path), id: try container.decodeIfPresent(String.self, forKey: .id),
            kind: try container.decode(String.self, forKey: .kind),
            negotiation: try container.decodeIfPresent(Rect.self, forKey: .negotiation),
            constraints: try container.decodeIfPresent(Rect.self, forKey: .constraints),
            diff: try container.decodeLength(forKey: .diff),
            cause: try container.decodeIfPresent(DifferenceCause.self, forKey: .cause),
            chosenCandidate: try container.decodeIfPresent(CandidateChoice.self, forKey: .chosenCandidate))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(negotiation, forKey: .negotiation)
        try container.encode(constraints, forKey: .constraints)
        try container.encodeLength(diff, forKey: .diff)
        try container.encode(cause, forKey: .cause)
        try container.encodeIfPresent(chosenCandidate, forKey: .chosenCandidate)
    }
}

/// The cause as the CLI prints it: `"unexplained"`, `"feedback-once"`.
extension DifferenceCause: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let cause = DifferenceCause(description: text) {
            self = cause
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a difference cause"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
