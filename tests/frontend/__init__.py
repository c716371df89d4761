"""Frontend tests: parser, checker, diagnostics and fuzzing."""
