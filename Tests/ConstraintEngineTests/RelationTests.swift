import FrameSolver
import TestSupport
import Testing

/// Constraint-native relations, with frames derived by hand; each has a SwiftUI-only twin
/// whose negotiation frames match.
@Suite("Constraint-native relations")
struct RelationTests {
    @Test(
        "relativeFrame: 25% of the row, the rest to the Color (twin: the GeometryReader split)",
        arguments: [300.0, 390, 1_024])
    func quarter(width: Double) throws {
        let native = HStack(spacing: 0) {
            Color.red.relativeFrame(width: 0.25, of: "row").id("left")
            Color.blue.id("right")
        }.id("row")
        let result = try ConstraintEngine().layout(native.viewTree, in: ProposedSize(width: width, height: 60))
        // The row fills the window (both children flexible): left = width / 4, right the rest.
        expectFrame(result, "left", 0, 0, width / 4, 60)
        expectFrame(result, "right", width / 4, 0, width * 3 / 4, 60)
        let twin = GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.red.frame(width: proxy.size.width * 0.25).id("left")
                Color.blue.id("right")
            }
        }
        let reference = try NegotiationEngine().layout(twin.viewTree, in: ProposedSize(width: width, height: 60))
        for id in ["left", "right"] {
            #expect(result[id: id]!.frame == reference[id: id]!.frame)
        }
    }

    @Test("equalWidth: labels share the widest label's width")
    func equalLabels() throws {
        // Body text advances 8.5 per character: "Name" 34, "Address" 59.5 -> both 59.5 wide.
        let native = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                Text("Name").equalWidth(group: "label").id("name"); Color.gray.id("field1")
            }
            HStack(spacing: 8) {
                Text("Address").equalWidth(group: "label").id("address"); Color.gray.id("field2")
            }
        }
        let result = try ConstraintEngine().layout(native.viewTree, in: ProposedSize(width: 300, height: 100))
        expectSize(result, "name", 59.5, 20.4)
        expectSize(result, "address", 59.5, 20.4)
        // Fields start after the label column and its 8-pt gap: x = 59.5 + 8.
        #expect(close(result[id: "field1"]!.frame.x, 67.5))
        #expect(close(result[id: "field2"]!.frame.x, 67.5))
    }

    @Test("boundAspectRatio: 16:9 as large as fits", arguments: [(300.0, 500.0, 300.0, 168.75), (300, 90, 160, 90)])
    func bound(width: Double, height: Double, expectedWidth: Double, expectedHeight: Double) throws {
        let result = try ConstraintEngine().layout(
            Color.red.boundAspectRatio(16.0 / 9).id("box").viewTree,
            in: ProposedSize(width: width, height: height))
        // min(300, 500 x 16/9) = 300 -> 300 x 168.75; min(300, 90 x 16/9 = 160) -> 160 x 90.
        expectSize(result, "box", expectedWidth, expectedHeight)
    }

    @Test("centeredColumn: at most 768 wide, centred (twin: the content-margins column)")
    func column() throws {
        let native = Color.blue.id("column").centeredColumn(maxWidth: 768)
        let result = try ConstraintEngine().layout(native.viewTree, in: ProposedSize(width: 1_024, height: 768))
        expectFrame(result, "column", 128, 0, 768, 768)
        let narrow = try ConstraintEngine().layout(native.viewTree, in: ProposedSize(width: 390, height: 844))
        expectFrame(narrow, "column", 0, 0, 390, 844)
    }

    @Test("The negotiation engine rejects a relation with a clear error")
    func negotiationRejects() throws {
        #expect(throws: LayoutError.self) {
            try NegotiationEngine().layout(Color.red.relativeFrame(width: 0.5).viewTree, in: ProposedSize(width: 100, height: 100))
        }
        do {
            _ = try NegotiationEngine().layout(Color.red.relativeFrame(width: 0.5).viewTree, in: ProposedSize(width: 100, height: 100))
        } catch {
            #expect(error.kind == "relativeFrame")
            #expect(error.message.contains("twin"))
        }
    }
}

/// A relation that no layout satisfies: the error names the conflicting constraints and views.
@Suite("Solver failures")
struct SolverFailureTests {
    @Test("An impossible relation is reported with the constraints and views that conflict")
    func infeasibleRelation() throws {
        // The left view is twice the row's width while the row is the sum of its children:
        // row = 2 row + right with right >= 0 has no solution with a positive window.
        let impossible = HStack(spacing: 0) {
            Color.red.relativeFrame(width: 2, of: "row").id("left")
            Color.blue.frame(width: 50).id("right")
        }.id("row")
        do {
            _ = try ConstraintEngine().layout(impossible.viewTree, in: ProposedSize(width: 300, height: 60))
            Issue.record("an impossible relation was solved")
        } catch {
            #expect(error.message.contains("constraints:"), "\(error)")
            #expect(error.message.contains("final width"), "the anchor's definition row is named: \(error)")
        }
    }
}
