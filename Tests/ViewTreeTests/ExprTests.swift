import Testing
import ViewTree

/// Symbolic lengths: constants fold as they are built, variables stay symbolic, evaluation
/// binds them and reports an unbound one.
@Suite("Expr")
struct ExprTests {
    let reader = ReaderID(7)
    var width: Expr { .variable(.readerWidth(reader)) }

    @Test("constant arithmetic folds to a constant")
    func folding() {
        // (10 + 20) * 2 - 4 / 2 = 58, computed as the tree is built.
        let expr: Expr = (Expr(10) + 20) * 2 - Expr(4) / 2
        #expect(expr == .constant(58))
        #expect((-Expr(3)).constantValue == -3)
        #expect(Expr.min(3, 5) == .constant(3))
        #expect(Expr.max(3, 5) == .constant(5))
    }

    @Test("an expression over a variable stays symbolic and evaluates once the variable is bound")
    func evaluation() throws {
        // The forty-percent column of a reader: (w - 768) / 2 at w = 1024 is 128.
        let expr = (width - 768) / 2
        #expect(expr.constantValue == nil)
        #expect(expr.variables == [.readerWidth(reader)])
        #expect(try expr.evaluate { $0 == .readerWidth(reader) ? 1024 : nil } == 128)
        // max(0, w * 0.25 - 100) at w = 300: 75 - 100 < 0, so 0.
        #expect(try Expr.max(0, width * 0.25 - 100).evaluate { _ in 300 } == 0)
    }

    @Test("evaluating with an unbound variable throws naming it")
    func unbound() {
        do {
            _ = try (width + 1).evaluate { _ in nil }
            Issue.record("evaluated without a value for the reader's width")
        } catch {
            #expect(error.variable == .readerWidth(reader))
        }
    }

    @Test("literals lists every number written in the expression, in order")
    func literals() {
        #expect((width * 0.25 + 8).literals == [0.25, 8])
    }
}
