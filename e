framesolver: --sweep-width and --sweep-height: the two sweeps make 10100 windows, more than 10000
Run 'framesolver compare --help' for usage.
