"""Loader tests: linking, text extraction, inspection, metadata."""
