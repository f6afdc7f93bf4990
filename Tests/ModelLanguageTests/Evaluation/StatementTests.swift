import ModelLanguage
import Testing
import ViewTree

/// The general-purpose statements: `var`, assignments, loops, `guard`, early `return`, the
/// sequence methods and geometry arithmetic, in computed properties, functions and closures.
@Suite("Statements and sequences")
struct StatementTests {
    /// The strings of the Texts the model builds, in order.
    private func texts(_ text: String) throws -> [String] {
        var found: [String] = []
        try load(text).root?.preorder { node, _ in if case .text(let t) = node.kind { found.append(t) } }
        return found
    }

    /// A view showing `expression`, with `members` declared in it.
    private func show(_ expression: String, members: String = "") throws -> String? {
        try texts("struct V: View {\n\(members)\nvar body: some View { Text(\"\\(\(expression))\") }\n}").first
    }

    @Test("var, compound assignment and continue in a for loop: 0 + 1 + 2 + 4 = 7")
    func varAndFor() throws {
        let members = """
            var total: Int {
                var sum = 0
                for i in 0..<5 {
                    if i == 3 { continue }
                    sum += i
                }
                return sum
            }
            """
        #expect(try show("total", members: members) == "7")
    }

    @Test("while with *=, break, and the compound operators -= and /=")
    func whileLoops() throws {
        let members = """
            var tripled: Int {
                var n = 1
                while n < 100 { n *= 3 }
                return n
            }
            var counted: Int {
                var n = 0
                while true {
                    n += 1
                    if n == 5 { break }
                }
                n -= 1
                n /= 2
                return n
            }
            """
        // 1, 3, 9, 27, 81, 243 (the first not below 100); 5 - 1 = 4, 4 / 2 = 2.
        #expect(try show("tripled", members: members) == "243")
        #expect(try show("counted", members: members) == "2")
    }

    @Test("repeat-while runs its body before the test, with break and continue")
    func repeatWhile() throws {
        let members = """
            var doubled: Int {
                var n = 1
                repeat { n *= 2 } while n < 100
                return n
            }
            var once: Int {
                var n = 10
                repeat { n += 1 } while n < 5
                return n
            }
            var skipped: Int {
                var i = 0
                var sum = 0
                repeat {
                    i += 1
                    if i == 2 { continue }
                    if i == 5 { break }
                    sum += i
                } while i < 10
                return sum
            }
            """
        // 1, 2, 4, ..., 128 (the first not below 100); 10 + 1 = 11, the body once though
        // 10 < 5 is false; 1 + 3 + 4 = 8 (2 skipped, the loop left at 5).
        #expect(try show("doubled", members: members) == "128")
        #expect(try show("once", members: members) == "11")
        #expect(try show("skipped", members: members) == "8")
    }

    @Test("guard with an early return, and a guard binding visible after it")
    func guards() throws {
        let members = """
            func label(_ n: Int) -> String {
                guard n > 0 else { return "none" }
                return "some"
            }
            func first(_ names: [String]) -> String {
                guard let name = names.first else { return "empty" }
                return name
            }
            """
        #expect(try show("label(0) + label(2)", members: members) == "nonesome")
        #expect(try show("first([\"Ada\", \"Bob\"]) + first([])", members: members) == "Adaempty")
    }

    @Test("members and elements of a var change with value semantics; append and removeLast")
    func memberMutation() throws {
        let members = """
            var moved: CGFloat {
                var p = CGPoint(x: 1, y: 2)
                let q = p
                p.x += 10
                return p.x + q.x
            }
            var rows: Int {
                var rows: [[Int]] = [[]]
                rows[0].append(1)
                rows.append([2, 3])
                rows[1].removeLast()
                return rows[0].count * 10 + rows[1].count + rows.count * 100
            }
            """
        // p.x 11, the copy q keeps 1: 12. rows [[1], [2]]: 1 x 10 + 1 + 2 x 100 = 211.
        #expect(try show("moved", members: members) == "12")
        #expect(try show("rows", members: members) == "211")
    }

