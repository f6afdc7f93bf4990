@_exported import Comparison
@_exported import TreeFuzzing
