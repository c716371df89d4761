"""Helpers the tests share (reference models, payloads, checkers); no tests here."""
