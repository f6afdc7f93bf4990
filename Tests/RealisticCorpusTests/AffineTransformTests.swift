import FrameSolver
import TestSupport
import Testing

/// `CGAffineTransform` in layout code, as Apple's "Composing custom layout with SwiftUI" sample
/// writes its radial layout; both engines, frames by hand.
@Suite("Affine transforms in layout code")
struct AffineTransformTests {
    @Test("Apple's radial layout: CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle:))")
    func radialSample() throws {
        // Bounds 300 x 300: radius 300 / 3 = 100, centre (150, 150), steps of 120 degrees; the
        // ranks 1, 2, 3 give no offset. (0, -100) rotated by k x 120 degrees is
        // (100 sin(k 120), -100 cos(k 120)): (0, -100), (86.603, 50), (-86.603, 50); each 40 x 40
        // circle is centred there.
        let r = try solveText(
            """
            import SwiftUI

            struct MyRadialLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    let radius = min(bounds.size.width, bounds.size.height) / 3.0
                    let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
                    let ranks = subviews.map { subview in subview[Rank.self] }
                    let offset = getOffset(ranks)

                    for (index, subview) in subviews.enumerated() {
                        var point = CGPoint(x: 0, y: -radius)
                            .applying(CGAffineTransform(rotationAngle: angle * Double(index) + offset))
                        point.x += bounds.midX
                        point.y += bounds.midY
                        subview.place(at: point, anchor: .center, proposal: .unspecified)
                    }
                }

                private func getOffset(_ ranks: [Int]) -> Double {
                    guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
                    var fraction: Double
                    if ranks[0] == 1 {
                        fraction = residualFraction(rank1: ranks[1], rank2: ranks[2])
                    } else if ranks[1] == 1 {
                        fraction = -1 + residualFraction(rank1: ranks[2], rank2: ranks[0])
                    } else {
                        fraction = 1 + residualFraction(rank1: ranks[0], rank2: ranks[1])
                    }
                    return fraction * 2.0 * Double.pi / 3.0
                }

                private func residualFraction(rank1: Int, rank2: Int) -> Double {
                    if rank1 == 1 { return -1.0 / 6.0 } else if rank2 == 1 { return 1.0 / 6.0 } else { return 0.0 }
                }
            }

            private struct Rank: LayoutValueKey {
                static let defaultValue: Int = 1
            }

            extension View {
                func rank(_ value: Int) -> some View {
                    layoutValue(key: Rank.self, value: value)
                }
            }

            struct Podium: View {
                var body: some View {
                    MyRadialLayout {
                        Circle().frame(width: 40, height: 40).rank(1).id("a")
                        Circle().frame(width: 40, height: 40).rank(2).id("b")
                        Circle().frame(width: 40, height: 40).rank(3).id("c")
                    }
                }
            }
            """, 300, 300)
        let s: Double = 50 * 3.0.squareRoot()
        expectFrame(r, "a", 130, 30, 40, 40)
        expectFrame(r, "b", 150 + s - 20, 180, 40, 40)
        expectFrame(r, "c", 150 - s - 20, 180, 40, 40)
    }

    @Test("translation, scale, rotation and their composition in Core Graphics' order")
    func composition() throws {
        // (10, 0): scaled by 2 then translated by 5: 25 (concatenating: the receiver first);
        // scaledBy on a translation scales first: 2 x 10 + 5 = 25 again; translatedBy on a scale
        // translates first: 2 x (10 + 5) = 30; a quarter turn sends (10, 0) to (0, 10), so
        // d.y + 50 + d.x = 10 + 50 + 0 = 60 (up to the rounding of cos(pi / 2)).
        let r = try solveText(
            """
            let p = CGPoint(x: 10, y: 0)
            let a = p.applying(CGAffineTransform(scaleX: 2, y: 1).concatenating(CGAffineTransform(translationX: 5, y: 0)))
            let b = p.applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
            let c = p.applying(CGAffineTransform(scaleX: 2, y: 1).translatedBy(x: 5, y: 0))
            let d = p.applying(CGAffineTransform(rotationAngle: 0).rotated(by: .pi / 2))
            VStack(spacing: 0) {
                Color.red.frame(width: a.x, height: 1).id("a")
                Color.red.frame(width: b.x, height: 1).id("b")
                Color.red.frame(width: c.x, height: 1).id("c")
                Color.red.frame(width: d.y + 50 + d.x, height: 1).id("d")
            }
            """, 300, 4)
        for (id, width) in [("a", 25.0), ("b", 25), ("c", 30)] { expectSize(r, id, width, 1) }
        let d = try #require(r[id: "d"])
        #expect(abs(d.frame.width - 60) <= 1e-9)
    }
}
