// The FrameSolver library: everything FrameSolverNegotiation has (the view tree, the DSL, the
// model language, the negotiation engine), the constraint engine (which needs GLPK) and the
// comparison of the two.
@_exported import Comparison
@_exported import ConstraintEngine
@_exported import FrameSolverNegotiation
@_exported import LeafMeasurement
@_exported import ModelLanguage
@_exported import NegotiationEngine
@_exported import ViewTree
