/// A recursive-descent reader of the linear expressions of `LayoutExpression(parsing:)` and
/// `LayoutConstraint(parsing:)`, over one stretch of a text:
///
///     sum     = ["+" | "-"] product {("+" | "-") product}
///     product = factor {("*" | "/") factor}     (one side of "*" and the right of "/" a number)
///     factor  = number | quantity | "(" sum ")" | ("+" | "-") factor
///
/// An error quotes the whole text and says where the reading stopped (a 1-based column, or
/// the end), so `--constrain '#a.width >= '` names its missing right side.
struct ExpressionReader {
    /// A linear form: terms (a quantity may repeat; `LayoutExpression` merges them) and a constant.
    struct Form {
        var terms: [LayoutExpression.Term] = []
        var constant = 0.0

        func scaled(by factor: Double) -> Form {
            Form(terms: terms.map { .init(quantity: $0.quantity, coefficient: $0.coefficient * factor) }, constant: constant * factor)
        }

        static func + (a: Form, b: Form) -> Form { Form(terms: a.terms + b.terms, constant: a.constant + b.constant) }
    }

    private let text: String
    private let characters: [Character]
    private var index: Int
    private let end: Int
    /// The parentheses and signs open around the factor being read.
    private var depth = 0

    /// The most parentheses and signs one factor may sit inside: each is a recursion, and a
    /// text of 65,000 '(' (a shell argument holds 128 KiB) overflowed the stack.
    static let maximumDepth = 1_000

    /// A reader of `text` from the character offset `start` up to `end` (the whole text by default).
    init(_ text: String, from start: Int = 0, upTo end: Int? = nil) {
        self.text = text
        characters = Array(text)
        index = start
        self.end = end ?? characters.count
    }

