"""Fuzz the whole compiler: mutated programs that pass the checker must lower, optimise and
link, or fail with a CompileError; nothing else may escape and nothing may hang."""

from __future__ import annotations

import signal
from contextlib import contextmanager

from hypothesis import HealthCheck, given, settings

import incore
from incore.errors import CompileError
from incore.frontend import check
from tests.frontend.test_fuzz import PROGRAMS, mutated

PER_PROGRAM_SECONDS = 20


@contextmanager
def time_limit(seconds: int):
    def expire(signum, frame):
        raise TimeoutError(f"compiling one program took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def compile_all_the_way(source: str) -> None:
    with time_limit(PER_PROGRAM_SECONDS):
        try:
            check(source, "fuzz.ik")
        except CompileError:
            return
        try:
            module = incore.compile(source, filename="fuzz.ik", opt=1)
        except CompileError as err:
            assert err.line > 0, "a lowering CompileError must name its line"
            return
        for kernel in module:
            for payload in kernel.variants.values():
                assert payload.text[:0] == b""


def test_corpus_compiles_and_links():
    for source in PROGRAMS:
        compile_all_the_way(source)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated())
def test_fuzz_checked_programs_compile_and_link(source: str) -> None:
    compile_all_the_way(source)
