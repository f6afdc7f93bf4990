import Foundation
import FrameSolver
import Rendering
import Testing
import TestSupport

/// Every model in Models/ drawn with both engines: the SVG parses and holds one box per view
/// of the pictured layout, at that view's frame (to the drawing's 3 decimals).
@Suite struct ModelPictureTests {
    @Test(arguments: allModelFiles())
    func everyModelDrawsOneBoxPerView(_ relative: String) throws {
        let model = try loadModel(relative)
        let twinName = try twinFile(of: relative)
        let twin = try twinName.map { try loadModel($0).root }
        let window = ProposedSize(width: 390, height: 844)
        let output = try Drawing.draw(root: model.root, twin: twin ?? nil, window: window, engine: .both)
        let parsed = try #require(ParsedSVG.parse(output.svg), "\(relative): not well-formed")
        let result = twin == nil ? try NegotiationEngine().layout(model.root, in: window) : try ConstraintEngine().layout(model.root, in: window)
        #expect(parsed.boxes.count == result.nodes.count, "\(relative)")
        for node in result.nodes {
            let box = try #require(parsed.box(node.path), "\(relative): no box for \(node.path)")
            let drawn = [box.number("x"), box.number("y"), box.number("width"), box.number("height")].compactMap { $0 }
            let frame = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            #expect(drawn.count == 4 && zip(drawn, frame).allSatisfy { abs($0 - $1) <= 0.0005 }, "\(relative) \(node.path): \(drawn) vs \(frame)")
        }
    }
}
