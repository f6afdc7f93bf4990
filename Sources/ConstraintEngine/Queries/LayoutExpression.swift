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

    /// Reads `#id.x|y|width|height`, `window.width|height`, numbers, `+`, `-`, `*` and
    /// parentheses-free products of a number and a quantity.
    public init(parsing text: String) throws(LayoutQueryError) {
        var parser = ExpressionParser(text)
        let (terms, constant) = try parser.expression()
        guard parser.atEnd else { throw LayoutQueryError("'\(text)': unexpected '\(parser.rest)'") }
        self.init(terms: terms, constant: constant, text: text)
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

    /// Reads `left op right` with one of `<=`, `>=`, `=` or `==`; anything else is an error quoting the text.
    public init(parsing text: String) throws(LayoutQueryError) {
        let operators: [(String, Relation)] = [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal), ("=", .equal)]
        guard let (symbol, relation) = operators.first(where: { text.contains($0.0) }),
            let range = text.range(of: symbol)
        else { throw LayoutQueryError("'\(text)' needs one of <=, >= or = between two expressions") }
        let left = try LayoutExpression(parsing: String(text[..<range.lowerBound]))
        let rightText = String(text[range.upperBound...])
        guard !rightText.contains("=") && !rightText.contains("<") && !rightText.contains(">") else {
            throw LayoutQueryError("'\(text)' has more than one comparison")
        }
        let right = try LayoutExpression(parsing: rightText)
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

/// A small recursive-descent reader of linear expressions.
private struct ExpressionParser {
    let characters: [Character]
    var index = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index == characters.count
        }
    }

    var rest: String { String(characters[index...]) }

    mutating func skipSpaces() { while index < characters.count, characters[index].isWhitespace { index += 1 } }

    mutating func expression() throws(LayoutQueryError) -> ([LayoutExpression.Term], Double) {
        var terms: [LayoutExpression.Term] = []
        var constant = 0.0
        var sign = 1.0
        skipSpaces()
        if peek == "-" {
            index += 1
            sign = -1
        } else if peek == "+" {
            index += 1
        }
        while true {
            let (quantity, factor) = try product()
            if let quantity { terms.append(.init(quantity: quantity, coefficient: sign * factor)) } else { constant += sign * factor }
            skipSpaces()
            guard let next = peek, next == "+" || next == "-" else { break }
            index += 1
            sign = next == "+" ? 1 : -1
        }
        return (terms, constant)
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    /// `number`, `quantity`, `number * quantity`, `quantity * number`, `number * number`.
    mutating func product() throws(LayoutQueryError) -> (LayoutExpression.Quantity?, Double) {
        var quantity: LayoutExpression.Quantity?
        var factor = 1.0
        var first = true
        repeat {
            if !first { index += 1 }
            first = false
            skipSpaces()
            if let number = number() {
                factor *= number
            } else if let read = try self.quantity() {
                guard quantity == nil else { throw LayoutQueryError("a product of two quantities is not linear") }
                quantity = read
            } else {
                throw LayoutQueryError("expected a number, #id.width (x, y, width, height) or window.width (height) at '\(rest)'")
            }
            skipSpaces()
        } while peek == "*"
        return (quantity, factor)
    }

    mutating func number() -> Double? {
        let start = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            index = start
            return nil
        }
        return value
    }

    mutating func quantity() throws(LayoutQueryError) -> LayoutExpression.Quantity? {
        let start = index
        var word = ""
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || "#._".contains(characters[index]) {
            word.append(characters[index])
            index += 1
        }
        guard !word.isEmpty else { return nil }
        guard let dot = word.lastIndex(of: ".") else {
            index = start
            return nil
        }
        let owner = String(word[..<dot])
        let member = String(word[word.index(after: dot)...])
        if owner == "window" {
            switch member {
            case "width": return .window(.horizontal)
            case "height": return .window(.vertical)
            default: throw LayoutQueryError("window has width and height, not '\(member)'")
            }
        }
        guard owner.hasPrefix("#"), owner.count > 1 else {
            throw LayoutQueryError("'\(word)': a view is named by its id tag, as #id.width")
        }
        guard let component = LayoutExpression.Component(rawValue: member) else {
            throw LayoutQueryError("'\(word)': a view's frame has x, y, width and height, not '\(member)'")
        }
        return .view(id: String(owner.dropFirst()), component: component)
    }
}
