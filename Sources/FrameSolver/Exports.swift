@_exported import ConstraintEngine
// The FrameSolver library: the result-builder DSL, the view-tree model and the engines.
@_exported import LeafMeasurement
@_exported import ModelLanguage
@_exported import NegotiationEngine
@_exported import ViewTree
