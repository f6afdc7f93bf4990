import Foundation
import ViewTree

// `CGAffineTransform` as layouts use it: Apple's radial layout sample places each subview at
// `CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))`. A transform
// is the six numbers (a, b, c, d, tx, ty) of Core Graphics' matrix, mapping (x, y) to
// (a x + c y + tx, b x + d y + ty). Its entries are constants, except the translations, so a
// point that depends on the layout stays linear in it.

extension Evaluator {
    /// `CGAffineTransform(rotationAngle:)`, `(translationX:y:)`, `(scaleX:y:)` and
    /// `(a:b:c:d:tx:ty:)`; nil for other names.
    func affineTransform(_ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        guard name == "CGAffineTransform" else { return nil }
        var values: [String: Expr] = [:]
        for argument in arguments where !argument.isTrailing {
            guard let label = argument.label, let number = numberIfAny(try evaluate(argument.value, env)) else {
                throw error(
                    "'CGAffineTransform' takes labelled numbers", at: argument.loc,
                    expected: "CGAffineTransform(rotationAngle:), (translationX:y:), (scaleX:y:) or (a:b:c:d:tx:ty:)")
            }
            values[label] = number
        }
        return try affineTransform(values, written: arguments.map { "\($0.label ?? "_"):" }.joined(), at: loc)
    }

    /// The transform of an initialiser's labelled numbers.
    private func affineTransform(_ values: [String: Expr], written: String, at loc: Loc) throws(ModelError) -> Value {
        func constant(_ label: String) throws(ModelError) -> Double {
            guard let number = values[label]?.constantValue else {
                throw error(
                    "'CGAffineTransform(\(label):)' needs a constant number (a layout-time value there would not be linear)", at: loc,
                    expected: "a number known before layout")
            }
            return number
        }
        switch Set(values.keys) {
        case ["rotationAngle"]:
            let angle = try constant("rotationAngle")
            return Self.transform(a: .constant(cos(angle)), b: .constant(sin(angle)), c: .constant(-sin(angle)), d: .constant(cos(angle)))
        case ["translationX", "y"]:
            return Self.transform(tx: values["translationX"]!, ty: values["y"]!)
        case ["scaleX", "y"]:
            return Self.transform(a: .constant(try constant("scaleX")), d: .constant(try constant("y")))
        case ["a", "b", "c", "d", "tx", "ty"]:
            return Self.transform(
                a: .constant(try constant("a")), b: .constant(try constant("b")), c: .constant(try constant("c")),
                d: .constant(try constant("d")), tx: values["tx"]!, ty: values["ty"]!)
        default:
            throw error(
                "'CGAffineTransform(\(written))' is not one of its initialisers", at: loc,
                expected: "CGAffineTransform(rotationAngle:), (translationX:y:), (scaleX:y:) or (a:b:c:d:tx:ty:)")
        }
    }

    /// `point.applying(t)`, `size.applying(t)` (no translation), and a transform's
    /// `rotated(by:)`, `translatedBy(x:y:)`, `scaledBy(x:y:)`, `concatenating(_:)`; nil for
    /// other members.
    func affineMethod(_ base: Value, _ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        func argument(_ label: String?) throws(ModelError) -> Value? {
            guard let found = arguments.first(where: { $0.label == label && !$0.isTrailing }) else { return nil }
            return try evaluate(found.value, env)
        }
        func transformArgument() throws(ModelError) -> [Expr] {
            guard let value = try argument(nil), let matrix = Self.matrix(value) else {
                throw error("'\(name)' takes a CGAffineTransform", at: loc, expected: "CGAffineTransform(rotationAngle: …)")
            }
            return matrix
        }
        switch (base, name) {
        case (.point(let x, let y), "applying"):
            let m = try transformArgument()
            return .point(x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5])
        case (.size(let width, let height), "applying"):
            let m = try transformArgument()
            return .size(width: m[0] * width + m[2] * height, height: m[1] * width + m[3] * height)
        case (_, "concatenating"):
            guard let m = Self.matrix(base) else { return nil }
            return Self.concatenated(m, try transformArgument())
        case (_, "rotated"), (_, "translatedBy"), (_, "scaledBy"):
            guard let m = Self.matrix(base) else { return nil }
            func number(_ label: String) throws(ModelError) -> Expr {
                guard let value = try argument(label), let number = numberIfAny(value) else {
                    throw error("'\(name)' needs '\(label):' with a number", at: loc, expected: "a number")
                }
                return number
            }
            let values: [String: Expr] =
                switch name {
                case "rotated": ["rotationAngle": try number("by")]
                case "translatedBy": ["translationX": try number("x"), "y": try number("y")]
                default: ["scaleX": try number("x"), "y": try number("y")]
                }
            let step = try affineTransform(values, written: name, at: loc)
            // Core Graphics applies the new step first: t' = step x t.
            return Self.concatenated(Self.matrix(step)!, m)
        default:
            return nil
        }
    }

    private static func transform(
        a: Expr = .constant(1), b: Expr = .constant(0), c: Expr = .constant(0), d: Expr = .constant(1), tx: Expr = .constant(0),
        ty: Expr = .constant(0)
    ) -> Value {
        .enumCase("CGAffineTransform", [a, b, c, d, tx, ty].map { .number($0) })
    }

    /// A transform's (a, b, c, d, tx, ty); nil for another value.
    static func matrix(_ value: Value) -> [Expr]? {
        guard case .enumCase("CGAffineTransform", let parts) = value else { return nil }
        let numbers = parts.compactMap { if case .number(let e) = $0 { e } else { nil } }
        return numbers.count == 6 ? numbers : nil
    }

    /// `t1.concatenating(t2)`: t1 then t2 (the row-vector product t1 x t2).
    private static func concatenated(_ t1: [Expr], _ t2: [Expr]) -> Value {
        transform(
            a: t1[0] * t2[0] + t1[1] * t2[2], b: t1[0] * t2[1] + t1[1] * t2[3],
            c: t1[2] * t2[0] + t1[3] * t2[2], d: t1[2] * t2[1] + t1[3] * t2[3],
            tx: t1[4] * t2[0] + t1[5] * t2[2] + t2[4], ty: t1[4] * t2[1] + t1[5] * t2[3] + t2[5])
    }
}
