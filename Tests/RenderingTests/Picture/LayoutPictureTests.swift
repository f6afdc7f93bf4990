import FrameSolver
import Rendering
import Testing

/// How a picture joins a layout's frames with the tree's looks.
@Suite("LayoutPicture")
struct LayoutPictureTests {
    @Test("a ViewThatFits's chosen candidate, reported as 0.0, is drawn with that candidate's look")
    func chosenCandidateLook() throws {
        // 250 wide: the 300-wide red does not fit, the 200-wide green does (R5.4): candidate 1,
        // reported as 0.0 with its Color at 0.0.0, which must be green, not candidate 0's red.
        let model = try ModelLanguage.load(
            """
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 40)
                Color.green.frame(width: 200, height: 40)
            }
            """, file: "fits.layout")
        let result = try NegotiationEngine().layout(model.root, in: ProposedSize(width: 250, height: 100))
        let picture = LayoutPicture(root: model.root, result: result)
        let color = try #require(picture.items.first { $0.path == "0.0.0" })
        guard case .fill(let css, _) = color.look.paint else {
            Issue.record("the Color is not filled: \(color.look.paint)")
            return
        }
        // iOS's green, #34c759 (the palette's system colours); red would be #ff3b30.
        #expect(css == "#34c759")
    }
}
