@_exported import TreeFuzzing
