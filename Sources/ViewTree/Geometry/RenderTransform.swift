/// A drawing transform `p -> scale * p + translation` per axis: what `offset` and
/// `scaleEffect` do to a view's image (I.4 render frames). Both engines compose them alike.
public struct RenderTransform: Hashable, Sendable {
    /// The factor per axis (1 leaves the image alone; negative mirrors it).
    public var scale = Point(x: 1, y: 1)
    /// The shift per axis after scaling, in points.
    public var translation = Point.zero

    /// The transform `p -> scale * p + translation`.
    public init(scale: Point = Point(x: 1, y: 1), translation: Point = .zero) {
        self.scale = scale
        self.translation = translation
    }

    /// No change: what a view without offset or scaleEffect above it gets.
    public static let identity = RenderTransform()

    /// A translation by (dx, dy): `offset(x:y:)`.
    public static func offset(_ dx: Double, _ dy: Double) -> RenderTransform {
        RenderTransform(translation: Point(x: dx, y: dy))
    }

    /// A scale by (sx, sy) about `anchor` of `frame`: `scaleEffect(_:anchor:)`.
    public static func scale(_ sx: Double, _ sy: Double, anchor: UnitPoint, of frame: Rect) -> RenderTransform {
        let ax = frame.x + (anchor.x == 0 ? 0 : anchor.x == 1 ? frame.width : frame.width * anchor.x)
        let ay = frame.y + (anchor.y == 0 ? 0 : anchor.y == 1 ? frame.height : frame.height * anchor.y)
        return RenderTransform(scale: Point(x: sx, y: sy), translation: Point(x: (1 - sx) * ax, y: (1 - sy) * ay))
    }

    /// `self` after `inner`: inner effects apply first (I.4 "innermost first").
    public func after(_ inner: RenderTransform) -> RenderTransform {
        RenderTransform(
            scale: Point(x: scale.x * inner.scale.x, y: scale.y * inner.scale.y),
            translation: Point(
                x: scale.x * inner.translation.x + translation.x,
                y: scale.y * inner.translation.y + translation.y))
    }

    /// The axis-aligned image of `rect` (NaN from inf - inf becomes 0).
    public func apply(_ rect: Rect) -> Rect {
        func map(_ origin: Double, _ length: Double, _ s: Double, _ t: Double) -> (Double, Double) {
            let a = s * origin + t
            let b = s * (origin + length) + t
            let low = min(a, b)
            let extent = abs(b - a)
            return (low.isNaN ? 0 : low, extent.isNaN ? 0 : extent)
        }
        let (x, width) = map(rect.x, rect.width, scale.x, translation.x)
        let (y, height) = map(rect.y, rect.height, scale.y, translation.y)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
