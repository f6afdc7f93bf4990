import Testing
import ViewTree

/// The geometry values both engines share: proposals (R0.2, R0.3), axis-generic sizes, render
/// transforms (I.4) and how lengths are printed.
@Suite("Geometry")
struct GeometryTests {
    @Test("R0.3: unspecified sides become 10 by default, or the size given")
    func replacingUnspecified() {
        #expect(ProposedSize(width: 300, height: nil).replacingUnspecifiedDimensions() == Size(width: 300, height: 10))
        #expect(ProposedSize.unspecified.replacingUnspecifiedDimensions(by: Size(width: 4, height: 5)) == Size(width: 4, height: 5))
    }

    @Test("major and minor sides map to width and height by axis")
    func axisGeneric() {
        #expect(Size(major: 3, minor: 4, axis: .horizontal) == Size(width: 3, height: 4))
        #expect(Size(major: 3, minor: 4, axis: .vertical) == Size(width: 4, height: 3))
        var proposal = ProposedSize(major: nil, minor: 50, axis: .vertical)
        #expect(proposal == ProposedSize(width: 50, height: nil))
        proposal[.vertical] = 20
        #expect(proposal.height == 20)
        #expect(Point(x: 1, y: 2)[.vertical] == 2)
    }

    @Test("a render transform composes innermost first and maps a rectangle to its image")
    func renderTransforms() {
        let frame = Rect(x: 10, y: 10, width: 100, height: 100)
        // scaleEffect(2) about the centre (60, 60): 60 - 100 = -40 to 60 + 100 = 160, 200 wide.
        let scaled = RenderTransform.scale(2, 2, anchor: .center, of: frame)
        #expect(scaled.apply(frame) == Rect(x: -40, y: -40, width: 200, height: 200))
        // Then offset(x: 5) outside it: the image moves 5 right.
        #expect(RenderTransform.offset(5, 0).after(scaled).apply(frame) == Rect(x: -35, y: -40, width: 200, height: 200))
        // A negative scale mirrors: the image keeps a positive width, its origin moved.
        #expect(RenderTransform.scale(-1, 1, anchor: .topLeading, of: frame).apply(frame) == Rect(x: -90, y: 10, width: 100, height: 100))
        #expect(RenderTransform.identity.apply(frame) == frame)
    }

    @Test("lengths print in the shortest form, infinity as inf")
    func lengths() {
        #expect(formatLength(75) == "75")
        #expect(formatLength(0.5) == "0.5")
        #expect(formatLength(.infinity) == "inf")
        #expect(formatLength(-.infinity) == "-inf")
        #expect(Rect(x: 0, y: 1, width: 2.5, height: .infinity).description == "(x 0, y 1, w 2.5, h inf)")
        #expect(ProposedSize(width: 390, height: nil).description == "390xnil")
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).maxX == 4)
    }

    @Test("roundedHalfAway rounds as the standard library's rounded(): halves away from zero, signs and large numbers kept")
    func roundedHalfAway() {
        var values: [Double] = [0, -0.0, 0.3, -0.3, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 4_503_599_627_370_495.5, 0x1p52, 0x1p53 + 2, 1e300, -1e300]
        values += [.infinity, -.infinity, .ulpOfOne, -.leastNonzeroMagnitude, 123_456.5, 96.66666666666667 * 1e6]
        // A spread of magnitudes and fractions, ties among them.
        for k in 0..<2_000 {
            let x = Double(k) * 0.25 - 250
            values += [x, x * 1e6 + 0.5, x / 7 * 1e10]
        }
        for x in values {
            let expected = x.rounded()
            let got = Double.roundedHalfAway(x)
            #expect(got == expected && got.sign == expected.sign, "\(x): \(got) vs \(expected)")
        }
        #expect(Double.roundedHalfAway(.nan).isNaN)
    }
}