    /// The expression filling the stretch.
    mutating func readToEnd() throws(LayoutQueryError) -> Form {
        let form = try sum()
        skipSpaces()
        guard index == end else { throw failure("unexpected '\(characters[index])'") }
        guard form.constant.isFinite, form.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw failure("a number in it is too large (its value is not finite)", showingPlace: false)
        }
        return form
    }

    private mutating func sum() throws(LayoutQueryError) -> Form {
        skipSpaces()
        var sign = 1.0
        if let first = peek, first == "+" || first == "-" {
            index += 1
            sign = first == "-" ? -1 : 1
        }
        var form = try product().scaled(by: sign)
        while true {
            skipSpaces()
            guard let next = peek, next == "+" || next == "-" else { return form }
            index += 1
            form = form + (try product()).scaled(by: next == "-" ? -1 : 1)
        }
    }

    private mutating func product() throws(LayoutQueryError) -> Form {
        var form = try factor()
        while true {
            skipSpaces()
            guard let next = peek, next == "*" || next == "/" else { return form }
            let operatorIndex = index
            index += 1
            let right = try factor()
            if next == "*" {
                if right.terms.isEmpty {
                    form = form.scaled(by: right.constant)
                } else if form.terms.isEmpty {
                    form = right.scaled(by: form.constant)
                } else {
                    index = operatorIndex
                    throw failure("a product of two layout quantities is not linear")
                }
            } else {
                guard right.terms.isEmpty else {
                    index = operatorIndex
                    throw failure("dividing by a layout quantity is not linear")
                }
                guard right.constant != 0 else {
                    index = operatorIndex
                    throw failure("division by zero")
                }
                form = form.scaled(by: 1 / right.constant)
            }
        }
    }

    private mutating func factor() throws(LayoutQueryError) -> Form {
        skipSpaces()
        guard let first = peek else { throw failure("expected \(Self.operand)") }
        if first == "+" || first == "-" || first == "(" {
            guard depth < Self.maximumDepth else { throw failure("parentheses and signs nested more than \(Self.maximumDepth) deep") }
            depth += 1
        }
        defer { if first == "+" || first == "-" || first == "(" { depth -= 1 } }
        if first == "+" || first == "-" {
            index += 1
            return try factor().scaled(by: first == "-" ? -1 : 1)
        }
        if first == "(" {
            let open = index
            index += 1
            let inner = try sum()
            skipSpaces()
            guard peek == ")" else {
                guard peek != nil else {
                    index = open
                    throw failure("this '(' is not closed")
                }
                throw failure("expected ')'")
            }
            index += 1
            return inner
        }
        if let number = try number() { return Form(constant: number) }
        if let quantity = try quantity() { return Form(terms: [.init(quantity: quantity, coefficient: 1)]) }
        throw failure("expected \(Self.operand)")
    }

    private static let operand = "a number, #id.x (y, width, height), window.width (height) or '('"

    /// `12`, `0.5`, `.5`, `1e3`, `2.5E-2`; nil when no number starts here.
    private mutating func number() throws(LayoutQueryError) -> Double? {
        let start = index
        func digits(_ reader: inout ExpressionReader) -> Int {
            let from = reader.index
            while let c = reader.peek, c.isASCII, c.isNumber { reader.index += 1 }
            return reader.index - from
        }
        var count = digits(&self)
        if peek == "." {
            index += 1
            count += digits(&self)
        }
        guard count > 0 else {
            index = start
            return nil
        }
        if let e = peek, e == "e" || e == "E" {
            let mark = index
            index += 1
            if let sign = peek, sign == "+" || sign == "-" { index += 1 }
            if digits(&self) == 0 { index = mark }
        }
        let written = String(characters[start..<index])
        guard let value = Double(written), value.isFinite else {
            index = start
            throw failure("the number '\(written)' is too large")
        }
        return value
    }

    /// `#id.component` or `window.width|height`; nil when no word with a dot starts here. An id
    /// may hold dashes (`#row-1.width`, as `.id("row-\(n)")` makes it): before the id's dot a
    /// dash followed by a letter or digit is part of the id, since an id is always followed by
    /// its component (`#a - 1` and `#a.width-1` subtract).
    private mutating func quantity() throws(LayoutQueryError) -> LayoutExpression.Quantity? {
        let start = index
        var word = ""
        while let c = peek {
            let inID = word.hasPrefix("#") && !word.contains(".")
            let dashInID = inID && c == "-" && word.count > 1 && index + 1 < end && (characters[index + 1].isLetter || characters[index + 1].isNumber)
            guard c.isLetter || c.isNumber || "#._".contains(c) || dashInID else { break }
            word.append(c)
            index += 1
        }
        guard !word.isEmpty, let dot = word.lastIndex(of: ".") else {
            index = start
            return nil
        }
        let owner = String(word[..<dot])
        let member = String(word[word.index(after: dot)...])
        if owner == "window" {
            switch member {
            case "width": return .window(.horizontal)
            case "height": return .window(.vertical)
            default:
                index = start
                throw failure("window has width and height, not '\(member)'")
            }
        }
        guard owner.hasPrefix("#"), owner.count > 1 else {
            index = start
            throw failure("'\(word)': a view is named by its id tag, as #id.width")
        }
        guard let component = LayoutExpression.Component(rawValue: member) else {
            index = start
            throw failure("'\(word)': a view's frame has x, y, width and height, not '\(member)'")
        }
        return .view(id: String(owner.dropFirst()), component: component)
    }

    private var peek: Character? { index < end ? characters[index] : nil }

    private mutating func skipSpaces() { while let c = peek, c.isWhitespace { index += 1 } }

    /// `'text': message at column n` (or `at the end`), quoting the whole text.
    private func failure(_ message: String, showingPlace: Bool = true) -> LayoutQueryError {
        guard showingPlace else { return LayoutQueryError("'\(text)': \(message)") }
        let place = index >= end ? "at the end" : "at column \(index + 1)"
        let side = end < characters.count ? " of the left side" : ""
        return LayoutQueryError("'\(text)': \(message) \(place)\(index >= end ? side : "")")
    }
}
