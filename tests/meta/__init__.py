"""Tests about the repository itself: layering, lint, the README's promises, the benchmark
scripts."""
