import FrameSolver
import Testing

/// Substituting variables in expressions and mapping every length of a tree (what
/// ReaderFrameSettling uses to put a reader's laid-out frame into the lengths that read it).
@Suite("Length mapping")
struct LengthMappingTests {
    let reader = ReaderID(1)

    @Test("a substituted variable folds the expression to a constant")
    func substitutionFolds() {
        let minY = Expr.variable(.readerFrame(reader, space: "global", member: "minY"))
        let length = Expr.max(0, (minY + 2) * 3)
        #expect(length.readsReaderFrame)
        // (4 + 2) x 3 = 18; max(0, 18) = 18.
        #expect(length.substituting { _ -> Expr? in .constant(4) } == .constant(18))
        // A replacement that gives nothing keeps the variable.
        #expect(length.substituting { _ -> Expr? in nil } == length)
        #expect(!Expr.variable(.readerWidth(reader)).readsReaderFrame)
    }

    @Test("mappingLengths reaches frames, paddings, offsets and nested children; containsLength finds them")
    func mappingReachesEveryLength() {
        let minY = Expr.variable(.readerFrame(reader, space: "global", member: "minY"))
        let leaf = ViewNode(.frame(FixedFrame(height: minY)), children: [ViewNode(.color(.named("red")))])
        let tree = ViewNode(
            .padding(EdgeInsets(.all, minY)), children: [ViewNode(.offset(x: 0, y: minY), children: [leaf])])
        #expect(tree.containsLength { $0.readsReaderFrame })
        let mapped = tree.mappingLengths { $0.substituting { _ -> Expr? in .constant(7) } }
        #expect(!mapped.containsLength { $0.readsReaderFrame })
        #expect(mapped.kind == .padding(EdgeInsets(.all, 7)))
        #expect(mapped.children[0].kind == .offset(x: 0, y: 7))
        #expect(mapped.children[0].children[0].kind == .frame(FixedFrame(height: 7)))
    }
}