    @Test("reduce, map, max and min over sequences, zip and enumerated pairs, stride")
    func sequences() throws {
        #expect(try show("[3, 1, 2].max() ?? 0") == "3")
        #expect(try show("[3, 1, 2].min() ?? 0") == "1")
        #expect(try show("[1, 2, 3].reduce(0) { $0 + $1 }") == "6")
        #expect(try show("[1, 5, 3].reduce(0, max)") == "5")
        #expect(try show("[1, 5, 3].reduce(0, +)") == "9")
        #expect(try show("[1, 5, 3].reduce(1, *)") == "15")
        #expect(try show("(0..<4).map { $0 * 2 }.reduce(0) { $0 + $1 }") == "12")
        // 1 x 10 + 2 x 20 = 50; offsets 0 + 1 + 2 = 3 against elements 7 + 8 + 9.
        #expect(try show("zip([1, 2], [10, 20]).map { a, b in a * b }.reduce(0) { $0 + $1 }") == "50")
        #expect(try show("[7, 8, 9].enumerated().map { index, value in index }.reduce(0) { $0 + $1 }") == "3")
        #expect(try show("stride(from: 0, to: 10, by: 4).reduce(0) { $0 + $1 }") == "12")
    }

    @Test("CGPoint and CGSize arithmetic, CGRect's derived edges")
    func geometry() throws {
        #expect(try show("(CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4)).y") == "6")
        #expect(try show("(CGSize(width: 10, height: 4) * 2).width") == "20")
        #expect(try show("(CGSize(width: 10, height: 4) / 4).height") == "1")
        #expect(try show("CGRect(x: 10, y: 20, width: 100, height: 50).midX") == "60")
        #expect(try show("CGRect(x: 10, y: 20, width: 100, height: 50).maxY") == "70")
    }

    @Test("assigning to a let is an error at its line and column")
    func assignToLet() throws {
        let diagnostic = loadError("struct V: View {\n var n: Int {\n  let x = 1\n  x += 1\n  return x\n }\n var body: some View { Text(\"\\(n)\") }\n}")
        #expect(diagnostic?.message == "cannot assign to 'x': it is a 'let' constant")
        #expect(diagnostic?.line == 4)
        #expect(diagnostic?.column == 3)
    }

    @Test("a guard whose else falls through is an error; a while that never ends stops with one")
    func badLoops() throws {
        let fallsThrough = loadError("struct V: View {\n var n: Int {\n  guard false else { }\n  return 1\n }\n var body: some View { Text(\"\\(n)\") }\n}")
        #expect(fallsThrough?.message == "the 'else' of a guard must leave the scope")
        #expect(fallsThrough?.line == 3)
        let endless = loadError("struct V: View {\n var n: Int {\n  var i = 0\n  while i >= 0 { i += 1 }\n  return i\n }\n var body: some View { Text(\"\\(n)\") }\n}")
        #expect(endless?.message == "this while loop ran more than 10000 times")
        #expect(endless?.line == 4)
        let endlessRepeat = loadError("struct V: View {\n var n: Int {\n  var i = 0\n  repeat { i += 1 } while i > 0\n  return i\n }\n var body: some View { Text(\"\\(n)\") }\n}")
        #expect(endlessRepeat?.message == "this repeat-while loop ran more than 10000 times")
        #expect(endlessRepeat?.line == 4)
        // `repeat` without its `while` is an error at the token after the block.
        let noWhile = loadError("struct V: View {\n var n: Int {\n  var i = 0\n  repeat { i += 1 }\n  return i\n }\n var body: some View { Text(\"\\(n)\") }\n}")
        #expect(noWhile?.message == "expected 'while' after the repeat block")
        #expect(noWhile?.line == 5)
    }
}
