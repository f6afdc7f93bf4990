import FrameSolver
import TestSupport
import Testing

/// SWIFTUI-LAYOUT.md I.5: hostile values. Window coordinates.
@Suite("Spec I.5: hostile values")
struct HostileValueTests {
    /// Lays out `view`, expecting a LayoutError; returns it.
    private func layoutError(
        _ view: some View, width: Double? = 100, height: Double? = 100,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> LayoutError? {
        do {
            let result = try negotiate(view, width: width, height: height)
            Issue.record("expected a LayoutError, got:\n\(result.treeDump())", sourceLocation: sourceLocation)
            return nil
        } catch let error as LayoutError {
            return error
        } catch {
            Issue.record("expected a LayoutError, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    // MARK: fixed frame: absent, with a warning

    @Test(
        "I.5 frame(width:) negative, NaN or infinite is treated as nil, with a warning",
        arguments: [-10.0, .nan, .infinity, -.infinity])
    func fixedFrameWidth(bad: Double) throws {
        let result = try negotiate(Color.red.id("c").frame(width: Expr(bad), height: 50), width: 100, height: 100)
        // Width nil: the Color takes the proposed 100; height 50, centred at y 25.
        expectFrame(result, path: "0", 0, 25, 100, 50)
        expectFrame(result, "c", 0, 25, 100, 50)
        #expect(!result.warnings.isEmpty)
        #expect(result.warnings.contains { $0.path == "0" }, "\(result.warnings)")
        expectNoNaN(result)
    }

    @Test(
        "I.5 frame(height:) negative, NaN or infinite is treated as nil, with a warning",
        arguments: [-1.0, .nan, .infinity])
    func fixedFrameHeight(bad: Double) throws {
        let result = try negotiate(
            HStack {
                Color.red.id("c").frame(width: 40, height: Expr(bad))
            }, width: 100, height: 100)
        expectFrame(result, "c", 30, 0, 40, 100)
        #expect(result.warnings.contains { $0.path == "0.0" }, "\(result.warnings)")
    }

    @Test("I.5 a valid fixed frame gives no warning")
    func noWarning() throws {
        let result = try negotiate(Color.red.frame(width: 10, height: 10), width: 100, height: 100)
        #expect(result.warnings.isEmpty)
    }

    // MARK: NaN elsewhere: an error naming the view, its path and the argument

    @Test("I.5 NaN spacing is a LayoutError naming HStack, its path and 'spacing'")
    func nanSpacing() {
        let error = layoutError(
            VStack {
                Color.red
                HStack(spacing: Expr(.nan)) {
                    Color.red; Color.blue
                }
            })
        #expect(error?.kind == "HStack")
        #expect(error?.path == "0.1")
        #expect(error?.argument == "spacing")
    }

    @Test("I.5 NaN padding is a LayoutError naming padding and the edge")
    func nanPadding() {
        let error = layoutError(Color.red.padding(.leading, Expr(.nan)))
        #expect(error?.kind == "padding")
        #expect(error?.path == "0")
        #expect(error?.argument?.contains("leading") == true, "\(String(describing: error))")
    }

    @Test("I.5 NaN ratio is a LayoutError naming aspectRatio")
    func nanRatio() {
        let error = layoutError(Color.red.aspectRatio(Expr(.nan), contentMode: .fit))
        #expect(error?.kind == "aspectRatio")
        #expect(error?.path == "0")
        #expect(error?.argument?.lowercased().contains("ratio") == true, "\(String(describing: error))")
    }

    @Test(
        "I.5 NaN position is a LayoutError naming position and the coordinate",
        arguments: [("x", Expr(.nan), Expr(0)), ("y", Expr(0), Expr(.nan))])
    func nanPosition(argument: String, x: Expr, y: Expr) {
        let error = layoutError(Color.red.frame(width: 10, height: 10).position(x: x, y: y))
        #expect(error?.kind == "position")
        #expect(error?.path == "0")
        #expect(error?.argument == argument)
    }

    @Test("I.5 a ratio <= 0 is an error", arguments: [0.0, -1.0])
    func nonPositiveRatio(ratio: Double) {
        let error = layoutError(Color.red.aspectRatio(Expr(ratio), contentMode: .fill))
        #expect(error?.kind == "aspectRatio")
        #expect(error?.path == "0")
    }

    @Test("I.5 a NaN window side is an error")
    func nanWindow() {
        _ = layoutError(Color.red, width: .nan, height: 100)
    }

    // MARK: allowed negatives

    @Test("I.5 negative padding is allowed: padding(-10) proposed 100 x 100 proposes 120 x 120")
    func negativePadding() throws {
        let result = try negotiate(Color.red.id("c").padding(-10), width: 100, height: 100)
        expectFrame(result, path: "0", 0, 0, 100, 100)
        expectFrame(result, "c", -10, -10, 120, 120)
    }

    @Test("I.5 negative spacing is allowed: two 50s with spacing -10 make 90")
    func negativeSpacing() throws {
        let result = try negotiate(
            HStack(spacing: -10) {
                Color.red.frame(width: 50, height: 50).id("a")
                Color.blue.frame(width: 50, height: 50).id("b")
            }, width: 100, height: 50)
        expectFrame(result, path: "0", 5, 0, 90, 50)
        expectFrame(result, "a", 5, 0, 50, 50)
        expectFrame(result, "b", 45, 0, 50, 50)
    }

    // MARK: infinities, empty containers, zero and nil windows

    @Test("I.5 VStack { Color } in an inf x inf window is an inf x inf root at (0, 0)")
    func infiniteWindow() throws {
        let result = try negotiate(VStack { Color.red.id("c") }, width: .infinity, height: .infinity)
        expectFrame(result, path: "0", 0, 0, .infinity, .infinity)
        expectFrame(result, "c", 0, 0, .infinity, .infinity)
        expectNoNaN(result)
    }

    @Test("I.5 a Color centred in an infinite ZStack gets offset 0, not inf - inf")
    func infiniteCentring() throws {
        let result = try negotiate(ZStack { Color.red.id("c") }, width: .infinity, height: .infinity)
        expectFrame(result, "c", 0, 0, .infinity, .infinity)
        expectNoNaN(result)
    }

    @Test("I.5 empty containers answer 0 x 0, centred in the window")
    func emptyContainers() throws {
        for (name, result) in [
            ("HStack", try negotiate(HStack {}, width: 100, height: 100)),
            ("VStack", try negotiate(VStack { EmptyView() }, width: 100, height: 100)),
            ("ZStack", try negotiate(ZStack {}, width: 100, height: 100)),
        ] {
            #expect(result[path: "0"]?.frame == Rect(x: 50, y: 50, width: 0, height: 0), "\(name): \(result.treeDump())")
        }
    }

    @Test("I.5 a view with no nodes gives an empty result")
    func noNodes() throws {
        let result = try negotiate(EmptyView(), width: 100, height: 100)
        #expect(result.nodes.isEmpty)
    }

    @Test("I.5 a zero window: a Color is 0 x 0 at (0, 0); a rigid stack overflows, centred")
    func zeroWindow() throws {
        let color = try negotiate(Color.red, width: 0, height: 0)
        expectFrame(color, path: "0", 0, 0, 0, 0)
        let stack = try negotiate(
            HStack {
                Color.red.frame(width: 30)
                Color.blue
            }, width: 0, height: 0)
        // 30 + 8 + 0 = 38 wide, 0 tall, centred: x -19.
        expectFrame(stack, path: "0", -19, 0, 38, 0)
    }

    @Test("I.5 a nil window asks for the ideal size, placed at (0, 0)")
    func nilWindow() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.red.id("a")
                Color.blue.frame(width: 50).id("b")
            }, width: nil, height: nil)
        // R3.3: children 10 x 10 and 50 x 10.
        expectFrame(result, path: "0", 0, 0, 60, 10)
        expectFrame(result, "b", 10, 0, 50, 10)
        #expect(result.window == ProposedSize(width: nil, height: nil))
    }
}
