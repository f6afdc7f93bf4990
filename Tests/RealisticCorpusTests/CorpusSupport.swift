import Foundation
import FrameSolver
import TestSupport
import Testing

/// The realistic corpus: Models/realistic/*.layout, relative to Models/.
let realisticFiles: [String] = modelFiles().filter { $0.hasPrefix("realistic/") }

/// Loads model text in lenient mode (the CLI's default).
func loadLenient(_ text: String, file: String = "test.layout") throws -> LoadedModel {
    try ModelLanguage.load(text, file: file, options: LoadOptions(lenient: true))
}

/// Lays out `root` with both engines in `width` x `height`, expects them to agree, and returns
/// the negotiation engine's result.
func solveBoth(_ root: ViewNode?, _ width: Double = 390, _ height: Double = 844, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> LayoutResult
{
    let window = ProposedSize(width: width, height: height)
    let negotiated = try NegotiationEngine().layout(root, in: window)
    let solved = try ConstraintEngine().layout(root, in: window)
    let disagreement = firstDisagreement(negotiated, solved)
    #expect(disagreement == nil, "engines disagree: \(disagreement ?? "")", sourceLocation: sourceLocation)
    return negotiated
}

/// A model text solved in lenient mode with both engines.
func solveText(_ text: String, _ width: Double = 390, _ height: Double = 844, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutResult
{
    try solveBoth(try loadLenient(text).root, width, height, sourceLocation: sourceLocation)
}

/// A corpus file solved in lenient mode with both engines.
func solveCorpus(_ name: String, _ width: Double = 390, _ height: Double = 844, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> LayoutResult
{
    try solveBoth(try loadModel("realistic/\(name).layout").root, width, height, sourceLocation: sourceLocation)
}
