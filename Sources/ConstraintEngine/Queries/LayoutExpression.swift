import ViewTree

/// A linear expression over tagged views' frames and the window: `#sidebar.width`,
/// `2 * #a.x - window.width + 10`.
public struct LayoutExpression: Sendable, Hashable, CustomStringConvertible {
    /// What a term reads.
    public enum Quantity: Sendable, Hashable, CustomStringConvertible {
        /// One frame component of the view tagged `id` (`#sidebar.width`).
        case view(id: String, component: Component)
        /// The window's width or height, the program's parameters.
        case window(Axis)

        public var description: String {
            switch self {
            case .view(let id, let component): "#\(id).\(component.rawValue)"
            case .window(let axis): axis == .horizontal ? "window.width" : "window.height"
            }
        }
    }

    /// A frame component of a view.
    public enum Component: String, Sendable, Hashable, CaseIterable {
        /// The frame's origin and size, in window coordinates.
        case x, y, width, height
    }

    /// One product of a number and a quantity (`2 * #a.x`).
    public struct Term: Sendable, Hashable {
        /// What the term reads.
        public var quantity: Quantity
        /// The number it is multiplied by.
        public var coefficient: Double
    }

    /// The terms, one per quantity (repeated quantities merged, zeros dropped), in the order written.
    public var terms: [Term]
    /// The number added to the terms.
    public var constant: Double
    /// The text it was read from.
    public var text: String

    public var description: String { text }

    /// Reads `#id.x|y|width|height`, `window.width|height` and numbers (`12`, `0.5`, `1e3`)
    /// combined by `+`, `-`, parentheses, products with a number and quotients by one
    /// (`(#a.width + #b.width) / 2`); an error quotes the text and says where it stops.
    public init(parsing text: String) throws(LayoutQueryError) {
        var reader = ExpressionReader(text)
        let form = try reader.readToEnd()
        self.init(terms: form.terms, constant: form.constant, text: text)
    }

    init(terms: [Term], constant: Double, text: String) {
        var merged: [Quantity: Double] = [:]
        var order: [Quantity] = []
        for term in terms {
            if merged[term.quantity] == nil { order.append(term.quantity) }
            merged[term.quantity, default: 0] += term.coefficient
        }
        self.terms = order.compactMap { q in merged[q].flatMap { $0 == 0 ? nil : Term(quantity: q, coefficient: $0) } }
        self.constant = constant
        self.text = text
    }
}

/// A linear condition: `#sidebar.width >= 200`, `#a.width = #b.width`.
public struct LayoutConstraint: Sendable, Hashable, CustomStringConvertible {
    /// How the two sides compare: the raw value is the operator as written.
    public enum Relation: String, Sendable, Hashable {
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case equal = "="
    }

    /// The left side minus the right side, compared with 0.
    public var expression: LayoutExpression
    /// Whether the difference must be at most, at least or exactly 0.
    public var relation: Relation
    /// The text it was read from, for messages and row origins.
    public var text: String

    public var description: String { text }

    /// Reads `left op right` with one of `<=`, `>=`, `=` or `==` between two expressions of
    /// `LayoutExpression(parsing:)`; anything else is an error quoting the text.
    public init(parsing text: String) throws(LayoutQueryError) {
        let operators: [(String, Relation)] = [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal), ("=", .equal)]
        // `=>` and `=<` are one comparison written backwards, not two.
        for (reversed, meant) in [("=>", ">="), ("=<", "<=")] where text.contains(reversed) {
            throw LayoutQueryError("'\(text)': '\(reversed)' is not a comparison; did you mean '\(meant)'?")
        }
        guard let (symbol, relation) = operators.first(where: { text.contains($0.0) }),
            let range = text.range(of: symbol)
        else { throw LayoutQueryError("'\(text)' needs one of <=, >= or = between two expressions") }
        let rightText = text[range.upperBound...]
        guard !rightText.contains("=") && !rightText.contains("<") && !rightText.contains(">") else {
            throw LayoutQueryError("'\(text)' has more than one comparison")
        }
        var leftReader = ExpressionReader(text, upTo: text.distance(from: text.startIndex, to: range.lowerBound))
        let left = try leftReader.readToEnd()
        var rightReader = ExpressionReader(text, from: text.distance(from: text.startIndex, to: range.upperBound))
        let right = try rightReader.readToEnd()
        let negated = right.terms.map { LayoutExpression.Term(quantity: $0.quantity, coefficient: -$0.coefficient) }
        expression = LayoutExpression(terms: left.terms + negated, constant: left.constant - right.constant, text: text)
        self.relation = relation
        self.text = text
    }
}

/// A constraint or query that cannot be read or answered: the message names what and why.
public struct LayoutQueryError: Error, Sendable, CustomStringConvertible {
    /// What cannot be read or answered, and why, quoting the text.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
