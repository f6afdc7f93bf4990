/// Swift's integer division, read from the types the program writes.
///
/// Why: FrameSolver holds every number as a Double, so `Int(t) / 60` was 1.583 where Swift
/// gives 1, and a player's "1:35" showed as "0:00" (or `items.count / 2` rows as 2.5). Values do
/// not say whether they are `Int`s; the program does: an `Int(…)` conversion, a `count`, a
/// variable declared `Int` or initialised with an integer literal (`var n = 0`), a parameter
/// typed `Int`. Where either operand of `/` is known to be an `Int` (Swift then requires both
/// to be), the quotient is truncated toward zero, as Swift's is. An integer literal alone says
/// nothing (`frame(width: 390 / 4)` is a CGFloat, 97.5), nor does a value whose type the file
/// does not write.
extension Evaluator {
    static let floatingTypeNames: Set<String> = ["Double", "CGFloat", "Float", "Float32", "Float64", "TimeInterval", "Decimal"]

    /// Whether a type as written is an integer type (true), a floating one (false), or neither.
    static func integerType(_ text: String?) -> Bool? {
        guard let text else { return nil }
        let bare = text.replacingOccurrences(of: "?", with: "").trimmingCharacters(in: .whitespaces)
        if integerRawTypes.contains(bare) { return true }
        if floatingTypeNames.contains(bare) { return false }
        return nil
    }

    /// Whether `expr` is an `Int` in Swift (true), a floating-point number (false), or not
    /// known from its syntax (nil: an integer literal takes its context's type).
    func integerTyped(_ expr: SyntaxExpr, _ env: Env) -> Bool? {
        switch expr.kind {
        case .number:
            return expr.isIntegerLiteral ? nil : false
        case .call(let callee, _):
            guard case .identifier(let name) = callee.kind else { return nil }
            return Self.integerType(name)
        case .member(let base, let name, _):
            if ["count", "startIndex", "endIndex", "offset"].contains(name) { return true }
            // `item.minutes` of an instance of the file's type: its property's declared type.
            if case .identifier(let baseName) = base.kind, case .record(let instance)? = env.lookup(baseName) {
                return Self.propertyTyping(name, in: instance.decl, env)
            }
            if case .identifier("self") = base.kind, let decl = env.instance?.decl { return Self.propertyTyping(name, in: decl, env) }
            return nil
        case .identifier(let name):
            if env.isLocal(name) { return env.numericTypes[name] }
            return env.instance.flatMap { Self.propertyTyping(name, in: $0.decl, env) }
        case .binary(let op, let lhs, let rhs):
            if op == "as", case .string(let type) = rhs.kind { return Self.integerType(type) }
            guard ["+", "-", "*", "/", "%"].contains(op) else { return nil }
            let left = integerTyped(lhs, env), right = integerTyped(rhs, env)
            if left == false || right == false { return false }
            return left == true || right == true ? true : nil
        case .prefix("-", let operand), .prefix("+", let operand):
            return integerTyped(operand, env)
        case .ternary(_, let then, let otherwise):
            return integerTyped(then, env) ?? integerTyped(otherwise, env)
        case .tuple(let parts) where parts.count == 1 && parts[0].label == nil:
            return integerTyped(parts[0].value, env)
        default:
            return nil
        }
    }

    /// What a `let`/`var` initialised with `value` is typed as: its declared type, else its
    /// initialiser's, an integer literal being an `Int` (`var count = 0`).
    func declaredTyping(_ type: TypeRef?, _ value: SyntaxExpr?, _ env: Env) -> Bool? {
        if let type { return Self.integerType(type.text) }
        guard let value else { return nil }
        return integerTyped(value, env) ?? (value.isIntegerLiteral ? true : nil)
    }

    private static func propertyTyping(_ name: String, in decl: CustomViewDecl, _ env: Env) -> Bool? {
        guard let property = decl.properties.first(where: { $0.name == name }) else { return nil }
        if let type = property.type { return integerType(type.text) }
        guard let value = property.defaultValue else { return nil }
        if case .number = value.kind { return value.isIntegerLiteral }
        if case .call(let callee, _) = value.kind, case .identifier(let type) = callee.kind { return integerType(type) }
        return nil
    }

    /// `a / b` as Swift divides two `Int`s: truncated toward zero; nil when the division is not
    /// between `Int`s or its operands are not numbers (a divisor of 0 is left to `combine`).
    func integerQuotient(_ a: Value, _ b: Value, _ lhs: SyntaxExpr, _ rhs: SyntaxExpr, _ env: Env) -> Value? {
        guard case .number(let x) = a, case .number(let y) = b, let dividend = x.constantValue, let divisor = y.constantValue, divisor != 0
        else { return nil }
        let left = integerTyped(lhs, env), right = integerTyped(rhs, env)
        guard left != false, right != false, left == true || right == true else { return nil }
        let quotient = (dividend / divisor).rounded(.towardZero)
        return quotient.isFinite ? .number(.constant(quotient)) : nil
    }
}
