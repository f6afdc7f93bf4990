/// A gradient shape style (`LinearGradient`, `.radialGradient(…)`), kept for drawing; layout
/// never reads it.
public struct GradientValue: Hashable, Sendable {
    /// Where the colours run, in the unit coordinates of the painted view's frame.
    public enum Geometry: Hashable, Sendable {
        /// `LinearGradient(…, startPoint:endPoint:)`: from `start` to `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// `RadialGradient(…, center:startRadius:endRadius:)`: circles about `center`, radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// `EllipticalGradient(…, center:startRadiusFraction:endRadiusFraction:)`: ellipses
        /// about `center`, the radii fractions of the frame's size.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// `AngularGradient(…, center:startAngle:endAngle:)`: around `center`, angles in degrees
        /// clockwise from the trailing direction.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// One colour of the gradient and where it sits, 0 (start) to 1 (end).
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: ColorValue
        /// Its place along the gradient, 0 ... 1.
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Where the colours run.
    public var geometry: Geometry
    /// The colours in order; `Gradient(colors:)` spaces them evenly.
    public var stops: [Stop]

    /// A gradient of `stops` along `geometry`.
    public init(_ geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops
    }

    /// `colors` spaced evenly from 0 to 1 (one colour sits at 0).
    public static func evenlySpaced(_ colors: [ColorValue]) -> [Stop] {
        colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
        }
    }
}
