import Testing
import ViewTree

/// The numeric policy's rules by kind (docs/limits.md), value by value.
@Suite("NumericPolicy")
struct NumericPolicyTests {
    @Test("count never traps: NaN and negatives 0, infinity and huge values the cap")
    func counts() {
        #expect(NumericPolicy.count(.nan, atMost: 10) == 0)
        #expect(NumericPolicy.count(-3, atMost: 10) == 0)
        #expect(NumericPolicy.count(.infinity, atMost: 10) == 10)
        #expect(NumericPolicy.count(1e300, atMost: Int.max) == Int.max)
        #expect(NumericPolicy.count(45.9, atMost: 100) == 45)
        #expect(NumericPolicy.count(9.2e18, atMost: Int.max) == 9_200_000_000_000_000_000)
    }

    @Test("each kind accepts and refuses what the table says")
    func kinds() {
        #expect(NumericPolicy.problem(-20, .signedLength) == nil)
        #expect(NumericPolicy.problem(1e9, .signedLength) == nil)
        #expect(NumericPolicy.problem(1.5e9, .signedLength) != nil)
        #expect(NumericPolicy.problem(-.infinity, .signedLength) != nil)
        #expect(NumericPolicy.problem(-1, .size) != nil)
        #expect(NumericPolicy.problem(0, .size) == nil)
        #expect(NumericPolicy.problem(.infinity, .upperLimit) == nil)
        #expect(NumericPolicy.problem(-1, .upperLimit) != nil)
        #expect(NumericPolicy.problem(-.infinity, .frameLimit) == nil)
        #expect(NumericPolicy.problem(.nan, .frameLimit) != nil)
        #expect(NumericPolicy.problem(0, .positiveRatio) != nil)
        #expect(NumericPolicy.problem(1e-10, .positiveRatio) != nil)
        #expect(NumericPolicy.problem(16.0 / 9, .positiveRatio) == nil)
        #expect(NumericPolicy.windowProblem(nil) == nil)
        #expect(NumericPolicy.windowProblem(.infinity) == nil)
        #expect(NumericPolicy.windowProblem(1e10) != nil)
    }

    @Test("the output guard: NaN is an error, a negative size 0, a flipped render frame turned over")
    func outputGuard() throws {
        let negative = NodeFrame(path: "0", kind: "HStack", frame: Rect(x: 5, y: 0, width: -80, height: 10), render: Rect(x: 10, y: 0, width: -20, height: 10))
        let (nodes, warnings) = try NumericPolicy.checked([negative])
        #expect(nodes[0].frame == Rect(x: 5, y: 0, width: 0, height: 10))
        // A render frame from x 10 with extent -20 covers [-10, 10]: x -10, width 20.
        #expect(nodes[0].render == Rect(x: -10, y: 0, width: 20, height: 10))
        #expect(warnings.count == 1)
        let tiny = NodeFrame(path: "0", kind: "Color", frame: Rect(x: 0, y: 0, width: 3, height: -7e-15))
        let (cleaned, none) = try NumericPolicy.checked([tiny])
        #expect(cleaned[0].frame.height == 0 && none.isEmpty)
        #expect(throws: LayoutError.self) {
            try NumericPolicy.checked([NodeFrame(path: "0.1", kind: "Text", frame: Rect(x: .nan, y: 0, width: 1, height: 1))])
        }
    }
}
