import Foundation

/// `String(format:)` and a Text's `specifier:` as Foundation formats them: each conversion of
/// the format (`%d`, `%02d`, `%.1f`, `%@`, `%1$@`, `%%`) takes the next argument, or the one
/// its position names.
///
/// Why here: FrameSolver holds every number as a Double, and handing one to a `%d` made
/// Foundation read a Double's bits as an integer ("0:00" for 1 and 35); and only the first
/// argument was read. An integer conversion is given the number truncated to an `Int`, a
/// floating one the Double, `%@` and `%s` the argument's text.
enum StringFormat {
    /// One piece of a format: literal text, or a conversion with its flags, width, precision,
    /// length modifier, conversion letter and argument position (nil: the next).
    enum Piece: Equatable {
        case text(String)
        case conversion(spec: String, letter: Character, position: Int?)
    }

    /// The format's pieces; nil when a conversion is malformed or uses `*`.
    static func pieces(_ format: String) -> [Piece]? {
        var pieces: [Piece] = []
        var text = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                text.append(character)
                continue
            }
            guard index < format.endIndex else { return nil }
            if format[index] == "%" {
                text.append("%")
                index = format.index(after: index)
                continue
            }
            // [position$][flags][width][.precision][length]letter
            var spec = ""
            var digits = ""
            while index < format.endIndex, format[index].isASCII, format[index].isNumber {
                digits.append(format[index])
                index = format.index(after: index)
            }
            var position: Int?
            if index < format.endIndex, format[index] == "$", let n = Int(digits), n > 0 {
                position = n
                index = format.index(after: index)
            } else {
                spec = digits
            }
            while index < format.endIndex, "-+ #0123456789.lhqLzjt".contains(format[index]) {
                spec.append(format[index])
                index = format.index(after: index)
            }
            guard index < format.endIndex, "diouxXeEfFgGaAcs@".contains(format[index]) else { return nil }
            let letter = format[index]
            index = format.index(after: index)
            if !text.isEmpty {
                pieces.append(.text(text))
                text = ""
            }
            // The length modifiers go: the argument's own type is written below.
            spec.removeAll { "lhqLzjt".contains($0) }
            pieces.append(.conversion(spec: spec, letter: letter, position: position))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// The formatted text, each argument given as a number (nil for one that is not) and its
    /// text; nil when the format cannot be read or an argument is missing or not a number
    /// where the conversion needs one.
    static func format(_ format: String, _ arguments: [(number: Double?, text: String)]) -> String? {
        guard let pieces = pieces(format) else { return nil }
        var result = ""
        var next = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .conversion(let spec, let letter, let position):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                guard arguments.indices.contains(index) else { return nil }
                let argument = arguments[index]
                switch letter {
                case "@", "s":
                    result += String(format: "%\(spec)@", argument.text as NSString)
                case "c":
                    guard let number = argument.number, number >= 0, number < 0x110000, let scalar = UnicodeScalar(UInt32(number)) else { return nil }
                    result += String(format: "%\(spec)@", String(Character(scalar)) as NSString)
                case "d", "i", "o", "u", "x", "X":
                    guard let number = argument.number, number.isFinite, abs(number) < 9.2e18 else { return nil }
                    result += String(format: "%\(spec)l\(letter == "i" ? "d" : String(letter))", Int(number.rounded(.towardZero)))
                default:
                    guard let number = argument.number else { return nil }
                    result += String(format: "%\(spec)\(letter)", number)
                }
            }
        }
        return result
    }
}
