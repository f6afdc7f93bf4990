import Testing

/// The parent of every suite here, run one test at a time so that the silence test's capture
/// of standard output sees only GLPK (the test runner itself prints to standard output).
/// The run stays fast: the concurrency test makes its own threads.
@Suite(.serialized) enum LinearProgrammingSuite {}
