// FrameSolverNegotiation: the view tree, the result-builder DSL, the model language and the
// negotiation engine, without GLPK. `import FrameSolver` adds the constraint engine.
@_exported import LeafMeasurement
@_exported import ModelLanguage
@_exported import NegotiationEngine
@_exported import ViewTree
