import Foundation
import ViewTree

// Gradients as shape styles, kept for drawing (docs/rendering.md): the views
// `LinearGradient(…)`, `RadialGradient(…)`, `EllipticalGradient(…)`, `AngularGradient(…)`, the
// same styles as implicit members (`.linearGradient(…)`), and `Gradient(colors:)` /
// `Gradient(stops:)`. Layout never reads them: a gradient view is a shape that takes the
// proposal, as before.

extension Evaluator {
    /// The gradient views and implicit members, and the geometry each builds.
    static let gradientKinds: [String: GradientKind] = [
        "LinearGradient": .linear, "linearGradient": .linear, "RadialGradient": .radial, "radialGradient": .radial,
        "EllipticalGradient": .elliptical, "ellipticalGradient": .elliptical, "AngularGradient": .angular,
        "angularGradient": .angular, "conicGradient": .angular,
    ]

    /// The four kinds of gradient SwiftUI draws.
    enum GradientKind { case linear, radial, elliptical, angular }

    /// A gradient view or style from its arguments: the colours of `colors:`, `stops:` or a
    /// `Gradient` (`gradient:` or unlabelled), and its geometry; a part the model does not
    /// give (or gives as data FrameSolver cannot read) takes a default: top to bottom, the
    /// centre, radii 0 to 50 points, fractions 0 to 0.5, angles 0 to 360 degrees.
    func gradient(_ kind: GradientKind, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> GradientValue {
        var values: [String: Value] = [:]
        for argument in arguments where !argument.isTrailing {
            values[argument.label ?? "gradient"] = try evaluate(argument.value, env)
        }
        let stops = try gradientStops(values, at: loc)
        func point(_ label: String, _ fallback: UnitPoint) -> UnitPoint {
            switch values[label] {
            case .unitPoint(let point)?: point
            case .symbol(let name, nil, _)?: UnitPoint.named[name] ?? fallback
            default: fallback
            }
        }
        func number(_ label: String, _ fallback: Double) -> Double {
            values[label].flatMap { numberIfAny($0)?.constantValue }.flatMap { $0.isFinite ? $0 : nil } ?? fallback
        }
        func degrees(_ label: String) -> Double? { values[label].flatMap(angleDegrees) }
        let geometry: GradientValue.Geometry
        switch kind {
        case .linear:
            geometry = .linear(start: point("startPoint", .top), end: point("endPoint", .bottom))
        case .radial:
            geometry = .radial(center: point("center", .center), startRadius: number("startRadius", 0), endRadius: number("endRadius", 50))
        case .elliptical:
            geometry = .elliptical(
                center: point("center", .center), startFraction: number("startRadiusFraction", 0), endFraction: number("endRadiusFraction", 0.5))
        case .angular:
            // `angle:` turns the whole circle: it runs from `angle` to `angle` + 360 degrees.
            let start = degrees("startAngle") ?? degrees("angle") ?? 0
            geometry = .angular(center: point("center", .center), startAngle: start, endAngle: degrees("endAngle") ?? start + 360)
        }
        return GradientValue(geometry, stops: stops)
    }

    /// The stops of `colors:`, `stops:` or a `Gradient` value (`gradient:`), gray when none
    /// can be read.
    private func gradientStops(_ values: [String: Value], at loc: Loc) throws(ModelError) -> [GradientValue.Stop] {
        var colors = values["colors"]
        var stops = values["stops"]
        if case .enumCase("Gradient", let payload)? = values["gradient"], payload.count == 2, case .string(let label) = payload[0] {
            if label == "stops" { stops = payload[1] } else { colors = payload[1] }
        }
        if case .array(let elements)? = colors {
            var read: [ColorValue] = []
            for element in elements { read.append(try shapeStyleColor(element, at: loc) ?? .gray) }
            if !read.isEmpty { return GradientValue.evenlySpaced(read) }
        }
        if case .array(let elements)? = stops {
            var read: [GradientValue.Stop] = []
            for element in elements {
                guard let stop = try gradientStop(element, at: loc) else { continue }
                read.append(stop)
            }
            if !read.isEmpty { return read }
        }
        return GradientValue.evenlySpaced([.gray])
    }

    /// `.init(color:location:)` or `Gradient.Stop(color:location:)` (`enumCase("Gradient.Stop")`).
    private func gradientStop(_ value: Value, at loc: Loc) throws(ModelError) -> GradientValue.Stop? {
        var color: Value?
        var location: Value?
        switch value {
        case .symbol("init", let arguments?, let env):
            for argument in arguments {
                if argument.label == "color" { color = try evaluate(argument.value, env) }
                if argument.label == "location" { location = try evaluate(argument.value, env) }
            }
        case .enumCase("Gradient.Stop", let payload) where payload.count == 2:
            color = payload[0]
            location = payload[1]
        default:
            return nil
        }
        let place = location.flatMap { numberIfAny($0)?.constantValue } ?? 0
        return GradientValue.Stop(color: try shapeStyleColor(color, at: loc) ?? .gray, location: place.isFinite ? Swift.min(1, Swift.max(0, place)) : 0)
    }

    /// `.degrees(d)`, `.radians(r)` and `.zero` as degrees; nil for another value.
    func angleDegrees(_ value: Value) -> Double? {
        switch value {
        case .symbol("zero", nil, _): return 0
        case .symbol(let unit, let arguments?, let env) where (unit == "degrees" || unit == "radians") && arguments.count == 1:
            guard let number = (try? evaluate(arguments[0].value, env)).flatMap({ numberIfAny($0)?.constantValue }), number.isFinite else { return nil }
            return unit == "degrees" ? number : number * 180 / Double.pi
        default: return nil
        }
    }

    /// `Gradient(colors:)` / `Gradient(stops:)`: its colours or stops, for the gradient styles.
    func gradientValue(_ arguments: [Argument], _ env: Env) throws(ModelError) -> Value {
        guard let first = arguments.first(where: { !$0.isTrailing }) else { return .opaque("Gradient") }
        return .enumCase("Gradient", [.string(first.label == "stops" ? "stops" : "colors"), try evaluate(first.value, env)])
    }

    /// The gradient a drawing modifier's argument stands for: a gradient view
    /// (`LinearGradient(…)`) or an implicit member (`.linearGradient(…)`); nil for another value.
    func gradient(of value: Value?, at loc: Loc) throws(ModelError) -> GradientValue? {
        switch value {
        case .views(let nodes)?:
            guard nodes.count == 1, case .shape(.other) = nodes[0].kind else { return nil }
            return nodes[0].attributes.visual.last { $0.name == "fill" }?.gradient
        case .symbol(let name, let arguments?, let env)?:
            guard let kind = Self.gradientKinds[name] else { return nil }
            return try gradient(kind, arguments, env, at: loc)
        default:
            return nil
        }
    }
}
